import { COMPANY } from '@tripsetu/domain/company.ts';
import { ANONYMOUS_AGENT_ID, BUILT_VERSION } from '@tripsetu/domain/constants.ts';
import {
  type AppInit,
  type ConfigSetting,
  type ConsumerProfile,
  IDENTITY_SEPARATOR,
} from '@tripsetu/domain/gateway-contract.ts';
import { MSG, MSG_DECIDED } from '@tripsetu/domain/messages.ts';
import { AppError } from '../lib/errors.ts';
import type { ConsumerUser, IdentityService, Session } from '../modules/identity/identity.service.ts';
import type { PackagesService } from '../modules/packages/packages.service.ts';
import type { GatewayResponse } from './envelope.ts';
import { ok } from './envelope.ts';
import { text } from './form.ts';
import type { Operation, OperationContext } from './packages.operations.ts';

/** §7: agent id, profile id, title, first name, last name, an unused value, company — joined by '@@@'. */
export function identityString(user: ConsumerUser | null): string {
  const fields = user
    ? [user.agent_id, String(user.id), user.title, user.first_name, user.last_name, '', '']
    : [ANONYMOUS_AGENT_ID, '0', '', 'Guest', '', '', ''];
  return fields.join(IDENTITY_SEPARATOR);
}

function withSession(answer: GatewayResponse, sessiontoken: string): GatewayResponse {
  return { ...answer, sessiontoken };
}

function profileOf(user: ConsumerUser): ConsumerProfile {
  return {
    agentid: user.agent_id,
    profileid: String(user.id),
    salutation: user.title,
    first_name: user.first_name,
    last_name: user.last_name,
    contact_email: user.email,
    mobile_number: user.mobile,
    member_since: new Date(user.created_at).toISOString().slice(0, 10),
  };
}

const registration = (fields: OperationContext['fields']) => ({
  salutation: text(fields, 'salutation', 10),
  first_name: text(fields, 'first_name', 60),
  last_name: text(fields, 'last_name', 60),
  contact_email: text(fields, 'contact_email', 120),
});

/** The settings the site stores after sign-in (§3 'config'). */
const CONFIG_SETTINGS: ConfigSetting[] = [
  { Name: 'Currency', Value: 'INR' },
  { Name: 'SupportPhone', Value: COMPANY.phone },
  { Name: 'SupportEmail', Value: COMPANY.email },
  { Name: 'BuiltVersion', Value: BUILT_VERSION },
];

export function createAccountGuard(identity: IdentityService) {
  return async function signedInUser(session: Session | null): Promise<ConsumerUser> {
    if (!session?.userId) throw new AppError('UNAUTHORIZED', MSG_DECIDED.signInRequired);
    return identity.user(session.userId);
  };
}

