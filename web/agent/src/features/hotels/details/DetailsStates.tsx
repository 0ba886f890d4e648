import { Alert, Anchor, Button, Card, List, Skeleton, Stack, Text } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { HOTEL_MSG_DECIDED } from '@tripsetu/domain/hotel-search.ts';
import { Link } from 'react-router';
import { ROUTES } from '../../../app/routes.ts';
import { t } from '../../../i18n/i18n.ts';
import { ApiFailure, failureMessage, fieldErrors } from '../../../lib/api.ts';

/** Skeletons in the page's shape while the hotel loads. */
export function DetailsLoading() {
  return (
    <Stack gap="md">
      <Text size="sm" fw={600} role="status">
        {t('hotelDetails.loading')}
      </Text>
      <div aria-hidden="true">
        <Skeleton height={28} width="55%" mb="xs" />
        <Skeleton height={14} width="35%" mb="xs" />
        <Skeleton height={14} width="45%" mb="md" />
        <Skeleton height={320} radius="md" mb="md" />
        {[0, 1].map((row) => (
          <Card key={row} withBorder radius="md" p="md" mb="sm">
            <Skeleton height={18} width="30%" mb="sm" />
            <Skeleton height={60} />
          </Card>
        ))}
      </div>
    </Stack>
  );
}

/**
 * Why the hotel could not be shown: a hotel the server does not have (404) leads back to the search; a stay it
 * refuses (422) says why and leads to changing it; anything else gives the server's message and Try again.
 */
export function DetailsFailure({
  error,
  retrying,
  onRetry,
  searchPath,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  searchPath: string;
}) {
  const status = error instanceof ApiFailure ? error.status : 0;
  if (status === 404)
    return (
      <Alert color="orange" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{HOTEL_MSG_DECIDED.hotelNotFound}</Text>
          <Anchor component={Link} to={ROUTES.hotels} fw={600}>
            {t('hotelDetails.searchAgain')}
          </Anchor>
        </Stack>
      </Alert>
    );
  const fields = [...new Set(Object.values(fieldErrors(error)))];
  if (status === 400 || status === 422)
    return (
      <Alert color="orange" role="alert">
        <Stack gap="sm" align="flex-start">
          {fields.length > 0 ? (
            <List size="sm">
              {fields.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm">{failureMessage(error, AGENT_MSG.oops)}</Text>
          )}
          <Anchor component={Link} to={searchPath} fw={600}>
            {t('hotelDetails.changeSearch')}
          </Anchor>
        </Stack>
      </Alert>
    );
  return (
    <Alert color="red" role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{failureMessage(error, AGENT_MSG.oops)}</Text>
        <Button size="xs" variant="default" onClick={onRetry} loading={retrying}>
          {t('hotelDetails.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** No room type sleeps every room asked for on every night. */
export function NoRooms({ searchPath }: { searchPath: string }) {
  return (
    <Alert color="orange" variant="light">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('hotelDetails.noRooms')}</Text>
        <Anchor component={Link} to={searchPath} fw={600}>
          {t('hotelDetails.modifySearch')}
        </Anchor>
      </Stack>
    </Alert>
  );
}
