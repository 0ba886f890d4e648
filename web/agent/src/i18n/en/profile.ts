/** English text of the portal: profile. Keys are prefixed with 'profile.'; i18n/en.ts joins every section into one dictionary. */
export const profile = {
} as const;
