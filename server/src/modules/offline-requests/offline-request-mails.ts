import { formatDisplayDateTime } from '@tripsetu/domain/dates.ts';
import { PAX_TYPE_LABELS } from '@tripsetu/domain/flight-booking.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import type { OfflineQuote } from '@tripsetu/domain/offline-requests.ts';
import { SERVICE_REQUEST_MSG } from '@tripsetu/domain/service-requests.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { OutgoingMail } from '../mail/mail.service.ts';

/** The e-mails of offline requests and travellers' service requests (decision 028): each answer, where to act on it. */

interface RequestFacts {
  id: number;
  reference: string;
  to: string;
  firstName: string;
  trip: string;
}

const paragraphs = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');
const requestUrl = (publicUrl: string, id: number) => `${publicUrl}/agent/flights/offline-requests/${id}`;

/** To the agent who asked: the quote, until when it holds, and where to accept it. */
export function offlineQuotedMail(publicUrl: string, request: RequestFacts, quote: OfflineQuote): OutgoingMail {
  const flights = quote.journeys
    .map(
      (journey) =>
        `<li>${escapeHtml(journey.from)} → ${escapeHtml(journey.to)}, ${escapeHtml(journey.date)}: ${journey.flights
          .map((flight) => `${escapeHtml(flight.carrier)}-${escapeHtml(flight.flightNumber)}`)
          .join(', ')} (${escapeHtml(journey.family)})</li>`,
    )
    .join('');
  const fares = quote.fares
    .map(
      (fare) => `<li>${PAX_TYPE_LABELS[fare.paxType]} × ${fare.count}: ${formatRupees(fare.perPersonPaise)} each</li>`,
    )
    .join('');
  const remarks = quote.remarks ? `<p>${paragraphs(quote.remarks)}</p>` : '';
  return {
    to: request.to,
    subject: `Quote for your offline request ${request.reference}: ${request.trip}`,
    html: `<p>Dear ${escapeHtml(request.firstName)},</p><p>Our team has quoted your offline request ${request.reference} (${escapeHtml(request.trip)}).</p><ul>${flights}</ul><ul>${fares}</ul><p>Total payable at ticketing: <strong>${formatRupees(quote.totalPaise)}</strong>. The quote is valid until ${escapeHtml(formatDisplayDateTime(quote.validUntil))} (India time); seats are kept only once you accept it.</p>${remarks}<p><a href="${requestUrl(publicUrl, request.id)}">See the quote and accept it</a></p>`,
    reference: `offline-request:${request.id}:quoted`,
  };
}

/** To the agent who asked: the request cannot be met, and why. */
export function offlineRejectedMail(publicUrl: string, request: RequestFacts, reason: string): OutgoingMail {
  return {
    to: request.to,
    subject: `Your offline request ${request.reference} could not be met`,
    html: `<p>Dear ${escapeHtml(request.firstName)},</p><p>We are sorry: we cannot offer what your offline request ${request.reference} (${escapeHtml(request.trip)}) asks for.</p><blockquote>${paragraphs(reason)}</blockquote><p><a href="${requestUrl(publicUrl, request.id)}">See the request</a></p>`,
    reference: `offline-request:${request.id}:rejected`,
  };
}

/** To the traveller: the service priced (and how to pay) or declined, with the team's words. */
export function serviceAnsweredMail(
  publicUrl: string,
  request: RequestFacts & { service: string; transactionId: string },
  answer: { pricePaise: number | null; message: string },
): OutgoingMail {
  const priced = answer.pricePaise !== null;
  const outcome = priced
    ? `<p>The airline can arrange it for <strong>${formatRupees(answer.pricePaise as number)}</strong>.</p><p>${escapeHtml(SERVICE_REQUEST_MSG.payByLink)}</p>`
    : '<p>We are sorry: the airline cannot arrange it on this booking.</p>';
  return {
    to: request.to,
    subject: `${priced ? 'Price for' : 'Answer to'} your request ${request.reference}: ${request.service}`,
    html: `<p>Dear ${escapeHtml(request.firstName)},</p><p>About your request ${request.reference} for “${escapeHtml(request.service)}” on booking ${escapeHtml(request.transactionId)}:</p>${outcome}<blockquote>${paragraphs(answer.message)}</blockquote><p><a href="${publicUrl}/flight/offline-ssr-booking">See your requests</a></p>`,
    reference: `service-request:${request.id}:answered`,
  };
}
