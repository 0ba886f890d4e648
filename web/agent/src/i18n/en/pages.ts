/** English text of the portal: pages. Keys are prefixed with 'pages.'; i18n/en.ts joins every section into one dictionary. */
export const pages = {
} as const;
