import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CrashBoundary } from '../app/ErrorScreens.tsx';
import { handleInvalidSession, resetInvalidSessionGuard } from './gateway.ts';
import { searchFromQuery, searchToQuery } from './package-search-params.ts';
import { STORAGE_KEYS } from './storage.ts';
import { isNewerVersion, versionNumber } from './version-check.ts';

describe('the version-file check (§4)', () => {
  it('reads dd.mm.yyyy versions as dates', () => {
    expect(versionNumber('11.08.2024')).toBe(20240811);
    expect(Number.isNaN(versionNumber('2024-08-11'))).toBe(true);
  });
  it('reloads only for a version newer than the built 11.08.2024', () => {
    expect(isNewerVersion('12.08.2024')).toBe(true);
    expect(isNewerVersion('01.01.2025')).toBe(true);
    expect(isNewerVersion('11.08.2024')).toBe(false);
    expect(isNewerVersion('31.12.2023')).toBe(false);
    expect(isNewerVersion('garbage')).toBe(false);
  });
});

describe('the invalid-session flow (§4, StatusCode 900)', () => {
  const location = { reload: vi.fn(), assign: vi.fn() };
  beforeEach(() => {
    localStorage.clear();
    resetInvalidSessionGuard();
    location.reload.mockClear();
    location.assign.mockClear();
  });

  it('below 3 tries: counts, clears the stored auth, config and profile, and reloads', () => {
    localStorage.setItem(STORAGE_KEYS.sessionToken, 'abc');
    localStorage.setItem(STORAGE_KEYS.config, '[]');
    localStorage.setItem(STORAGE_KEYS.profile, '{}');
    localStorage.setItem(STORAGE_KEYS.language, 'en');
    handleInvalidSession(location);
    expect(localStorage.getItem(STORAGE_KEYS.invalidSessionCount)).toBe('1');
    expect(localStorage.getItem(STORAGE_KEYS.sessionToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.config)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.profile)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
    expect(location.reload).toHaveBeenCalledOnce();
    resetInvalidSessionGuard();
    handleInvalidSession(location);
    resetInvalidSessionGuard();
    handleInvalidSession(location);
    expect(localStorage.getItem(STORAGE_KEYS.invalidSessionCount)).toBe('3');
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('counts once per page load however many calls answer 900', () => {
    handleInvalidSession(location);
    handleInvalidSession(location);
    handleInvalidSession(location);
    expect(localStorage.getItem(STORAGE_KEYS.invalidSessionCount)).toBe('1');
    expect(location.reload).toHaveBeenCalledOnce();
  });

  it('at 3 tries: goes to the site root and starts counting again', () => {
    localStorage.setItem(STORAGE_KEYS.invalidSessionCount, '3');
    handleInvalidSession(location);
    expect(location.assign).toHaveBeenCalledWith('/');
    expect(location.reload).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.invalidSessionCount)).toBe('0');
  });
});

describe('the search in the query string', () => {
  it('carries jtodate as journey date plus days and numnights as days plus one (§9)', () => {
    const query = new URLSearchParams(
      searchToQuery({
        package_destination: 'Kerala',
        jdate: '2026-12-30',
        numdays: 5,
        numadults: 2,
        numchildren: 1,
        numinfants: 0,
      }),
    );
    expect(query.get('jtodate')).toBe('2027-01-04');
    expect(query.get('numnights')).toBe('6');
    expect(searchFromQuery(query)).toEqual({
      package_destination: 'Kerala',
      jdate: '2026-12-30',
      numdays: 5,
      numadults: 2,
      numchildren: 1,
      numinfants: 0,
    });
  });
  it('falls back to 1 adult when the query string holds nonsense', () => {
    const search = searchFromQuery(new URLSearchParams('numadults=0&numchildren=x'));
    expect(search.numadults).toBe(1);
    expect(search.numchildren).toBe(0);
  });
});

function Broken(): never {
  throw new Error('boom');
}

describe('the generic error screen', () => {
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
  afterEach(() => quiet.mockClear());

  it('shows Oops / Something went wrong... with Back To Home when a page crashes', () => {
    render(
      <MantineProvider env="test">
        <CrashBoundary>
          <Broken />
        </CrashBoundary>
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Oops' })).toBeTruthy();
    expect(screen.getByText('Something went wrong...')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back To Home' }).getAttribute('href')).toBe('/');
  });
});
