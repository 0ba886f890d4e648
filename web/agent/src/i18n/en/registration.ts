/** English text of the portal: registration. Keys are prefixed with 'registration.'; i18n/en.ts joins every section into one dictionary. */
export const registration = {
} as const;
