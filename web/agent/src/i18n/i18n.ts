import { en } from './en.ts';

/**
 * agent-portal.md §1: the language preference lives in the browser's local storage (default en);
 * only English text exists; the page runs right to left when the language is Arabic.
 */
export const LANGUAGE_STORAGE_KEY = 'lang';
export const DEFAULT_LANGUAGE = 'en';

export type TextKey = keyof typeof en;

export function savedLanguage(): string {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) || DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function directionOf(language: string): 'rtl' | 'ltr' {
  return language.toLowerCase().startsWith('ar') ? 'rtl' : 'ltr';
}

/** Applies the saved preference to the document: lang and dir. */
export function applyLanguage(root: HTMLElement = document.documentElement): string {
  const language = savedLanguage();
  root.lang = language;
  root.dir = directionOf(language);
  return language;
}

/** The English text for a key, with {name} placeholders filled. */
export function t(key: TextKey, values?: Record<string, string | number>): string {
  const text: string = en[key];
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
