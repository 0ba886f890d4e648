import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { type FormEvent, useState } from 'react';
import { failureMessage, fieldErrors } from './api.ts';

/** How an add form's last submit ended: added (with when, to restart the notice), refused, or nothing yet. */
export type FormOutcome = { kind: 'added'; at: number } | { kind: 'refused'; message: string | null } | null;

type Errors = Partial<Record<string, string | undefined>>;

/**
 * A back-office style add form kept as a draft of texts (commission rules, markups): each change clears its field's
 * error; submit reads the draft into a body, checks it here first, then sends it, the server's field messages landing
 * on the fields; after an add the draft starts again.
 */
export function useDraftForm<Draft extends object, Body, FieldErrors extends Errors>(options: {
  empty: () => Draft;
  read: (draft: Draft) => { body: Body; errors: FieldErrors };
  send: (body: Body) => Promise<unknown>;
}) {
  const [draft, setDraft] = useState<Draft>(options.empty);
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<FormOutcome>(null);

  const set = <K extends keyof Draft>(name: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: found } = options.read(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setOutcome({ kind: 'refused', message: null });
      return;
    }
    setOutcome(null);
    try {
      await options.send(body);
      setDraft(options.empty());
      setOutcome({ kind: 'added', at: Date.now() });
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(fields);
      const listed = Object.keys(fields).length > 0;
      setOutcome({ kind: 'refused', message: listed ? null : failureMessage(error, AGENT_MSG.submitFailed) });
    }
  };

  /** The fields still in error, for the summary above the button. */
  const problems = Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1]));

  return { draft, set, errors: errors as FieldErrors, outcome, setOutcome, submit, problems };
}
