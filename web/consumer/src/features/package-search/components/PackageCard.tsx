import { Badge, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { durationLabel } from '@tripsetu/domain/duration.ts';
import { formatRupees, rupeesToPaise } from '@tripsetu/domain/money.ts';
import type { PackageListItem } from '../api/search-packages.ts';

function inclusionLines(item: PackageListItem): string[] {
  const lines: string[] = [];
  if (item.includes_flight) lines.push('Flight');
  if (item.includes_hotel) lines.push('Hotel');
  if (item.includes_transfers) lines.push('Airport transfers');
  if (item.includes_cab) lines.push('Sightseeing cab');
  return lines;
}

/** A result card (§2): image, name, nights/days, base price per person, inclusions, View Package. */
export function PackageCard({ item, detailsHref }: { item: PackageListItem; detailsHref: string }) {
  return (
    <Card
      withBorder
      radius="md"
      padding={0}
      className="package-card"
      component="article"
      aria-labelledby={`pkg-${item.package_id}`}
    >
      <div className="package-card-grid">
        <Image src={item.packagedefaultimage} alt={`${item.package_name}`} className="package-card-image" />
        <Stack gap={6} p="md" className="package-card-body">
          <Group gap="xs">
            <Badge variant="filled" color="tripsetuSaffron.8">
              {item.theme}
            </Badge>
            <Text size="xs" c="dimmed">
              {item.package_destination}
            </Text>
          </Group>
          <Title order={2} size="h4" id={`pkg-${item.package_id}`}>
            {item.package_name}
          </Title>
          <Text size="sm" fw={600} c="tripsetuTeal.8">
            {durationLabel(item.noof_days)}
          </Text>
          <ul className="inclusion-lines" aria-label="Inclusions">
            {inclusionLines(item).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Stack>
        <div className="package-card-price">
          <Text size="xs" c="dimmed">
            Starting from
          </Text>
          <Text fw={800} size="xl">
            {formatRupees(rupeesToPaise(item.baseprice))}
          </Text>
          <Text size="xs" c="dimmed" mb="xs">
            per person
          </Text>
          <Button component="a" href={detailsHref} target="_blank" rel="noopener">
            View Package
          </Button>
        </div>
      </div>
    </Card>
  );
}
