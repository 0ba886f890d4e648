import { Accordion, Anchor, Button, Card, Container, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { useSession } from '../../app/session-context.ts';
import { t } from '../../i18n/i18n.ts';
import { signInPathFor } from '../../lib/next-path.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { type ContentBlock, FAQ, PAGE_CONTENT } from './content.ts';
import './static-pages-words.ts';

function Block({ block }: { block: ContentBlock }) {
  switch (block.kind) {
    case 'heading':
      return (
        <Title order={2} size="h3" mt="md">
          {t(block.text)}
        </Title>
      );
    case 'paragraph':
      return <Text className="prose">{t(block.text)}</Text>;
    case 'list':
      return (
        <List spacing={6} className="prose">
          {block.items.map((item) => (
            <List.Item key={item}>{t(item)}</List.Item>
          ))}
        </List>
      );
    case 'link':
      return (
        <Anchor component={Link} to={block.to} fw={600}>
          {t(block.text)}
        </Anchor>
      );
    case 'entry':
      return (
        <Card withBorder radius="md" p="md" component="article">
          <Title order={2} size="h4" mb={6}>
            {t(block.title)}
          </Title>
          <Text className="prose">{t(block.text)}</Text>
        </Card>
      );
  }
}

function ContactDetails() {
  return (
    <dl className="contact-list">
      <dt>{t('pages.contact.officeHeading')}</dt>
      <dd>
        <address className="contact-address">
          {t('pages.contact.company')}
          <br />
          {t('pages.contact.address1')}
          <br />
          {t('pages.contact.address2')}
        </address>
      </dd>
      <dt>{t('pages.contact.phoneHeading')}</dt>
      <dd>
        <Anchor href={`tel:${t('pages.contact.phone').replace(/\s/g, '')}`}>{t('pages.contact.phone')}</Anchor>
      </dd>
      <dt>{t('pages.contact.emailHeading')}</dt>
      <dd>
        <Anchor href={`mailto:${t('pages.contact.email')}`}>{t('pages.contact.email')}</Anchor>
      </dd>
      <dt>{t('pages.contact.hoursHeading')}</dt>
      <dd>{t('pages.contact.hours')}</dd>
    </dl>
  );
}

function Faq() {
  return (
    <Accordion variant="separated" radius="md">
      {FAQ.map((item) => (
        <Accordion.Item key={item.question} value={item.question}>
          <Accordion.Control>{t(item.question)}</Accordion.Control>
          <Accordion.Panel>
            <Text className="prose">{t(item.answer)}</Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/** A link to Support Request for an agent who may use it, else to sign in first. */
function SupportLink({ label }: { label: 'pages.help.openSupport' | 'pages.feedback.openSupport' }) {
  const { status, can } = useSession();
  const allowed = status === 'signed-in' && (can('support.use') || can('support.answer'));
  if (allowed) {
    return (
      <Button component={Link} to={ROUTES.support} variant="light" w="fit-content">
        {t(label)}
      </Button>
    );
  }
  if (status === 'signed-in') return null;
  return (
    <Anchor component={Link} to={signInPathFor(ROUTES.support)} fw={600}>
      {t('pages.help.signInToRaise')}
    </Anchor>
  );
}

function FeedbackRoutes() {
  return (
    <>
      <Title order={2} size="h3" mt="md">
        {t('pages.feedback.signedInHeading')}
      </Title>
      <Text className="prose">{t('pages.feedback.signedIn')}</Text>
      <SupportLink label="pages.feedback.openSupport" />
      <Title order={2} size="h3" mt="md">
        {t('pages.feedback.othersHeading')}
      </Title>
      <Text className="prose">
        {t('pages.feedback.others')}{' '}
        <Anchor href={`mailto:${t('pages.contact.email')}?subject=Feedback`}>{t('pages.contact.email')}</Anchor>
      </Text>
    </>
  );
}

/** One of the footer's pages (§2), by its slug. */
export function StaticPage({ slug }: { slug: string }) {
  const content = PAGE_CONTENT[slug];
  const title = content ? t(content.title) : t('common.notFoundTitle');
  usePageTitle(title);
  if (!content) {
    return (
      <Container size="sm" py={80}>
        <Title order={1}>{t('common.notFoundTitle')}</Title>
      </Container>
    );
  }
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }} className="static-page">
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        {content.intro && (
          <Text size="lg" className="prose">
            {t(content.intro)}
          </Text>
        )}
        {slug === 'help' && <SupportLink label="pages.help.openSupport" />}
        {slug === 'contact-us' && (
          <>
            <ContactDetails />
            <Text className="prose">{t('pages.contact.registrations')}</Text>
          </>
        )}
        {slug === 'faq' && <Faq />}
        {slug === 'feedback' && <FeedbackRoutes />}
        {content.blocks.map((block, index) => (
          // Blocks are fixed text in a fixed order.
          // biome-ignore lint/suspicious/noArrayIndexKey: the order never changes
          <Block key={index} block={block} />
        ))}
      </Stack>
    </Container>
  );
}
