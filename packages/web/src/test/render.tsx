import { render, type RenderResult } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/providers.tsx';

export type RenderOptions = {
  /** The address the memory router starts at. */
  route?: string;
  queryClient?: QueryClient;
  /** Extra routes beside the one that renders `ui` (for navigation targets). */
  routes?: RouteObject[];
};

export type Rendered = RenderResult & {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
};

/** Renders with the app's providers (query client, theme, i18n) inside a memory router. */
export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}): Rendered {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const router = createMemoryRouter([...(options.routes ?? []), { path: '*', element: ui }], {
    initialEntries: [options.route ?? '/'],
  });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return Object.assign(result, { router, queryClient });
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}
