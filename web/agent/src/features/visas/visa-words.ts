import { visaPages } from '../../i18n/en/visa-pages.ts';
import { registerWords } from '../../i18n/i18n.ts';

// The visa pages bring their own English words (decision 042): importing this module registers them, before any of
// those pages draws, and keeps them out of the sign-in page's first load.
registerWords(visaPages);
