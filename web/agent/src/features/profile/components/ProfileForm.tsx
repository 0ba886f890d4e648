import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { AGENT_SALUTATIONS, type FieldErrors } from '@tripsetu/domain/agency.ts';
import type { AgencyProfile } from '@tripsetu/domain/agent-api.ts';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { citiesOf, INDIAN_STATES } from '@tripsetu/domain/india-places.ts';
import { type AlertVariant, AutoHideAlert } from '@tripsetu/ui/AutoHideAlert';
import { SelectField } from '@tripsetu/ui/SelectField';
import { TextField } from '@tripsetu/ui/TextField';
import { type FormEvent, useState } from 'react';
import { useSession } from '../../../app/session-context.ts';
import { DetailSection, Facts } from '../../../components/DetailSection.tsx';
import { t } from '../../../i18n/i18n.ts';
import { failureMessage, fieldErrors } from '../../../lib/api.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import {
  type ProfileField,
  type ProfileFormValues,
  profileFormValues,
  profileUpdateBody,
  validateProfileForm,
} from '../profile-form.ts';
import { fixedAgencyFacts } from './agency-facts.tsx';

const SALUTATIONS = AGENT_SALUTATIONS.map((salutation) => ({ value: salutation, label: salutation }));
const STATES = INDIAN_STATES.map((state) => ({ value: state.name, label: state.name }));

/** The owner's profile: agency, personal and other details in one form saved with PUT /profile. */
export function ProfileForm({ profile }: { profile: AgencyProfile }) {
  const session = useSession();
  const save = useUpdateProfile();
  const [values, setValues] = useState<ProfileFormValues>(() => profileFormValues(profile));
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const [banner, setBanner] = useState<{ id: number; variant: AlertVariant; message: string } | null>(null);

  const field = (name: ProfileField) => ({
    value: values[name],
    error: errors[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });
  const cities = citiesOf(values.state).map((city) => ({ value: city, label: city }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfileForm(values, profile);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setBanner({ id: Date.now(), variant: 'error', message: AGENT_MSG.validationError });
      return;
    }
    try {
      const saved = await save.mutateAsync(profileUpdateBody(values));
      setValues(profileFormValues(saved));
      setBanner({ id: Date.now(), variant: 'success', message: t('profile.saved') });
      await session.refresh();
    } catch (error) {
      setErrors(fieldErrors(error));
      setBanner({ id: Date.now(), variant: 'error', message: failureMessage(error, AGENT_MSG.submitFailed) });
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('profile.formLabel')}>
      <Stack gap="md">
        <DetailSection id="agency" title={t('profile.section.agency')}>
          <Facts facts={fixedAgencyFacts(profile)} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md">
            <TextField label={t('profile.companyName')} required maxLength={100} {...field('companyName')} />
            <TextField
              label={t('profile.contactNumber')}
              required
              inputMode="tel"
              autoComplete="tel"
              {...field('contactNumber')}
            />
            <TextField label={t('profile.address1')} required maxLength={150} {...field('address1')} />
            <TextField label={t('profile.address2')} required maxLength={150} {...field('address2')} />
            <SelectField
              label={t('profile.state')}
              required
              data={STATES}
              placeholder={t('profile.statePick')}
              {...field('state')}
              onChange={(state) => {
                setValues((current) => ({ ...current, state, city: '' }));
                setErrors((current) => ({ ...current, state: undefined, city: undefined }));
              }}
            />
            <SelectField
              label={t('profile.city')}
              required
              data={cities}
              placeholder={t('profile.cityPick')}
              {...field('city')}
            />
            <TextField label={t('profile.pincode')} required inputMode="numeric" maxLength={6} {...field('pincode')} />
            <TextField
              label={t('profile.country')}
              value={profile.agency.country}
              onChange={() => {}}
              readOnly
              variant="filled"
            />
          </SimpleGrid>
          <Title order={3} size="h5" mt="lg" mb="xs">
            {t('profile.section.gst')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField label={t('profile.gstHolder')} {...field('gstHolder')} />
            <TextField
              label={t('profile.gstNumber')}
              maxLength={15}
              styles={{ input: { textTransform: 'uppercase' } }}
              {...field('gstNumber')}
            />
            <TextField label={t('profile.gstEmail')} type="email" {...field('gstEmail')} />
            <TextField label={t('profile.gstPhone')} inputMode="tel" {...field('gstPhone')} />
            <TextField label={t('profile.gstAddress')} {...field('gstAddress')} />
            <TextField label={t('profile.gstCompany')} {...field('gstCompany')} />
          </SimpleGrid>
        </DetailSection>

        <DetailSection id="personal" title={t('profile.section.personal')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <SelectField
              label={t('profile.salutation')}
              required
              data={SALUTATIONS}
              placeholder={t('profile.salutationPick')}
              {...field('salutation')}
            />
            <TextField label={t('profile.firstName')} required autoComplete="given-name" {...field('firstName')} />
            <TextField label={t('profile.lastName')} required autoComplete="family-name" {...field('lastName')} />
            <TextField
              label={t('profile.mobile')}
              required
              inputMode="numeric"
              maxLength={10}
              autoComplete="tel-national"
              {...field('mobile')}
            />
            <TextField
              label={t('profile.email')}
              value={profile.user.email}
              onChange={() => {}}
              readOnly
              variant="filled"
              description={AGENT_MSG.emailChangeHint}
            />
          </SimpleGrid>
        </DetailSection>

        <DetailSection id="other" title={t('profile.section.other')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField
              label={t('profile.website')}
              type="url"
              placeholder="https://"
              autoComplete="url"
              {...field('website')}
            />
            <TextField label={t('profile.iataCode')} inputMode="numeric" maxLength={8} {...field('iataCode')} />
            <TextField label={t('profile.alternateEmail')} type="email" {...field('alternateEmail')} />
          </SimpleGrid>
        </DetailSection>

        {banner && (
          <AutoHideAlert
            key={banner.id}
            variant={banner.variant}
            message={banner.message}
            onClose={() => setBanner(null)}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
