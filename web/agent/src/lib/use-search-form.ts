import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { failureMessage, fieldErrors } from './api.ts';

export type FieldErrors<B> = Partial<Record<keyof B, string>>;

export interface SearchFormOptions<B> {
  /** The search to start from. */
  initial: B;
  /** Field messages for `initial`: the server's (422) or the checks'. */
  serverErrors?: FieldErrors<B>;
  /** The product's checks, run before sending and again as the agent corrects a refused search. */
  check: (candidate: B) => FieldErrors<B>;
  /**
   * Asks the server on Search, fresh, into the query cache (`queryClient.fetchQuery` with `staleTime: 0`), so
   * that the results page finds the answer waiting.
   */
  ask: (request: B) => Promise<unknown>;
  /** The results page of a search. */
  pathOf: (request: B) => string;
  /** After a search the server answered, before the results page opens. */
  onSearched?: (request: B) => void;
}

/**
 * What every product's search form does (buses, hotels): keeps the form, shows each field's message once a
 * Search was refused (the checks' or the server's 422) and moves the focus to the first, asks the server,
 * and opens the results page with the answer in the cache.
 */
export function useSearchForm<B extends object>(options: SearchFormOptions<B>) {
  const { check, ask, pathOf, onSearched } = options;
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<B>(options.initial);
  const [attempted, setAttempted] = useState(Boolean(options.serverErrors && Object.keys(options.serverErrors).length));
  const [remoteErrors, setRemoteErrors] = useState<FieldErrors<B>>(options.serverErrors ?? {});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  const errors: FieldErrors<B> = { ...remoteErrors, ...(attempted ? check(form) : {}) };

  // After a refused Search, the first field with a message takes focus, so it is read out.
  useEffect(() => {
    if (focusTick === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  const change = (next: B) => {
    setForm(next);
    setRemoteErrors({});
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    setRemoteErrors({});
    setFailure(null);
    if (Object.keys(check(form)).length > 0) {
      setFocusTick((tick) => tick + 1);
      return;
    }
    const request = { ...form };
    setPending(true);
    try {
      await ask(request);
      setPending(false);
      onSearched?.(request);
      navigate(pathOf(request));
    } catch (error) {
      setPending(false);
      const fields = fieldErrors(error) as FieldErrors<B>;
      setRemoteErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(failureMessage(error, AGENT_MSG.submitFailed));
      else setFocusTick((tick) => tick + 1);
    }
  };

  return { formRef, form, change, errors, failure, pending, submit };
}
