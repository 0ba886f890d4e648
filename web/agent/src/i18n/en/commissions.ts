/**
 * Commission rules (issue 24): only the menu labels, which are also the pages' titles. The pages' other words
 * come with their lazily loaded code (features/commissions/commission-text.ts), as this dictionary ships with
 * the sign-in page.
 */
export const commissions = {
  'commissions.menu': 'View Commissions',
  'commissions.adminMenu': 'Commission rules',
  'commissions.earned.youPay': 'You pay from the wallet',
} as const;
