import { Alert, Group, Radio, Stack, Text } from '@mantine/core';
import {
  FARE_TYPE_LABELS,
  FARE_TYPES,
  type FareType,
  type FlightSearchErrors,
  type FlightSearchRequest,
  SPECIAL_FARES,
} from '@tripsetu/domain/flight-search.ts';
import { CABIN_LABELS, CABINS, type Cabin } from '@tripsetu/domain/flight-types.ts';
import { CheckboxField } from '@tripsetu/ui/CheckboxField';
import { SelectField } from '@tripsetu/ui/SelectField';
import { t } from '../../../i18n/i18n.ts';
import { paxBounds, paxLimitReason, withPax } from '../../../lib/flight-search-form.ts';
import { PaxStepper } from './PaxStepper.tsx';

interface OptionsProps {
  form: FlightSearchRequest;
  errors: FlightSearchErrors;
  onChange: (next: FlightSearchRequest) => void;
}

/** Adults, children and infants (within the §9 limits), and the cabin. */
export function PaxAndCabin({ form, errors, onChange: change }: OptionsProps) {
  const bounds = paxBounds(form);
  return (
    <div className="flight-pax">
      <PaxStepper
        label={t('flights.form.adults')}
        value={form.adults}
        {...bounds.adults}
        onChange={(count) => change(withPax(form, 'adults', count))}
        addLabel={t('flights.form.addAdult')}
        removeLabel={t('flights.form.removeAdult')}
        error={errors.adults}
        limitReason={paxLimitReason(form, 'adults')}
      />
      <PaxStepper
        label={t('flights.form.children')}
        value={form.children}
        {...bounds.children}
        onChange={(count) => change(withPax(form, 'children', count))}
        addLabel={t('flights.form.addChild')}
        removeLabel={t('flights.form.removeChild')}
        error={errors.children}
        limitReason={paxLimitReason(form, 'children')}
      />
      <PaxStepper
        label={t('flights.form.infants')}
        value={form.infants}
        {...bounds.infants}
        onChange={(count) => change(withPax(form, 'infants', count))}
        addLabel={t('flights.form.addInfant')}
        removeLabel={t('flights.form.removeInfant')}
        error={errors.infants}
        limitReason={paxLimitReason(form, 'infants')}
      />
      <div className="flight-cabin">
        <SelectField
          label={t('flights.form.cabin')}
          value={form.cabin}
          onChange={(cabin) => change({ ...form, cabin: cabin as Cabin })}
          data={CABINS.map((cabin) => ({ value: cabin, label: CABIN_LABELS[cabin] }))}
          error={errors.cabin}
        />
      </div>
    </div>
  );
}

/** Nearby airports, non-stop only, and the fare type with a special fare's eligibility and document. */
export function SearchOptions({ form, errors, onChange: change }: OptionsProps) {
  const special = form.fareType === 'REGULAR' ? null : SPECIAL_FARES[form.fareType];
  return (
    <>
      <Group gap="lg">
        <CheckboxField
          label={t('flights.form.nearby')}
          value={form.nearbyAirports}
          onChange={(nearbyAirports) => change({ ...form, nearbyAirports })}
        />
        <CheckboxField
          label={t('flights.form.nonStop')}
          value={form.nonStopOnly}
          onChange={(nonStopOnly) => change({ ...form, nonStopOnly })}
        />
      </Group>

      <Radio.Group
        label={t('flights.form.fareType')}
        value={form.fareType}
        onChange={(fareType) => change({ ...form, fareType: fareType as FareType })}
        error={errors.fareType}
      >
        <Group gap="lg" mt={6}>
          {FARE_TYPES.map((fareType) => (
            <Radio key={fareType} value={fareType} label={FARE_TYPE_LABELS[fareType]} />
          ))}
        </Group>
      </Radio.Group>
      {special && (
        <Alert color="tripsetuTeal" variant="light" title={t('flights.form.specialFare', { fare: special.label })}>
          <Stack gap={4}>
            <Text size="sm">
              <Text span fw={700} size="sm">
                {t('flights.form.eligibility')}
              </Text>{' '}
              {special.eligibility}
            </Text>
            <Text size="sm">
              <Text span fw={700} size="sm">
                {t('flights.form.document')}
              </Text>{' '}
              {special.document}
            </Text>
          </Stack>
        </Alert>
      )}
    </>
  );
}
