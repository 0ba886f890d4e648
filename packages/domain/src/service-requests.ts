/*
 * Offline service requests (consumer-site.md's /flight/offline-ssr-booking; issue 21, decision 028): a
 * signed-in traveller asks, on one of their own flight bookings, for a special service that online booking
 * does not sell (a stretcher, an unaccompanied minor, a seat for a cello…). The back office answers with a
 * price (paid by the payment link the team sends) or a refusal; the traveller sees the status and the answer.
 *
 * | opid  | actioncode          | fields                   | answer
 * |-------|---------------------|--------------------------|----------------------------------
 * | MF001 | servicerequests     | (none)                   | Result: TravellerServiceRequest[]
 * | MF001 | raiseservicerequest | txid, service, details   | Result: TravellerServiceRequest
 *
 * Refusals: 422 with the field's message in Errors; 409 for a request already waiting on the same booking
 * and service (Errors.service) and for too many; 404 'Booking not found.' for a booking not theirs.
 */

import { z } from 'zod';
import { formatRupees } from './money.ts';
import { rupeesTextToPaise } from './wallet.ts';

/** Services airlines arrange on request only, as the big Indian sites list them for "special requests". */
export const OFFLINE_SERVICES = [
  'STRETCHER',
  'WHEELCHAIR_CARRY_ON',
  'UNACCOMPANIED_MINOR',
  'MEDICAL_OXYGEN',
  'MUSICAL_INSTRUMENT_SEAT',
  'PET_IN_CABIN',
  'SPORTS_EQUIPMENT',
  'OTHER',
] as const;
export type OfflineService = (typeof OFFLINE_SERVICES)[number];
export const OFFLINE_SERVICE_LABELS: Record<OfflineService, string> = {
  STRETCHER: 'Stretcher (passenger lying down)',
  WHEELCHAIR_CARRY_ON: 'Wheelchair to the aircraft seat (cannot climb steps)',
  UNACCOMPANIED_MINOR: 'Unaccompanied minor (child flying alone)',
  MEDICAL_OXYGEN: 'Medical oxygen on board',
  MUSICAL_INSTRUMENT_SEAT: 'Extra seat for a musical instrument',
  PET_IN_CABIN: 'Pet in the cabin',
  SPORTS_EQUIPMENT: 'Sports equipment (bicycle, golf set, surfboard…)',
  OTHER: 'Something else',
};

export const SERVICE_REQUEST_STATUSES = ['SUBMITTED', 'PRICED', 'DECLINED'] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];
export const SERVICE_REQUEST_STATUS_LABELS: Record<ServiceRequestStatus, string> = {
  SUBMITTED: 'Waiting for our answer',
  PRICED: 'Priced',
  DECLINED: 'Not possible',
};

export const SERVICE_DETAILS_MIN = 10;
export const SERVICE_DETAILS_MAX = 1000;
export const SERVICE_ANSWER_MAX = 1000;
/** A service's price, at most. */
export const SERVICE_PRICE_MAX_PAISE = 5_00_000_00;
/** A traveller's new requests per day; how many of theirs a list shows. */
export const SERVICE_REQUESTS_PER_DAY = 10;
export const SERVICE_REQUESTS_LISTED = 100;

export const SERVICE_REQUEST_MSG = {
  bookingRequired: 'Please choose the booking the service is for.',
  serviceRequired: 'Please choose the service you need.',
  detailsRequired: 'Please describe what you need: who travels with it, sizes, weights, medical details.',
  detailsTooShort: `Please give a little more detail (at least ${SERVICE_DETAILS_MIN} characters).`,
  detailsTooLong: `Details can be at most ${SERVICE_DETAILS_MAX} characters.`,
  bookingClosed: 'Services can be asked for on a confirmed booking whose flight has not left.',
  alreadyWaiting: (reference: string) =>
    `You have already asked for this service on this booking (${reference}). We will answer it soon.`,
  tooMany: 'You have sent many requests in a short time. Please try again tomorrow.',
  raised:
    'Your request has been sent. The airline must agree to it: we answer here and by e-mail, usually within a working day.',
  notFound: 'Service request not found.',
  // The back office
  decisionRequired: 'Please choose to price or decline the request.',
  priceRequired: 'Please enter the price in rupees.',
  priceInvalid: 'Enter the price in rupees, like 2500 or 2500.50.',
  priceTooHigh: `A service can be priced at most ${formatRupees(SERVICE_PRICE_MAX_PAISE)}.`,
  answerRequired: 'Please write the answer the traveller will read.',
  answerTooLong: `The answer can be at most ${SERVICE_ANSWER_MAX} characters.`,
  answered: 'The answer has been sent to the traveller.',
  alreadyAnswered: 'This request has already been answered.',
  queueEmpty: 'No service requests are waiting for an answer.',
  /** What a traveller reads under a priced answer: the site does not take this payment itself. */
  payByLink:
    'To confirm, pay by the secure payment link our team sends to your e-mail and mobile. The service is confirmed once the airline has your payment.',
} as const;

