import { SimpleGrid } from '@mantine/core';
import {
  ADDRESS_MAX,
  AGENT_CATEGORIES,
  AGENT_COUNTRIES,
  TEXT_MAX,
  TRANSACTION_FEE_ACTIVATION_HOURS,
  TRANSACTION_FEE_CHOICES,
} from '@tripsetu/domain/agency.ts';
import { citiesOf, INDIAN_STATES } from '@tripsetu/domain/india-places.ts';
import { SelectField } from '@tripsetu/ui/SelectField';
import { TextField } from '@tripsetu/ui/TextField';
import { t } from '../../../i18n/i18n.ts';
import { digitsOnly, options, type StepProps } from './step-props.ts';

const STATE_OPTIONS = options(INDIAN_STATES.map((state) => state.name));
const PAN_LENGTH = 10;
const PINCODE_LENGTH = 6;

export function CompanyDetailsStep({ form, errors, onChange }: StepProps) {
  const cities = citiesOf(form.state);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <SelectField
        label={t('registration.category')}
        value={form.category}
        onChange={(category) => onChange({ category })}
        data={options(AGENT_CATEGORIES)}
        placeholder={t('registration.select')}
        required
        error={errors.category}
      />
      <TextField
        label={t('registration.companyName')}
        value={form.companyName}
        onChange={(companyName) => onChange({ companyName })}
        required
        maxLength={TEXT_MAX}
        autoComplete="organization"
        error={errors.companyName}
      />
      <TextField
        label={t('registration.panName')}
        value={form.panName}
        onChange={(panName) => onChange({ panName })}
        required
        maxLength={TEXT_MAX}
        description={t('registration.panNameHint')}
        error={errors.panName}
      />
      <TextField
        label={t('registration.panNumber')}
        value={form.panNumber}
        onChange={(panNumber) => onChange({ panNumber: panNumber.toUpperCase().replace(/\s/g, '') })}
        required
        maxLength={PAN_LENGTH}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        description={t('registration.panNumberHint')}
        error={errors.panNumber}
        classNames={{ input: 'code-input' }}
      />
      <SelectField
        label={t('registration.transactionFee')}
        value={form.transactionFee}
        onChange={(transactionFee) => onChange({ transactionFee })}
        data={options(TRANSACTION_FEE_CHOICES)}
        placeholder={t('registration.select')}
        required
        description={t('registration.transactionFeeNote', { hours: TRANSACTION_FEE_ACTIVATION_HOURS })}
        error={errors.transactionFee}
      />
      <TextField
        label={t('registration.contactNumber')}
        value={form.contactNumber}
        onChange={(contactNumber) => onChange({ contactNumber: contactNumber.replace(/[^\d +-]/g, '') })}
        required
        type="tel"
        maxLength={15}
        autoComplete="tel"
        description={t('registration.contactNumberHint')}
        error={errors.contactNumber}
      />
      <TextField
        label={t('registration.address1')}
        value={form.address1}
        onChange={(address1) => onChange({ address1 })}
        required
        maxLength={ADDRESS_MAX}
        autoComplete="address-line1"
        error={errors.address1}
      />
      <TextField
        label={t('registration.address2')}
        value={form.address2}
        onChange={(address2) => onChange({ address2 })}
        required
        maxLength={ADDRESS_MAX}
        autoComplete="address-line2"
        error={errors.address2}
      />
      <TextField
        label={t('registration.pincode')}
        value={form.pincode}
        onChange={(pincode) => onChange({ pincode: digitsOnly(pincode, PINCODE_LENGTH) })}
        required
        inputMode="numeric"
        maxLength={PINCODE_LENGTH}
        autoComplete="postal-code"
        error={errors.pincode}
      />
      <SelectField
        label={t('registration.country')}
        value={form.country}
        onChange={(country) => onChange({ country })}
        data={options(AGENT_COUNTRIES)}
        placeholder={t('registration.select')}
        required
        autoComplete="country-name"
        error={errors.country}
      />
      <SelectField
        label={t('registration.state')}
        value={form.state}
        onChange={(state) => onChange({ state, city: citiesOf(state).includes(form.city) ? form.city : '' })}
        data={STATE_OPTIONS}
        placeholder={t('registration.select')}
        required
        autoComplete="address-level1"
        error={errors.state}
      />
      <SelectField
        label={t('registration.city')}
        value={form.city}
        onChange={(city) => onChange({ city })}
        data={options(cities)}
        placeholder={form.state ? t('registration.select') : t('registration.selectStateFirst')}
        required
        disabled={!form.state}
        autoComplete="address-level2"
        error={errors.city}
      />
    </SimpleGrid>
  );
}
