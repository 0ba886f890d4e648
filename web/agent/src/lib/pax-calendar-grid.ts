// The month grid of the Flight and Hotel Pax Calendars; the consumer site's passenger calendar shares it too
// (decision 029), so it lives in the domain and this is the portal's one way to it.
export { monthOrThis, shiftMonth, weeksOf } from '@tripsetu/domain/pax-calendar.ts';