/** The reference a request is known by: SSR100012. */
export const serviceRequestReference = (id: number) => `SSR${100000 + id}`;

export interface ServiceRequestInput {
  txid: string;
  service: string;
  details: string;
}
export type ServiceRequestErrors = Partial<Record<keyof ServiceRequestInput, string>>;

export const isOfflineService = (value: string): value is OfflineService =>
  (OFFLINE_SERVICES as readonly string[]).includes(value);

/** The request form's rules, the same on the site and the server (which also checks the booking is theirs). */
export function validateServiceRequest(input: ServiceRequestInput): ServiceRequestErrors {
  const errors: ServiceRequestErrors = {};
  if (input.txid.trim() === '') errors.txid = SERVICE_REQUEST_MSG.bookingRequired;
  if (!isOfflineService(input.service)) errors.service = SERVICE_REQUEST_MSG.serviceRequired;
  const details = input.details.trim();
  if (details === '') errors.details = SERVICE_REQUEST_MSG.detailsRequired;
  else if (details.length < SERVICE_DETAILS_MIN) errors.details = SERVICE_REQUEST_MSG.detailsTooShort;
  else if (details.length > SERVICE_DETAILS_MAX) errors.details = SERVICE_REQUEST_MSG.detailsTooLong;
  return errors;
}

export interface ServiceAnswerInput {
  decision: string;
  price: string;
  message: string;
}
export type ServiceAnswerErrors = Partial<Record<keyof ServiceAnswerInput, string>>;

/** The back office's answer: priced (an amount and what it covers) or declined (why). */
export function validateServiceAnswer(input: ServiceAnswerInput): ServiceAnswerErrors {
  const errors: ServiceAnswerErrors = {};
  if (input.decision !== 'PRICE' && input.decision !== 'DECLINE')
    errors.decision = SERVICE_REQUEST_MSG.decisionRequired;
  if (input.decision === 'PRICE') {
    const paise = rupeesTextToPaise(input.price);
    if (input.price.trim() === '') errors.price = SERVICE_REQUEST_MSG.priceRequired;
    else if (!Number.isInteger(paise) || paise <= 0) errors.price = SERVICE_REQUEST_MSG.priceInvalid;
    else if (paise > SERVICE_PRICE_MAX_PAISE) errors.price = SERVICE_REQUEST_MSG.priceTooHigh;
  }
  const message = input.message.trim();
  if (message === '') errors.message = SERVICE_REQUEST_MSG.answerRequired;
  else if (message.length > SERVICE_ANSWER_MAX) errors.message = SERVICE_REQUEST_MSG.answerTooLong;
  return errors;
}

/** A traveller's request as the site shows it, with the answer once there is one. */
export interface TravellerServiceRequest {
  id: number;
  reference: string;
  txid: string;
  /** The booking's journeys, "DEL-BOM, BOM-DEL". */
  trip: string;
  service: OfflineService;
  service_label: string;
  details: string;
  status: ServiceRequestStatus;
  status_label: string;
  created_at: string;
  answered_at: string | null;
  /** The price quoted, in paise (PRICED only). */
  price_paise: number | null;
  answer: string | null;
}

// The back office's side (/api/v1/admin/service-requests).

export const serviceRequestRow = z.object({
  id: z.number(),
  reference: z.string(),
  transactionId: z.string(),
  trip: z.string(),
  travellerName: z.string(),
  travellerEmail: z.string(),
  service: z.enum(OFFLINE_SERVICES),
  serviceLabel: z.string(),
  details: z.string(),
  status: z.enum(SERVICE_REQUEST_STATUSES),
  statusLabel: z.string(),
  requestedAt: z.string(),
  ageHours: z.number(),
  answeredAt: z.string().nullable(),
  pricePaise: z.number().nullable(),
  answer: z.string().nullable(),
});
export type ServiceRequestRow = z.infer<typeof serviceRequestRow>;
export const serviceRequestList = z.object({ requests: z.array(serviceRequestRow) });

export const serviceAnswerBody = z.object({
  decision: z.string().max(20),
  price: z.string().max(20).default(''),
  message: z.string().max(SERVICE_ANSWER_MAX * 4),
});
export type ServiceAnswerBody = z.input<typeof serviceAnswerBody>;
