import { en } from '../i18n/en.ts';
import { registerWords } from '../i18n/i18n.ts';

// Unit tests draw components without the page modules that bring their words (decision 042); page-words.test.ts
// holds the pages to bringing them.
registerWords(en);
