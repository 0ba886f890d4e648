/** The company's texts: static pages, package terms and payment policy (consumer-site.md §1, §2). Its facts: company.ts. */
import { COMPANY } from './company.ts';

/** Terms and conditions (§1), one paragraph per entry. */
export const TERMS_CONDITIONS: readonly { heading: string; body: string }[] = [
  {
    heading: 'Our role',
    body: `${COMPANY.legalName} is a travel facilitation platform. We bring together hotels, transporters, airlines and local operators, and we are not the last-mile provider of the services you book. Each service is provided by its supplier under the supplier's own terms.`,
  },
  {
    heading: 'Traveller details',
    body: 'You must give each traveller’s name exactly as it appears on their passport or government photo ID, and a contact mobile number and e-mail address that are correct and reachable. We are not responsible for services refused because of wrong names or contact details.',
  },
  {
    heading: 'Fraud',
    body: 'We may cancel a booking at any time if we suspect fraud, misuse of a payment instrument or a breach of these terms. Where we do, we will tell you on the contact details you gave.',
  },
  {
    heading: 'Prices and extra charges',
    body: 'Package rates are finalised when your request is confirmed. Entrance fees, fuel surcharges, guide charges and government taxes that change after that may be added to the price, and we will tell you before you pay them.',
  },
  {
    heading: 'Refunds and our liability',
    body: 'Refunds on cancellation follow our cancellation policy. Our convenience fees are the only amount we refund ourselves, and our total liability to you for any booking is limited to the convenience fees you paid us for it.',
  },
  {
    heading: 'Disputes',
    body: `These terms are governed by the laws of India. Any dispute falls under the exclusive jurisdiction of the courts at ${COMPANY.jurisdictionCity}, Gujarat, India.`,
  },
];

/** Payment policy tab of a package, taken from the terms. */
export const PAYMENT_POLICY: readonly string[] = [
  'Your booking is a request: we confirm availability with the hotels and operators before you pay.',
  'Once confirmed, the full package price is payable to hold the booking; we will send you a secure payment link.',
  'Package rates are finalised on confirmation. Entrance fees, fuel, guide charges and government taxes that change after that may be added.',
  'Convenience fees are the only item we refund ourselves, and they cap our liability for the booking.',
];

export const PACKAGE_TERMS_TEXT = TERMS_CONDITIONS.map((t) => `${t.heading}: ${t.body}`).join('||');

export const ABOUT_US: readonly string[] = [
  'TripSetu ("setu" is a bridge) connects travellers across India with the holidays they dream of: beaches in Goa and the Andamans, houseboats in Kerala, the meadows of Kashmir, the forts of Rajasthan and the high passes of Ladakh.',
  'We design every package with local partners we have travelled with ourselves, price it openly from your own departure city, and stay reachable from the moment you send a request until you are home again.',
  `Travel agencies across India also book flights, buses, hotels and holidays through the TripSetu agent portal. ${COMPANY.legalName} is headquartered in Ahmedabad, Gujarat.`,
];

export const PRIVACY_POLICY: readonly { heading: string; body: string }[] = [
  {
    heading: 'Notice',
    body: 'We collect the details you give us to make a booking (names, dates of birth of children and infants, mobile number, e-mail and address) and use them only to arrange, confirm and support your travel, to meet legal and tax requirements, and to tell you about your booking. We share them only with the hotels, transporters and operators who provide your services, and never sell them.',
  },
  {
    heading: 'Security and retention',
    body: 'Your details travel over encrypted connections and are kept on servers in India with access limited to staff who need them. We keep booking records for as long as Indian tax and consumer law requires, then delete them.',
  },
  {
    heading: 'Your choices',
    body: `You may ask us for a copy of your details, to correct them, or to delete them where the law allows, by writing to ${COMPANY.email}.`,
  },
  {
    heading: 'Waiver',
    body: 'Our site may link to suppliers’ and other websites whose privacy practices we do not control. We are not responsible for their content or practices; please read their policies.',
  },
  {
    heading: 'Governing law',
    body: `This policy is governed by the laws of India, including the Information Technology Act, 2000 and the Digital Personal Data Protection Act, 2023. Disputes fall under the courts at ${COMPANY.jurisdictionCity}, Gujarat.`,
  },
];
