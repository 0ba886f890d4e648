/** What the site keeps in the browser (consumer-site.md §3), under one prefix. */
export const STORAGE_KEYS = {
  sessionToken: 'tripsetu.sessiontoken',
  profile: 'tripsetu.profile',
  config: 'tripsetu.config',
  consumerUser: 'tripsetu.consumeruser',
  invalidSessionCount: 'tripsetu.invalidsessioncount',
  today: 'tripsetu.today',
  language: 'tripsetu.language',
} as const;

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private browsing can refuse storage; the site works without it.
  }
}

export function removeStorage(...keys: string[]): void {
  for (const key of keys) {
    try {
      localStorage.removeItem(key);
    } catch {
      // See writeStorage.
    }
  }
}
