import { BOOKING_MSG_DECIDED } from '@tripsetu/domain/flight-booking.ts';
import {
  type BookingBody,
  bookingBody,
  type FlightQuote,
  type QuoteBody,
  type TravellerBody,
} from '@tripsetu/domain/flight-booking-api.ts';
import {
  type BookedLeg,
  type BookedPassenger,
  consumerBookingErrors,
  FLIGHT_BOOKING_GATEWAY_MSG,
  type FlightPassengerInput,
  type GatewayBookingStarted,
  type GatewayDocumentFile,
  type GatewayFareLine,
  type GatewayFareQuote,
  type GatewayFlightBooking,
  INVOICE_TYPES,
  type InvoiceType,
  PASSENGER_TYPES,
  PAYMENT_WINDOW_MINUTES,
  type PassengerType,
} from '@tripsetu/domain/gateway-flight-booking.ts';
import { flightSearchRequest, type GatewayCabin, gatewayCabin } from '@tripsetu/domain/gateway-flights.ts';
import { paiseToRupees } from '@tripsetu/domain/money.ts';
import { AppError } from '../lib/errors.ts';
import type {
  ConsumerFlightBooking,
  ConsumerFlightBookingsService,
} from '../modules/flight-bookings/consumer-bookings.service.ts';
import type { IdentityService } from '../modules/identity/identity.service.ts';
import { type GatewayResponse, ok } from './envelope.ts';
import { recommendedFlights, searchFields } from './flights.operations.ts';
import { type FormFields, json, text } from './form.ts';
import { createAccountGuard } from './identity.operations.ts';
import type { Operation } from './packages.operations.ts';

/** The request key the site makes for each Confirm: the same rule as the portal's Idempotency-Key. */
const REQUEST_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;
const MAX_PASSENGERS = 18;

const yes = (value: string) => ['Y', 'YES', 'TRUE', '1'].includes(value.trim().toUpperCase());

/** Paise as a form field: a whole number, or undefined when absent or anything else. */
function paise(fields: FormFields, name: string): number | undefined {
  const raw = text(fields, name, 20).trim();
  return /^\d{1,13}$/.test(raw) ? Number(raw) : undefined;
}

/** The quote request: the search as searched, and the fare chosen on each leg (onward, then return). */
function quoteBodyOf(fields: FormFields): { body: QuoteBody; cabin: GatewayCabin } {
  const search = searchFields(fields);
  const fareIds = [text(fields, 'fareid', 300), text(fields, 'returnfareid', 300)].filter((id) => id.trim() !== '');
  const seen = paise(fields, 'seentotal_paise');
  return {
    body: { search: flightSearchRequest(search), fareIds, ...(seen === undefined ? {} : { seenTotalPaise: seen }) },
    cabin: search.cabin,
  };
}

const str = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');
/** §3: passport fields default to NA, which means none given. */
const passportText = (value: unknown, max: number) => {
  const given = str(value, max);
  return given.trim().toUpperCase() === 'NA' ? '' : given;
};
const codes = (value: unknown, max: number) =>
  Array.isArray(value) ? value.slice(0, max).map((code) => str(code, 4)) : [];

/** `passengerjson` as the booking service reads travellers; undefined when it is not a list of passengers. */
function travellersOf(fields: FormFields): TravellerBody[] | undefined {
  const passengers = json(fields, 'passengerjson');
  if (!Array.isArray(passengers) || passengers.length === 0 || passengers.length > MAX_PASSENGERS) return undefined;
  const travellers: TravellerBody[] = [];
  for (const entry of passengers) {
    if (!entry || typeof entry !== 'object') return undefined;
    const passenger = entry as Record<keyof FlightPassengerInput, unknown>;
    const paxType = PASSENGER_TYPES[String(passenger.type) as PassengerType];
    if (!paxType) return undefined;
    const legs = Array.isArray(passenger.legs) ? passenger.legs.slice(0, 2) : [];
    travellers.push({
      paxType,
      title: str(passenger.title, 10),
      firstName: str(passenger.first_name, 60),
      lastName: str(passenger.last_name, 60),
      dateOfBirth: str(passenger.dob, 10),
      gender: str(passenger.gender, 10),
      passportNumber: passportText(passenger.passport_number, 20),
      passportIssueDate: passportText(passenger.passport_issue_date, 10),
      passportExpiryDate: passportText(passenger.passport_expiry_date, 10),
      passportPlaceOfIssue: passportText(passenger.passport_place_of_issue, 60),
      passportCountryCode: passportText(passenger.passport_country, 5),
      specialAssistance: passenger.special_assistance === true || yes(str(passenger.special_assistance, 5)),
      frequentFlyerNumber: str(passenger.frequent_flyer_number, 20),
      mealPreference: str(passenger.meal_preference, 10),
      seatPreference: str(passenger.seat_preference, 10),
      legs: legs.map((leg) => {
        const extras = (leg && typeof leg === 'object' ? leg : {}) as Record<string, unknown>;
        return {
          seats: codes(extras.seats, 2),
          meals: codes(extras.meals, 2),
          baggage: codes(extras.baggage, 5),
          services: codes(extras.services, 6),
        };
      }),
    });
  }
  return travellers;
}

