/** Agent Markup (issue 24): the menu label, which is also the page's title; the page's words load with it. */
export const markups = {
  'markups.menu': 'Agent Markup',
} as const;
