import type { StaffMember } from '@tripsetu/domain/agent-api.ts';
import { AGENT_MSG, AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/format-date.ts';
import {
  EMPTY_NEW_STAFF,
  endsSessions,
  filterStaff,
  newStaffBody,
  staffEditBody,
  staffEditValues,
  staffName,
  validateNewStaff,
  validateStaffEdit,
} from './staff-form.ts';

const member = (change: Partial<StaffMember>): StaffMember => ({
  id: 1,
  userId: 'asha@skyways.in',
  salutation: 'Ms',
  firstName: 'Asha',
  lastName: 'Patil',
  email: 'asha@skyways.in',
  mobile: '9822012345',
  status: 'Active',
  createdAt: '2026-11-01T08:35:00Z',
  lastSignInAt: null,
  ...change,
});

const staff = [
  member({}),
  member({
    id: 2,
    userId: 'rahul@skyways.in',
    email: 'rahul@skyways.in',
    firstName: 'Rahul',
    salutation: 'Mr',
    mobile: '9011122233',
    status: 'Suspended',
  }),
];

describe('staff search', () => {
  it('keeps everyone for an empty search', () => {
    expect(filterStaff(staff, '  ')).toHaveLength(2);
  });

  it('finds by name, user id, mobile or status, ignoring case', () => {
    expect(filterStaff(staff, 'RAHUL').map((m) => m.id)).toEqual([2]);
    expect(filterStaff(staff, '98220').map((m) => m.id)).toEqual([1]);
    expect(filterStaff(staff, 'suspended').map((m) => m.id)).toEqual([2]);
    expect(filterStaff(staff, 'ms asha').map((m) => m.id)).toEqual([1]);
  });

  it('finds nobody when a word matches nobody', () => {
    expect(filterStaff(staff, 'asha zzz')).toEqual([]);
  });
});

describe('add staff', () => {
  it('asks for every personal detail and a strong, confirmed password', () => {
    expect(validateNewStaff(EMPTY_NEW_STAFF)).toEqual({
      salutation: AGENT_MSG.salutationRequired,
      firstName: AGENT_MSG.firstNameRequired,
      lastName: AGENT_MSG.lastNameRequired,
      email: AGENT_MSG.emailInvalid,
      mobile: AGENT_MSG.mobileRequired,
      newPassword: AGENT_MSG.passwordRequired,
    });
    const typed = { ...EMPTY_NEW_STAFF, newPassword: 'Staff2026', confirmPassword: 'Staff2027' };
    expect(validateNewStaff(typed).confirmPassword).toBe(AGENT_MSG.passwordsDiffer);
  });

  it('sends the e-mail (their user id) trimmed and in lower case', () => {
    const body = newStaffBody({
      salutation: 'Ms',
      firstName: ' Asha ',
      lastName: 'Patil',
      email: ' Asha@Skyways.IN ',
      mobile: '9822012345',
      newPassword: ' Staff2026',
      confirmPassword: ' Staff2026',
    });
    expect(body).toMatchObject({ firstName: 'Asha', email: 'asha@skyways.in', newPassword: ' Staff2026' });
  });
});

describe('edit staff', () => {
  it('starts from the member and sends no e-mail', () => {
    const values = staffEditValues(staff[1] as StaffMember);
    expect(values).toEqual({
      salutation: 'Mr',
      firstName: 'Rahul',
      lastName: 'Patil',
      mobile: '9011122233',
      status: 'Suspended',
    });
    expect(staffEditBody(values)).not.toHaveProperty('email');
  });

  it('checks names, mobile and status but not the fixed e-mail', () => {
    const legacy = member({ email: 'not-an-email' });
    expect(validateStaffEdit(staffEditValues(legacy), legacy)).toEqual({});
    expect(validateStaffEdit({ ...staffEditValues(legacy), firstName: 'A', status: 'Gone' }, legacy)).toEqual({
      firstName: AGENT_MSG_DECIDED.firstNameShort,
      status: AGENT_MSG_DECIDED.statusInvalid,
    });
  });

  it('asks for confirmation only when the change ends their sessions', () => {
    expect(endsSessions('Active', 'Suspended')).toBe(true);
    expect(endsSessions('Active', 'Inactive')).toBe(true);
    expect(endsSessions('Suspended', 'Suspended')).toBe(false);
    expect(endsSessions('Suspended', 'Active')).toBe(false);
  });

  it('names a member with the salutation', () => {
    expect(staffName(member({}))).toBe('Ms Asha Patil');
    expect(formatDateTime(member({}).createdAt)).toBe('1 Nov 2026, 14:05');
  });
});
