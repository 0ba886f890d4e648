import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { travellerExtrasText } from '@tripsetu/domain/flight-extras.ts';
import { describe, expect, it } from 'vitest';
import { documentPdfUrl } from './api/booking-documents.ts';
import { isFlightDocument } from './FlightDocumentPage.tsx';

describe('flight documents', () => {
  it('knows the three documents and nothing else', () => {
    expect(isFlightDocument('e-ticket')).toBe(true);
    expect(isFlightDocument('tax-invoice')).toBe(true);
    expect(isFlightDocument('customer-invoice')).toBe(true);
    expect(isFlightDocument('voucher')).toBe(false);
    expect(isFlightDocument(undefined)).toBe(false);
  });

  it('links the PDF, with the fare choice for e-tickets only', () => {
    expect(documentPdfUrl('12', 'e-ticket', false)).toBe('/api/v1/flights/bookings/12/documents/e-ticket?fare=false');
    expect(documentPdfUrl('12', 'tax-invoice', false)).toBe('/api/v1/flights/bookings/12/documents/tax-invoice');
  });

  it('lists a traveller’s seats, meals, baggage and services', () => {
    const traveller = {
      legs: [
        { seats: ['14C'], meals: ['VGML'], baggage: ['XB10'], services: ['WCHR'] },
        { seats: [''], meals: [''], baggage: [], services: [] },
      ],
    } as unknown as FlightBooking['travellers'][number];
    // Services by the names customers know, not the airline's codes.
    expect(travellerExtrasText(traveller)).toBe(
      'Seat 14C, Vegetarian meal, +10 kg, Wheelchair to the aircraft door (can climb steps)',
    );
  });
});
