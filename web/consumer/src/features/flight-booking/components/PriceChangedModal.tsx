import { PriceChangedDialog } from '@tripsetu/ui/PriceChangedDialog';
import { useNavigate } from 'react-router';

export const PRICE_CHANGED_TITLE = 'Price changed. Do you want to continue booking?';

/** A fare that moved since the traveller saw it: the two prices, why, and Continue or Search again. */
export function PriceChangedModal({
  change,
  onClose,
  onContinue,
}: {
  change: { oldPaise: number; newPaise: number; reason: string } | null;
  onClose: () => void;
  onContinue: () => void;
}) {
  const navigate = useNavigate();
  return (
    <PriceChangedDialog
      change={change && { oldTotalPaise: change.oldPaise, newTotalPaise: change.newPaise, reason: change.reason }}
      onContinue={onContinue}
      onCancel={() => navigate('/flight')}
      onDismiss={onClose}
      text={{
        title: PRICE_CHANGED_TITLE,
        old: 'Fare you saw',
        new: 'Fare now',
        cancel: 'Search again',
        continue: 'Continue',
      }}
    />
  );
}
