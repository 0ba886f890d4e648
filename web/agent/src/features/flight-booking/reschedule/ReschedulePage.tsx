import { Alert } from '@mantine/core';
import { useParams } from 'react-router';
import '../flight-booking.css';
import { t } from '../../../i18n/i18n.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useFlightBooking } from '../api/get-flight-booking.ts';
import { BookingStepShell } from '../components/BookingStepShell.tsx';
import { RescheduleForm } from './RescheduleForm.tsx';
import { reschedulable } from './reschedule-choice.ts';

/** /flights/bookings/:id/reschedule: move travellers of a ticketed booking to another date (decision 024). */
export function ReschedulePage() {
  const { id = '' } = useParams();
  const booking = useFlightBooking(id);
  const transactionId = booking.data?.transactionId ?? '';
  usePageTitle(t('reschedule.title', { transactionId }));
  return (
    <BookingStepShell
      id={id}
      title={t('reschedule.open')}
      transactionId={transactionId}
      backLabel={t('reschedule.back')}
      loading={booking.isPending}
      error={booking.error}
    >
      {booking.data &&
        (reschedulable(booking.data) ? (
          <RescheduleForm booking={booking.data} />
        ) : (
          <Alert color="yellow" role="status">
            {t('reschedule.notAllowed')}
          </Alert>
        ))}
    </BookingStepShell>
  );
}
