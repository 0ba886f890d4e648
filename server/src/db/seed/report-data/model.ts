/** The generator's own records of agencies, bookings and events, and the names and places it draws from. */
import type { ProductCode } from '../../schema.ts';

export type Counter = 'OPERATOR_BANK' | 'OPERATOR_ADJUSTMENTS' | 'OPERATOR_SALES' | 'GATEWAY_CLEARING';
export const PRODUCT_LETTER: Record<ProductCode, string> = { FLIGHT: 'F', BUS: 'B', HOTEL: 'H' };
export const OFFLINE_MODES = ['NEFT', 'RTGS', 'IMPS', 'Online Transfer', 'Cheque', 'Cash Deposit'] as const;
export const FIRST_NAMES = ['Aarav', 'Diya', 'Kabir', 'Meera', 'Rohan', 'Ananya', 'Vikram', 'Isha', 'Arjun', 'Sneha'];
export const LAST_NAMES = ['Sharma', 'Iyer', 'Reddy', 'Nair', 'Gupta', 'Singh', 'Das', 'Patel', 'Menon', 'Kulkarni'];
export const AIRPORTS = ['DEL', 'BOM', 'BLR', 'MAA', 'CCU', 'HYD', 'PNQ', 'GOI', 'COK', 'JAI', 'AMD', 'LKO'];
export const CARRIERS = ['6E', 'AI', 'UK', 'SG', 'QP', 'IX'];
export const CITIES = ['Mumbai', 'Delhi', 'Bengaluru', 'Chennai', 'Kolkata', 'Hyderabad', 'Pune', 'Jaipur', 'Kochi'];
export const DAY_MS = 86_400_000;

export interface Agency {
  id: number;
  accountId: number;
  ownerId: number;
  pan: string;
  balance: number;
  /** What this batch added to the wallet (written to agency_wallets with the batch). */
  pending: number;
}

export interface Booking {
  id: number;
  agency: Agency;
  product: ProductCode;
  transactionId: string;
  totalPaise: number;
  startsAt: number;
  /** Commission and PLB cut and pay, less TDS: what a cancellation takes its share of back. */
  earnedNet: number;
  plbPostPay: number;
  /** Travellers (flights, buses) or rooms (hotels), and a stay's nights (1 otherwise). */
  passengers: number;
  nights: number;
  /** Parts of the fare a cancellation prices: what the supplier may keep, and the rest. */
  keepable: number;
  taxes: number;
  commission: number;
}

/** Something that happens to the wallet at a later day than the event that planned it. */
export type Planned =
  | { type: 'services'; booking: Booking; amount: number }
  | { type: 'reschedule'; booking: Booking; amount: number; shiftDays: number }
  | { type: 'cancel'; booking: Booking; share: number }
  | { type: 'plb'; booking: Booking; reversed: number };
export type Event =
  | Planned
  | { type: 'book'; agency: Agency; product: ProductCode }
  | { type: 'deposit'; agency: Agency }
  | { type: 'note'; agency: Agency; kind: 'CREDIT_NOTE' | 'DEBIT_NOTE' | 'FUND_TRANSFER' | 'FUND_REVERSAL' };
