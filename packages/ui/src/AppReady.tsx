import { useEffect, useRef } from 'react';

/**
 * Marks the page `<html data-app-ready>` once the app has drawn it: until then a prerendered page is
 * HTML without its handlers (decision 018). The browser journeys wait for the mark before acting.
 * `onReady` runs first, once, after the first draw: what the page needs done as soon as it is the app's
 * (keepTypedText).
 */
export function AppReady({ onReady }: { onReady?: () => void }) {
  const firstDraw = useRef(onReady);
  useEffect(() => {
    const ready = () => {
      firstDraw.current?.();
      document.documentElement.dataset.appReady = 'true';
    };
    if (!firstDraw.current) return ready();
    // In a task of its own: input React hears while it runs effects is reset to the state before it is heard.
    const timer = setTimeout(ready);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
