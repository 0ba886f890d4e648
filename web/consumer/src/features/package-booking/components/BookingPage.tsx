import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Divider,
  Grid,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { ADDRESS_MAX, MEAL_PLAN_LABELS, REMARKS_MAX, SUCCESS_REDIRECT_MS } from '@tripsetu/domain/constants.ts';
import { formatDisplayDate, todayInIndia } from '@tripsetu/domain/dates.ts';
import { checkoutDate, durationLabel } from '@tripsetu/domain/duration.ts';
import { MSG } from '@tripsetu/domain/messages.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import {
  type ContactInput,
  type TravellerInput,
  travellerTypes,
  validateBookingForm,
} from '@tripsetu/domain/package-booking.ts';
import { dobBounds, titlesFor } from '@tripsetu/domain/validation.ts';
import { AutoHideAlert } from '@tripsetu/ui/AutoHideAlert';
import { useConfirm } from '@tripsetu/ui/ConfirmDialog';
import { DateField } from '@tripsetu/ui/DateField';
import { FullScreenLoader } from '@tripsetu/ui/LoadingOverlay';
import { SelectField } from '@tripsetu/ui/SelectField';
import { TextField } from '@tripsetu/ui/TextField';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type BookingDraft, clearBookingDraft, loadBookingDraft } from '../../../lib/booking-draft.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { BookingFailed, useRequestPackage } from '../api/request-package.ts';
import { ReviewModal } from './ReviewModal.tsx';

const TYPE_LABEL = { adult: 'Adult', child: 'Child', infant: 'Infant' } as const;

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
            <Card withBorder radius="md" p="lg" component="section" aria-labelledby="contact-heading">
              <Title order={2} size="h4" id="contact-heading" mb="xs">
                Contact details
              </Title>
              <Text size="sm" c="dimmed" mb="sm">
                We send your voucher and updates here.
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextField
                  label="Mobile number"
                  value={contact.mobile}
                  onChange={(mobile) => updateContact({ mobile: mobile.replace(/\D/g, '').slice(0, 10) })}
                  required
                  inputMode="numeric"
                  autoComplete="tel-national"
                  maxLength={10}
                  leftSection={<Text size="sm">+91</Text>}
                  error={errors.mobile}
                />
                <TextField
                  label="Email"
                  type="email"
                  value={contact.email}
                  onChange={(email) => updateContact({ email })}
                  required
                  autoComplete="email"
                  error={errors.email}
                />
              </SimpleGrid>
              <TextField
                mt="sm"
                label="Address (optional)"
                value={contact.address}
                onChange={(address) => updateContact({ address })}
                autoComplete="street-address"
                maxLength={ADDRESS_MAX}
                error={errors.address}
              />
            </Card>

            {travellers.map((traveller, index) => {
              const ordinal = travellers.slice(0, index + 1).filter((t) => t.type === traveller.type).length;
              const heading = `${TYPE_LABEL[traveller.type]} ${ordinal}${index === 0 ? ' (lead traveller)' : ''}`;
              const fieldError = (name: string) => errors[`travellers.${index}.${name}`];
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a traveller block is its position
                <Card key={index} withBorder radius="md" p="lg" component="section" aria-label={heading}>
                  <Title order={2} size="h5" mb="sm">
                    {heading}
                  </Title>
                  <SimpleGrid cols={{ base: 1, sm: traveller.type === 'adult' ? 3 : 4 }}>
                    <SelectField
                      label="Title"
                      value={traveller.title}
                      data={titlesFor(traveller.type).map((t) => ({ value: t, label: t }))}
                      placeholder="Select"
                      required
                      error={fieldError('title')}
                      onChange={(title) => updateTraveller(index, { title })}
                    />
                    <TextField
                      label="First name"
                      value={traveller.first_name}
                      onChange={(first_name) => updateTraveller(index, { first_name })}
                      required
                      autoComplete={index === 0 ? 'given-name' : 'off'}
                      error={fieldError('first_name')}
                    />
                    <TextField
                      label="Last name"
                      value={traveller.last_name}
                      onChange={(last_name) => updateTraveller(index, { last_name })}
                      required
                      autoComplete={index === 0 ? 'family-name' : 'off'}
                      error={fieldError('last_name')}
                    />
                    {traveller.type !== 'adult' && (
                      <DateField
                        label="Date of birth"
                        value={traveller.dob || null}
                        onChange={(dob) => updateTraveller(index, { dob: dob ?? '' })}
                        minDate={dobBounds(traveller.type, today).min}
                        maxDate={dobBounds(traveller.type, today).max}
                        required
                        placeholder="DD/MM/YYYY"
                        error={fieldError('dob')}
                      />
                    )}
                  </SimpleGrid>
                  {index === 0 && (
                    <Text size="xs" c="dimmed" mt="xs">
                      Enter names exactly as on the traveller’s passport or government photo ID.
                    </Text>
                  )}
                </Card>
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
          <Card withBorder radius="md" p="lg" className="sticky-summary" component="aside" aria-label="Package summary">
            {draft.package.image && <Image src={draft.package.image} alt="" radius="sm" mb="sm" h={140} />}
            <Title order={2} size="h4">
              {draft.package.package_name}
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              {durationLabel(draft.package.noof_days)} · {draft.package.package_destination}
            </Text>
            <Table fz="sm" verticalSpacing={4}>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Td c="dimmed">From</Table.Td>
                  <Table.Td>{draft.cityPrice.departingcity}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td c="dimmed">Dates</Table.Td>
                  <Table.Td>
                    {formatDisplayDate(draft.depdate)} –{' '}
                    {formatDisplayDate(checkoutDate(draft.depdate, draft.package.noof_nights))}
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td c="dimmed">Stay</Table.Td>
                  <Table.Td>
                    {draft.packageType}, {MEAL_PLAN_LABELS[draft.mealPlan] ?? draft.mealPlan}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            <Divider my="sm" />
            <Stack gap={4} aria-label="Fare breakdown">
              {draft.reprice.components.map((c) => (
                <Group key={c.code} justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="xs">{c.label}</Text>
                  <Text size="xs" fw={600}>
                    {formatRupees(c.amount_paise)}
                  </Text>
                </Group>
              ))}
            </Stack>
            <Divider my="sm" />
            <Group justify="space-between">
              <Text fw={700}>Total payable</Text>
              <Text fw={800} size="xl" data-testid="total-payable">
                {formatRupees(draft.reprice.invoicetotal_paise)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed" mt={4}>
              Nothing is charged now: we confirm availability first.
            </Text>
            <Button
              fullWidth
              size="md"
              mt="md"
              color="tripsetuSaffron.8"
              onClick={onBookNow}
              disabled={Boolean(txid)}
              className="desktop-only"
            >
              Book Now
            </Button>
            <Button fullWidth variant="subtle" mt="xs" onClick={changePackage} disabled={Boolean(txid)}>
              Change package
            </Button>
          </Card>
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
