import { Alert, Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { REPORT_MSG, REPORT_MSG_DECIDED, REPORTS, type ReportErrors } from '@tripsetu/domain/reports.ts';
import { useIsPhone } from '@tripsetu/ui/theme';
import { Link, useParams, useSearchParams } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { useSession } from '../../app/session-context.ts';
import { EmptyCard, LoadFailed, Loading } from '../../components/ListParts.tsx';
import { Pager } from '../../components/Pager.tsx';
import { t } from '../../i18n/i18n.ts';
import { ApiFailure, fieldErrors } from '../../lib/api.ts';
import { formatDate } from '../../lib/format-date.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useDownloadReport } from './api/download-report.ts';
import { useReport } from './api/get-report.ts';
import { ReportForm } from './components/ReportForm.tsx';
import { ReportCards, ReportTable, ReportTotals } from './components/ReportRows.tsx';
import { SalesChart } from './components/SalesChart.tsx';
import { isReportKind, queryOf, type ReportView, viewOf } from './report-url.ts';
import './reports.css';

/** One §2 report: its period and filters in the address, totals, the sales chart, a page of rows, CSV and Excel. */
export function ReportPage() {
  const { kind } = useParams();
  if (!isReportKind(kind)) return <UnknownReport />;
  return <OneReport kind={kind} />;
}

function OneReport({ kind }: { kind: Parameters<typeof viewOf>[0] }) {
  const spec = REPORTS[kind];
  usePageTitle(spec.title);
  const isPhone = useIsPhone();
  const backOffice = useSession().can('reports.admin');
  const [params, setParams] = useSearchParams();
  const view = viewOf(kind, params);
  const query = queryOf(view);
  const report = useReport(kind, query, backOffice);
  const download = useDownloadReport();
  const show = (next: ReportView) => {
    download.reset();
    setParams(queryOf(next));
  };
  const refused = report.error instanceof ApiFailure && report.error.status === 422;
  const serverErrors: ReportErrors = refused ? fieldErrors(report.error) : {};
  const exportAs = (format: 'csv' | 'xlsx') => download.mutate({ kind, format, query, backOffice });
  const data = report.data;

  return (
    <Container size="xl" py="md">
      <Anchor component={Link} to={ROUTES.reports} size="sm">
        {t('reports.menu')}
      </Anchor>
      <Title order={1} size="h2" mt={4}>
        {spec.title}
      </Title>
      <Text c="dimmed" mt="xs" mb="md">
        {spec.summary}
      </Text>
      <Stack gap="md">
        <ReportForm
          key={`${kind}?${params.toString()}`}
          kind={kind}
          view={view}
          backOffice={backOffice}
          serverErrors={serverErrors}
          busy={report.isFetching}
          onShow={show}
        />
        {report.isPending && !refused && <Loading text="Loading the report…" />}
        {report.isError && !refused && (
          <LoadFailed
            message={REPORT_MSG_DECIDED.failed}
            onRetry={() => void report.refetch()}
            retrying={report.isFetching}
          />
        )}
        {download.isError && (
          <Alert color="red" role="alert">
            {download.error instanceof ApiFailure && download.error.message
              ? download.error.message
              : REPORT_MSG_DECIDED.exportFailed}
          </Alert>
        )}
        {data && !refused && (
          <section aria-labelledby="report-period">
            <Group justify="space-between" align="center" mb="sm" gap="sm">
              <Title order={2} size="h4" id="report-period">
                {formatDate(data.from)} to {formatDate(data.to)}
              </Title>
              {data.total > 0 && (
                <Group gap="sm">
                  <Button
                    variant="default"
                    onClick={() => exportAs('xlsx')}
                    loading={download.isPending && download.variables?.format === 'xlsx'}
                  >
                    Download Excel
                  </Button>
                  <Button
                    variant="default"
                    onClick={() => exportAs('csv')}
                    loading={download.isPending && download.variables?.format === 'csv'}
                  >
                    Download CSV
                  </Button>
                </Group>
              )}
            </Group>
            {data.total === 0 ? (
              <EmptyCard text={REPORT_MSG.empty} />
            ) : (
              <Stack gap="md">
                <ReportTotals report={data} />
                {data.chart && <SalesChart points={data.chart} />}
                {isPhone ? <ReportCards report={data} /> : <ReportTable report={data} />}
                <Pager
                  page={data.page}
                  pages={Math.ceil(data.total / data.pageSize)}
                  onPage={(page) => setParams(queryOf({ ...view, page }))}
                />
              </Stack>
            )}
          </section>
        )}
      </Stack>
    </Container>
  );
}

function UnknownReport() {
  usePageTitle(t('reports.menu'));
  return (
    <Container size="md" py="xl">
      <Alert color="yellow" title="This report does not exist">
        <Anchor component={Link} to={ROUTES.reports}>
          See every report
        </Anchor>
      </Alert>
    </Container>
  );
}
