import { describe, expect, it } from 'vitest';
import { safeNextPath, signInPathFor } from './next-path.ts';

describe('safeNextPath', () => {
  it('follows a path inside the portal, with its query', () => {
    expect(safeNextPath('/support/12?tab=replies')).toBe('/support/12?tab=replies');
  });

  it('goes home when there is nothing to follow', () => {
    expect(safeNextPath(null)).toBe('/');
    expect(safeNextPath('')).toBe('/');
  });

  it('refuses other sites and protocol-relative links', () => {
    expect(safeNextPath('https://evil.example/')).toBe('/');
    expect(safeNextPath('//evil.example/')).toBe('/');
    expect(safeNextPath('/\\evil.example')).toBe('/');
    expect(safeNextPath('javascript:alert(1)')).toBe('/');
  });

  it('never sends the agent back to the sign-in page', () => {
    expect(safeNextPath('/login?next=/staff')).toBe('/');
  });
});

describe('signInPathFor', () => {
  it('remembers the page that needs a session', () => {
    expect(signInPathFor('/admin/applications/7')).toBe('/login?next=%2Fadmin%2Fapplications%2F7');
  });

  it('keeps the link short for the home page', () => {
    expect(signInPathFor('/')).toBe('/login');
  });
});
