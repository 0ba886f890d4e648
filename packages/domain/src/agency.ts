import { AGENT_MSG, AGENT_MSG_DECIDED } from './agent-messages.ts';
import { citiesOf, INDIAN_STATES } from './india-places.ts';
import {
  gstinMatchesState,
  hasValidGstinCheck,
  isIndividualPan,
  panOfGstin,
  pincodeMatchesState,
} from './tax-identity.ts';
import { EMAIL_MAX, EMAIL_REGEX, isEmpty } from './validation.ts';

/** agent-portal.md §3, §5, §6 and §9: agencies, their users and who may do what (docs/decisions/008). */

export const AGENT_SALUTATIONS = ['Mr', 'Ms', 'Mrs'] as const;
export const AGENT_CATEGORIES = ['Individual', 'Organization'] as const;
/** Whether the agency adds a transaction fee to its customers' invoices; it starts 72 hours after registering. */
export const TRANSACTION_FEE_CHOICES = ['Yes', 'No'] as const;
export const TRANSACTION_FEE_ACTIVATION_HOURS = 72;
export const AGENT_COUNTRIES = ['India'] as const;

export const USER_STATUSES = ['Active', 'Inactive', 'Suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const AGENT_ROLES = ['OWNER', 'STAFF', 'ADMIN'] as const;
export type AgentRole = (typeof AGENT_ROLES)[number];
/** UNVERIFIED never reaches the agencies table: an application becomes PENDING once both OTPs are verified. */
export const AGENCY_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type AgencyStatus = (typeof AGENCY_STATUSES)[number];

/** §6 is silent on permissions; this table is the decision, enforced by the server and mirrored by the menus. */
export const PERMISSIONS = {
  'profile.view': ['OWNER', 'STAFF'],
  'profile.edit': ['OWNER'],
  'staff.manage': ['OWNER'],
  'support.use': ['OWNER', 'STAFF'],
  'holidays.search': ['OWNER', 'STAFF', 'ADMIN'],
  'flights.book': ['OWNER', 'STAFF'],
  'flights.manage': ['OWNER', 'STAFF', 'ADMIN'],
  /** Blocking and booking bus seats from the agency's wallet (decision 030). */
  'buses.book': ['OWNER', 'STAFF'],
  /** Reading, printing, mailing and cancelling bus bookings (decision 031). */
  'buses.manage': ['OWNER', 'STAFF', 'ADMIN'],
  /** Booking hotel rooms from the agency's wallet, and e-mailing hotel options to a customer (decision 033). */
  'hotels.book': ['OWNER', 'STAFF'],
  /** Reading, printing, mailing and cancelling hotel bookings; Hotel Pax Calendar (decision 033). */
  'hotels.manage': ['OWNER', 'STAFF', 'ADMIN'],
  'wallet.view': ['OWNER', 'STAFF'],
  'wallet.deposit': ['OWNER'],
  'wallet.admin': ['ADMIN'],
  'applications.review': ['ADMIN'],
  'agents.view': ['ADMIN'],
  'agents.status': ['ADMIN'],
  'support.answer': ['ADMIN'],
  /** View Commissions: the commission rules that apply to the agency (decision 034). */
  'commissions.view': ['OWNER', 'STAFF'],
  /** The back office keeps commission rules (decision 034). */
  'commissions.admin': ['ADMIN'],
  /** Agent series fares: the back office loads and withdraws blocks of seats (decision 037). */
  'series.admin': ['ADMIN'],
  /** Agent Markup: the agency's standing markups, read by all, kept by the owner (issue 24). */
  'markups.view': ['OWNER', 'STAFF'],
  'markups.manage': ['OWNER'],
  /** The §2 reports of the agency's own business (decision 035). */
  'reports.view': ['OWNER', 'STAFF'],
  /** The same reports for one agency or all of them. */
  'reports.admin': ['ADMIN'],
  /** Display currencies' rates, set by the back office for a day (decision 041). */
  'rates.admin': ['ADMIN'],
  /** Applying for visas, per traveller, paid from the wallet (decision 043). */
  'visas.apply': ['OWNER', 'STAFF'],
  /** Reading visa applications: an agency its own, the back office every agency's. */
  'visas.manage': ['OWNER', 'STAFF', 'ADMIN'],
  /** The back office keeps visa types and decides applications. */
  'visas.admin': ['ADMIN'],
  /** The back office's side of bookings: cancellation requests it decides (decision 023). */
  'bookings.admin': ['ADMIN'],
} as const satisfies Record<string, readonly AgentRole[]>;
export type Permission = keyof typeof PERMISSIONS;

export function permissionsOf(role: AgentRole): Permission[] {
  return (Object.keys(PERMISSIONS) as Permission[]).filter((permission) =>
    (PERMISSIONS[permission] as readonly AgentRole[]).includes(role),
  );
}

export function can(role: AgentRole, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly AgentRole[]).includes(role);
}

