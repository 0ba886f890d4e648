import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { GST_FIELDS } from '@tripsetu/domain/agency.ts';
import type { GstForm } from '@tripsetu/domain/flight-booking.ts';
import { TextField } from '@tripsetu/ui/TextField';
import { useId } from 'react';
import { t } from '../i18n/i18n.ts';

/**
 * §3 GST details, optional, as every product's booking form asks them: folded away until asked for; once any
 * is given, the §5 rules apply. `idOf` names each field's element ('gst.gstNumber' → the form's own id).
 */
export function GstFields({
  gst,
  open,
  errors,
  idOf,
  onToggle,
  onChange,
}: {
  gst: GstForm;
  open: boolean;
  errors: Record<string, string>;
  idOf: (key: string) => string;
  onToggle: (open: boolean) => void;
  onChange: (patch: Partial<GstForm>) => void;
}) {
  const panelId = useId();
  return (
    <Stack gap="sm">
      <div>
        <Button
          variant="light"
          size="sm"
          onClick={() => onToggle(!open)}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
        >
          {open ? t('flightBooking.gst.hide') : t('flightBooking.gst.show')}
        </Button>
      </div>
      {open && (
        <div id={panelId}>
          <Text size="sm" c="dimmed" mb="xs">
            {t('flightBooking.gst.intro')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
            {GST_FIELDS.map((field) => (
              <TextField
                key={field}
                id={idOf(`gst.${field}`)}
                label={t(`flightBooking.gst.${field}`)}
                required={field !== 'gstCompany'}
                autoComplete="off"
                value={gst[field]}
                onChange={(value) => onChange({ [field]: field === 'gstNumber' ? value.toUpperCase() : value })}
                error={errors[`gst.${field}`]}
              />
            ))}
          </SimpleGrid>
        </div>
      )}
    </Stack>
  );
}
