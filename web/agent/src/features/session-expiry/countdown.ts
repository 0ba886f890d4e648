/**
 * The idle countdown of agent-portal.md §4: "The session expires after a countdown warning, then
 * shows Session Expired." The deadline runs from the last call the server answered, because every
 * signed-in call restarts the server's idle clock.
 */
export type ExpiryPhase = 'active' | 'warning' | 'expired';

export interface ExpiryStatus {
  phase: ExpiryPhase;
  /** Whole seconds until the deadline, never below 0 (rounded up, so 0 appears only at the deadline). */
  secondsLeft: number;
}

export function idleDeadline(lastActivityAt: number, idleTimeoutSeconds: number): number {
  return lastActivityAt + idleTimeoutSeconds * 1000;
}

export function expiryStatus(now: number, deadline: number, warningSeconds: number): ExpiryStatus {
  const millisecondsLeft = deadline - now;
  if (millisecondsLeft <= 0) return { phase: 'expired', secondsLeft: 0 };
  const secondsLeft = Math.ceil(millisecondsLeft / 1000);
  return { phase: secondsLeft <= warningSeconds ? 'warning' : 'active', secondsLeft };
}

/** mm:ss, minutes not capped at 59 (a 90-minute timeout reads 90:00). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}
