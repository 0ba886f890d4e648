/**
 * Resolves in a task of its own (a zero timeout). At start-up the browser evaluates a site's code in one task;
 * what the app then does before it draws runs in tasks after it, so that no one of them holds a phone's main
 * thread for long (Lighthouse counts each task's time past 50 ms as blocking; decision 018).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
