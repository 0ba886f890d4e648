import { Badge, Button, Card, Collapse, Group, Text, Title } from '@mantine/core';
import type { BusStop, BusTrip } from '@tripsetu/domain/bus-search.ts';
import { durationText, formatHhmm } from '@tripsetu/domain/flight-results.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { AlsoIn } from '../../../components/AlsoIn.tsx';
import { t } from '../../../i18n/i18n.ts';
import { longDate, shortDate } from '../../../lib/flight-display.ts';
import { useShownMarkup } from '../../../lib/get-markups.ts';
import { arrivalDaysLater, policyWindows, policyWindowText } from '../bus-results.ts';

/** Amenities shown on the card before '+n more'. */
export const AMENITIES_SHOWN = 3;

function StopList({ title, stops, journeyDate }: { title: string; stops: BusStop[]; journeyDate: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bus-stops">
      <Title order={4} size="h6" id={headingId} mb={4}>
        {title}
      </Title>
      <ul className="bus-plain-list bus-stop-list">
        {stops.map((stop) => (
          <li key={stop.id} className="bus-stop">
            <Text span fw={700} className="bus-stop-time">
              {formatHhmm(stop.time)}
              {stop.date !== journeyDate && (
                <Text span size="xs" c="dimmed" className="bus-stop-date">
                  {shortDate(stop.date)}
                </Text>
              )}
            </Text>
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {stop.name}
              </Text>
              <Text size="xs" c="dimmed">
                {stop.address}
              </Text>
              {stop.landmark && <Text size="xs">{t('buses.card.landmark', { landmark: stop.landmark })}</Text>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * One bus of the results (issue 22): operator and rating, service and bus type, departure → arrival with the
 * next-day mark, duration, seats left, the lowest fare, a few amenities; its boarding and dropping points
 * and cancellation policy open below it; Select seats opens its seats.
 */
export function BusCard({ trip }: { trip: BusTrip }) {
  const id = useId();
  const [stopsOpen, setStopsOpen] = useState(false);
  const [policyOpen, setPolicyOpen] = useState(false);
  const [allAmenities, setAllAmenities] = useState(false);
  const laterDays = arrivalDaysLater(trip);
  const amenities = allAmenities ? trip.amenities : trip.amenities.slice(0, AMENITIES_SHOWN);
  const hiddenAmenities = trip.amenities.length - AMENITIES_SHOWN;
  const firstBoarding = trip.boardingPoints[0];
  const lastDropping = trip.droppingPoints[trip.droppingPoints.length - 1];
  const fewSeats = trip.seatsLeft <= 5;
  // Staff whose owner chose so see a seat's price with the agency's markup for one traveller (decision 039).
  const shownMarkup = useShownMarkup();
  const fromPaise =
    trip.fareFromPaise +
    (shownMarkup?.({ product: 'BUS', carrier: null, travellers: 1, farePaise: trip.fareFromPaise }) ?? 0);

  return (
    <Card withBorder radius="md" p="sm" component="article" aria-labelledby={`${id}-title`} className="bus-card">
      <div className="bus-card-grid">
        <div className="bus-card-operator">
          <Group gap={6} align="center" wrap="nowrap">
            <Title order={3} size="h5" id={`${id}-title`} style={{ overflowWrap: 'anywhere' }}>
              {trip.operator.name}
            </Title>
            <Badge color="teal.9" variant="filled" radius="sm" className="bus-rating" style={{ flex: 'none' }}>
              <span aria-hidden="true">★ {trip.operator.rating.toFixed(1)}</span>
              <span className="visually-hidden">
                {t('buses.card.rating', {
                  rating: trip.operator.rating.toFixed(1),
                  count: trip.operator.ratings.toLocaleString('en-IN'),
                })}
              </span>
            </Badge>
          </Group>
          <Text size="sm" fw={600} className="bus-type">
            {trip.busType.name}
          </Text>
          <Text size="xs" c="dimmed">
            {trip.serviceName}
          </Text>
        </div>

        <div className="bus-card-times">
          <div>
            <span className="visually-hidden">{t('buses.card.departs')} </span>
            <div className="bus-time">{formatHhmm(trip.departureTime)}</div>
            {firstBoarding && (
              <Text size="xs" c="dimmed" className="bus-time-place">
                {firstBoarding.name}
              </Text>
            )}
          </div>
          <div className="bus-card-middle">
            <span className="visually-hidden">{t('buses.card.duration')} </span>
            <Text size="sm" fw={600}>
              {durationText(trip.durationMinutes)}
            </Text>
            <div className="bus-line" aria-hidden="true" />
          </div>
          <div className="bus-card-end">
            <span className="visually-hidden">{t('buses.card.arrives')} </span>
            <div className="bus-time">
              {formatHhmm(trip.arrivalTime)}
              {laterDays > 0 && (
                <Text span size="xs" fw={700} ml={4} className="bus-next-day">
                  <span aria-hidden="true">{t('buses.card.nextDay', { days: laterDays })}</span>
                  <span className="visually-hidden">
                    {` (${t('buses.card.nextDayLong', { days: laterDays, date: longDate(trip.arrivalDate) })})`}
                  </span>
                </Text>
              )}
            </div>
            {lastDropping && (
              <Text size="xs" c="dimmed" className="bus-time-place">
                {lastDropping.name}
              </Text>
            )}
          </div>
        </div>

        <div className="bus-card-price">
          <div className="bus-fare-line">
            <Text size="xs" c="dimmed" span>
              {t('buses.card.from')}{' '}
            </Text>
            <Text span fw={800} size="lg" className="money bus-fare">
              {formatRupees(fromPaise)}
            </Text>
          </div>
          <AlsoIn paise={fromPaise} />
          {shownMarkup && (
            <Text size="xs" c="dimmed">
              {t('buses.card.withMarkup')}
            </Text>
          )}
          <Text
            size="sm"
            fw={600}
            c={fewSeats ? undefined : 'teal.9'}
            className="bus-seats"
            data-few={fewSeats || undefined}
          >
            {trip.seatsLeft === 1 ? t('buses.card.seatLeft') : t('buses.card.seatsLeft', { count: trip.seatsLeft })}
            <Text span size="xs" c="dimmed" ml={4}>
              {t('buses.card.ofSeats', { total: trip.totalSeats })}
            </Text>
          </Text>
          <Button component={Link} to={ROUTES.busTrip(trip.id)} size="sm" className="bus-select">
            {t('buses.card.selectSeats')}
          </Button>
        </div>
      </div>

      {trip.amenities.length > 0 && (
        <Group gap={6} mt="xs" align="center" aria-label={t('buses.card.amenities')} role="group">
          <ul className="bus-plain-list bus-amenities">
            {amenities.map((amenity) => (
              <li key={amenity} className="bus-amenity">
                {amenity}
              </li>
            ))}
          </ul>
          {hiddenAmenities > 0 && (
            <Button
              variant="subtle"
              size="compact-xs"
              aria-expanded={allAmenities}
              onClick={() => setAllAmenities((open) => !open)}
            >
              {allAmenities
                ? t('buses.card.fewerAmenities')
                : t('buses.card.moreAmenities', { count: hiddenAmenities })}
            </Button>
          )}
        </Group>
      )}

      <Group gap="xs" mt="xs" className="bus-card-toggles">
        <Button
          variant="light"
          size="compact-sm"
          aria-expanded={stopsOpen}
          aria-controls={`${id}-stops`}
          onClick={() => setStopsOpen((open) => !open)}
          rightSection={<span aria-hidden="true">{stopsOpen ? '▴' : '▾'}</span>}
        >
          {t('buses.card.details')}
        </Button>
        <Button
          variant="light"
          size="compact-sm"
          aria-expanded={policyOpen}
          aria-controls={`${id}-policy`}
          onClick={() => setPolicyOpen((open) => !open)}
          rightSection={<span aria-hidden="true">{policyOpen ? '▴' : '▾'}</span>}
        >
          {t('buses.card.policy')}
        </Button>
      </Group>

      <Collapse expanded={stopsOpen} id={`${id}-stops`} keepMounted={false}>
        <div className="bus-stops-grid">
          <StopList
            title={t('buses.card.boardingPoints')}
            stops={trip.boardingPoints}
            journeyDate={trip.departureDate}
          />
          <StopList
            title={t('buses.card.droppingPoints')}
            stops={trip.droppingPoints}
            journeyDate={trip.departureDate}
          />
        </div>
      </Collapse>
      <Collapse expanded={policyOpen} id={`${id}-policy`} keepMounted={false}>
        <section aria-labelledby={`${id}-policy-title`} className="bus-policy">
          <Title order={4} size="h6" id={`${id}-policy-title`} mb={4}>
            {t('buses.card.policy')}
          </Title>
          <ul className="bus-plain-list">
            {policyWindows(trip.cancellationPolicy).map((window) => (
              <li key={`${window.fromHours}-${window.toHours}`}>
                <Text size="sm">
                  {policyWindowText(window)}: {t('buses.card.policyCharge', { percent: window.chargePercent })}
                </Text>
              </li>
            ))}
          </ul>
          <Text size="xs" c="dimmed" mt={4}>
            {t('buses.card.policyNote')}
          </Text>
        </section>
      </Collapse>
    </Card>
  );
}
