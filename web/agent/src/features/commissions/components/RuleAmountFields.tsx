import { Group, Radio, SimpleGrid } from '@mantine/core';
import { BASIS_LABELS, COMMISSION_BASES } from '@tripsetu/domain/commissions.ts';
import { CheckboxField } from '@tripsetu/ui/CheckboxField';
import { SelectField } from '@tripsetu/ui/SelectField';
import { TextField } from '@tripsetu/ui/TextField';
import { bindField, type RuleFieldsProps, type RuleTextName } from '../commission-form.ts';
import { COMMISSION_TEXT } from '../commission-text.ts';

const { form } = COMMISSION_TEXT;
// 'of base fare' reads as 'Base fare' in a list of choices.
const BASIS_OPTIONS = COMMISSION_BASES.map((basis) => {
  const label = BASIS_LABELS[basis].replace(/^of /, '');
  return { value: basis, label: label.charAt(0).toUpperCase() + label.slice(1) };
});

/** What a rule gives: the commission (a percentage of a basis or a flat amount), PLB, and the fees. */
export function RuleAmountFields(props: RuleFieldsProps) {
  const { draft, set } = props;
  const field = (name: RuleTextName) => bindField(props, name);
  const percent = draft.kind === 'PERCENT';
  const amount = { inputMode: 'decimal', autoComplete: 'off', maxLength: 12 } as const;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      <Radio.Group
        label={form.kind}
        withAsterisk
        value={draft.kind}
        onChange={(kind) => set('kind', kind === 'FLAT' ? 'FLAT' : 'PERCENT')}
      >
        <Group gap="md" mt={6}>
          <Radio value="PERCENT" label={form.percent} />
          <Radio value="FLAT" label={form.flat} />
        </Group>
      </Radio.Group>
      <TextField
        label={form.value}
        description={percent ? form.percentHint(draft.basis) : form.flatHint(draft.product)}
        required
        {...amount}
        {...field('value')}
      />
      {percent && <SelectField label={form.basis} required data={BASIS_OPTIONS} {...field('basis')} />}
      <TextField label={form.plbCutPay} required {...amount} {...field('plbCutPayBps')} />
      <TextField label={form.plbPostPay} required {...amount} {...field('plbPostPayBps')} />
      {/* A bus seat or a hotel room cancels by its operator's or hotel's policy: the fees are flights'. */}
      {draft.product === 'FLIGHT' && (
        <>
          <TextField
            label={form.cancellationFee}
            description={form.feeHint}
            {...amount}
            {...field('cancellationFeePaise')}
          />
          <TextField
            label={form.rescheduleFee}
            description={form.feeHint}
            {...amount}
            {...field('rescheduleFeePaise')}
          />
        </>
      )}
      <CheckboxField
        label={form.onDiscount}
        value={draft.onDiscount}
        onChange={(onDiscount) => set('onDiscount', onDiscount)}
        error={props.errors.onDiscount}
        mt={{ sm: 'xl' }}
      />
    </SimpleGrid>
  );
}
