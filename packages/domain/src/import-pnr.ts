import { z } from 'zod';
import { PRODUCT_CODES } from './booking-api.ts';

/**
 * Import PNR (agent-portal.md §2; issue 21, decision 026): a reservation an airline made outside TripSetu
 * is found by its PNR and one traveller's last name and brought into the agency's bookings, on hold.
 */
export const IMPORT_PNR_MSG = {
  title: 'PNR Import Failed',
  pnrRequired: 'Please enter the PNR.',
  pnrInvalid: 'A PNR is 6 letters and digits, as on the airline’s booking.',
  lastNameRequired: 'Please enter the last name of a traveller on this PNR.',
  lastNameInvalid: 'Enter the last name as on the booking: letters, spaces, apostrophes, dots and hyphens.',
  notFound: 'No booking was found for this PNR and last name. Check both and try again.',
  alreadyYours: 'This PNR is already in your bookings.',
  alreadyImported: 'This PNR has already been imported by another agency.',
  departed: 'This PNR’s flight has already departed, so it cannot be imported.',
  lapsed: 'The airline’s time limit to ticket this PNR has passed, and the airline has cancelled it.',
  cancelled: 'The airline has cancelled this PNR.',
} as const;

export const PNR_LENGTH = 6;
export const LAST_NAME_MAX = 50;

const PNR = /^[A-Z0-9]{6}$/;
const LAST_NAME = /^[\p{L}][\p{L}\p{M} .'’-]*$/u;

/** The PNR as airlines write it: trimmed, upper case. */
export const pnrOf = (text: string) => text.trim().toUpperCase();

/** A last name compared as the airline's systems do: case, repeated spaces and the ends do not matter. */
export const lastNameKey = (text: string) => text.trim().replace(/\s+/g, ' ').toUpperCase();

export interface ImportPnrInput {
  pnr: string;
  lastName: string;
}

/** The message for each field that is wrong (none when the request may be looked up). */
export function importPnrErrors(input: ImportPnrInput): Partial<Record<keyof ImportPnrInput, string>> {
  const errors: Partial<Record<keyof ImportPnrInput, string>> = {};
  const pnr = pnrOf(input.pnr);
  if (pnr === '') errors.pnr = IMPORT_PNR_MSG.pnrRequired;
  else if (!PNR.test(pnr)) errors.pnr = IMPORT_PNR_MSG.pnrInvalid;
  const lastName = input.lastName.trim();
  if (lastName === '') errors.lastName = IMPORT_PNR_MSG.lastNameRequired;
  else if (lastName.length > LAST_NAME_MAX || !LAST_NAME.test(lastName))
    errors.lastName = IMPORT_PNR_MSG.lastNameInvalid;
  return errors;
}

/** POST /api/v1/flights/import-pnr. Lengths are bounded here; the rules and their messages are `importPnrErrors`. */
export const importPnrBody = z.object({
  pnr: z.string().max(40),
  lastName: z.string().max(200),
});
export type ImportPnrBody = z.infer<typeof importPnrBody>;

/** The booking the PNR became: on hold until its time limit, ready for Perform Ticketing. */
export const importPnrDone = z.object({
  product: z.enum(PRODUCT_CODES),
  id: z.number(),
  transactionId: z.string(),
  holdUntil: z.string(),
});
export type ImportPnrDone = z.infer<typeof importPnrDone>;
