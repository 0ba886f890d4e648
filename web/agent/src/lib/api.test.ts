import { afterEach, describe, expect, it, vi } from 'vitest';
import { setDictionaryForTests } from '../i18n/i18n.ts';
import { ApiFailure, api, failureMessage, lastApiSuccessAt, onUnauthorised } from './api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setDictionaryForTests({});
});

function answerWith(status: number, body: unknown, delayMs = 0) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      if (delayMs) vi.setSystemTime(Date.now() + delayMs);
      return new Response(status === 204 ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

describe('api', () => {
  it('says a refusal and its fields in the chosen language when it knows them, and as written otherwise', async () => {
    setDictionaryForTests({}, { 'Please enter user id.': 'يرجى إدخال اسم المستخدم.' });
    answerWith(422, {
      error: {
        code: 422,
        message: 'Please enter user id.',
        fields: { userId: 'Please enter user id.', password: 'Please enter password.' },
      },
    });
    const failure = await api('/auth/login', { json: {}, anonymous: true }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect((failure as ApiFailure).message).toBe('يرجى إدخال اسم المستخدم.');
    expect((failure as ApiFailure).fields).toEqual({
      userId: 'يرجى إدخال اسم المستخدم.',
      password: 'Please enter password.',
    });
  });

  it('starts the idle clock when a successful call was sent, not when its slow answer came', async () => {
    const sentAt = Date.now() + 1_000_000;
    vi.useFakeTimers({ now: sentAt });
    answerWith(200, { ok: true }, 5_000);
    await api('/session/keepalive', { method: 'POST' });
    expect(lastApiSuccessAt()).toBe(sentAt);
  });

  it('does not count a refused call as activity', async () => {
    const sentAt = Date.now() + 2_000_000;
    vi.useFakeTimers({ now: sentAt });
    answerWith(200, {});
    await api('/profile');
    vi.setSystemTime(sentAt + 60_000);
    answerWith(422, {
      error: { code: 422, message: 'Please enter user id.', fields: { userId: 'Please enter user id.' } },
    });
    await expect(api('/auth/otp/send', { json: {}, anonymous: true })).rejects.toBeInstanceOf(ApiFailure);
    expect(lastApiSuccessAt()).toBe(sentAt);
  });

  it('tells the session about a 401 on a signed-in call only', async () => {
    const listener = vi.fn();
    const stop = onUnauthorised(listener);
    answerWith(401, { error: { code: 401, message: 'Please sign in to continue.' } });
    await expect(api('/session', { anonymous: true })).rejects.toThrow('Please sign in to continue.');
    expect(listener).not.toHaveBeenCalled();
    await expect(api('/staff')).rejects.toThrow();
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('sends the CSRF header on unsafe calls', async () => {
    answerWith(204, null);
    await api('/auth/logout', { method: 'POST' });
    const headers = vi.mocked(fetch).mock.calls[0]?.[1]?.headers as Record<string, string> | undefined;
    expect(headers?.['x-tripsetu-csrf']).toBe('1');
  });

  it("shows the server's message below 500 and the screen's own above", () => {
    expect(failureMessage(new ApiFailure(413, 'File size should not exceed 4MB.'), 'fallback')).toBe(
      'File size should not exceed 4MB.',
    );
    expect(failureMessage(new ApiFailure(500, 'Internal'), 'Failed to register agent. Please try again.')).toBe(
      'Failed to register agent. Please try again.',
    );
  });
});
