import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Helpers for the agent portal journeys: the demo outbox, sign-in, files to upload. */

interface OutboxEntry {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  html: string;
  created: string;
  id: number;
}

async function outbox(page: Page): Promise<OutboxEntry[]> {
  const response = await page.request.get('/api/dev/outbox?limit=200');
  expect(response.ok()).toBe(true);
  return (await response.json()) as OutboxEntry[];
}

/** The newest message to `to` whose text matches `pattern`, waited for; returns the first capture group. */
export async function newestMatch(page: Page, to: string, pattern: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const entries = (await outbox(page))
          .filter((entry) => entry.to.toLowerCase() === to.toLowerCase() && pattern.test(entry.html))
          .sort((a, b) => b.created.localeCompare(a.created) || b.id - a.id);
        found = pattern.exec(entries[0]?.html ?? '')?.[1] ?? '';
        return found;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return found;
}

export const otpSentTo = (page: Page, to: string) => newestMatch(page, to, /\b(\d{6})\b/);

/** The set-password or reset link e-mailed to a user, as a path under /agent/. */
export async function passwordLinkFor(page: Page, email: string): Promise<string> {
  const link = await newestMatch(page, email, /href="([^"]*\/agent\/reset-password\?[^"]+)"/);
  return new URL(link.replaceAll('&amp;', '&')).pathname + new URL(link.replaceAll('&amp;', '&')).search;
}

/** Unique per run and project, so journeys never collide on the shared worker server. */
let counter = 0;
export function uniqueSuffix(): string {
  counter += 1;
  return `${Date.now().toString(36)}${counter}`;
}

export function uniqueMobile(): string {
  counter += 1;
  return `9${String(Date.now() + counter * 7919).slice(-9)}`;
}

export async function signIn(page: Page, userId: string, password: string) {
  await page.goto('/agent/login');
  await page.getByLabel(/^User ID/).fill(userId);
  await page.getByLabel(/^Password( \*)?$/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
}

/** A small but real PDF and PNG, built here (no files from outside the repository). */
export function pdfFile(name: string) {
  const body =
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n';
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}

export function pngFile(name: string) {
  // A 1×1 transparent PNG.
  const base64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

/** A main-menu item: from the drawer on phones (behind Menu), from the bar on wide screens. */
export async function openMenuItem(page: Page, name: string) {
  const burger = page.getByRole('button', { name: 'Menu', exact: true });
  if (await burger.isVisible()) await burger.click();
  await page.getByRole('link', { name, exact: true }).filter({ visible: true }).first().click();
}
