import { Button, Group } from '@mantine/core';
import { t } from '../../../../i18n/i18n.ts';
import './shortlist.css';

/**
 * The results header's shortlist controls: 'Shortlisted (n)' shows only the shortlisted hotels (pressed) or
 * all, and E-mail options opens the e-mail of the shortlist, once there is something in it.
 */
export function ShortlistControls(props: {
  count: number;
  only: boolean;
  onOnlyChange: (only: boolean) => void;
  onEmail: () => void;
}) {
  return (
    <Group gap="xs" className="hotel-shortlist-controls">
      <Button
        variant={props.only ? 'filled' : 'default'}
        aria-pressed={props.only}
        onClick={() => props.onOnlyChange(!props.only)}
        disabled={props.count === 0 && !props.only}
        leftSection={<span aria-hidden="true">★</span>}
      >
        {t('hotels.shortlist.filter', { count: props.count })}
      </Button>
      <Button variant="default" onClick={props.onEmail} disabled={props.count === 0}>
        {t('hotels.email.open')}
      </Button>
    </Group>
  );
}
