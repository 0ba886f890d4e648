import { Alert, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import {
  BANK_ACCOUNT_TEXT_MAX,
  type BankAccountErrors,
  type BankAccountForm as BankAccountFields,
  normalizeBankAccount,
  validateBankAccount,
} from '@tripsetu/domain/bank-account.ts';
import type { BankAccount } from '@tripsetu/domain/wallet-api.ts';
import { AppModal } from '@tripsetu/ui/AppModal';
import { SelectField } from '@tripsetu/ui/SelectField';
import { TextField } from '@tripsetu/ui/TextField';
import { type FormEvent, useState } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { failureMessage, fieldErrors } from '../../../lib/api.ts';
import { type BankAccountBody, useSaveBankAccount } from '../api/save-bank-account.ts';

type Values = BankAccountFields & { status: 'active' | 'inactive' };
type FieldName = keyof Values;

const EMPTY: Values = {
  bankName: '',
  accountName: '',
  accountNumber: '',
  branch: '',
  ifsc: '',
  pan: '',
  status: 'active',
};

/** The form's starting values: empty for a new account, the account's own for an edit. */
export function bankAccountValues(account?: BankAccount): Values {
  if (!account) return EMPTY;
  const { id: _id, active, ...fields } = account;
  return { ...fields, status: active ? 'active' : 'inactive' };
}

/** What is sent: trimmed, IFSC and PAN in capitals, the status as `active`. */
export function bankAccountBody(values: Values): BankAccountBody {
  return { ...normalizeBankAccount(values), active: values.status === 'active' };
}

/** Add or edit one of the TripSetu bank accounts agencies pay into (§3). */
export function BankAccountForm({
  account,
  onClose,
  onSaved,
}: {
  /** The account to edit; none to add a new one. */
  account?: BankAccount;
  onClose: () => void;
  onSaved: (saved: BankAccount) => void;
}) {
  const save = useSaveBankAccount();
  const [values, setValues] = useState<Values>(() => bankAccountValues(account));
  const [errors, setErrors] = useState<BankAccountErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const title = account ? t('bankAccounts.form.editTitle') : t('bankAccounts.form.addTitle');

  const field = (name: FieldName, { capitals = false } = {}) => ({
    value: values[name],
    error: name === 'status' ? undefined : errors[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: capitals ? value.toUpperCase() : value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validateBankAccount(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      onSaved(await save.mutateAsync({ ...(account ? { id: account.id } : {}), body: bankAccountBody(values) }));
    } catch (error) {
      setErrors(fieldErrors(error));
      setFailure(failureMessage(error, AGENT_MSG.submitFailed));
    }
  };

  return (
    <AppModal opened onClose={onClose} title={title} size="lg" showFooter={false}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField
              label={t('bankAccounts.bankName')}
              required
              maxLength={BANK_ACCOUNT_TEXT_MAX}
              autoComplete="off"
              data-autofocus
              {...field('bankName')}
            />
            <TextField
              label={t('bankAccounts.accountName')}
              required
              maxLength={BANK_ACCOUNT_TEXT_MAX}
              autoComplete="off"
              {...field('accountName')}
            />
            <TextField
              label={t('bankAccounts.accountNumber')}
              description={t('bankAccounts.form.accountNumberHint')}
              required
              inputMode="numeric"
              maxLength={18}
              autoComplete="off"
              {...field('accountNumber')}
            />
            <TextField
              label={t('bankAccounts.branch')}
              required
              maxLength={BANK_ACCOUNT_TEXT_MAX}
              autoComplete="off"
              {...field('branch')}
            />
            <TextField
              label={t('bankAccounts.ifsc')}
              description={t('bankAccounts.form.ifscHint')}
              required
              maxLength={11}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              {...field('ifsc', { capitals: true })}
            />
            <TextField
              label={t('bankAccounts.pan')}
              description={t('bankAccounts.form.panHint')}
              required
              maxLength={10}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              {...field('pan', { capitals: true })}
            />
          </SimpleGrid>
          <SelectField
            label={t('bankAccounts.status')}
            description={t('bankAccounts.form.statusHint')}
            required
            data={[
              { value: 'active', label: t('bankAccounts.active') },
              { value: 'inactive', label: t('bankAccounts.inactive') },
            ]}
            {...field('status')}
          />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('bankAccounts.form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('bankAccounts.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
