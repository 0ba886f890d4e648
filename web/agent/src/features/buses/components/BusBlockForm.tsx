import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import type { BusBlockAnswer } from '@tripsetu/domain/bus-booking.ts';
import type { BusTrip } from '@tripsetu/domain/bus-search.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { useContext, useState } from 'react';
import { SessionContext } from '../../../app/session-context.ts';
import { t } from '../../../i18n/i18n.ts';
import { ApiFailure, failureMessage, fieldErrors } from '../../../lib/api.ts';
import { useBlockSeats } from '../api/block-seats.ts';
import type { BusTripSeats } from '../api/get-trip-seats.ts';
import { type BlockForm, blockBody, blockErrors, busFieldId, emptyTraveller, takenSeatsOf } from '../bus-seats.ts';
import { BusStopChoice } from './BusStopChoice.tsx';
import { BusTravellerRow } from './BusTravellerRow.tsx';

/**
 * Beside the layout: the chosen seats with their fares, the boarding and dropping points, a traveller per
 * seat, the contact (the signed-in agent's to start with) and Block seats. The server's checks run here
 * first (validateBusBlock), so the messages are its own; its 422 lands on the fields, a 409 in an alert.
 */
export function BusBlockForm({
  trip,
  layout,
  chosen,
  onBlocked,
  onTaken,
}: {
  trip: BusTrip;
  layout: BusTripSeats;
  chosen: readonly string[];
  /** The block, and the contact it was made with (the ticket goes there). */
  onBlocked: (answer: BusBlockAnswer, contact: { email: string }) => void;
  onTaken: (seatNos: string[]) => void;
}) {
  const user = useContext(SessionContext)?.session?.user;
  const [form, setForm] = useState<BlockForm>(() => ({
    travellers: {},
    boardingPointId: trip.boardingPoints.length === 1 ? (trip.boardingPoints[0]?.id ?? '') : '',
    droppingPointId: trip.droppingPoints.length === 1 ? (trip.droppingPoints[0]?.id ?? '') : '',
    email: user?.email ?? '',
    mobile: user?.mobile ?? '',
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState('');
  const block = useBlockSeats();
  const seats = chosen.flatMap((seatNo) => layout.seats.find((seat) => seat.seatNo === seatNo) ?? []);
  const total = seats.reduce((sum, seat) => sum + seat.farePaise, 0);

  const submit = () => {
    setAlert('');
    const body = blockBody(trip.id, chosen, form);
    const found = blockErrors(body, layout);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found).find((key) => key !== 'seats');
      if (found.seats) setAlert(found.seats);
      const field = first ? document.getElementById(busFieldId(first)) : null;
      (field instanceof HTMLInputElement ? field : field?.querySelector('input'))?.focus();
      return;
    }
    block.mutate(body, {
      onSuccess: (answer) => onBlocked(answer, { email: body.contact.email }),
      onError: (error) => {
        setErrors(fieldErrors(error));
        const message = failureMessage(error, AGENT_MSG.oops);
        if (error instanceof ApiFailure && error.status === 422 && Object.keys(error.fields).length > 0) {
          setAlert(t('buses.block.fixErrors'));
          return;
        }
        setAlert(message);
        const taken = takenSeatsOf(message);
        if (error instanceof ApiFailure && error.status === 409 && taken.length > 0) onTaken(taken);
      },
    });
  };

  const set = (patch: Partial<BlockForm>) => setForm((current) => ({ ...current, ...patch }));
  return (
    <Card withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="bus-block-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h4" id="bus-block-title">
            {t('buses.block.title')}
          </Title>
          {seats.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('buses.block.none')}
            </Text>
          ) : (
            <ul className="bus-plain-list bus-chosen">
              {seats.map((seat) => (
                <li key={seat.seatNo}>
                  <span>
                    {t('buses.block.seatLine', {
                      kind: seat.kind === 'SLEEPER' ? t('buses.block.berth') : t('buses.block.seat'),
                      seatNo: seat.seatNo,
                    })}
                  </span>
                  <span>{formatRupees(seat.farePaise)}</span>
                </li>
              ))}
              <li className="bus-chosen-total">
                <span>{t('buses.block.seatsTotal')}</span>
                <span>{formatRupees(total)}</span>
              </li>
            </ul>
          )}
          <BusStopChoice
            field="boardingPointId"
            label={t('buses.block.boarding')}
            stops={trip.boardingPoints}
            value={form.boardingPointId}
            error={errors.boardingPointId}
            onChange={(boardingPointId) => set({ boardingPointId })}
          />
          <BusStopChoice
            field="droppingPointId"
            label={t('buses.block.dropping')}
            stops={trip.droppingPoints}
            value={form.droppingPointId}
            error={errors.droppingPointId}
            onChange={(droppingPointId) => set({ droppingPointId })}
          />
          {seats.length > 0 && (
            <Stack gap="sm">
              <Title order={3} size="h5">
                {t('buses.block.travellers')}
              </Title>
              {seats.map((seat, index) => (
                <BusTravellerRow
                  key={seat.seatNo}
                  index={index}
                  seat={seat}
                  traveller={form.travellers[seat.seatNo] ?? emptyTraveller()}
                  errors={errors}
                  onChange={(traveller) => set({ travellers: { ...form.travellers, [seat.seatNo]: traveller } })}
                />
              ))}
            </Stack>
          )}
          <fieldset className="bus-traveller">
            <legend>{t('buses.block.contact')}</legend>
            <Group gap="sm" grow align="flex-start" className="bus-contact">
              <TextInput
                id={busFieldId('contact.email')}
                label={t('buses.block.email')}
                type="email"
                autoComplete="email"
                value={form.email}
                error={errors['contact.email']}
                onChange={(event) => set({ email: event.currentTarget.value })}
                withAsterisk
              />
              <TextInput
                id={busFieldId('contact.mobile')}
                label={t('buses.block.mobile')}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={10}
                value={form.mobile}
                error={errors['contact.mobile']}
                onChange={(event) => set({ mobile: event.currentTarget.value })}
                withAsterisk
              />
            </Group>
          </fieldset>
          {alert && (
            <Alert color="red" role="alert">
              {alert}
            </Alert>
          )}
          <Button type="submit" loading={block.isPending} disabled={seats.length === 0}>
            {t('buses.block.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
