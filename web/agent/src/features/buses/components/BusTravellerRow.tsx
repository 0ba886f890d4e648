import { Group, Radio, TextInput } from '@mantine/core';
import { t } from '../../../i18n/i18n.ts';
import type { BusSeat } from '../api/get-trip-seats.ts';
import { busFieldId, type TravellerForm } from '../bus-seats.ts';

/** The traveller on one chosen seat: name, age, gender; a ladies seat says it is for a female traveller. */
export function BusTravellerRow({
  index,
  seat,
  traveller,
  errors,
  onChange,
}: {
  index: number;
  seat: BusSeat;
  traveller: TravellerForm;
  errors: Record<string, string>;
  onChange: (traveller: TravellerForm) => void;
}) {
  const key = (field: string) => `seats.${index}.${field}`;
  const kind = seat.kind === 'SLEEPER' ? t('buses.seats.berth') : t('buses.seats.seat');
  return (
    <fieldset className="bus-traveller">
      <legend>{t('buses.block.travellerFor', { kind, seatNo: seat.seatNo })}</legend>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          id={busFieldId(key('name'))}
          className="bus-traveller-name"
          label={t('buses.block.name')}
          autoComplete="off"
          value={traveller.name}
          error={errors[key('name')]}
          onChange={(event) => onChange({ ...traveller, name: event.currentTarget.value })}
          withAsterisk
        />
        <TextInput
          id={busFieldId(key('age'))}
          className="bus-traveller-age"
          label={t('buses.block.age')}
          inputMode="numeric"
          maxLength={3}
          value={traveller.age}
          error={errors[key('age')]}
          onChange={(event) => onChange({ ...traveller, age: event.currentTarget.value.replace(/\D/g, '') })}
          withAsterisk
        />
        <Radio.Group
          id={busFieldId(key('gender'))}
          label={t('buses.block.gender')}
          description={seat.ladies ? t('buses.block.ladiesNote') : undefined}
          value={traveller.gender}
          error={errors[key('gender')]}
          onChange={(value) => onChange({ ...traveller, gender: value as TravellerForm['gender'] })}
          withAsterisk
        >
          <Group gap="md" mt={8}>
            <Radio value="M" label={t('buses.block.male')} />
            <Radio value="F" label={t('buses.block.female')} />
          </Group>
        </Radio.Group>
      </Group>
    </fieldset>
  );
}
