import { Card, Group, Rating, Tabs, Title } from '@mantine/core';
import { durationLabel } from '@tripsetu/domain/duration.ts';
import { SplitText } from '../../../components/SplitText.tsx';
import type { PackageDetail } from '../api/get-details.ts';

type Master = PackageDetail['packagemaster'];

/** The package at a glance: destination, country, duration, rating, season and the days it runs. */
export function PackageFacts({ master }: { master: Master }) {
  return (
    <Card withBorder radius="md" p="lg" component="aside" aria-label="Package summary">
      <Title order={2} size="h4" mb="sm">
        {master.package_name}
      </Title>
      <dl className="facts">
        <dt>Destination</dt>
        <dd>{master.package_destination}</dd>
        <dt>Country</dt>
        <dd>{master.package_country}</dd>
        <dt>Duration</dt>
        <dd>{durationLabel(master.noof_days)}</dd>
        <dt>Rating</dt>
        <dd>
          <Group gap={6}>
            <Rating value={master.packagerating} readOnly size="sm" aria-hidden />
            <span>{master.packagerating} out of 5</span>
          </Group>
        </dd>
        <dt>Best season</dt>
        <dd>{master.best_season}</dd>
        <dt>Operated days</dt>
        <dd>{master.operatesondays}</dd>
      </dl>
    </Card>
  );
}

/** Highlights, the day-wise itinerary, inclusions, exclusions and the policies, a tab each. */
export function PackageTabs({ master }: { master: Master }) {
  return (
    <Tabs defaultValue="highlights" mt="xl" keepMounted={false}>
      <Tabs.List className="detail-tabs">
        <Tabs.Tab value="highlights">Highlights</Tabs.Tab>
        <Tabs.Tab value="itinerary">Day wise itinerary</Tabs.Tab>
        <Tabs.Tab value="inclusions">Inclusions</Tabs.Tab>
        <Tabs.Tab value="exclusions">Exclusions</Tabs.Tab>
        <Tabs.Tab value="payment">Payment policy</Tabs.Tab>
        <Tabs.Tab value="cancellation">Cancellation policy</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="highlights" pt="md">
        <SplitText text={master.highlights} />
      </Tabs.Panel>
      <Tabs.Panel value="itinerary" pt="md">
        <SplitText text={master.package_itin_detail} as="days" />
      </Tabs.Panel>
      <Tabs.Panel value="inclusions" pt="md">
        <SplitText text={master.inclusions} />
      </Tabs.Panel>
      <Tabs.Panel value="exclusions" pt="md">
        <SplitText text={master.exclusions} />
      </Tabs.Panel>
      <Tabs.Panel value="payment" pt="md">
        <SplitText text={master.terms_conditions} />
      </Tabs.Panel>
      <Tabs.Panel value="cancellation" pt="md">
        <SplitText text={master.package_cancellation_policy} />
      </Tabs.Panel>
    </Tabs>
  );
}
