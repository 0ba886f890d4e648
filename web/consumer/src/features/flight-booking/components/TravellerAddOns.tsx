import { Checkbox, NativeSelect, SimpleGrid, Text } from '@mantine/core';
import type { GatewayFareQuote } from '@tripsetu/domain/gateway-flight-booking.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import type { LegDraft, TravellerDraft } from '../booking-form.ts';

const price = (paise: number) => (paise === 0 ? 'free' : formatRupees(paise));

/**
 * One traveller's meal, excess baggage and special services, leg by leg. Infants get none: they eat
 * and travel with their adult, whose baggage they share.
 */
export function TravellerAddOns({
  quote,
  traveller,
  errors,
  onLeg,
}: {
  quote: Pick<GatewayFareQuote, 'legs' | 'extras'>;
  traveller: TravellerDraft;
  errors: Record<string, string>;
  onLeg: (legIndex: number, change: Partial<LegDraft>) => void;
}) {
  if (traveller.type === 'infant') return null;
  const meals = quote.extras.meals.filter((meal) => !meal.childOnly || traveller.type === 'child');
  return (
    <>
      {quote.legs.map((leg, legIndex) => {
        const chosen = traveller.legs[legIndex];
        if (!chosen) return null;
        const route = `${leg.from} → ${leg.to}`;
        const baggage = quote.extras.baggage.find((entry) => entry.legIndex === legIndex)?.options ?? [];
        const flights = leg.flightlegs.length;
        return (
          <div key={leg.recommendedflight_id} className="addon-leg">
            <Text size="sm" fw={600} mb={6}>
              Add-ons, {route}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {meals.length > 0 && (
                <NativeSelect
                  label={`Meal, ${route}`}
                  description={flights > 1 ? `Served on each of the ${flights} flights` : undefined}
                  value={chosen.meal}
                  error={errors[`legs.${legIndex}.meal`]}
                  data={[
                    { value: '', label: 'No meal' },
                    ...meals.map((meal) => ({ value: meal.code, label: `${meal.label} (${price(meal.pricePaise)})` })),
                  ]}
                  onChange={(event) => onLeg(legIndex, { meal: event.currentTarget.value })}
                />
              )}
              {baggage.length > 0 && (
                <NativeSelect
                  label={`Extra check-in baggage, ${route}`}
                  description={`Over the fare's allowance (${leg.fare.baggage})`}
                  value={chosen.baggage}
                  error={errors[`legs.${legIndex}.baggage`]}
                  data={[
                    { value: '', label: 'No extra baggage' },
                    ...baggage.map((option) => ({
                      value: option.code,
                      label: `${option.kg} kg (${price(option.pricePaise)})`,
                    })),
                  ]}
                  onChange={(event) => onLeg(legIndex, { baggage: event.currentTarget.value })}
                />
              )}
            </SimpleGrid>
            {quote.extras.services.length > 0 && (
              <Checkbox.Group
                mt="sm"
                label={`Special assistance, ${route}`}
                value={chosen.services}
                error={errors[`legs.${legIndex}.services`]}
                onChange={(services) => onLeg(legIndex, { services })}
              >
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6} mt={6}>
                  {quote.extras.services.map((service) => (
                    <Checkbox
                      key={service.code}
                      value={service.code}
                      label={`${service.label} (${price(service.pricePaise)})`}
                    />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
            )}
          </div>
        );
      })}
    </>
  );
}
