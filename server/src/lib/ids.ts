import { randomBytes } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A booking reference anyone holding it may use to open the voucher, so it must be unguessable:
 * 20 base-32 characters from the CSPRNG carry 100 bits.
 */
export function newTransactionId(prefix: string): string {
  const bytes = randomBytes(20);
  let id = prefix;
  for (const byte of bytes) id += CROCKFORD[byte & 31];
  return id;
}

export const TRANSACTION_ID_PATTERN = /^TSH[0-9A-HJKMNP-TV-Z]{20}$/;
