import { Button, Modal } from '@mantine/core';
import { HOTEL_BOARD_LABELS, type HotelSummary } from '@tripsetu/domain/hotel-results.ts';
import { HOTEL_FACILITIES, HOTEL_FACILITY_LABELS } from '@tripsetu/domain/hotel-search.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { useMatchesMedia } from '@tripsetu/ui/theme';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '../../../../i18n/i18n.ts';
import { StarRating } from '../HotelCard.tsx';
import './compare.css';

export interface CompareModalProps {
  hotels: readonly HotelSummary[];
  /** Rooms asked for and nights of the stay, as the prices are for them. */
  rooms: number;
  nights: number;
  /** A hotel's page for the search's stay. */
  pathOf: (hotelId: string) => string;
  onClose: () => void;
}

function Has({ yes }: { yes: boolean }) {
  return (
    <>
      <span aria-hidden="true" className={yes ? 'hotel-compare-yes' : 'hotel-compare-no'}>
        {yes ? '✓' : '—'}
      </span>
      <span className="visually-hidden">{yes ? t('hotels.compare.has') : t('hotels.compare.hasNot')}</span>
    </>
  );
}

/**
 * The chosen hotels side by side (agent-portal.md §1, §9: up to 3): photo, name, stars, guests' rating,
 * locality, room and meals, cancellation, a night and the stay's total, every §9 facility, and the way to
 * their rooms. A table with a column a hotel; on a phone it scrolls sideways inside the box, names kept in view.
 */
export function CompareModal({ hotels, rooms, nights, pathOf, onClose }: CompareModalProps) {
  const phone = useMatchesMedia('(max-width: 599px)');
  const roomsText = rooms === 1 ? t('hotels.card.roomsOne') : t('hotels.card.rooms', { count: rooms });
  const nightsText = nights === 1 ? t('hotels.form.nightOne') : t('hotels.form.nights', { count: nights });
  const row = (label: string, cell: (hotel: HotelSummary) => ReactNode, className?: string) => (
    <tr key={label} className={className}>
      <th scope="row">{label}</th>
      {hotels.map((hotel) => (
        <td key={hotel.id}>{cell(hotel)}</td>
      ))}
    </tr>
  );
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('hotels.compare.title')}
      size="auto"
      fullScreen={phone === true}
      closeButtonProps={{ 'aria-label': t('hotels.compare.close') }}
    >
      <section
        className="hotel-compare-scroll"
        aria-label={t('hotels.compare.tableLabel')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways on phones, and a keyboard can only scroll what takes focus
        tabIndex={0}
      >
        <table className="hotel-compare-table">
          <caption className="visually-hidden">{t('hotels.compare.tableLabel')}</caption>
          <thead>
            <tr>
              <td />
              {hotels.map((hotel) => (
                <th key={hotel.id} scope="col">
                  <img
                    className="hotel-compare-photo"
                    src={hotel.photo}
                    alt=""
                    width={180}
                    height={120}
                    loading="lazy"
                    decoding="async"
                  />
                  <span className="hotel-compare-name">{hotel.name}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {row(t('hotels.compare.stars'), (hotel) => (
              <StarRating stars={hotel.stars} />
            ))}
            {row(t('hotels.compare.rating'), (hotel) =>
              t('hotels.compare.ratingValue', { rating: hotel.rating.toFixed(1), reviews: hotel.reviews }),
            )}
            {row(t('hotels.compare.locality'), (hotel) => hotel.locality)}
            {row(t('hotels.compare.room'), (hotel) => hotel.offer.roomName)}
            {row(t('hotels.compare.board'), (hotel) => HOTEL_BOARD_LABELS[hotel.offer.board])}
            {row(t('hotels.compare.cancellation'), (hotel) =>
              hotel.offer.refundable ? t('hotels.card.freeCancellation') : t('hotels.card.nonRefundable'),
            )}
            {row(
              t('hotels.compare.perNight', { rooms: roomsText }),
              (hotel) => (
                <strong className="money">{formatRupees(hotel.offer.perNightPaise)}</strong>
              ),
              'hotel-compare-price',
            )}
            {row(
              t('hotels.compare.total', { nights: nightsText }),
              (hotel) => (
                <>
                  <strong className="money">{formatRupees(hotel.offer.totalPaise)}</strong>
                  <br />
                  <small>{t('hotels.compare.totalGst', { gst: formatRupees(hotel.offer.gstPaise) })}</small>
                </>
              ),
              'hotel-compare-price',
            )}
            <tr className="hotel-compare-group">
              <th scope="rowgroup" colSpan={hotels.length + 1}>
                {t('hotels.compare.facilities')}
              </th>
            </tr>
            {HOTEL_FACILITIES.map((facility) =>
              row(HOTEL_FACILITY_LABELS[facility], (hotel) => <Has yes={hotel.facilities.includes(facility)} />),
            )}
            <tr>
              <td />
              {hotels.map((hotel) => (
                <td key={hotel.id}>
                  <Button
                    component={Link}
                    to={pathOf(hotel.id)}
                    size="xs"
                    aria-label={t('hotels.card.viewLabel', { name: hotel.name })}
                  >
                    {t('hotels.card.view')}
                  </Button>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </section>
    </Modal>
  );
}
