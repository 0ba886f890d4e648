import { Text, Textarea, TextInput } from '@mantine/core';
import { markupError, markupPaiseOf } from '@tripsetu/domain/fare-summary.ts';
import { SPECIAL_REQUESTS_MAX } from '@tripsetu/domain/hotel-booking-api.ts';
import { MARKUP_MSG } from '@tripsetu/domain/markups.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { t } from '../../../i18n/i18n.ts';
import { reviewFieldId } from './review-form.ts';

/**
 * What the booking carries besides the guests: special requests for the hotel (with a count of what is left) and
 * the agency's markup in rupees for its customer's copy, with the customer's total once one is given.
 */
export function BookingExtras({
  specialRequests,
  markup,
  totalPaise,
  errors,
  onRequests,
  onMarkup,
  prefilled = false,
}: {
  specialRequests: string;
  markup: string;
  /** The price before the agency's markup (TripSetu's included): the customer's total is this and the markup. */
  totalPaise: number;
  errors: Record<string, string>;
  onRequests: (value: string) => void;
  onMarkup: (value: string) => void;
  /** The markup shown is the agency's standing one (Agent Markup). */
  prefilled?: boolean;
}) {
  const markupPaise = markupPaiseOf(markup);
  const customerTotal = markupPaise > 0 && !markupError(markupPaise) ? totalPaise + markupPaise : null;
  return (
    <div className="hotel-review-extras">
      <Textarea
        id={reviewFieldId('specialRequests')}
        label={t('hotelReview.requests.label')}
        description={t('hotelReview.requests.count', {
          count: specialRequests.length,
          max: SPECIAL_REQUESTS_MAX,
        })}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={SPECIAL_REQUESTS_MAX}
        value={specialRequests}
        onChange={(event) => onRequests(event.currentTarget.value)}
        error={errors.specialRequests}
      />
      <div>
        <TextInput
          id={reviewFieldId('markupPaise')}
          label={t('hotelReview.markup.label')}
          description={
            prefilled ? `${t('hotelReview.markup.hint')} ${MARKUP_MSG.prefilled}.` : t('hotelReview.markup.hint')
          }
          inputMode="decimal"
          autoComplete="off"
          maw={320}
          value={markup}
          onChange={(event) => onMarkup(event.currentTarget.value)}
          error={errors.markupPaise}
        />
        {customerTotal !== null && (
          <Text size="sm" mt={6} fw={600}>
            {t('hotelReview.markup.customerTotal', { amount: formatRupees(customerTotal) })}
          </Text>
        )}
      </div>
    </div>
  );
}
