import type { Permission } from '@tripsetu/domain/agency.ts';

/** A page or menu item for these permissions shows to a user with any of them; an empty list means everyone signed in. */
export function allowed(anyOf: readonly Permission[], can: (permission: Permission) => boolean): boolean {
  return anyOf.length === 0 || anyOf.some(can);
}
