/** English text of the portal: common. Keys are prefixed with 'common.'; i18n/en.ts joins every section into one dictionary. */
import { COMPANY } from '@tripsetu/domain/company.ts';

export const common = {
  'common.brandName': 'TripSetu',
  'common.brandTag': 'Agent Portal',
  'common.pageTitle': '{title} | TripSetu Agent Portal',
  'common.skipToContent': 'Skip to content',
  // The display currency in the header (decision 041).
  'common.currency.label': 'Currency',
  // The language, chosen in the header on every page (decision 042).
  'common.language.label': 'Language',
  'common.loading': 'Please Wait',

  'common.menu.label': 'Main menu',
  'common.menu.open': 'Menu',
  'common.menu.drawerTitle': 'Menu',
  'common.menu.close': 'Close menu',
  'common.menu.book': 'Book',
  'common.menu.profile': 'Profile',
  'common.menu.staff': 'Add/View Staff',
  'common.menu.support': 'Support Request',
  'common.menu.applications': 'Agency Applications',
  'common.menu.agents': 'Agents',
  'common.menu.logout': 'Logout',

  'common.agencyCode': 'Code {code}',
  'common.agencyCodePending': 'Code awaited',
  'common.backOffice': 'TripSetu back office',
  'common.signedInAs': 'Signed in as',
  'common.signIn': 'Sign in',
  'common.publicNav': 'Account',
  'common.registerShort': 'Register',

  'common.footer.label': 'Company',
  'common.footer.about':
    'TripSetu for travel agencies: flights, holidays, buses and hotels across India from one prepaid wallet.',
  'common.footer.contact': `${COMPANY.email} · ${COMPANY.agentDesk.phone} · ${COMPANY.agentDesk.hours}`,
  'common.footer.copyright': `© {year} ${COMPANY.legalName}, ${COMPANY.city}. All rights reserved.`,

  'common.oopsBody':
    'The page could not be shown. Reload it to try again; if this keeps happening, write to support@tripsetu.in.',
  'common.reload': 'Reload',
  'common.backHome': 'Go to home',
  'common.notFoundTitle': 'Page not found',
  'common.notFoundBody': 'The page you asked for is not here. It may have moved, or the link may be mistyped.',
  'common.forbiddenBody':
    'Your role does not include this page. If you need it, ask your agency owner or write to TripSetu support.',

  'common.expiry.warningTitle': 'Your session is about to expire',
  'common.expiry.warningBody':
    'For your security you will be signed out when the timer runs out, because there has been no activity.',
  'common.expiry.timeLeft': 'Time left',
  'common.expiry.stay': 'Stay signed in',
  'common.expiry.signOut': 'Sign out',
  'common.expiry.expiredBody':
    'You were signed out after {minutes} minutes without activity. Please sign in again to continue.',
  'common.expiry.expiredBodyServer': 'Your session has ended. Please sign in again to continue.',
  'common.expiry.signInAgain': 'Sign in again',
} as const;
