import { afterEach, describe, expect, it } from 'vitest';
import {
  activeLanguage,
  applyLanguage,
  DEFAULT_LANGUAGE,
  directionOf,
  LANGUAGE_STORAGE_KEY,
  loadLanguage,
  type MessageDictionary,
  missingKeys,
  savedLanguage,
  setDictionaryForTests,
  type TextKey,
  t,
  translateMessage,
} from './i18n.ts';

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
    const { COMPANY } = await import('@tripsetu/domain/company.ts');
    const texts = Object.values(en).join('\n');
    expect(texts).not.toMatch(/Technologies|Bengaluru office|Koramangala|\+91 80 4567/);
    for (const named of texts.match(/TripSetu [A-Z][a-z]+ Pvt\. Ltd\./g) ?? []) expect(named).toBe(COMPANY.legalName);
    expect(en['wallet.receipt.issuer']).toContain(COMPANY.gstin);
    expect(en['pages.contact.address2']).toBe(COMPANY.address[2]);
  });
});

describe('Hindi and Arabic (decision 042)', () => {
  const menuKeys = async () => (await import('../app/main-menu.ts')).MAIN_MENU.map((item) => item.label as TextKey);

  it('know no key English lacks, and cover the header, sign-in, every menu label and the home tabs', async () => {
    const { en } = await import('./en.ts');
    const { hi } = await import('./hi.ts');
    const { ar } = await import('./ar.ts');
    const wanted = [
      ...Object.keys(en).filter((key) => /^(auth|common)\./.test(key) && key !== 'common.footer.contact'),
      ...(await menuKeys()),
      'home.tab.flight',
      'home.tab.vacation',
      'home.tab.buses',
      'home.tab.hotel',
    ] as TextKey[];
    for (const [name, dictionary] of [
      ['hi', hi],
      ['ar', ar],
    ] as const) {
      expect(
        Object.keys(dictionary).filter((key) => !(key in en)),
        `${name}: keys English lacks`,
      ).toEqual([]);
      const lacking = missingKeys(dictionary, en);
      expect(
        wanted.filter((key) => lacking.includes(key)),
        `${name}: sign-in and menus`,
      ).toEqual([]);
      // The list of what each language still lacks, for whoever translates next.
      console.info(
        `${name} lacks ${lacking.length} of ${Object.keys(en).length} keys, e.g. ${lacking.slice(0, 8).join(', ')}`,
      );
      expect(lacking.length).toBeLessThan(Object.keys(en).length);
    }
  });

  it('cover registration, flight search, review and booking, the wallet pages, Manage Bookings and Visas whole', async () => {
    const areas = await Promise.all([
      import('./en/registration.ts').then((area) => area.registration),
      import('./en/flights.ts').then((area) => area.flights),
      import('./en/flight-booking.ts').then((area) => area.flightBooking),
      import('./en/wallet.ts').then((area) => area.wallet),
      import('./en/payments.ts').then((area) => area.payments),
      import('./en/bank-accounts.ts').then((area) => area.bankAccounts),
      import('./en/manage-bookings.ts').then((area) => area.manageBookings),
      import('./en/visas.ts').then((area) => area.visas),
      import('./en/visa-pages.ts').then((area) => area.visaPages),
    ]);
    const wanted = areas.flatMap((area) => Object.keys(area)) as TextKey[];
    const { en } = await import('./en.ts');
    const { hi } = await import('./hi.ts');
    const { ar } = await import('./ar.ts');
    expect(
      missingKeys(hi, en).filter((key) => wanted.includes(key)),
      'hi: the areas an agent reads most',
    ).toEqual([]);
    expect(
      missingKeys(ar, en).filter((key) => wanted.includes(key)),
      'ar: the areas an agent reads most',
    ).toEqual([]);
  });

  it('keep each area in the file named as its English one, with the same placeholders', async () => {
    const english = import.meta.glob<Record<string, Record<string, string>>>('./en/*.ts', { eager: true });
    // The domain's messages (hi/messages.ts, ar/messages.ts) are keyed by their English text: tested below.
    const translated = import.meta.glob<Record<string, Record<string, string>>>(
      ['./hi/*.ts', './ar/*.ts', '!./hi/messages.ts', '!./ar/messages.ts'],
      { eager: true },
    );
    const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map(([name]) => name).sort();
    for (const [path, module] of Object.entries(translated)) {
      const englishArea = Object.assign({}, ...Object.values(english[path.replace(/^\.\/(hi|ar)\//, './en/')] ?? {}));
      for (const [key, text] of Object.entries(Object.assign({}, ...Object.values(module)))) {
        expect(key in englishArea, `${path}: ${key} is not in its English file`).toBe(true);
        expect(placeholders(text as string), `${path}: ${key}`).toEqual(placeholders(englishArea[key] ?? ''));
      }
    }
    expect(Object.keys(translated).length).toBeGreaterThan(0);
  });

  it('reads a chosen dictionary first and English where it has nothing, placeholders filled in both', async () => {
    const { ar } = await import('./ar.ts');
    setDictionaryForTests(ar);
    try {
      expect(t('auth.signIn')).toBe('تسجيل الدخول');
      expect(t('common.agencyCode', { code: 'TSA10001' })).toBe('الرمز TSA10001');
      expect(t('registration.stepOf', { number: 2, total: 5 })).toBe('الخطوة 2 من 5');
      expect(t('support.messageCount', { count: 12, max: 2000 })).toBe('12 of 2000 characters');
    } finally {
      setDictionaryForTests({});
    }
  });

  it('isolates each filled-in value right to left, so that amounts, codes and dates keep their order', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    expect(await loadLanguage()).toBe('ar');
    expect(t('flightBooking.actions.balance', { amount: '₹5,961' })).toBe('الرصيد المتاح: \u2068₹5,961\u2069');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    await loadLanguage();
    expect(t('flightBooking.actions.balance', { amount: '₹5,961' })).toBe('उपलब्ध बैलेंस: ₹5,961');
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    await loadLanguage();
    expect(t('flightBooking.actions.balance', { amount: '₹5,961' })).toBe('Available balance: ₹5,961');
  });

  it('loads the saved language, and reads an unknown one as English', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    expect(await loadLanguage()).toBe('hi');
    expect(t('common.menu.logout')).toBe('लॉग आउट');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(activeLanguage()).toBe('en');
    expect(await loadLanguage()).toBe('en');
    expect(t('common.menu.logout')).toBe('Logout');
  });
});

describe('the domain’s messages in Hindi and Arabic (decision 042)', () => {
  /** Every English message of the booking, agent, wallet, visa and flight search objects (their texts, not functions). */
  const domainMessages = async () => {
    const [booking, agent, wallet, visas, flightSearch] = await Promise.all([
      import('@tripsetu/domain/flight-booking.ts'),
      import('@tripsetu/domain/agent-messages.ts'),
      import('@tripsetu/domain/wallet.ts'),
      import('@tripsetu/domain/visas.ts'),
      import('@tripsetu/domain/flight-search.ts'),
    ]);
    const objects: object[] = [
      booking.BOOKING_MSG,
      booking.BOOKING_MSG_DECIDED,
      agent.AGENT_MSG,
      agent.AGENT_MSG_DECIDED,
      wallet.WALLET_MSG,
      wallet.WALLET_MSG_DECIDED,
      visas.VISA_MSG,
      flightSearch.FLIGHT_MSG,
      flightSearch.FLIGHT_MSG_DECIDED,
    ];
    const texts = objects.flatMap((object) =>
      Object.values(object).filter((value): value is string => typeof value === 'string'),
    );
    return [...new Set(texts)];
  };
  const dictionaries = async () => {
    const { hiMessages } = await import('./hi.ts');
    const { arMessages } = await import('./ar.ts');
    return [
      ['hi', hiMessages],
      ['ar', arMessages],
    ] as const satisfies readonly (readonly [string, MessageDictionary])[];
  };
  const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map(([name]) => name).sort();

  it('translate every message of booking, agents, wallet, visas and flight search', async () => {
    const english = await domainMessages();
    expect(english.length).toBeGreaterThan(200);
    for (const [name, messages] of await dictionaries()) {
      expect(
        english.filter((text) => !messages[text]?.trim()),
        `${name}: messages without a translation`,
      ).toEqual([]);
    }
  });

  it('know no message the domain does not write', async () => {
    const english = new Set(await domainMessages());
    for (const [name, messages] of await dictionaries()) {
      expect(
        Object.keys(messages).filter((text) => !english.has(text)),
        `${name}: keys that are not the domain’s English messages`,
      ).toEqual([]);
    }
  });

  it('keep each message’s {placeholders}', async () => {
    for (const [name, messages] of await dictionaries()) {
      const changed = Object.entries(messages).filter(
        ([text, translation]) => placeholders(translation).join() !== placeholders(text).join(),
      );
      expect(
        changed.map(([text, translation]) => `${text} → ${translation}`),
        `${name}: placeholders changed`,
      ).toEqual([]);
    }
  });

  it('are what translateMessage shows once a language is loaded, and English stays as written', async () => {
    const { BOOKING_MSG } = await import('@tripsetu/domain/flight-booking.ts');
    const { VISA_MSG } = await import('@tripsetu/domain/visas.ts');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    await loadLanguage();
    expect(translateMessage(BOOKING_MSG.titleRequired)).toBe('कृपया संबोधन चुनें');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    await loadLanguage();
    expect(translateMessage(VISA_MSG.refunded)).toBe('تم استرداد الرسوم البالغة {amount} إلى المحفظة');
    expect(translateMessage('A message the domain does not write')).toBe('A message the domain does not write');
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    await loadLanguage();
    expect(translateMessage(BOOKING_MSG.titleRequired)).toBe('Please select title');
  });
});
