import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Markup, type MarkupAnswer, type MarkupContext, markupFor } from '@tripsetu/domain/markups.ts';
import { useContext, useEffect, useRef } from 'react';
import { SessionContext } from '../app/session-context.ts';
import { api } from './api.ts';

/** The agency's markups: the Agent Markup page changes them, the review forms prefill from them. */
export const MARKUPS_KEY = ['markups'] as const;

export function markupsQuery() {
  return queryOptions({
    queryKey: MARKUPS_KEY,
    queryFn: ({ signal }) => api<MarkupAnswer>('/markups', { signal }),
  });
}

const markupsOf = (answer: MarkupAnswer): Markup[] => answer.markups;

/** GET /markups: the agency's live markups (Agent Markup, issue 24). */
export const useMarkups = (enabled = true) => useQuery({ ...markupsQuery(), enabled, select: markupsOf });

/** The same answer whole: the markups, the owner's choice for staff, and whether this user's prices include them. */
export const useMarkupAnswer = (enabled = true) => useQuery({ ...markupsQuery(), enabled });

/**
 * The markup to add to a search price for this user, or null: staff whose owner chose that they see prices with the
 * agency's markup (decision 039). Others, and everyone until the markups load, see the prices as they are.
 */
export function useShownMarkup(): ((context: MarkupContext) => number) | null {
  const may = useContext(SessionContext)?.can('markups.view') ?? false;
  const answer = useMarkupAnswer(may);
  const data = answer.data;
  if (!data?.pricesWithMarkup) return null;
  return (context) => markupFor(data.markups, context);
}

/**
 * A review form's markup field, prefilled from the agency's markups while the agent has not typed one. Returns
 * the change handler to use instead of `setMarkup` and whether the field shows the prefilled amount.
 */
export function useMarkupPrefill(
  context: MarkupContext | null,
  markup: string,
  setMarkup: (value: string) => void,
): { onMarkup: (value: string) => void; prefilled: boolean } {
  // Without a session that may read them (the back office, a page's test) there is nothing to prefill.
  const may = useContext(SessionContext)?.can('markups.view') ?? false;
  const markups = useMarkups(may);
  const typed = useRef(false);
  const paise = context && markups.data ? markupFor(markups.data, context) : 0;
  // Whole rupees (markupFor rounds them), as an agent would type them.
  const text = paise > 0 ? String(paise / 100) : '';
  useEffect(() => {
    if (!typed.current && text !== '' && markup !== text) setMarkup(text);
  }, [text, markup, setMarkup]);
  const onMarkup = (value: string) => {
    typed.current = true;
    setMarkup(value);
  };
  return { onMarkup, prefilled: !typed.current && text !== '' && markup === text };
}
