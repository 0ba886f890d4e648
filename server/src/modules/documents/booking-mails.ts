import { formatRupees } from '@tripsetu/domain/money.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { BookingDescription } from '../bookings/product.ts';

/** What the gateway reported of a traveller's payment. */
export interface PaymentReceived {
  amountPaise: number;
  method: string;
  providerPaymentId: string;
}

interface PaymentMailInput {
  transactionId: string;
  description: BookingDescription;
  payment: PaymentReceived;
  /** The traveller's page of the booking, absolute. */
  link: string;
}

/** A payment that arrived after the booking's inventory went back on sale: the money is owed back. */
export function refundDueMail({
  transactionId,
  description,
  payment,
  link,
  reason,
}: PaymentMailInput & { reason?: string }) {
  const why = reason ?? `its ${description.kept} had been released because the payment was not received in time`;
  return {
    subject: `Refund due: booking ${transactionId} could not be confirmed`,
    html: `<p>We received ${escapeHtml(formatRupees(payment.amountPaise))} by ${escapeHtml(payment.method)} (payment ${escapeHtml(payment.providerPaymentId)}) for your ${escapeHtml(description.noun)} ${escapeHtml(transactionId)} (${escapeHtml(description.trip)}), after ${escapeHtml(why)}.</p><p>The booking could not be confirmed. The full amount will be refunded to your payment method within 5–7 working days.</p><p><a href="${link}">See the booking</a></p>`,
  };
}

/** A traveller's payment confirmed the booking: what to travel on, and where to find it. */
export function bookingConfirmedMail({ transactionId, description, payment, link }: PaymentMailInput) {
  return {
    subject: `Booking confirmed: ${description.trip} (${transactionId})`,
    html: `<p>Your payment of ${escapeHtml(formatRupees(payment.amountPaise))} was received and your ${escapeHtml(description.noun)} ${escapeHtml(transactionId)} is confirmed: ${escapeHtml(description.references)}.</p><p><a href="${link}">Open your ${escapeHtml(description.document)}</a></p>`,
  };
}

/** A cancellation done: what was cancelled, what the charges were and what came back, with the credit note. */
export function cancellationMail(input: {
  transactionId: string;
  description: BookingDescription;
  creditNoteNo: string;
  /** A traveller's refund to their payment has a receipt of its own. */
  refundReceiptNo?: string | null;
  totals: {
    paidPaise: number;
    airlineChargePaise: number;
    otaChargePaise: number;
    gstPaise: number;
    commissionReversedPaise: number;
    refundPaise: number;
  };
  refundedTo: string;
}) {
  const { totals } = input;
  const row = (label: string, paise: number) =>
    `<tr><td>${escapeHtml(label)}</td><td style="text-align:right">${escapeHtml(formatRupees(paise))}</td></tr>`;
  return {
    subject: `Cancellation confirmed: ${input.description.trip} (${input.transactionId})`,
    html: `<p>The cancellation of your ${escapeHtml(input.description.noun)} ${escapeHtml(input.transactionId)} (${escapeHtml(input.description.trip)}) is complete. GST credit note ${escapeHtml(input.creditNoteNo)}${input.refundReceiptNo ? `, refund receipt ${escapeHtml(input.refundReceiptNo)}` : ''}.</p><table>${row('Paid for what was cancelled', totals.paidPaise)}${row('Airline charge', totals.airlineChargePaise)}${row('OTA charge', totals.otaChargePaise)}${row('GST on the OTA charge', totals.gstPaise)}${totals.commissionReversedPaise > 0 ? row('Commission taken back', totals.commissionReversedPaise) : ''}${row('Refund', totals.refundPaise)}</table><p>The refund has been ${escapeHtml(input.refundedTo)}.</p>`,
  };
}

/** A reschedule done: who moved to which new booking, what it cost, and where the new tickets are. */
export function rescheduleMail(input: {
  oldTransactionId: string;
  newTransactionId: string;
  description: BookingDescription;
  totals: {
    fareDifferencePaise: number;
    airlineChargePaise: number;
    otaChargePaise: number;
    gstPaise: number;
    amountPaise: number;
  };
}) {
  const { totals } = input;
  const row = (label: string, paise: number) =>
    `<tr><td>${escapeHtml(label)}</td><td style="text-align:right">${escapeHtml(formatRupees(paise))}</td></tr>`;
  return {
    subject: `Booking rescheduled: ${input.description.trip} (${input.newTransactionId})`,
    html: `<p>The travellers you chose have been moved from booking ${escapeHtml(input.oldTransactionId)} to a new ${escapeHtml(input.description.noun)} ${escapeHtml(input.newTransactionId)} (${escapeHtml(input.description.trip)}): ${escapeHtml(input.description.references)}, with new tickets. The old tickets on that journey are no longer valid.</p><table>${row('Fare difference', totals.fareDifferencePaise)}${row('Airline change charge', totals.airlineChargePaise)}${row('Reschedule fee', totals.otaChargePaise)}${row('GST on the fee', totals.gstPaise)}${row('Paid', totals.amountPaise)}</table>`,
  };
}

/** Services added after booking: what was added for whom, and what it cost. */
export function servicesAddedMail(input: {
  transactionId: string;
  description: BookingDescription;
  lines: readonly { label: string }[];
  amountPaise: number;
}) {
  const items = input.lines.map((line) => `<li>${escapeHtml(line.label)}</li>`).join('');
  return {
    subject: `Services added: ${input.description.trip} (${input.transactionId})`,
    html: `<p>These were added to your ${escapeHtml(input.description.noun)} ${escapeHtml(input.transactionId)} (${escapeHtml(input.description.trip)}, ${escapeHtml(input.description.references)}):</p><ul>${items}</ul><p>Paid: ${escapeHtml(formatRupees(input.amountPaise))}. Your ${escapeHtml(input.description.document)} shows them.</p>`,
  };
}
