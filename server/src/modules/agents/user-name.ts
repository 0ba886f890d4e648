import type { AgentUser } from './agents.service.ts';

/** Who a back-office or agency change is kept as ("added by", "deleted by"): the user's name. */
export const userNameOf = (user: Pick<AgentUser, 'first_name' | 'last_name'>) =>
  `${user.first_name} ${user.last_name}`.trim();
