import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { ADDRESS_MAX } from '@tripsetu/domain/constants.ts';
import type { ContactInput } from '@tripsetu/domain/package-booking.ts';
import { TextField } from '@tripsetu/ui/TextField';

/** Contact details: where the voucher and updates go. */
export function ContactCard({
  contact,
  errors,
  onChange,
}: {
  contact: ContactInput;
  errors: Record<string, string>;
  onChange: (change: Partial<ContactInput>) => void;
}) {
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="contact-heading">
      <Title order={2} size="h4" id="contact-heading" mb="xs">
        Contact details
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        We send your voucher and updates here.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField
          label="Mobile number"
          value={contact.mobile}
          onChange={(mobile) => onChange({ mobile: mobile.replace(/\D/g, '').slice(0, 10) })}
          required
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          leftSection={<Text size="sm">+91</Text>}
          error={errors.mobile}
        />
        <TextField
          label="Email"
          type="email"
          value={contact.email}
          onChange={(email) => onChange({ email })}
          required
          autoComplete="email"
          error={errors.email}
        />
      </SimpleGrid>
      <TextField
        mt="sm"
        label="Address (optional)"
        value={contact.address}
        onChange={(address) => onChange({ address })}
        autoComplete="street-address"
        maxLength={ADDRESS_MAX}
        error={errors.address}
      />
    </Card>
  );
}
