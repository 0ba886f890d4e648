import { Anchor, Table, Text } from '@mantine/core';
import { formatRupees } from '@tripsetu/domain/money.ts';
import type { VisaApplicationRow } from '@tripsetu/domain/visa-api.ts';
import { useIsPhone } from '@tripsetu/ui/theme';
import { Link } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { CardFact, CardList, ListCard, NO_WRAP, NUMERIC } from '../../../components/ListParts.tsx';
import { t } from '../../../i18n/i18n.ts';
import { formatDate, formatDateTime } from '../../../lib/format-date.ts';
import { VisaStatusBadge } from './VisaStatusBadge.tsx';

const referenceLink = (row: VisaApplicationRow) => (
  <Anchor component={Link} to={ROUTES.visaApplication(row.id)} fw={600} className="ltr">
    {row.reference}
  </Anchor>
);
const travellerOf = (row: VisaApplicationRow) => `${row.traveller.firstName} ${row.traveller.lastName}`;

/** Applications as a table on wide screens and cards on phones; the agency's name for the back office. */
export function ApplicationsList({ rows, withAgency }: { rows: VisaApplicationRow[]; withAgency: boolean }) {
  const isPhone = useIsPhone();
  if (isPhone) {
    return (
      <CardList label={t('visas.list.title')}>
        {rows.map((row) => (
          <ListCard
            key={row.id}
            id={`visa-${row.id}`}
            title={referenceLink(row)}
            amount={<VisaStatusBadge status={row.status} />}
          >
            <CardFact label={t('visas.col.traveller')}>{travellerOf(row)}</CardFact>
            <CardFact label={t('visas.col.visa')}>{`${row.destinationName} · ${row.visaType}`}</CardFact>
            <CardFact label={t('visas.col.travelDate')}>{formatDate(row.travelDate)}</CardFact>
            <CardFact label={t('visas.col.fee')}>{formatRupees(row.feePaise)}</CardFact>
            {withAgency && <CardFact label={t('visas.col.agency')}>{row.agencyName}</CardFact>}
          </ListCard>
        ))}
      </CardList>
    );
  }
  return (
    <Table striped withTableBorder fz="sm" aria-label={t('visas.list.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('visas.col.reference')}</Table.Th>
          <Table.Th scope="col">{t('visas.col.applied')}</Table.Th>
          {withAgency && <Table.Th scope="col">{t('visas.col.agency')}</Table.Th>}
          <Table.Th scope="col">{t('visas.col.traveller')}</Table.Th>
          <Table.Th scope="col">{t('visas.col.visa')}</Table.Th>
          <Table.Th scope="col">{t('visas.col.travelDate')}</Table.Th>
          <Table.Th scope="col" style={NUMERIC}>
            {t('visas.col.fee')}
          </Table.Th>
          <Table.Th scope="col">{t('visas.col.status')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td style={NO_WRAP}>{referenceLink(row)}</Table.Td>
            <Table.Td style={NO_WRAP}>
              {formatDateTime(row.appliedAt)}
              <Text size="xs" c="dimmed">
                {row.appliedBy}
              </Text>
            </Table.Td>
            {withAgency && <Table.Td>{row.agencyName}</Table.Td>}
            <Table.Td>
              {travellerOf(row)}
              <Text size="xs" c="dimmed" className="ltr">
                {row.traveller.passportNumber}
              </Text>
            </Table.Td>
            <Table.Td>{`${row.destinationName} · ${row.visaType}`}</Table.Td>
            <Table.Td style={NO_WRAP}>{formatDate(row.travelDate)}</Table.Td>
            <Table.Td style={NUMERIC}>{formatRupees(row.feePaise)}</Table.Td>
            <Table.Td>
              <VisaStatusBadge status={row.status} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
