import { Alert, Badge, Button, Card, Container, Grid, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MEAL_PLAN_LABELS } from '@tripsetu/domain/constants.ts';
import { addDays, isIsoDate, isoWeekday, todayInIndia } from '@tripsetu/domain/dates.ts';
import { formatRupees, rupeesToPaise } from '@tripsetu/domain/money.ts';
import { latestJourneyDate } from '@tripsetu/domain/package-search.ts';
import { allocateRooms } from '@tripsetu/domain/pricing.ts';
import { validatePaxCounts } from '@tripsetu/domain/validation.ts';
import { AutoHideAlert } from '@tripsetu/ui/AutoHideAlert';
import { DateField } from '@tripsetu/ui/DateField';
import { FullScreenLoader } from '@tripsetu/ui/LoadingOverlay';
import { SelectField } from '@tripsetu/ui/SelectField';
import { useDeferredValue, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { TravellersPopup } from '../../../components/TravellersPopup.tsx';
import { saveBookingDraft } from '../../../lib/booking-draft.ts';
import { searchFromQuery } from '../../../lib/package-search-params.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { type CityPriceRow, type PackageDetail, usePackageDetails } from '../api/get-details.ts';
import { useReprice } from '../api/reprice.ts';
import { ImageCarousel } from './ImageCarousel.tsx';
import { PackageFacts, PackageTabs } from './PackageInfo.tsx';

/** The first day on or after `from` on which the package runs. */
function firstOperatingDay(from: string, weekdays: number[]): string {
  let date = from;
  for (let i = 0; i < 7 && !weekdays.includes(isoWeekday(date)); i++) date = addDays(date, 1);
  return date;
}

// 'YYYY-MM-DD' strings order as dates do.
const laterDate = (a: string, b: string) => (a > b ? a : b);
const earlierDate = (a: string, b: string) => (a < b ? a : b);

export function DetailsPage() {
  const { packageid = '' } = useParams();
  const details = usePackageDetails(packageid);
  // The answer arrives as an urgent update; the page is drawn deferred, in slices, so the page stays
  // responsive while it is built (decision 018). The loader stays until it is drawn.
  const detail = useDeferredValue(details.data);
  usePageMeta(
    details.data?.packagemaster.package_name ?? 'Package details',
    details.data?.packagemaster.package_description,
  );
  return (
    <Container size="xl" py="md">
      <FullScreenLoader visible={details.isLoading || (details.data !== undefined && detail !== details.data)} />
      {details.isError && (
        <Alert color="red" title="Holiday Packages" role="alert">
          {details.error.message}
        </Alert>
      )}
      {detail && <PackageDetails detail={detail} />}
    </Container>
  );
}

function PackageDetails({ detail }: { detail: PackageDetail }) {
  const master = detail.packagemaster;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = searchFromQuery(params);
  const today = todayInIndia();
  const earliest = laterDate(master.valid_from, today);
  const initialDate =
    isIsoDate(search.jdate) && master.operatesondays_iso.includes(isoWeekday(search.jdate)) && search.jdate >= earliest
      ? search.jdate
      : firstOperatingDay(addDays(earliest, 7), master.operatesondays_iso);
  const [depdate, setDepdate] = useState<string>(initialDate);
  const [counts, setCounts] = useState({
    numadults: search.numadults,
    numchildren: search.numchildren,
    numinfants: search.numinfants,
  });
  const packageTypes = useMemo(() => [...new Set(detail.packageprices.map((p) => p.package_type))], [detail]);
  const [packageType, setPackageType] = useState(packageTypes[0] ?? '');
  const mealPlans = detail.packageprices.filter((p) => p.package_type === packageType).map((p) => p.meal_plan);
  const [mealPlan, setMealPlan] = useState(mealPlans[0] ?? '');
  const supplement =
    detail.packageprices.find((p) => p.package_type === packageType && p.meal_plan === mealPlan)?.supplement ?? 0;
  const reprice = useReprice();
  const [failure, setFailure] = useState<string | null>(null);
  const paxError = validatePaxCounts(counts);
  const latest = earlierDate(master.valid_to, latestJourneyDate(today));

  const bookNow = async (cityPrice: CityPriceRow) => {
    if (paxError || !depdate) return;
    const mix = allocateRooms(counts.numadults, counts.numchildren, counts.numinfants);
    setFailure(null);
    try {
      const result = await reprice.mutateAsync({
        package_id: master.package_id,
        selected_packagetype: packageType,
        ex_city: cityPrice.departingcity,
        meal_plan: mealPlan,
        mix,
      });
      saveBookingDraft({
        package: {
          package_id: master.package_id,
          package_name: master.package_name,
          package_destination: master.package_destination,
          noof_days: master.noof_days,
          noof_nights: master.noof_nights,
          operatesondays: master.operatesondays,
          package_cancellation_policy: master.package_cancellation_policy,
          image: detail.packageimages[0]?.imageurl ?? '',
        },
        cityPrice,
        packageType,
        mealPlan,
        depdate,
        counts,
        mix,
        reprice: result,
      });
      navigate('/holiday-package/booking');
    } catch (error) {
      setFailure((error as Error).message);
    }
  };

  return (
    <>
      <FullScreenLoader visible={reprice.isPending} />
      {failure && (
        <AutoHideAlert variant="error" title="Holiday Packages" message={failure} onClose={() => setFailure(null)} />
      )}
      <Group gap="sm" mb="xs" mt="xs">
        <Title order={1} size="h2">
          {master.package_name}
        </Title>
        <Badge color="tripsetuSaffron.8" variant="filled">
          {master.theme}
        </Badge>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <ImageCarousel images={detail.packageimages} name={master.package_name} />
          <Text mt="md">{master.package_description}</Text>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <PackageFacts master={master} />
        </Grid.Col>
      </Grid>

      <PackageTabs master={master} />

      <Card withBorder radius="md" p="lg" mt="xl" component="section" aria-labelledby="trip-heading">
        <Title order={2} size="h4" id="trip-heading" mb="sm">
          Your trip
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <DateField
            label="Travel date"
            value={depdate}
            onChange={(value) => setDepdate(value ?? '')}
            minDate={earliest}
            maxDate={latest}
            isDateExcluded={(date) => !master.operatesondays_iso.includes(isoWeekday(date))}
            showWeekday
            required
          />
          <TravellersPopup value={counts} onChange={setCounts} error={paxError ?? undefined} />
          <SelectField
            label="Package type"
            value={packageType}
            data={packageTypes.map((t) => ({ value: t, label: t }))}
            onChange={(value) => {
              setPackageType(value);
              const plans = detail.packageprices.filter((p) => p.package_type === value).map((p) => p.meal_plan);
              if (!plans.includes(mealPlan)) setMealPlan(plans[0] ?? '');
            }}
          />
          <SelectField
            label="Meal plan"
            value={mealPlan}
            data={mealPlans.map((m) => ({ value: m, label: MEAL_PLAN_LABELS[m] ?? m }))}
            onChange={setMealPlan}
          />
        </SimpleGrid>
        {supplement > 0 && (
          <Text size="sm" c="dimmed" mt="xs">
            {packageType} with {MEAL_PLAN_LABELS[mealPlan] ?? mealPlan} adds {formatRupees(rupeesToPaise(supplement))}{' '}
            per traveller.
          </Text>
        )}
      </Card>

      <Title order={2} size="h4" mt="xl" mb="sm">
        Departure cities
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" mb="xl">
        {detail.packagecityprices.map((city) => (
          <Card key={city.departingcity} withBorder radius="md" p="lg" className="city-card">
            <Stack gap={6}>
              <Text fw={700}>Package price from {city.departingcity}</Text>
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  Per adult
                </Text>
                <Text fw={700}>{formatRupees(rupeesToPaise(city.additional_adultprice))}</Text>
              </Group>
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  Per child
                </Text>
                <Text fw={700}>{formatRupees(rupeesToPaise(city.additional_childprice))}</Text>
              </Group>
              <Button
                mt="xs"
                onClick={() => bookNow(city)}
                disabled={Boolean(paxError) || !depdate}
                aria-label={`Book Now from ${city.departingcity}`}
              >
                Book Now
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
