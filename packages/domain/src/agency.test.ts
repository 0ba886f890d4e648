import { describe, expect, it } from 'vitest';
import {
  can,
  GSTIN_REGEX,
  maskEmail,
  maskMobile,
  normaliseRegistration,
  PAN_REGEX,
  permissionsOf,
  validateAgencyRegistration,
  validateCompanyDetails,
  validateGstDetails,
  validateNewPassword,
  validatePersonalDetails,
  validateSignIn,
} from './agency.ts';
import { AGENT_MSG, AGENT_MSG_DECIDED } from './agent-messages.ts';
import { citiesOf, INDIAN_STATES } from './india-places.ts';
import { gstinCheckCharacter } from './tax-identity.ts';

const validForm = {
  salutation: 'Mr',
  firstName: 'Rohan',
  lastName: 'Mehta',
  email: 'Rohan@Example.in',
  mobile: '9876543210',
  category: 'Organization',
  companyName: 'Skyways Travels',
  panName: 'Skyways Travels Pvt Ltd',
  panNumber: 'aakcs1234f',
  transactionFee: 'Yes',
  address1: '301 Kamala Mills',
  address2: 'Lower Parel',
  pincode: '400013',
  city: 'Mumbai',
  state: 'Maharashtra',
  country: 'India',
  contactNumber: '022 4001 2345',
  gstHolder: '',
  gstNumber: '',
  gstEmail: '',
  gstAddress: '',
  gstPhone: '',
  gstCompany: '',
};

describe('agency registration rules (agent-portal.md §5)', () => {
  it('accepts a complete form with its PAN document and no GST details', () => {
    expect(validateAgencyRegistration(validForm, { panDocument: true, gstDocument: false })).toEqual({});
  });

  it('names every missing field with the spec message', () => {
    const errors = validateAgencyRegistration({}, { panDocument: false, gstDocument: false });
    expect(errors).toMatchObject({
      salutation: 'Please select salutation',
      firstName: 'Please enter first name',
      lastName: 'Please enter last name',
      email: 'Please enter valid email id.',
      mobile: 'Please enter mobile number.',
      category: 'Please select category',
      companyName: 'Please enter company name',
      panName: 'Please enter PAN name',
      panNumber: 'Please enter PAN number',
      transactionFee: 'Please select transaction fee',
      address1: 'Please enter address1',
      address2: 'Please enter address2',
      pincode: 'Please enter PIN code',
      city: 'Please select city',
      state: 'Please select state',
      country: 'Please select country',
      contactNumber: 'Please enter contact number',
      panDocument: 'Please upload PAN document',
    });
    expect(errors.gstDocument).toBeUndefined();
  });

  it('wants a mobile number of exactly 10 digits', () => {
    for (const mobile of ['98765', '98765432101', '98765abcde']) {
      expect(validatePersonalDetails({ ...validForm, mobile }).mobile).toBe(AGENT_MSG.mobileDigits);
    }
    expect(validatePersonalDetails(validForm).mobile).toBeUndefined();
  });

  it('checks the PAN format, upper-casing what was typed', () => {
    expect(validateCompanyDetails({ ...validForm, panNumber: 'ABCDE12345' }).panNumber).toBe(AGENT_MSG.panInvalid);
    expect(validateCompanyDetails({ ...validForm, panNumber: 'abccE1234f' }).panNumber).toBeUndefined();
    expect(PAN_REGEX.test('ABCXE1234F')).toBe(false); // X is no holder type
  });

  it('wants a six-digit PIN code not starting with 0, and a city of the chosen state', () => {
    expect(validateCompanyDetails({ ...validForm, pincode: '040001' }).pincode).toBe(AGENT_MSG_DECIDED.pincodeInvalid);
    expect(validateCompanyDetails({ ...validForm, city: 'Jaipur' }).city).toBe(AGENT_MSG_DECIDED.cityNotInState);
    expect(validateCompanyDetails({ ...validForm, state: 'Atlantis' }).state).toBe(AGENT_MSG.stateRequired);
  });

  it('refuses a contact number that is not a phone number', () => {
    expect(validateCompanyDetails({ ...validForm, contactNumber: '12345' }).contactNumber).toBe(AGENT_MSG.phoneInvalid);
    expect(validateCompanyDetails({ ...validForm, contactNumber: '+91 80 4567 8900' }).contactNumber).toBeUndefined();
  });

  it('requires each GST field once any is given, and then the GST document', () => {
    const partial = { ...validForm, gstNumber: '27AAKCS1234F1ZI' };
    expect(validateGstDetails(partial)).toEqual({
      gstHolder: AGENT_MSG.gstHolderRequired,
      gstEmail: AGENT_MSG.gstEmailRequired,
      gstAddress: AGENT_MSG.gstAddressRequired,
      gstPhone: AGENT_MSG.gstPhoneRequired,
    });
    const complete = {
      ...partial,
      gstHolder: 'Skyways',
      gstEmail: 'gst@skyways.in',
      gstAddress: 'Lower Parel',
      gstPhone: '022 4001 2345',
    };
    expect(validateGstDetails(complete)).toEqual({});
    expect(validateAgencyRegistration(complete, { panDocument: true, gstDocument: false }).gstDocument).toBe(
      AGENT_MSG.gstDocumentRequired,
    );
    expect(validateGstDetails({ ...complete, gstNumber: '27AAKCS1234F1X5' }).gstNumber).toBe(
      AGENT_MSG_DECIDED.gstNumberInvalid,
    );
    expect(GSTIN_REGEX.test('29ABCPE1234F1Z5')).toBe(true);
  });

  it('checks a GSTIN as the GST network does: its check digit, the agency PAN inside it, its state code', () => {
    const gst = {
      gstHolder: 'Skyways',
      gstEmail: 'gst@skyways.in',
      gstAddress: 'Lower Parel',
      gstPhone: '022 4001 2345',
    };
    // One character changed: the format holds, the check digit does not.
    expect(validateGstDetails({ ...gst, gstNumber: '27AAKCS1234F1ZJ' }).gstNumber).toBe(
      AGENT_MSG_DECIDED.gstNumberCheckFailed,
    );
    // A traveller's GST details have no PAN or state to compare with: the check digit is enough.
    expect(validateGstDetails({ ...gst, gstNumber: '29ABCPE1234F1Z7' })).toEqual({});
    const agency = { ...validForm, ...gst };
    expect(validateGstDetails({ ...agency, gstNumber: '27AAKCS1234F1ZI' })).toEqual({});
    expect(validateGstDetails({ ...agency, gstNumber: '29ABCPE1234F1Z7' }).gstNumber).toBe(
      AGENT_MSG_DECIDED.gstNumberOtherPan,
    );
    // Karnataka's code (29) with the agency's PAN, for an agency in Maharashtra (27).
    const karnataka = `29AAKCS1234F1Z${gstinCheckCharacter('29AAKCS1234F1Z')}`;
    expect(validateGstDetails({ ...agency, gstNumber: karnataka }).gstNumber).toBe(
      AGENT_MSG_DECIDED.gstNumberOtherState,
    );
    expect(validateGstDetails({ ...agency, state: 'Karnataka', gstNumber: karnataka })).toEqual({});
  });

  it('wants an organization without an individual PAN, and an individual with one', () => {
    expect(validateCompanyDetails({ ...validForm, panNumber: 'AAKPS1234F' }).panNumber).toBe(
      AGENT_MSG_DECIDED.organizationPanIndividual,
    );
    const individual = { ...validForm, category: 'Individual' as const };
    expect(validateCompanyDetails({ ...individual, panNumber: 'AAKPS1234F' }).panNumber).toBeUndefined();
    expect(validateCompanyDetails(individual).panNumber).toBe(AGENT_MSG_DECIDED.individualPanNotIndividual);
  });

  it("refuses a PIN code from another state: Delhi's 110001 in Kerala", () => {
    const kerala = { ...validForm, state: 'Kerala', city: 'Kochi' };
    expect(validateCompanyDetails({ ...kerala, pincode: '110001' }).pincode).toBe(AGENT_MSG_DECIDED.pincodeOtherState);
    expect(validateCompanyDetails({ ...kerala, pincode: '682001' }).pincode).toBeUndefined();
  });

  it('stores PAN and GSTIN upper case and e-mails lower case, trimmed', () => {
    const stored = normaliseRegistration({ ...validForm, firstName: '  Rohan ', gstNumber: '27aakcs1234f1zi' });
    expect(stored.panNumber).toBe('AAKCS1234F');
    expect(stored.email).toBe('rohan@example.in');
    expect(stored.firstName).toBe('Rohan');
    expect(stored.gstNumber).toBe('27AAKCS1234F1ZI');
  });

  it('lists every state and union territory with cities', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    for (const state of INDIAN_STATES) expect(citiesOf(state.name).length).toBeGreaterThan(0);
  });
});

