import { Alert, Anchor, Stack, Text } from '@mantine/core';
import type { BookingProductCode } from '@tripsetu/domain/booking-api.ts';
import { Link, useLocation, useNavigate } from 'react-router';
import { t } from '../../i18n/i18n.ts';
import { bookingPage } from './booking-page.ts';

/** What a booking or a cancellation hands Manage Bookings as it lands here (§4: bus and hotel bookings, cancellations). */
export type BookingNoticeState = { notice: string; bookingId: number };

const OPEN_LINK = {
  FLIGHT: 'manageBookings.notice.openFlight',
  BUS: 'manageBookings.notice.openBus',
  HOTEL: 'manageBookings.notice.openHotel',
} as const satisfies Record<BookingProductCode, string>;

function noticeOf(state: unknown): BookingNoticeState | null {
  const given = state as Partial<BookingNoticeState> | null;
  if (typeof given?.notice !== 'string' || typeof given.bookingId !== 'number') return null;
  return { notice: given.notice, bookingId: given.bookingId };
}

/** The success notice a booking or cancellation left, with the way to its ticket or voucher; the agent may close it. */
export function BookingNotice({ product }: { product: BookingProductCode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const given = noticeOf(location.state);
  if (!given) return null;
  // The notice belongs to the moment of booking: once closed, a reload does not bring it back.
  const close = () =>
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  return (
    <Alert
      color="green"
      role="status"
      withCloseButton
      closeButtonLabel={t('manageBookings.notice.close')}
      onClose={close}
    >
      <Stack gap={4} align="flex-start">
        <Text size="sm">{given.notice}</Text>
        <Anchor component={Link} to={bookingPage(product, given.bookingId)} size="sm" fw={600}>
          {t(OPEN_LINK[product])}
        </Anchor>
      </Stack>
    </Alert>
  );
}
