import { Alert, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { CARRIERS } from '@tripsetu/domain/carriers.ts';
import {
  MARKUP_MSG,
  MARKUP_PER,
  MARKUP_PRODUCT_LABELS,
  MARKUP_PRODUCTS,
  type MarkupBody,
  PER_LABELS,
} from '@tripsetu/domain/markups.ts';
import { AutoHideAlert } from '@tripsetu/ui/AutoHideAlert';
import { SelectField } from '@tripsetu/ui/SelectField';
import { TextField } from '@tripsetu/ui/TextField';
import { type FormEvent, useState } from 'react';
import { failureMessage, fieldErrors } from '../../../lib/api.ts';
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

type Outcome = { kind: 'added'; at: number } | { kind: 'refused'; message: string | null } | null;

/** The owner's 'Add markup': checked here first, then by the server, whose messages land on the fields. */
export function MarkupForm() {
  const add = useAddMarkup();
  const [draft, setDraft] = useState<MarkupDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<MarkupFormErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);

  const field = <K extends keyof MarkupDraft>(name: K) => ({
    id: `markup-${name}`,
    value: draft[name],
    error: errors[name],
    onChange: (value: string) => {
      setDraft((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: found } = markupFromDraft(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setOutcome({ kind: 'refused', message: null });
      return;
    }
    setOutcome(null);
    try {
      await add.mutateAsync(body);
      setDraft(EMPTY_DRAFT);
      setOutcome({ kind: 'added', at: Date.now() });
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(fields);
      const listed = Object.keys(fields).length > 0;
      setOutcome({ kind: 'refused', message: listed ? null : failureMessage(error, AGENT_MSG.submitFailed) });
    }
  };

  const problems = Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1]));
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
          {outcome?.kind === 'added' && (
            <AutoHideAlert
              key={outcome.at}
              variant="success"
              message={MARKUP_MSG.added}
              onClose={() => setOutcome(null)}
            />
          )}
          {outcome?.kind === 'refused' && (outcome.message || problems.length > 0) && (
            <Alert color="red" role="alert">
              {outcome.message ?? (
                <>
                  <Text size="sm">{form.summary}</Text>
                  <List size="sm" mt={4}>
                    {problems.map(([name, message]) => (
                      <List.Item key={name}>
                        {`${FIELD_LABELS[name as keyof MarkupBody] ?? name}: ${message}`}
                      </List.Item>
                    ))}
                  </List>
                </>
              )}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={add.isPending}>
              {form.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
