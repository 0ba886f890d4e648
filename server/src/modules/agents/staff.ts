import {
  USER_STATUSES,
  type UserStatus,
  validateNewPassword,
  validatePersonalDetails,
} from '@tripsetu/domain/agency.ts';
import type { StaffMember } from '@tripsetu/domain/agent-api.ts';
import { AGENT_MSG, AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './agents.repo.ts';
import type { AgentUser } from './agents.service.ts';
import { hashPassword } from './passwords.ts';

/** An agency's staff, kept by its owner (agent-portal.md §2 Manage Staff): list, add, change, set a password. */
export function requireStatus(value: string): UserStatus {
  if (!(USER_STATUSES as readonly string[]).includes(value)) {
    throw AppError.validation({ status: AGENT_MSG_DECIDED.statusInvalid });
  }
  return value as UserStatus;
}

function toStaffMember(user: AgentUser): StaffMember {
  return {
    id: user.id,
    userId: user.user_id,
    salutation: user.salutation,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    mobile: user.mobile,
    status: user.status,
    createdAt: new Date(user.created_at).toISOString(),
    lastSignInAt: user.last_sign_in_at ? new Date(user.last_sign_in_at).toISOString() : null,
  };
}

export function agencyStaff(deps: { db: Kysely<Database>; forgetSessions: () => void }) {
  const { db, forgetSessions } = deps;

  async function ownStaffMember(owner: AgentUser, staffId: number): Promise<AgentUser> {
    const member = Number.isInteger(staffId) ? await repo.findUserById(db, staffId) : undefined;
    if (member?.role !== 'STAFF' || member.agency_id !== owner.agency_id) {
      throw new AppError('NOT_FOUND', AGENT_MSG.noStaff);
    }
    return member;
  }

  return {
    async listStaff(owner: AgentUser): Promise<StaffMember[]> {
      if (owner.agency_id === null) return [];
      return (await repo.listStaff(db, owner.agency_id)).map(toStaffMember);
    },

    async createStaff(
      owner: AgentUser,
      form: {
        salutation: string;
        firstName: string;
        lastName: string;
        email: string;
        mobile: string;
        newPassword: string;
        confirmPassword: string;
      },
    ): Promise<StaffMember> {
      const errors = {
        ...validatePersonalDetails(form),
        ...validateNewPassword(form.newPassword, form.confirmPassword),
      };
      if (Object.keys(errors).length > 0) throw AppError.validation(errors);
      const email = form.email.trim().toLowerCase();
      if (await repo.findUserByUserId(db, email)) {
        throw AppError.validation({ email: AGENT_MSG_DECIDED.staffEmailUnavailable });
      }
      const passwordHash = await hashPassword(form.newPassword);
      try {
        const member = await repo.insertUser(db, {
          agency_id: owner.agency_id,
          role: 'STAFF',
          user_id: email,
          password_hash: passwordHash,
          salutation: form.salutation.trim(),
          first_name: form.firstName.trim(),
          last_name: form.lastName.trim(),
          email,
          mobile: form.mobile.trim(),
          status: 'Active',
          created_by: owner.id,
        });
        return toStaffMember(member);
      } catch (error) {
        // Two owners adding the same e-mail at once: the unique index decides.
        if (String((error as { code?: string }).code) === '23505') {
          throw AppError.validation({ email: AGENT_MSG_DECIDED.staffEmailUnavailable });
        }
        throw error;
      }
    },

    async updateStaff(
      owner: AgentUser,
      staffId: number,
      form: { salutation: string; firstName: string; lastName: string; mobile: string; status: string },
    ): Promise<StaffMember> {
      const member = await ownStaffMember(owner, staffId);
      const errors: Record<string, string> = validatePersonalDetails({ ...form, email: member.email });
      if (!(USER_STATUSES as readonly string[]).includes(form.status.trim())) {
        errors.status = AGENT_MSG_DECIDED.statusInvalid;
      }
      if (Object.keys(errors).length > 0) throw AppError.validation(errors);
      const status = requireStatus(form.status.trim());
      const updated = await db.transaction().execute(async (trx) => {
        const row = await repo.updateUser(trx, member.id, {
          salutation: form.salutation.trim(),
          first_name: form.firstName.trim(),
          last_name: form.lastName.trim(),
          mobile: form.mobile.trim(),
          status,
        });
        if (status !== 'Active') await repo.endSessionsOf(trx, member.id);
        return row;
      });
      if (status !== 'Active') forgetSessions();
      return toStaffMember(updated);
    },

    async setStaffPassword(
      owner: AgentUser,
      staffId: number,
      form: { newPassword: string; confirmPassword: string },
    ): Promise<void> {
      const member = await ownStaffMember(owner, staffId);
      const errors = validateNewPassword(form.newPassword, form.confirmPassword);
      if (Object.keys(errors).length > 0) throw AppError.validation(errors);
      const passwordHash = await hashPassword(form.newPassword);
      await db.transaction().execute(async (trx) => {
        await repo.updateUser(trx, member.id, { password_hash: passwordHash });
        await repo.endSessionsOf(trx, member.id);
      });
      forgetSessions();
    },
  };
}
