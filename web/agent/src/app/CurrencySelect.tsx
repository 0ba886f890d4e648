import { CURRENCIES, type CurrencyCode } from '@tripsetu/domain/currencies.ts';
import { useId } from 'react';
import { t } from '../i18n/i18n.ts';
import { saveCurrency, useDisplayCurrency } from '../lib/display-currency.ts';

/**
 * The display currency, chosen in the header on every signed-in page (issue 25, decision 041): a native select, so
 * that a phone offers its own picker and the keyboard works as everywhere.
 */
export function CurrencySelect() {
  const id = useId();
  const code = useDisplayCurrency();
  return (
    <div className="currency-select">
      <label htmlFor={id}>{t('common.currency.label')}</label>
      <select id={id} value={code} onChange={(event) => saveCurrency(event.currentTarget.value as CurrencyCode)}>
        {CURRENCIES.map((currency) => (
          <option key={currency.code} value={currency.code}>
            {`${currency.code} · ${currency.name}`}
          </option>
        ))}
      </select>
    </div>
  );
}
