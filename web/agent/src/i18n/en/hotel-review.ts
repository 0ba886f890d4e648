/** English text of the portal: reviewing and booking a hotel's rate. Keys are prefixed with 'hotelReview.'; i18n/en.ts joins every section into one dictionary. */
export const hotelReview = {
  'hotelReview.title': 'Review and book',
  'hotelReview.pageTitle': 'Book {name}',
  'hotelReview.back': 'Back to the hotel’s rooms',
  'hotelReview.chooseAnother': 'Choose another room',

  'hotelReview.book': 'Book',
  'hotelReview.bookDescription': '{room}, {board}, {total} for the stay',

  'hotelReview.stay.checkIn': 'Check-in',
  'hotelReview.stay.checkInAt': '{date}, from {time}',
  'hotelReview.stay.checkOut': 'Check-out',
  'hotelReview.stay.checkOutAt': '{date}, by {time}',
  'hotelReview.stay.stay': 'Stay',
  'hotelReview.stay.nationality': 'Guests’ nationality',
  'hotelReview.stay.guestsLabel': 'Guests by room',
  'hotelReview.stay.roomGuests': 'Room {n}: {guests}',
  'hotelReview.adults': '{count} adults',
  'hotelReview.adultOne': '1 adult',
  'hotelReview.children': '{count} children (ages {ages})',
  'hotelReview.childOne': '1 child (age {ages})',

  'hotelReview.rate.title': 'Room and price',
  'hotelReview.rate.room': '{bed} · {size} m²',
  'hotelReview.rate.freeUntil': 'Free cancellation until {date}',
  'hotelReview.rate.nonRefundable': 'Non-refundable: nothing is refunded on cancellation',
  'hotelReview.rate.chargesApply': 'Cancellation charges apply from booking',
  'hotelReview.rate.total': 'Total for {stay}, GST included',

  'hotelReview.guests.heading': 'Lead guests',
  'hotelReview.guests.intro': 'One guest per room, named as on the photo ID they show at check-in.',
  'hotelReview.guests.legend': 'Room {n} lead guest',
  'hotelReview.guests.titleLabel': 'Title',
  'hotelReview.guests.select': 'Select',
  'hotelReview.guests.firstName': 'First name',
  'hotelReview.guests.lastName': 'Last name',

  'hotelReview.contact.title': 'Contact and GST details',
  'hotelReview.contact.email': 'E-mail',
  'hotelReview.contact.emailHint': 'The hotel voucher is e-mailed here.',
  'hotelReview.contact.mobile': 'Mobile number',
  'hotelReview.contact.mobileHint': '10 digits, for the hotel to reach the guest.',

  'hotelReview.extras.title': 'Special requests and markup',
  'hotelReview.requests.label': 'Special requests (optional)',
  'hotelReview.requests.count': '{count} of {max} characters. The hotel tries to meet them but cannot promise to.',
  'hotelReview.markup.label': 'Your markup (₹)',
  'hotelReview.markup.hint':
    'Optional. Added to your customer’s price as your service fee, GST included; it is not charged to your wallet.',
  'hotelReview.markup.customerTotal': 'Customer invoice total: {amount}',

  'hotelReview.pay.priceRise': 'Books without asking if the rate rises by up to {percent}%.',
  'hotelReview.pay.fromWallet': 'Paid from your TripSetu wallet at once.',
  'hotelReview.pay.submit': 'Book and pay {total} from wallet',
  'hotelReview.pay.priceNote': 'Prices are the whole stay: every room and night, GST included.',
  'hotelReview.failed': 'Booking Failed',
  'hotelReview.fixErrors': 'Please correct the fields marked below.',
} as const;
