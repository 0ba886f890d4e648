import { Checkbox, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useId } from 'react';
import { GST_FIELD_NAMES, type GstDraft } from '../booking-form.ts';

const LABELS: Record<(typeof GST_FIELD_NAMES)[number], string> = {
  gstholder: 'GST holder name',
  gstnumber: 'GST number',
  gstemail: 'GST email',
  gstaddress: 'Registered address',
  gstphone: 'GST phone',
  gstcompany: 'Company name',
};

/**
 * §3 GST details, optional, as Indian travel sites offer them: a box to tick for a business trip; once
 * any field is given, all but the company name are needed (§5), and the tax invoice carries them.
 */
export function GstDetails({
  open,
  gst,
  errors,
  onOpen,
  onChange,
}: {
  open: boolean;
  gst: GstDraft;
  errors: Record<string, string>;
  onOpen: (open: boolean) => void;
  onChange: (name: (typeof GST_FIELD_NAMES)[number], value: string) => void;
}) {
  const panelId = useId();
  return (
    <div>
      <Checkbox
        label="I have a GST number (optional)"
        description="Claim GST input credit for a business trip"
        checked={open}
        aria-controls={open ? panelId : undefined}
        onChange={(event) => onOpen(event.currentTarget.checked)}
      />
      {open && (
        <SimpleGrid id={panelId} cols={{ base: 1, sm: 2 }} mt="sm">
          {GST_FIELD_NAMES.map((name) => (
            <TextInput
              key={name}
              label={LABELS[name]}
              required={name !== 'gstcompany'}
              autoComplete="off"
              type={name === 'gstemail' ? 'email' : name === 'gstphone' ? 'tel' : 'text'}
              value={gst[name]}
              error={errors[name]}
              onChange={(event) =>
                onChange(
                  name,
                  name === 'gstnumber' ? event.currentTarget.value.toUpperCase() : event.currentTarget.value,
                )
              }
            />
          ))}
          <Text size="xs" c="dimmed">
            The tax invoice is made out to this GSTIN.
          </Text>
        </SimpleGrid>
      )}
    </div>
  );
}
