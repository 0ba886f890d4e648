import { Alert } from '@mantine/core';
import { useParams } from 'react-router';
import '../flight-booking.css';
import { t } from '../../../i18n/i18n.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useServiceOptions } from '../api/add-services.ts';
import { useFlightBooking } from '../api/get-flight-booking.ts';
import { BookingStepShell } from '../components/BookingStepShell.tsx';
import { AddServicesForm } from './AddServicesForm.tsx';
import { servicesAllowed } from './services-draft.ts';

/** /flights/bookings/:id/add-services: seats, meals, baggage and services after booking (decision 025). */
export function AddServicesPage() {
  const { id = '' } = useParams();
  const booking = useFlightBooking(id);
  const allowed = booking.data ? servicesAllowed(booking.data) : false;
  // Asked only of a booking that may have services added.
  const options = useServiceOptions(id, allowed);
  usePageTitle(t('addServices.title'));
  return (
    <BookingStepShell
      id={id}
      title={t('addServices.title')}
      transactionId={booking.data?.transactionId}
      backLabel={t('addServices.back')}
      loading={booking.isPending || (allowed && options.isPending)}
      error={booking.error ?? (allowed ? options.error : null)}
    >
      {booking.data && !allowed && (
        <Alert color="yellow" role="status">
          {t('addServices.notAllowed')}
        </Alert>
      )}
      {booking.data && allowed && options.data && <AddServicesForm booking={booking.data} options={options.data} />}
    </BookingStepShell>
  );
}
