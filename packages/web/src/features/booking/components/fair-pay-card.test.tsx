import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FairPayFigures } from '@backline/domain';
import { mockApi } from '../../../test/api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { FairPayCard } from './fair-pay-card.tsx';

const shown: FairPayFigures = {
  shown: true,
  minimumBookings: 5,
  bookings: 7,
  medianFeeCents: 20_000,
  paidBookings: 5,
  payToPlayPercent: 14,
  unpaidPercent: 0,
  medianAnswerHours: 4.5,
  answeredApplications: 8,
  decisionPercent: null,
  endedApplications: 2,
};

describe('FairPayCard', () => {
  it('shows the figures with what they are based on and how they are counted', async () => {
    mockApi({ 'GET /pages/:id/fair-pay': shown });
    renderWithProviders(<FairPayCard pageId="venue00001" />);
    expect(await screen.findByRole('heading', { name: 'Faire Bezahlung' })).toBeVisible();
    expect(screen.getByText('Aus 7 bestätigten Buchungen über Backline.')).toBeVisible();
    expect(screen.getByText('Typische Gage (Median)').nextSibling).toHaveTextContent('200 €');
    expect(
      screen.getByText('Buchungen, bei denen die Band zahlt (Pay-to-Play)').nextSibling,
    ).toHaveTextContent('14 %');
    expect(
      screen.getByText('Antwortet auf Bewerbungen typischerweise in').nextSibling,
    ).toHaveTextContent('4,5 Stunden');
    expect(
      screen.getByText('Bewerbungen mit Zu- oder Absage (beendete Angebote)').nextSibling,
    ).toHaveTextContent('Zu wenige Fälle für eine Angabe');
    expect(screen.getByText(/So rechnen wir/)).toHaveTextContent('erst ab 5 Buchungen');
  });

  it('explains why there are no figures yet', async () => {
    mockApi({ 'GET /pages/:id/fair-pay': { shown: false, minimumBookings: 5 } });
    renderWithProviders(<FairPayCard pageId="venue00001" />);
    expect(
      await screen.findByText(
        'Zu wenige Buchungen für Zahlen: Wir zeigen sie ab 5 bestätigten Buchungen über Backline.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('Typische Gage (Median)')).toBeNull();
  });
});
