import { addDays, isIsoDate } from './dates.ts';
import {
  addMonthsToDate,
  BOOKING_MSG,
  BOOKING_MSG_DECIDED,
  NAME_MAX,
  NAME_PATTERN,
  PASSPORT_PATTERN,
  PASSPORT_VALIDITY_MONTHS,
} from './flight-booking.ts';
import { rupeesTextToPaise } from './wallet.ts';

/**
 * Visas (agent-portal.md §1 "Visa and holiday items"; issue 25, decision 043). The back office keeps what each
 * destination offers (a visa type: entries, stay, validity, processing time, fee, whether the fee comes back on a
 * rejection, and the documents to upload); an agency applies per traveller, paying the fee from its wallet; the back
 * office moves the application on (in process, approved with the visa attached, or rejected with remarks), and each
 * step is e-mailed to the agent who applied.
 */
export const VISA_DESTINATIONS = [
  { code: 'AE', name: 'United Arab Emirates' },
  { code: 'TH', name: 'Thailand' },
  { code: 'SG', name: 'Singapore' },
  { code: 'MY', name: 'Malaysia' },
  { code: 'LK', name: 'Sri Lanka' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'US', name: 'United States' },
  { code: 'SCHENGEN', name: 'Schengen area' },
] as const;
export type VisaDestination = (typeof VISA_DESTINATIONS)[number]['code'];
export const VISA_DESTINATION_CODES = VISA_DESTINATIONS.map((destination) => destination.code) as [
  VisaDestination,
  ...VisaDestination[],
];
export const visaDestinationName = (code: string) =>
  VISA_DESTINATIONS.find((destination) => destination.code === code)?.name ?? code;

export const VISA_ENTRIES = ['SINGLE', 'MULTIPLE'] as const;
export type VisaEntry = (typeof VISA_ENTRIES)[number];
export const VISA_ENTRY_LABELS: Record<VisaEntry, string> = { SINGLE: 'Single entry', MULTIPLE: 'Multiple entry' };

export const VISA_STATUSES = ['SUBMITTED', 'IN_PROCESS', 'APPROVED', 'REJECTED'] as const;
export type VisaStatus = (typeof VISA_STATUSES)[number];
export const VISA_STATUS_LABELS: Record<VisaStatus, string> = {
  SUBMITTED: 'Submitted',
  IN_PROCESS: 'In process',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};
/** What the back office may move an application to from each status; a decided one stays decided. */
export const VISA_NEXT: Record<VisaStatus, readonly VisaStatus[]> = {
  SUBMITTED: ['IN_PROCESS', 'APPROVED', 'REJECTED'],
  IN_PROCESS: ['APPROVED', 'REJECTED'],
  APPROVED: [],
  REJECTED: [],
};
export const VISA_TITLES = ['Mr', 'Ms', 'Mrs', 'Mstr'] as const;

export const VISA_LIMITS = {
  nameMin: 3,
  nameMax: 80,
  stayDaysMax: 365,
  validityDaysMax: 3650,
  processingDaysMax: 60,
  feeMaxPaise: 5_00_000_00,
  checklistMax: 6,
  itemMin: 3,
  itemMax: 120,
  remarksMax: 500,
  /** Applications are taken for travel within a year. */
  travelWithinDays: 365,
} as const;

export const VISA_MSG = {
  destinationRequired: 'Please select a destination',
  typeRequired: 'Please select a visa type',
  typeNameInvalid: `Enter the visa type's name, ${VISA_LIMITS.nameMin} to ${VISA_LIMITS.nameMax} characters`,
  typeNameTaken: 'This destination already has a visa type of that name',
  entryRequired: 'Please select single or multiple entry',
  stayInvalid: `Enter the days of stay allowed, 1 to ${VISA_LIMITS.stayDaysMax}`,
  validityInvalid: `Enter the days the visa is valid, at least the stay and at most ${VISA_LIMITS.validityDaysMax}`,
  processingInvalid: `Enter the working days it takes, 1 to ${VISA_LIMITS.processingDaysMax}`,
  feeInvalid: 'Enter the fee in rupees, more than 0 and at most ₹5,00,000',
  checklistInvalid: `List 1 to ${VISA_LIMITS.checklistMax} documents, one per line, each ${VISA_LIMITS.itemMin} to ${VISA_LIMITS.itemMax} characters and none twice`,
  typeAdded: 'Visa type added',
  typeWithdrawn: 'Visa type withdrawn; applications made under it are kept',
  typeNotFound: 'This visa type is no longer offered',
  travelDateInvalid: 'Please select a travel date',
  travelDateTooSoon: 'The travel date must leave time for processing: {days} working days from today',
  travelDateTooFar: 'Visas are applied for travel within a year',
  passportValidity: 'Passport must be valid for at least 6 months after the travel date',
  nationalityRequired: 'Please enter nationality as a two-letter country code',
  documentRequired: 'Please upload this document',
  alreadyOpen: 'This traveller already has an application for this visa in process',
  applied: 'Application submitted. The fee has been paid from your wallet.',
  statusRequired: 'Please choose what happens next',
  statusNotAllowed: 'This application cannot move to that status',
  alreadyDecided: 'This application has already been decided',
  remarksRequired: 'Please give the reason for the rejection',
  remarksTooLong: `Remarks can be at most ${VISA_LIMITS.remarksMax} characters`,
  visaFileRequired: 'Please upload the visa document to approve the application',
  notFound: 'Visa application not found',
  none: 'No visa applications found',
  noTypes: 'No visa types are offered for this destination yet',
  refunded: 'The fee of {amount} has been refunded to the wallet',
  notRefundable: 'The visa fee is not refundable',
} as const;

