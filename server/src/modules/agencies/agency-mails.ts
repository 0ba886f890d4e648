import { escapeHtml } from '../../lib/html.ts';

/** The e-mails an agency's owner receives about its application (agent-portal.md §2, decision 008). */

/** Approved: the agency code, the user id, and the one-time link to set the first password. */
export function approvedMail(
  owner: { first_name: string; user_id: string },
  agency: { company_name: string; agency_code: string | null },
  link: string,
) {
  return {
    subject: `Your TripSetu agency is approved: ${agency.agency_code}`,
    html: `<p>Dear ${escapeHtml(owner.first_name)},</p><p><b>${escapeHtml(agency.company_name)}</b> is approved to book on TripSetu.</p><p>Agency code: <b>${agency.agency_code}</b><br>User id: <b>${escapeHtml(owner.user_id)}</b></p><p>Set your password within 72 hours with this one-time link, then sign in:</p><p><a href="${link}">Set your password</a></p>`,
  };
}

/** Rejected: the reason, and the way back. */
export function rejectedMail(owner: { first_name: string }, agency: { company_name: string }, reason: string) {
  return {
    subject: 'Your TripSetu agency registration',
    html: `<p>Dear ${escapeHtml(owner.first_name)},</p><p>We could not approve the registration of <b>${escapeHtml(agency.company_name)}</b>.</p><p>Reason: ${escapeHtml(reason)}</p><p>You may register again with corrected details, or reply to support@tripsetu.in.</p>`,
  };
}

/** The e-mail OTP of a registration; an e-mail id that already has an account gets a note instead. */
export function registrationOtpMail(code: string | null | undefined, publicUrl: string) {
  return {
    subject: 'Verify your e-mail for TripSetu agent registration',
    html: code
      ? `<p><b>${code}</b> is your TripSetu agent registration e-mail OTP. It is valid for 5 minutes. Do not share it with anyone.</p>`
      : `<p>Someone tried to register a TripSetu agency with this e-mail id, which already has an account. Sign in at <a href="${publicUrl}/agent/login">${publicUrl}/agent/login</a> or use Forgot password.</p>`,
  };
}

/** To the applicant: the application is in, and what happens next. */
export function applicationReceivedMail(form: { firstName: string; companyName: string }) {
  return {
    subject: 'We have received your TripSetu agency registration',
    html: `<p>Dear ${escapeHtml(form.firstName)},</p><p>Thank you for registering <b>${escapeHtml(form.companyName)}</b> with TripSetu. Our team reviews every application with its PAN and GST documents, usually within one working day, and will e-mail you the outcome.</p>`,
  };
}

/** To the back office: a new application to review, with its link. */
export function newApplicationMail(form: { companyName: string; city: string; state: string }, link: string) {
  return {
    subject: `New agency application: ${form.companyName}`,
    html: `<p>${escapeHtml(form.companyName)} (${escapeHtml(form.city)}, ${escapeHtml(form.state)}) has applied. Review it at <a href="${link}">${link}</a>.</p>`,
  };
}
