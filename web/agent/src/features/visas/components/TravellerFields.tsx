import { SimpleGrid } from '@mantine/core';
import { VISA_TITLES } from '@tripsetu/domain/visas.ts';
import { SelectField } from '@tripsetu/ui/SelectField';
import { TextField } from '@tripsetu/ui/TextField';
import { t } from '../../../i18n/i18n.ts';
import type { VisaApplyDraft } from '../visa-apply-form.ts';

interface Props {
  draft: VisaApplyDraft;
  errors: Record<string, string>;
  set: (change: Partial<VisaApplyDraft>) => void;
  today: string;
  earliestTravel: string;
  processingDays: number;
}

/** The traveller as the passport reads, and the day of travel. */
export function TravellerFields({ draft, errors, set, today, earliestTravel, processingDays }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
      <SelectField
        label={t('visas.apply.titleField')}
        data={VISA_TITLES.map((title) => ({ value: title, label: title }))}
        placeholder="—"
        required
        value={draft.title}
        onChange={(title) => set({ title })}
        error={errors.title}
      />
      <TextField
        label={t('visas.apply.firstName')}
        required
        autoComplete="off"
        value={draft.firstName}
        onChange={(firstName) => set({ firstName })}
        error={errors.firstName}
      />
      <TextField
        label={t('visas.apply.lastName')}
        required
        autoComplete="off"
        value={draft.lastName}
        onChange={(lastName) => set({ lastName })}
        error={errors.lastName}
      />
      <TextField
        label={t('visas.apply.dateOfBirth')}
        type="date"
        required
        max={today}
        value={draft.dateOfBirth}
        onChange={(dateOfBirth) => set({ dateOfBirth })}
        error={errors.dateOfBirth}
      />
      <TextField
        label={t('visas.apply.nationality')}
        description={t('visas.apply.nationalityHint')}
        required
        maxLength={2}
        className="ltr"
        value={draft.nationality}
        onChange={(nationality) => set({ nationality: nationality.toUpperCase() })}
        error={errors.nationality}
      />
      <TextField
        label={t('visas.apply.passportNumber')}
        required
        maxLength={9}
        className="ltr"
        autoComplete="off"
        value={draft.passportNumber}
        onChange={(passportNumber) => set({ passportNumber: passportNumber.toUpperCase() })}
        error={errors.passportNumber}
      />
      <TextField
        label={t('visas.apply.passportExpiry')}
        type="date"
        required
        min={today}
        value={draft.passportExpiryDate}
        onChange={(passportExpiryDate) => set({ passportExpiryDate })}
        error={errors.passportExpiryDate}
      />
      <TextField
        label={t('visas.apply.travelDate')}
        type="date"
        required
        min={earliestTravel}
        description={t('visas.apply.travelDateHint', { days: processingDays })}
        value={draft.travelDate}
        onChange={(travelDate) => set({ travelDate })}
        error={errors.travelDate}
      />
    </SimpleGrid>
  );
}
