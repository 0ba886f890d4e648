import { Badge, Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { HOTEL_BOARD_LABELS, type HotelSummary } from '@tripsetu/domain/hotel-results.ts';
import { HOTEL_FACILITY_LABELS } from '@tripsetu/domain/hotel-search.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { Link } from 'react-router';
import { t } from '../../../i18n/i18n.ts';
import './shortlist/shortlist.css';
import { AlsoIn } from '../../../components/AlsoIn.tsx';

/** Facilities shown on a card; the details page lists them all. */
const CARD_FACILITIES = 6;

export function StarRating({ stars }: { stars: number }) {
  return (
    <Text span className="hotel-stars" size="sm">
      <span aria-hidden="true">{'★'.repeat(stars)}</span>
      <span className="visually-hidden">{t('hotels.card.stars', { count: stars })}</span>
    </Text>
  );
}

export interface HotelCardProps {
  hotel: HotelSummary;
  rooms: number;
  /** The hotel's page for the search's stay. */
  href: string;
  /** Shortlist and compare, where the results offer them. */
  picks?: HotelCardPicks;
}

export interface HotelCardPicks {
  shortlisted: boolean;
  compared: boolean;
  onShortlist: () => void;
  onCompare: () => void;
}

/** The card's Shortlist toggle and Add to compare box, each named by the hotel for those who hear the page. */
function CardPicks({ name, picks }: { name: string; picks: HotelCardPicks }) {
  return (
    <Group gap="xs" className="hotel-card-picks">
      <Button
        size="xs"
        variant={picks.shortlisted ? 'filled' : 'default'}
        aria-pressed={picks.shortlisted}
        onClick={picks.onShortlist}
        leftSection={<span aria-hidden="true">{picks.shortlisted ? '★' : '☆'}</span>}
      >
        {t('hotels.card.shortlist')}
        <span className="visually-hidden"> {name}</span>
      </Button>
      <Checkbox
        size="sm"
        checked={picks.compared}
        onChange={picks.onCompare}
        label={
          <>
            {t('hotels.card.compare')}
            <span className="visually-hidden"> {name}</span>
          </>
        }
      />
    </Group>
  );
}

/**
 * One hotel of the results: its photo, name and stars, guests' rating, locality, facilities, and the
 * cheapest way to stay — room, board, whether it can be cancelled free, a night's price for the rooms asked
 * and the stay's total with GST; on the results, its Shortlist toggle and Add to compare box.
 */
export function HotelCard({ hotel, rooms, href, picks }: HotelCardProps) {
  const { offer } = hotel;
  const headingId = `hotel-${hotel.id}`;
  return (
    <Card withBorder radius="md" p="md" component="article" aria-labelledby={headingId}>
      <div className="hotel-card">
        <img
          className="hotel-card-photo"
          src={hotel.photo}
          alt={t('hotels.card.photoAlt', { name: hotel.name })}
          width={300}
          height={200}
          loading="lazy"
          decoding="async"
        />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={3} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {hotel.name}
          </Title>
          <Group gap="xs">
            <StarRating stars={hotel.stars} />
            <Text size="sm" c="dimmed">
              {t('hotels.card.rating', { rating: hotel.rating.toFixed(1), reviews: hotel.reviews })}
            </Text>
          </Group>
          <Text size="sm">{hotel.address}</Text>
          <div>
            {hotel.facilities.slice(0, CARD_FACILITIES).map((facility) => (
              <span key={facility} className="hotel-facility">
                {HOTEL_FACILITY_LABELS[facility]}
              </span>
            ))}
          </div>
          <Text size="sm">
            {offer.roomName} · {HOTEL_BOARD_LABELS[offer.board]}
          </Text>
          <Group gap="xs">
            <Badge color={offer.refundable ? 'teal' : 'gray'} variant="light">
              {offer.refundable ? t('hotels.card.freeCancellation') : t('hotels.card.nonRefundable')}
            </Badge>
            {offer.roomsLeft <= 3 && (
              <Text size="xs" c="red.8" fw={600}>
                {t('hotels.card.roomsLeft', { count: offer.roomsLeft })}
              </Text>
            )}
          </Group>
        </Stack>
        <Stack gap={4} className="hotel-card-price">
          <Text fw={700} size="xl" className="money">
            {formatRupees(offer.perNightPaise)}
          </Text>
          <AlsoIn paise={offer.perNightPaise} />
          <Text size="xs" c="dimmed">
            {t('hotels.card.perNight', {
              rooms: rooms === 1 ? t('hotels.card.roomsOne') : t('hotels.card.rooms', { count: rooms }),
            })}
          </Text>
          <Text size="xs" c="dimmed" className="money">
            {t('hotels.card.total', { amount: formatRupees(offer.totalPaise), gst: formatRupees(offer.gstPaise) })}
          </Text>
          <Button component={Link} to={href} mt={4} aria-label={t('hotels.card.viewLabel', { name: hotel.name })}>
            {t('hotels.card.view')}
          </Button>
          {picks && <CardPicks name={hotel.name} picks={picks} />}
        </Stack>
      </div>
    </Card>
  );
}
