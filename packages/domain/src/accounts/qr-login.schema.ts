/** A QR sign-in challenge: waiting, approved by a signed-in phone, used, or lapsed. */
export const QR_CHALLENGE_STATUSES = ['pending', 'approved', 'consumed', 'expired'] as const;
export type QrChallengeStatus = (typeof QR_CHALLENGE_STATUSES)[number];