describe('sign-in and passwords', () => {
  it('asks for user id and password with the spec messages', () => {
    expect(validateSignIn({})).toEqual({ userId: 'Please enter user id.', password: 'Please enter password.' });
    expect(validateSignIn({ userId: 'a@b.in', password: 'x' })).toEqual({});
  });

  it('wants new and confirm password to match, and a password of 8 to 64 with a letter and a digit', () => {
    expect(validateNewPassword('Secret123', 'Secret124').confirmPassword).toBe(
      'New password and confirm password must match.',
    );
    for (const weak of ['short1', 'onlyletters', '12345678', `a1${'x'.repeat(63)}`]) {
      expect(validateNewPassword(weak, weak).newPassword).toBe(AGENT_MSG_DECIDED.passwordWeak);
    }
    expect(validateNewPassword('Secret123', 'Secret123')).toEqual({});
  });
});

describe('roles and permissions (agent-portal.md §6, decided)', () => {
  it('lets owners manage staff and the profile, and staff neither', () => {
    expect(can('OWNER', 'staff.manage')).toBe(true);
    expect(can('OWNER', 'profile.edit')).toBe(true);
    expect(can('STAFF', 'staff.manage')).toBe(false);
    expect(can('STAFF', 'profile.edit')).toBe(false);
    expect(can('STAFF', 'support.use')).toBe(true);
  });

  it('keeps the back office to administrators', () => {
    for (const role of ['OWNER', 'STAFF'] as const) {
      expect(permissionsOf(role)).not.toContain('applications.review');
      expect(permissionsOf(role)).not.toContain('agents.view');
    }
    expect(permissionsOf('ADMIN')).toEqual(
      expect.arrayContaining([
        'applications.review',
        'agents.view',
        'agents.status',
        'support.answer',
        'bookings.admin',
      ]),
    );
    expect(can('ADMIN', 'support.use')).toBe(false);
    expect(can('OWNER', 'bookings.admin')).toBe(false);
  });
});

describe('masking destinations in messages', () => {
  it('shows only the ends of a mobile and the first letter of an e-mail', () => {
    expect(maskMobile('9876543210')).toBe('98••••3210');
    expect(maskEmail('rohan@example.in')).toBe('r•••@example.in');
  });
});
