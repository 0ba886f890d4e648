import {
  type AgentPersonalDetails,
  type FieldErrors,
  type UserStatus,
  validateNewPassword,
  validatePersonalDetails,
  validateStaffMember,
} from '@tripsetu/domain/agency.ts';
import type { CreateStaffBody, StaffMember, UpdateStaffBody } from '@tripsetu/domain/agent-api.ts';

export function staffName(member: Pick<StaffMember, 'salutation' | 'firstName' | 'lastName'>): string {
  return [member.salutation, member.firstName, member.lastName].filter(Boolean).join(' ');
}

/** The search box: every word must appear in the name, user id, e-mail, mobile or status. */
export function filterStaff(staff: readonly StaffMember[], search: string): StaffMember[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...staff];
  return staff.filter((member) => {
    const text = [staffName(member), member.userId, member.email, member.mobile, member.status].join(' ').toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

export type NewStaffValues = { [K in keyof CreateStaffBody]-?: string };
export const EMPTY_NEW_STAFF: NewStaffValues = {
  salutation: '',
  firstName: '',
  lastName: '',
  email: '',
  mobile: '',
  newPassword: '',
  confirmPassword: '',
};

export function validateNewStaff(values: NewStaffValues): FieldErrors<keyof NewStaffValues> {
  return {
    ...validatePersonalDetails(values),
    ...validateNewPassword(values.newPassword, values.confirmPassword),
  };
}

/** Trimmed, the e-mail (their user id) in lower case; passwords as typed. */
export function newStaffBody(values: NewStaffValues): CreateStaffBody {
  return {
    salutation: values.salutation.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim().toLowerCase(),
    mobile: values.mobile.trim(),
    newPassword: values.newPassword,
    confirmPassword: values.confirmPassword,
  };
}

export type StaffEditValues = { [K in keyof UpdateStaffBody]-?: string };

export function staffEditValues(member: StaffMember): StaffEditValues {
  return {
    salutation: member.salutation,
    firstName: member.firstName,
    lastName: member.lastName,
    mobile: member.mobile,
    status: member.status,
  };
}

/** The e-mail is their user id and does not change here, so it is not checked. */
export function validateStaffEdit(values: StaffEditValues, member: StaffMember): FieldErrors<keyof StaffEditValues> {
  const errors: FieldErrors<keyof AgentPersonalDetails | 'status'> = validateStaffMember({
    ...values,
    email: member.email,
  });
  delete errors.email;
  return errors as FieldErrors<keyof StaffEditValues>;
}

export function staffEditBody(values: StaffEditValues): UpdateStaffBody {
  return {
    salutation: values.salutation.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    mobile: values.mobile.trim(),
    status: values.status,
  };
}

/** Moving someone to Inactive or Suspended ends their open sessions, so the owner confirms it first. */
export function endsSessions(before: string, after: string): boolean {
  return (
    before !== after && (after === ('Inactive' satisfies UserStatus) || after === ('Suspended' satisfies UserStatus))
  );
}
