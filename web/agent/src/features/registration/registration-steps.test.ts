import { UPLOAD_MAX_BYTES } from '@tripsetu/domain/agency.ts';
import { AGENT_MSG, AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import { describe, expect, it } from 'vitest';
import {
  checkDocument,
  type Documents,
  EMPTY_REGISTRATION,
  formatFileSize,
  registrationFormData,
  STEP_TITLES,
  stepOfField,
  stepOfFirstError,
  VERIFY_STEP,
  validateRegistration,
  validateStep,
} from './registration-steps.ts';

const COMPLETE = {
  ...EMPTY_REGISTRATION,
  salutation: 'Ms',
  firstName: 'Asha',
  lastName: 'Kulkarni',
  email: 'Asha@SkyTrails.in',
  mobile: '9876543210',
  category: 'Organization',
  companyName: 'Sky Trails Travels',
  panName: 'Sky Trails Travels',
  panNumber: 'abcfk1234d',
  transactionFee: 'No',
  address1: '12, MG Road',
  address2: 'Ashok Nagar',
  pincode: '560001',
  state: 'Karnataka',
  city: 'Bengaluru',
  contactNumber: '080 4123 4567',
};

const pan = new File(['%PDF-1.4'], 'pan.pdf', { type: 'application/pdf' });
const NO_DOCUMENTS: Documents = { panDocument: null, gstDocument: null };

describe('the step that holds a field', () => {
  it('maps each form field to its step', () => {
    expect(stepOfField('email')).toBe(0);
    expect(stepOfField('panNumber')).toBe(1);
    expect(stepOfField('city')).toBe(1);
    expect(stepOfField('gstNumber')).toBe(2);
    expect(stepOfField('gstDocument')).toBe(3);
  });

  it('knows no step for a field the form does not have', () => {
    expect(stepOfField('registrationToken')).toBeNull();
  });
});

describe('stepOfFirstError', () => {
  it('sends the agent to the earliest step with a message', () => {
    expect(stepOfFirstError({ gstDocument: AGENT_MSG.gstDocumentRequired, panNumber: AGENT_MSG.panInvalid })).toBe(1);
    expect(stepOfFirstError({ email: AGENT_MSG_DECIDED.emailInUse })).toBe(0);
  });

  it('ignores empty messages and fields of no step', () => {
    expect(stepOfFirstError({ firstName: undefined, gstEmail: AGENT_MSG.gstEmailRequired })).toBe(2);
    expect(stepOfFirstError({ something: 'Validation error.' })).toBeNull();
    expect(stepOfFirstError({})).toBeNull();
  });
});

describe('validateStep', () => {
  it('checks only the fields of the step being left', () => {
    expect(Object.keys(validateStep(0, EMPTY_REGISTRATION, NO_DOCUMENTS)).sort()).toEqual(
      ['email', 'firstName', 'lastName', 'mobile', 'salutation'].sort(),
    );
    expect(validateStep(0, COMPLETE, NO_DOCUMENTS)).toEqual({});
  });

  it('leaves GST optional until one GST field is given', () => {
    expect(validateStep(2, COMPLETE, NO_DOCUMENTS)).toEqual({});
    const errors = validateStep(2, { ...COMPLETE, gstCompany: 'Sky Trails' }, NO_DOCUMENTS);
    expect(errors.gstHolder).toBe(AGENT_MSG.gstHolderRequired);
    expect(errors.gstPhone).toBe(AGENT_MSG.gstPhoneRequired);
  });

  it('asks for the GST document only once GST details are given', () => {
    expect(validateStep(3, COMPLETE, NO_DOCUMENTS)).toEqual({ panDocument: AGENT_MSG.panDocumentRequired });
    expect(validateStep(3, COMPLETE, { panDocument: pan, gstDocument: null })).toEqual({});
    expect(validateStep(3, { ...COMPLETE, gstHolder: 'Sky Trails' }, { panDocument: pan, gstDocument: null })).toEqual({
      gstDocument: AGENT_MSG.gstDocumentRequired,
    });
  });

  it('finds, before submitting, a step left wrong earlier', () => {
    const errors = validateRegistration({ ...COMPLETE, pincode: '' }, { panDocument: pan, gstDocument: null });
    expect(stepOfFirstError(errors)).toBe(1);
  });
});

describe('the steps', () => {
  it('ends with the OTP step after the four form steps', () => {
    expect(VERIFY_STEP).toBe(4);
    expect(STEP_TITLES).toHaveLength(5);
  });
});

describe('checkDocument', () => {
  it('accepts the allowed types up to 4 MB', () => {
    expect(checkDocument({ name: 'PAN.JPG', size: UPLOAD_MAX_BYTES })).toBeNull();
    expect(checkDocument({ name: 'gst.docx', size: 10 })).toBeNull();
  });

  it('refuses a file above 4 MB', () => {
    expect(checkDocument({ name: 'pan.pdf', size: UPLOAD_MAX_BYTES + 1 })).toBe(AGENT_MSG_DECIDED.fileTooLarge);
  });

  it('refuses other types', () => {
    expect(checkDocument({ name: 'pan.exe', size: 10 })).toBe(AGENT_MSG_DECIDED.fileTypeRefused);
    expect(checkDocument({ name: 'pan', size: 10 })).toBe(AGENT_MSG_DECIDED.fileTypeRefused);
  });

  it('describes a file size the way people read it', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(3.5 * 1024 * 1024)).toBe('3.5 MB');
  });
});

describe('registrationFormData', () => {
  it('sends the normalised fields and the files under their field names', () => {
    const body = registrationFormData(COMPLETE, { panDocument: pan, gstDocument: null });
    expect(body.get('panNumber')).toBe('ABCFK1234D');
    expect(body.get('email')).toBe('asha@skytrails.in');
    expect(body.get('country')).toBe('India');
    expect((body.get('panDocument') as File).name).toBe('pan.pdf');
    expect(body.has('gstDocument')).toBe(false);
  });
});
