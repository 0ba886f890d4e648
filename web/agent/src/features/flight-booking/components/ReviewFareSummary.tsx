import { Card, Group, Text, Title } from '@mantine/core';
import type { SummaryLineShape } from '@tripsetu/domain/flight-booking-api.ts';
import { CABIN_LABELS, type Cabin } from '@tripsetu/domain/flight-types.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { AlsoIn, RupeesOnlyNote } from '../../../components/AlsoIn.tsx';
import { t } from '../../../i18n/i18n.ts';
import { travellersText } from '../../../lib/flight-search-form.ts';
import { customerTotalPaise } from '../booking-summary.ts';
import { FareLines } from './FareLines.tsx';

/**
 * §2 fare summary of the review: the quote's named components with the seats, meals, excess baggage
 * and special services chosen so far, adding up to what the wallet pays; and, when the agency adds a
 * markup, its customer invoice total.
 */
export function ReviewFareSummary({
  headingId,
  lines,
  totalPaise,
  markupPaise,
  travellers,
  cabin,
}: {
  headingId: string;
  lines: readonly SummaryLineShape[];
  totalPaise: number;
  markupPaise: number;
  travellers: { adults: number; children: number; infants: number };
  cabin: Cabin;
}) {
  return (
    <Card withBorder radius="md" p="md" className="review-summary">
      <Title order={2} size="h4" id={headingId} mb={2}>
        {t('flightBooking.summary.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('flightBooking.summary.travellers', {
          travellers: travellersText(travellers),
          cabin: CABIN_LABELS[cabin],
        })}
      </Text>
      <FareLines lines={lines} totalLabel={t('flightBooking.summary.total')} totalPaise={totalPaise} />
      <AlsoIn paise={totalPaise} align="right" />
      <RupeesOnlyNote />
      <span className="visually-hidden" aria-live="polite">
        {`${t('flightBooking.summary.total')} ${formatRupees(totalPaise)}`}
      </span>
      <Text size="xs" c="dimmed" mt="xs">
        {t('flightBooking.summary.totalNote')}
      </Text>
      {markupPaise > 0 && (
        <Group justify="space-between" wrap="nowrap" gap="sm" mt="sm" className="review-invoice-total">
          <Text size="sm">{t('flightBooking.markup.invoiceTotal')}</Text>
          <Text size="sm" fw={700} className="money">
            {formatRupees(customerTotalPaise(lines, markupPaise))}
          </Text>
        </Group>
      )}
    </Card>
  );
}
