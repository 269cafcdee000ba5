import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadTexts } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { MessageButton } from './message-button.tsx';

describe('MessageButton', () => {
  it('links to the chat with the party and the context', async () => {
    await loadTexts(['messaging']);
    renderWithProviders(
      <MessageButton
        to={{ kind: 'page', id: 'band00001' }}
        context={{ kind: 'booking', id: 'gig000001' }}
      />,
    );
    expect(await screen.findByRole('link', { name: 'Nachricht schreiben' })).toHaveAttribute(
      'href',
      '/directmessaging?to=page%3Aband00001&context=booking%3Agig000001',
    );
  });
});
