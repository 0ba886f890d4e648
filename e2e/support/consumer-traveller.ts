import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { MSG } from '@tripsetu/domain/messages.ts';
import { expect } from './fixtures.ts';

/** A traveller of the consumer site, as the journeys register them. */
export interface Traveller {
  mobile: string;
  first: string;
  last: string;
  email: string;
}

interface OutboxEntry {
  to: string;
  html: string;
  created: string;
}

/** The OTP of the newest SMS to the mobile, once more than `seen` have arrived (the demo outbox). */
async function otpFor(page: Page, mobile: string, seen: number): Promise<string> {
  let otp = '';
  await expect
    .poll(
      async () => {
        const entries = (await (await page.request.get('/api/dev/outbox')).json()) as OutboxEntry[];
        const messages = entries
          .filter((entry) => entry.to.includes(mobile) && /\b\d{6}\b/.test(entry.html))
          .sort((a, b) => b.created.localeCompare(a.created));
        if (messages.length <= seen) return '';
        otp = /\b(\d{6})\b/.exec(messages[0]?.html ?? '')?.[1] ?? '';
        return otp;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return otp;
}

/** Registers a traveller, then signs in with an OTP from the demo outbox, from whatever page is open. */
export async function registerAndSignIn(page: Page, person: Traveller) {
  const panel = page.getByRole('dialog', { name: 'Login/Register' });
  if (!(await panel.isVisible())) await page.getByRole('button', { name: 'Login/Register' }).click();
  await panel.getByRole('button', { name: 'Register' }).click();
  await panel.getByRole('combobox', { name: /Title/ }).selectOption('Ms');
  await panel.getByRole('textbox', { name: /First name/ }).fill(person.first);
  await panel.getByRole('textbox', { name: /Last name/ }).fill(person.last);
  await panel.getByRole('textbox', { name: /Email/ }).fill(person.email);
  await panel.getByRole('textbox', { name: /Mobile number/ }).fill(person.mobile);
  await panel.getByRole('button', { name: 'Register', exact: true }).click();
  await panel.getByRole('textbox', { name: /OTP/ }).fill(await otpFor(page, person.mobile, 0));
  await panel.getByRole('button', { name: 'Submit' }).click();
  await expect(panel.getByText(MSG.registerSuccess)).toBeVisible();
  await panel.getByRole('button', { name: 'Get OTP' }).click();
  await panel.getByRole('textbox', { name: /OTP/ }).fill(await otpFor(page, person.mobile, 1));
  await panel.getByRole('button', { name: 'Submit' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: person.first })).toBeVisible();
}

/**
 * A one-way Delhi–Mumbai flight `days` ahead booked for the signed-in traveller through the site's own
 * gateway calls (search, quote, book), then paid on the sandbox gateway's page. Answers its transaction id.
 */
export async function bookAndPayFlight(page: Page, person: Traveller, days: number): Promise<string> {
  const sessiontoken = await page.evaluate(() => localStorage.getItem('tripsetu.sessiontoken') ?? '');
  const call = async (fields: Record<string, string | number>) => {
    const answer = await page.request.post('/gateway/app', {
      form: { opid: 'MF001', resultformat: 'json', sessiontoken, ...fields },
    });
    const body = await answer.json();
    expect(answer.status(), JSON.stringify(body).slice(0, 300)).toBe(200);
    return body.Result;
  };
  const date = addDays(todayInIndia(), days);
  const search = {
    origin: 'DEL',
    destination: 'BOM',
    jdate: date,
    rdate: '',
    triptype: 'O',
    numadults: 1,
    numchildren: 0,
    numinfants: 0,
    cabin: 'Y',
    nearby: 'N',
    nonstop: 'N',
  };
  const found = await call({ actioncode: 'search', ...search });
  const fare = found.onward[0].flightfare[0];
  const chosen = { ...search, fareid: fare.fareid, returnfareid: '', seentotal_paise: fare.totalfq_paise };
  const quote = await call({ actioncode: 'getfarequote', ...chosen });
  const passenger = {
    type: 'adult',
    title: 'Ms',
    first_name: person.first,
    last_name: person.last,
    dob: '',
    gender: 'Female',
    passport_number: 'NA',
  };
  const started = await call({
    actioncode: 'book',
    ...chosen,
    acceptedtotal_paise: quote.faretotal_paise,
    passengerjson: JSON.stringify([passenger]),
    paxemail: person.email,
    paxmobile: person.mobile,
    paxcountrycode: '+91',
    termsaccepted: 'Y',
    requestkey: `e2e-book-${randomUUID()}`,
  });
  await page.goto(started.checkouturl);
  await page.getByRole('radio', { name: 'UPI' }).check();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(new RegExp(`/flight/ticket/${started.txid}$`));
  return started.txid as string;
}
