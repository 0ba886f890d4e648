/** An answer the fake gives: a status and a JSON body (204 answers with none). */
export type Answer = { status: number; body?: unknown };

/**
 * A fetch for the portal's page tests: it records each call (a JSON body parsed, a multipart body as its file
 * fields' names) and answers from queues keyed 'METHOD /url', the last answer of a queue repeating; anything else
 * is a 404.
 */
export function fakeApi() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const answers: Record<string, Answer[]> = {};
  const bodyOf = (body: RequestInit['body']) => {
    if (body instanceof FormData) {
      return Object.fromEntries(
        [...body.entries()].map(([name, value]) => [name, value instanceof File ? value.name : value]),
      );
    }
    return body ? JSON.parse(String(body)) : undefined;
  };
  const fetch = async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = String(input);
    calls.push({ method, url, body: bodyOf(init.body) });
    const queue = answers[`${method} ${url}`] ?? [];
    const next = (queue.length > 1 ? queue.shift() : queue[0]) ?? {
      status: 404,
      body: { error: { code: 404, message: 'Not found.' } },
    };
    if (next.status === 204) return new Response(null, { status: 204 });
    return new Response(JSON.stringify(next.body), {
      status: next.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  const answer = (key: string, ...queued: Answer[]) => {
    answers[key] = queued;
  };
  return { calls, fetch, answer };
}

/** A 422 refusal with messages under fields, as the server sends it. */
export const refusedWith = (fields: Record<string, string>, message = 'Invalid') => ({
  status: 422,
  body: { error: { code: 422, message, fields } },
});
