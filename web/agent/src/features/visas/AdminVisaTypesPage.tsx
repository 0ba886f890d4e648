import { Container, Stack, Text, Title } from '@mantine/core';
import type { VisaTypeRow } from '@tripsetu/domain/visa-api.ts';
import { VISA_MSG } from '@tripsetu/domain/visas.ts';
import { t } from '../../i18n/i18n.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useConfirmedDelete } from '../../lib/use-confirmed-delete.tsx';
import { useVisaTypes, useWithdrawVisaType } from './api/visas.ts';
import { VisaTypeForm } from './components/VisaTypeForm.tsx';
import { VisaTypesResult, visaTypeSummary } from './components/VisaTypesList.tsx';
import { VISA_TYPES_TEXT } from './visa-types-text.ts';
import './visa-words.ts';

const { withdraw: withdrawText } = VISA_TYPES_TEXT;

/** Visa types (issue 25, decision 043): what the back office offers agencies to apply for, by destination. */
export function AdminVisaTypesPage() {
  usePageTitle(t('visas.adminTypesMenu'));
  const types = useVisaTypes();
  const withdraw = useWithdrawVisaType();
  const { deleteItem, notice } = useConfirmedDelete<VisaTypeRow>({
    ask: (visaType) => ({
      title: withdrawText.title,
      message: withdrawText.question(visaTypeSummary(visaType)),
      yesLabel: withdrawText.yes,
      noLabel: withdrawText.no,
    }),
    remove: (visaType) => withdraw.mutateAsync(visaType.id),
    deleted: VISA_MSG.typeWithdrawn,
  });

  return (
    <Container size="xl" py="md">
      <Title order={1} size="h2">
        {t('visas.adminTypesMenu')}
      </Title>
      <Text c="dimmed" mt="xs" mb="md">
        {VISA_TYPES_TEXT.intro}
      </Text>
      <Stack gap="md">
        <VisaTypeForm />
        {notice}
        <VisaTypesResult
          types={types}
          onWithdraw={deleteItem}
          withdrawingId={withdraw.isPending ? withdraw.variables : undefined}
        />
      </Stack>
    </Container>
  );
}
