import '@mantine/core/styles.css';
import { Anchor, Card, Container, List, MantineProvider, Stack, Text, Title } from '@mantine/core';
import { tripsetuCssVariables, tripsetuTheme } from '@tripsetu/ui/theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/** The agent portal's first page: what it will offer and where travellers book today. */
function AgentPortalHome() {
  return (
    <Container size="sm" py={60}>
      <Card withBorder radius="md" p="xl">
        <Stack>
          <Title order={1} size="h2">
            TripSetu Agent Portal
          </Title>
          <Text>
            Travel agencies will book flights, buses, hotels and holidays here from a prepaid wallet, with staff
            accounts, markups and reports.
          </Text>
          <Text fw={600}>Agency registration and sign-in open soon.</Text>
          <List size="sm">
            <List.Item>Register your agency with your PAN and GST details</List.Item>
            <List.Item>Top up your wallet by bank transfer or payment gateway</List.Item>
            <List.Item>Book for your customers and print branded vouchers</List.Item>
          </List>
          <Text size="sm">
            Travellers can already book holiday packages on <Anchor href="/">the TripSetu site</Anchor>.
          </Text>
        </Stack>
      </Card>
    </Container>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={tripsetuTheme} cssVariablesResolver={tripsetuCssVariables}>
      <main>
        <AgentPortalHome />
      </main>
    </MantineProvider>
  </StrictMode>,
);
