/** Reports (issue 24): the menu label, also the list's title; the pages' words come with their lazily loaded code. */
export const reports = {
  'reports.menu': 'Reports',
} as const;
