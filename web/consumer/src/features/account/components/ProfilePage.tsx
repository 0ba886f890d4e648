import { Alert, Button, Card, Container, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDisplayDate } from '@tripsetu/domain/dates.ts';
import type { ConsumerProfile, SessionUser } from '@tripsetu/domain/gateway-contract.ts';
import {
  type ProfileDetails,
  type RegistrationErrors,
  trimmed,
  validateProfileDetails,
} from '@tripsetu/domain/registration.ts';
import { type AlertVariant, AutoHideAlert } from '@tripsetu/ui/AutoHideAlert';
import { TextField } from '@tripsetu/ui/TextField';
import { type FormEvent, useState } from 'react';
import { useSession } from '../../../app/session-context.tsx';
import { ProfileDetailsFields } from '../../../components/ProfileDetailsFields.tsx';
import { SignInPrompt } from '../../../components/SignInPrompt.tsx';
import { memberSinceDate } from '../../../lib/booking-rules.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useUserDetails } from '../api/get-user-details.ts';
import { useUpdateUserDetails } from '../api/update-user-details.ts';

export const PROFILE_SAVED = 'Your profile has been saved.';

/** /profile: the signed-in traveller's details; title, names and e-mail can be changed. */
export function ProfilePage() {
  usePageMeta('My profile');
  const { user } = useSession();
  if (!user) return <SignInPrompt title="My profile" message="Sign in with your mobile number to see your profile." />;
  return <ProfileLoader user={user} />;
}

function ProfileLoader({ user }: { user: SessionUser }) {
  const details = useUserDetails(user.agentId);
  return (
    <Container size="sm" py="md">
      <Title order={1} size="h2" mb="md">
        My profile
      </Title>
      {details.isLoading && (
        <Group justify="center" py="xl" role="status">
          <Loader size="md" />
          <Text>Loading your profile</Text>
        </Group>
      )}
      {details.isError && (
        <Alert color="red" title="My profile" role="alert">
          {details.error.message}
        </Alert>
      )}
      {details.data && <ProfileForm profile={details.data} agentId={user.agentId} />}
    </Container>
  );
}

function ProfileForm({ profile, agentId }: { profile: ConsumerProfile; agentId: string }) {
  const { updateUser } = useSession();
  const save = useUpdateUserDetails(agentId);
  const [form, setForm] = useState<ProfileDetails>({
    salutation: profile.salutation,
    first_name: profile.first_name,
    last_name: profile.last_name,
    contact_email: profile.contact_email,
  });
  const [errors, setErrors] = useState<RegistrationErrors>({});
  // Success goes untitled: the shared alert's green title falls below AA contrast; the message does not.
  const [banner, setBanner] = useState<{ id: number; variant: AlertVariant; title?: string; message: string } | null>(
    null,
  );
  const memberSince = memberSinceDate(profile.member_since);

  const update = (change: Partial<ProfileDetails>) => {
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(change)) delete next[key as keyof ProfileDetails];
      return next;
    });
    setForm((current) => ({ ...current, ...change }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfileDetails(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const saved = await save.mutateAsync(trimmed(form));
      updateUser({ title: saved.salutation, firstName: saved.first_name, lastName: saved.last_name });
      setBanner({ id: Date.now(), variant: 'success', message: PROFILE_SAVED });
    } catch (error) {
      setBanner({ id: Date.now(), variant: 'error', title: 'My profile', message: (error as Error).message });
    }
  };

  return (
    <Stack gap="md">
      {banner && (
        <AutoHideAlert
          key={banner.id}
          variant={banner.variant}
          title={banner.title}
          message={banner.message}
          onClose={() => setBanner(null)}
        />
      )}
      <Card withBorder radius="md" p="lg" component="section" aria-labelledby="account-heading">
        <Title order={2} size="h4" id="account-heading" mb="sm">
          Account
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextField
            label="Mobile number"
            value={profile.mobile_number}
            onChange={() => {}}
            readOnly
            variant="filled"
            description="You sign in with this number."
            leftSection={<Text size="sm">+91</Text>}
          />
          <div>
            <Text size="sm" fw={600}>
              Member since
            </Text>
            <Text mt={4} data-testid="member-since">
              {memberSince ? formatDisplayDate(memberSince) : '—'}
            </Text>
          </div>
        </SimpleGrid>
      </Card>
      <Card withBorder radius="md" p="lg" component="section" aria-labelledby="details-heading">
        <form onSubmit={submit} noValidate>
          <Title order={2} size="h4" id="details-heading" mb="sm">
            Your details
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <ProfileDetailsFields values={form} errors={errors} onChange={update} />
          </SimpleGrid>
          <Group justify="flex-end" mt="md">
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </form>
      </Card>
    </Stack>
  );
}
