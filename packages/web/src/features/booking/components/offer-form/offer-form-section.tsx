import Paper from '@mui/material/Paper';
import { useId, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { OfferFormValues } from '@backline/domain';
import { SectionHeader } from '../../../../components/ui/page-header.tsx';

/** The offer form's react-hook-form instance, handed to each of its sections. */
export type OfferFormApi = UseFormReturn<OfferFormValues, unknown, OfferFormValues>;

/** One titled part of the offer form: a card with a section heading. */
export function OfferFormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2 }}>
      <SectionHeader id={id} title={title} />
      {children}
    </Paper>
  );
}
