/** English text of the portal: auth. Keys are prefixed with 'auth.'; i18n/en.ts joins every section into one dictionary. */
export const auth = {
} as const;
