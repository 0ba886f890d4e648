import type { Permission } from '@tripsetu/domain/agency.ts';
import type { TextKey } from '../i18n/i18n.ts';
import { ROUTES } from './routes.ts';

export interface MainMenuItem {
  label: TextKey;
  to: string;
  /** Shown when the user has any of these; an empty list means every signed-in user. */
  anyOf: readonly Permission[];
}

/**
 * §2's main menu, limited to the areas that work today; Logout is a button after these. The
 * permissions mirror the server's table (agency.ts PERMISSIONS), so nobody sees a menu item that
 * would only answer 403.
 */
export const MAIN_MENU: readonly MainMenuItem[] = [
  { label: 'common.menu.book', to: ROUTES.home, anyOf: [] },
  { label: 'common.menu.profile', to: ROUTES.profile, anyOf: ['profile.view'] },
  { label: 'common.menu.staff', to: ROUTES.staff, anyOf: ['staff.manage'] },
  { label: 'common.menu.support', to: ROUTES.support, anyOf: ['support.use', 'support.answer'] },
  { label: 'common.menu.applications', to: ROUTES.applications, anyOf: ['applications.review'] },
  { label: 'common.menu.agents', to: ROUTES.agents, anyOf: ['agents.view'] },
];

export function allowed(anyOf: readonly Permission[], can: (permission: Permission) => boolean): boolean {
  return anyOf.length === 0 || anyOf.some(can);
}

export function menuFor(can: (permission: Permission) => boolean): MainMenuItem[] {
  return MAIN_MENU.filter((item) => allowed(item.anyOf, can));
}
