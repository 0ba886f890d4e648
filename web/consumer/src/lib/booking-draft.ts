import type { CityPriceRow, PackageMaster, RepriceResult } from '@tripsetu/domain/gateway-contract.ts';
import type { RoomMix } from '@tripsetu/domain/pricing.ts';

/**
 * What Book Now carries to the booking screen (§2): the package, the chosen city price row and the
 * reprice result, plus the trip chosen on the details page. Kept in sessionStorage so a reload keeps it.
 */
export interface BookingDraft {
  package: Pick<
    PackageMaster,
    | 'package_id'
    | 'package_name'
    | 'package_destination'
    | 'noof_days'
    | 'noof_nights'
    | 'operatesondays'
    | 'package_cancellation_policy'
  > & { image: string };
  cityPrice: CityPriceRow;
  packageType: string;
  mealPlan: string;
  depdate: string;
  counts: { numadults: number; numchildren: number; numinfants: number };
  mix: RoomMix;
  reprice: RepriceResult;
}

const KEY = 'tripsetu.bookingDraft';

export function saveBookingDraft(draft: BookingDraft): void {
  sessionStorage.setItem(KEY, JSON.stringify(draft));
}

export function loadBookingDraft(): BookingDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as BookingDraft) : null;
  } catch {
    return null;
  }
}

export function clearBookingDraft(): void {
  sessionStorage.removeItem(KEY);
}
