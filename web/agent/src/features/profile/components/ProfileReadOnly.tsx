import { Title } from '@mantine/core';
import type { AgencyProfile } from '@tripsetu/domain/agent-api.ts';
import { DetailSection, Facts } from '../../../components/DetailSection.tsx';
import { t } from '../../../i18n/i18n.ts';
import { addressFacts, fixedAgencyFacts, gstFacts, otherFacts, personalFacts } from './agency-facts.tsx';

/** Staff see the agency's profile as it is; only the owner changes it. */
export function ProfileReadOnly({ profile }: { profile: AgencyProfile }) {
  return (
    <>
      <DetailSection id="agency" title={t('profile.section.agency')}>
        <Facts facts={[...fixedAgencyFacts(profile), ...addressFacts(profile)]} />
        <Title order={3} size="h5" mt="lg" mb="xs">
          {t('profile.section.gst')}
        </Title>
        <Facts facts={gstFacts(profile)} />
      </DetailSection>
      <DetailSection id="personal" title={t('profile.section.personal')}>
        <Facts facts={personalFacts(profile)} />
      </DetailSection>
      <DetailSection id="other" title={t('profile.section.other')}>
        <Facts facts={otherFacts(profile)} />
      </DetailSection>
    </>
  );
}
