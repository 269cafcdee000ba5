import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatBanEnd } from '@backline/domain';
import { i18n } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CommunityBanNotice } from './community-ban-notice.tsx';

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe('CommunityBanNotice', () => {
  it('tells the user until when they can not post, in German', async () => {
    const until = new Date(Date.now() + 3 * 86_400_000).toISOString();
    renderWithProviders(<CommunityBanNotice until={until} />);
    expect(await screen.findByTestId('community-ban')).toHaveTextContent(
      `Community-Sperre. Du kannst bis ${formatBanEnd(until, 'de', timeZone)} nichts veröffentlichen`,
    );
  });

  it('uses the English text and date format in English', async () => {
    await i18n.changeLanguage('en');
    const until = new Date(Date.now() + 86_400_000).toISOString();
    renderWithProviders(<CommunityBanNotice until={until} />);
    expect(await screen.findByTestId('community-ban')).toHaveTextContent(
      `Community ban. You can not post until ${formatBanEnd(until, 'en', timeZone)}`,
    );
  });

  it('shows nothing without a ban or after it has ended', () => {
    const { container } = renderWithProviders(
      <>
        <CommunityBanNotice until={null} />
        <CommunityBanNotice until={new Date(Date.now() - 1000).toISOString()} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
