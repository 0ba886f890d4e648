import { useMutation } from '@tanstack/react-query';
import { callGateway } from '../../../lib/gateway.ts';

export const FROM_NAME = 'TripSetu Holidays';
export const FROM_EMAIL = 'bookings@tripsetu.in';
export const VOUCHER_SUBJECT = 'Package Voucher';

export class EmailFailed extends Error {
  readonly operation: string;
  constructor(message: string, operation: string) {
    super(message);
    this.operation = operation;
  }
}

/**
 * EM001 (§7): the spec's fields, plus the booking's txid. The server renders the voucher itself and
 * ignores htmlcontent, so the gateway cannot be used to send arbitrary mail (docs/decisions/005).
 */
export async function emailVoucher({
  txid,
  toemail,
  htmlcontent,
}: {
  txid: string;
  toemail: string;
  htmlcontent: string;
}) {
  const answer = await callGateway<unknown>('EM001', 'send', {
    fromemail: FROM_EMAIL,
    fromname: FROM_NAME,
    toemail: toemail.trim(),
    htmlcontent,
    subject: VOUCHER_SUBJECT,
    txid,
  });
  if (!answer || Array.isArray(answer))
    throw new EmailFailed('We could not send the e-mail. Please try again.', 'Email');
  if (answer.Root?.StatusCode !== 200) {
    throw new EmailFailed(answer.Root?.Message ?? answer.ApiStatus.Message, answer.Root?.Operation ?? 'Email');
  }
  return answer.Root;
}

export const useEmailVoucher = () => useMutation({ mutationFn: emailVoucher });
