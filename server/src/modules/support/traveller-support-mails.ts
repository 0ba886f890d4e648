import { escapeHtml } from '../../lib/html.ts';
import type { OutgoingMail } from '../mail/mail.service.ts';

/** The e-mails of a traveller's support request (decision 027): each links to the thread on the site. */

interface RequestFacts {
  id: number;
  reference: string;
  subject: string;
  transactionId: string;
  travellerFirstName: string;
  travellerEmail: string;
}

const threadUrl = (publicUrl: string, reference: string) =>
  `${publicUrl}/flight/agent-support?request=${encodeURIComponent(reference)}`;

const paragraphs = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

/** To the traveller: we have the request, and where the replies will be. */
export function requestReceivedMail(publicUrl: string, request: RequestFacts): OutgoingMail {
  return {
    to: request.travellerEmail,
    subject: `We have your request ${request.reference}: ${request.subject}`,
    html: `<p>Dear ${escapeHtml(request.travellerFirstName)},</p><p>We have received your request about booking ${escapeHtml(request.transactionId)}: “${escapeHtml(request.subject)}”. Our support team usually replies within 24 hours, by e-mail and on the request’s page.</p><p><a href="${threadUrl(publicUrl, request.reference)}">See your request ${request.reference}</a></p>`,
    reference: `traveller-support:${request.id}`,
  };
}

/** To each administrator: a traveller's new request, and where to answer it. */
export function requestRaisedMail(
  publicUrl: string,
  request: RequestFacts & { travellerName: string; category: string; message: string },
  adminEmail: string,
): OutgoingMail {
  return {
    to: adminEmail,
    subject: `Traveller request ${request.reference}: ${request.subject}`,
    html: `<p>${escapeHtml(request.travellerName)} raised a request about booking ${escapeHtml(request.transactionId)} (${escapeHtml(request.category)}).</p><p>${paragraphs(request.message)}</p><p><a href="${publicUrl}/agent/support/${request.id}">Answer it</a></p>`,
    reference: `traveller-support:${request.id}`,
  };
}

/** To the traveller: TripSetu support's reply, in full. */
export function supportRepliedMail(publicUrl: string, request: RequestFacts, reply: string): OutgoingMail {
  return {
    to: request.travellerEmail,
    subject: `Reply to your request ${request.reference}`,
    html: `<p>Dear ${escapeHtml(request.travellerFirstName)},</p><p>TripSetu support replied to your request “${escapeHtml(request.subject)}” about booking ${escapeHtml(request.transactionId)}:</p><blockquote>${paragraphs(reply)}</blockquote><p><a href="${threadUrl(publicUrl, request.reference)}">Read it and reply</a></p>`,
    reference: `traveller-support:${request.id}`,
  };
}
