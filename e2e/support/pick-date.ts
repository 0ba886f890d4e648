import type { Locator, Page } from '@playwright/test';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The calendar's aria-label for a day: 'D MMMM YYYY'. */
export function dayLabel(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return `${d} ${LONG_MONTHS[m - 1]} ${y}`;
}

/**
 * Picks a date in a Mantine date field the way a person does: open it, and if the day is not in view,
 * go up to the decade, choose the year, the month, then the day.
 */
export async function pickDate(page: Page, field: Locator, isoDate: string) {
  await field.click();
  const dialog = page.locator('[role="dialog"]:visible, .mantine-Popover-dropdown:visible').last();
  const day = dialog.locator(`button[aria-label="${dayLabel(isoDate)}"]:not([data-outside])`).first();
  if (!(await day.isVisible())) {
    const [y, m] = isoDate.split('-').map(Number) as [number, number];
    await dialog.getByRole('button', { name: 'Choose month' }).first().click();
    await dialog.getByRole('button', { name: 'Choose year' }).first().click();
    const year = dialog.getByRole('button', { name: String(y), exact: true });
    if (!(await year.isVisible())) {
      const direction = y < new Date().getFullYear() ? 'Previous decade' : 'Next decade';
      await dialog.getByRole('button', { name: direction }).first().click();
    }
    await dialog
      .getByRole('button', { name: String(y), exact: true })
      .first()
      .click();
    await dialog
      .getByRole('button', { name: MONTHS[m - 1], exact: true })
      .first()
      .click();
  }
  await day.click();
}
