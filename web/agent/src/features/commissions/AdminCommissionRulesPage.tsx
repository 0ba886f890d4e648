import { Container, Stack, Text, Title } from '@mantine/core';
import { COMMISSION_MSG, type CommissionRule } from '@tripsetu/domain/commissions.ts';
import { useState } from 'react';
import { t } from '../../i18n/i18n.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useConfirmedDelete } from '../../lib/use-confirmed-delete.tsx';
import { useDeleteCommissionRule } from './api/delete-commission-rule.ts';
import { useCommissionRules } from './api/get-commission-rules.ts';
import { ruleSummary } from './commission-cells.ts';
import { COMMISSION_TEXT } from './commission-text.ts';
import { CommissionFiltersForm, filtersOf, NO_FILTERS } from './components/CommissionFiltersForm.tsx';
import { CommissionRuleForm } from './components/CommissionRuleForm.tsx';
import { CommissionRulesResult } from './components/CommissionRulesResult.tsx';

/** The back office's commission rules (issue 24, decision 034): every live rule, deleted here, and added below. */
export function AdminCommissionRulesPage() {
  usePageTitle(t('commissions.adminMenu'));
  const [filters, setFilters] = useState(NO_FILTERS);
  const rules = useCommissionRules(filtersOf(filters));
  const remove = useDeleteCommissionRule();
  const { deleteItem, notice } = useConfirmedDelete<CommissionRule>({
    ask: (rule) => ({
      title: COMMISSION_TEXT.remove.title,
      message: COMMISSION_TEXT.remove.question(`#${rule.id} (${ruleSummary(rule)})`),
      yesLabel: COMMISSION_TEXT.remove.yes,
      noLabel: COMMISSION_TEXT.remove.no,
    }),
    remove: (rule) => remove.mutateAsync(rule.id),
    deleted: COMMISSION_MSG.deleted,
  });

  return (
    <Container size="xl" py="md">
      <Title order={1} size="h2">
        {t('commissions.adminMenu')}
      </Title>
      <Text c="dimmed" mt="xs">
        {COMMISSION_TEXT.adminIntro}
      </Text>
      <Text size="sm" mt="xs" mb="md">
        {COMMISSION_TEXT.priorityHint}
      </Text>
      <Stack gap="md">
        {/* The form first: the list below it grows long, and adding is what the back office comes here for. */}
        <CommissionRuleForm />
        <CommissionFiltersForm value={filters} onChange={setFilters} />
        {notice}
        <CommissionRulesResult
          rules={rules}
          showAgency
          onDelete={deleteItem}
          deletingId={remove.isPending ? remove.variables : undefined}
        />
      </Stack>
    </Container>
  );
}
