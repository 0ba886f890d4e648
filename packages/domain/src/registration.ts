import { MSG } from './messages.ts';
import { EMAIL_MAX, EMAIL_REGEX, isEmpty, MOBILE_REGEX, NAME_MAX, NAME_REGEX } from './validation.ts';

/** §5 Registration: every field required, with the registration form's own messages. */

export const REGISTRATION_TITLES = ['Mr', 'Ms', 'Mrs'] as const;

export interface ProfileDetails {
  salutation: string;
  first_name: string;
  last_name: string;
  contact_email: string;
}

export interface Registration extends ProfileDetails {
  mobile_number: string;
}

export type RegistrationErrors = Partial<Record<keyof Registration, string>>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const isName = (value: string) => NAME_REGEX.test(value) && value.length <= NAME_MAX;

/** The fields a signed-in user may edit on the profile page, checked by the registration rules. */
export function validateProfileDetails(details: ProfileDetails): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (!(REGISTRATION_TITLES as readonly string[]).includes(text(details.salutation))) {
    errors.salutation = MSG.registerTitleRequired;
  }
  const firstName = text(details.first_name);
  if (isEmpty(firstName)) errors.first_name = MSG.registerFirstNameRequired;
  else if (!isName(firstName)) errors.first_name = MSG.registerNameInvalid;
  const lastName = text(details.last_name);
  if (isEmpty(lastName)) errors.last_name = MSG.registerLastNameRequired;
  else if (!isName(lastName)) errors.last_name = MSG.registerLastNameInvalid;
  const email = text(details.contact_email);
  if (!EMAIL_REGEX.test(email) || email.length > EMAIL_MAX) errors.contact_email = MSG.registerEmailInvalid;
  return errors;
}

export function validateRegistration(registration: Registration): RegistrationErrors {
  const errors = validateProfileDetails(registration);
  if (!MOBILE_REGEX.test(text(registration.mobile_number))) errors.mobile_number = MSG.registerMobileInvalid;
  return errors;
}

/** The values as sent: trimmed. */
export function trimmed<T extends object>(values: T): T {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as T;
}
