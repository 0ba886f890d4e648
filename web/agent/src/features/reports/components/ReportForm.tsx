import { Button, Card, Group, NativeSelect, Text } from '@mantine/core';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import {
  FILTER_LABELS,
  FILTER_OPTIONS,
  REPORT_MAX_DAYS,
  REPORTS,
  type ReportErrors,
  type ReportKind,
  reportQueryErrors,
} from '@tripsetu/domain/reports.ts';
import { DateField } from '@tripsetu/ui/DateField';
import { type FormEvent, useState } from 'react';
import { useApprovedAgencies } from '../../../lib/get-agencies.ts';
import type { ReportView } from '../report-url.ts';

interface Props {
  kind: ReportKind;
  view: ReportView;
  backOffice: boolean;
  /** The server's refusal of the period or a filter, under its field. */
  serverErrors: ReportErrors;
  busy: boolean;
  onShow: (view: ReportView) => void;
}

/** The period, the report's own filters and, for the back office, the agency: checked here as the server checks. */
export function ReportForm({ kind, view, backOffice, serverErrors, busy, onShow }: Props) {
  const today = todayInIndia();
  // The page keys this form by its address: a new address (back, forward, a page) starts a new draft, and nothing
  // else (a refetch, a download) touches what the agent is typing.
  const [draft, setDraft] = useState(view);
  const [errors, setErrors] = useState<ReportErrors>({});
  // Only the back office chooses an agency; an agency's own reports never ask for the list.
  const agencies = useApprovedAgencies(backOffice);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = { ...draft, ...draft.filters, page: 1, period: draft.filters.period ?? 'DAY' };
    const found = reportQueryErrors(kind, { status: '', noteKind: '', transferKind: '', ...query }, today);
    setErrors(found);
    if (Object.keys(found).length === 0) onShow({ ...draft, page: 1 });
  };
  const errorOf = (field: keyof ReportErrors) => errors[field] ?? serverErrors[field];
  const setFilter = (filter: string, value: string) =>
    setDraft((current) => ({ ...current, filters: { ...current.filters, [filter]: value } }));

  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate aria-label={`${REPORTS[kind].title}: period and filters`}>
        <Group align="flex-start" gap="md">
          <div className="report-field">
            <DateField
              label="From"
              name="from"
              required
              maxDate={today}
              value={draft.from || null}
              onChange={(value) => setDraft((current) => ({ ...current, from: value ?? '' }))}
              error={errorOf('from')}
            />
          </div>
          <div className="report-field">
            <DateField
              label="To"
              name="to"
              required
              maxDate={today}
              value={draft.to || null}
              onChange={(value) => setDraft((current) => ({ ...current, to: value ?? '' }))}
              error={errorOf('to')}
            />
          </div>
          {REPORTS[kind].filters.map((filter) => (
            <NativeSelect
              key={filter}
              className="report-field"
              label={FILTER_LABELS[filter]}
              name={filter}
              data={FILTER_OPTIONS[filter].map((option) => ({ value: option.value, label: option.label }))}
              value={draft.filters[filter] ?? FILTER_OPTIONS[filter][0]?.value ?? ''}
              onChange={(event) => setFilter(filter, event.currentTarget.value)}
              error={errorOf(filter)}
            />
          ))}
          {backOffice && (
            <NativeSelect
              className="report-field report-agency"
              label="Agency"
              name="agencyId"
              data={[
                { value: '', label: 'All agencies' },
                ...(agencies.data ?? []).map((agency) => ({
                  value: String(agency.agencyId),
                  label: agency.agencyCode ? `${agency.companyName} (${agency.agencyCode})` : agency.companyName,
                })),
              ]}
              value={draft.agencyId}
              onChange={(event) => setDraft((current) => ({ ...current, agencyId: event.currentTarget.value }))}
              error={errorOf('agencyId')}
            />
          )}
          <Button type="submit" loading={busy} className="report-show">
            Show report
          </Button>
        </Group>
        <Text size="xs" c="dimmed" mt="xs">
          Dates are India's business days; a report covers at most {REPORT_MAX_DAYS} days.
        </Text>
      </form>
    </Card>
  );
}
