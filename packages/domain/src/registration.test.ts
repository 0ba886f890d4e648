import { describe, expect, it } from 'vitest';
import { MSG } from './messages.ts';
import { type Registration, trimmed, validateProfileDetails, validateRegistration } from './registration.ts';

const valid: Registration = {
  salutation: 'Ms',
  first_name: 'Ananya',
  last_name: 'Rao',
  contact_email: 'ananya.rao@example.in',
  mobile_number: '9876543210',
};

describe('validateRegistration (§5 Registration)', () => {
  it('accepts a complete registration', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('requires every field, with the registration messages word for word', () => {
    expect(
      validateRegistration({ salutation: '', first_name: '', last_name: ' ', contact_email: '', mobile_number: '' }),
    ).toEqual({
      salutation: 'Please select Title',
      first_name: 'Please enter firstname',
      last_name: 'Please enter last name',
      contact_email: 'Enter valid email ID',
      mobile_number: 'Enter Valid Mobile number',
    });
  });

  it('refuses names with anything but letters and spaces', () => {
    const errors = validateRegistration({ ...valid, first_name: 'Ananya1', last_name: 'R@o' });
    expect(errors.first_name).toBe(MSG.registerNameInvalid);
    expect(errors.last_name).toBe(MSG.registerLastNameInvalid);
    expect(validateRegistration({ ...valid, first_name: 'Anna Maria', last_name: 'De Souza' })).toEqual({});
  });

  it('refuses a name longer than 40 letters', () => {
    expect(validateRegistration({ ...valid, first_name: 'A'.repeat(41) }).first_name).toBe(MSG.registerNameInvalid);
  });

  it('offers Mr, Ms and Mrs only', () => {
    expect(validateRegistration({ ...valid, salutation: 'Mstr' }).salutation).toBe(MSG.registerTitleRequired);
    expect(validateRegistration({ ...valid, salutation: 'Mrs' })).toEqual({});
  });

  it('refuses a bad e-mail and a mobile that is not ten digits starting 5-9', () => {
    expect(validateRegistration({ ...valid, contact_email: 'ananya@' }).contact_email).toBe(MSG.registerEmailInvalid);
    expect(validateRegistration({ ...valid, mobile_number: '4876543210' }).mobile_number).toBe(
      MSG.registerMobileInvalid,
    );
    expect(validateRegistration({ ...valid, mobile_number: '987654321' }).mobile_number).toBe(
      MSG.registerMobileInvalid,
    );
  });

  it('reads values with spaces around them as trimmed', () => {
    expect(validateRegistration({ ...valid, first_name: ' Ananya ', mobile_number: ' 9876543210 ' })).toEqual({});
    expect(trimmed({ ...valid, first_name: ' Ananya ' }).first_name).toBe('Ananya');
  });
});

describe('validateProfileDetails', () => {
  it('checks the editable profile fields with the same rules, without the mobile', () => {
    const { mobile_number: _mobile, ...details } = valid;
    expect(validateProfileDetails(details)).toEqual({});
    expect(validateProfileDetails({ ...details, first_name: '' })).toEqual({
      first_name: MSG.registerFirstNameRequired,
    });
  });
});
