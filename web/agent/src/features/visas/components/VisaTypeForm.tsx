import { Card, SimpleGrid, Stack, Textarea, Title } from '@mantine/core';
import type { VisaTypeBody } from '@tripsetu/domain/visa-api.ts';
import {
  checkVisaType,
  VISA_DESTINATIONS,
  VISA_ENTRIES,
  VISA_MSG,
  type VisaTypeForm as VisaTypeDraft,
} from '@tripsetu/domain/visas.ts';
import { CheckboxField } from '@tripsetu/ui/CheckboxField';
import { SelectField } from '@tripsetu/ui/SelectField';
import { TextField, type TextFieldProps } from '@tripsetu/ui/TextField';
import { AddFormFooter } from '../../../components/FormOutcome.tsx';
import { useDraftForm } from '../../../lib/use-draft-form.ts';
import { useAddVisaType } from '../api/visas.ts';
import { VISA_TYPES_TEXT } from '../visa-types-text.ts';

const { form } = VISA_TYPES_TEXT;
type FieldErrors = Partial<Record<keyof VisaTypeDraft, string>>;

const DESTINATION_OPTIONS = VISA_DESTINATIONS.map((destination) => ({
  value: destination.code,
  label: destination.name,
}));
const ENTRY_OPTIONS = VISA_ENTRIES.map((entry) => ({ value: entry, label: form.entries[entry] }));
const FIELD_LABELS: Record<keyof VisaTypeDraft, string> = {
  destination: form.destination,
  name: form.name,
  entry: form.entry,
  stayDays: form.stayDays,
  validityDays: form.validityDays,
  processingDays: form.processingDays,
  fee: form.fee,
  refundable: form.refundable,
  checklist: form.checklist,
};
/** Hints under the boxes, so the boxes of a row line up whether or not they have one. */
const hintBelow: Pick<TextFieldProps, 'inputWrapperOrder'> = {
  inputWrapperOrder: ['label', 'input', 'description', 'error'],
};
const emptyDraft = (): VisaTypeDraft => ({
  destination: '',
  name: '',
  entry: 'SINGLE',
  stayDays: '',
  validityDays: '',
  processingDays: '',
  fee: '',
  refundable: false,
  checklist: '',
});

/** The draft goes as typed (the server reads the same text with the same check); here it is checked first. */
const readDraft = (draft: VisaTypeDraft): { body: VisaTypeBody; errors: FieldErrors } => ({
  body: { ...draft },
  errors: checkVisaType(draft).errors ?? {},
});

/** The back office's 'Add a visa type': checked here first, then by the server, whose messages land on the fields. */
export function VisaTypeForm() {
  const add = useAddVisaType();
  const { draft, set, errors, outcome, setOutcome, submit, problems } = useDraftForm<
    VisaTypeDraft,
    VisaTypeBody,
    FieldErrors
  >({ empty: emptyDraft, read: readDraft, send: (body) => add.mutateAsync(body) });

  const field = (name: Exclude<keyof VisaTypeDraft, 'refundable'>) => ({
    id: `visa-type-${name}`,
    label: FIELD_LABELS[name],
    value: draft[name],
    error: errors[name],
    onChange: (value: string) => set(name, value),
  });
  const days = { required: true, inputMode: 'numeric' as const, maxLength: 5, autoComplete: 'off' };

  return (
    <Card
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="add-visa-type-heading"
    >
      <Title order={2} size="h4" id="add-visa-type-heading" mb="md">
        {form.title}
      </Title>
      <form onSubmit={submit} noValidate aria-labelledby="add-visa-type-heading">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <SelectField
              required
              placeholder={form.chooseDestination}
              data={DESTINATION_OPTIONS}
              {...field('destination')}
            />
            <TextField
              required
              description={form.nameHint}
              {...hintBelow}
              maxLength={100}
              autoComplete="off"
              {...field('name')}
            />
            <SelectField required data={ENTRY_OPTIONS} {...field('entry')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            <TextField {...days} {...field('stayDays')} />
            <TextField {...days} {...hintBelow} description={form.validityHint} {...field('validityDays')} />
            <TextField {...days} {...field('processingDays')} />
            <TextField
              required
              inputMode="decimal"
              maxLength={12}
              autoComplete="off"
              description={form.feeHint}
              {...hintBelow}
              {...field('fee')}
            />
          </SimpleGrid>
          <CheckboxField
            id="visa-type-refundable"
            label={form.refundable}
            value={draft.refundable}
            onChange={(checked) => set('refundable', checked)}
            error={errors.refundable}
          />
          <Textarea
            id="visa-type-checklist"
            label={form.checklist}
            description={form.checklistHint}
            withAsterisk
            aria-required
            autosize
            minRows={3}
            maxRows={8}
            maxLength={2000}
            value={draft.checklist}
            onChange={(event) => set('checklist', event.currentTarget.value)}
            error={errors.checklist}
          />
          <AddFormFooter
            outcome={outcome}
            added={VISA_MSG.typeAdded}
            summary={form.summary}
            problems={problems}
            labelOf={(name) => FIELD_LABELS[name as keyof VisaTypeDraft] ?? name}
            onClose={() => setOutcome(null)}
            submit={form.submit}
            pending={add.isPending}
          />
        </Stack>
      </form>
    </Card>
  );
}
