/**
 * GST on hotel accommodation (issue 23, decision 032): the rate follows the value actually charged for one
 * unit (a room) for one day, so every room-night is taxed by its own tariff. Each change of the law is a new
 * dated row, never an edit: a stay is taxed by the row in force on the day the tax is charged (the booking).
 *
 * Sources: Notification 11/2017-Central Tax (Rate) as amended by 03/2022-CT(R) (from 18 Jul 2022 the ₹1,000
 * exemption ended: up to ₹7,500 12 %, above 18 %); Notification 15/2025-CT(R) of 17 Sep 2025 (from 22 Sep
 * 2025: up to ₹7,500 5 % without input tax credit, with no option of 18 %; above ₹7,500 18 %). The rows
 * live with every other tax in `taxes.ts`.
 */
import { HOTEL_GST_SLABS, type HotelGstSlabs } from './taxes.ts';

export { HOTEL_GST_SLABS, type HotelGstSlabs };

/** The row in force on a day (the latest that has begun). */
export function hotelGstSlabsOn(day: string): HotelGstSlabs {
  const rows = HOTEL_GST_SLABS.filter((row) => row.from <= day);
  const row = rows[rows.length - 1];
  if (!row) throw new Error(`no hotel GST rate in force on ${day}`);
  return row;
}

/** The GST rate (per cent) on one room-night charged `tariffPaise`, by the row in force on `day`. */
export function hotelGstPercent(tariffPaise: number, day: string): number {
  const row = hotelGstSlabsOn(day);
  return tariffPaise <= row.thresholdPaise ? row.lowerPercent : row.upperPercent;
}

/** GST on one room-night, in paise, rounded to the nearest paisa. */
export const hotelGstPaise = (tariffPaise: number, day: string) =>
  Math.round((tariffPaise * hotelGstPercent(tariffPaise, day)) / 100);
