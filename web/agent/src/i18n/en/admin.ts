/** English text of the portal: admin. Keys are prefixed with 'admin.'; i18n/en.ts joins every section into one dictionary. */
export const admin = {
} as const;
