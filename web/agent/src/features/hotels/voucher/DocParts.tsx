import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { t } from '../../../i18n/i18n.ts';

/** A titled part of a voucher or bill; its heading names the region. */
export function DocSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="hotel-doc-section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

/** A table that may be wider than a phone: it scrolls inside this box, which a keyboard can focus to scroll. */
export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      className="hotel-doc-scroll"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways on phones, and a keyboard can only scroll what takes focus
      tabIndex={0}
    >
      {children}
    </section>
  );
}

/** 'Cancelled' beside a room the agency cancelled. */
export const CancelledBadge = () => (
  <Badge color="red" variant="light" radius="sm">
    {t('hotelBooking.cancelled')}
  </Badge>
);

/** Sums as a definition list, the last one the total. */
export function Sums({ rows, total }: { rows: [string, string][]; total: [string, string] }) {
  return (
    <dl className="hotel-doc-sums">
      {rows.map(([term, amount]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{amount}</dd>
        </div>
      ))}
      <div className="hotel-doc-sums-total">
        <dt>{total[0]}</dt>
        <dd>{total[1]}</dd>
      </div>
    </dl>
  );
}
