import { formatRupees } from '@tripsetu/domain/money.ts';
import { WALLET_MSG_DECIDED } from '@tripsetu/domain/wallet.ts';
import type { Deposit } from '@tripsetu/domain/wallet-api.ts';
import { useRef } from 'react';
import { ReasonModal } from '../../../components/ReasonModal.tsx';
import { t } from '../../../i18n/i18n.ts';
import { createSubmissionKeys } from '../../../lib/wallet-rules.ts';
import { useRejectDeposit } from '../api/reject-deposit.ts';

/** Reject a deposit with the reason the agency is e-mailed. */
export function RejectDepositModal({
  deposit,
  onClose,
  onRejected,
}: {
  deposit: Deposit;
  onClose: () => void;
  onRejected: (deposit: Deposit) => void;
}) {
  const reject = useRejectDeposit();
  const keys = useRef(createSubmissionKeys());
  return (
    <ReasonModal
      title={t('wallet.admin.reject.title')}
      intro={t('wallet.admin.reject.intro', {
        mode: deposit.mode,
        amount: formatRupees(deposit.amountPaise),
        agency: deposit.agencyName,
      })}
      reasonLabel={t('wallet.admin.reject.reason')}
      submitLabel={t('wallet.admin.reject.submit')}
      cancelLabel={t('wallet.cancel')}
      validate={(reason) => (reason.trim() === '' ? WALLET_MSG_DECIDED.reasonRequired : null)}
      pending={reject.isPending}
      onSubmit={async (reason) => {
        const body = { id: deposit.id, reason };
        const rejected = await reject.mutateAsync({ ...body, key: keys.current.keyFor(body) });
        keys.current.done();
        onRejected(rejected);
      }}
      onClose={onClose}
    />
  );
}
