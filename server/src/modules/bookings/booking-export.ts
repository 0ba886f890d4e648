import type { BookingList } from '@tripsetu/domain/booking-api.ts';
import { IST_OFFSET_MS } from '@tripsetu/domain/dates.ts';
import ExcelJS from 'exceljs';

const RUPEES = '[$₹-4009] #,##,##0.00;[Red]-[$₹-4009] #,##,##0.00';
/** An instant as the time in India, which Excel shows as written (it has no zones). */
const inIndia = (instant: string) => new Date(Date.parse(instant) + IST_OFFSET_MS);

/** Manage Bookings' rows as an .xlsx workbook: the screen's columns, amounts as rupee numbers. */
export async function bookingsWorkbook(list: BookingList): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'TripSetu Agent Portal';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet('Bookings');
  sheet.columns = [
    { header: 'Booking id', key: 'transactionId', width: 26 },
    { header: 'Booked on', key: 'bookedAt', width: 18, style: { numFmt: 'dd-mmm-yyyy hh:mm' } },
    { header: 'Status', key: 'status', width: 14 },
    { header: 'Route', key: 'route', width: 22 },
    { header: 'Departure', key: 'departure', width: 18 },
    { header: 'Lead traveller', key: 'lead', width: 26 },
    { header: 'Travellers', key: 'travellers', width: 10 },
    { header: 'PNR', key: 'references', width: 18 },
    { header: 'Total', key: 'total', width: 16, style: { numFmt: RUPEES } },
    { header: 'Booked by', key: 'bookedBy', width: 22 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of list.rows) {
    sheet.addRow({
      transactionId: row.transactionId,
      bookedAt: inIndia(row.bookedAt),
      status: row.statusLabel,
      route: row.route,
      departure: row.departure,
      lead: row.leadTraveller,
      travellers: row.travellers,
      references: row.references,
      total: row.totalPaise / 100,
      bookedBy: row.bookedBy,
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
