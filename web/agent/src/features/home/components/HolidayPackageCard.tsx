import { Button, Card, Image, Stack, Text, Title } from '@mantine/core';
import type { HolidayCard } from '@tripsetu/domain/agent-api.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { t } from '../../../i18n/i18n.ts';
import { nightsAndDays } from '../holiday-search.ts';

/** One package found by the Vacation tab; its details and booking live on the consumer site. */
export function HolidayPackageCard({ holiday }: { holiday: HolidayCard }) {
  const titleId = `holiday-${holiday.packageId}`;
  return (
    <Card withBorder radius="md" padding={0} component="article" aria-labelledby={titleId} h="100%">
      <Image src={holiday.imageUrl} alt={holiday.name} h={160} fit="cover" />
      <Stack gap={6} p="md" style={{ flex: 1 }}>
        <Text size="sm" c="dimmed">
          {holiday.destination}
        </Text>
        <Title order={3} size="h4" id={titleId}>
          {holiday.name}
        </Title>
        <Text size="sm" fw={600} c="tripsetuTeal.8">
          {nightsAndDays(holiday.nights, holiday.days)}
        </Text>
        <Text size="sm" mt="auto">
          {t('home.card.from')}{' '}
          <Text span fw={800} size="lg">
            {formatRupees(holiday.fromPricePaise)}
          </Text>{' '}
          {t('home.card.perAdult')}
        </Text>
        <Button
          component="a"
          href={holiday.detailsUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={titleId}
          fullWidth
        >
          {t('home.card.view')}
        </Button>
      </Stack>
    </Card>
  );
}
