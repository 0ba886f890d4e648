import { Alert, Anchor, Button, Card, Container, Grid, Stack, Text, Textarea, Title } from '@mantine/core';
import { REMARKS_MAX, SUCCESS_REDIRECT_MS } from '@tripsetu/domain/constants.ts';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { MSG } from '@tripsetu/domain/messages.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import {
  type ContactInput,
  type TravellerInput,
  travellerTypes,
  validateBookingForm,
} from '@tripsetu/domain/package-booking.ts';
import { AutoHideAlert } from '@tripsetu/ui/AutoHideAlert';
import { useConfirm } from '@tripsetu/ui/ConfirmDialog';
import { FullScreenLoader } from '@tripsetu/ui/LoadingOverlay';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type BookingDraft, clearBookingDraft, loadBookingDraft } from '../../../lib/booking-draft.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { BookingFailed, useRequestPackage } from '../api/request-package.ts';
import { ContactCard } from './ContactCard.tsx';
import { PackageSummary } from './PackageSummary.tsx';
import { ReviewModal } from './ReviewModal.tsx';
import { TravellerCard } from './TravellerCard.tsx';

export function BookingPage() {
  usePageMeta('Traveller details');
  const [draft] = useState<BookingDraft | null>(() => loadBookingDraft());
  if (!draft) {
    return (
      <Container size="sm" py="xl">
        <Alert color="yellow" title="Holiday Packages">
          Your booking session has ended. Please choose a package again.{' '}
          <Anchor component={Link} to="/search">
            Search packages
          </Anchor>
        </Alert>
      </Container>
    );
  }
  return <BookingForm draft={draft} />;
}

function BookingForm({ draft }: { draft: BookingDraft }) {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const today = todayInIndia();
  const [contact, setContact] = useState<ContactInput>({ mobile: '', email: '', address: '' });
  const [travellers, setTravellers] = useState<TravellerInput[]>(() =>
    travellerTypes(draft.counts.numadults, draft.counts.numchildren, draft.counts.numinfants).map((type) => ({
      type,
      title: '',
      first_name: '',
      last_name: '',
      dob: '',
    })),
  );
  const [remarks, setRemarks] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [reviewing, setReviewing] = useState(false);
  const [banner, setBanner] = useState<{ variant: 'success' | 'error'; title: string; message: string } | null>(null);
  const [txid, setTxid] = useState<string | null>(null);
  const booking = useRequestPackage();

  useEffect(() => {
    if (!txid) return;
    const timer = setTimeout(() => {
      clearBookingDraft();
      navigate(`/holiday-package/voucher/${txid}`);
    }, SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [txid, navigate]);

  /** Editing a field clears its error; Book Now checks everything again. */
  const clearError = (key: string) =>
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _cleared, ...rest } = current;
      return rest;
    });

  const updateContact = (change: Partial<ContactInput>) => {
    for (const key of Object.keys(change)) clearError(key);
    setContact((current) => ({ ...current, ...change }));
  };

  const updateTraveller = (index: number, change: Partial<TravellerInput>) => {
    for (const key of Object.keys(change)) clearError(`travellers.${index}.${key}`);
    setTravellers((all) => all.map((t, i) => (i === index ? { ...t, ...change } : t)));
  };

  const onBookNow = () => {
    const found = validateBookingForm({ contact, travellers, remarks }, today);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      window.scrollTo({ top: 0, behavior: 'smooth' });
      setBanner({ variant: 'error', title: 'Traveller details', message: 'Please correct the highlighted fields.' });
      return;
    }
    setBanner(null);
    setReviewing(true);
  };

  const onConfirm = async () => {
    try {
      const id = await booking.mutateAsync({ draft, contact, travellers, remarks });
      setReviewing(false);
      setBanner({ variant: 'success', title: 'Success', message: MSG.bookingSuccess });
      setTxid(id);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch (error) {
      setReviewing(false);
      const fields = error instanceof BookingFailed ? error.fields : {};
      setErrors(fields);
      setBanner({ variant: 'error', title: MSG.bookingFailedTitle, message: (error as Error).message });
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  };

  const changePackage = async () => {
    const leave = await confirm({
      title: 'Leave this booking?',
      message: 'The traveller details you have entered will be lost.',
      yesLabel: 'Yes, leave',
      noLabel: 'No, stay',
    });
    if (leave) navigate(`/holiday-package/details/${draft.package.package_id}`);
  };

  return (
    <Container size="lg" py="md">
      <FullScreenLoader visible={booking.isPending} />
      {banner && (
        <div className="page-banner">
          <AutoHideAlert
            key={banner.message}
            variant={banner.variant}
            title={banner.title}
            message={banner.message}
            onClose={() => setBanner(null)}
          />
        </div>
      )}
      <Title order={1} size="h2" mb="md">
        Traveller details
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <ContactCard contact={contact} errors={errors} onChange={updateContact} />

            {travellers.map((traveller, index) => {
              const ordinal = travellers.slice(0, index + 1).filter((t) => t.type === traveller.type).length;
              return (
                <TravellerCard
                  // biome-ignore lint/suspicious/noArrayIndexKey: a traveller block is its position
                  key={index}
                  traveller={traveller}
                  index={index}
                  ordinal={ordinal}
                  today={today}
                  errors={errors}
                  onChange={(change) => updateTraveller(index, change)}
                />
              );
            })}

            <Card withBorder radius="md" p="lg" component="section">
              <Textarea
                label="Remarks"
                description="Special requests: room preferences, dietary needs, celebrations"
                value={remarks}
                onChange={(event) => {
                  clearError('remarks');
                  setRemarks(event.currentTarget.value);
                }}
                maxLength={REMARKS_MAX}
                autosize
                minRows={2}
                error={errors.remarks}
              />
            </Card>
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 4 }}>
          <PackageSummary draft={draft} booked={Boolean(txid)} onBookNow={onBookNow} onChangePackage={changePackage} />
        </Grid.Col>
      </Grid>
      <div className="phone-book-bar">
        <div>
          <Text size="xs" c="dimmed">
            Total payable
          </Text>
          <Text fw={800} size="lg">
            {formatRupees(draft.reprice.invoicetotal_paise)}
          </Text>
        </div>
        <Button size="md" color="tripsetuSaffron.8" onClick={onBookNow} disabled={Boolean(txid)}>
          Book Now
        </Button>
      </div>
      <ReviewModal
        opened={reviewing}
        onCancel={() => setReviewing(false)}
        onConfirm={onConfirm}
        draft={draft}
        contact={contact}
        travellers={travellers}
        submitting={booking.isPending}
      />
    </Container>
  );
}
