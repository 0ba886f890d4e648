import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The sheet a flight document (ticket, invoices, credit note) is printed on. It stays English and left to
 * right whatever the portal's language, as airlines and GST rules expect (decision 042).
 */
export function DocumentSheet({ children }: { children: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      component="article"
      className="receipt flight-doc"
      lang="en"
      dir="ltr"
    >
      {children}
    </Paper>
  );
}
