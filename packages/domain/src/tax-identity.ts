/**
 * Checks on the tax identities an agency or a traveller gives (agent-portal.md §3, §5; docs/decisions/019):
 * a GSTIN's check character, its state code and embedded PAN, a PAN's holder type, and whether a PIN code
 * can belong to the chosen state.
 */

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The 15th character of a GSTIN from its first 14: weights 1 and 2 alternating, each product split into
 * its base-36 digits and summed, then the complement modulo 36 (the GSTN's published check-sum).
 */
export function gstinCheckCharacter(first14: string): string | null {
  if (first14.length !== 14) return null;
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = BASE36.indexOf(first14[index] as string);
    if (value < 0) return null;
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36] ?? null;
}

/** Whether a well-formed GSTIN's last character is its check character. */
export function hasValidGstinCheck(gstin: string): boolean {
  const value = gstin.toUpperCase();
  return value.length === 15 && gstinCheckCharacter(value.slice(0, 14)) === value[14];
}

/**
 * GST state codes (the first two digits of a GSTIN), by the state names the forms offer. Andhra Pradesh
 * is 37 (28 before the 2014 division); Dadra and Nagar Haveli and Daman and Diu is 26 since the 2020
 * merger, and GSTINs issued under Daman and Diu's 25 are still in use.
 */
export const GST_STATE_CODES: Readonly<Record<string, readonly string[]>> = {
  'Jammu and Kashmir': ['01'],
  'Himachal Pradesh': ['02'],
  Punjab: ['03'],
  Chandigarh: ['04'],
  Uttarakhand: ['05'],
  Haryana: ['06'],
  Delhi: ['07'],
  Rajasthan: ['08'],
  'Uttar Pradesh': ['09'],
  Bihar: ['10'],
  Sikkim: ['11'],
  'Arunachal Pradesh': ['12'],
  Nagaland: ['13'],
  Manipur: ['14'],
  Mizoram: ['15'],
  Tripura: ['16'],
  Meghalaya: ['17'],
  Assam: ['18'],
  'West Bengal': ['19'],
  Jharkhand: ['20'],
  Odisha: ['21'],
  Chhattisgarh: ['22'],
  'Madhya Pradesh': ['23'],
  Gujarat: ['24'],
  'Dadra and Nagar Haveli and Daman and Diu': ['26', '25'],
  Maharashtra: ['27'],
  Karnataka: ['29'],
  Goa: ['30'],
  Lakshadweep: ['31'],
  Kerala: ['32'],
  'Tamil Nadu': ['33'],
  Puducherry: ['34'],
  'Andaman and Nicobar Islands': ['35'],
  Telangana: ['36'],
  'Andhra Pradesh': ['37', '28'],
  Ladakh: ['38'],
};

/** The state a GSTIN is registered in, by its first two digits ('' for a code the table does not know). */
export function stateOfGstin(gstin: string): string {
  const code = gstin.slice(0, 2);
  return Object.entries(GST_STATE_CODES).find(([, codes]) => codes.includes(code))?.[0] ?? '';
}

/** Whether a GSTIN's state code is one the state uses; true for a state this table does not know. */
export function gstinMatchesState(gstin: string, state: string): boolean {
  const codes = GST_STATE_CODES[state];
  return codes === undefined || codes.includes(gstin.slice(0, 2));
}

/** The PAN inside a GSTIN (characters 3 to 12). */
export const panOfGstin = (gstin: string): string => gstin.slice(2, 12).toUpperCase();

/** A PAN's fourth character says who holds it: P is an individual (C company, F firm, H HUF, T trust…). */
export const isIndividualPan = (pan: string): boolean => pan.toUpperCase()[3] === 'P';

/**
 * The first two digits of the PIN codes of each state, from India Post's postal circles. Generous where
 * circles share a range (Goa inside Maharashtra's 40, Chandigarh and Punjab in 16), so that no real
 * address is refused; it catches a PIN code from another part of India.
 */
export const PIN_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  Delhi: ['11'],
  Haryana: ['12', '13'],
  Punjab: ['14', '15', '16'],
  Chandigarh: ['16'],
  'Himachal Pradesh': ['17'],
  'Jammu and Kashmir': ['18', '19'],
  Ladakh: ['19'],
  'Uttar Pradesh': ['20', '21', '22', '23', '24', '25', '26', '27', '28'],
  Uttarakhand: ['24', '26'],
  Rajasthan: ['30', '31', '32', '33', '34'],
  Gujarat: ['36', '37', '38', '39'],
  'Dadra and Nagar Haveli and Daman and Diu': ['36', '39'],
  Maharashtra: ['40', '41', '42', '43', '44'],
  Goa: ['40'],
  'Madhya Pradesh': ['45', '46', '47', '48'],
  Chhattisgarh: ['49'],
  Telangana: ['50'],
  'Andhra Pradesh': ['50', '51', '52', '53'],
  Karnataka: ['56', '57', '58', '59'],
  'Tamil Nadu': ['60', '61', '62', '63', '64'],
  Puducherry: ['53', '60', '67'],
  Kerala: ['67', '68', '69'],
  Lakshadweep: ['68'],
  'West Bengal': ['70', '71', '72', '73', '74'],
  'Andaman and Nicobar Islands': ['74'],
  Sikkim: ['73'],
  Odisha: ['75', '76', '77'],
  Assam: ['78'],
  'Arunachal Pradesh': ['79'],
  Nagaland: ['79'],
  Manipur: ['79'],
  Mizoram: ['79'],
  Tripura: ['79'],
  Meghalaya: ['79'],
  Bihar: ['80', '81', '82', '84', '85'],
  Jharkhand: ['81', '82', '83', '84'],
};

/** Whether a six-digit PIN code can be in the state; true for a state this table does not know. */
export function pincodeMatchesState(pincode: string, state: string): boolean {
  const prefixes = PIN_PREFIXES[state];
  return prefixes === undefined || prefixes.includes(pincode.slice(0, 2));
}
