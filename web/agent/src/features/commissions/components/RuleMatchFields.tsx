import { SimpleGrid } from '@mantine/core';
import { COMMISSION_LIMITS, COMMISSION_SUPPLIERS, SUPPLIER_LABELS } from '@tripsetu/domain/commissions.ts';
import { SelectField } from '@tripsetu/ui/SelectField';
import { TextField } from '@tripsetu/ui/TextField';
import { useAgencyGroups } from '../../../lib/get-agency-groups.ts';
import { bindField, type RuleFieldsProps, type RuleTextName } from '../commission-form.ts';
import { COMMISSION_TEXT } from '../commission-text.ts';
import { CARRIER_OPTIONS, PRODUCT_OPTIONS, SECTOR_OPTIONS } from './CommissionFiltersForm.tsx';

const { column, form } = COMMISSION_TEXT;
const SUPPLIER_OPTIONS = COMMISSION_SUPPLIERS.map((supplier) => ({
  value: supplier,
  label: SUPPLIER_LABELS[supplier],
}));

const SCOPE_OPTIONS = (['ALL', 'GROUP', 'AGENCY'] as const).map((scope) => ({
  value: scope,
  label: form.scopes[scope],
}));

/** Whom a rule is for: every agency, a group (chosen from the back office's groups) or one agency (by its id). */
function RuleScopeFields(props: RuleFieldsProps) {
  const groups = useAgencyGroups();
  const field = (name: RuleTextName) => bindField(props, name);
  const { scope } = props.draft;
  const options = (groups.data ?? []).map((group) => ({ value: String(group.id), label: group.name }));
  return (
    <>
      <SelectField label={form.scope} required data={SCOPE_OPTIONS} {...field('scope')} />
      {scope === 'GROUP' && (
        <SelectField
          label={form.agencyGroupId}
          description={options.length === 0 && groups.isSuccess ? form.noGroups : form.groupHint}
          required
          data={[{ value: '', label: '' }, ...options]}
          {...field('agencyGroupId')}
        />
      )}
      {scope === 'AGENCY' && (
        <TextField
          label={form.agencyId}
          description={form.agencyHint}
          required
          inputMode="numeric"
          maxLength={10}
          autoComplete="off"
          {...field('agencyId')}
        />
      )}
    </>
  );
}

/** What a rule applies to: supplier, product, carrier (flights only), sector, agency, dates, and its priority. */
export function RuleMatchFields(props: RuleFieldsProps) {
  const field = (name: RuleTextName) => bindField(props, name);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      <SelectField label={column.supplier} required data={SUPPLIER_OPTIONS} {...field('supplier')} />
      <SelectField label={column.product} required data={PRODUCT_OPTIONS} {...field('product')} />
      {props.draft.product === 'FLIGHT' && (
        <SelectField
          label={column.carrier}
          description={form.carrierHint}
          data={[{ value: '', label: COMMISSION_TEXT.allCarriers }, ...CARRIER_OPTIONS]}
          {...field('carrier')}
        />
      )}
      <SelectField
        label={column.serviceType}
        data={[{ value: '', label: COMMISSION_TEXT.allSectors }, ...SECTOR_OPTIONS]}
        {...field('sector')}
      />
      <TextField
        label={column.priority}
        description={form.priorityHint}
        required
        inputMode="numeric"
        maxLength={String(COMMISSION_LIMITS.maxPriority).length}
        autoComplete="off"
        {...field('priority')}
      />
      <RuleScopeFields {...props} />
      <TextField label={form.validFrom} type="date" required {...field('validFrom')} />
      <TextField
        label={form.validTo}
        description={form.validToHint}
        type="date"
        min={props.draft.validFrom || undefined}
        {...field('validTo')}
      />
    </SimpleGrid>
  );
}