/** The booking request in the booking service's terms, checked by the same schema as the portal's. */
function bookingBodyOf(fields: FormFields): { body: BookingBody; cabin: GatewayCabin } {
  const { body: quote, cabin } = quoteBodyOf(fields);
  const travellers = travellersOf(fields);
  const accepted = paise(fields, 'acceptedtotal_paise');
  const errors: Record<string, string> = {};
  if (!travellers) errors.passengerjson = FLIGHT_BOOKING_GATEWAY_MSG.passengersInvalid;
  if (!accepted) errors.acceptedtotal_paise = FLIGHT_BOOKING_GATEWAY_MSG.acceptedTotalRequired;
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  const parsed = bookingBody.safeParse({
    ...quote,
    acceptedTotalPaise: accepted,
    travellers,
    contact: {
      email: text(fields, 'paxemail', 120),
      alternateEmail: text(fields, 'paxaltemail', 120),
      countryCode: text(fields, 'paxcountrycode', 5) || '+91',
      mobile: text(fields, 'paxmobile', 20),
    },
    gst: {
      gstHolder: text(fields, 'gstholder', 120),
      gstNumber: text(fields, 'gstnumber', 20),
      gstEmail: text(fields, 'gstemail', 120),
      gstAddress: text(fields, 'gstaddress', 300),
      gstPhone: text(fields, 'gstphone', 20),
      gstCompany: text(fields, 'gstcompany', 120),
    },
    markupPaise: 0,
    termsAccepted: yes(text(fields, 'termsaccepted', 5)),
    action: 'BOOK',
  });
  if (!parsed.success) {
    throw AppError.validation(
      consumerBookingErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.') || 'body', issue.message])),
      ),
    );
  }
  return { body: parsed.data, cabin };
}

/**
 * The service's refusals under the form's names: field errors as consumerBookingErrors names them,
 * a price change's amounts in lower case; messages and codes unchanged.
 */
async function asConsumer<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const { oldTotalPaise, newTotalPaise, ...details } = error.details;
    throw new AppError(error.code, error.message, consumerBookingErrors(error.fields), {
      ...details,
      ...(oldTotalPaise === undefined ? {} : { oldtotal_paise: oldTotalPaise }),
      ...(newTotalPaise === undefined ? {} : { newtotal_paise: newTotalPaise }),
    });
  }
}

const fareLine = (line: { code: string; label: string; amountPaise: number }): GatewayFareLine => ({
  code: line.code,
  label: line.label,
  amount: paiseToRupees(line.amountPaise),
  amount_paise: line.amountPaise,
});

function quoteToWire(quote: FlightQuote, cabin: GatewayCabin): GatewayFareQuote {
  const change = quote.priceChange;
  return {
    legs: quote.legs.map((leg) => {
      const [flight] = recommendedFlights([leg.itinerary], cabin);
      if (!flight?.flightfare[0]) throw new Error('a quoted leg without its fare');
      return {
        from: leg.from,
        to: leg.to,
        date: leg.date,
        recommendedflight_id: flight.recommendedflight_id,
        flightlegs: flight.flightlegs,
        fare: flight.flightfare[0],
      };
    }),
    numadults: quote.travellers.adults,
    numchildren: quote.travellers.children,
    numinfants: quote.travellers.infants,
    international: quote.international,
    faretotal: paiseToRupees(quote.fareTotalPaise),
    faretotal_paise: quote.fareTotalPaise,
    summary: quote.summary.map(fareLine),
    total: paiseToRupees(quote.totalPaise),
    total_paise: quote.totalPaise,
    pricechange: change
      ? {
          oldtotal: paiseToRupees(change.oldTotalPaise),
          oldtotal_paise: change.oldTotalPaise,
          newtotal: paiseToRupees(change.newTotalPaise),
          newtotal_paise: change.newTotalPaise,
          reason: change.reason,
        }
      : null,
    seatmaps: quote.seatMaps,
    extras: quote.extras,
    farerules: quote.fareRules,
    holduntil: null,
    paymentwindowminutes: PAYMENT_WINDOW_MINUTES,
    quotedat: quote.quotedAt,
  };
}

