import { describe, expect, it } from 'vitest';
import { displayName, identityOf, isAnonymous, parseIdentity } from './identity.ts';

describe('parseIdentity (§7 identity string)', () => {
  it('reads agentId, profileId, title, first name, last name, skips the unused value, then the company', () => {
    expect(parseIdentity('TSC000123@@@P000045@@@Ms@@@Ananya@@@Rao@@@x@@@TripSetu Holidays')).toEqual({
      agentId: 'TSC000123',
      profileId: 'P000045',
      title: 'Ms',
      firstName: 'Ananya',
      lastName: 'Rao',
      companyName: 'TripSetu Holidays',
    });
  });

  it('reads the anonymous identity, with empty values where the string has none', () => {
    expect(parseIdentity('b2cuser@@@0@@@@@@Guest@@@@@@@@@TripSetu')).toEqual({
      agentId: 'b2cuser',
      profileId: '0',
      title: '',
      firstName: 'Guest',
      lastName: '',
      companyName: 'TripSetu',
    });
  });

  it('treats missing trailing values as empty and trims spaces', () => {
    expect(parseIdentity(' A1 @@@ P1 @@@Mr@@@ Karthik ')).toEqual({
      agentId: 'A1',
      profileId: 'P1',
      title: 'Mr',
      firstName: 'Karthik',
      lastName: '',
      companyName: '',
    });
  });

  it('gives no identity without an agent id, or for anything but a string', () => {
    expect(parseIdentity('')).toBeNull();
    expect(parseIdentity('@@@P1@@@Mr')).toBeNull();
    expect(parseIdentity(undefined)).toBeNull();
    expect(parseIdentity(42)).toBeNull();
  });

  it('finds the identity in Result, or in ApiStatus.Result', () => {
    const status = { StatusCode: 200, Status: 'SUCCESS' as const, Message: '' };
    expect(identityOf({ ApiStatus: status, Result: 'A1@@@P1' })?.agentId).toBe('A1');
    expect(identityOf({ ApiStatus: { ...status, Result: 'A2@@@P2' } })?.agentId).toBe('A2');
    expect(identityOf({ ApiStatus: status })).toBeNull();
  });

  it('knows the anonymous user and what the header calls a user', () => {
    expect(isAnonymous(parseIdentity('b2cuser@@@0'))).toBe(true);
    expect(isAnonymous(null)).toBe(true);
    const user = parseIdentity('A1@@@P1@@@Ms@@@Meera@@@Nair@@@@@@') as NonNullable<ReturnType<typeof parseIdentity>>;
    expect(isAnonymous(user)).toBe(false);
    expect(displayName(user)).toBe('Meera');
    expect(displayName({ ...user, firstName: '', lastName: '' })).toBe('My account');
  });
});
