import { Anchor, List, Text } from '@mantine/core';
import type { AgencyDocument } from '@tripsetu/domain/agent-api.ts';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { t } from '../../../i18n/i18n.ts';
import { formatDateTime } from '../../../lib/format-date.ts';

const KIND_LABEL = { PAN: 'profile.documents.pan', GST: 'profile.documents.gst' } as const;

/** The PAN and GST documents sent with the registration, each opening in a new tab. */
export function DocumentsSection({ documents }: { documents: AgencyDocument[] }) {
  const papers = documents.filter(
    (document): document is AgencyDocument & { kind: 'PAN' | 'GST' } => document.kind !== 'LOGO',
  );
  return (
    <DetailSection id="documents" title={t('profile.section.documents')}>
      {papers.length === 0 ? (
        <Text>{t('profile.documents.none')}</Text>
      ) : (
        <List spacing="xs" listStyleType="none" p={0}>
          {papers.map((document) => (
            <List.Item key={document.id}>
              <Anchor href={document.url} target="_blank" rel="noopener" fw={600}>
                {t(KIND_LABEL[document.kind])}: {document.fileName}
              </Anchor>
              <Text size="xs" c="dimmed">
                {t('profile.documents.uploaded', { at: formatDateTime(document.uploadedAt) })}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </DetailSection>
  );
}
