import { Alert, Badge, Button, Card, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useMatchesMedia } from '@tripsetu/ui/theme';
import { type ReactNode, useId, useState } from 'react';
import './results-parts.css';

/**
 * The frame every product's results page shares (buses, hotels): the search's summary with Modify search,
 * a failure with Try again, the empty answer, and the filters as a sidebar or, on narrow screens, a drawer.
 */

export function SearchSummary({
  label,
  heading,
  facts,
  modifyLabel,
  modifyOpen,
  onModify,
  formId,
}: {
  label: string;
  heading: string;
  facts: string;
  modifyLabel: string;
  modifyOpen: boolean;
  onModify: () => void;
  formId: string;
}) {
  return (
    <Card withBorder radius="md" p="md" aria-label={label} component="section">
      <Group justify="space-between" align="center" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {heading}
          </Title>
          <Text size="sm" c="dimmed">
            {facts}
          </Text>
        </div>
        <Button
          variant="default"
          onClick={onModify}
          aria-expanded={modifyOpen}
          aria-controls={modifyOpen ? formId : undefined}
        >
          {modifyLabel}
        </Button>
      </Group>
    </Card>
  );
}

export function SearchFailure({
  message,
  retryLabel,
  retrying,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="default" onClick={onRetry} loading={retrying}>
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The §8 'No … found', with Clear filters when the filters, not the search, left nothing. */
export function NoResults({
  message,
  clearLabel,
  onClear,
}: {
  message: string;
  clearLabel: string;
  onClear?: () => void;
}) {
  return (
    <Card withBorder radius="md" p="xl" ta="center">
      <Stack gap="sm" align="center">
        <Text fw={700} role="status">
          {message}
        </Text>
        {onClear && (
          <Button variant="default" onClick={onClear}>
            {clearLabel}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

function FilterIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M2 3h12M4.5 8h7M7 13h2" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export interface FilteredResultsProps {
  /** The filters' title: the sidebar's heading and the drawer's name. */
  title: string;
  openLabel: string;
  closeLabel: string;
  /** 'Show 12 buses': the drawer's button back to the results. */
  doneLabel: string;
  /** Read after the Filters button's count, e.g. '2 filters on'. */
  activeLabel: string;
  active: number;
  panel: ReactNode;
  /** Beside the Filters button (a view switch), above the results. */
  toolbar?: ReactNode;
  children: ReactNode;
}

/** The filters beside the results on wide screens; on narrow ones, a Filters button with the count and a drawer. */
export function FilteredResults({
  title,
  openLabel,
  closeLabel,
  doneLabel,
  activeLabel,
  active,
  panel,
  toolbar,
  children,
}: FilteredResultsProps) {
  const narrow = useMatchesMedia('(max-width: 899px)');
  const headingId = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="results-layout">
        {!narrow && (
          <aside className="results-filters-sidebar" aria-labelledby={headingId}>
            <Card withBorder radius="md" p="md">
              <Title order={2} size="h5" id={headingId} mb="sm">
                {title}
              </Title>
              {panel}
            </Card>
          </aside>
        )}
        <Stack gap="sm" style={{ minWidth: 0 }}>
          {(narrow || toolbar) && (
            <Group justify="space-between" gap="sm">
              {narrow && (
                <Button
                  variant="default"
                  leftSection={<FilterIcon />}
                  onClick={() => setOpen(true)}
                  rightSection={
                    active > 0 ? (
                      <Badge size="sm" circle>
                        <span aria-hidden="true">{active}</span>
                        <span className="visually-hidden">{activeLabel}</span>
                      </Badge>
                    ) : undefined
                  }
                >
                  {openLabel}
                </Button>
              )}
              {toolbar}
            </Group>
          )}
          {children}
        </Stack>
      </div>
      {narrow && (
        <Drawer
          opened={open}
          onClose={() => setOpen(false)}
          title={title}
          position="right"
          size="90%"
          closeButtonProps={{ 'aria-label': closeLabel }}
        >
          <Stack gap="lg">
            {panel}
            <Button onClick={() => setOpen(false)} fullWidth>
              {doneLabel}
            </Button>
          </Stack>
        </Drawer>
      )}
    </>
  );
}
