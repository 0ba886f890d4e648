import { useQuery } from '@tanstack/react-query';

/** The development server's outbox of e-mails and SMS; it does not exist in production. */
export const DEV_OUTBOX_PATH = '/api/dev/outbox';

async function outboxAnswers(): Promise<boolean> {
  try {
    const response = await fetch(`${DEV_OUTBOX_PATH}?limit=1`, { headers: { accept: 'application/json' } });
    return response.status === 200;
  } catch {
    return false;
  }
}

/** True only when the demo outbox answers 200, so the hint never shows on a real deployment. */
export function useDemoOutbox(): boolean {
  const { data } = useQuery({
    queryKey: ['dev-outbox-available'],
    queryFn: outboxAnswers,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return data === true;
}
