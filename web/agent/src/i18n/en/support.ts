/** English text of the portal: support. Keys are prefixed with 'support.'; i18n/en.ts joins every section into one dictionary. */
export const support = {
} as const;
