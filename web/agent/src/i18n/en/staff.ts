/** English text of the portal: staff. Keys are prefixed with 'staff.'; i18n/en.ts joins every section into one dictionary. */
export const staff = {
} as const;
