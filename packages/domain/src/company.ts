/**
 * The one legal entity behind both sites (issue 19): its name, registered office, PAN and GSTIN appear on
 * every page, document, receipt and bank account from here. The GSTIN holds the PAN and Gujarat's code.
 */
export const COMPANY = {
  legalName: 'TripSetu Holidays Pvt. Ltd.',
  address: ['4th Floor, Setu House, C.G. Road', 'Navrangpura, Ahmedabad', 'Gujarat 380009, India'],
  city: 'Ahmedabad',
  state: 'Gujarat',
  stateCode: '24',
  pan: 'AAHCT5678K',
  gstin: '24AAHCT5678K1ZR',
  phone: '+91 79 4000 1234',
  phoneHref: 'tel:+917940001234',
  email: 'support@tripsetu.in',
  hours: 'Monday to Saturday, 9:30 AM to 7:00 PM IST',
  /** The agency support desk, in the same office: agents book late and on Sundays. */
  agentDesk: { phone: '+91 79 4000 1250', hours: '9 am to 9 pm IST, every day' },
  jurisdictionCity: 'Ahmedabad',
} as const;
