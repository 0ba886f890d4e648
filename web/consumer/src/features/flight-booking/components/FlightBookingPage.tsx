import '../flight-booking.css';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { PAX_TYPE_LABELS } from '@tripsetu/domain/flight-booking.ts';
import { type GatewayFareQuote, PASSENGER_TYPES } from '@tripsetu/domain/gateway-flight-booking.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { FullScreenLoader } from '@tripsetu/ui/LoadingOverlay';
import { type ReactNode, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../../app/session-context.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { type BookOutcome, useBookFlight } from '../api/book-flight.ts';
import { useFareQuote } from '../api/get-fare-quote.ts';
import {
  type BookingFieldErrors,
  bookFields,
  bookingFieldErrors,
  type ContactDraft,
  draftErrors,
  EMPTY_GST,
  emptyTravellers,
  extrasPaise,
  type FareSelection,
  fareSelectionFromQuery,
  type GstDraft,
  hasErrors,
  type LegDraft,
  needsDob,
  seatsLost,
  summaryWithExtras,
  type TravellerDraft,
  titlesFor,
} from '../booking-form.ts';
import { FareLines, FlightLegsList } from './FlightSummary.tsx';
import { GstDetails } from './GstDetails.tsx';
import { SeatSelection } from './SeatSelection.tsx';
import { TravellerAddOns } from './TravellerAddOns.tsx';

const NO_ERRORS: BookingFieldErrors = { travellers: {}, fields: {}, general: [] };
const PRICE_CHANGED_TITLE = 'Price changed. Do you want to continue booking?';

/** /flight/book: the chosen fares priced now, the travellers and the contact, then the gateway's page. */
export function FlightBookingPage() {
  usePageMeta('Book your flight');
  const [params] = useSearchParams();
  const selection = fareSelectionFromQuery(params);
  const quote = useFareQuote(selection);

  if (!selection) {
    return (
      <Container size="sm" py="xl">
        <Alert color="yellow" title="Book your flight">
          Choose a fare first.{' '}
          <Anchor component={Link} to="/flight">
            Search flights
          </Anchor>
        </Alert>
      </Container>
    );
  }
  return (
    <Container size="lg" py="md">
      <FullScreenLoader visible={quote.isPending} />
      <Title order={1} size="h2" mb="md">
        Book your flight
      </Title>
      {quote.isPending && (
        <Text role="status" c="dimmed">
          Checking the latest fare…
        </Text>
      )}
      {quote.isError && (
        <Alert color="red" title="Book your flight" role="alert">
          <Text size="sm">{quote.error.message}</Text>
          <Anchor component={Link} to="/flight" size="sm">
            Search flights again
          </Anchor>
        </Alert>
      )}
      {quote.data && <BookingForm key={quote.dataUpdatedAt} selection={selection} quote={quote.data} />}
    </Container>
  );
}

function BookingForm({ selection, quote }: { selection: FareSelection; quote: GatewayFareQuote }) {
  const { user, openLogin } = useSession();
  const book = useBookFlight();
  const flightsPerLeg = quote.legs.map((leg) => leg.flightlegs.length);
  const [travellers, setTravellers] = useState<TravellerDraft[]>(() => emptyTravellers(quote, flightsPerLeg));
  const [lostSeats, setLostSeats] = useState<ReadonlySet<string>>(new Set());
  const [gstOpen, setGstOpen] = useState(false);
  const [gst, setGst] = useState<GstDraft>(EMPTY_GST);
  const [contact, setContact] = useState<ContactDraft>({ email: '', countrycode: '+91', mobile: '', altemail: '' });
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<BookingFieldErrors>(NO_ERRORS);
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null);
  // The quote's own price change must be accepted before anything is booked.
  const [acceptedTotal, setAcceptedTotal] = useState<number | null>(quote.pricechange ? null : quote.faretotal_paise);
  const [priceChange, setPriceChange] = useState<{ oldPaise: number; newPaise: number; reason: string } | null>(
    quote.pricechange
      ? {
          oldPaise: quote.pricechange.oldtotal_paise,
          newPaise: quote.pricechange.newtotal_paise,
          reason: quote.pricechange.reason,
        }
      : null,
  );
  const requestKey = useRef<{ key: string; retry: boolean } | null>(null);

  const summary = summaryWithExtras(quote, extrasPaise(quote, travellers));
  const gstSent = gstOpen ? gst : EMPTY_GST;

  // A field's error goes as soon as the traveller changes that field.
  const setTraveller = (index: number, change: Partial<TravellerDraft>) => {
    setTravellers((all) => all.map((traveller, i) => (i === index ? { ...traveller, ...change } : traveller)));
    setErrors((current) => {
      const mine = { ...current.travellers[index] };
      for (const name of Object.keys(change)) delete mine[name];
      return { ...current, travellers: { ...current.travellers, [index]: mine } };
    });
  };
  const setLeg = (index: number, legIndex: number, change: Partial<LegDraft>) => {
    setTravellers((all) =>
      all.map((traveller, i) =>
        i === index
          ? { ...traveller, legs: traveller.legs.map((leg, l) => (l === legIndex ? { ...leg, ...change } : leg)) }
          : traveller,
      ),
    );
    setErrors((current) => {
      const mine = { ...current.travellers[index] };
      for (const name of Object.keys(mine)) if (name.startsWith(`legs.${legIndex}.`)) delete mine[name];
      return { ...current, travellers: { ...current.travellers, [index]: mine } };
    });
  };
  const setSeat = (index: number, legIndex: number, segmentIndex: number, seatNo: string) => {
    const seats = travellers[index]?.legs[legIndex]?.seats ?? [];
    setLeg(index, legIndex, { seats: seats.map((seat, s) => (s === segmentIndex ? seatNo : seat)) });
  };
  const setField = (name: string) =>
    setErrors((current) => {
      const fields = { ...current.fields };
      delete fields[name];
      return { ...current, fields };
    });

  const settle = (outcome: BookOutcome) => {
    if (requestKey.current) requestKey.current.retry = outcome.kind === 'unreachable';
    switch (outcome.kind) {
      case 'started':
        window.location.assign(outcome.booking.checkouturl);
        return;
      case 'price-changed':
        setPriceChange({ oldPaise: outcome.oldTotalPaise, newPaise: outcome.newTotalPaise, reason: outcome.reason });
        return;
      case 'sign-in':
        openLogin();
        return;
      case 'unreachable':
        setFailure({
          title: 'Book your flight',
          message: 'We could not reach TripSetu. Please check your connection and try again.',
        });
        return;
      case 'refused': {
        const sorted = bookingFieldErrors(outcome.status.Errors);
        setErrors(sorted);
        // A seat someone else took meanwhile shows as taken, and its traveller chooses again.
        const lost = seatsLost(sorted, travellers);
        if (lost.length > 0) {
          setLostSeats((current) => new Set([...current, ...lost]));
          setTravellers((all) =>
            all.map((traveller) => ({
              ...traveller,
              legs: traveller.legs.map((leg, l) => ({
                ...leg,
                seats: leg.seats.map((seat, s) => (lost.includes(`${l}|${s}|${seat}`) ? '' : seat)),
              })),
            })),
          );
        }
        const code = outcome.status.Errors?.code;
        setFailure(
          code === 'BOOKING_FAILED'
            ? { title: outcome.status.Errors?.title ?? 'Flight Booking Failed', message: outcome.status.Message }
            : hasErrors(sorted)
              ? null
              : { title: 'Book your flight', message: outcome.status.Message },
        );
      }
    }
  };

  const confirm = (total: number) => {
    setFailure(null);
    const checked = draftErrors(travellers, quote.international, gstSent);
    setErrors(checked);
    if (hasErrors(checked)) return;
    if (!requestKey.current?.retry) requestKey.current = { key: crypto.randomUUID(), retry: false };
    book.mutate(
      bookFields({
        selection,
        acceptedTotalPaise: total,
        travellers,
        international: quote.international,
        flightsPerLeg,
        contact,
        gst: gstSent,
        termsAccepted: terms,
        requestKey: requestKey.current.key,
      }),
      { onSuccess: settle },
    );
  };

  const continueAtNewPrice = () => {
    if (!priceChange) return;
    const total = priceChange.newPaise;
    setAcceptedTotal(total);
    setPriceChange(null);
    // A change found by the quote waits for Confirm; one found while booking books at once.
    if (acceptedTotal !== null) confirm(total);
  };

  return (
    <div className="booking-layout">
      <Stack gap="md">
        <Card withBorder radius="md">
          <Title order={2} size="h4" mb="xs">
            Your flights
          </Title>
          <Stack gap="sm">
            {quote.legs.map((leg, index) => (
              <div key={leg.recommendedflight_id}>
                <Text size="sm" fw={600} c="dimmed">
                  {quote.legs.length > 1 ? (index === 0 ? 'Onward' : 'Return') : 'Flight'} · {leg.from} → {leg.to} ·{' '}
                  {leg.fare.farefamily} · {leg.fare.baggage} · {leg.fare.refundable ? 'Refundable' : 'Non-refundable'}
                </Text>
                <FlightLegsList flights={leg.flightlegs} />
              </div>
            ))}
          </Stack>
        </Card>

        {!user ? (
          <Card withBorder radius="md">
            <Title order={2} size="h4" mb="xs">
              Sign in to book
            </Title>
            <Text size="sm" mb="sm">
              Please login to continue. Your fare stays on this page while you sign in.
            </Text>
            <Button onClick={openLogin}>Login or Register</Button>
          </Card>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (acceptedTotal === null) return;
              confirm(acceptedTotal);
            }}
          >
            <Stack gap="md">
              {travellers.map((traveller, index) => (
                <TravellerFields
                  // biome-ignore lint/suspicious/noArrayIndexKey: travellers are fixed by the search's counts
                  key={index}
                  index={index}
                  traveller={traveller}
                  international={quote.international}
                  errors={errors.travellers[index] ?? {}}
                  onChange={(change) => setTraveller(index, change)}
                >
                  <TravellerAddOns
                    quote={quote}
                    traveller={traveller}
                    errors={errors.travellers[index] ?? {}}
                    onLeg={(legIndex, change) => setLeg(index, legIndex, change)}
                  />
                </TravellerFields>
              ))}
              <SeatSelection
                quote={quote}
                travellers={travellers}
                lost={lostSeats}
                errors={errors.travellers}
                onSeat={setSeat}
              />
              <Card withBorder radius="md" component="fieldset" className="booking-fieldset">
                <Title order={2} size="h4" mb="xs" component="legend">
                  Contact details
                </Title>
                <Text size="sm" c="dimmed" mb="sm">
                  Your e-ticket is sent here.
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    label="Email"
                    type="email"
                    autoComplete="email"
                    required
                    value={contact.email}
                    error={errors.fields.paxemail}
                    onChange={(event) => {
                      setContact({ ...contact, email: event.currentTarget.value });
                      setField('paxemail');
                    }}
                  />
                  <Group gap="xs" align="flex-start" wrap="nowrap">
                    <TextInput
                      label="Code"
                      w={72}
                      value={contact.countrycode}
                      error={errors.fields.paxcountrycode}
                      onChange={(event) => {
                        setContact({ ...contact, countrycode: event.currentTarget.value });
                        setField('paxcountrycode');
                      }}
                    />
                    <TextInput
                      label="Mobile"
                      type="tel"
                      inputMode="numeric"
                      autoComplete="tel-national"
                      required
                      style={{ flex: 1 }}
                      value={contact.mobile}
                      error={errors.fields.paxmobile}
                      onChange={(event) => {
                        setContact({ ...contact, mobile: event.currentTarget.value });
                        setField('paxmobile');
                      }}
                    />
                  </Group>
                  <TextInput
                    label="Alternate email (optional)"
                    type="email"
                    autoComplete="off"
                    value={contact.altemail}
                    error={errors.fields.paxaltemail}
                    onChange={(event) => {
                      setContact({ ...contact, altemail: event.currentTarget.value });
                      setField('paxaltemail');
                    }}
                  />
                </SimpleGrid>
                <GstDetails
                  open={gstOpen}
                  gst={gst}
                  errors={errors.fields}
                  onOpen={setGstOpen}
                  onChange={(name, value) => {
                    setGst((current) => ({ ...current, [name]: value }));
                    setField(name);
                  }}
                />
              </Card>
              {errors.general.length > 0 && (
                <Alert color="red" title="Book your flight" role="alert">
                  <ul className="flight-problems">
                    {errors.general.map((message) => (
                      <li key={message}>{message}</li>
                    ))}
                  </ul>
                </Alert>
              )}
              {failure && (
                <Alert color="red" title={failure.title} role="alert">
                  {failure.message}
                </Alert>
              )}
              <Checkbox
                checked={terms}
                error={errors.fields.termsaccepted}
                onChange={(event) => {
                  setTerms(event.currentTarget.checked);
                  setField('termsaccepted');
                }}
                label={
                  <>
                    I accept the{' '}
                    <Anchor component={Link} to="/terms-conditions" target="_blank">
                      terms and conditions
                    </Anchor>{' '}
                    and the fare rules
                  </>
                }
              />
              {acceptedTotal === null && quote.pricechange && (
                <Alert color="yellow" title={PRICE_CHANGED_TITLE}>
                  <Button
                    variant="white"
                    size="compact-sm"
                    onClick={() =>
                      quote.pricechange &&
                      setPriceChange({
                        oldPaise: quote.pricechange.oldtotal_paise,
                        newPaise: quote.pricechange.newtotal_paise,
                        reason: quote.pricechange.reason,
                      })
                    }
                  >
                    Review the new fare
                  </Button>
                </Alert>
              )}
              <Button type="submit" size="md" loading={book.isPending} disabled={acceptedTotal === null}>
                Confirm and pay {formatRupees(summary.totalPaise)}
              </Button>
              <Text size="xs" c="dimmed">
                Your seats are kept for {quote.paymentwindowminutes} minutes while you pay on the payment page.
              </Text>
            </Stack>
          </form>
        )}
      </Stack>

      <Card withBorder radius="md" className="booking-aside">
        <Title order={2} size="h4" mb="xs">
          Fare summary
        </Title>
        <Text size="xs" c="dimmed" mb="xs">
          {[
            `${quote.numadults} adult${quote.numadults === 1 ? '' : 's'}`,
            quote.numchildren > 0 && `${quote.numchildren} child${quote.numchildren === 1 ? '' : 'ren'}`,
            quote.numinfants > 0 && `${quote.numinfants} infant${quote.numinfants === 1 ? '' : 's'}`,
          ]
            .filter(Boolean)
            .join(', ')}
        </Text>
        <FareLines lines={summary.lines} totalPaise={summary.totalPaise} />
      </Card>

      <Modal opened={priceChange !== null} onClose={() => setPriceChange(null)} title={PRICE_CHANGED_TITLE} centered>
        {priceChange && (
          <Stack>
            <dl className="booking-fare" aria-label="Fare change">
              <div className="booking-fare-line">
                <dt>Fare you saw</dt>
                <dd>{formatRupees(priceChange.oldPaise)}</dd>
              </div>
              <div className="booking-fare-line booking-fare-total">
                <dt>Fare now</dt>
                <dd>{formatRupees(priceChange.newPaise)}</dd>
              </div>
            </dl>
            {priceChange.reason && (
              <Text size="sm" c="dimmed">
                {priceChange.reason}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" component={Link} to="/flight">
                Search again
              </Button>
              <Button onClick={continueAtNewPrice}>Continue</Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </div>
  );
}

function TravellerFields({
  index,
  traveller,
  international,
  errors,
  onChange,
  children,
}: {
  index: number;
  traveller: TravellerDraft;
  international: boolean;
  errors: Record<string, string>;
  onChange: (change: Partial<TravellerDraft>) => void;
  /** The traveller's add-ons, under the traveller's own fields. */
  children?: ReactNode;
}) {
  const heading = `Traveller ${index + 1}: ${PAX_TYPE_LABELS[PASSENGER_TYPES[traveller.type]]}`;
  const text = (name: keyof TravellerDraft, label: string, props: { type?: string; autoComplete?: string } = {}) => (
    <TextInput
      label={label}
      required
      {...props}
      value={traveller[name] as string}
      error={errors[name]}
      onChange={(event) => onChange({ [name]: event.currentTarget.value })}
    />
  );
  return (
    <Card withBorder radius="md" component="fieldset" className="booking-fieldset" aria-label={heading}>
      <Title order={2} size="h4" mb="sm" component="legend">
        {heading}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label="Title"
          required
          value={traveller.title}
          error={errors.title}
          data={[{ value: '', label: 'Select' }, ...titlesFor(traveller.type)]}
          onChange={(event) => onChange({ title: event.currentTarget.value })}
        />
        <NativeSelect
          label="Gender"
          required
          value={traveller.gender}
          error={errors.gender}
          data={[{ value: '', label: 'Select' }, 'Male', 'Female', 'Others']}
          onChange={(event) => onChange({ gender: event.currentTarget.value })}
        />
        {text('first_name', 'First name', { autoComplete: index === 0 ? 'given-name' : 'off' })}
        {text('last_name', 'Last name', { autoComplete: index === 0 ? 'family-name' : 'off' })}
        {needsDob(traveller.type, international) && text('dob', 'Date of birth', { type: 'date' })}
        {international && (
          <>
            {text('passport_number', 'Passport number')}
            {text('passport_country', 'Passport country (e.g. IN)')}
            {text('passport_issue_date', 'Passport issue date', { type: 'date' })}
            {text('passport_expiry_date', 'Passport expiry date', { type: 'date' })}
            {text('passport_place_of_issue', 'Place of issue')}
          </>
        )}
      </SimpleGrid>
      {children}
    </Card>
  );
}
