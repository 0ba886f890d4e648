import { z } from 'zod';

/**
 * Agency groups (issue 24, decision 038): the back office groups agencies (a tier, a region, a contract) so that a
 * commission rule can apply to a group. An agency is in at most one group; adding it to another moves it.
 */

export const AGENCY_GROUP_LIMITS = { minName: 2, maxName: 60 } as const;

export const AGENCY_GROUP_MSG = {
  none: 'No agency groups yet. Add one above.',
  noMembers: 'No agencies in this group yet',
  added: 'Agency group added',
  nameInvalid: 'Enter a name of 2 to 60 characters',
  nameTaken: 'A group with this name already exists',
  notFound: 'No such agency group',
  agencyUnknown: 'No approved agency has this id',
  agencyInvalid: 'Enter the agency’s id, a whole number',
  memberAdded: 'Agency added to the group',
  memberRemoved: 'Agency removed from the group',
  notMember: 'This agency is not in this group',
} as const;

export const agencyGroupBody = z.object({ name: z.string().max(200) }).strict();
export type AgencyGroupBody = z.infer<typeof agencyGroupBody>;

export const agencyGroupMemberBody = z.object({ agencyId: z.number().int().positive().max(2_147_483_647) }).strict();

export const agencyGroupRow = z.object({
  id: z.number(),
  name: z.string(),
  agencies: z.array(z.object({ id: z.number(), name: z.string(), code: z.string().nullable() })),
  addedBy: z.string(),
  addedAt: z.string(),
});
export type AgencyGroup = z.infer<typeof agencyGroupRow>;
export const agencyGroupList = z.object({ groups: z.array(agencyGroupRow) });

/** A group's name as kept: spaces tidied. */
export const groupNameOf = (text: string) => text.trim().replace(/\s+/g, ' ');

/** Why a group's name cannot be kept, or null. */
export function groupNameError(name: string): string | null {
  const tidy = groupNameOf(name);
  return tidy.length < AGENCY_GROUP_LIMITS.minName || tidy.length > AGENCY_GROUP_LIMITS.maxName
    ? AGENCY_GROUP_MSG.nameInvalid
    : null;
}
