import { codeSentMessage } from './booking-proof.ts';
import { ADDRESS_MAX, REMARKS_MAX } from './constants.ts';
import { MSG_DECIDED } from './messages.ts';
import {
  type PaxType,
  validateDob,
  validateEmail,
  validateFirstName,
  validateLastName,
  validateMobile,
  validateTitle,
} from './validation.ts';

/** The booking form's traveller block (§2 Booking screen) and the passenger record it becomes (§3). */
export interface TravellerInput {
  type: PaxType;
  title: string;
  first_name: string;
  last_name: string;
  dob: string;
}

export interface ContactInput {
  mobile: string;
  email: string;
  address: string;
}

/** Field key → message; keys are 'mobile', 'email', 'address', 'remarks', 'travellers.N.field'. */
export type BookingFormErrors = Record<string, string>;

/** Travellers in the order the form shows them: adults, then children, then infants. */
export function travellerTypes(numadults: number, numchildren: number, numinfants: number): PaxType[] {
  return [
    ...Array<PaxType>(numadults).fill('adult'),
    ...Array<PaxType>(numchildren).fill('child'),
    ...Array<PaxType>(numinfants).fill('infant'),
  ];
}

export function validateTraveller(
  traveller: TravellerInput,
  today: string,
): Partial<Record<keyof TravellerInput, string>> {
  const errors: Partial<Record<keyof TravellerInput, string>> = {};
  const title = validateTitle(traveller.title, traveller.type);
  if (title) errors.title = title;
  const first = validateFirstName(traveller.first_name);
  if (first) errors.first_name = first;
  const last = validateLastName(traveller.last_name);
  if (last) errors.last_name = last;
  const dob = validateDob(traveller.dob, traveller.type, today);
  if (dob) errors.dob = dob;
  return errors;
}

export function validateBookingForm(
  form: { contact: ContactInput; travellers: TravellerInput[]; remarks: string },
  today: string,
): BookingFormErrors {
  const errors: BookingFormErrors = {};
  const mobile = validateMobile(form.contact.mobile);
  if (mobile) errors.mobile = mobile;
  const email = validateEmail(form.contact.email);
  if (email) errors.email = email;
  if ((form.contact.address ?? '').length > ADDRESS_MAX) errors.address = MSG_DECIDED.addressTooLong;
  form.travellers.forEach((traveller, index) => {
    for (const [field, message] of Object.entries(validateTraveller(traveller, today))) {
      errors[`travellers.${index}.${field}`] = message;
    }
  });
  if ((form.remarks ?? '').length > REMARKS_MAX) errors.remarks = MSG_DECIDED.remarksTooLong;
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Proof that a booking is one's own (decision 016; its rules, shared with flights, in booking-proof.ts)

/** A mobile number as the public voucher prints it: the first two and last two digits. */
export function maskMobile(mobile: string): string {
  const digits = mobile.trim();
  if (digits.length < 6) return '•'.repeat(digits.length);
  return `${digits.slice(0, 2)}${'•'.repeat(digits.length - 4)}${digits.slice(-2)}`;
}

/** An e-mail address as the public voucher prints it: the first letter of the name and the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  // Always three dots: the name's length is not shown either.
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/** What the code step says it sent, and where (only masked). */
export const bookingCodeSentMessage = (mobile: string, email: string) =>
  codeSentMessage([maskMobile(mobile), maskEmail(email)]);
