import type { PriceAlsoIn } from '@tripsetu/domain/currencies.ts';
import { formatDisplayDate, formatDisplayDateTime, formatDisplayDateWithWeekday } from '@tripsetu/domain/dates.ts';
import { quotedHotelPrices } from '@tripsetu/domain/hotel-options.ts';
import { HOTEL_BOARD_LABELS, type HotelSearchAnswer, type HotelSummary } from '@tripsetu/domain/hotel-results.ts';
import { HOTEL_FACILITY_LABELS } from '@tripsetu/domain/hotel-search.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { escapeHtml } from '../../lib/html.ts';

/** Hotel options e-mailed to an agency's customer (decision 033), as the flight options are (flight-results-mail.ts). */

export type AgencyLogo = { bytes: Buffer; contentType: string } | null;

/** Who the options come from: the agency's name, phone and logo, and the agent the customer replies to. */
export interface OptionsSeller {
  name: string;
  phone: string;
  logo: AgencyLogo;
  agent: { name: string; email: string };
}

const CELL = 'padding:6px 0;vertical-align:top';

/** Rooms and guests as the customer reads them: '2 rooms · 4 adults, 1 child'. */
function partyText(rooms: HotelSearchAnswer['rooms']): string {
  const adults = rooms.reduce((sum, room) => sum + room.adults, 0);
  const children = rooms.reduce((sum, room) => sum + room.childAges.length, 0);
  const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  return [
    plural(rooms.length, 'room', 'rooms'),
    [plural(adults, 'adult', 'adults'), children > 0 ? plural(children, 'child', 'children') : '']
      .filter(Boolean)
      .join(', '),
  ].join(' · ');
}

function hotelBlock(
  hotel: HotelSummary,
  answer: HotelSearchAnswer,
  markupPaise: number,
  alsoIn: PriceAlsoIn | null,
): string {
  const also = (paise: number) =>
    alsoIn ? ` <span style="color:#4a5560;font-size:12px">(≈ ${escapeHtml(alsoIn.textOf(paise))})</span>` : '';
  const { offer } = hotel;
  const price = quotedHotelPrices(offer, answer.nights, markupPaise);
  const rooms = answer.rooms.length;
  const nights = `${answer.nights} night${answer.nights === 1 ? '' : 's'}`;
  const facilities = hotel.facilities.map((facility) => HOTEL_FACILITY_LABELS[facility]).join(' · ');
  const cancellation = offer.refundable
    ? '<span style="color:#0b7a55;font-weight:600">Free cancellation</span>'
    : '<span style="color:#8a4b00">Non-refundable</span>';
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #d6dde3;border-radius:6px;margin:0 0 14px">
<tr><td style="${CELL};padding:12px 14px 4px"><h2 style="margin:0;font-size:18px">${escapeHtml(hotel.name)}</h2>
<div style="color:#b7791f">${'★'.repeat(hotel.stars)} <span style="color:#4a5560">${hotel.stars}-star hotel</span></div>
<div>${escapeHtml(hotel.address)}</div>
<div>Guest rating ${hotel.rating.toFixed(1)}/5 (${hotel.reviews} reviews)</div>
${facilities ? `<div style="color:#4a5560;font-size:13px">${escapeHtml(facilities)}</div>` : ''}
<div style="margin-top:6px">${rooms} × ${escapeHtml(offer.roomName)} · ${escapeHtml(HOTEL_BOARD_LABELS[offer.board])}</div>
<div>${cancellation}</div></td></tr>
<tr><td style="${CELL};padding:8px 14px 12px;background:#f3f7f9">
<span style="font-size:20px;font-weight:700">${formatRupees(price.perNightPaise)}</span>${also(price.perNightPaise)} <span style="color:#4a5560;font-size:13px">a night for ${rooms} room${rooms === 1 ? '' : 's'}, before taxes</span><br>
<span style="font-weight:700">${formatRupees(price.totalPaise)}</span>${also(price.totalPaise)} <span style="color:#4a5560;font-size:13px">for ${nights}, taxes included</span></td></tr></table>`;
}

/**
 * The e-mail itself: the agency's logo and name, the stay, the agent's note, each hotel with its room, board,
 * cancellation and prices (the markup inside them), and how to book. Every text from outside is escaped.
 */
export function hotelOptionsMail(input: {
  seller: OptionsSeller;
  answer: HotelSearchAnswer;
  hotels: readonly HotelSummary[];
  markupPaise: number;
  note: string;
  pricedAt: Date;
  /** The agent's display currency, when not rupees and a rate is known (decision 041). */
  alsoIn?: PriceAlsoIn | null;
}): { subject: string; html: string } {
  const { seller, answer } = input;
  const name = escapeHtml(seller.name);
  const logo = seller.logo
    ? `<img src="data:${seller.logo.contentType};base64,${seller.logo.bytes.toString('base64')}" alt="${name}" style="max-height:60px;max-width:200px;display:block;margin-bottom:6px">`
    : '';
  const stay = `${formatDisplayDateWithWeekday(answer.checkIn)} – ${formatDisplayDateWithWeekday(answer.checkOut)}, ${answer.nights} night${answer.nights === 1 ? '' : 's'}`;
  const note = input.note
    ? `<p style="background:#f3f7f9;border-left:3px solid #0f766e;padding:8px 12px">${escapeHtml(input.note).replaceAll('\n', '<br>')}</p>`
    : '';
  const contact = [name, seller.phone ? escapeHtml(seller.phone) : '', escapeHtml(seller.agent.email)]
    .filter(Boolean)
    .join(' · ');
  const html = `<div style="font-family:Arial,Helvetica,sans-serif;color:#1f2a33;max-width:680px">
<div style="border-bottom:2px solid #0f766e;padding-bottom:8px;margin-bottom:12px">${logo}<div style="font-size:20px;font-weight:700">${name}</div></div>
<p>Hotel options in ${escapeHtml(answer.city.name)}, sent by ${escapeHtml(seller.agent.name)} of ${name}.</p>
<p><b>Stay:</b> ${stay}<br><b>Guests:</b> ${partyText(answer.rooms)}</p>
${note}${input.hotels.map((hotel) => hotelBlock(hotel, answer, input.markupPaise, input.alsoIn ?? null)).join('\n')}
<p style="color:#4a5560;font-size:13px">Prices are for all rooms, as of ${formatDisplayDateTime(input.pricedAt)} IST, and may change until booked. Reply to this e-mail to book.</p>
${input.alsoIn ? `<p style="color:#4a5560;font-size:13px">${escapeHtml(input.alsoIn.note)}</p>` : ''}
<p style="color:#4a5560;font-size:13px">${contact}</p></div>`;
  return {
    subject: `Hotel options from ${seller.name}: ${answer.city.name}, ${formatDisplayDate(answer.checkIn)} – ${formatDisplayDate(answer.checkOut)}`,
    html,
  };
}
