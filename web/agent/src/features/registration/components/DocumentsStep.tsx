import { Stack, Text } from '@mantine/core';
import { hasGstDetails } from '@tripsetu/domain/agency.ts';
import { t } from '../../../i18n/i18n.ts';
import type { DocumentField as DocumentFieldName, Documents, RegistrationErrors } from '../registration-steps.ts';
import { DocumentField } from './DocumentField.tsx';
import type { StepProps } from './step-props.ts';

interface DocumentsStepProps extends Pick<StepProps, 'form'> {
  documents: Documents;
  errors: RegistrationErrors;
  onChoose: (field: DocumentFieldName, file: File | null) => boolean;
}

export function DocumentsStep({ form, documents, errors, onChoose }: DocumentsStepProps) {
  const gstGiven = hasGstDetails(form);
  return (
    <Stack gap="lg">
      <Text size="sm">{t('registration.documentsIntro')}</Text>
      <DocumentField
        label={t('registration.panDocument')}
        file={documents.panDocument}
        onChange={(file) => onChoose('panDocument', file)}
        required
        error={errors.panDocument}
      />
      <DocumentField
        label={t('registration.gstDocument')}
        file={documents.gstDocument}
        onChange={(file) => onChoose('gstDocument', file)}
        required={gstGiven}
        description={gstGiven ? undefined : t('registration.gstDocumentOptional')}
        error={errors.gstDocument}
      />
    </Stack>
  );
}
