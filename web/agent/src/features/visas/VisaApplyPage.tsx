import { Alert, Anchor, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import type { VisaTypeRow } from '@tripsetu/domain/visa-api.ts';
import { addWorkingDays, visaDocumentField } from '@tripsetu/domain/visas.ts';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { AlsoIn, RupeesOnlyNote } from '../../components/AlsoIn.tsx';
import { LoadFailed, Loading } from '../../components/ListParts.tsx';
import { t } from '../../i18n/i18n.ts';
import { failureMessage, fieldErrors } from '../../lib/api.ts';
import { useWalletBalance } from '../../lib/get-balance.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useApplyForVisa, useVisaTypes } from './api/visas.ts';
import { DocumentInputs } from './components/DocumentInputs.tsx';
import { TravellerFields } from './components/TravellerFields.tsx';
import { draftErrors, emptyDraft, type VisaApplyDraft } from './visa-apply-form.ts';
import './visa-words.ts';

function ApplyForm({ type }: { type: VisaTypeRow }) {
  const navigate = useNavigate();
  const apply = useApplyForVisa();
  const balance = useWalletBalance();
  const [draft, setDraft] = useState<VisaApplyDraft>(() => emptyDraft(type));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const today = todayInIndia();
  // A field's message goes once it is changed; the next submit checks everything again.
  const set = (change: Partial<VisaApplyDraft>, cleared: string[] = Object.keys(change)) => {
    setDraft((current) => ({ ...current, ...change }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => !cleared.includes(name))));
  };

  const submit = () => {
    const found = draftErrors(draft, type);
    setErrors(found);
    setFailure(Object.keys(found).length > 0 ? t('visas.apply.fixFields') : '');
    if (Object.keys(found).length > 0) return;
    apply.mutate(
      { ...draft, visaTypeId: type.id },
      {
        onSuccess: (row) => navigate(ROUTES.visaApplication(row.id), { state: { applied: true } }),
        onError: (error) => {
          const fields = fieldErrors(error);
          setErrors(fields);
          setFailure(failureMessage(error, t('visas.apply.failed')));
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="fieldset">
          <Title order={2} size="h4" component="legend" mb="sm">
            {t('visas.apply.traveller')}
          </Title>
          <TravellerFields
            draft={draft}
            errors={errors}
            set={set}
            today={today}
            earliestTravel={addWorkingDays(today, type.processingDays)}
            processingDays={type.processingDays}
          />
        </Card>
        <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="fieldset">
          <Title order={2} size="h4" component="legend" mb={4}>
            {t('visas.apply.documents')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('visas.apply.documentsHint')}
          </Text>
          <DocumentInputs
            checklist={type.checklist}
            files={draft.documents}
            errors={errors}
            onChange={(index, file) =>
              set({ documents: draft.documents.map((current, at) => (at === index ? file : current)) }, [
                visaDocumentField(index),
              ])
            }
          />
        </Card>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="space-between" align="center" wrap="wrap">
          <div>
            <Text size="sm">{t('visas.apply.walletNote')}</Text>
            {balance.data && (
              <Text size="sm" c="dimmed">
                {t('wallet.available')}: <span className="money">{formatRupees(balance.data.availablePaise)}</span>
              </Text>
            )}
            <RupeesOnlyNote />
          </div>
          <Button type="submit" size="md" loading={apply.isPending}>
            {t('visas.apply.pay', { amount: formatRupees(type.feePaise) })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** One traveller's application for a visa type (decision 043): the passport's facts, the documents, the fee. */
export function VisaApplyPage() {
  usePageTitle(t('visas.apply.title'));
  const { typeId = '' } = useParams();
  const types = useVisaTypes();
  const type = types.data?.find((row) => row.id === Number(typeId));
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={ROUTES.visas} size="sm">
          {t('visas.title')}
        </Anchor>
        <Title order={1} size="h2">
          {t('visas.apply.title')}
        </Title>
        {types.isPending && <Loading text={t('visas.loadingTypes')} />}
        {types.isError && (
          <LoadFailed
            message={failureMessage(types.error, t('visas.typesFailed'))}
            onRetry={() => void types.refetch()}
            retrying={types.isFetching}
          />
        )}
        {types.isSuccess && !type && (
          <Alert color="yellow" role="status">
            {t('visas.apply.unknownType')}
          </Alert>
        )}
        {type && (
          <>
            <Card withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
              <Group justify="space-between" wrap="wrap">
                <div>
                  <Text fw={700}>
                    {type.destinationName} · {type.name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t(`visas.entry.${type.entry}` as const)} · {t('visas.type.stayDays', { days: type.stayDays })} ·{' '}
                    {t('visas.type.processingDays', { days: type.processingDays })} ·{' '}
                    {type.refundable ? t('visas.type.refundable') : t('visas.type.notRefundable')}
                  </Text>
                </div>
                <div>
                  <Text fw={700} size="lg" className="money">
                    {formatRupees(type.feePaise)}
                  </Text>
                  <AlsoIn paise={type.feePaise} align="right" />
                </div>
              </Group>
            </Card>
            <ApplyForm type={type} />
          </>
        )}
      </Stack>
    </Container>
  );
}
