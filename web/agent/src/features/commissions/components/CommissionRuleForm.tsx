import { Card, Stack, Title } from '@mantine/core';
import { COMMISSION_MSG, type CommissionRuleBody } from '@tripsetu/domain/commissions.ts';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { AddFormFooter } from '../../../components/FormOutcome.tsx';
import { useDraftForm } from '../../../lib/use-draft-form.ts';
import { useAddCommissionRule } from '../api/add-commission-rule.ts';
import { emptyDraft, type RuleDraft, type RuleErrors, ruleFromDraft } from '../commission-form.ts';
import { COMMISSION_TEXT } from '../commission-text.ts';
import { RuleAmountFields } from './RuleAmountFields.tsx';
import { RuleMatchFields } from './RuleMatchFields.tsx';

const { column, form } = COMMISSION_TEXT;

/** Each field's label, for the summary of what to correct. */
const FIELD_LABELS: Record<keyof CommissionRuleBody, string> = {
  supplier: column.supplier,
  product: column.product,
  carrier: column.carrier,
  sector: column.serviceType,
  priority: column.priority,
  kind: form.kind,
  value: form.value,
  basis: form.basis,
  plbCutPayBps: form.plbCutPay,
  plbPostPayBps: form.plbPostPay,
  onDiscount: column.onDiscount,
  cancellationFeePaise: form.cancellationFee,
  rescheduleFeePaise: form.rescheduleFee,
  agencyId: form.agencyId,
  agencyGroupId: form.agencyGroupId,
  validFrom: form.validFrom,
  validTo: form.validTo,
};
const labelOf = (name: string) => FIELD_LABELS[name as keyof CommissionRuleBody] ?? name;

/** The back office's 'Add commission rule': checked here first, then by the server, whose messages land on the fields. */
export function CommissionRuleForm() {
  const add = useAddCommissionRule();
  const { draft, set, errors, outcome, setOutcome, submit, problems } = useDraftForm<
    RuleDraft,
    CommissionRuleBody,
    RuleErrors
  >({
    empty: () => emptyDraft(todayInIndia()),
    read: ruleFromDraft,
    send: (body) => add.mutateAsync(body),
  });

  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="add-rule-heading">
      <Title order={2} size="h4" id="add-rule-heading" mb="md">
        {form.title}
      </Title>
      <form onSubmit={submit} noValidate aria-labelledby="add-rule-heading">
        <Stack gap="md">
          <RuleMatchFields draft={draft} errors={errors} set={set} />
          <RuleAmountFields draft={draft} errors={errors} set={set} />
          <AddFormFooter
            outcome={outcome}
            added={COMMISSION_MSG.added}
            summary={form.summary}
            problems={problems}
            labelOf={labelOf}
            onClose={() => setOutcome(null)}
            submit={form.submit}
            pending={add.isPending}
          />
        </Stack>
      </form>
    </Card>
  );
}
