/** English text of the portal: home. Keys are prefixed with 'home.'; i18n/en.ts joins every section into one dictionary. */
export const home = {
} as const;
