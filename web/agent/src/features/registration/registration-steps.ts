import {
  type AgencyRegistrationForm,
  DOCUMENT_TYPES,
  type FieldErrors,
  GST_FIELDS,
  hasGstDetails,
  normaliseRegistration,
  UPLOAD_MAX_BYTES,
  validateAgencyRegistration,
  validateCompanyDetails,
  validateGstDetails,
  validatePersonalDetails,
} from '@tripsetu/domain/agency.ts';
import { AGENT_MSG, AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import type { TextKey } from '../../i18n/i18n.ts';

/**
 * The registration wizard of agent-portal.md §2: personal, company and GST details, the PAN and
 * GST uploads, then the e-mail and mobile OTPs. Each form step holds these fields, in screen order.
 */
export type DocumentField = 'panDocument' | 'gstDocument';
export type RegistrationField = keyof AgencyRegistrationForm | DocumentField;

export interface RegistrationStep {
  title: TextKey;
  fields: readonly RegistrationField[];
}

export const FORM_STEPS: readonly RegistrationStep[] = [
  { title: 'registration.step.personal', fields: ['salutation', 'firstName', 'lastName', 'email', 'mobile'] },
  {
    title: 'registration.step.company',
    fields: [
      'category',
      'companyName',
      'panName',
      'panNumber',
      'transactionFee',
      'address1',
      'address2',
      'pincode',
      'country',
      'state',
      'city',
      'contactNumber',
    ],
  },
  { title: 'registration.step.gst', fields: GST_FIELDS },
  { title: 'registration.step.documents', fields: ['panDocument', 'gstDocument'] },
];

/** The step after the form: the two OTPs. */
export const VERIFY_STEP = FORM_STEPS.length;
export const STEP_TITLES: readonly TextKey[] = [...FORM_STEPS.map((step) => step.title), 'registration.step.verify'];

export type Documents = Record<DocumentField, File | null>;

export const EMPTY_REGISTRATION: AgencyRegistrationForm = {
  salutation: '',
  firstName: '',
  lastName: '',
  email: '',
  mobile: '',
  category: '',
  companyName: '',
  panName: '',
  panNumber: '',
  transactionFee: '',
  address1: '',
  address2: '',
  pincode: '',
  city: '',
  state: '',
  // §3 lists a country; the portal serves Indian agencies only (agency.ts AGENT_COUNTRIES).
  country: 'India',
  contactNumber: '',
  gstHolder: '',
  gstNumber: '',
  gstEmail: '',
  gstAddress: '',
  gstPhone: '',
  gstCompany: '',
};

export type RegistrationErrors = Partial<Record<string, string>>;

/** The step that holds a field (the server's field names are the form's), or null for a field of none. */
export function stepOfField(field: string): number | null {
  const index = FORM_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field));
  return index === -1 ? null : index;
}

/** The earliest step with a message, where the agent has to go first; null when no message is on a step. */
export function stepOfFirstError(errors: RegistrationErrors): number | null {
  const steps = Object.entries(errors)
    .filter(([, message]) => Boolean(message))
    .map(([field]) => stepOfField(field))
    .filter((step): step is number => step !== null);
  return steps.length === 0 ? null : Math.min(...steps);
}

function validateDocuments(form: AgencyRegistrationForm, documents: Documents): FieldErrors<DocumentField> {
  const errors: FieldErrors<DocumentField> = {};
  if (!documents.panDocument) errors.panDocument = AGENT_MSG.panDocumentRequired;
  if (hasGstDetails(form) && !documents.gstDocument) errors.gstDocument = AGENT_MSG.gstDocumentRequired;
  return errors;
}

/** The checks of one step, run on Next: the domain's rules, so the screen and the server say the same. */
export function validateStep(step: number, form: AgencyRegistrationForm, documents: Documents): RegistrationErrors {
  switch (step) {
    case 0:
      return validatePersonalDetails(form);
    case 1:
      return validateCompanyDetails(form);
    case 2:
      return validateGstDetails(form);
    case 3:
      return validateDocuments(form, documents);
    default:
      return {};
  }
}

/** Everything, before submitting: an earlier step may have been left wrong (e.g. GST given after the uploads). */
export function validateRegistration(form: AgencyRegistrationForm, documents: Documents): RegistrationErrors {
  return validateAgencyRegistration(form, {
    panDocument: documents.panDocument !== null,
    gstDocument: documents.gstDocument !== null,
  });
}

/** A document the server would refuse (§5: at most 4 MB; jpeg, jpg, png, pdf or docx), or null. */
export function checkDocument(file: { name: string; size: number }): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!file.name.includes('.') || !(DOCUMENT_TYPES as readonly string[]).includes(extension)) {
    return AGENT_MSG_DECIDED.fileTypeRefused;
  }
  if (file.size > UPLOAD_MAX_BYTES) return AGENT_MSG_DECIDED.fileTooLarge;
  return null;
}

export const DOCUMENT_ACCEPT = DOCUMENT_TYPES.map((type) => `.${type}`).join(',');

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** POST /registrations is multipart: the normalised fields and the two files. */
export function registrationFormData(form: AgencyRegistrationForm, documents: Documents): FormData {
  const body = new FormData();
  for (const [field, value] of Object.entries(normaliseRegistration(form))) body.append(field, value);
  if (documents.panDocument) body.append('panDocument', documents.panDocument);
  if (documents.gstDocument) body.append('gstDocument', documents.gstDocument);
  return body;
}