export type VisaTypeForm = {
  destination: string;
  name: string;
  entry: string;
  stayDays: string;
  validityDays: string;
  processingDays: string;
  fee: string;
  refundable: boolean;
  checklist: string;
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const wholeIn = (value: string, min: number, max: number) => {
  if (!/^\d{1,5}$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
};

/** The checklist as typed: one document per line, blank lines dropped. */
export const checklistLines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

export interface VisaTypeValues {
  destination: VisaDestination;
  name: string;
  entry: VisaEntry;
  stayDays: number;
  validityDays: number;
  processingDays: number;
  feePaise: number;
  refundable: boolean;
  checklist: string[];
}

/** A visa type as the back office types it: the values, or each field's message. */
export function checkVisaType(
  form: VisaTypeForm,
): { values: VisaTypeValues; errors?: undefined } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const destination = VISA_DESTINATION_CODES.find((code) => code === text(form.destination));
  if (!destination) errors.destination = VISA_MSG.destinationRequired;
  const name = text(form.name).replace(/\s+/g, ' ');
  if (name.length < VISA_LIMITS.nameMin || name.length > VISA_LIMITS.nameMax || /[\p{Cc}<>]/u.test(name)) {
    errors.name = VISA_MSG.typeNameInvalid;
  }
  const entry = VISA_ENTRIES.find((value) => value === text(form.entry));
  if (!entry) errors.entry = VISA_MSG.entryRequired;
  const stayDays = wholeIn(text(form.stayDays), 1, VISA_LIMITS.stayDaysMax);
  if (stayDays === null) errors.stayDays = VISA_MSG.stayInvalid;
  const validityDays = wholeIn(text(form.validityDays), 1, VISA_LIMITS.validityDaysMax);
  if (validityDays === null || (stayDays !== null && validityDays < stayDays)) {
    errors.validityDays = VISA_MSG.validityInvalid;
  }
  const processingDays = wholeIn(text(form.processingDays), 1, VISA_LIMITS.processingDaysMax);
  if (processingDays === null) errors.processingDays = VISA_MSG.processingInvalid;
  const feePaise = rupeesTextToPaise(form.fee);
  if (!Number.isSafeInteger(feePaise) || feePaise <= 0 || feePaise > VISA_LIMITS.feeMaxPaise) {
    errors.fee = VISA_MSG.feeInvalid;
  }
  const checklist = checklistLines(typeof form.checklist === 'string' ? form.checklist : '');
  const itemsOk = checklist.every(
    (item) => item.length >= VISA_LIMITS.itemMin && item.length <= VISA_LIMITS.itemMax && !/[\p{Cc}<>]/u.test(item),
  );
  const distinct = new Set(checklist.map((item) => item.toLowerCase())).size === checklist.length;
  if (checklist.length === 0 || checklist.length > VISA_LIMITS.checklistMax || !itemsOk || !distinct) {
    errors.checklist = VISA_MSG.checklistInvalid;
  }
  if (Object.keys(errors).length > 0 || !destination || !entry) return { errors };
  return {
    values: {
      destination,
      name,
      entry,
      stayDays: stayDays as number,
      validityDays: validityDays as number,
      processingDays: processingDays as number,
      feePaise,
      refundable: form.refundable === true,
      checklist,
    },
  };
}

export type VisaTravellerForm = {
  title: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  nationality: string;
  passportNumber: string;
  passportExpiryDate: string;
  travelDate: string;
};
export const VISA_TRAVELLER_FIELDS = [
  'title',
  'firstName',
  'lastName',
  'dateOfBirth',
  'nationality',
  'passportNumber',
  'passportExpiryDate',
  'travelDate',
] as const satisfies readonly (keyof VisaTravellerForm)[];

/**
 * Working days after a day (Monday to Friday), for the earliest travel date an application can ask for: the
 * consulates' processing times are given in working days.
 */
export function addWorkingDays(isoDay: string, days: number): string {
  let day = isoDay;
  let left = days;
  while (left > 0) {
    day = addDays(day, 1);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day;
}

/** One traveller's application fields: each field's message, none when all is well. */
export function checkVisaTraveller(
  form: VisaTravellerForm,
  facts: { today: string; processingDays: number },
): Partial<Record<keyof VisaTravellerForm, string>> {
  const errors: Partial<Record<keyof VisaTravellerForm, string>> = {};
  if (!(VISA_TITLES as readonly string[]).includes(text(form.title))) errors.title = BOOKING_MSG.titleRequired;
  const first = text(form.firstName);
  if (first.length < 2) errors.firstName = BOOKING_MSG.firstNameMin;
  else if (!NAME_PATTERN.test(first) || first.length > NAME_MAX) errors.firstName = BOOKING_MSG.nameInvalid;
  const last = text(form.lastName);
  if (last.length < 1) errors.lastName = BOOKING_MSG.lastNameMin;
  else if (!NAME_PATTERN.test(last) || last.length > NAME_MAX) errors.lastName = BOOKING_MSG.nameInvalid;
  const dob = text(form.dateOfBirth);
  if (!isIsoDate(dob)) errors.dateOfBirth = BOOKING_MSG.dobRequired;
  else if (dob > facts.today) errors.dateOfBirth = BOOKING_MSG_DECIDED.dobFuture;
  if (!/^[A-Z]{2}$/.test(text(form.nationality).toUpperCase())) errors.nationality = VISA_MSG.nationalityRequired;
  const passport = text(form.passportNumber).toUpperCase();
  if (passport === '') errors.passportNumber = BOOKING_MSG.passportNumberRequired;
  else if (!PASSPORT_PATTERN.test(passport)) errors.passportNumber = BOOKING_MSG_DECIDED.passportNumberInvalid;
  const travel = text(form.travelDate);
  if (!isIsoDate(travel)) errors.travelDate = VISA_MSG.travelDateInvalid;
  else if (travel < addWorkingDays(facts.today, facts.processingDays)) {
    errors.travelDate = VISA_MSG.travelDateTooSoon.replace('{days}', String(facts.processingDays));
  } else if (travel > addDays(facts.today, VISA_LIMITS.travelWithinDays)) errors.travelDate = VISA_MSG.travelDateTooFar;
  const expires = text(form.passportExpiryDate);
  if (!isIsoDate(expires)) errors.passportExpiryDate = BOOKING_MSG.passportExpiryRequired;
  else if (isIsoDate(travel) && expires < addMonthsToDate(travel, PASSPORT_VALIDITY_MONTHS)) {
    errors.passportExpiryDate = VISA_MSG.passportValidity;
  }
  return errors;
}

/** The back office's next step: remarks are required to reject, and kept short. */
export function checkVisaDecision(
  current: VisaStatus,
  next: string,
  remarks: string,
): { status: VisaStatus; remarks: string } | { errors: Record<string, string>; conflict?: boolean } {
  const status = VISA_STATUSES.find((value) => value === next);
  if (VISA_NEXT[current].length === 0) return { errors: { status: VISA_MSG.alreadyDecided }, conflict: true };
  if (!status) return { errors: { status: VISA_MSG.statusRequired } };
  if (!VISA_NEXT[current].includes(status)) return { errors: { status: VISA_MSG.statusNotAllowed } };
  const said = text(remarks);
  if (said.length > VISA_LIMITS.remarksMax) return { errors: { remarks: VISA_MSG.remarksTooLong } };
  if (status === 'REJECTED' && said.length < 3) return { errors: { remarks: VISA_MSG.remarksRequired } };
  return { status, remarks: said };
}

/** The field a checklist item's upload travels in (`document0` for the first). */
export const visaDocumentField = (index: number) => `document${index}`;
export const visaReference = (id: number) => `TSV${100000 + id}`;
