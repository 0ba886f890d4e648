import { BUILT_VERSION } from '@tripsetu/domain/constants.ts';

const RELOADED_FOR = 'tripsetu.reloadedForVersion';

/** 'dd.mm.yyyy' → a comparable number yyyymmdd; NaN when malformed. */
export function versionNumber(version: string): number {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(version.trim());
  if (!match) return Number.NaN;
  return Number(`${match[3]}${match[2]}${match[1]}`);
}

export function isNewerVersion(published: string, built: string = BUILT_VERSION): boolean {
  return versionNumber(published) > versionNumber(built);
}

/**
 * §4 App start: read the version file past every cache; when it is newer than this build, clear the
 * caches and reload (once per version, so a stale deployment cannot loop).
 */
export async function checkForNewVersion(): Promise<void> {
  try {
    const response = await fetch(`/version.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return;
    const { version } = (await response.json()) as { version?: string };
    if (!version || !isNewerVersion(version) || sessionStorage.getItem(RELOADED_FOR) === version) return;
    sessionStorage.setItem(RELOADED_FOR, version);
    if ('caches' in window) await Promise.all((await caches.keys()).map((key) => caches.delete(key)));
    window.location.reload();
  } catch {
    // Offline or blocked: keep running the version we have.
  }
}
