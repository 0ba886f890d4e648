import { Alert, Anchor, Button, Group, Text, Title } from '@mantine/core';
import { COMPANY } from '@tripsetu/domain/company.ts';
import { MEAL_PLAN_LABELS } from '@tripsetu/domain/constants.ts';
import { formatDisplayDate, formatDisplayDateTime } from '@tripsetu/domain/dates.ts';
import { durationLabel } from '@tripsetu/domain/duration.ts';
import { MSG } from '@tripsetu/domain/messages.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { AutoHideAlert } from '@tripsetu/ui/AutoHideAlert';
import { FullScreenLoader } from '@tripsetu/ui/LoadingOverlay';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { BookingStatusBadge } from '../../../components/BookingStatusBadge.tsx';
import { SplitText } from '../../../components/SplitText.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { EmailFailed, useEmailVoucher } from '../api/email-voucher.ts';
import { useVoucher, type Voucher } from '../api/get-voucher.ts';
import { EmailVoucherModal } from './EmailVoucherModal.tsx';

export function VoucherPage() {
  const { transactionId = '' } = useParams();
  const voucher = useVoucher(transactionId);
  usePageMeta('Booking voucher');
  return (
    <div className="voucher-page">
      <FullScreenLoader visible={voucher.isLoading} />
      {voucher.isError && (
        <Alert color="red" title="Booking voucher" role="alert" m="md">
          {voucher.error.message}.{' '}
          <Anchor component={Link} to="/search">
            Back to Home
          </Anchor>
        </Alert>
      )}
      {voucher.data && <VoucherView voucher={voucher.data} />}
    </div>
  );
}

function VoucherView({ voucher }: { voucher: Voucher }) {
  const [emailOpen, setEmailOpen] = useState(false);
  const [banner, setBanner] = useState<{ variant: 'success' | 'error'; title: string; message: string } | null>(null);
  const email = useEmailVoucher();
  const documentRef = useRef<HTMLElement>(null);

  const send = async (toemail: string) => {
    try {
      await email.mutateAsync({ txid: voucher.txid, toemail, htmlcontent: documentRef.current?.outerHTML ?? '' });
      setEmailOpen(false);
      setBanner({ variant: 'success', title: MSG.emailSentTitle, message: MSG.emailSent });
    } catch (error) {
      setEmailOpen(false);
      setBanner({
        variant: 'error',
        title: error instanceof EmailFailed ? error.operation : 'Email',
        message: (error as Error).message,
      });
    }
  };

  return (
    <>
      <Group justify="flex-end" gap="sm" className="no-print voucher-actions">
        <Button component={Link} to="/search" variant="default">
          Home
        </Button>
        <Button variant="default" onClick={() => setEmailOpen(true)}>
          Email
        </Button>
        <Button onClick={() => window.print()}>Print</Button>
      </Group>
      {banner && (
        <div className="no-print page-banner">
          <AutoHideAlert
            key={banner.message}
            variant={banner.variant}
            title={banner.title}
            message={banner.message}
            onClose={() => setBanner(null)}
          />
        </div>
      )}
      <article className="voucher" ref={documentRef} aria-labelledby="voucher-title">
        <header className="voucher-head">
          <div>
            <div className="voucher-brand">TripSetu</div>
            <Text size="xs">{COMPANY.legalName}</Text>
          </div>
          <Title order={1} size="h3" id="voucher-title">
            BOOKING VOUCHER
          </Title>
        </header>

        <dl className="voucher-grid">
          <dt>Reference number</dt>
          <dd className="mono">{voucher.txid}</dd>
          <dt>Status</dt>
          <dd>
            <BookingStatusBadge booking={voucher} />
          </dd>
          <dt>Package</dt>
          <dd>{voucher.package_name}</dd>
          <dt>Duration</dt>
          <dd>
            {durationLabel(voucher.noof_days)} · {voucher.destination}
          </dd>
          <dt>Lead passenger</dt>
          <dd>
            {voucher.leadpassenger_title} {voucher.leadpassenger_firstname} {voucher.leadpassenger_lastname}
          </dd>
          <dt>Email</dt>
          <dd>{voucher.leadpassenger_email}</dd>
          <dt>Check-in</dt>
          <dd>{formatDisplayDate(voucher.checkindate)}</dd>
          <dt>Check-out</dt>
          <dd>{formatDisplayDate(voucher.checkoutdate)}</dd>
          <dt>Departure city</dt>
          <dd>{voucher.departure_city}</dd>
          <dt>Package type</dt>
          <dd>
            {voucher.package_type}, {MEAL_PLAN_LABELS[voucher.meal_plan] ?? voucher.meal_plan}
          </dd>
          <dt>Agency</dt>
          <dd>
            {voucher.agent_company} (agent {voucher.agentid})
          </dd>
          <dt>Booked on</dt>
          <dd>{formatDisplayDateTime(voucher.booked_at)}</dd>
        </dl>

        {voucher.status_code === 'REQUESTED' && (
          <p className="voucher-note">
            Your booking is a request. We are confirming your hotels and transport and will write to{' '}
            {voucher.leadpassenger_email} within 24 hours.
          </p>
        )}

        <section>
          <h2>Travellers</h2>
          <ol>
            {voucher.travellers.map((t, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the order is the traveller's position
              <li key={i}>
                {t.title} {t.first_name} {t.last_name} ({t.type}
                {t.dob ? `, born ${formatDisplayDate(t.dob)}` : ''})
              </li>
            ))}
          </ol>
        </section>

        <section>
          <h2>Fare</h2>
          <table className="voucher-fare">
            <tbody>
              {voucher.fare.components.map((c) => (
                <tr key={c.code}>
                  <td>{c.label}</td>
                  <td>{formatRupees(c.amountPaise)}</td>
                </tr>
              ))}
              <tr className="total">
                <td>Total</td>
                <td>{formatRupees(voucher.fare.totalPaise)}</td>
              </tr>
            </tbody>
          </table>
        </section>

        <section>
          <h2>Inclusions</h2>
          <SplitText text={voucher.package_inclusions} />
        </section>
        <section>
          <h2>Exclusions</h2>
          <SplitText text={voucher.package_exclusions} />
        </section>
        <section>
          <h2>Day wise itinerary</h2>
          <SplitText text={voucher.package_detailed_itin} as="days" />
        </section>
        <section>
          <h2>Cancellation policy</h2>
          <SplitText text={voucher.package_canx_policy} />
        </section>
        <section>
          <h2>Terms and conditions</h2>
          <SplitText text={voucher.package_terms} />
        </section>
        <footer className="voucher-foot">
          {COMPANY.legalName} · {COMPANY.address.join(', ')} · {COMPANY.phone} · {COMPANY.email}
        </footer>
      </article>
      <EmailVoucherModal
        opened={emailOpen}
        onClose={() => setEmailOpen(false)}
        onSend={send}
        defaultAddress={addressToFill(voucher.leadpassenger_email)}
        sending={email.isPending}
      />
    </>
  );
}

/** The public voucher masks the lead's e-mail (decision 016): a masked one is nothing to send to. */
export function addressToFill(leadEmail: string): string {
  return leadEmail.includes('•') ? '' : leadEmail;
}
