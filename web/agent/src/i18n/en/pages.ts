/** English text of the portal: pages. Keys are prefixed with 'pages.'; i18n/en.ts joins every section into one dictionary. */
import { COMPANY } from '@tripsetu/domain/company.ts';

export const pages = {
  // About Us
  'pages.about.title': 'About us',
  'pages.about.p1': `${COMPANY.legalName} runs the TripSetu Agent Portal, a business-to-business booking platform for travel agencies across India. From our office in ${COMPANY.city} we connect agencies with airlines, bus operators, hotels and holiday suppliers, so that an agency of any size can sell a whole trip from one place.`,
  'pages.about.p2':
    'Agencies book from a prepaid wallet: they top it up by bank transfer, cheque, cash deposit or the payment gateway, and every booking and top-up shows on one ledger. Owners create sign-ins for their staff, add their markup to a flight booking and hand their customers the e-ticket and invoice.',
  'pages.about.whoHeading': 'Who we work with',
  'pages.about.who1': 'Individual travel agents and home-based travel consultants',
  'pages.about.who2': 'Travel agencies and tour operators registered as companies, LLPs or partnerships',
  'pages.about.who3': 'Corporate travel desks that book for their own employees',
  'pages.about.storyHeading': 'Our story',
  'pages.about.story': `TripSetu (“setu” means bridge) began as the holiday desk of a small ${COMPANY.city} agency that wanted one honest place to book every part of a trip. The same team now builds the portal and answers its support requests, ${COMPANY.agentDesk.hours}.`,

  // Contact Us
  'pages.contact.title': 'Contact us',
  'pages.contact.intro':
    'Signed-in agents get the quickest answer through Support Request, where every reply stays with the booking. For anything else, reach us here.',
  'pages.contact.officeHeading': 'Office',
  'pages.contact.company': COMPANY.legalName,
  'pages.contact.address1': `${COMPANY.address[0]}, ${COMPANY.address[1]}`,
  'pages.contact.address2': COMPANY.address[2],
  'pages.contact.phoneHeading': 'Phone',
  'pages.contact.phone': COMPANY.agentDesk.phone,
  'pages.contact.emailHeading': 'E-mail',
  'pages.contact.email': 'support@tripsetu.in',
  'pages.contact.hoursHeading': 'Hours',
  'pages.contact.hours': '9 am to 9 pm IST, every day, including Sundays and public holidays',
  'pages.contact.registrations':
    'About a new agency registration? Write to the same address with the subject “Registration” and your company name; please do not send documents by e-mail, upload them in the registration form instead.',

  // Features
  'pages.features.title': 'Features',
  'pages.features.intro': 'What an Indian travel agency needs to sell and service trips, in one portal.',
  'pages.features.bookHeading': 'Book for your customers',
  'pages.features.book1':
    'Holiday packages across India, with day-by-day itineraries and prices from the departure city',
  'pages.features.book2':
    'Flights: one way, round trip and multi city, with fare rules, fare summaries and held itineraries',
  'pages.features.book3':
    'Buses: seat layouts with boarding and dropping points, tickets and cancellation by the operator’s policy',
  'pages.features.book4':
    'Hotels: search with list, grid and map views, compare and shortlist, e-mail options to your customer; every room’s rates, taxes and cancellation; booking from the wallet with a voucher and bill',
  'pages.features.bookNote': 'Flights, holiday packages, buses and hotels are bookable today.',
  'pages.features.runHeading': 'Run your agency',
  'pages.features.run1': 'A prepaid wallet with balance, credit limit and a ledger you can export',
  'pages.features.run2': 'Staff sign-ins: create, update, change a password, set Active, Inactive or Suspended',
  'pages.features.run3':
    'Your own markup on each flight booking, on your customer’s invoice and never taken from your wallet',
  'pages.features.run4':
    'E-tickets and customer invoices to hand your customers, with a tax invoice for your own books',
  'pages.features.helpHeading': 'Help when you need it',
  'pages.features.help1': 'Support Request: raise a request on a booking and follow every reply in one thread',
  'pages.features.help2': `A support team in ${COMPANY.city}, reachable ${COMPANY.agentDesk.hours}`,
  'pages.features.help3': 'Sign in with a password or an OTP to your mobile, with automatic sign-out after inactivity',

  // FAQ
  'pages.faq.title': 'FAQ',
  'pages.faq.intro': 'Answers to the questions agencies ask us most. Cannot find yours? Write to support@tripsetu.in.',
  'pages.faq.q1': 'Who can register as a TripSetu agent?',
  'pages.faq.a1':
    'Any travel business in India with a PAN: individual agents as well as organisations such as companies, LLPs and partnerships. Choose the user category that matches your PAN.',
  'pages.faq.q2': 'Which documents do I need to register?',
  'pages.faq.a2':
    'Your PAN card, and your GST certificate if you give GST details. Upload each as a jpeg, jpg, png, pdf or docx file of at most 4 MB.',
  'pages.faq.q3': 'Why do I verify my e-mail and mobile number?',
  'pages.faq.a3':
    'We send an OTP to each, to be sure we can reach you about bookings and payments. Your application reaches our team only once both are verified.',
  'pages.faq.q4': 'How long does approval take?',
  'pages.faq.a4':
    'Usually one working day. Once approved, we e-mail your agency code and a link to set your password. If we cannot approve the application, the e-mail tells you why.',
  'pages.faq.q5': 'What is the transaction fee, and when does it start?',
  'pages.faq.a5':
    'If you choose Yes at registration, a transaction fee is added to your customers’ invoices. It becomes active 72 hours after registration.',
  'pages.faq.q6': 'I forgot my password. What do I do?',
  'pages.faq.a6':
    'Choose “Forgot password?” on the sign-in page and enter your user id; we e-mail you a link to set a new one. You can also sign in with an OTP sent to your registered mobile number.',
  'pages.faq.q7': 'Why was I signed out?',
  'pages.faq.a7':
    'For your security the portal signs you out after a period without activity. A countdown warns you first; choose “Stay signed in” to carry on.',
  'pages.faq.q8': 'Can my staff have their own sign-in?',
  'pages.faq.a8':
    'Yes. As the agency owner, open Add/View Staff to create staff sign-ins, change their passwords and set them Active, Inactive or Suspended. A suspended member is signed out at once.',
  'pages.faq.q9': 'How do I change my registered e-mail id?',
  'pages.faq.a9':
    'Your e-mail id is your user id, so you cannot change it in your profile. Please contact TripSetu support to change the e-mail id.',

  // News
  'pages.news.title': 'News',
  'pages.news.intro': 'What is new on the TripSetu Agent Portal.',
  'pages.news.item1Title': 'Agency registration opens online',
  'pages.news.item1':
    'Agencies can now apply online with their PAN and GST documents and verify their e-mail and mobile with OTPs. Most applications are reviewed within one working day.',
  'pages.news.item2Title': 'Sign in with an OTP',
  'pages.news.item2':
    'Besides the user id and password, agents can now sign in with a one-time password sent to their registered mobile number.',
  'pages.news.item3Title': 'Staff sign-ins for every agency',
  'pages.news.item3':
    'Owners can give each staff member their own sign-in and suspend it in one step when someone leaves, instead of sharing one password.',
  'pages.news.item4Title': 'Support requests inside the portal',
  'pages.news.item4':
    'Raise a request on a booking and follow every reply in one thread; you also get an e-mail when our team answers.',

  // Pricing
  'pages.pricing.title': 'Pricing',
  'pages.pricing.intro': 'Registering with TripSetu is free: no joining fee, no annual fee and no minimum business.',
  'pages.pricing.payHeading': 'What you pay',
  'pages.pricing.pay1': 'The fare or rate of what you book, with its taxes, shown in full before you confirm',
  'pages.pricing.pay2':
    'Payment gateway charges only when you top up by card, UPI or net banking; bank transfers, cheques and cash deposits are free',
  'pages.pricing.pay3': 'A payment of ₹1 to confirm a payment-gateway deposit',
  'pages.pricing.earnHeading': 'What you earn',
  'pages.pricing.earn1': 'Your own markup, which you add to each flight booking',
  'pages.pricing.earn2': 'Commission where an airline’s fare carries one, on the booking’s tax invoice, less TDS',
  'pages.pricing.walletHeading': 'Your wallet',
  'pages.pricing.wallet':
    'Bookings are paid from your prepaid wallet. The minimum deposit is ₹1,000. An optional transaction fee, chosen at registration, is added to your customers’ invoices from 72 hours after registration.',

  // Core values
  'pages.values.title': 'Core values',
  'pages.values.intro': 'Five promises that decide how we build the portal and how we answer you.',
  'pages.values.v1Title': 'Honest prices',
  'pages.values.v1': 'Every fare component, tax and fee is shown before you book. Nothing new appears on the invoice.',
  'pages.values.v2Title': 'Your customers stay yours',
  'pages.values.v2': 'We never contact the travellers you book for to sell to them directly.',
  'pages.values.v3Title': 'People who answer',
  'pages.values.v3': `A support team in ${COMPANY.city} answers ${COMPANY.agentDesk.hours}, and every reply stays with the booking.`,
  'pages.values.v4Title': 'Care with data',
  'pages.values.v4':
    'We collect only what a booking needs and handle it as the Digital Personal Data Protection Act, 2023 requires.',
  'pages.values.v5Title': 'Built for everyone',
  'pages.values.v5': 'The portal works on a phone as well as a desktop, with a keyboard and with a screen reader.',

  // Partner
  'pages.partner.title': 'Partner',
  'pages.partner.intro':
    'TripSetu brings travel suppliers and travel agencies together. There are two ways to work with us.',
  'pages.partner.suppliersHeading': 'Suppliers',
  'pages.partner.suppliers':
    'Airlines, bus operators, hotels, holiday operators and payment partners reach agencies across India through TripSetu. We settle on time, pass on your fare rules and policies as you publish them, and route every customer query through the agency that booked.',
  'pages.partner.agentsHeading': 'Travel agencies',
  'pages.partner.agents':
    'Register your agency to book flights, holidays, buses and hotels for your customers from one wallet, with your own markup on each booking.',
  'pages.partner.registerLink': 'Register your agency',
  'pages.partner.writeHeading': 'Talk to us',
  'pages.partner.write': `Write to support@tripsetu.in with the subject “Partnership”, or call ${COMPANY.agentDesk.phone} between 9 am and 9 pm IST.`,

  // Blog
  'pages.blog.title': 'Blog',
  'pages.blog.intro': 'Practical notes for agencies, from our support desk.',
  'pages.blog.post1Title': 'Five checks before you issue a ticket',
  'pages.blog.post1':
    'Names exactly as on the passport or photo ID; the right passenger type for children and infants; a mobile number and e-mail the airline can reach; GST details for business travellers; and the fare rules for changes and cancellations. Most of our support requests start with one of these.',
  'pages.blog.post2Title': 'Keeping your agency account safe',
  'pages.blog.post2':
    'Give every staff member their own sign-in, suspend sign-ins the day someone leaves, and never read out an OTP over the phone. TripSetu staff will never ask for your password or an OTP.',
  'pages.blog.post3Title': 'Summer in Kashmir and Ladakh',
  'pages.blog.post3':
    'Demand peaks from May to July. Book flights to Srinagar and Leh early, allow a rest day in Leh for acclimatisation, and check that your customers carry a government photo ID for the permits.',
  'pages.blog.post4Title': 'Topping up your wallet without delay',
  'pages.blog.post4':
    'Transfers by NEFT, RTGS and IMPS show in your balance once our team matches the reference number; quote it exactly. Gateway deposits are instant, and the minimum deposit is ₹1,000.',

  // Support (help)
  'pages.help.title': 'Support',
  'pages.help.intro':
    'Signed-in agents raise requests in the Support Request area of the portal. Every reply stays in one thread with the request, and we e-mail you when our team answers.',
  'pages.help.openSupport': 'Open a support request',
  'pages.help.signInToRaise': 'Sign in to raise a support request',
  'pages.help.includeHeading': 'What to include',
  'pages.help.include1': 'The booking reference, when the request is about a booking',
  'pages.help.include2':
    'What happened and what you need, for example a name correction, a refund status or a deposit missing from your balance',
  'pages.help.include3': 'For a deposit, the bank reference number and the amount',
  'pages.help.whenHeading': 'When we answer',
  'pages.help.when': 'Every day from 9 am to 9 pm IST. Requests raised after 9 pm are answered the next morning.',
  'pages.help.urgentHeading': 'Travelling today?',
  'pages.help.urgent': `For a customer who travels within the next few hours, call ${COMPANY.agentDesk.phone}.`,

  // Feedback
  'pages.feedback.title': 'Feedback',
  'pages.feedback.intro':
    'We build the portal with the agencies who use it. Tell us what works, what slows you down and what you would like next.',
  'pages.feedback.signedInHeading': 'If you have an agent account',
  'pages.feedback.signedIn':
    'Raise a Support Request with the subject “Feedback”. It reaches the product team, and you can follow the answer in the same thread.',
  'pages.feedback.openSupport': 'Raise a Support Request',
  'pages.feedback.othersHeading': 'Everyone else',
  'pages.feedback.others': 'E-mail support@tripsetu.in with the subject “Feedback”. We read every message.',
  'pages.feedback.helpsHeading': 'What helps us most',
  'pages.feedback.helps1': 'The page you were on and what you were trying to do',
  'pages.feedback.helps2': 'What you expected to happen, and what happened instead',
  'pages.feedback.helps3': 'Your device and browser, if something looked wrong',

  // Accessibility
  'pages.accessibility.title': 'Accessibility',
  'pages.accessibility.intro':
    'We want every agent and staff member to be able to use the TripSetu Agent Portal, including people who use a screen reader, only a keyboard, screen magnification or voice control.',
  'pages.accessibility.doHeading': 'What we do',
  'pages.accessibility.do1':
    'Every form field has a visible label, and each message appears next to the field it is about',
  'pages.accessibility.do2':
    'Each page has one main heading and landmarks for the header, menu, main content and footer',
  'pages.accessibility.do3': 'Everything works with a keyboard; a “Skip to content” link leads past the menu',
  'pages.accessibility.do4': 'Text and controls meet the colour contrast of WCAG 2.1 level AA',
  'pages.accessibility.do5': 'Pages work at 320 pixels wide and at 200% zoom without scrolling sideways',
  'pages.accessibility.do6': 'Before an idle session ends, a warning with a countdown lets you stay signed in',
  'pages.accessibility.standardHeading': 'Our standard',
  'pages.accessibility.standard':
    'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA and the Guidelines for Indian Government Websites. Each release is checked automatically and by hand with a keyboard and a screen reader.',
  'pages.accessibility.limitsHeading': 'Known limits',
  'pages.accessibility.limits':
    'Documents made by others, such as airline e-tickets in PDF, may not be accessible. Ask support and we send you the details as text.',
  'pages.accessibility.tellHeading': 'Tell us about a barrier',
  'pages.accessibility.tell': `Write to support@tripsetu.in with the page and what happened, or call ${COMPANY.agentDesk.phone} between 9 am and 9 pm IST. We reply within two working days.`,

  // Privacy policy
  'pages.privacy.title': 'Privacy policy',
  'pages.privacy.intro': `This policy explains how ${COMPANY.legalName} (“TripSetu”, “we”) processes personal data on the TripSetu Agent Portal, as the Digital Personal Data Protection Act, 2023 (DPDP Act) and the rules under it require.`,
  'pages.privacy.collectHeading': 'What we collect',
  'pages.privacy.collect1':
    'About agencies and their people: names, e-mail ids, mobile numbers, business address, PAN and GST details, and the documents you upload',
  'pages.privacy.collect2':
    'About the travellers you book for: names, dates of birth, contact details, passport details where the journey needs them, and GST details for business travel',
  'pages.privacy.collect3':
    'About use of the portal: sign-in times, IP addresses and the actions taken, kept for security and audit',
  'pages.privacy.useHeading': 'Why we use it',
  'pages.privacy.use1': 'To verify and approve agencies, and to reach you about your account',
  'pages.privacy.use2': 'To make, change and cancel bookings with airlines, operators, hotels and other suppliers',
  'pages.privacy.use3': 'To keep accounts, invoices and tax records as Indian law requires',
  'pages.privacy.use4': 'To keep the portal secure: OTPs, automatic sign-out and fraud checks',
  'pages.privacy.travellersHeading': 'Travellers’ data',
  'pages.privacy.travellers':
    'When you book for a traveller, your agency decides what is collected and is the Data Fiduciary for it; TripSetu processes it on your behalf to make the booking. Please tell your travellers that their details are shared with us and with the suppliers of their trip.',
  'pages.privacy.shareHeading': 'Who we share it with',
  'pages.privacy.share':
    'Only the suppliers of a booking, our payment partners, and authorities where the law requires it. We never sell personal data.',
  'pages.privacy.keepHeading': 'Where we keep it, and for how long',
  'pages.privacy.keep':
    'Data is stored on servers in India. Booking and accounting records are kept for eight years, as tax law requires; other personal data is deleted once it is no longer needed for the purpose it was collected for.',
  'pages.privacy.rightsHeading': 'Your rights',
  'pages.privacy.rights':
    'Under the DPDP Act you may ask for a summary of your personal data and how it is processed, have it corrected, completed or erased, nominate someone to exercise these rights for you, and withdraw consent where processing relies on consent.',
  'pages.privacy.grievanceHeading': 'Grievance officer',
  'pages.privacy.grievance': `Write to our Grievance Officer at support@tripsetu.in with the subject “Privacy”, or at our ${COMPANY.city} office. We reply within 30 days. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.`,
  'pages.privacy.cookiesHeading': 'Cookies and browser storage',
  'pages.privacy.cookies':
    'The portal uses one cookie, to keep you signed in; it holds no personal data. Your language preference is kept in your browser’s local storage and never sent to us.',
} as const;
