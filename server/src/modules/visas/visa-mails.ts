import { formatDisplayDate } from '@tripsetu/domain/dates.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { VISA_MSG, type VisaStatus } from '@tripsetu/domain/visas.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { OutgoingMail } from '../mail/mail.service.ts';

/** What every visa e-mail says of the application (decision 043). */
export interface VisaMailFacts {
  id: number;
  reference: string;
  to: string;
  firstName: string;
  traveller: string;
  visa: string;
  travelDate: string;
  feePaise: number;
  walletDocumentNo: string;
  processingDays: number;
}

const paragraphs = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');
const applicationUrl = (publicUrl: string, id: number) => `${publicUrl}/agent/visas/applications/${id}`;

const SUBJECT: Record<VisaStatus, string> = {
  SUBMITTED: 'Visa application {ref} submitted',
  IN_PROCESS: 'Visa application {ref} is being processed',
  APPROVED: 'Visa application {ref} approved: the visa is ready',
  REJECTED: 'Visa application {ref} was rejected',
};

/** The news of one step, in the words the agent needs to act on it. */
function body(status: VisaStatus, facts: VisaMailFacts, step: { remarks: string; refundedPaise: number }) {
  const who = `${escapeHtml(facts.traveller)} (${escapeHtml(facts.visa)}, travelling ${escapeHtml(formatDisplayDate(facts.travelDate))})`;
  switch (status) {
    case 'SUBMITTED':
      return `<p>We have received the visa application ${facts.reference} for ${who}.</p><p>The fee of <strong>${formatRupees(facts.feePaise)}</strong> has been paid from your wallet (document ${escapeHtml(facts.walletDocumentNo)}). Processing takes about ${facts.processingDays} working days; we will write at each step.</p>`;
    case 'IN_PROCESS':
      return `<p>The visa application ${facts.reference} for ${who} has been lodged and is being processed.</p>`;
    case 'APPROVED':
      return `<p>Good news: the visa application ${facts.reference} for ${who} has been approved. The visa is ready to download from the application's page.</p>`;
    case 'REJECTED': {
      const money =
        step.refundedPaise > 0
          ? VISA_MSG.refunded.replace('{amount}', formatRupees(step.refundedPaise))
          : VISA_MSG.notRefundable;
      return `<p>We are sorry: the visa application ${facts.reference} for ${who} was rejected.</p><blockquote>${paragraphs(step.remarks)}</blockquote><p>${escapeHtml(money)}.</p>`;
    }
  }
}

/** To the agent who applied: one e-mail per step, each linking to the application. */
export function visaStatusMail(
  publicUrl: string,
  status: VisaStatus,
  facts: VisaMailFacts,
  step: { remarks: string; refundedPaise: number } = { remarks: '', refundedPaise: 0 },
): OutgoingMail {
  const remarks =
    status !== 'REJECTED' && step.remarks
      ? `<p>Remarks from our visa desk:</p><blockquote>${paragraphs(step.remarks)}</blockquote>`
      : '';
  return {
    to: facts.to,
    subject: SUBJECT[status].replace('{ref}', facts.reference),
    html: `<p>Dear ${escapeHtml(facts.firstName)},</p>${body(status, facts, step)}${remarks}<p><a href="${applicationUrl(publicUrl, facts.id)}">See the application</a></p>`,
    reference: `visa:${facts.id}:${status.toLowerCase()}`,
  };
}
