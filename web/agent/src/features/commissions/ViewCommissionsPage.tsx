import { Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { t } from '../../i18n/i18n.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useCommissions } from './api/get-commissions.ts';
import { COMMISSION_TEXT } from './commission-text.ts';
import { CommissionFiltersForm, filtersOf, NO_FILTERS } from './components/CommissionFiltersForm.tsx';
import { CommissionRulesResult } from './components/CommissionRulesResult.tsx';

/** View Commissions (agent-portal.md §2, §3): the rules that apply to the agency, filtered by carrier, sector, product. */
export function ViewCommissionsPage() {
  usePageTitle(t('commissions.menu'));
  const [filters, setFilters] = useState(NO_FILTERS);
  const rules = useCommissions(filtersOf(filters));
  return (
    <Container size="xl" py="md">
      <Title order={1} size="h2">
        {t('commissions.menu')}
      </Title>
      <Text c="dimmed" mt="xs">
        {COMMISSION_TEXT.agencyIntro}
      </Text>
      <Text size="sm" mt="xs" mb="md">
        {COMMISSION_TEXT.priorityHint}
      </Text>
      <Stack gap="md">
        <CommissionFiltersForm value={filters} onChange={setFilters} />
        <CommissionRulesResult rules={rules} />
      </Stack>
    </Container>
  );
}
