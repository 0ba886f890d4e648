import {
  type FieldErrors,
  LOGO_TYPES,
  UPLOAD_MAX_BYTES,
  validateCompanyDetails,
  validateGstDetails,
  validateNewPassword,
  validateOtherDetails,
  validatePersonalDetails,
} from '@tripsetu/domain/agency.ts';
import type { AgencyProfile, UpdateProfileBody } from '@tripsetu/domain/agent-api.ts';
import { AGENT_MSG, AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';

/** What an owner may change on the profile (PUT /profile); PAN, e-mail, category and agency code stay. */
export type ProfileFormValues = { [K in keyof UpdateProfileBody]-?: string };
export type ProfileField = keyof ProfileFormValues;

const PERSONAL_FIELDS = ['salutation', 'firstName', 'lastName', 'mobile'] as const;
const COMPANY_FIELDS = ['companyName', 'address1', 'address2', 'pincode', 'city', 'state', 'contactNumber'] as const;

export function profileFormValues(profile: AgencyProfile): ProfileFormValues {
  const { agency, user } = profile;
  return {
    salutation: user.salutation,
    firstName: user.firstName,
    lastName: user.lastName,
    mobile: user.mobile,
    companyName: agency.companyName,
    address1: agency.address1,
    address2: agency.address2,
    pincode: agency.pincode,
    city: agency.city,
    state: agency.state,
    contactNumber: agency.contactNumber,
    gstHolder: agency.gstHolder,
    gstNumber: agency.gstNumber,
    gstEmail: agency.gstEmail,
    gstAddress: agency.gstAddress,
    gstPhone: agency.gstPhone,
    gstCompany: agency.gstCompany,
    website: agency.website,
    iataCode: agency.iataCode,
    alternateEmail: agency.alternateEmail,
  };
}

function pick(errors: FieldErrors, fields: readonly ProfileField[]): FieldErrors<ProfileField> {
  const picked: FieldErrors<ProfileField> = {};
  for (const field of fields) if (errors[field]) picked[field] = errors[field];
  return picked;
}

/**
 * The registration's rules, applied to the fields an owner can change: the fixed ones (e-mail, category,
 * PAN, transaction fee, country) come from the stored profile so that only the editable fields can fail.
 */
export function validateProfileForm(values: ProfileFormValues, profile: AgencyProfile): FieldErrors<ProfileField> {
  const { agency, user } = profile;
  const personal = validatePersonalDetails({ ...values, email: user.email });
  const company = validateCompanyDetails({
    ...values,
    category: agency.category,
    panName: agency.panName,
    panNumber: agency.panNumber,
    transactionFee: agency.transactionFee,
    country: agency.country,
  });
  return {
    ...pick(personal, PERSONAL_FIELDS),
    ...pick(company, COMPANY_FIELDS),
    ...validateGstDetails(values),
    ...validateOtherDetails(values),
  };
}

/** The body as stored: trimmed, GSTIN in upper case, e-mails in lower case. */
export function profileUpdateBody(values: ProfileFormValues): UpdateProfileBody {
  const body = Object.fromEntries(
    Object.entries(values).map(([field, value]) => [field, value.trim()]),
  ) as ProfileFormValues;
  return {
    ...body,
    gstNumber: body.gstNumber.toUpperCase(),
    gstEmail: body.gstEmail.toLowerCase(),
    alternateEmail: body.alternateEmail.toLowerCase(),
  };
}

/** Why a chosen logo cannot be sent, or null: jpg, gif or png up to 4 MB (§5, §9). */
export function logoFileProblem(file: { name: string; size: number }): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const allowed: readonly string[] = [...LOGO_TYPES, 'jpeg'];
  if (!allowed.includes(extension)) return AGENT_MSG_DECIDED.logoTypeRefused;
  if (file.size > UPLOAD_MAX_BYTES) return AGENT_MSG_DECIDED.fileTooLarge;
  return null;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function validatePasswordChange(change: PasswordChange): FieldErrors<keyof PasswordChange> {
  const errors: FieldErrors<keyof PasswordChange> = {};
  if (change.currentPassword === '') errors.currentPassword = AGENT_MSG.passwordRequired;
  return { ...errors, ...validateNewPassword(change.newPassword, change.confirmPassword) };
}
