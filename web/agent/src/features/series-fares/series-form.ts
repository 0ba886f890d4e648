import { CABINS, type Cabin } from '@tripsetu/domain/flight-types.ts';
import { SERIES_COLUMNS, type SeriesFareBody, seriesFareErrors } from '@tripsetu/domain/series-fares.ts';
import { rupeesTextToPaise } from '@tripsetu/domain/wallet.ts';

/** The add form's fields as typed, each named as the body's field it becomes (so the server's errors land on it). */
export interface SeriesDraft {
  flight: string;
  date: string;
  cabin: Cabin;
  seats: string;
  adultFarePaise: string;
  childFarePaise: string;
  infantFarePaise: string;
  checkInKg: string;
}
export type SeriesFormErrors = Partial<Record<keyof SeriesFareBody, string>>;

export const emptyDraft = (): SeriesDraft => ({
  flight: '',
  date: '',
  cabin: 'ECONOMY',
  seats: '',
  adultFarePaise: '',
  childFarePaise: '',
  infantFarePaise: '1500',
  checkInKg: '15',
});

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
const rupees = (text: string) => rupeesTextToPaise(text.trim().replace(/^₹\s*/, ''));

/** The body to send and why it cannot be sent: text that is not a number becomes NaN, refused by its field. */
export function seriesFromDraft(draft: SeriesDraft, today: string): { body: SeriesFareBody; errors: SeriesFormErrors } {
  const body: SeriesFareBody = {
    flight: draft.flight.trim().toUpperCase(),
    date: draft.date,
    cabin: CABINS.includes(draft.cabin) ? draft.cabin : 'ECONOMY',
    seats: whole(draft.seats),
    adultFarePaise: rupees(draft.adultFarePaise),
    childFarePaise: rupees(draft.childFarePaise),
    infantFarePaise: rupees(draft.infantFarePaise),
    checkInKg: whole(draft.checkInKg),
  };
  return { body, errors: seriesFareErrors(body, today) };
}

/** The template the upload reads: the column names and one example row, as CSV text. */
export function templateCsv(exampleDate: string): string {
  const example = ['6E-2031', exampleDate, 'Economy', '30', '4999', '4999', '1500', '15'];
  const quoted = (cells: readonly string[]) => cells.map((cell) => `"${cell}"`).join(',');
  return `${quoted(SERIES_COLUMNS.map(([, label]) => label))}\r\n${quoted(example)}\r\n`;
}

/** A row error's key from the server ('rows.4.seats') as its row and the column's label. */
export function rowErrorOf(key: string): { row: number; column: string } | null {
  const match = /^rows\.(\d+)\.(\w+)$/.exec(key);
  if (!match) return null;
  const column = SERIES_COLUMNS.find(([field]) => field === match[2])?.[1] ?? match[2] ?? '';
  return { row: Number(match[1]), column };
}
