import { LANGUAGE_COOKIE } from '@tripsetu/domain/agent-api-wire.ts';
import type { en } from './en.ts';
import { enFirst } from './en-first.ts';

/**
 * agent-portal.md §1: the language preference lives in the browser's local storage (default en); the page runs
 * right to left when the language is Arabic. English is whole; Hindi and Arabic (issue 25, decision 042) cover what
 * an agent reads first and fall back to English key by key; their dictionaries load only for those who choose them.
 */
export const LANGUAGE_STORAGE_KEY = 'lang';
export const DEFAULT_LANGUAGE = 'en';
/** The languages offered, each named in itself. */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'hi', name: 'हिन्दी' },
  { code: 'ar', name: 'العربية' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export type TextKey = keyof typeof en;
export type Dictionary = Partial<Record<TextKey, string>>;
/** The domain's messages in a language, by their English text (they are written once, in packages/domain). */
export type MessageDictionary = Readonly<Record<string, string>>;

/** The saved preference as stored; an unknown one reads as English when loading (`activeLanguage`). */
export function savedLanguage(): string {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) || DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** The saved language if it is one we have, else English. */
export function activeLanguage(): LanguageCode {
  const saved = savedLanguage().toLowerCase().slice(0, 2);
  return LANGUAGES.find((language) => language.code === saved)?.code ?? DEFAULT_LANGUAGE;
}

/** Saves a choice; the page then loads again in it (every text, the direction, the component library's too). */
export function saveLanguage(code: LanguageCode) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // A browser that keeps nothing stays in English.
  }
  shareLanguage(code);
}

/**
 * Tells the server the language too, in a cookie: it sends the sign-in page drawn in English only to a visitor
 * who reads English (decision 018). Also at start-up, for a choice saved before the cookie existed.
 */
export function shareLanguage(code: LanguageCode, doc: Document = document) {
  const cookie = `${LANGUAGE_COOKIE}=${code}`;
  if (doc.cookie.split('; ').includes(cookie)) return;
  doc.cookie = `${cookie}; Path=/agent; Max-Age=31536000; SameSite=Lax`;
}

let active: Dictionary = {};
/**
 * The English at hand: what the sign-in page carries, the rest once `loadEnglish` has brought it, and each area a
 * page brought with it (`registerWords`).
 */
const english: Dictionary = { ...enFirst };
let englishLoading: Promise<void> | undefined;

/**
 * Brings the English of the pages past sign-in (en-signed-in.ts), once. `lazyPage` awaits it before a page's module
 * loads, so no page past sign-in draws (or builds a label when its module loads) before its words are here.
 */
export function loadEnglish(): Promise<void> {
  englishLoading ??= import('./en-signed-in.ts').then(
    (module) => registerWords(module.enSignedIn),
    (error: unknown) => {
      // A failed fetch (a flaky network) is tried again by the next page that asks.
      englishLoading = undefined;
      throw error;
    },
  );
  return englishLoading;
}
let activeMessages: MessageDictionary = {};
/** Right to left, each filled-in value is isolated (U+2068…U+2069): '₹5,961', '1 Adult' or a date keeps its order. */
let isolateValues = false;

/** Loads the saved language's dictionary before the first render; English needs none. */
export async function loadLanguage(): Promise<LanguageCode> {
  const code = activeLanguage();
  isolateValues = directionOf(code) === 'rtl';
  if (code === 'hi') {
    // A Devanagari face of our own, so that Hindi never falls back to boxes on a device without one (decision 042).
    const [dictionary] = await Promise.all([
      import('./hi.ts'),
      import('@fontsource/noto-sans-devanagari/devanagari-400.css'),
      import('@fontsource/noto-sans-devanagari/devanagari-700.css'),
    ]);
    active = dictionary.hi;
    activeMessages = dictionary.hiMessages;
  } else if (code === 'ar') {
    const dictionary = await import('./ar.ts');
    active = dictionary.ar;
    activeMessages = dictionary.arMessages;
  } else {
    active = {};
    activeMessages = {};
  }
  return code;
}

/** For tests: use a dictionary (and its messages) as if loaded. */
export function setDictionaryForTests(dictionary: Dictionary, messages: MessageDictionary = {}) {
  active = dictionary;
  activeMessages = messages;
}

/** A message of the domain or the server, in the chosen language when it has it, else as written (English). */
export function translateMessage(message: string): string {
  return activeMessages[message] ?? message;
}

/**
 * Words of an area that loads with its pages (the visa pages' `en/visa-pages.ts`), in English; a page module
 * registers them when it loads, before it draws. The chosen language's own are in its dictionary already.
 */
export function registerWords(words: Dictionary) {
  Object.assign(english, words);
}

/** The English keys a dictionary still lacks (the missing-keys test lists them), of the whole English given. */
export const missingKeys = (dictionary: Dictionary, whole: Record<string, string>): TextKey[] =>
  (Object.keys(whole) as TextKey[]).filter((key) => dictionary[key] === undefined);

export function directionOf(language: string): 'rtl' | 'ltr' {
  return language.toLowerCase().startsWith('ar') ? 'rtl' : 'ltr';
}

/** Applies the saved preference to the document: lang and dir. */
export function applyLanguage(root: HTMLElement = document.documentElement): LanguageCode {
  const language = activeLanguage();
  root.lang = language;
  root.dir = directionOf(language);
  return language;
}

/** The text for a key in the chosen language (English where it has none), with {name} placeholders filled. */
export function t(key: TextKey, values?: Record<string, string | number>): string {
  const text: string = active[key] ?? english[key] ?? key;
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? (isolateValues ? `\u2068${values[name]}\u2069` : String(values[name])) : match,
  );
}
