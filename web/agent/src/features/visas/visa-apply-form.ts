import { todayInIndia } from '@tripsetu/domain/dates.ts';
import type { VisaTypeRow } from '@tripsetu/domain/visa-api.ts';
import { checkVisaTraveller, VISA_MSG, type VisaTravellerForm, visaDocumentField } from '@tripsetu/domain/visas.ts';

/** The apply form's draft: the traveller's fields and a file per checklist item. */
export interface VisaApplyDraft extends VisaTravellerForm {
  documents: (File | null)[];
}

export const emptyDraft = (type: VisaTypeRow): VisaApplyDraft => ({
  title: '',
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  nationality: 'IN',
  passportNumber: '',
  passportExpiryDate: '',
  travelDate: '',
  documents: type.checklist.map(() => null),
});

/** The same checks the server makes, so that a mistake shows before the fee is asked for. */
export function draftErrors(draft: VisaApplyDraft, type: VisaTypeRow): Record<string, string> {
  const errors: Record<string, string> = {
    ...checkVisaTraveller(draft, { today: todayInIndia(), processingDays: type.processingDays }),
  };
  draft.documents.forEach((file, index) => {
    if (!file) errors[visaDocumentField(index)] = VISA_MSG.documentRequired;
  });
  return errors;
}
