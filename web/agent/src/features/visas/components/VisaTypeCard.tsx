import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { formatRupees } from '@tripsetu/domain/money.ts';
import type { VisaTypeRow } from '@tripsetu/domain/visa-api.ts';
import { Link } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { AlsoIn } from '../../../components/AlsoIn.tsx';
import { Facts } from '../../../components/DetailSection.tsx';
import { t } from '../../../i18n/i18n.ts';

/** One visa on offer: what it allows, how long it takes, what it costs, what to upload, and Apply. */
export function VisaTypeCard({ type }: { type: VisaTypeRow }) {
  const headingId = `visa-type-${type.id}`;
  return (
    <Card withBorder radius="md" p="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={3} size="h4" id={headingId}>
            {type.name}
          </Title>
          <Badge color={type.refundable ? 'green' : 'gray'} variant="light" style={{ textTransform: 'none' }}>
            {type.refundable ? t('visas.type.refundable') : t('visas.type.notRefundable')}
          </Badge>
        </Group>
        <Facts
          facts={[
            { label: t('visas.type.entry'), value: t(`visas.entry.${type.entry}` as const) },
            { label: t('visas.type.stay'), value: t('visas.type.stayDays', { days: type.stayDays }) },
            { label: t('visas.type.validity'), value: t('visas.type.validityDays', { days: type.validityDays }) },
            {
              label: t('visas.type.processing'),
              value: t('visas.type.processingDays', { days: type.processingDays }),
            },
          ]}
        />
        <div>
          <Text size="sm" fw={600} c="dimmed">
            {t('visas.type.documents')}
          </Text>
          <List size="sm" spacing={2}>
            {type.checklist.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </div>
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Text size="sm" fw={600} c="dimmed">
              {t('visas.type.fee')}
            </Text>
            <Text fw={700} size="lg" className="money">
              {formatRupees(type.feePaise)}
            </Text>
            <AlsoIn paise={type.feePaise} />
          </div>
          <Button component={Link} to={ROUTES.visaApply(type.id)} aria-label={`${t('visas.type.apply')}: ${type.name}`}>
            {t('visas.type.apply')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