/** MAU001, MU031, MU028, CFG001, MU030 and GENERIC: sign-in, registration, the session user. */
export function identityOperations(
  identity: IdentityService,
  options: { demoOutbox: boolean },
): Record<string, Record<string, Operation>> {
  const signedInUser = createAccountGuard(identity);
  return {
    MAU001: {
      anonymouslogin: async ({ clientIp }) =>
        withSession(ok(identityString(null)), await identity.startAnonymousSession(clientIp)),

      sendloginotp: async ({ fields, clientIp }) => {
        const token = await identity.sendLoginOtp(text(fields, 'mobilenumber', 20), clientIp);
        return {
          ApiStatus: {
            StatusCode: 200,
            Status: 'SUCCESS',
            Message: MSG_DECIDED.otpSent,
            Result: '',
            TransactionStatus: token,
          },
        };
      },

      verifyloginotp: async ({ fields, session }) => {
        const { token, user } = await identity.verifyLoginOtp({
          mobile: text(fields, 'mobilenumber', 20),
          otp: text(fields, 'otp', 10),
          token: text(fields, 'registrationtoken', 100),
        });
        // A new session at each sign-in; the anonymous one it replaces ends.
        if (session) await identity.logout(session);
        return withSession(ok(identityString(user), 'Login successful'), token);
      },

      logoutv2: async ({ session }) => {
        if (session) await identity.logout(session);
        return ok(identityString(null), 'You have been logged out');
      },
    },

    MU031: {
      register: async ({ fields, clientIp }) => {
        const token = await identity.register(
          { ...registration(fields), mobile_number: text(fields, 'mobile_number', 20) },
          clientIp,
        );
        return {
          ApiStatus: { StatusCode: 200, Status: 'SUCCESS', Message: MSG_DECIDED.otpSent, TransactionStatus: token },
        };
      },
      verifyotp: async ({ fields }) => {
        await identity.verifyRegistration({
          mobile: text(fields, 'mobilenumber', 20),
          otp: text(fields, 'otp', 10),
          token: text(fields, 'registrationtoken', 100),
        });
        return ok('', MSG.registerSuccess);
      },
    },

    MU028: {
      forgotpassword: async ({ fields, clientIp }) => {
        await identity.forgotPassword(text(fields, 'userid', 120), clientIp);
        return ok('', MSG.forgotPasswordSuccess);
      },
    },

    CFG001: {
      getconfig: () => ({
        ApiStatus: { StatusCode: 200, Status: 'SUCCESS', Message: '' },
        Root: { Result: { ConfigSettings: { ConfigSetting: CONFIG_SETTINGS } } },
      }),
    },

    MU030: {
      getuserdetailsv4: async ({ fields, session }) => {
        const user = await signedInUser(session);
        if (text(fields, 'agentid', 40) !== user.agent_id)
          throw new AppError('UNAUTHORIZED', MSG_DECIDED.signInRequired);
        return ok(profileOf(user));
      },
      updateuserdetails: async ({ fields, session }) => {
        const user = await signedInUser(session);
        return ok(
          profileOf(await identity.updateProfile(user.id, registration(fields))),
          'Your profile has been updated',
        );
      },
    },

    GENERIC: {
      init: ({ session, today }) => {
        const init: AppInit = {
          today,
          builtversion: BUILT_VERSION,
          signedin: Boolean(session?.userId),
          demooutbox: options.demoOutbox,
        };
        return ok(init);
      },
    },
  };
}

/** MP003 calls about one's own bookings: by the signed-in user's mobile, or a visitor's proof. */
export function accountPackageOperations(
  packages: PackagesService,
  identity: IdentityService,
): Record<string, Operation> {
  const signedInUser = createAccountGuard(identity);
  // The signed-in owner needs nothing more; anyone else brings the proof a confirmed code gave (decision 016).
  const proofOf = async ({ fields, session }: OperationContext) => ({
    ...(session?.userId ? { ownerMobile: (await signedInUser(session)).mobile } : {}),
    bookingProof: text(fields, 'bookingproof', 100),
  });
  return {
    sendbookingcode: async ({ fields, clientIp }) => {
      const sent = await packages.sendBookingCode(text(fields, 'txid', 40), clientIp);
      return {
        ApiStatus: {
          StatusCode: 200,
          Status: 'SUCCESS',
          Message: sent.message,
          Result: '',
          TransactionStatus: sent.token,
        },
      };
    },
    verifybookingcode: async ({ fields }) =>
      ok(await packages.confirmBookingCode(text(fields, 'prooftoken', 100), text(fields, 'otp', 10))),
    getmybookings: async ({ session }) => ok(await packages.myBookings((await signedInUser(session)).mobile)),
    findbooking: async (ctx) => ok(await packages.findBooking(text(ctx.fields, 'txid', 40), await proofOf(ctx))),
    getcancellationquote: async (ctx) =>
      ok(await packages.cancellationQuote(text(ctx.fields, 'txid', 40), await proofOf(ctx))),
    requestcancellation: async (ctx) =>
      ok(
        await packages.requestCancellation(text(ctx.fields, 'txid', 40), await proofOf(ctx), {
          reason: text(ctx.fields, 'reason', 1000),
          userId: ctx.session?.userId ?? null,
        }),
        MSG_DECIDED.cancellationRecorded,
      ),
  };
}
