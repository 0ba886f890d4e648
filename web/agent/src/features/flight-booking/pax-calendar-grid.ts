// The month grid is shared with the consumer site's passenger calendar (decision 029): it lives in the domain.
export { monthOrThis, weeksOf } from '@tripsetu/domain/pax-calendar.ts';
