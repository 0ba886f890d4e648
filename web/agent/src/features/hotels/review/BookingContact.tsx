import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { GstForm } from '@tripsetu/domain/flight-booking.ts';
import { GstFields } from '../../../components/GstFields.tsx';
import { t } from '../../../i18n/i18n.ts';
import { type HotelReviewForm, reviewFieldId } from './review-form.ts';

/** The booking's contact (where the voucher goes) and the optional GST details every product's booking asks. */
export function BookingContact({
  form,
  errors,
  onChange,
  onGst,
}: {
  form: Pick<HotelReviewForm, 'email' | 'mobile' | 'gst' | 'gstOpen'>;
  errors: Record<string, string>;
  onChange: (patch: Partial<HotelReviewForm>) => void;
  onGst: (patch: Partial<GstForm>) => void;
}) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          id={reviewFieldId('contact.email')}
          label={t('hotelReview.contact.email')}
          description={t('hotelReview.contact.emailHint')}
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={(event) => onChange({ email: event.currentTarget.value })}
          error={errors['contact.email']}
          withAsterisk
          aria-required
        />
        <TextInput
          id={reviewFieldId('contact.mobile')}
          label={t('hotelReview.contact.mobile')}
          description={t('hotelReview.contact.mobileHint')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          value={form.mobile}
          onChange={(event) => onChange({ mobile: event.currentTarget.value.replace(/\D/g, '') })}
          error={errors['contact.mobile']}
          withAsterisk
          aria-required
        />
      </SimpleGrid>
      <GstFields
        gst={form.gst}
        open={form.gstOpen}
        errors={errors}
        idOf={reviewFieldId}
        onToggle={(gstOpen) => onChange({ gstOpen })}
        onChange={onGst}
      />
    </Stack>
  );
}
