import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, DEFAULT_LANGUAGE, directionOf, LANGUAGE_STORAGE_KEY, savedLanguage, t } from './i18n.ts';

afterEach(() => localStorage.clear());

describe('language preference', () => {
  it('defaults to English when nothing is saved', () => {
    expect(savedLanguage()).toBe(DEFAULT_LANGUAGE);
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  it('reads the preference saved in local storage under "lang"', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    expect(savedLanguage()).toBe('hi');
  });

  it('runs right to left for Arabic only', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('ar-SA')).toBe('rtl');
    expect(directionOf('AR')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
    expect(directionOf('hi')).toBe('ltr');
  });

  it('sets lang and dir on the document', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    const root = document.createElement('html');
    expect(applyLanguage(root)).toBe('ar');
    expect(root.lang).toBe('ar');
    expect(root.dir).toBe('rtl');

    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    applyLanguage(root);
    expect(root.lang).toBe('en');
    expect(root.dir).toBe('ltr');
  });
});

describe('t', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(t('registration.stepOf', { number: 2, total: 5 })).toBe('Step 2 of 5');
    expect(t('common.agencyCode')).toBe('Code {code}');
  });

  it('gives the spec’s words for the transaction fee note', () => {
    expect(t('registration.transactionFeeNote', { hours: 72 })).toBe(
      'Transaction fee activation takes 72 hours after registration.',
    );
  });
});

describe('one company', () => {
  it('names one legal entity, its city and its numbers everywhere in the portal', async () => {
    const { en } = await import('./en.ts');
    const { COMPANY } = await import('@tripsetu/domain/site-content.ts');
    const texts = Object.values(en).join('\n');
    expect(texts).not.toMatch(/Technologies|Bengaluru office|Koramangala|\+91 80 4567/);
    for (const named of texts.match(/TripSetu [A-Z][a-z]+ Pvt\. Ltd\./g) ?? []) expect(named).toBe(COMPANY.legalName);
    expect(en['wallet.receipt.issuer']).toContain(COMPANY.gstin);
    expect(en['pages.contact.address2']).toBe(COMPANY.address[2]);
  });
});
