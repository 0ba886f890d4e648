/**
 * The wallet's movements, as the wallet service writes them: a journal transaction of two entries summing to zero
 * (the agency's wallet against an operator account), the balance kept with it, and the day's tally counted.
 */
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { DOCUMENT_PREFIX, type JournalKind } from '../../../modules/wallet/wallet.service.ts';
import { randomInt } from '../random.ts';
import { chance, type Generation, pick, tally } from './context.ts';
import { type Agency, type Counter, OFFLINE_MODES } from './model.ts';

export interface Movement {
  agency: Agency;
  kind: JournalKind;
  delta: number;
  counter: Counter;
  narration: string;
  reference: string;
  createdBy: number | null;
  at: number;
}

/** One journal transaction: the wallet's entry and the counter account's, which sum to zero. */
export async function post(g: Generation, movement: Movement): Promise<{ id: number; documentNo: string }> {
  const id = await g.next.transactionId();
  const documentNo = `${DOCUMENT_PREFIX[movement.kind]}${await g.next.documentNo()}`;
  const createdAt = new Date(movement.at).toISOString();
  g.rows.journal_transactions.push({
    id,
    agency_id: movement.agency.id,
    kind: movement.kind,
    document_no: documentNo,
    narration: movement.narration.slice(0, 200),
    reference: movement.reference,
    created_by: movement.createdBy,
    created_at: createdAt,
  });
  g.rows.journal_entries.push(
    {
      transaction_id: id,
      account_id: movement.agency.accountId,
      amount_paise: movement.delta,
      created_at: createdAt,
    },
    {
      transaction_id: id,
      account_id: g.counter(movement.counter),
      amount_paise: -movement.delta,
      created_at: createdAt,
    },
  );
  movement.agency.balance += movement.delta;
  movement.agency.pending += movement.delta;
  tally(g, movement.agency, movement.at).wallet += movement.delta;
  g.counts.journalTransactions += 1;
  return { id, documentNo };
}

/** An approved top-up: offline into a bank account, or through the gateway (with its confirmation charge). */
export async function deposit(g: Generation, agency: Agency, at: number, atLeast = 0) {
  const amount = Math.ceil((atLeast + randomInt(g.rng, 50, 500) * 1_000_00) / 1_000_00) * 1_000_00;
  const id = await g.next.depositId();
  const online = chance(g, 0.25);
  const mode = online ? 'Payment Gateway' : pick(g, OFFLINE_MODES);
  const reference = online ? `pay_R${id}` : `UTR${String(id).padStart(10, '0')}`;
  const movement = await post(g, {
    agency,
    kind: 'DEPOSIT',
    delta: amount,
    counter: online ? 'GATEWAY_CLEARING' : 'OPERATOR_BANK',
    narration: `Deposit by ${mode} ${reference}`,
    reference: `deposit:${id}`,
    createdBy: online ? agency.ownerId : g.adminId,
    at,
  });
  g.rows.wallet_deposits.push({
    id,
    agency_id: agency.id,
    mode,
    reference,
    holder_name: `Report Agency ${agency.id}`,
    deposit_date: todayInIndia(new Date(at)),
    bank_account_id: online ? null : pick(g, g.bankAccounts),
    amount_paise: amount,
    status: 'APPROVED',
    requested_by: agency.ownerId,
    reviewed_by: online ? null : g.adminId,
    reviewed_at: new Date(at).toISOString(),
    transaction_id: movement.id,
    created_at: new Date(at - (online ? 0 : randomInt(g.rng, 10, 300) * 60_000)).toISOString(),
  });
  if (online) await postGatewayCharge(g, agency, id, at);
  tally(g, agency, at).receipts += amount;
  g.counts.deposits += 1;
}

/** The §9 confirmation charge moves from gateway clearing to sales; the agency's wallet never sees it. */
async function postGatewayCharge(g: Generation, agency: Agency, depositId: number, at: number) {
  const chargeId = await g.next.transactionId();
  const createdAt = new Date(at).toISOString();
  g.rows.journal_transactions.push({
    id: chargeId,
    agency_id: agency.id,
    kind: 'GATEWAY_CHARGE',
    document_no: `${DOCUMENT_PREFIX.GATEWAY_CHARGE}${await g.next.documentNo()}`,
    narration: `Payment gateway confirmation charge for PO-R${depositId}`,
    reference: `payment:PO-R${depositId}`,
    created_by: agency.ownerId,
    created_at: createdAt,
  });
  g.rows.journal_entries.push(
    {
      transaction_id: chargeId,
      account_id: g.counter('GATEWAY_CLEARING'),
      amount_paise: -100,
      created_at: createdAt,
    },
    { transaction_id: chargeId, account_id: g.counter('OPERATOR_SALES'), amount_paise: 100, created_at: createdAt },
  );
  g.counts.journalTransactions += 1;
}

/** A debit from the wallet, topped up first when it would not cover it (the wallet refuses to go below zero). */
export async function debit(g: Generation, movement: Omit<Movement, 'delta' | 'counter'> & { amount: number }) {
  if (movement.agency.balance < movement.amount) {
    await deposit(g, movement.agency, movement.at, movement.amount - movement.agency.balance);
  }
  return post(g, {
    ...movement,
    delta: -movement.amount,
    counter: movement.kind === 'BOOKING' ? 'OPERATOR_SALES' : 'OPERATOR_ADJUSTMENTS',
  });
}
