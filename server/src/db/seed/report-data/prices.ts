/** What a booking costs, with what the agency earns on it, and what cancelling part of it returns. */
import type { Earned } from '@tripsetu/domain/commissions.ts';
import { earningsOf } from '@tripsetu/domain/commissions.ts';
import { fareSummary, SUMMARY_LABELS, type SummaryCode, type SummaryLine } from '@tripsetu/domain/fare-summary.ts';
import { GST_ON_OTA_CHARGE_PERCENT, otaChargeOn } from '@tripsetu/domain/flight-cancellation.ts';
import type { ProductCode } from '../../schema.ts';
import { randomInt } from '../random.ts';
import type { Booking } from './model.ts';

export const gstOn = (paise: number, percent: number) => Math.round((paise * percent) / 100);

export const line = (code: SummaryCode, amountPaise: number): SummaryLine => ({
  code,
  label: SUMMARY_LABELS[code],
  amountPaise,
});

/** A product's fare, with the commission rules' earnings frozen in it, as the product's booking writes it. */
export function price(product: ProductCode, day: string, rng: () => number) {
  const earned = (parts: Omit<Earned, 'ruleId' | 'part' | 'cancellationFeePaise' | 'rescheduleFeePaise' | 'why'>) =>
    earningsOf(
      parts.commissionPaise + parts.plbCutPayPaise + parts.plbPostPayPaise > 0
        ? [
            {
              ruleId: 1,
              part: 0,
              cancellationFeePaise: null,
              rescheduleFeePaise: null,
              why: 'Generated rule',
              ...parts,
            },
          ]
        : [],
      day,
    );
  if (product === 'FLIGHT') {
    const passengers = [1, 1, 1, 1, 1, 1, 2, 2, 2, 3, 4][Math.floor(rng() * 11)] as number;
    const segments = rng() < 0.8 ? 1 : 2;
    const base = randomInt(rng, 25, 120) * 100_00 * passengers * segments;
    const yq = Math.round(base * (0.1 + rng() * 0.1));
    const k3 = Math.round((base + yq) * 0.05);
    const otherTaxes = randomInt(rng, 3, 9) * 100_00 * passengers * segments;
    const rated = rng();
    const earnings = earned({
      commissionPaise: rated < 0.3 ? 0 : Math.round((base * randomInt(rng, 50, 300)) / 10_000),
      plbCutPayPaise: rated > 0.85 ? Math.round(base * 0.005) : 0,
      plbPostPayPaise: rated > 0.6 ? Math.round(base * 0.01) : 0,
    });
    const fare = fareSummary({
      channel: 'AGENT',
      fare: { base, yq, k3, otherTaxes },
      earnings: earnings.parts.length > 0 ? earnings : null,
      ssr: { seats: 0, meals: 0, baggage: 0, specialServices: 0 },
      passengers,
      segments,
      markupPaise: rng() < 0.5 ? 0 : randomInt(rng, 1, 10) * 100_00,
    });
    return { fare, passengers, nights: 1, keepable: base + yq, taxes: k3 + otherTaxes };
  }
  const bus = product === 'BUS';
  // Seats; or rooms, each for the nights of the stay.
  const passengers = bus ? randomInt(rng, 1, 4) : randomInt(rng, 1, 2);
  const nights = bus ? 1 : randomInt(rng, 1, 4);
  const units = passengers * nights;
  const cost = (bus ? randomInt(rng, 4, 25) : randomInt(rng, 15, 90)) * 100_00 * units;
  const gstPercent = bus ? (rng() < 0.5 ? 5 : 0) : cost / units < 7_500_00 ? 12 : 18;
  const tax = gstOn(cost, gstPercent);
  const earnings = earned({
    commissionPaise: rng() < 0.35 ? 0 : Math.round((cost * (bus ? 800 : 1_000)) / 10_000),
    plbCutPayPaise: 0,
    plbPostPayPaise: !bus && rng() < 0.2 ? Math.round(cost * 0.02) : 0,
  });
  const gross = bus
    ? [line('SEAT_FARES', cost), ...(tax > 0 ? [line('FARE_GST', tax)] : [])]
    : [line('ROOM_COST', cost), line('HOTEL_GST', tax)];
  const lines = [
    ...gross,
    ...(earnings.commissionPaise > 0 ? [line('COMMISSION', -earnings.commissionPaise)] : []),
    ...(earnings.tdsPaise > 0 ? [line('TDS', earnings.tdsPaise)] : []),
  ];
  const sum = (list: SummaryLine[]) => list.reduce((total, entry) => total + entry.amountPaise, 0);
  const fare = {
    lines,
    totalPaise: sum(lines),
    customerLines: gross,
    customerTotalPaise: sum(gross),
    ...(earnings.parts.length > 0 ? { earnings } : {}),
  };
  return { fare, passengers, nights, keepable: cost, taxes: tax };
}

/** What cancelling a share of a booking on a day returns, priced as the product's rules price it. */
export function cancellationOf(booking: Booking, share: number, day: string) {
  const keepable = Math.round(booking.keepable * share);
  const taxes = Math.round(booking.taxes * share);
  const paid = keepable + taxes;
  const unit = booking.product === 'FLIGHT' ? booking.passengers : 1;
  // Deterministic from the booking (not the generator's stream), so that planning and writing agree.
  const h = (booking.id * 2_654_435_761) % 1_000;
  if (booking.product === 'HOTEL') {
    // Free cancellation, the first night charged, or a non-refundable rate (the hotel keeps it all); a hotel's
    // cancellation takes no commission back (hotel-cancellation.ts).
    const supplier = h < 300 ? 0 : h < 800 ? Math.round(paid * 0.3) : paid;
    return { paid, supplier, ota: 0, gst: 0, commissionReversed: 0, refund: paid - supplier };
  }
  const supplier = Math.min(keepable, Math.round(keepable * (0.1 + (h % 400) / 1_000)));
  const commissionReversed =
    keepable > 0 ? Math.max(0, Math.round((booking.commission * share * (keepable - supplier)) / keepable)) : 0;
  const beforeFees = Math.max(0, paid - supplier - commissionReversed);
  const otaCharge = booking.product === 'FLIGHT' ? otaChargeOn(day) * Math.max(1, Math.round(unit * share)) : 0;
  const ota = Math.max(0, Math.min(otaCharge, Math.floor((beforeFees * 100) / (100 + GST_ON_OTA_CHARGE_PERCENT))));
  const gst = gstOn(ota, GST_ON_OTA_CHARGE_PERCENT);
  const refund = Math.max(0, beforeFees - ota - gst);
  return { paid, supplier, ota, gst, commissionReversed, refund };
}
