import { SimpleGrid, Stack, Text } from '@mantine/core';
import { ADDRESS_MAX, hasGstDetails, TEXT_MAX } from '@tripsetu/domain/agency.ts';
import { TextField } from '@tripsetu/ui/TextField';
import { t } from '../../../i18n/i18n.ts';
import type { StepProps } from './step-props.ts';

const GSTIN_LENGTH = 15;

/** Optional: once any GST field is given, holder, number, e-mail, address and phone become required (§5). */
export function GstDetailsStep({ form, errors, onChange }: StepProps) {
  const required = hasGstDetails(form);
  return (
    <Stack gap="md">
      <Text size="sm">{t('registration.gstIntro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextField
          label={t('registration.gstHolder')}
          value={form.gstHolder}
          onChange={(gstHolder) => onChange({ gstHolder })}
          required={required}
          maxLength={TEXT_MAX}
          error={errors.gstHolder}
        />
        <TextField
          label={t('registration.gstNumber')}
          value={form.gstNumber}
          onChange={(gstNumber) => onChange({ gstNumber: gstNumber.toUpperCase().replace(/\s/g, '') })}
          required={required}
          maxLength={GSTIN_LENGTH}
          autoCapitalize="characters"
          spellCheck={false}
          autoComplete="off"
          description={t('registration.gstNumberHint')}
          error={errors.gstNumber}
          classNames={{ input: 'code-input' }}
        />
        <TextField
          label={t('registration.gstEmail')}
          value={form.gstEmail}
          onChange={(gstEmail) => onChange({ gstEmail })}
          required={required}
          type="email"
          error={errors.gstEmail}
        />
        <TextField
          label={t('registration.gstPhone')}
          value={form.gstPhone}
          onChange={(gstPhone) => onChange({ gstPhone: gstPhone.replace(/[^\d +-]/g, '') })}
          required={required}
          type="tel"
          maxLength={15}
          error={errors.gstPhone}
        />
        <TextField
          label={t('registration.gstAddress')}
          value={form.gstAddress}
          onChange={(gstAddress) => onChange({ gstAddress })}
          required={required}
          maxLength={ADDRESS_MAX}
          error={errors.gstAddress}
        />
        <TextField
          label={t('registration.gstCompany')}
          value={form.gstCompany}
          onChange={(gstCompany) => onChange({ gstCompany })}
          maxLength={TEXT_MAX}
          error={errors.gstCompany}
        />
      </SimpleGrid>
    </Stack>
  );
}
