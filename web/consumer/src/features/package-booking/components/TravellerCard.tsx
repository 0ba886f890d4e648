import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import type { TravellerInput } from '@tripsetu/domain/package-booking.ts';
import { dobBounds, titlesFor } from '@tripsetu/domain/validation.ts';
import { DateField } from '@tripsetu/ui/DateField';
import { SelectField } from '@tripsetu/ui/SelectField';
import { TextField } from '@tripsetu/ui/TextField';

const TYPE_LABEL = { adult: 'Adult', child: 'Child', infant: 'Infant' } as const;

/** One traveller's names (and a child's or infant's date of birth), as on their photo ID. */
export function TravellerCard({
  traveller,
  index,
  ordinal,
  today,
  errors,
  onChange,
}: {
  traveller: TravellerInput;
  /** Position among all travellers; the first is the lead. */
  index: number;
  /** Position among travellers of the same type: Adult 2, Child 1. */
  ordinal: number;
  today: string;
  errors: Record<string, string>;
  onChange: (change: Partial<TravellerInput>) => void;
}) {
  const heading = `${TYPE_LABEL[traveller.type]} ${ordinal}${index === 0 ? ' (lead traveller)' : ''}`;
  const fieldError = (name: string) => errors[`travellers.${index}.${name}`];
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-label={heading}>
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
          onChange={(title) => onChange({ title })}
        />
        <TextField
          label="First name"
          value={traveller.first_name}
          onChange={(first_name) => onChange({ first_name })}
          required
          autoComplete={index === 0 ? 'given-name' : 'off'}
          error={fieldError('first_name')}
        />
        <TextField
          label="Last name"
          value={traveller.last_name}
          onChange={(last_name) => onChange({ last_name })}
          required
          autoComplete={index === 0 ? 'family-name' : 'off'}
          error={fieldError('last_name')}
        />
        {traveller.type !== 'adult' && (
          <DateField
            label="Date of birth"
            value={traveller.dob || null}
            onChange={(dob) => onChange({ dob: dob ?? '' })}
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
}
