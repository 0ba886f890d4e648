import { useEffect } from 'react';

/**
 * Marks the page `<html data-app-ready>` once the app has drawn it: until then a prerendered page is
 * HTML without its handlers (decision 018). The browser journeys wait for the mark before acting.
 */
export function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}
