import type { PriceAlsoIn } from '@tripsetu/domain/currencies.ts';
import { formatDisplayDate, formatDisplayDateTime } from '@tripsetu/domain/dates.ts';
import type { FlightSearchResult } from '@tripsetu/domain/flight-api.ts';
import { durationText, formatClock, stopsLabel } from '@tripsetu/domain/flight-results.ts';
import { FLIGHT_MSG } from '@tripsetu/domain/flight-search.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { escapeHtml } from '../../lib/html.ts';

/**
 * The e-mailed flight options (agent portal §1): per leg, the chosen itineraries (or the five cheapest)
 * with their fares including the agency's markup, in the agency's name.
 */
export function flightResultsMail(input: {
  seller: string;
  sentBy: string;
  result: FlightSearchResult;
  itineraryIds: readonly string[];
  markupPaise: number;
  /** The agent's display currency, when not rupees and a rate is known (decision 041). */
  alsoIn?: PriceAlsoIn | null;
}): { subject: string; html: string } {
  const { seller, result } = input;
  const markup = input.markupPaise;
  const chosen = new Set(input.itineraryIds);
  const alsoIn = input.alsoIn ?? null;
  const alsoCell = (paise: number) =>
    alsoIn ? `<br><span style="color:#4a5560;font-size:12px">≈ ${escapeHtml(alsoIn.textOf(paise))}</span>` : '';
  const sections = result.legs.map((found) => {
    const list =
      chosen.size > 0
        ? found.itineraries.filter((itinerary) => chosen.has(itinerary.id))
        : found.itineraries.slice(0, 5);
    const rows = list
      .map((itinerary) => {
        const first = itinerary.segments[0];
        const last = itinerary.segments[itinerary.segments.length - 1];
        const flights = itinerary.segments.map((s) => `${s.carrier}-${s.flightNumber}`).join(', ');
        return `<tr><td>${escapeHtml(first?.carrierName ?? '')} ${escapeHtml(flights)}</td><td>${formatClock(first?.departureTime ?? '0000')} ${escapeHtml(first?.origin ?? '')}</td><td>${formatClock(last?.arrivalTime ?? '0000')} ${escapeHtml(last?.destination ?? '')}</td><td>${durationText(itinerary.durationMinutes)}</td><td>${stopsLabel(itinerary.stops)}</td><td style="text-align:right">${formatRupees(itinerary.lowestTotalPaise + markup)}${alsoCell(itinerary.lowestTotalPaise + markup)}</td></tr>`;
      })
      .join('');
    return `<h3>${escapeHtml(found.from)} → ${escapeHtml(found.to)}, ${formatDisplayDate(found.date)}</h3>${rows ? `<table cellpadding="6" border="1" style="border-collapse:collapse"><tr><th>Flight</th><th>Departs</th><th>Arrives</th><th>Duration</th><th>Stops</th><th>Fare from</th></tr>${rows}</table>` : `<p>${FLIGHT_MSG.noFlights}</p>`}`;
  });
  const travellers = `${result.travellers.adults} adult(s), ${result.travellers.children} child(ren), ${result.travellers.infants} infant(s)`;

  return {
    subject: `Flight options from ${seller}: ${result.legs.map((l) => `${l.from}-${l.to} ${formatDisplayDate(l.date)}`).join(', ')}`,
    html: `<p>Flight options from ${escapeHtml(seller)}, sent by ${escapeHtml(input.sentBy)}, for ${travellers}. Fares are totals for all travellers as of ${formatDisplayDateTime(result.computedAt)} IST and may change until booked. Reply to this e-mail to book.</p>${sections.join('')}${alsoIn ? `<p style="color:#4a5560;font-size:13px">${escapeHtml(alsoIn.note)}</p>` : ''}`,
  };
}
