import { addDays, isoWeekday, todayInIndia } from '@tripsetu/domain/dates.ts';
import { allocateRooms } from '@tripsetu/domain/pricing.ts';
import type { App } from '../app.ts';
import { callGateway } from './harness.ts';

/** The first date on or after `from` days ahead on which the package operates. */
export function operatingDate(isoWeekdays: number[], fromDaysAhead: number): string {
  let date = addDays(todayInIndia(), fromDaysAhead);
  while (!isoWeekdays.includes(isoWeekday(date))) date = addDays(date, 1);
  return date;
}

export async function firstPackageAt(app: App['app'], destination: string) {
  const jdate = addDays(todayInIndia(), 30);
  const search = await callGateway(app, {
    opid: 'MP003',
    actioncode: 'search',
    package_destination: destination,
    jdate,
    numdays: 5,
    numadults: 2,
  });
  const packageId = search.body.Result[0].package_id as number;
  const details = await callGateway(app, {
    opid: 'MP003',
    actioncode: 'getdetails',
    package_id: packageId,
    agentid: 'SUPER',
  });
  return details.body.Result;
}

let nextContact = Math.floor(Math.random() * 50_000);

/**
 * A valid `requestpackage` form for 2 adults and 1 child, repriced first as the site does, with a
 * lead contact of its own; `override` replaces fields to make it invalid.
 */
export async function validBookingForm(
  app: App['app'],
  destination = 'Goa',
  override: Record<string, string | number> = {},
): Promise<Record<string, string | number>> {
  const details = await firstPackageAt(app, destination);
  const master = details.packagemaster;
  // Requests are limited per contact (issue 17).
  const n = nextContact++;
  const email = `arjun.mehta.${n}@example.in`;
  const mobile = `98765${String(n).padStart(5, '0')}`;
  const city = details.packagecityprices[0].departingcity as string;
  const { package_type, meal_plan } = details.packageprices[0];
  const mix = allocateRooms(2, 1, 0);
  const reprice = await callGateway(app, {
    opid: 'MP003',
    actioncode: 'getpackagefare',
    package_id: master.package_id,
    agentid: 'SUPER',
    selected_packagetype: package_type,
    ex_city: city,
    meal_plan,
    ...mix,
  });
  const depdate = operatingDate(master.operatesondays_iso, 40);
  const childDob = addDays(todayInIndia(), -365 * 6);
  const passengers = [
    { type: 'adult', title: 'Mr', first_name: 'Arjun', last_name: 'Mehta', dob: '' },
    { type: 'adult', title: 'Mrs', first_name: 'Kavya', last_name: 'Mehta', dob: '' },
    { type: 'child', title: 'Mstr', first_name: 'Vihaan', last_name: 'Mehta', dob: childDob },
  ].map((p) => ({ ...p, email, contact_number: mobile, passport_number: 'NA' }));
  return {
    opid: 'MP003',
    actioncode: 'requestpackage',
    package_id: master.package_id,
    numrooms: 1,
    ...mix,
    hotelpref: 'Any',
    mealpref: 'Vegetarian',
    transportpref: 'Car',
    travelpref: 'Economy',
    domint: 'domestic',
    paymentmode: 'creditcard',
    pgname: '',
    request_remarks: 'Ground floor room please',
    clientip: '203.0.113.9',
    passengerjson: JSON.stringify(passengers),
    packagefarejson: JSON.stringify(reprice.body.Result),
    paxemail: email,
    paxmobile: mobile,
    paxfname: 'Arjun',
    paxlname: 'Mehta',
    paxtitle: 'Mr',
    paxadders: '12 MG Road, Pune',
    paxcity: city,
    package_depdate: depdate,
    package_returndate: addDays(depdate, master.noof_nights),
    selected_packagetype: package_type,
    selected_mealplan: meal_plan,
    ex_city: city,
    ...override,
  };
}
