import { Table } from '@mantine/core';
import { formatDisplayDate } from '@tripsetu/domain/dates.ts';
import type { HotelDetails } from '@tripsetu/domain/hotel-results.ts';
import { t } from '../../../i18n/i18n.ts';
import { DetailsSection } from './HotelAbout.tsx';

/** 'Dec' for 12, as the portal writes months. */
const monthName = (month: number) => formatDisplayDate(`2026-${String(month).padStart(2, '0')}-01`).slice(3, 6);

/** The city's climate normals for the months of the stay. */
export function HotelWeather({ answer }: { answer: HotelDetails }) {
  if (answer.weather.length === 0) return null;
  return (
    <DetailsSection title={t('hotelDetails.weather')}>
      <section
        className="hotel-details-table-wrap"
        aria-label={t('hotelDetails.weatherLabel')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways on phones, and a keyboard can only scroll what takes focus
        tabIndex={0}
      >
        <Table className="hotel-weather-table" verticalSpacing={4} captionSide="top">
          <Table.Caption>{t('hotelDetails.weatherCaption', { city: answer.hotel.city.name })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('hotelDetails.weatherMonth')}</Table.Th>
              <Table.Th scope="col">{t('hotelDetails.weatherHigh')}</Table.Th>
              <Table.Th scope="col">{t('hotelDetails.weatherLow')}</Table.Th>
              <Table.Th scope="col">{t('hotelDetails.weatherRain')}</Table.Th>
              <Table.Th scope="col">{t('hotelDetails.weatherRainyDays')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {answer.weather.map((month) => (
              <Table.Tr key={month.month}>
                <Table.Th scope="row">{monthName(month.month)}</Table.Th>
                <Table.Td>{month.highC}</Table.Td>
                <Table.Td>{month.lowC}</Table.Td>
                <Table.Td>{month.rainMm}</Table.Td>
                <Table.Td>{month.rainyDays}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </section>
    </DetailsSection>
  );
}
