import { Anchor, Table, Text, Title } from '@mantine/core';
import { CANCELLATION_POLICY_NOTES, CANCELLATION_SLABS } from '@tripsetu/domain/cancellation.ts';
import { COMPANY } from '@tripsetu/domain/company.ts';
import { ABOUT_US, PRIVACY_POLICY, TERMS_CONDITIONS } from '@tripsetu/domain/site-content.ts';
import { StaticPage } from './StaticPage.tsx';

export function AboutPage() {
  return (
    <StaticPage title="About Us">
      {ABOUT_US.map((paragraph) => (
        <Text key={paragraph} mb="md">
          {paragraph}
        </Text>
      ))}
    </StaticPage>
  );
}

export function ContactPage() {
  return (
    <StaticPage title="Contact Us">
      <Title order={2} size="h4" mb="xs">
        Office
      </Title>
      <address className="contact-address">
        {COMPANY.legalName}
        {COMPANY.address.map((line) => (
          <span key={line}>
            <br />
            {line}
          </span>
        ))}
      </address>
      <Title order={2} size="h4" mt="lg" mb="xs">
        Phone
      </Title>
      <Anchor href={COMPANY.phoneHref}>{COMPANY.phone}</Anchor>
      <Text size="sm" c="dimmed">
        {COMPANY.hours}
      </Text>
      <Title order={2} size="h4" mt="lg" mb="xs">
        Email
      </Title>
      <Anchor href={`mailto:${COMPANY.email}`}>{COMPANY.email}</Anchor>
      <Text size="sm" c="dimmed">
        We answer within one working day. Please quote your booking reference number.
      </Text>
    </StaticPage>
  );
}

export function PrivacyPage() {
  return (
    <StaticPage title="Privacy Policy">
      {PRIVACY_POLICY.map((section) => (
        <section key={section.heading}>
          <Title order={2} size="h4" mt="lg" mb="xs">
            {section.heading}
          </Title>
          <Text>{section.body}</Text>
        </section>
      ))}
    </StaticPage>
  );
}

export function CancellationPolicyPage() {
  return (
    <StaticPage title="Cancellation Policy">
      <Text mb="md">
        Cancellations of holiday packages are refunded by how many days before departure we receive them. The share is
        taken of the package price; our service charges are never refunded.
      </Text>
      <Table withTableBorder striped mb="lg" maw={560}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When you cancel</Table.Th>
            <Table.Th>Refund</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {CANCELLATION_SLABS.map((slab) => (
            <Table.Tr key={slab.label}>
              <Table.Td>{slab.label}</Table.Td>
              <Table.Td>{slab.refundPercent === 0 ? 'Non-refundable' : `${slab.refundPercent}%`}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ul>
        {CANCELLATION_POLICY_NOTES.map((note) => (
          <li key={note}>
            <Text>{note}</Text>
          </li>
        ))}
      </ul>
    </StaticPage>
  );
}

export function TermsPage() {
  return (
    <StaticPage title="Terms and Conditions">
      {TERMS_CONDITIONS.map((section, index) => (
        <section key={section.heading}>
          <Title order={2} size="h4" mt="lg" mb="xs">
            {index + 1}. {section.heading}
          </Title>
          <Text>{section.body}</Text>
        </section>
      ))}
    </StaticPage>
  );
}
