import { z } from 'zod';
import { AGENCY_STATUSES, AGENT_ROLES, USER_STATUSES } from './agency.ts';

/**
 * The agent portal's REST API under /api/v1: request and response shapes shared by the server (which
 * turns them into the OpenAPI document at /api/docs) and the portal. Bodies are loose strings on the
 * wire; the rules and the spec's messages live in agency.ts so that both sides answer the same.
 *
 * Every unsafe request (POST, PUT, PATCH, DELETE) must carry the header CSRF_HEADER: 1, which a
 * cross-site form cannot send. Errors answer { error: { code, message, fields? } }.
 */
export { API_PREFIX, CSRF_HEADER } from './agent-api-wire.ts';

const loose = z.string().max(300).optional().default('');

export const apiError = z.object({
  error: z.object({
    code: z.number(),
    message: z.string(),
    kind: z
      .enum([
        'PRICE_CHANGED',
        'BOOKING_FAILED',
        'DUPLICATE_BOOKING',
        'CANCELLATION_FAILED',
        'RESCHEDULE_FAILED',
        'SERVICES_FAILED',
        'IMPORT_FAILED',
      ])
      .optional(),
    details: z.record(z.string(), z.string()).optional(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type { ApiError } from './agent-api-wire.ts';

export const message = z.object({ message: z.string() });

// ── Session ──────────────────────────────────────────────────────────────────────────────────────

export const sessionUser = z.object({
  id: z.number(),
  userId: z.string(),
  role: z.enum(AGENT_ROLES),
  salutation: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string(),
  permissions: z.array(z.string()),
  agency: z.object({ id: z.number(), code: z.string().nullable(), name: z.string(), hasLogo: z.boolean() }).nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** The signed-in state: who, and when the session ends if nothing happens (the countdown's clock). */
export const sessionState = z.object({
  user: sessionUser,
  idleTimeoutSeconds: z.number(),
  warningSeconds: z.number(),
  idleExpiresAt: z.string(),
});
export type SessionState = z.infer<typeof sessionState>;

export const signInBody = z.object({ userId: loose, password: z.string().max(200).optional().default('') });
export const otpSendBody = z.object({ userId: loose });
export const otpSent = z.object({ otpToken: z.string(), message: z.string() });
export const otpVerifyBody = z.object({ otpToken: loose, otp: loose });
export const forgotPasswordBody = z.object({ userId: loose });
export const resetPasswordBody = z.object({
  token: loose,
  newPassword: z.string().max(200).optional().default(''),
  confirmPassword: z.string().max(200).optional().default(''),
});
export const changePasswordBody = z.object({
  currentPassword: z.string().max(200).optional().default(''),
  newPassword: z.string().max(200).optional().default(''),
  confirmPassword: z.string().max(200).optional().default(''),
});
export const setStaffPasswordBody = resetPasswordBody.omit({ token: true });

// ── Registration ─────────────────────────────────────────────────────────────────────────────────

/**
 * POST /registrations is multipart/form-data: the fields of AgencyRegistrationForm (agency.ts) and
 * the files panDocument and gstDocument. It answers with a token for the two OTP checks.
 */
export const registrationStarted = z.object({
  registrationToken: z.string(),
  maskedEmail: z.string(),
  maskedMobile: z.string(),
  /** Until when the application can be verified (the OTPs themselves last otpValidMinutes). */
  expiresAt: z.string(),
  otpValidMinutes: z.number(),
});
export type RegistrationStarted = z.infer<typeof registrationStarted>;

export const otpChannel = z.enum(['email', 'mobile']);
export type OtpChannel = z.infer<typeof otpChannel>;
export const registrationVerifyBody = z.object({ registrationToken: loose, channel: otpChannel, otp: loose });
export const registrationResendBody = z.object({ registrationToken: loose, channel: otpChannel });
export const registrationProgress = z.object({
  emailVerified: z.boolean(),
  mobileVerified: z.boolean(),
  /** Both verified: the application now waits for an administrator. */
  submitted: z.boolean(),
  message: z.string(),
});
export type RegistrationProgress = z.infer<typeof registrationProgress>;

// ── Profile ──────────────────────────────────────────────────────────────────────────────────────

export const agencyDocument = z.object({
  id: z.number(),
  kind: z.enum(['PAN', 'GST', 'LOGO', 'MEDICAL']),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  uploadedAt: z.string(),
  /** GET this path (signed in as the agency or an administrator) to read the file. */
  url: z.string(),
});
export type AgencyDocument = z.infer<typeof agencyDocument>;

export const agencyProfile = z.object({
  agency: z.object({
    id: z.number(),
    code: z.string().nullable(),
    status: z.enum(AGENCY_STATUSES),
    category: z.string(),
    companyName: z.string(),
    panName: z.string(),
    panNumber: z.string(),
    transactionFee: z.string(),
    transactionFeeActiveFrom: z.string(),
    address1: z.string(),
    address2: z.string(),
    pincode: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    contactNumber: z.string(),
    gstHolder: z.string(),
    gstNumber: z.string(),
    gstEmail: z.string(),
    gstAddress: z.string(),
    gstPhone: z.string(),
    gstCompany: z.string(),
    website: z.string(),
    iataCode: z.string(),
    alternateEmail: z.string(),
    logoUrl: z.string().nullable(),
    registeredAt: z.string(),
    approvedAt: z.string().nullable(),
    rejectionReason: z.string().nullable(),
  }),
  user: sessionUser,
  documents: z.array(agencyDocument),
});
export type AgencyProfile = z.infer<typeof agencyProfile>;

/** PUT /profile (owner): what an owner may change; PAN, e-mail and agency code are not among them. */
export const updateProfileBody = z.object({
  salutation: loose,
  firstName: loose,
  lastName: loose,
  mobile: loose,
  companyName: loose,
  address1: loose,
  address2: loose,
  pincode: loose,
  city: loose,
  state: loose,
  contactNumber: loose,
  gstHolder: loose,
  gstNumber: loose,
  gstEmail: loose,
  gstAddress: loose,
  gstPhone: loose,
  gstCompany: loose,
  website: loose,
  iataCode: loose,
  alternateEmail: loose,
});
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

// ── Staff ────────────────────────────────────────────────────────────────────────────────────────

export const staffMember = z.object({
  id: z.number(),
  userId: z.string(),
  salutation: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string(),
  status: z.enum(USER_STATUSES),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMember>;

export const createStaffBody = z.object({
  salutation: loose,
  firstName: loose,
  lastName: loose,
  email: loose,
  mobile: loose,
  newPassword: z.string().max(200).optional().default(''),
  confirmPassword: z.string().max(200).optional().default(''),
});
export type CreateStaffBody = z.input<typeof createStaffBody>;
export const updateStaffBody = z.object({
  salutation: loose,
  firstName: loose,
  lastName: loose,
  mobile: loose,
  status: loose,
});
export type UpdateStaffBody = z.input<typeof updateStaffBody>;

// ── Back office ──────────────────────────────────────────────────────────────────────────────────

export const applicationRow = z.object({
  agencyId: z.number(),
  companyName: z.string(),
  ownerName: z.string(),
  email: z.string(),
  mobile: z.string(),
  city: z.string(),
  state: z.string(),
  status: z.enum(AGENCY_STATUSES),
  agencyCode: z.string().nullable(),
  submittedAt: z.string(),
});
export type ApplicationRow = z.infer<typeof applicationRow>;

export const applicationDetail = agencyProfile.extend({
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type ApplicationDetail = z.infer<typeof applicationDetail>;

export const rejectBody = z.object({ reason: z.string().max(1000).optional().default('') });

export const agentRow = z.object({
  id: z.number(),
  userId: z.string(),
  agentCode: z.string().nullable(),
  agencyName: z.string(),
  name: z.string(),
  role: z.enum(AGENT_ROLES),
  phone: z.string(),
  status: z.enum(USER_STATUSES),
});
export type AgentRow = z.infer<typeof agentRow>;
export const agentStatusBody = z.object({ status: loose });

// ── Support ──────────────────────────────────────────────────────────────────────────────────────

export const SUPPORT_STATUSES = ['OPEN', 'ANSWERED', 'CLOSED'] as const;
export const supportRequestRow = z.object({
  id: z.number(),
  reference: z.string(),
  subject: z.string(),
  bookingReference: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  /** Raised by an agency in the portal, or by a traveller on the consumer site (decision 027). */
  channel: z.enum(['AGENCY', 'TRAVELLER']),
  /** A traveller's topic ('Cancellation or refund'); '' for an agency's request. */
  category: z.string(),
  /** The agency's name; '' for a traveller's request. */
  agencyName: z.string(),
  raisedBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SupportRequestRow = z.infer<typeof supportRequestRow>;
export const supportMessage = z.object({
  id: z.number(),
  author: z.string(),
  fromSupport: z.boolean(),
  body: z.string(),
  createdAt: z.string(),
});
export const supportRequestDetail = supportRequestRow.extend({ messages: z.array(supportMessage) });
export type SupportRequestDetail = z.infer<typeof supportRequestDetail>;
export const raiseSupportBody = z.object({
  subject: z.string().max(1000).optional().default(''),
  bookingReference: loose,
  message: z.string().max(5000).optional().default(''),
});
export type RaiseSupportBody = z.input<typeof raiseSupportBody>;
export const supportReplyBody = z.object({ message: z.string().max(5000).optional().default('') });

// ── Holidays (the home page's Vacation tab) ──────────────────────────────────────────────────────

export const holidayDestinations = z.object({ destinations: z.array(z.string()) });
export const holidaySearchQuery = z.object({ destination: loose, jdate: loose, numdays: loose });
export const holidayCard = z.object({
  packageId: z.number(),
  name: z.string(),
  destination: z.string(),
  nights: z.number(),
  days: z.number(),
  fromPricePaise: z.number(),
  imageUrl: z.string(),
  /** The package's page on the consumer site, where its itinerary, prices by city and booking live. */
  detailsUrl: z.string(),
});
export type HolidayCard = z.infer<typeof holidayCard>;
export const holidaySearchResult = z.object({ packages: z.array(holidayCard) });
