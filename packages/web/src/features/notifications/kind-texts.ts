import type { NotificationKind } from '@backline/domain';

/** `booking.offer_full` → `booking_offer_full`: the translator reads dots as nesting. */
export type KindKey<K extends string = NotificationKind> = K extends `${infer A}.${infer B}`
  ? `${A}_${B}`
  : K;

export const kindKey = <K extends NotificationKind>(kind: K): KindKey<K> =>
  kind.replace('.', '_') as KindKey<K>;

/** The domain's texts of one language under the keys the `notifications` namespace uses. */
export const kindTexts = (texts: Record<NotificationKind, string>) =>
  Object.fromEntries(
    Object.entries(texts).map(([kind, text]) => [kindKey(kind as NotificationKind), text]),
  ) as Record<KindKey, string>;
