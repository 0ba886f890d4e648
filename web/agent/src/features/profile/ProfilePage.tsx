import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { useSession } from '../../app/session-context.ts';
import { t } from '../../i18n/i18n.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useProfile } from './api/get-profile.ts';
import { ChangePasswordSection } from './components/ChangePasswordSection.tsx';
import { DocumentsSection } from './components/DocumentsSection.tsx';
import { LogoSection } from './components/LogoSection.tsx';
import { ProfileForm } from './components/ProfileForm.tsx';
import { ProfileReadOnly } from './components/ProfileReadOnly.tsx';
import './profile-words.ts';

/** Profile (§2): agency, profile and other details, logo, documents and the user's own password. */
export function ProfilePage() {
  usePageTitle(t('profile.title'));
  const { can } = useSession();
  const profile = useProfile();
  const editable = can('profile.edit');
  return (
    <Container size="lg" py="md">
      <Title order={1} size="h2" mb="md">
        {t('profile.title')}
      </Title>
      {profile.isPending && (
        <Group justify="center" py="xl" role="status">
          <Loader size="md" />
          <Text>{t('profile.loading')}</Text>
        </Group>
      )}
      {profile.isError && (
        <Alert color="red" role="alert" title={t('profile.title')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{AGENT_MSG.loadAgentFailed}</Text>
            <Button size="xs" variant="default" onClick={() => void profile.refetch()} loading={profile.isFetching}>
              {t('profile.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {profile.data && (
        <Stack gap="md">
          {editable ? (
            <ProfileForm key={profile.data.user.id} profile={profile.data} />
          ) : (
            <ProfileReadOnly profile={profile.data} />
          )}
          <LogoSection profile={profile.data} editable={editable} />
          <DocumentsSection documents={profile.data.documents} />
          <ChangePasswordSection />
        </Stack>
      )}
    </Container>
  );
}
