import { Anchor, Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { HOTEL_BOOKING_MSG_DECIDED } from '@tripsetu/domain/hotel-booking-api.ts';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { LoadFailed, Loading } from '../../components/ListParts.tsx';
import { t } from '../../i18n/i18n.ts';
import { failureMessage } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { type HotelDocument, hotelDocumentPdfHref, useHotelBooking } from './api/get-hotel-booking.ts';
import { HotelBill } from './voucher/HotelBill.tsx';
import { HotelBookingHeader, HotelCancellations } from './voucher/HotelBookingHeader.tsx';
import { HotelCancelModal } from './voucher/HotelCancelModal.tsx';
import { HotelEmailModal } from './voucher/HotelEmailModal.tsx';
import { HotelVoucher } from './voucher/HotelVoucher.tsx';
import './voucher/hotel-booking.css';
import './hotels-words.ts';

const documentOf = (value: string | null): HotelDocument => (value === 'bill' ? 'bill' : 'voucher');

/**
 * /hotels/bookings/:id (issue 23, decision 033): the booking's two documents, the hotel voucher and the hotel bill,
 * as tabs (?document=bill opens the bill); Print prints the one shown, each has its PDF, either can be e-mailed;
 * Cancel booking cancels rooms by the booking's policy and lands on Manage Bookings' Hotels tab (§4).
 */
export function HotelBookingPage() {
  usePageTitle(t('hotelBooking.title'));
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const document = documentOf(params.get('document'));
  const booking = useHotelBooking(id);
  const [dialog, setDialog] = useState<'email' | 'cancel' | null>(null);
  const data = booking.data;
  const roomsLeft = data?.rooms.filter((room) => !room.cancelled).length ?? 0;
  const show = (next: string | null) => setParams(next === 'bill' ? { document: 'bill' } : {}, { replace: true });

  return (
    <Container size="lg" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" className="no-print">
          <Title order={1} size="h2">
            {t('hotelBooking.title')}
          </Title>
          <Anchor component={Link} to={ROUTES.hotelBookings} size="sm">
            {t('hotelBooking.backToBookings')}
          </Anchor>
        </Group>
        {booking.isPending && <Loading text={t('hotelBooking.loading')} />}
        {booking.isError && (
          <LoadFailed
            message={failureMessage(booking.error, HOTEL_BOOKING_MSG_DECIDED.bookingNotFound)}
            onRetry={() => void booking.refetch()}
            retrying={booking.isFetching}
          />
        )}
        {data && (
          <>
            <HotelBookingHeader booking={data} />
            <Group gap="sm" className="no-print" wrap="wrap">
              <Button variant="default" onClick={() => window.print()}>
                {t(document === 'bill' ? 'hotelBooking.printBill' : 'hotelBooking.printVoucher')}
              </Button>
              <Button variant="default" component="a" href={hotelDocumentPdfHref(data.id, 'voucher')} target="_blank">
                {t('hotelBooking.pdfVoucher')}
              </Button>
              <Button variant="default" component="a" href={hotelDocumentPdfHref(data.id, 'bill')} target="_blank">
                {t('hotelBooking.pdfBill')}
              </Button>
              <Button variant="default" onClick={() => setDialog('email')}>
                {t('hotelBooking.email')}
              </Button>
              {data.cancellable && roomsLeft > 0 && (
                <Button color="red" variant="light" onClick={() => setDialog('cancel')}>
                  {t('hotelBooking.cancelRooms')}
                </Button>
              )}
            </Group>
            {!data.cancellable && roomsLeft > 0 && (
              <Text size="sm" c="dimmed" className="no-print">
                {data.status === 'CONFIRMED' ? HOTEL_BOOKING_MSG_DECIDED.stayBegun : t('hotelBooking.notCancellable')}
              </Text>
            )}
            <HotelCancellations booking={data} />
            <Tabs value={document} onChange={show} keepMounted={false}>
              <Tabs.List className="no-print" mb="md" aria-label={t('hotelBooking.documents')}>
                <Tabs.Tab value="voucher" fw={600}>
                  {t('hotelBooking.tab.voucher')}
                </Tabs.Tab>
                <Tabs.Tab value="bill" fw={600}>
                  {t('hotelBooking.tab.bill')}
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="voucher">
                <HotelVoucher booking={data} />
              </Tabs.Panel>
              <Tabs.Panel value="bill">
                <HotelBill booking={data} />
              </Tabs.Panel>
            </Tabs>
            {dialog === 'email' && (
              <HotelEmailModal
                id={data.id}
                initialTo={data.contact.email}
                initialDocument={document}
                onClose={() => setDialog(null)}
              />
            )}
            {dialog === 'cancel' && (
              <HotelCancelModal
                booking={data}
                onClose={() => setDialog(null)}
                onDone={(notice) => navigate(ROUTES.hotelBookings, { state: { notice, bookingId: data.id } })}
              />
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
