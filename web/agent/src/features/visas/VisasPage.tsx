import { Anchor, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { VISA_DESTINATIONS, type VisaDestination } from '@tripsetu/domain/visas.ts';
import { SelectField } from '@tripsetu/ui/SelectField';
import { Link, useSearchParams } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { EmptyCard, LoadFailed, Loading } from '../../components/ListParts.tsx';
import { t } from '../../i18n/i18n.ts';
import { failureMessage } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useVisaTypes } from './api/visas.ts';
import { VisaTypeCard } from './components/VisaTypeCard.tsx';
import './visa-words.ts';

const OPTIONS = VISA_DESTINATIONS.map((destination) => ({ value: destination.code, label: destination.name }));
const isDestination = (value: string | null): value is VisaDestination =>
  VISA_DESTINATIONS.some((destination) => destination.code === value);

/** The Visa tab (decision 043): the destination in the address, its visa types as cards, each with Apply. */
export function VisasPage() {
  usePageTitle(t('visas.title'));
  const [params, setParams] = useSearchParams();
  const chosen = params.get('to');
  const destination: VisaDestination = isDestination(chosen) ? chosen : 'AE';
  const types = useVisaTypes();
  const offered = (types.data ?? []).filter((type) => type.destination === destination);
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={1} size="h2">
              {t('visas.title')}
            </Title>
            <Text size="sm" c="dimmed" maw={720}>
              {t('visas.intro')}
            </Text>
          </div>
          <Anchor component={Link} to={ROUTES.visaApplications} fw={600}>
            {t('visas.myApplications')}
          </Anchor>
        </Group>
        <SelectField
          label={t('visas.destination')}
          data={OPTIONS}
          value={destination}
          onChange={(value) => setParams(value ? { to: value } : {}, { replace: true })}
          maw={360}
        />
        {types.isPending && <Loading text={t('visas.loadingTypes')} />}
        {types.isError && (
          <LoadFailed
            message={failureMessage(types.error, t('visas.typesFailed'))}
            onRetry={() => void types.refetch()}
            retrying={types.isFetching}
          />
        )}
        {types.isSuccess && offered.length === 0 && <EmptyCard text={t('visas.noTypes')} />}
        {offered.length > 0 && (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {offered.map((type) => (
              <VisaTypeCard key={type.id} type={type} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