const PASSENGER_TYPE_OF = { ADT: 'adult', CHD: 'child', INF: 'infant' } as const;

/** What the ticket page tells the traveller about the booking's payment. */
function messageOf(found: ConsumerFlightBooking): string {
  const { booking, payment, payable } = found;
  if (booking.status === 'CONFIRMED') return BOOKING_MSG_DECIDED.ticketed;
  if (booking.status === 'CANCELLED') return FLIGHT_BOOKING_GATEWAY_MSG.cancelled;
  if (payment?.status === 'REFUND_DUE') return FLIGHT_BOOKING_GATEWAY_MSG.refundDue;
  if (payable) return FLIGHT_BOOKING_GATEWAY_MSG.paymentPending;
  return FLIGHT_BOOKING_GATEWAY_MSG.paymentWindowPassed;
}

export function bookingToWire(found: ConsumerFlightBooking): GatewayFlightBooking {
  const { booking, payment } = found;
  const cabin = gatewayCabin(booking.cabin);
  const legs: BookedLeg[] = booking.legs.map((leg) => {
    const [flight] = recommendedFlights([leg.itinerary], cabin);
    const fare = leg.itinerary.fares[0];
    return {
      from: leg.from,
      to: leg.to,
      date: leg.date,
      flightlegs: (flight?.flightlegs ?? []).map(({ numseatsavailable: _seats, ...segment }) => segment),
      farefamily: fare?.family ?? '',
      refundable: fare?.refundable ?? false,
      baggage: fare ? `${fare.baggage.cabinKg} kg cabin, ${fare.baggage.checkInKg} kg check-in` : '',
      farerulesid: fare?.rulesId ?? '',
    };
  });
  const passengers: BookedPassenger[] = booking.travellers.map((traveller) => ({
    type: PASSENGER_TYPE_OF[traveller.paxType],
    title: traveller.title,
    first_name: traveller.firstName,
    last_name: traveller.lastName,
    dob: traveller.dateOfBirth,
    gender: traveller.gender,
    passport_number: traveller.passportNumber,
    tickets: traveller.tickets.map((ticket) => ({ carrier: ticket.carrier, ticketnumber: ticket.number })),
    legs: traveller.legs,
  }));
  return {
    txid: booking.transactionId,
    booking_status: booking.statusLabel,
    status_code: booking.status,
    payment_status: booking.paymentStatus,
    triptype: booking.tripType === 'ROUND_TRIP' ? 'R' : 'O',
    cabin,
    international: booking.international,
    legs,
    pnrs: booking.pnrs,
    passengers,
    contact: {
      email: booking.contact.email,
      alternateemail: booking.contact.alternateEmail,
      countrycode: booking.contact.countryCode,
      mobile: booking.contact.mobile,
    },
    gst: booking.gst
      ? {
          gstholder: booking.gst.gstHolder,
          gstnumber: booking.gst.gstNumber,
          gstemail: booking.gst.gstEmail,
          gstaddress: booking.gst.gstAddress,
          gstphone: booking.gst.gstPhone,
          gstcompany: booking.gst.gstCompany,
        }
      : null,
    fare: booking.fare.map(fareLine),
    total: paiseToRupees(booking.totalPaise),
    total_paise: booking.totalPaise,
    farerules: booking.fareRules,
    booked_at: booking.bookedAt,
    paymentdeadline: found.paymentDeadline,
    ticketed_at: booking.ticketedAt,
    released_at: booking.releasedAt,
    release_reason: booking.releaseReason,
    invoiceno: booking.invoiceNo,
    payment: payment
      ? {
          orderref: payment.orderRef,
          status: payment.status,
          amount: paiseToRupees(payment.amountPaise),
          amount_paise: payment.amountPaise,
          checkouturl: found.payable ? payment.checkoutUrl : null,
          method: payment.method,
          paymentid: payment.providerPaymentId,
          failurereason: payment.failureReason,
          settled_at: payment.settledAt,
        }
      : null,
    cancelledsegments: booking.cancelledSegments.map((entry) => ({
      passenger: entry.traveller,
      leg: entry.legIndex,
      segment: entry.segmentIndex,
    })),
    rescheduledsegments: booking.rescheduledSegments.map((entry) => ({
      passenger: entry.traveller,
      leg: entry.legIndex,
      segment: entry.segmentIndex,
      newtxid: booking.reschedules.find((move) => move.newBookingId === entry.newBookingId)?.newTransactionId ?? '',
    })),
    reschedules: booking.reschedules.map((move) => ({
      newtxid: move.newTransactionId,
      amount_paise: move.amountPaise,
      rescheduled_at: move.rescheduledAt,
    })),
    rescheduledfrom: booking.rescheduledFrom?.transactionId ?? null,
    message: messageOf(found),
  };
}

