import { staff } from '../../i18n/en/staff.ts';
import { registerWords } from '../../i18n/i18n.ts';

// This feature's pages bring their own English words (decision 042): importing this module registers them before any
// of those pages draws, and keeps them out of the sign-in page's first load.
registerWords({ ...staff });
