/** Import PNR: an airline PNR made outside the portal brought into the agency's bookings (issue 21, decision 026). */
export const importPnr = {
  'importPnr.menu': 'Import PNR',
  'importPnr.title': 'Import PNR',
  'importPnr.intro':
    'Bring a booking made directly with the airline into your bookings. It arrives on hold until the airline’s ticketing time limit; then Perform Ticketing pays from your wallet and issues the tickets, and you can cancel, reschedule or add services as for any booking.',
  'importPnr.pnr': 'PNR',
  'importPnr.pnrHint': 'The airline’s 6-character booking reference',
  'importPnr.lastName': 'Last name',
  'importPnr.lastNameHint': 'Of any traveller on the booking',
  'importPnr.submit': 'Import PNR',
  'importPnr.openBooking': 'Open booking {transactionId}',
  'importPnr.imported': 'PNR {pnr} imported into your bookings. Perform Ticketing to issue the tickets.',
} as const;