/** Limits of §9, one source for the server, the forms and the tests. */
export const UPLOAD_MAX_BYTES = 4 * 1024 * 1024;
export const DOCUMENT_TYPES = ['jpeg', 'jpg', 'png', 'pdf', 'docx'] as const;
export const LOGO_TYPES = ['jpg', 'gif', 'png'] as const;
export const LOGO_SUGGESTED_SIZE = { width: 200, height: 60 } as const;
export const AGENT_MOBILE_DIGITS = 10;
export const AGENT_FIRST_NAME_MIN = 2;
export const AGENT_LAST_NAME_MIN = 1;
export const AGENT_NAME_MAX = 40;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const TEXT_MAX = 100;
export const ADDRESS_MAX = 150;
export const SUPPORT_SUBJECT_MAX = 120;
export const SUPPORT_MESSAGE_MAX = 2000;
export const REJECTION_REASON_MAX = 500;

/** PAN: five letters, four digits, a letter (the fourth letter says who holds it). */
export const PAN_REGEX = /^[A-Z]{3}[ABCFGHLJPT][A-Z]\d{4}[A-Z]$/;
/** GSTIN: state code, the holder's PAN, entity number, Z, check character. */
export const GSTIN_REGEX = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
export const PINCODE_REGEX = /^[1-9]\d{5}$/;
export const AGENT_MOBILE_REGEX = /^\d{10}$/;
/** A landline with its STD code or a mobile, 10 to 12 digits, spaces and hyphens allowed. */
export const PHONE_REGEX = /^\+?[\d -]{10,15}$/;
export const PERSON_NAME_REGEX = /^[A-Za-z][A-Za-z .'-]*$/;

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const oneOf = (value: unknown, options: readonly string[]) => options.includes(text(value));

export interface AgentPersonalDetails {
  salutation: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
}

export interface AgencyCompanyDetails {
  category: string;
  companyName: string;
  panName: string;
  panNumber: string;
  transactionFee: string;
  address1: string;
  address2: string;
  pincode: string;
  city: string;
  state: string;
  country: string;
  contactNumber: string;
}

export interface AgencyGstDetails {
  gstHolder: string;
  gstNumber: string;
  gstEmail: string;
  gstAddress: string;
  gstPhone: string;
  gstCompany: string;
}

export type AgencyRegistrationForm = AgentPersonalDetails & AgencyCompanyDetails & AgencyGstDetails;

export const GST_FIELDS = ['gstHolder', 'gstNumber', 'gstEmail', 'gstAddress', 'gstPhone', 'gstCompany'] as const;

export function validateMobileNumber(value: unknown): string | null {
  if (isEmpty(value)) return AGENT_MSG.mobileRequired;
  if (!AGENT_MOBILE_REGEX.test(text(value))) return AGENT_MSG.mobileDigits;
  return null;
}

export function validateEmailId(value: unknown): string | null {
  const email = text(value);
  if (!EMAIL_REGEX.test(email) || email.length > EMAIL_MAX) return AGENT_MSG.emailInvalid;
  return null;
}

function validateName(value: unknown, required: string, min: number): string | null {
  const name = text(value);
  if (name === '') return required;
  if (!PERSON_NAME_REGEX.test(name) || name.length > AGENT_NAME_MAX) return AGENT_MSG_DECIDED.nameInvalid;
  if (name.length < min) return AGENT_MSG_DECIDED.firstNameShort;
  return null;
}

export function validatePersonalDetails(form: Partial<AgentPersonalDetails>): FieldErrors<keyof AgentPersonalDetails> {
  const errors: FieldErrors<keyof AgentPersonalDetails> = {};
  if (!oneOf(form.salutation, AGENT_SALUTATIONS)) errors.salutation = AGENT_MSG.salutationRequired;
  const firstName = validateName(form.firstName, AGENT_MSG.firstNameRequired, AGENT_FIRST_NAME_MIN);
  if (firstName) errors.firstName = firstName;
  const lastName = validateName(form.lastName, AGENT_MSG.lastNameRequired, AGENT_LAST_NAME_MIN);
  if (lastName) errors.lastName = lastName;
  const email = validateEmailId(form.email);
  if (email) errors.email = email;
  const mobile = validateMobileNumber(form.mobile);
  if (mobile) errors.mobile = mobile;
  return errors;
}

function required(errors: FieldErrors, field: string, value: unknown, message: string, max = TEXT_MAX) {
  const value_ = text(value);
  if (value_ === '') errors[field] = message;
  else if (value_.length > max) errors[field] = `Enter at most ${max} characters.`;
}

export function validateCompanyDetails(form: Partial<AgencyCompanyDetails>): FieldErrors<keyof AgencyCompanyDetails> {
  const errors: FieldErrors = {};
  if (!oneOf(form.category, AGENT_CATEGORIES)) errors.category = AGENT_MSG.categoryRequired;
  required(errors, 'companyName', form.companyName, AGENT_MSG.companyNameRequired);
  required(errors, 'panName', form.panName, AGENT_MSG.panNameRequired);
  const pan = text(form.panNumber).toUpperCase();
  if (pan === '') errors.panNumber = AGENT_MSG.panNumberRequired;
  else if (!PAN_REGEX.test(pan)) errors.panNumber = AGENT_MSG.panInvalid;
  // The PAN's holder type must be the category's (docs/decisions/019).
  else if (form.category === 'Organization' && isIndividualPan(pan)) {
    errors.panNumber = AGENT_MSG_DECIDED.organizationPanIndividual;
  } else if (form.category === 'Individual' && !isIndividualPan(pan)) {
    errors.panNumber = AGENT_MSG_DECIDED.individualPanNotIndividual;
  }
  if (!oneOf(form.transactionFee, TRANSACTION_FEE_CHOICES)) errors.transactionFee = AGENT_MSG.transactionFeeRequired;
  required(errors, 'address1', form.address1, AGENT_MSG.address1Required, ADDRESS_MAX);
  required(errors, 'address2', form.address2, AGENT_MSG.address2Required, ADDRESS_MAX);
  const pincode = text(form.pincode);
  if (pincode === '') errors.pincode = AGENT_MSG.pincodeRequired;
  else if (!PINCODE_REGEX.test(pincode)) errors.pincode = AGENT_MSG_DECIDED.pincodeInvalid;
  if (!oneOf(form.country, AGENT_COUNTRIES)) errors.country = AGENT_MSG.countryRequired;
  const state = text(form.state);
  if (!INDIAN_STATES.some((candidate) => candidate.name === state)) errors.state = AGENT_MSG.stateRequired;
  if (!errors.pincode && !errors.state && !pincodeMatchesState(pincode, state)) {
    errors.pincode = AGENT_MSG_DECIDED.pincodeOtherState;
  }
  const city = text(form.city);
  if (city === '') errors.city = AGENT_MSG.cityRequired;
  else if (!errors.state && !citiesOf(state).includes(city)) errors.city = AGENT_MSG_DECIDED.cityNotInState;
  const phone = text(form.contactNumber);
  if (phone === '') errors.contactNumber = AGENT_MSG.contactNumberRequired;
  else if (!PHONE_REGEX.test(phone) || phone.replace(/\D/g, '').length < 10) {
    errors.contactNumber = AGENT_MSG.phoneInvalid;
  }
  return errors;
}

export function hasGstDetails(form: Partial<AgencyGstDetails>): boolean {
  return GST_FIELDS.some((field) => text(form[field]) !== '');
}

/**
 * GST details are optional; once any field is given, holder, number, e-mail, address and phone are required.
 * The number's check digit is always checked; given the agency's PAN and state, the number must hold that
 * PAN and that state's code (a traveller's GST details have neither).
 */
export function validateGstDetails(
  form: Partial<AgencyGstDetails & { panNumber: string; state: string }>,
): FieldErrors<keyof AgencyGstDetails> {
  const errors: FieldErrors = {};
  if (!hasGstDetails(form)) return errors;
  required(errors, 'gstHolder', form.gstHolder, AGENT_MSG.gstHolderRequired);
  const gstin = text(form.gstNumber).toUpperCase();
  if (gstin === '') errors.gstNumber = AGENT_MSG.gstNumberRequired;
  else if (!GSTIN_REGEX.test(gstin)) errors.gstNumber = AGENT_MSG_DECIDED.gstNumberInvalid;
  else if (!hasValidGstinCheck(gstin)) errors.gstNumber = AGENT_MSG_DECIDED.gstNumberCheckFailed;
  else if (text(form.panNumber) !== '' && panOfGstin(gstin) !== text(form.panNumber).toUpperCase()) {
    errors.gstNumber = AGENT_MSG_DECIDED.gstNumberOtherPan;
  } else if (text(form.state) !== '' && !gstinMatchesState(gstin, text(form.state))) {
    errors.gstNumber = AGENT_MSG_DECIDED.gstNumberOtherState;
  }
  const email = text(form.gstEmail);
  if (email === '') errors.gstEmail = AGENT_MSG.gstEmailRequired;
  else if (!EMAIL_REGEX.test(email)) errors.gstEmail = AGENT_MSG_DECIDED.gstEmailInvalid;
  required(errors, 'gstAddress', form.gstAddress, AGENT_MSG.gstAddressRequired, ADDRESS_MAX);
  const phone = text(form.gstPhone);
  if (phone === '') errors.gstPhone = AGENT_MSG.gstPhoneRequired;
  else if (!PHONE_REGEX.test(phone) || phone.replace(/\D/g, '').length < 10) errors.gstPhone = AGENT_MSG.phoneInvalid;
  if (text(form.gstCompany).length > TEXT_MAX) errors.gstCompany = `Enter at most ${TEXT_MAX} characters.`;
  return errors;
}

export interface RegistrationDocuments {
  panDocument: boolean;
  gstDocument: boolean;
}

/** The whole registration: §3's fields, §5's messages; the GST document is required once GST details are given. */
export function validateAgencyRegistration(
  form: Partial<AgencyRegistrationForm>,
  documents: RegistrationDocuments,
): FieldErrors<keyof AgencyRegistrationForm | keyof RegistrationDocuments> {
  const errors: FieldErrors = {
    ...validatePersonalDetails(form),
    ...validateCompanyDetails(form),
    ...validateGstDetails(form),
  };
  if (!documents.panDocument) errors.panDocument = AGENT_MSG.panDocumentRequired;
  if (hasGstDetails(form) && !documents.gstDocument) errors.gstDocument = AGENT_MSG.gstDocumentRequired;
  return errors;
}

/** The values as stored: trimmed, PAN and GSTIN in upper case, e-mails in lower case. */
export function normaliseRegistration(form: Partial<AgencyRegistrationForm>): AgencyRegistrationForm {
  const value = (key: keyof AgencyRegistrationForm) => text(form[key]);
  return {
    salutation: value('salutation'),
    firstName: value('firstName'),
    lastName: value('lastName'),
    email: value('email').toLowerCase(),
    mobile: value('mobile'),
    category: value('category'),
    companyName: value('companyName'),
    panName: value('panName'),
    panNumber: value('panNumber').toUpperCase(),
    transactionFee: value('transactionFee'),
    address1: value('address1'),
    address2: value('address2'),
    pincode: value('pincode'),
    city: value('city'),
    state: value('state'),
    country: value('country'),
    contactNumber: value('contactNumber'),
    gstHolder: value('gstHolder'),
    gstNumber: value('gstNumber').toUpperCase(),
    gstEmail: value('gstEmail').toLowerCase(),
    gstAddress: value('gstAddress'),
    gstPhone: value('gstPhone'),
    gstCompany: value('gstCompany'),
  };
}

/** 8 to 64 characters, at least one letter and one digit (NIST 800-63B length first; no forced symbols). */
export function validateNewPassword(
  password: unknown,
  confirmPassword: unknown,
): FieldErrors<'newPassword' | 'confirmPassword'> {
  const errors: FieldErrors<'newPassword' | 'confirmPassword'> = {};
  const value = typeof password === 'string' ? password : '';
  if (value === '') errors.newPassword = AGENT_MSG.passwordRequired;
  else if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX || !/[A-Za-z]/.test(value) || !/\d/.test(value)) {
    errors.newPassword = AGENT_MSG_DECIDED.passwordWeak;
  }
  if (confirmPassword !== password) errors.confirmPassword = AGENT_MSG.passwordsDiffer;
  return errors;
}

