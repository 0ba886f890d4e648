import { Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { CARRIERS } from '@tripsetu/domain/carriers.ts';
import {
  MARKUP_MSG,
  MARKUP_PER,
  MARKUP_PRODUCT_LABELS,
  MARKUP_PRODUCTS,
  type MarkupBody,
  PER_LABELS,
} from '@tripsetu/domain/markups.ts';
import { SelectField } from '@tripsetu/ui/SelectField';
import { TextField } from '@tripsetu/ui/TextField';
import { AddFormFooter } from '../../../components/FormOutcome.tsx';
import { useDraftForm } from '../../../lib/use-draft-form.ts';
import { useAddMarkup } from '../api/add-markup.ts';
import { EMPTY_DRAFT, type MarkupDraft, type MarkupFormErrors, markupFromDraft } from '../markup-form.ts';
import { MARKUP_TEXT } from '../markup-text.ts';

const { column, form } = MARKUP_TEXT;
const PRODUCT_OPTIONS = MARKUP_PRODUCTS.map((product) => ({ value: product, label: MARKUP_PRODUCT_LABELS[product] }));
const CARRIER_OPTIONS = [
  { value: '', label: MARKUP_TEXT.allCarriers },
  ...[...CARRIERS]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((carrier) => ({ value: carrier.code, label: `${carrier.name} (${carrier.code})` })),
];
const KIND_OPTIONS = [
  { value: 'FLAT', label: form.flat },
  { value: 'PERCENT', label: form.percent },
];
const PER_OPTIONS = MARKUP_PER.map((per) => ({
  value: per,
  label: PER_LABELS[per].charAt(0).toUpperCase() + PER_LABELS[per].slice(1),
}));
const FIELD_LABELS: Record<keyof MarkupBody, string> = {
  product: column.product,
  carrier: column.carrier,
  kind: form.kind,
  value: form.value,
  per: form.per,
};

/** The owner's 'Add markup': checked here first, then by the server, whose messages land on the fields. */
export function MarkupForm() {
  const add = useAddMarkup();
  const { draft, set, errors, outcome, setOutcome, submit, problems } = useDraftForm<
    MarkupDraft,
    MarkupBody,
    MarkupFormErrors
  >({ empty: () => EMPTY_DRAFT, read: markupFromDraft, send: (body) => add.mutateAsync(body) });

  const field = <K extends keyof MarkupDraft>(name: K) => ({
    id: `markup-${name}`,
    value: draft[name],
    error: errors[name],
    onChange: (value: string) => set(name, value as MarkupDraft[K]),
  });

  const percent = draft.kind === 'PERCENT';

  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="add-markup-heading">
      <Title order={2} size="h4" id="add-markup-heading" mb="md">
        {form.title}
      </Title>
      <form onSubmit={submit} noValidate aria-labelledby="add-markup-heading">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            <SelectField label={column.product} required data={PRODUCT_OPTIONS} {...field('product')} />
            {draft.product === 'FLIGHT' && (
              <SelectField
                label={column.carrier}
                description={form.carrierHint}
                data={CARRIER_OPTIONS}
                {...field('carrier')}
              />
            )}
            <SelectField label={form.kind} required data={KIND_OPTIONS} {...field('kind')} />
            <TextField
              label={form.value}
              description={percent ? form.percentHint : form.flatHint}
              required
              inputMode="decimal"
              maxLength={12}
              autoComplete="off"
              {...field('value')}
            />
            {!percent && <SelectField label={form.per} required data={PER_OPTIONS} {...field('per')} />}
          </SimpleGrid>
          <AddFormFooter
            outcome={outcome}
            added={MARKUP_MSG.added}
            summary={form.summary}
            problems={problems}
            labelOf={(name) => FIELD_LABELS[name as keyof MarkupBody] ?? name}
            onClose={() => setOutcome(null)}
            submit={form.submit}
            pending={add.isPending}
          />
        </Stack>
      </form>
    </Card>
  );
}
