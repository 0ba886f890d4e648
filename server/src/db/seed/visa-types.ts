import { type VisaTypeBody, visaTypeBody } from '@tripsetu/domain/visa-api.ts';
import type { AgentUser } from '../../modules/agents/agents.service.ts';
import type { VisasService } from '../../modules/visas/visas.service.ts';

const PASSPORT = 'Passport front page\nPassport back page';
const PHOTO = 'Photograph on a white background';

/**
 * The demo's visa types (demo mode only, decision 043): one or two per destination, with fees near what Indian visa
 * desks asked in late 2026, rounded. Demo figures, not a source: the back office keeps the real ones.
 */
export const DEMO_VISA_TYPES: VisaTypeBody[] = [
  {
    destination: 'AE',
    name: '30-day tourist visa',
    entry: 'SINGLE',
    stayDays: '30',
    validityDays: '58',
    processingDays: '4',
    fee: '7200',
    checklist: `${PASSPORT}\n${PHOTO}\nReturn flight ticket`,
  },
  {
    destination: 'AE',
    name: '60-day tourist visa',
    entry: 'SINGLE',
    stayDays: '60',
    validityDays: '90',
    processingDays: '4',
    fee: '12500',
    checklist: `${PASSPORT}\n${PHOTO}\nReturn flight ticket`,
  },
  {
    destination: 'TH',
    name: 'Tourist e-Visa',
    entry: 'SINGLE',
    stayDays: '60',
    validityDays: '90',
    processingDays: '10',
    fee: '3500',
    checklist: `${PASSPORT}\n${PHOTO}\nBank statement of the last 6 months\nHotel booking`,
  },
  {
    destination: 'SG',
    name: 'Tourist e-Visa',
    entry: 'MULTIPLE',
    stayDays: '30',
    validityDays: '730',
    processingDays: '5',
    fee: '3200',
    refundable: true,
    checklist: `${PASSPORT}\n${PHOTO}\nForm 14A signed by the traveller`,
  },
  {
    destination: 'MY',
    name: 'eVisa',
    entry: 'SINGLE',
    stayDays: '30',
    validityDays: '90',
    processingDays: '3',
    fee: '2900',
    checklist: `${PASSPORT}\n${PHOTO}\nReturn flight ticket`,
  },
  {
    destination: 'LK',
    name: 'Electronic Travel Authorisation (ETA)',
    entry: 'MULTIPLE',
    stayDays: '30',
    validityDays: '180',
    processingDays: '2',
    fee: '1500',
    refundable: true,
    checklist: `Passport front page\nReturn flight ticket`,
  },
  {
    destination: 'GB',
    name: 'Standard Visitor visa (6 months)',
    entry: 'MULTIPLE',
    stayDays: '180',
    validityDays: '180',
    processingDays: '15',
    fee: '14500',
    checklist: `${PASSPORT}\n${PHOTO}\nBank statement of the last 6 months\nIncome tax returns of 2 years\nCover letter`,
  },
  {
    destination: 'US',
    name: 'B1/B2 visitor visa',
    entry: 'MULTIPLE',
    stayDays: '180',
    validityDays: '3650',
    processingDays: '60',
    fee: '16000',
    checklist: `${PASSPORT}\n${PHOTO}\nDS-160 confirmation page\nBank statement of the last 6 months`,
  },
  {
    destination: 'SCHENGEN',
    name: 'Short-stay visa (type C)',
    entry: 'MULTIPLE',
    stayDays: '90',
    validityDays: '180',
    processingDays: '15',
    fee: '8500',
    checklist: `${PASSPORT}\n${PHOTO}\nTravel insurance of €30,000 cover\nHotel booking\nBank statement of the last 6 months`,
  },
];

/** Adds the demo's types that no live type of the same destination and name already covers. */
export async function seedDemoVisaTypes(visas: VisasService): Promise<number> {
  const live = await visas.types();
  const demo = { first_name: 'TripSetu', last_name: 'demo' } as AgentUser;
  let added = 0;
  for (const type of DEMO_VISA_TYPES) {
    if (live.some((row) => row.destination === type.destination && row.name === type.name)) continue;
    await visas.addType(demo, visaTypeBody.parse(type));
    added += 1;
  }
  return added;
}
