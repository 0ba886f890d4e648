import { Grid, Text } from '@mantine/core';
import { AGENT_MOBILE_DIGITS, AGENT_NAME_MAX, AGENT_SALUTATIONS } from '@tripsetu/domain/agency.ts';
import { SelectField } from '@tripsetu/ui/SelectField';
import { TextField } from '@tripsetu/ui/TextField';
import { t } from '../../../i18n/i18n.ts';
import { digitsOnly, options, type StepProps } from './step-props.ts';

export function PersonalDetailsStep({ form, errors, onChange }: StepProps) {
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <SelectField
          label={t('registration.salutation')}
          value={form.salutation}
          onChange={(salutation) => onChange({ salutation })}
          data={options(AGENT_SALUTATIONS)}
          placeholder={t('registration.select')}
          required
          error={errors.salutation}
          autoComplete="honorific-prefix"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 9 }} className="grid-gap-filler" />
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextField
          label={t('registration.firstName')}
          value={form.firstName}
          onChange={(firstName) => onChange({ firstName })}
          required
          maxLength={AGENT_NAME_MAX}
          autoComplete="given-name"
          error={errors.firstName}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextField
          label={t('registration.lastName')}
          value={form.lastName}
          onChange={(lastName) => onChange({ lastName })}
          required
          maxLength={AGENT_NAME_MAX}
          autoComplete="family-name"
          error={errors.lastName}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextField
          label={t('registration.email')}
          value={form.email}
          onChange={(email) => onChange({ email })}
          required
          type="email"
          autoComplete="email"
          description={t('registration.emailHint')}
          error={errors.email}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextField
          label={t('registration.mobile')}
          value={form.mobile}
          onChange={(mobile) => onChange({ mobile: digitsOnly(mobile, AGENT_MOBILE_DIGITS) })}
          required
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={AGENT_MOBILE_DIGITS}
          leftSection={
            <Text size="sm" aria-hidden="true">
              +91
            </Text>
          }
          description={t('registration.mobileHint')}
          error={errors.mobile}
        />
      </Grid.Col>
    </Grid>
  );
}
