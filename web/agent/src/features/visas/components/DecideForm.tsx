import { Alert, Button, FileInput, Group, Stack, Textarea } from '@mantine/core';
import type { VisaApplicationRow } from '@tripsetu/domain/visa-api.ts';
import { VISA_LIMITS, VISA_NEXT, type VisaStatus } from '@tripsetu/domain/visas.ts';
import { AutoHideAlert } from '@tripsetu/ui/AutoHideAlert';
import { sayMessage } from '@tripsetu/ui/messages';
import { SelectField } from '@tripsetu/ui/SelectField';
import { useState } from 'react';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { t } from '../../../i18n/i18n.ts';
import { failureMessage, fieldErrors } from '../../../lib/api.ts';
import { useDecideVisa } from '../api/visas.ts';

/** The back office's next step for an application: the status, remarks, and the visa's file to approve. */
export function DecideForm({ application }: { application: VisaApplicationRow }) {
  const decide = useDecideVisa(application.id);
  const next = VISA_NEXT[application.status];
  const [status, setStatus] = useState<VisaStatus | ''>('');
  const [remarks, setRemarks] = useState('');
  const [visa, setVisa] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [savedAt, setSavedAt] = useState(0);
  const saved =
    savedAt > 0 ? (
      <AutoHideAlert key={savedAt} variant="success" message={t('visas.decide.saved')} onClose={() => setSavedAt(0)} />
    ) : null;
  // Once decided there is no next step; the notice of the step just saved stays until it hides itself.
  if (next.length === 0) return saved;

  const submit = () =>
    decide.mutate(
      { status, remarks, visa: status === 'APPROVED' ? visa : null },
      {
        onSuccess: () => {
          setErrors({});
          setFailure('');
          setStatus('');
          setRemarks('');
          setVisa(null);
          setSavedAt(Date.now());
        },
        onError: (error) => {
          setErrors(fieldErrors(error));
          setFailure(failureMessage(error, t('visas.decide.failed')));
        },
      },
    );

  return (
    <DetailSection id="visa-decide" title={t('visas.decide.title')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          {saved}
          <SelectField
            label={t('visas.decide.status')}
            data={next.map((value) => ({ value, label: t(`visas.status.${value}` as const) }))}
            placeholder="—"
            required
            value={status}
            onChange={(value) => setStatus(value as VisaStatus | '')}
            error={errors.status}
            maw={320}
          />
          <Textarea
            label={t('visas.decide.remarks')}
            description={t('visas.decide.remarksHint')}
            required={status === 'REJECTED'}
            autosize
            minRows={2}
            maxLength={VISA_LIMITS.remarksMax}
            value={remarks}
            error={sayMessage(errors.remarks)}
            onChange={(event) => setRemarks(event.currentTarget.value)}
          />
          {status === 'APPROVED' && (
            <FileInput
              label={t('visas.decide.visa')}
              description={t('visas.decide.visaHint')}
              required
              accept=".pdf,.jpg,.jpeg,.png,.docx"
              clearable
              clearButtonProps={{ 'aria-label': `${t('visas.decide.visa')}: ${t('visas.apply.choose')}` }}
              placeholder={t('visas.apply.choose')}
              value={visa}
              error={sayMessage(errors.visa)}
              onChange={setVisa}
            />
          )}
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={decide.isPending}>
              {t('visas.decide.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </DetailSection>
  );
}
