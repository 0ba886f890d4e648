import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { type AlertVariant, AutoHideAlert } from '@tripsetu/ui/AutoHideAlert';
import { type ConfirmOptions, useConfirm } from '@tripsetu/ui/ConfirmDialog';
import { useState } from 'react';
import { failureMessage } from './api.ts';

/**
 * A list's Delete that asks first (the back office's rules and markups, Agent Markup): after Yes it deletes, and a
 * notice that hides itself says it was deleted, or why not.
 */
export function useConfirmedDelete<Item>(options: {
  ask: (item: Item) => ConfirmOptions;
  remove: (item: Item) => Promise<unknown>;
  deleted: string;
}) {
  const confirm = useConfirm();
  const [banner, setBanner] = useState<{ id: number; variant: AlertVariant; message: string } | null>(null);

  const deleteItem = async (item: Item) => {
    if (!(await confirm(options.ask(item)))) return;
    try {
      await options.remove(item);
      setBanner({ id: Date.now(), variant: 'success', message: options.deleted });
    } catch (error) {
      setBanner({ id: Date.now(), variant: 'error', message: failureMessage(error, AGENT_MSG.submitFailed) });
    }
  };

  const notice = banner && (
    <AutoHideAlert key={banner.id} variant={banner.variant} message={banner.message} onClose={() => setBanner(null)} />
  );
  return { deleteItem: (item: Item) => void deleteItem(item), notice };
}
