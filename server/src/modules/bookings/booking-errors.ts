import { BOOKING_MSG } from '@tripsetu/domain/flight-booking.ts';
import { CANCELLATION_MSG } from '@tripsetu/domain/flight-cancellation.ts';
import { RESCHEDULE_MSG_DECIDED } from '@tripsetu/domain/flight-reschedule.ts';
import { SERVICES_MSG_DECIDED } from '@tripsetu/domain/flight-services.ts';
import { IMPORT_PNR_MSG } from '@tripsetu/domain/import-pnr.ts';
import { AppError } from '../../lib/errors.ts';

/** A booking refused for a reason of the trade (409 with code BOOKING_FAILED): the portal shows it as Booking Failed. */
export const bookingFailed = (reason: string, fields: Record<string, string> = {}) =>
  new AppError('BOOKING_FAILED', reason, fields, { title: BOOKING_MSG.bookingFailed });

/** A cancellation refused: 'Booking Cancellation Failed.' (agent-portal.md §8) with the reason; nothing changed. */
export const cancellationFailed = (
  reason: string,
  fields: Record<string, string> = {},
  details: Record<string, string> = {},
) => new AppError('CANCELLATION_FAILED', reason, fields, { title: CANCELLATION_MSG.failed, ...details });

/** A reschedule refused: 'Booking Reschedule Failed.' (decision 024) with the reason; nothing changed. */
export const rescheduleFailed = (
  reason: string,
  fields: Record<string, string> = {},
  details: Record<string, string> = {},
) => new AppError('RESCHEDULE_FAILED', reason, fields, { title: RESCHEDULE_MSG_DECIDED.failed, ...details });

/** Services after booking refused: 'Adding services failed.' (decision 025) with the reason; nothing changed. */
export const servicesFailed = (
  reason: string,
  fields: Record<string, string> = {},
  details: Record<string, string> = {},
) => new AppError('SERVICES_FAILED', reason, fields, { title: SERVICES_MSG_DECIDED.failed, ...details });

/** An import refused: 'PNR Import Failed' (decision 026) with the reason; nothing changed. */
export const importFailed = (reason: string, details: Record<string, string> = {}) =>
  new AppError('IMPORT_FAILED', reason, {}, { title: IMPORT_PNR_MSG.title, ...details });
