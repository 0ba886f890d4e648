import { Alert, Box, Button, Card, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { formatDisplayDate, isIsoDate, todayInIndia } from '@tripsetu/domain/dates.ts';
import { durationLabel } from '@tripsetu/domain/duration.ts';
import { MSG } from '@tripsetu/domain/messages.ts';
import { validatePackageSearch } from '@tripsetu/domain/package-search.ts';
import { FullScreenSidebar } from '@tripsetu/ui/FullScreenSidebar';
import { useFirstWhileHydrating } from '@tripsetu/ui/hydration';
import { FullScreenLoader } from '@tripsetu/ui/LoadingOverlay';
import { useIsPhone } from '@tripsetu/ui/theme';
import { useDeferredValue, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  type PackageSearch,
  searchFromQuery,
  searchToQuery,
  travellersLabel,
} from '../../../lib/package-search-params.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSearchPackages } from '../api/search-packages.ts';
import { FilterPanel } from './FilterPanel.tsx';
import { PackageCard } from './PackageCard.tsx';
import { SearchForm } from './SearchForm.tsx';

function summary(search: PackageSearch): string {
  const parts = [search.package_destination || 'Any destination'];
  if (isIsoDate(search.jdate)) parts.push(formatDisplayDate(search.jdate));
  if (search.numdays !== null) parts.push(durationLabel(search.numdays));
  parts.push(travellersLabel(search));
  return parts.join(' · ');
}

/** Packages a results page drawn on the server carries; the rest follow once the app has it (decision 018). */
const PACKAGES_DRAWN_AHEAD = 6;

/** §2 Results: read from the query string; Please Wait, then cards or the No Results Found banner. */
export function ResultsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = searchFromQuery(params);
  const isPhone = useIsPhone();
  const [modifyOpen, setModifyOpen] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const invalid =
    Object.keys(validatePackageSearch({ ...search, numdays: search.numdays ?? '' }, todayInIndia())).length > 0;
  const results = useSearchPackages(search);
  usePageMeta(search.package_destination ? `${search.package_destination} holiday packages` : 'Holiday packages');

  const onSearch = (next: PackageSearch) => {
    setModifyOpen(false);
    navigate(`/holiday-package/search-results?${searchToQuery(next)}`);
  };
  const query = searchToQuery(search);
  // The answer arrives as an urgent update; its cards are drawn deferred, in slices, so the page stays
  // responsive while dozens of them are built (decision 018). The loader stays until they are drawn.
  const found = useDeferredValue(results.data);
  const drawing = found !== results.data;
  const list = found ?? [];
  const drawn = useFirstWhileHydrating(list, PACKAGES_DRAWN_AHEAD);

  return (
    <Container size="xl" py="md">
      <FullScreenLoader visible={!invalid && (results.isFetching || drawing)} />
      {isPhone ? (
        <Card withBorder radius="md" p="sm" mb="md" className="modify-search-compact">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" fw={600} lineClamp={2}>
              {summary(search)}
            </Text>
            <Button size="xs" variant="light" onClick={() => setModifyOpen(true)} style={{ flexShrink: 0 }}>
              Modify
            </Button>
          </Group>
        </Card>
      ) : (
        <Card withBorder radius="md" p="md" mb="md">
          <SearchForm key={query} initial={search} onSearch={onSearch} />
        </Card>
      )}
      <FullScreenSidebar opened={modifyOpen} onClose={() => setModifyOpen(false)} title="Modify search">
        <SearchForm key={`m-${query}`} initial={search} onSearch={onSearch} compact />
      </FullScreenSidebar>
      <FullScreenSidebar opened={filtersOpen} onClose={() => setFiltersOpen(false)} title="Filters" position="left">
        <FilterPanel />
      </FullScreenSidebar>

      <Grid gap="lg">
        {!isPhone && (
          <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
            <Card withBorder radius="md" p="md" component="aside">
              <Title order={2} size="h5" mb="sm">
                Filters
              </Title>
              <FilterPanel />
            </Card>
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>
          <Group justify="space-between" mb="sm">
            <Title order={1} size="h3">
              {search.package_destination ? `${search.package_destination} holiday packages` : 'Holiday packages'}
            </Title>
            {isPhone && (
              <Button size="xs" variant="default" onClick={() => setFiltersOpen(true)}>
                Filters
              </Button>
            )}
          </Group>
          {invalid && (
            <Alert color="yellow" title="Holiday Packages">
              Choose a destination, a journey date and the number of days to see packages.
            </Alert>
          )}
          {!invalid && results.isError && (
            <Alert color="red" title="Holiday Packages">
              {results.error.message}
            </Alert>
          )}
          {!invalid && results.isSuccess && !drawing && list.length === 0 && (
            <Alert color="red" title={MSG.noResultsTitle} role="alert">
              {MSG.noResults}
              <Text size="sm" mt={4}>
                Try another date or duration: some packages run only on certain weekdays.
              </Text>
            </Alert>
          )}
          {list.length > 0 && (
            <Stack gap="md">
              <Text size="sm" c="dimmed" aria-live="polite">
                {list.length} package{list.length === 1 ? '' : 's'} found
              </Text>
              {drawn.map((item) => (
                <PackageCard
                  key={item.package_id}
                  item={item}
                  detailsHref={`/holiday-package/details/${item.package_id}?${query}`}
                />
              ))}
            </Stack>
          )}
          <Box h="md" />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
