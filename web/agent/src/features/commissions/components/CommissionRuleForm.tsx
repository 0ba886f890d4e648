import { Alert, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { COMMISSION_MSG, type CommissionRuleBody } from '@tripsetu/domain/commissions.ts';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { AutoHideAlert } from '@tripsetu/ui/AutoHideAlert';
import { type FormEvent, useState } from 'react';
import { failureMessage, fieldErrors } from '../../../lib/api.ts';
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
  validFrom: form.validFrom,
  validTo: form.validTo,
};
const labelOf = (name: string) => FIELD_LABELS[name as keyof CommissionRuleBody] ?? name;

type Outcome = { kind: 'added'; at: number } | { kind: 'refused'; message: string | null } | null;

/** The back office's 'Add commission rule': checked here first, then by the server, whose messages land on the fields. */
export function CommissionRuleForm() {
  const add = useAddCommissionRule();
  const [draft, setDraft] = useState<RuleDraft>(() => emptyDraft(todayInIndia()));
  const [errors, setErrors] = useState<RuleErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);

  const set = <K extends keyof RuleDraft>(name: K, value: RuleDraft[K]) => {
    setDraft((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: found } = ruleFromDraft(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setOutcome({ kind: 'refused', message: null });
      return;
    }
    setOutcome(null);
    try {
      await add.mutateAsync(body);
      setDraft(emptyDraft(todayInIndia()));
      setOutcome({ kind: 'added', at: Date.now() });
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(fields);
      const listed = Object.keys(fields).length > 0;
      setOutcome({ kind: 'refused', message: listed ? null : failureMessage(error, AGENT_MSG.submitFailed) });
    }
  };

  const problems = Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1]));

  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="add-rule-heading">
      <Title order={2} size="h4" id="add-rule-heading" mb="md">
        {form.title}
      </Title>
      <form onSubmit={submit} noValidate aria-labelledby="add-rule-heading">
        <Stack gap="md">
          <RuleMatchFields draft={draft} errors={errors} set={set} />
          <RuleAmountFields draft={draft} errors={errors} set={set} />
          {outcome?.kind === 'added' && (
            <AutoHideAlert
              key={outcome.at}
              variant="success"
              message={COMMISSION_MSG.added}
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
                      <List.Item key={name}>{`${labelOf(name)}: ${message}`}</List.Item>
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
