import { Alert, Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ServiceOptions } from '@tripsetu/domain/booking-api.ts';
import { BAGGAGE, SPECIAL_SERVICES } from '@tripsetu/domain/flight-extras.ts';
import { SERVICES_MSG_DECIDED, type ServiceKind } from '@tripsetu/domain/flight-services.ts';
import type { GatewayFlightBooking } from '@tripsetu/domain/gateway-flight-booking.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { isOpen, journeyKey, type ServicesDraft } from '@tripsetu/domain/services-draft.ts';
import { SelectField } from '@tripsetu/ui/SelectField';
import { seatedOn } from './FlightSeatMeal.tsx';

const labelOf = (options: readonly { code: string; label: string }[], code: string) =>
  options.find((option) => option.code === code)?.label ?? code;

/** One journey: excess baggage and special services for each traveller with a seat still on it. */
export function JourneyExtras({
  booking,
  options,
  legIndex,
  draft,
  onDraft,
}: {
  booking: GatewayFlightBooking;
  options: ServiceOptions;
  legIndex: number;
  draft: ServicesDraft;
  onDraft: (next: ServicesDraft) => void;
}) {
  const baggage = options.extras.baggage.find((entry) => entry.legIndex === legIndex)?.options ?? [];
  const closed = (kind: ServiceKind) => (isOpen(options, legIndex, 0, kind) ? null : SERVICES_MSG_DECIDED.closed(kind));
  return (
    <Stack gap="md">
      {[closed('BAGGAGE'), closed('SERVICE')].filter(Boolean).map((text) => (
        <Alert key={text} color="gray" role="note">
          {text}
        </Alert>
      ))}
      {seatedOn(booking, legIndex).map(({ passenger, index }) => {
        const key = journeyKey(legIndex, index);
        const name = `${passenger.title} ${passenger.first_name} ${passenger.last_name}`;
        const had = passenger.legs[legIndex] ?? { baggage: [] as string[], services: [] as string[] };
        const chosen = draft.services[key] ?? [];
        return (
          <SimpleGrid key={key} cols={{ base: 1, sm: 2 }} spacing="sm">
            {!closed('BAGGAGE') && (
              <div>
                <SelectField
                  label={`Extra check-in baggage for ${name}`}
                  data={[
                    { value: '', label: 'No extra baggage' },
                    ...baggage.map((option) => ({
                      value: option.code,
                      label: `${option.label} (${formatRupees(option.pricePaise)})`,
                    })),
                  ]}
                  value={draft.baggage[key] ?? ''}
                  onChange={(code) => onDraft({ ...draft, baggage: { ...draft.baggage, [key]: code } })}
                />
                {had.baggage.length > 0 && (
                  <Text size="xs" c="dimmed">
                    Already added: {had.baggage.map((code) => labelOf(BAGGAGE, code)).join(', ')}
                  </Text>
                )}
              </div>
            )}
            {!closed('SERVICE') && (
              <fieldset className="booking-fieldset">
                <legend>Special services for {name}</legend>
                <Stack gap={4} mt={4}>
                  {options.extras.services.map((service) => (
                    <Checkbox
                      key={service.code}
                      size="sm"
                      label={`${labelOf(SPECIAL_SERVICES, service.code)}${service.pricePaise > 0 ? ` (${formatRupees(service.pricePaise)})` : ''}`}
                      disabled={had.services.includes(service.code)}
                      checked={had.services.includes(service.code) || chosen.includes(service.code)}
                      onChange={(event) => {
                        const on = event.currentTarget.checked;
                        const next = on ? [...chosen, service.code] : chosen.filter((code) => code !== service.code);
                        onDraft({ ...draft, services: { ...draft.services, [key]: next } });
                      }}
                    />
                  ))}
                </Stack>
              </fieldset>
            )}
          </SimpleGrid>
        );
      })}
    </Stack>
  );
}
