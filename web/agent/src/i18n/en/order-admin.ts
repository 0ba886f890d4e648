/** Flight order details for admins: the team's notes and the gateway's payments (issue 21). */
export const orderAdmin = {
  'orderAdmin.notes': 'Notes',
  'orderAdmin.noNotes': 'No notes yet.',
  'orderAdmin.loadingNotes': 'Loading the notes…',
  'orderAdmin.addNote': 'Add a note',
  'orderAdmin.noteLimit': '{count} of {max} characters. Seen by the back office only.',
  'orderAdmin.saveNote': 'Save note',
  'orderAdmin.payments': 'Payment gateway',
  'orderAdmin.col.order': 'Order',
  'orderAdmin.col.for': 'For',
  'orderAdmin.col.payment': 'Payment',
  'orderAdmin.col.status': 'Status',
  'orderAdmin.col.amount': 'Amount',
  'orderAdmin.col.refunded': 'Refunded',
  'orderAdmin.purpose.BOOKING': 'The booking',
  'orderAdmin.purpose.SERVICES': 'Services added',
} as const;
