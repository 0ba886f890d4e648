import type { AgencyProfile } from '@tripsetu/domain/agent-api.ts';
import { AGENT_MSG, AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../lib/format-date.ts';
import { fixedAgencyFacts } from './components/agency-facts.tsx';
import {
  logoFileProblem,
  profileFormValues,
  profileUpdateBody,
  validatePasswordChange,
  validateProfileForm,
} from './profile-form.ts';

const profile: AgencyProfile = {
  agency: {
    id: 7,
    code: 'TSA0007',
    status: 'APPROVED',
    category: 'Organization',
    companyName: 'Skyways Travels',
    panName: 'Skyways Travels',
    panNumber: 'ABCFS1234K',
    transactionFee: 'Yes',
    transactionFeeActiveFrom: '2026-11-04T08:35:00Z',
    address1: '12 MG Road',
    address2: 'Shivajinagar',
    pincode: '411005',
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    contactNumber: '020 2553 1234',
    gstHolder: '',
    gstNumber: '',
    gstEmail: '',
    gstAddress: '',
    gstPhone: '',
    gstCompany: '',
    website: '',
    iataCode: '',
    alternateEmail: '',
    logoUrl: null,
    registeredAt: '2026-11-01T08:35:00Z',
    approvedAt: '2026-11-02T08:35:00Z',
    rejectionReason: null,
  },
  user: {
    id: 3,
    userId: 'owner@skyways.in',
    role: 'OWNER',
    salutation: 'Mr',
    firstName: 'Ravi',
    lastName: 'Kulkarni',
    email: 'owner@skyways.in',
    mobile: '9876543210',
    permissions: [],
    agency: { id: 7, code: 'TSA0007', name: 'Skyways Travels', hasLogo: false },
  },
  documents: [],
};

describe('profile form', () => {
  it('accepts the stored profile as it is', () => {
    expect(validateProfileForm(profileFormValues(profile), profile)).toEqual({});
  });

  it('checks only the fields an owner can change, with the registration messages', () => {
    const values = { ...profileFormValues(profile), firstName: '', mobile: '12345', city: '' };
    expect(validateProfileForm(values, profile)).toEqual({
      firstName: AGENT_MSG.firstNameRequired,
      mobile: AGENT_MSG.mobileDigits,
      city: AGENT_MSG.cityRequired,
    });
  });

  it('asks for the rest of the GST details once one is given', () => {
    const errors = validateProfileForm({ ...profileFormValues(profile), gstHolder: 'Skyways' }, profile);
    expect(errors.gstNumber).toBe(AGENT_MSG.gstNumberRequired);
    expect(errors.gstEmail).toBe(AGENT_MSG.gstEmailRequired);
  });

  it('refuses a website without its scheme and a short IATA code', () => {
    const errors = validateProfileForm(
      { ...profileFormValues(profile), website: 'skyways.in', iataCode: '123' },
      profile,
    );
    expect(Object.keys(errors).sort()).toEqual(['iataCode', 'website']);
  });

  it('sends trimmed values, the GSTIN in upper case and e-mails in lower case', () => {
    const body = profileUpdateBody({
      ...profileFormValues(profile),
      companyName: '  Skyways Travels ',
      gstNumber: '27abcfs1234k1z7',
      alternateEmail: 'Accounts@Skyways.in',
    });
    expect(body.companyName).toBe('Skyways Travels');
    expect(body.gstNumber).toBe('27ABCFS1234K1Z7');
    expect(body.alternateEmail).toBe('accounts@skyways.in');
    expect(body).not.toHaveProperty('email');
  });
});

describe('logo upload', () => {
  it('refuses a file above 4 MB before sending it', () => {
    expect(logoFileProblem({ name: 'logo.png', size: 4 * 1024 * 1024 + 1 })).toBe(AGENT_MSG_DECIDED.fileTooLarge);
    expect(logoFileProblem({ name: 'logo.png', size: 4 * 1024 * 1024 })).toBeNull();
  });

  it('takes jpg, jpeg, gif and png only', () => {
    expect(logoFileProblem({ name: 'LOGO.JPEG', size: 10 })).toBeNull();
    expect(logoFileProblem({ name: 'logo.gif', size: 10 })).toBeNull();
    expect(logoFileProblem({ name: 'logo.pdf', size: 10 })).toBe(AGENT_MSG_DECIDED.logoTypeRefused);
  });
});

describe('change password', () => {
  it('needs the current password, a strong new one and a matching confirmation', () => {
    expect(validatePasswordChange({ currentPassword: '', newPassword: 'short', confirmPassword: 'other' })).toEqual({
      currentPassword: AGENT_MSG.passwordRequired,
      newPassword: AGENT_MSG_DECIDED.passwordWeak,
      confirmPassword: AGENT_MSG.passwordsDiffer,
    });
    expect(
      validatePasswordChange({ currentPassword: 'Agent@2026', newPassword: 'Agent2027', confirmPassword: 'Agent2027' }),
    ).toEqual({});
  });
});

describe('dates', () => {
  it("shows an instant in India's time as '22 Nov 2026, 14:05'", () => {
    expect(formatDateTime('2026-11-22T08:35:00Z')).toBe('22 Nov 2026, 14:05');
    expect(formatDateTime('2026-09-02T18:35:00Z')).toBe('3 Sep 2026, 00:05');
    expect(formatDate('2026-11-22T20:00:00Z')).toBe('23 Nov 2026');
  });

  it('shows a dash when there is no time', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
  });
});

describe('fixed agency facts', () => {
  const labels = (p: AgencyProfile) => fixedAgencyFacts(p).map((fact) => fact.label);

  it('gives the transaction fee activation date only when the agency pays the fee', () => {
    expect(labels(profile)).toContain('Transaction fee active from');
    const noFee = { ...profile, agency: { ...profile.agency, transactionFee: 'No' as const } };
    expect(labels(noFee)).toContain('Transaction fee');
    expect(labels(noFee)).not.toContain('Transaction fee active from');
  });
});
