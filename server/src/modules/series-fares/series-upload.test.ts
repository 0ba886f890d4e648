import { SERIES_COLUMNS, SERIES_MSG, type SeriesFare } from '@tripsetu/domain/series-fares.ts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, DEMO, signedInClient } from '../../test/agent-client.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { blockCount, dayOut, directFlight } from '../../test/series-fixtures.ts';
import { expectStatus } from '../../test/wallet-fixtures.ts';

let t: TestApp;
let admin: AgentClient;
let owner: AgentClient;
let flight: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  owner = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
  ({ flight } = await directFlight(owner, 50));
});
afterAll(() => t.close());

const HEADINGS = SERIES_COLUMNS.map(([, label]) => label);
const csv = (rows: string[][]) => Buffer.from(rows.map((row) => row.map((cell) => `"${cell}"`).join(',')).join('\r\n'));
const upload = (fileName: string, bytes: Buffer) =>
  admin.upload('/admin/series-fares/upload', {}, [{ field: 'file', fileName, bytes }]);
/** An Indian date (DD-MM-YYYY) from an ISO one. */
const indian = (iso: string) => iso.split('-').reverse().join('-');
const listed = async () => expectStatus(await admin.get('/admin/series-fares'), 200).body.fares as SeriesFare[];

describe('uploading series fares from a spreadsheet', () => {
  it('adds every row of a CSV, read as the back office types it', async () => {
    const before = await blockCount(t);
    const answer = await upload(
      'blocks.csv',
      csv([
        HEADINGS,
        [flight, dayOut(50), 'Economy', '10', '₹4,999', '4,499', '1500', '15'],
        [flight.toLowerCase().replace('-', ' '), indian(dayOut(51)), 'ECONOMY', '6', '5200.50', '5000', '', ''],
        ['', '', '', '', '', '', '', ''],
        [flight, dayOut(52), 'economy', '20', '3999', '3999', '0', '20'],
      ]),
    );
    expect(expectStatus(answer, 201).body).toEqual({ added: 3 });
    expect(await blockCount(t)).toBe(before + 3);
    const rows = (await listed()).filter((fare) => fare.flight === flight);
    expect(rows.find((fare) => fare.date === dayOut(50))).toMatchObject({
      seats: 10,
      adultFarePaise: 4999_00,
      childFarePaise: 4499_00,
      infantFarePaise: 1500_00,
      checkInKg: 15,
    });
    // Left empty, the infant fare is nothing and the check-in baggage the usual 15 kg.
    expect(rows.find((fare) => fare.date === dayOut(51))).toMatchObject({
      seats: 6,
      adultFarePaise: 5200_50,
      infantFarePaise: 0,
      checkInKg: 15,
    });
  });

  it('adds the rows of an .xlsx, its dates as date cells and its fares as numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Series fares');
    sheet.addRow(HEADINGS);
    sheet.addRow([flight, new Date(`${dayOut(55)}T00:00:00Z`), 'Economy', 8, 4100, 4100, 1500, 15]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(expectStatus(await upload('series.xlsx', bytes), 201).body).toEqual({ added: 1 });
    expect((await listed()).find((fare) => fare.flight === flight && fare.date === dayOut(55))).toMatchObject({
      seats: 8,
      adultFarePaise: 4100_00,
    });
  });

  it('adds nothing when a row is wrong, and says what under each row and column', async () => {
    const before = await blockCount(t);
    const answer = await upload(
      'blocks.csv',
      csv([
        HEADINGS,
        [flight, dayOut(60), 'Economy', '10', '4999', '4999', '1500', '15'],
        [flight, dayOut(61), 'Economy', '0', '4999', '4999', '1500', '15'],
        [flight, dayOut(60), 'Economy', '4', '4999', '4999', '1500', '15'],
        ['9Z-9999', dayOut(62), 'Economy', '4', '4999', '4999', '1500', '15'],
        [flight, dayOut(63), 'Sleeper', '4', 'four thousand', '4999', '1500', '15'],
        [flight, dayOut(50), 'Economy', '4', '4999', '4999', '1500', '15'],
      ]),
    );
    expect(answer.status).toBe(422);
    expect(answer.body.error.message).toBe(SERIES_MSG.uploadRefused);
    expect(answer.body.error.fields).toEqual({
      'rows.3.seats': SERIES_MSG.seatsInvalid,
      'rows.4.date': SERIES_MSG.duplicateInFile(2),
      'rows.5.flight': SERIES_MSG.flightUnknown,
      'rows.6.cabin': SERIES_MSG.cabinInvalid,
      'rows.6.adultFarePaise': SERIES_MSG.adultFareInvalid,
      'rows.7.date': SERIES_MSG.duplicate,
    });
    expect(await blockCount(t)).toBe(before);
  });

  it('refuses a file it cannot use as a whole', async () => {
    const before = await blockCount(t);
    const row = [flight, dayOut(70), 'Economy', '4', '4999', '4999', '1500', '15'];
    const manyRows = [HEADINGS, ...Array.from({ length: 501 }, () => row)];
    const cases: [string, Buffer, string][] = [
      ['blocks.txt', csv([HEADINGS, row]), SERIES_MSG.fileType],
      ['blocks.csv', csv([['Flight', 'Date'], row]), SERIES_MSG.columnsMissing(HEADINGS.slice(2, 6))],
      ['blocks.csv', csv([HEADINGS]), SERIES_MSG.fileEmpty],
      ['blocks.csv', csv(manyRows), SERIES_MSG.tooManyRows],
      ['blocks.xlsx', Buffer.from('not a workbook at all'), SERIES_MSG.fileUnreadable],
    ];
    for (const [fileName, bytes, message] of cases) {
      const answer = await upload(fileName, bytes);
      expect(answer.status, message).toBe(422);
      expect(answer.body.error.fields.file).toBe(message);
    }
    const none = await admin.upload('/admin/series-fares/upload', { note: 'no file' }, []);
    expect(none.status).toBe(422);
    expect(none.body.error.fields.file).toBe(SERIES_MSG.fileRequired);
    const json = await admin.post('/admin/series-fares/upload', { file: 'x' });
    expect(json.status).toBeGreaterThanOrEqual(400);
    expect(json.status).toBeLessThan(500);
    expect(await blockCount(t)).toBe(before);
  });
});
