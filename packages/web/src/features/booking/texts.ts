import de from '../../locales/de/booking.json';
import { addNamespace } from '../../lib/i18n.ts';

// The 'booking' texts load with the booking screens, not with the entry.
addNamespace('booking', { de, en: () => import('../../locales/en/booking.json') });
