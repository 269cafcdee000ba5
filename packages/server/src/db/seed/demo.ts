/** The demo data's fixed, published names: accounts, password and pages to try the app with. */

/** The password of every demo account (spec section 5 rules: upper, lower, digit, 8+). */
export const DEMO_PASSWORD = 'Demo-Passw0rd1';

/**
 * The demo admin's TOTP secret (base32, 20 bytes): site administrators must have two-factor
 * sign-in, so the demo admin has it on with this fixed, published secret. Add it to an
 * authenticator app by hand, or compute a code with otplib (README, demo accounts).
 */
export const DEMO_ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/**
 * The demo moderators' TOTP secrets (site moderators need two-factor sign-in too): two of them,
 * so that one can decide an objection against the other's measure (decisions §57).
 */
export const DEMO_MODERATOR_TOTP_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
export const DEMO_MODERATOR2_TOTP_SECRET = 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U';

export const DEMO_ACCOUNTS = {
  musician: { email: 'demo@backline.test', name: 'Lena Hoffmann' },
  admin: { email: 'admin@backline.test', name: 'Backline Admin' },
  moderator: { email: 'moderator@backline.test', name: 'Mara Moderation' },
  moderator2: { email: 'moderator2@backline.test', name: 'Moritz Moderation' },
} as const;

/** The demo musician's own band (she is its owner) and the venue of her next gig. */
export const DEMO_PAGES = {
  band: { name: 'Lena & die Nachtfalter', urlname: 'nachtfalter' },
  venue: { name: 'Kulturhalle Ehrenfeld', urlname: 'kulturhalle-ehrenfeld' },
} as const;

/** A well-known public music video (Queen, "Bohemian Rhapsody"), for the demo video rows. */
export const DEMO_YOUTUBE_ID = 'fJ9rUzIMcZQ';
