// The changes scripts/prerender.mjs makes to a built index.html's head (decision 018), kept apart so that a
// test can hold them: a page that paints from its HTML fetches every script at low priority.

const MODULE_SCRIPT = '<script type="module" crossorigin';
const LOW_MODULE_SCRIPT = '<script type="module" fetchpriority="low" crossorigin';
const MODULE_PRELOAD = '<link rel="modulepreload" crossorigin';

/**
 * Every module script at low priority. All of them: with the first load as one chunk the head names two (Rolldown's
 * runtime and the entry), and an entry left at high priority is one Lighthouse's model counts as render-blocking.
 */
export function scriptsAtLowPriority(html) {
  return html.replaceAll(MODULE_SCRIPT, LOW_MODULE_SCRIPT);
}

/** A page that paints from its HTML: its code is not what the first paint waits for (no modulepreload links). */
export function paintsFromHtml(template) {
  return scriptsAtLowPriority(template.replace(/\s*<link rel="modulepreload"[^>]*>/g, ''));
}

/** A loading shell keeps its modulepreload links, at low priority, as its scripts. */
export function loadingShell(template) {
  return scriptsAtLowPriority(
    template.replaceAll(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low" crossorigin'),
  );
}
