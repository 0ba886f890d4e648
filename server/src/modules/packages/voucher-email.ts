import { formatDisplayDate } from '@tripsetu/domain/dates.ts';
import type { Voucher } from '@tripsetu/domain/gateway-contract.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { escapeHtml } from '../../lib/html.ts';

const list = (joined: string) =>
  `<ul style="margin:4px 0 12px 18px;padding:0">${joined
    .split('||')
    .filter(Boolean)
    .map((line) => `<li style="margin:2px 0">${escapeHtml(line)}</li>`)
    .join('')}</ul>`;

/** The voucher as an e-mail: inline styles only, since mail clients drop style sheets. */
export function renderVoucherEmail(voucher: Voucher, publicUrl: string): string {
  const row = (label: string, value: string) =>
    `<tr><td style="padding:4px 8px;color:#555;width:40%">${escapeHtml(label)}</td><td style="padding:4px 8px"><strong>${escapeHtml(value)}</strong></td></tr>`;
  const travellers = voucher.travellers
    .map(
      (t, i) => `<li>${i + 1}. ${escapeHtml(`${t.title} ${t.first_name} ${t.last_name}`)} (${escapeHtml(t.type)})</li>`,
    )
    .join('');
  const fare = voucher.fare.components.map((c) => row(c.label, formatRupees(c.amountPaise))).join('');
  const link = `${publicUrl.replace(/\/$/, '')}/holiday-package/voucher/${encodeURIComponent(voucher.txid)}`;
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1d2b36;max-width:640px;margin:0 auto">
<h1 style="font-size:20px;color:#0b6e69;border-bottom:2px solid #0b6e69;padding-bottom:6px">BOOKING VOUCHER</h1>
<p>Dear ${escapeHtml(`${voucher.leadpassenger_title} ${voucher.leadpassenger_firstname}`)}, thank you for choosing TripSetu.</p>
<table style="border-collapse:collapse;width:100%">
${row('Reference number', voucher.txid)}
${row('Package', voucher.package_name)}
${row('Status', voucher.booking_status)}
${row('Check-in', formatDisplayDate(voucher.checkindate))}
${row('Check-out', formatDisplayDate(voucher.checkoutdate))}
${row('Departure city', voucher.departure_city)}
${row('Package type / meal plan', `${voucher.package_type} / ${voucher.meal_plan}`)}
${row('Booked by', voucher.agent_company)}
</table>
<h2 style="font-size:16px">Travellers</h2><ul style="list-style:none;padding:0">${travellers}</ul>
<h2 style="font-size:16px">Fare</h2><table style="border-collapse:collapse;width:100%">${fare}${row('Total', formatRupees(voucher.fare.totalPaise))}</table>
<h2 style="font-size:16px">Inclusions</h2>${list(voucher.package_inclusions)}
<h2 style="font-size:16px">Exclusions</h2>${list(voucher.package_exclusions)}
<h2 style="font-size:16px">Day wise itinerary</h2>${list(voucher.package_detailed_itin)}
<h2 style="font-size:16px">Cancellation policy</h2>${list(voucher.package_canx_policy)}
<p><a href="${escapeHtml(link)}" style="color:#0b6e69">View or print your voucher</a></p>
<p style="color:#777;font-size:12px">Your booking is a request: we will confirm it with the hotels and operators and write to you.</p>
</body></html>`;
}
