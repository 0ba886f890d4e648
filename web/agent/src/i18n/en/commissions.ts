/**
 * Commission rules (issue 24): only the menu labels, which are also the pages' titles. The pages' other words
 * come with their lazily loaded code (features/commissions/commission-text.ts), as this dictionary ships with
 * the sign-in page.
 */
export const commissions = {
  'commissions.menu': 'View Commissions',
  'commissions.adminMenu': 'Commission rules',
  // Agent series fares (decision 037): the back office's menu label and page title.
  'series.adminMenu': 'Series fares',
  // Agency groups, a commission rule's scope (decision 038).
  'agencyGroups.menu': 'Agency groups',
  // TripSetu's own markup under the agencies' (decision 040).
  'platformMarkups.menu': 'TripSetu markups',
  // Display currencies' rates (decision 041).
  'currencyRates.menu': 'Currency rates',
  'commissions.earned.youPay': 'You pay from the wallet',
} as const;
