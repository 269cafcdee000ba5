import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SnackbarProvider } from '../components/ui/snackbar.tsx';
import { COLOR_MODE_STORAGE_KEY, theme } from '../lib/theme.ts';

/**
 * Server state, theme (colour scheme follows the system unless the user picks one), the app's
 * one snackbar queue.
 */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider
        theme={theme}
        defaultMode="system"
        modeStorageKey={COLOR_MODE_STORAGE_KEY}
        noSsr
        disableTransitionOnChange
      >
        <CssBaseline enableColorScheme />
        <SnackbarProvider>{children}</SnackbarProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
