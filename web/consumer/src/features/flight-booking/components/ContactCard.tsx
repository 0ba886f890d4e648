import { Card, Group, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import type { Dispatch } from 'react';
import type { ContactDraft, GstDraft } from '../booking-form.ts';
import type { DraftAction } from '../use-booking-draft.ts';
import { GstDetails } from './GstDetails.tsx';

/** Where the e-ticket goes (contact details), and the GST details for a business's invoice. */
export function ContactCard({
  contact,
  gst,
  gstOpen,
  errors,
  dispatch,
}: {
  contact: ContactDraft;
  gst: GstDraft;
  gstOpen: boolean;
  errors: Record<string, string>;
  dispatch: Dispatch<DraftAction>;
}) {
  return (
    <Card withBorder radius="md" component="fieldset" className="booking-fieldset">
      <Title order={2} size="h4" mb="xs" component="legend">
        Contact details
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Your e-ticket is sent here.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={contact.email}
          error={errors.paxemail}
          onChange={(event) =>
            dispatch({ type: 'contact', name: 'email', value: event.currentTarget.value, field: 'paxemail' })
          }
        />
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            label="Code"
            w={72}
            value={contact.countrycode}
            error={errors.paxcountrycode}
            onChange={(event) =>
              dispatch({
                type: 'contact',
                name: 'countrycode',
                value: event.currentTarget.value,
                field: 'paxcountrycode',
              })
            }
          />
          <TextInput
            label="Mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            required
            style={{ flex: 1 }}
            value={contact.mobile}
            error={errors.paxmobile}
            onChange={(event) =>
              dispatch({ type: 'contact', name: 'mobile', value: event.currentTarget.value, field: 'paxmobile' })
            }
          />
        </Group>
        <TextInput
          label="Alternate email (optional)"
          type="email"
          autoComplete="off"
          value={contact.altemail}
          error={errors.paxaltemail}
          onChange={(event) =>
            dispatch({ type: 'contact', name: 'altemail', value: event.currentTarget.value, field: 'paxaltemail' })
          }
        />
      </SimpleGrid>
      <GstDetails
        open={gstOpen}
        gst={gst}
        errors={errors}
        onOpen={(open) => dispatch({ type: 'gstOpen', open })}
        onChange={(name, value) => dispatch({ type: 'gst', name, value })}
      />
    </Card>
  );
}
