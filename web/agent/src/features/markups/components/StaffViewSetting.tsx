import { Card, Switch, Text } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { MARKUP_MSG } from '@tripsetu/domain/markups.ts';
import { type AlertVariant, AutoHideAlert } from '@tripsetu/ui/AutoHideAlert';
import { useState } from 'react';
import { failureMessage } from '../../../lib/api.ts';
import { useMarkupAnswer } from '../../../lib/get-markups.ts';
import { useSetStaffView } from '../api/set-staff-view.ts';
import { MARKUP_TEXT } from '../markup-text.ts';

/**
 * The owner's choice that staff see search prices with the markup (decision 039), saved as it is switched; staff are
 * told when their prices include it.
 */
export function StaffViewSetting({ manages }: { manages: boolean }) {
  const answer = useMarkupAnswer();
  const set = useSetStaffView();
  const [banner, setBanner] = useState<{ id: number; variant: AlertVariant; message: string } | null>(null);
  if (!answer.data) return null;
  if (!manages) {
    return answer.data.pricesWithMarkup ? <Text size="sm">{MARKUP_TEXT.staffView.staffNote}</Text> : null;
  }
  const change = async (on: boolean) => {
    try {
      await set.mutateAsync(on);
      setBanner({ id: Date.now(), variant: 'success', message: on ? MARKUP_MSG.staffViewOn : MARKUP_MSG.staffViewOff });
    } catch (error) {
      setBanner({ id: Date.now(), variant: 'error', message: failureMessage(error, AGENT_MSG.submitFailed) });
    }
  };
  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Switch
        label={MARKUP_TEXT.staffView.label}
        description={MARKUP_TEXT.staffView.hint}
        checked={answer.data.staffSeeMarkup}
        disabled={set.isPending}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
      {banner && (
        <AutoHideAlert
          key={banner.id}
          variant={banner.variant}
          message={banner.message}
          onClose={() => setBanner(null)}
        />
      )}
    </Card>
  );
}
