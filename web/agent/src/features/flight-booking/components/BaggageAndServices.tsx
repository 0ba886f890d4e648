import { Card, Checkbox, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { FlightQuote } from '@tripsetu/domain/flight-booking-api.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { t } from '../../../i18n/i18n.ts';
import { legTitle } from '../booking-display.ts';
import { type BookingErrors, type TravellerState, travellerName } from '../booking-form.ts';
import { fieldDomId } from '../server-errors.ts';

const priceText = (paise: number) => (paise === 0 ? t('flightBooking.extras.free') : formatRupees(paise));

function OptionsFieldset({
  id,
  legend,
  hint,
  options,
  chosen,
  error,
  onToggle,
}: {
  id: string;
  legend: string;
  hint?: string;
  options: { code: string; label: string; pricePaise: number }[];
  chosen: readonly string[];
  error?: string;
  onToggle: (code: string, on: boolean) => void;
}) {
  const errorId = `${id}-error`;
  return (
    <fieldset id={id} tabIndex={-1} className="extras-fieldset" aria-describedby={error ? errorId : undefined}>
      <legend className="extras-legend">{legend}</legend>
      {hint && (
        <Text size="xs" c="dimmed" mb={4}>
          {hint}
        </Text>
      )}
      <Stack gap={6}>
        {options.map((option) => (
          <Checkbox
            key={option.code}
            label={t('flightBooking.extras.option', { label: option.label, price: priceText(option.pricePaise) })}
            checked={chosen.includes(option.code)}
            onChange={(event) => onToggle(option.code, event.currentTarget.checked)}
          />
        ))}
      </Stack>
      {error && (
        <Text size="sm" fw={600} mt={4} id={errorId} className="field-error">
          {error}
        </Text>
      )}
    </fieldset>
  );
}

/**
 * §2 excess baggage and special SSRs, per traveller per journey (infants have none): checkboxes, so
 * no piece or service can be chosen twice; the 60 kg limit is told as soon as it is passed.
 */
export function BaggageAndServices({
  quote,
  tripType,
  travellers,
  errors,
  onToggle,
}: {
  quote: FlightQuote;
  tripType: string;
  travellers: TravellerState[];
  errors: BookingErrors;
  onToggle: (travellerIndex: number, legIndex: number, kind: 'baggage' | 'services', code: string, on: boolean) => void;
}) {
  const seated = travellers.flatMap((traveller, index) => (traveller.paxType === 'INF' ? [] : [index]));
  return (
    <Stack gap="md">
      {quote.legs.map((leg, legIndex) => {
        const baggage = quote.extras.baggage.find((entry) => entry.legIndex === legIndex)?.options ?? [];
        const first = leg.itinerary.segments[0];
        const last = leg.itinerary.segments.at(-1);
        return (
          <section key={`${leg.from}-${leg.to}-${leg.date}`} aria-labelledby={`extras-leg-${legIndex}`}>
            <Title order={3} size="h5" id={`extras-leg-${legIndex}`} mb="xs">
              {t('flightBooking.extras.legHeading', {
                title: legTitle(tripType, legIndex),
                from: first?.origin ?? leg.from,
                to: last?.destination ?? leg.to,
              })}
            </Title>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
              {seated.map((index) => {
                const traveller = travellers[index];
                if (!traveller) return null;
                const name = travellerName(traveller, index);
                const at = `travellers.${index}.legs.${legIndex}`;
                const extras = traveller.legs[legIndex];
                return (
                  <Card key={index} withBorder radius="md" p="sm">
                    <Text fw={700} size="sm" mb="xs">
                      {index + 1}. {name}
                    </Text>
                    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                      <OptionsFieldset
                        id={fieldDomId(`${at}.baggage`)}
                        legend={t('flightBooking.extras.baggage', { name })}
                        hint={t('flightBooking.extras.baggageHint', { kg: quote.extras.maxBaggageKg })}
                        options={baggage}
                        chosen={extras?.baggage ?? []}
                        error={errors[`${at}.baggage`]}
                        onToggle={(code, on) => onToggle(index, legIndex, 'baggage', code, on)}
                      />
                      <OptionsFieldset
                        id={fieldDomId(`${at}.services`)}
                        legend={t('flightBooking.extras.services', { name })}
                        options={quote.extras.services}
                        chosen={extras?.services ?? []}
                        error={errors[`${at}.services`]}
                        onToggle={(code, on) => onToggle(index, legIndex, 'services', code, on)}
                      />
                    </SimpleGrid>
                  </Card>
                );
              })}
            </SimpleGrid>
          </section>
        );
      })}
    </Stack>
  );
}
