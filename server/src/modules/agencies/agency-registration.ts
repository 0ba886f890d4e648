import {
  type AgencyRegistrationForm,
  maskEmail,
  maskMobile,
  normaliseRegistration,
  TRANSACTION_FEE_ACTIVATION_HOURS,
  validateAgencyRegistration,
} from '@tripsetu/domain/agency.ts';
import type { OtpChannel, RegistrationProgress, RegistrationStarted } from '@tripsetu/domain/agent-api.ts';
import { AGENT_MSG, AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import { digest, newToken } from '../../lib/secrets.ts';
import type { AgentsService } from '../agents/agents.service.ts';
import { AGENT_OTP_TTL_MS } from '../agents/otp.ts';
import type { SmsProvider } from '../identity/sms.ts';
import type { MailService } from '../mail/mail.service.ts';
import * as repo from './agencies.repo.ts';
import type { Agency } from './agencies.service.ts';
import { type agencyFiles, checkFile, type UploadedFile } from './agency-files.ts';
import { applicationReceivedMail, newApplicationMail, registrationOtpMail } from './agency-mails.ts';
import type { SniffedType } from './documents.ts';

/** An application waits this long for its two OTPs. */
export const APPLICATION_TTL_MS = 24 * 60 * 60 * 1000;
export const DOCUMENT_TYPES: SniffedType[] = ['jpeg', 'png', 'pdf', 'docx'];

/** The agency row's columns from a registration form. */
export function agencyColumns(form: AgencyRegistrationForm) {
  return {
    category: form.category,
    company_name: form.companyName,
    pan_name: form.panName,
    pan_number: form.panNumber,
    transaction_fee: form.transactionFee,
    address1: form.address1,
    address2: form.address2,
    pincode: form.pincode,
    city: form.city,
    state: form.state,
    country: form.country,
    contact_number: form.contactNumber,
    gst_holder: form.gstHolder,
    gst_number: form.gstNumber,
    gst_email: form.gstEmail,
    gst_address: form.gstAddress,
    gst_phone: form.gstPhone,
    gst_company: form.gstCompany,
  };
}

type RegistrationDeps = {
  db: Kysely<Database>;
  agents: AgentsService;
  mail: MailService;
  sms: SmsProvider;
  publicUrl: string;
  now: () => Date;
  files: ReturnType<typeof agencyFiles>;
};

/** The application's steps: its OTPs sent, and, once both are verified, the agency made from it. */
function applicationSteps(deps: RegistrationDeps) {
  const { agents, mail, sms } = deps;

  /**
   * The account that already holds an e-mail id, unless it is the owner of a rejected application:
   * the rejection e-mail invites them to register again, so their e-mail id is free for a new one.
   */
  async function accountHolding(trx: Transaction<Database>, email: string) {
    const user = await agents.findByUserId(email, trx);
    if (!user) return { holder: undefined, rejectedOwner: undefined };
    const agency =
      user.role === 'OWNER' && user.agency_id !== null ? await repo.findAgency(trx, user.agency_id) : undefined;
    return agency?.status === 'REJECTED'
      ? { holder: undefined, rejectedOwner: user }
      : { holder: user, rejectedOwner: undefined };
  }

  async function sendApplicationOtp(
    trx: Transaction<Database>,
    application: { id: number; email: string; mobile: string },
    channel: OtpChannel,
    clientIp: string,
  ) {
    if (channel === 'email') {
      // An e-mail already in use gets no code, only a note, so registration cannot probe for accounts.
      const { holder } = await accountHolding(trx, application.email);
      const issued = await agents.otp.issue(trx, {
        purpose: 'REGISTER_EMAIL',
        destination: application.email,
        clientIp,
        withCode: !holder,
        applicationId: application.id,
      });
      await mail.enqueue(trx, {
        to: application.email,
        ...registrationOtpMail(issued.code, deps.publicUrl),
        reference: `application:${application.id}`,
      });
    } else {
      const issued = await agents.otp.issue(trx, {
        purpose: 'REGISTER_MOBILE',
        destination: application.mobile,
        clientIp,
        withCode: true,
        applicationId: application.id,
      });
      await sms.send(trx, {
        to: application.mobile,
        body: `${issued.code} is your TripSetu agent registration mobile OTP. It is valid for 5 minutes. Do not share it with anyone.`,
      });
    }
  }

  /** Both OTPs verified: the application becomes an agency waiting for approval, with its owner. */
  async function submitApplication(
    trx: Transaction<Database>,
    application: { id: number; form: AgencyRegistrationForm; createdAt: Date },
  ): Promise<Agency> {
    const form = application.form;
    const { holder, rejectedOwner } = await accountHolding(trx, form.email);
    if (holder) throw new AppError('CONFLICT', AGENT_MSG_DECIDED.emailInUse);
    if (rejectedOwner) await agents.retireRejectedOwner(trx, rejectedOwner);
    const agency = await repo.insertAgency(trx, {
      ...agencyColumns(form),
      status: 'PENDING',
      transaction_fee_active_from: new Date(
        application.createdAt.getTime() + TRANSACTION_FEE_ACTIVATION_HOURS * 60 * 60 * 1000,
      ),
    });
    await agents.createOwner(trx, {
      agencyId: agency.id,
      salutation: form.salutation,
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      mobile: form.mobile,
    });
    await repo.attachApplicationDocuments(trx, application.id, agency.id);
    await repo.updateApplication(trx, application.id, { agency_id: agency.id });
    await mail.enqueue(trx, { to: form.email, ...applicationReceivedMail(form), reference: `agency:${agency.id}` });
    for (const admin of await agents.admins(trx)) {
      const note = newApplicationMail(form, `${deps.publicUrl}/agent/admin/applications/${agency.id}`);
      await mail.enqueue(trx, { to: admin.email, ...note, reference: `agency:${agency.id}` });
    }
    return agency;
  }

  return { sendApplicationOtp, submitApplication };
}

/**
 * An agency's registration (agent-portal.md §2, §3, §5; decision 008): the form and its documents, the
 * e-mail and mobile OTPs, and the application that becomes an agency waiting for review.
 */
export function agencyRegistrations(deps: RegistrationDeps) {
  const { db, agents, now } = deps;
  const { storeDocument, withStoredFiles } = deps.files;
  const { sendApplicationOtp, submitApplication } = applicationSteps(deps);

  return {
    /** §2, §3, §5: validates everything, stores the documents, sends the e-mail and mobile OTPs. */
    async startRegistration(input: {
      fields: Record<string, string>;
      files: UploadedFile[];
      clientIp: string;
    }): Promise<RegistrationStarted> {
      const panFile = input.files.find((file) => file.field === 'panDocument');
      const gstFile = input.files.find((file) => file.field === 'gstDocument');
      const errors = validateAgencyRegistration(input.fields, { panDocument: !!panFile, gstDocument: !!gstFile });
      if (Object.keys(errors).length > 0) throw AppError.validation(errors as Record<string, string>);
      const panType = checkFile(panFile as UploadedFile, DOCUMENT_TYPES, AGENT_MSG_DECIDED.fileTypeRefused);
      const gstType = gstFile ? checkFile(gstFile, DOCUMENT_TYPES, AGENT_MSG_DECIDED.fileTypeRefused) : undefined;
      const form = normaliseRegistration(input.fields);
      await agents.otp.refuseTooManySends(form.email, input.clientIp);
      await agents.otp.refuseTooManySends(form.mobile, input.clientIp);
      const token = newToken();
      const expiresAt = new Date(now().getTime() + APPLICATION_TTL_MS);
      await withStoredFiles(async (trx, written) => {
        const application = await repo.insertApplication(trx, {
          token_hash: digest(token),
          form: JSON.stringify(form),
          email: form.email,
          mobile: form.mobile,
          client_ip: input.clientIp,
          expires_at: expiresAt,
        });
        await storeDocument(
          trx,
          panFile as UploadedFile,
          panType,
          { kind: 'PAN', applicationId: application.id },
          written,
        );
        if (gstFile && gstType) {
          await storeDocument(trx, gstFile, gstType, { kind: 'GST', applicationId: application.id }, written);
        }
        await sendApplicationOtp(trx, application, 'email', input.clientIp);
        await sendApplicationOtp(trx, application, 'mobile', input.clientIp);
      });
      return {
        registrationToken: token,
        maskedEmail: maskEmail(form.email),
        maskedMobile: maskMobile(form.mobile),
        expiresAt: expiresAt.toISOString(),
        otpValidMinutes: AGENT_OTP_TTL_MS / 60_000,
      };
    },

    async verifyRegistration(input: {
      registrationToken: string;
      channel: OtpChannel;
      otp: string;
    }): Promise<RegistrationProgress> {
      const failed = input.channel === 'email' ? AGENT_MSG.verifyEmailFailed : AGENT_MSG.verifyMobileFailed;
      const outcome = await db.transaction().execute(async (trx) => {
        const application = input.registrationToken
          ? await repo.lockApplicationByToken(trx, digest(input.registrationToken))
          : undefined;
        if (!application) return { ok: false as const, message: failed };
        if (application.agency_id !== null) return { ok: true as const, application, submitted: true };
        if (new Date(application.expires_at).getTime() <= now().getTime()) {
          return { ok: false as const, message: AGENT_MSG_DECIDED.registrationExpired };
        }
        const purpose = input.channel === 'email' ? 'REGISTER_EMAIL' : 'REGISTER_MOBILE';
        const alreadyVerified =
          input.channel === 'email' ? application.email_verified_at : application.mobile_verified_at;
        let current = application;
        if (!alreadyVerified) {
          const challenge = await agents.otp.check(
            trx,
            await trx
              .selectFrom('agent_otp_challenges')
              .selectAll()
              .where('application_id', '=', application.id)
              .where('purpose', '=', purpose)
              .orderBy('id', 'desc')
              .limit(1)
              .forUpdate()
              .executeTakeFirst(),
            input.otp,
          );
          if (!challenge.ok) return { ok: false as const, message: challenge.message };
          current = await repo.updateApplication(
            trx,
            application.id,
            input.channel === 'email' ? { email_verified_at: now() } : { mobile_verified_at: now() },
          );
        }
        const bothVerified = current.email_verified_at !== null && current.mobile_verified_at !== null;
        if (bothVerified) {
          const raw = current.form as unknown;
          const form = jsonColumn<AgencyRegistrationForm>(raw);
          await submitApplication(trx, { id: current.id, form, createdAt: new Date(current.created_at) });
        }
        return { ok: true as const, application: current, submitted: bothVerified };
      });
      if (!outcome.ok) throw new AppError('BAD_REQUEST', outcome.message, { otp: outcome.message });
      const { application } = outcome;
      return {
        emailVerified: outcome.submitted || application.email_verified_at !== null,
        mobileVerified: outcome.submitted || application.mobile_verified_at !== null,
        submitted: outcome.submitted,
        message: outcome.submitted
          ? AGENT_MSG_DECIDED.registrationSubmitted
          : input.channel === 'email'
            ? AGENT_MSG.emailVerified
            : AGENT_MSG.mobileVerified,
      };
    },

    async resendRegistrationOtp(input: { registrationToken: string; channel: OtpChannel; clientIp: string }) {
      const application = input.registrationToken
        ? await repo.findApplicationByToken(db, digest(input.registrationToken))
        : undefined;
      if (
        !application ||
        application.agency_id !== null ||
        new Date(application.expires_at).getTime() <= now().getTime()
      ) {
        throw new AppError('BAD_REQUEST', AGENT_MSG_DECIDED.registrationExpired);
      }
      const destination = input.channel === 'email' ? application.email : application.mobile;
      await agents.otp.refuseTooManySends(destination, input.clientIp);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('agent_otp_challenges')
          .set({ consumed_at: now() })
          .where('application_id', '=', application.id)
          .where('purpose', '=', input.channel === 'email' ? 'REGISTER_EMAIL' : 'REGISTER_MOBILE')
          .where('consumed_at', 'is', null)
          .execute();
        await sendApplicationOtp(trx, application, input.channel, input.clientIp);
      });
      return input.channel === 'email'
        ? 'A new OTP has been sent to your e-mail id.'
        : 'A new OTP has been sent to your mobile number.';
    },
  };
}
