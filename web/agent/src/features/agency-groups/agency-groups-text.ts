/** The Agency groups page's English words (i18n/en/commissions.ts holds the menu label); messages are AGENCY_GROUP_MSG. */
export const GROUPS_TEXT = {
  intro:
    'Group agencies by tier, region or contract, then give a group its own commission rules on the Commission rules page. An agency is in one group at most: adding it to another moves it.',
  loading: 'Loading agency groups…',
  listLabel: 'Agency groups',
  count: (count: number) => (count === 1 ? '1 agency' : `${count} agencies`),
  addedBy: (name: string) => `Added by ${name}`,
  add: {
    title: 'Add agency group',
    name: 'Group name',
    nameHint: 'e.g. Gold partners, North zone',
    submit: 'Add group',
  },
  member: {
    agencyId: 'Agency ID',
    agencyHint: 'As the Agents page shows it',
    submit: 'Add agency',
    remove: 'Remove',
    removeNamed: (agency: string, group: string) => ` ${agency} from ${group}`,
  },
} as const;
