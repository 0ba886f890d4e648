import { Box, Button, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import type { AgencyProfile } from '@tripsetu/domain/agent-api.ts';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { type AlertVariant, AutoHideAlert } from '@tripsetu/ui/AutoHideAlert';
import { type FormEvent, useState } from 'react';
import { useSession } from '../../../app/session-context.ts';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { t } from '../../../i18n/i18n.ts';
import { failureMessage } from '../../../lib/api.ts';
import { useUploadLogo } from '../api/upload-logo.ts';
import { logoFileProblem } from '../profile-form.ts';

const LOGO_ACCEPT = '.jpg,.jpeg,.gif,.png,image/jpeg,image/gif,image/png';

/** The agency's logo (printed on its vouchers); the owner uploads a new one. */
export function LogoSection({ profile, editable }: { profile: AgencyProfile; editable: boolean }) {
  const session = useSession();
  const upload = useUploadLogo();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [banner, setBanner] = useState<{ id: number; variant: AlertVariant; message: string } | null>(null);
  const { logoUrl, companyName } = profile.agency;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setError(chosen ? (logoFileProblem(chosen) ?? undefined) : undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = file ? logoFileProblem(file) : t('profile.logo.choose');
    if (!file || problem) {
      setError(problem ?? undefined);
      return;
    }
    try {
      await upload.mutateAsync(file);
      setFile(null);
      setBanner({ id: Date.now(), variant: 'success', message: t('profile.logo.uploaded') });
      await session.refresh();
    } catch (failure) {
      setBanner({ id: Date.now(), variant: 'error', message: failureMessage(failure, AGENT_MSG.uploadFailed) });
    }
  };

  return (
    <DetailSection id="logo" title={t('profile.section.logo')}>
      <Stack gap="md">
        <Box>
          <Text size="sm" fw={600} c="dimmed" mb={4}>
            {t('profile.logo.current')}
          </Text>
          {logoUrl ? (
            <Image
              src={logoUrl}
              alt={t('profile.logo.alt', { company: companyName })}
              maw={200}
              mah={60}
              fit="contain"
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
            />
          ) : (
            <Text>{t('profile.logo.none')}</Text>
          )}
        </Box>
        {editable && (
          <form onSubmit={submit} noValidate aria-label={t('profile.logo.formLabel')}>
            <Group align="flex-start" gap="sm">
              <FileInput
                label={t('profile.logo.file')}
                description={AGENT_MSG.logoHint}
                placeholder={t('profile.logo.placeholder')}
                accept={LOGO_ACCEPT}
                value={file}
                onChange={choose}
                error={error}
                clearable
                clearButtonProps={{ 'aria-label': t('profile.logo.clear') }}
                style={{ flex: '1 1 260px' }}
              />
              <Button type="submit" loading={upload.isPending} mt={{ base: 0, xs: 46 }}>
                {t('profile.logo.upload')}
              </Button>
            </Group>
          </form>
        )}
        {banner && (
          <AutoHideAlert
            key={banner.id}
            variant={banner.variant}
            message={banner.message}
            onClose={() => setBanner(null)}
          />
        )}
      </Stack>
    </DetailSection>
  );
}
