import { Card, SimpleGrid } from '@mantine/core';
import { CARRIERS } from '@tripsetu/domain/carriers.ts';
import {
  COMMISSION_PRODUCTS,
  type CommissionFilters,
  type CommissionProduct,
  PRODUCT_LABELS,
  SECTOR_LABELS,
  SECTORS,
  type Sector,
} from '@tripsetu/domain/commissions.ts';
import { SelectField } from '@tripsetu/ui/SelectField';
import { COMMISSION_TEXT } from '../commission-text.ts';

/** The filters as chosen: '' for All. */
export interface FilterChoice {
  carrier: string;
  sector: Sector | '';
  product: CommissionProduct | '';
}

export const NO_FILTERS: FilterChoice = { carrier: '', sector: '', product: '' };

/** The query the API takes: a filter left at All is not sent. */
export function filtersOf(choice: FilterChoice): CommissionFilters {
  return {
    ...(choice.carrier ? { carrier: choice.carrier } : {}),
    ...(choice.sector ? { sector: choice.sector } : {}),
    ...(choice.product ? { product: choice.product } : {}),
  };
}

const ALL = { value: '', label: COMMISSION_TEXT.all };

export const CARRIER_OPTIONS = [...CARRIERS]
  .sort((a, b) => a.name.localeCompare(b.name))
  .map((carrier) => ({ value: carrier.code, label: `${carrier.name} (${carrier.code})` }));
export const SECTOR_OPTIONS = SECTORS.map((sector) => ({ value: sector, label: SECTOR_LABELS[sector] }));
export const PRODUCT_OPTIONS = COMMISSION_PRODUCTS.map((product) => ({
  value: product,
  label: PRODUCT_LABELS[product],
}));

/** Carrier, service type and product, each applied as soon as it is chosen. */
export function CommissionFiltersForm({
  value,
  onChange,
}: {
  value: FilterChoice;
  onChange: (next: FilterChoice) => void;
}) {
  const set = (name: keyof FilterChoice) => (chosen: string) => onChange({ ...value, [name]: chosen });
  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form aria-label={COMMISSION_TEXT.filtersLabel} onSubmit={(event) => event.preventDefault()}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <SelectField
            label={COMMISSION_TEXT.column.carrier}
            data={[ALL, ...CARRIER_OPTIONS]}
            value={value.carrier}
            onChange={set('carrier')}
          />
          <SelectField
            label={COMMISSION_TEXT.column.serviceType}
            data={[ALL, ...SECTOR_OPTIONS]}
            value={value.sector}
            onChange={set('sector')}
          />
          <SelectField
            label={COMMISSION_TEXT.column.product}
            data={[ALL, ...PRODUCT_OPTIONS]}
            value={value.product}
            onChange={set('product')}
          />
        </SimpleGrid>
      </form>
    </Card>
  );
}
