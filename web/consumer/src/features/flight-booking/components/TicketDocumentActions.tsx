import { Alert, Button, Group, Popover, Stack, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useDownloadTicketPdf, useEmailTicket } from '../api/ticket-documents.ts';

/** The e-ticket's buttons (the page's own first, then Download PDF and E-mail), with what each did. */
export function TicketDocumentActions({
  txid,
  contactEmail,
  visitor = false,
  children,
}: {
  txid: string;
  contactEmail: string;
  /** A visitor on a proof: the e-ticket goes to the booking's own e-mail only (decision 029). */
  visitor?: boolean;
  children?: ReactNode;
}) {
  const download = useDownloadTicketPdf();
  const email = useEmailTicket();
  const [opened, setOpened] = useState(false);
  const [to, setTo] = useState(contactEmail);
  const send = () =>
    email.mutate(
      { txid, emailto: to.trim() },
      {
        onSuccess: () => setOpened(false),
      },
    );
  return (
    <Stack gap="xs" mb="sm" className="no-print">
      <Group gap="sm" justify="flex-end" className="document-actions">
        {children}
        <Button variant="default" loading={download.isPending} onClick={() => download.mutate(txid)}>
          Download PDF
        </Button>
        <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow trapFocus>
          <Popover.Target>
            <Button variant="default" onClick={() => setOpened((open) => !open)} aria-expanded={opened}>
              E-mail e-ticket
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                send();
              }}
            >
              <Stack gap="xs" w={260}>
                <TextInput
                  label="Send the e-ticket to"
                  type="email"
                  value={visitor ? contactEmail : to}
                  readOnly={visitor}
                  description={visitor ? 'The booking’s e-mail' : undefined}
                  error={email.isError ? email.error.message : undefined}
                  onChange={(event) => {
                    setTo(event.currentTarget.value);
                    email.reset();
                  }}
                />
                <Button type="submit" loading={email.isPending}>
                  Send
                </Button>
              </Stack>
            </form>
          </Popover.Dropdown>
        </Popover>
      </Group>
      {download.isError && (
        <Alert color="red" role="alert" title="Download PDF">
          {download.error.message}
        </Alert>
      )}
      {email.isSuccess && (
        <Alert color="teal" role="status">
          {email.data}
        </Alert>
      )}
    </Stack>
  );
}
