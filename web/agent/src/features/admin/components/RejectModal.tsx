import { REJECTION_REASON_MAX } from '@tripsetu/domain/agency.ts';
import { ReasonModal } from '../../../components/ReasonModal.tsx';
import { t } from '../../../i18n/i18n.ts';
import { validateRejectionReason } from '../admin-rules.ts';
import { useRejectApplication } from '../api/reject-application.ts';

/** Reject an application with the reason the owner is e-mailed. */
export function RejectModal({
  agencyId,
  companyName,
  onClose,
  onRejected,
}: {
  agencyId: string;
  companyName: string;
  onClose: () => void;
  onRejected: () => void;
}) {
  const reject = useRejectApplication(agencyId);
  return (
    <ReasonModal
      title={t('admin.reject.title')}
      intro={t('admin.reject.intro', { company: companyName })}
      reasonLabel={t('admin.reject.reason')}
      reasonHint={t('admin.reject.reasonHint', { max: REJECTION_REASON_MAX })}
      submitLabel={t('admin.reject.submit')}
      cancelLabel={t('admin.cancel')}
      validate={validateRejectionReason}
      pending={reject.isPending}
      onSubmit={async (reason) => {
        await reject.mutateAsync(reason);
        onRejected();
      }}
      onClose={onClose}
    />
  );
}
