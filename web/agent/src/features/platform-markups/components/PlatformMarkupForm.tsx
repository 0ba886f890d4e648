import { Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { CARRIERS } from '@tripsetu/domain/carriers.ts';
import { SECTOR_LABELS, SECTORS } from '@tripsetu/domain/commissions.ts';
import { MARKUP_PRODUCT_LABELS, MARKUP_PRODUCTS } from '@tripsetu/domain/markups.ts';
import { PLATFORM_MARKUP_MSG, type PlatformMarkupBody } from '@tripsetu/domain/platform-markups.ts';
import { SelectField } from '@tripsetu/ui/SelectField';
import { TextField } from '@tripsetu/ui/TextField';
import { AddFormFooter } from '../../../components/FormOutcome.tsx';
import { useAgencyGroups } from '../../../lib/get-agency-groups.ts';
import { useDraftForm } from '../../../lib/use-draft-form.ts';
import { useAddPlatformMarkup } from '../api/platform-markups.ts';
import {
  EMPTY_DRAFT,
  type PlatformMarkupDraft,
  type PlatformMarkupFormErrors,
  platformMarkupFromDraft,
} from '../platform-markup-form.ts';
import { PLATFORM_MARKUP_TEXT } from '../platform-markup-text.ts';

const { column, form } = PLATFORM_MARKUP_TEXT;
const PRODUCT_OPTIONS = MARKUP_PRODUCTS.map((product) => ({ value: product, label: MARKUP_PRODUCT_LABELS[product] }));
const CARRIER_OPTIONS = [
  { value: '', label: PLATFORM_MARKUP_TEXT.allCarriers },
  ...[...CARRIERS]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((carrier) => ({ value: carrier.code, label: `${carrier.name} (${carrier.code})` })),
];
const SECTOR_OPTIONS = [
  { value: '', label: PLATFORM_MARKUP_TEXT.allSectors },
  ...SECTORS.map((sector) => ({ value: sector, label: SECTOR_LABELS[sector] })),
];
const KIND_OPTIONS = [
  { value: 'FLAT', label: form.flat },
  { value: 'PERCENT', label: form.percent },
];
const SCOPE_OPTIONS = (['ALL', 'GROUP', 'AGENCY'] as const).map((scope) => ({
  value: scope,
  label: form.scopes[scope],
}));
const FIELD_LABELS: Record<keyof PlatformMarkupBody, string> = {
  product: column.product,
  carrier: column.carrier,
  sector: column.serviceType,
  kind: form.kind,
  value: form.value,
  agencyId: form.agencyId,
  agencyGroupId: form.agencyGroupId,
};

/** The back office's 'Add TripSetu markup': checked here first, then by the server, whose messages land on the fields. */
export function PlatformMarkupForm() {
  const add = useAddPlatformMarkup();
  const groups = useAgencyGroups();
  const { draft, set, errors, outcome, setOutcome, submit, problems } = useDraftForm<
    PlatformMarkupDraft,
    PlatformMarkupBody,
    PlatformMarkupFormErrors
  >({ empty: () => EMPTY_DRAFT, read: platformMarkupFromDraft, send: (body) => add.mutateAsync(body) });

  const field = <K extends keyof PlatformMarkupDraft>(name: K) => ({
    id: `platform-markup-${name}`,
    value: draft[name],
    error: errors[name as keyof PlatformMarkupFormErrors],
    onChange: (value: string) => set(name, value as PlatformMarkupDraft[K]),
  });
  const groupOptions = (groups.data ?? []).map((group) => ({ value: String(group.id), label: group.name }));
  const flight = draft.product === 'FLIGHT';

  return (
    <Card
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="add-platform-markup-heading"
    >
      <Title order={2} size="h4" id="add-platform-markup-heading" mb="md">
        {form.title}
      </Title>
      <form onSubmit={submit} noValidate aria-labelledby="add-platform-markup-heading">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <SelectField label={column.product} required data={PRODUCT_OPTIONS} {...field('product')} />
            {flight && (
              <SelectField
                label={column.carrier}
                description={form.carrierHint}
                data={CARRIER_OPTIONS}
                {...field('carrier')}
              />
            )}
            {flight && <SelectField label={column.serviceType} data={SECTOR_OPTIONS} {...field('sector')} />}
            <SelectField label={form.kind} required data={KIND_OPTIONS} {...field('kind')} />
            <TextField
              label={form.value}
              description={draft.kind === 'PERCENT' ? form.percentHint : form.flatHint}
              required
              inputMode="decimal"
              maxLength={12}
              autoComplete="off"
              {...field('value')}
            />
            <SelectField label={form.scope} required data={SCOPE_OPTIONS} {...field('scope')} />
            {draft.scope === 'GROUP' && (
              <SelectField
                label={form.agencyGroupId}
                description={groupOptions.length === 0 && groups.isSuccess ? form.noGroups : form.groupHint}
                required
                data={[{ value: '', label: '' }, ...groupOptions]}
                {...field('agencyGroupId')}
              />
            )}
            {draft.scope === 'AGENCY' && (
              <TextField
                label={form.agencyId}
                description={form.agencyHint}
                required
                inputMode="numeric"
                maxLength={10}
                autoComplete="off"
                {...field('agencyId')}
              />
            )}
          </SimpleGrid>
          <AddFormFooter
            outcome={outcome}
            added={PLATFORM_MARKUP_MSG.added}
            summary={form.summary}
            problems={problems}
            labelOf={(name) => FIELD_LABELS[name as keyof PlatformMarkupBody] ?? name}
            onClose={() => setOutcome(null)}
            submit={form.submit}
            pending={add.isPending}
          />
        </Stack>
      </form>
    </Card>
  );
}