/**
 * MF001 flight booking for travellers (docs/decisions/015): the review, the booking with its
 * payment on the gateway's page, and the ticket and invoices. Rules live in the services.
 */
export function flightBookingOperations(
  consumerFlights: ConsumerFlightBookingsService,
  identity: IdentityService,
): Record<string, Operation> {
  const signedInUser = createAccountGuard(identity);
  const txidOf = (fields: FormFields) => text(fields, 'txid', 40).trim();

  return {
    getfarequote: async ({ fields }) => {
      const { body, cabin } = quoteBodyOf(fields);
      return ok(quoteToWire(await asConsumer(() => consumerFlights.quote(body)), cabin));
    },

    book: async ({ fields, session }): Promise<GatewayResponse> => {
      const traveller = await signedInUser(session);
      const requestKey = text(fields, 'requestkey', 101).trim();
      if (!REQUEST_KEY.test(requestKey)) {
        throw AppError.validation({ requestkey: FLIGHT_BOOKING_GATEWAY_MSG.requestKeyRequired });
      }
      const { body } = bookingBodyOf(fields);
      const started = await asConsumer(() => consumerFlights.book(traveller, body, requestKey));
      const result: GatewayBookingStarted = {
        txid: started.transactionId,
        orderref: started.orderRef,
        checkouturl: started.checkoutUrl,
        paymentdeadline: started.paymentDeadline,
        total: paiseToRupees(started.totalPaise),
        total_paise: started.totalPaise,
      };
      return {
        ApiStatus: {
          StatusCode: 200,
          Status: 'SUCCESS',
          Result: started.transactionId,
          Message: FLIGHT_BOOKING_GATEWAY_MSG.paymentPending,
        },
        Result: result,
      };
    },

    getbooking: async ({ fields, session }) =>
      ok(bookingToWire(await consumerFlights.booking(await signedInUser(session), txidOf(fields)))),

    getticket: async ({ fields, session }) =>
      ok(bookingToWire(await consumerFlights.ticket(await signedInUser(session), txidOf(fields)))),

    getticketpdf: async ({ fields, session }) => {
      const pdf = await consumerFlights.ticketPdf(await signedInUser(session), txidOf(fields));
      const result: GatewayDocumentFile = {
        filename: pdf.filename,
        contenttype: 'application/pdf',
        content_base64: pdf.bytes.toString('base64'),
      };
      return ok(result);
    },

    emailticket: async ({ fields, session }): Promise<GatewayResponse> => {
      const traveller = await signedInUser(session);
      const sent = await consumerFlights.emailTicket(traveller, txidOf(fields), text(fields, 'emailto', 120));
      return { ApiStatus: { StatusCode: 200, Status: 'SUCCESS', Message: sent.message }, Result: null };
    },

    getinvoice: async ({ fields, session }) => {
      const traveller = await signedInUser(session);
      const type = (text(fields, 'invoicetype', 20).trim().toLowerCase() || 'tax') as InvoiceType;
      if (!INVOICE_TYPES.includes(type)) {
        throw AppError.validation({ invoicetype: FLIGHT_BOOKING_GATEWAY_MSG.invoiceTypeInvalid });
      }
      return ok(await consumerFlights.invoice(traveller, txidOf(fields), type));
    },
  };
}
