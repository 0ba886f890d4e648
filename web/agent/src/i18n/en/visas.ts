/** Visas (issue 25, decision 043): what an agency reads applying and following its applications. */
export const visas = {
  'visas.menu': 'Visa',
  'visas.adminTypesMenu': 'Visa types',
  'visas.adminApplicationsMenu': 'Visa applications',
} as const;
