/** English text of the portal: common. Keys are prefixed with 'common.'; i18n/en.ts joins every section into one dictionary. */
export const common = {
} as const;
