import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { BOOKING_MSG_DECIDED } from '@tripsetu/domain/flight-booking.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { useSession } from '../../../app/session-context.ts';
import { t } from '../../../i18n/i18n.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useWalletBalance } from '../../../lib/get-balance.ts';

export interface BookingFailureView {
  kind: 'invalid' | 'failed' | 'other';
  /** 'Flight Booking Failed' for a booking that could not be made. */
  title?: string;
  message: string;
  /** Server messages keyed to no field on the page. */
  notOnFields: string[];
  lowBalance?: boolean;
}

/**
 * The two ways to finish (§2, §4): Book, paid from the wallet now (with the available balance, for
 * those who may see it), or Hold until the quote's time limit when the trip allows one. A refusal
 * shows here: 'Flight Booking Failed' with the reason, or the fields to correct.
 */
export function BookingActions({
  failure,
  failureRef,
  totalPaise,
  holdUntil,
  pendingAction,
  disabled,
  onBook,
  onHold,
}: {
  failure: BookingFailureView | null;
  failureRef: Ref<HTMLDivElement>;
  totalPaise: number;
  holdUntil: string | null;
  pendingAction: 'BOOK' | 'HOLD' | null;
  disabled: boolean;
  onBook: () => void;
  onHold: () => void;
}) {
  const { can } = useSession();
  const balance = useWalletBalance(can('wallet.view'));
  const available = balance.data?.availablePaise;
  const short = available !== undefined && available < totalPaise;
  return (
    <Stack gap="sm">
      {failure && (
        <Alert
          ref={failureRef}
          tabIndex={-1}
          color={failure.kind === 'invalid' ? 'orange' : 'red'}
          role="alert"
          title={failure.title}
        >
          <Stack gap={4}>
            <Text size="sm">{failure.message}</Text>
            {failure.kind === 'invalid' && <Text size="sm">{t('flightBooking.review.fixErrors')}</Text>}
            {failure.notOnFields.length > 0 && (
              <List size="sm">
                {failure.notOnFields.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List>
            )}
            {failure.lowBalance && can('wallet.deposit') && (
              <div>
                <Button component={Link} to={ROUTES.walletUpload} size="xs" variant="default">
                  {t('flightBooking.actions.uploadBalance')}
                </Button>
              </div>
            )}
          </Stack>
        </Alert>
      )}
      {available !== undefined && (
        <Text size="sm" fw={600} className="money">
          {t('flightBooking.actions.balance', { amount: formatRupees(available) })}
        </Text>
      )}
      {short && (
        <Text size="sm" className="field-error">
          {t('flightBooking.actions.balanceShort')}{' '}
          {can('wallet.deposit') && (
            <Link to={ROUTES.walletUpload} className="inline-link">
              {t('flightBooking.actions.uploadBalance')}
            </Link>
          )}
        </Text>
      )}
      <Group gap="sm">
        <Button onClick={onBook} loading={pendingAction === 'BOOK'} disabled={disabled || pendingAction === 'HOLD'}>
          {t('flightBooking.actions.book')}
        </Button>
        {holdUntil && (
          <Button
            variant="default"
            onClick={onHold}
            loading={pendingAction === 'HOLD'}
            disabled={disabled || pendingAction === 'BOOK'}
          >
            {t('flightBooking.actions.hold')}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {holdUntil
          ? t('flightBooking.actions.holdNote', { time: formatDateTime(holdUntil) })
          : BOOKING_MSG_DECIDED.holdUnavailable}
      </Text>
    </Stack>
  );
}
