import type { Page } from '@backline/domain';
import type { ReactNode } from 'react';

/** What a slot gets: the page as loaded, and a way to reload it after a change. */
export type PageSlotContext = { page: Page; refresh: () => Promise<unknown> };

/**
 * A place for another feature's component (avatar/cover editor, media manager), mounted by the
 * route: either an element, or a function of the loaded page.
 */
export type PageSlot = ReactNode | ((context: PageSlotContext) => ReactNode);

export const renderSlot = (slot: PageSlot, context: PageSlotContext): ReactNode =>
  typeof slot === 'function' ? slot(context) : slot;
