import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import type { GatewayFareQuote } from '@tripsetu/domain/gateway-flight-booking.ts';
import { FareLines } from './FlightSummary.tsx';

/** A visitor's review: the fare stays on the page while they sign in. */
export function SignInToBook({ openLogin }: { openLogin: () => void }) {
  return (
    <Card withBorder radius="md">
      <Title order={2} size="h4" mb="xs">
        Sign in to book
      </Title>
      <Text size="sm" mb="sm">
        Please login to continue. Your fare stays on this page while you sign in.
      </Text>
      <Button onClick={openLogin}>Login or Register</Button>
    </Card>
  );
}

/** Who travels and what it all costs, beside the form (below it on a phone). */
export function FareSummaryCard({
  quote,
  summary,
}: {
  quote: Pick<GatewayFareQuote, 'numadults' | 'numchildren' | 'numinfants'>;
  summary: { lines: Parameters<typeof FareLines>[0]['lines']; totalPaise: number };
}) {
  return (
    <Card withBorder radius="md" className="booking-aside">
      <Title order={2} size="h4" mb="xs">
        Fare summary
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        {[
          `${quote.numadults} adult${quote.numadults === 1 ? '' : 's'}`,
          quote.numchildren > 0 && `${quote.numchildren} child${quote.numchildren === 1 ? '' : 'ren'}`,
          quote.numinfants > 0 && `${quote.numinfants} infant${quote.numinfants === 1 ? '' : 's'}`,
        ]
          .filter(Boolean)
          .join(', ')}
      </Text>
      <FareLines lines={summary.lines} totalPaise={summary.totalPaise} />
    </Card>
  );
}

/** What stops the booking: messages with no field of their own, and a refusal from the gateway. */
export function BookingProblems({
  general,
  failure,
}: {
  general: readonly string[];
  failure: { title: string; message: string } | null;
}) {
  if (general.length === 0 && !failure) return null;
  return (
    <Stack gap="sm">
      {general.length > 0 && (
        <Alert color="red" title="Book your flight" role="alert">
          <ul className="flight-problems">
            {general.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      )}
      {failure && (
        <Alert color="red" title={failure.title} role="alert">
          {failure.message}
        </Alert>
      )}
    </Stack>
  );
}
