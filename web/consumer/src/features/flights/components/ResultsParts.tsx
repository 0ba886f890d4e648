import { Alert, Checkbox, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { formatDisplayDateTime } from '@tripsetu/domain/dates.ts';
import { FLIGHT_SORT_LABELS, FLIGHT_SORTS, type FlightSort } from '../flight-display.ts';

/** Why there are no results: the search's own problems, or the gateway's refusal. */
export function ResultsProblems({
  errors,
  refused,
}: {
  /** The search's problems (nothing was asked). */
  errors: Record<string, string> | null;
  /** The gateway's refusal: its field messages, or its message. */
  refused: { fields: readonly string[]; message: string } | null;
}) {
  const invalid = errors !== null && Object.keys(errors).length > 0;
  return (
    <>
      {invalid && (
        <Alert color="yellow" title="Flights" mb="md">
          <ul className="flight-problems">
            {Object.values(errors ?? {}).map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      )}
      {!invalid && refused && (
        <Alert color="red" title="Flights" role="alert" mb="md">
          {refused.fields.length > 0 ? (
            <ul className="flight-problems">
              {refused.fields.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : (
            refused.message
          )}
        </Alert>
      )}
    </>
  );
}

/** How many flights show, when their fares were worked out, the sort and the non-stop switch. */
export function ResultsToolbar(props: {
  countText: string;
  computedAt: string | undefined;
  sort: FlightSort;
  onSort: (sort: FlightSort) => void;
  nonStopOnly: boolean;
  onNonStopOnly: (on: boolean) => void;
}) {
  const { sort, nonStopOnly } = props;
  return (
    <Group justify="space-between" className="flight-toolbar" mb="sm" gap="sm">
      <Stack gap={0}>
        <Text size="sm" fw={600} aria-live="polite">
          {props.countText}
        </Text>
        {props.computedAt && (
          <Text size="xs" c="dimmed">
            Fares as of {formatDisplayDateTime(props.computedAt)}
          </Text>
        )}
      </Stack>
      <Group gap="md">
        <SegmentedControl
          aria-label="Sort flights by"
          size="xs"
          data={FLIGHT_SORTS.map((value) => ({ value, label: FLIGHT_SORT_LABELS[value] }))}
          value={sort}
          onChange={(value) => props.onSort(value as FlightSort)}
        />
        <Checkbox
          label="Non-stop only"
          checked={nonStopOnly}
          onChange={(event) => props.onNonStopOnly(event.currentTarget.checked)}
        />
      </Group>
    </Group>
  );
}
