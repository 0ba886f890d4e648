import { Alert, Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ServiceOptions } from '@tripsetu/domain/booking-api.ts';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { SERVICE_CUTOFF_HOURS, SERVICE_KIND_LABELS, type ServiceKind } from '@tripsetu/domain/flight-services.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { SelectField } from '@tripsetu/ui/SelectField';
import { t } from '../../../i18n/i18n.ts';
import { baggageLabel, serviceLabel } from '../booking-display.ts';
import { isOpen, journeyKey, type ServicesDraft, seatedFlying } from './services-draft.ts';

const nameOf = (traveller: FlightBooking['travellers'][number]) =>
  `${traveller.title} ${traveller.firstName} ${traveller.lastName}`.trim();

/** One journey: excess baggage and special services for each seated traveller still on it. */
export function JourneyExtrasPanel({
  booking,
  options,
  legIndex,
  draft,
  onDraft,
}: {
  booking: FlightBooking;
  options: ServiceOptions;
  legIndex: number;
  draft: ServicesDraft;
  onDraft: (next: ServicesDraft) => void;
}) {
  const flying = seatedFlying(booking, legIndex, 0);
  const baggage = options.extras.baggage.find((entry) => entry.legIndex === legIndex)?.options ?? [];
  const closed = (kind: ServiceKind) =>
    isOpen(options, legIndex, 0, kind)
      ? null
      : t('addServices.closed', { kind: SERVICE_KIND_LABELS[kind], hours: SERVICE_CUTOFF_HOURS[kind] });
  return (
    <Stack gap="md">
      {[closed('BAGGAGE'), closed('SERVICE')].filter(Boolean).map((text) => (
        <Alert key={text} color="gray" role="note">
          {text}
        </Alert>
      ))}
      {flying.map((traveller) => {
        const key = journeyKey(legIndex, traveller.index);
        const had = traveller.legs[legIndex] ?? { baggage: [] as string[], services: [] as string[] };
        const chosen = draft.services[key] ?? [];
        return (
          <SimpleGrid key={key} cols={{ base: 1, sm: 2 }} spacing="sm">
            {!closed('BAGGAGE') && (
              <div>
                <SelectField
                  label={t('addServices.baggageFor', { name: nameOf(traveller) })}
                  data={[
                    { value: '', label: t('addServices.noBaggage') },
                    ...baggage
                      .filter((option) => !had.baggage.includes(option.code))
                      .map((option) => ({
                        value: option.code,
                        label: `${option.label} · ${formatRupees(option.pricePaise)}`,
                      })),
                  ]}
                  value={draft.baggage[key] ?? ''}
                  onChange={(code) => onDraft({ ...draft, baggage: { ...draft.baggage, [key]: code } })}
                />
                {had.baggage.length > 0 && (
                  <Text size="xs" c="dimmed">
                    {t('addServices.baggageHas', { items: had.baggage.map(baggageLabel).join(', ') })}
                  </Text>
                )}
              </div>
            )}
            {!closed('SERVICE') && (
              <fieldset className="cancel-choices">
                <legend>{t('addServices.servicesFor', { name: nameOf(traveller) })}</legend>
                <Stack gap={4} mt={4}>
                  {options.extras.services.map((service) => (
                    <Checkbox
                      key={service.code}
                      size="sm"
                      label={`${serviceLabel(service.code)}${service.pricePaise > 0 ? ` · ${formatRupees(service.pricePaise)}` : ''}`}
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
