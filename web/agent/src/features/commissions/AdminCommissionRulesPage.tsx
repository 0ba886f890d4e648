import { Container, Stack, Text, Title } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { COMMISSION_MSG, type CommissionRule } from '@tripsetu/domain/commissions.ts';
import { type AlertVariant, AutoHideAlert } from '@tripsetu/ui/AutoHideAlert';
import { useConfirm } from '@tripsetu/ui/ConfirmDialog';
import { useState } from 'react';
import { t } from '../../i18n/i18n.ts';
import { failureMessage } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/page-title.ts';
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
  const confirm = useConfirm();
  const [filters, setFilters] = useState(NO_FILTERS);
  const rules = useCommissionRules(filtersOf(filters));
  const remove = useDeleteCommissionRule();
  const [banner, setBanner] = useState<{ id: number; variant: AlertVariant; message: string } | null>(null);

  const deleteRule = async (rule: CommissionRule) => {
    const yes = await confirm({
      title: COMMISSION_TEXT.remove.title,
      message: COMMISSION_TEXT.remove.question(`#${rule.id} (${ruleSummary(rule)})`),
      yesLabel: COMMISSION_TEXT.remove.yes,
      noLabel: COMMISSION_TEXT.remove.no,
    });
    if (!yes) return;
    try {
      await remove.mutateAsync(rule.id);
      setBanner({ id: Date.now(), variant: 'success', message: COMMISSION_MSG.deleted });
    } catch (error) {
      setBanner({ id: Date.now(), variant: 'error', message: failureMessage(error, AGENT_MSG.submitFailed) });
    }
  };

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
        {banner && (
          <AutoHideAlert
            key={banner.id}
            variant={banner.variant}
            message={banner.message}
            onClose={() => setBanner(null)}
          />
        )}
        <CommissionRulesResult
          rules={rules}
          showAgency
          onDelete={(rule) => void deleteRule(rule)}
          deletingId={remove.isPending ? remove.variables : undefined}
        />
      </Stack>
    </Container>
  );
}