export function validateSignIn(form: { userId?: unknown; password?: unknown }): FieldErrors<'userId' | 'password'> {
  const errors: FieldErrors<'userId' | 'password'> = {};
  if (isEmpty(form.userId)) errors.userId = AGENT_MSG.userIdRequired;
  if (typeof form.password !== 'string' || form.password === '') errors.password = AGENT_MSG.passwordRequired;
  return errors;
}

/** Staff a owner creates: personal details plus a first password the owner hands over. */
export function validateStaffMember(
  form: Partial<AgentPersonalDetails> & { status?: unknown },
): FieldErrors<keyof AgentPersonalDetails | 'status'> {
  const errors: FieldErrors = { ...validatePersonalDetails(form) };
  if (form.status !== undefined && !oneOf(form.status, USER_STATUSES)) errors.status = AGENT_MSG_DECIDED.statusInvalid;
  return errors;
}

/** Other details on the profile (decided): a website and the agency's IATA code, both optional. */
export interface AgencyOtherDetails {
  website: string;
  iataCode: string;
  alternateEmail: string;
}

export const WEBSITE_REGEX = /^https?:\/\/[A-Za-z0-9.-]+\.[A-Za-z]{2,}(\/\S*)?$/;
export const IATA_AGENT_CODE_REGEX = /^\d{7,8}$/;

export function validateOtherDetails(form: Partial<AgencyOtherDetails>): FieldErrors<keyof AgencyOtherDetails> {
  const errors: FieldErrors<keyof AgencyOtherDetails> = {};
  const website = text(form.website);
  if (website !== '' && (!WEBSITE_REGEX.test(website) || website.length > 200)) {
    errors.website = 'Enter a valid website address starting with http:// or https://';
  }
  const iata = text(form.iataCode);
  if (iata !== '' && !IATA_AGENT_CODE_REGEX.test(iata)) errors.iataCode = 'Enter a valid 7 or 8 digit IATA code';
  const alternate = text(form.alternateEmail);
  if (alternate !== '' && validateEmailId(alternate)) errors.alternateEmail = AGENT_MSG.emailInvalid;
  return errors;
}

/** Masks a destination for messages: 98••••3210, a•••@example.com. */
export function maskMobile(mobile: string): string {
  return mobile.length < 6 ? mobile : `${mobile.slice(0, 2)}••••${mobile.slice(-4)}`;
}

export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}
