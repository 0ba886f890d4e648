import { describe, expect, it } from 'vitest';
import { expiryStatus, formatCountdown, idleDeadline } from './countdown.ts';

const MINUTE = 60_000;

describe('idle countdown', () => {
  it('puts the deadline one idle timeout after the last successful call', () => {
    expect(idleDeadline(1_000_000, 15 * 60)).toBe(1_000_000 + 15 * MINUTE);
  });

  it('stays quiet until the warning period starts', () => {
    const deadline = idleDeadline(0, 15 * 60);
    expect(expiryStatus(0, deadline, 120)).toEqual({ phase: 'active', secondsLeft: 900 });
    expect(expiryStatus(13 * MINUTE - 1, deadline, 120).phase).toBe('active');
  });

  it('warns from warningSeconds before the deadline', () => {
    const deadline = idleDeadline(0, 15 * 60);
    expect(expiryStatus(13 * MINUTE, deadline, 120)).toEqual({ phase: 'warning', secondsLeft: 120 });
    expect(expiryStatus(deadline - 1, deadline, 120)).toEqual({ phase: 'warning', secondsLeft: 1 });
  });

  it('rounds a part second up so the timer never shows 00:00 before the session ends', () => {
    expect(expiryStatus(0, 59_001, 120).secondsLeft).toBe(60);
    expect(expiryStatus(0, 500, 120).secondsLeft).toBe(1);
  });

  it('expires at the deadline and after it', () => {
    expect(expiryStatus(5_000, 5_000, 120)).toEqual({ phase: 'expired', secondsLeft: 0 });
    expect(expiryStatus(9_000_000, 5_000, 120)).toEqual({ phase: 'expired', secondsLeft: 0 });
  });

  it('restarts the countdown when a later call moves the deadline', () => {
    const early = idleDeadline(0, 600);
    const later = idleDeadline(9 * MINUTE, 600);
    expect(expiryStatus(9 * MINUTE + 1, early, 60).phase).toBe('warning');
    expect(expiryStatus(9 * MINUTE + 1, later, 60).phase).toBe('active');
  });
});

describe('formatCountdown', () => {
  it('shows minutes and seconds as mm:ss', () => {
    expect(formatCountdown(120)).toBe('02:00');
    expect(formatCountdown(119)).toBe('01:59');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
  });

  it('keeps counting minutes past an hour', () => {
    expect(formatCountdown(90 * 60)).toBe('90:00');
  });

  it('never shows a negative time', () => {
    expect(formatCountdown(-5)).toBe('00:00');
  });
});
