import { describe, expect, it } from 'vitest';
import {
  GATEWAY_CONFIRMATION_CHARGE_PAISE,
  gatewayAmountError,
  gatewayTotalPaise,
  moreThanDueMessage,
  PAYMENT_MSG,
} from './payments.ts';
import { WALLET_MSG, WALLET_MSG_DECIDED } from './wallet.ts';

describe('the §9 confirmation charge', () => {
  it('is ₹1 on top of the amount', () => {
    expect(GATEWAY_CONFIRMATION_CHARGE_PAISE).toBe(100);
    expect(gatewayTotalPaise(1000_00)).toBe(1001_00);
    expect(gatewayTotalPaise(2500_25)).toBe(2501_25);
  });
});

describe('gateway amounts', () => {
  it('follows the deposit rules for a wallet top-up, whatever the due', () => {
    expect(gatewayAmountError('WALLET_TOPUP', '', 0)).toBe(WALLET_MSG.amountPositive);
    expect(gatewayAmountError('WALLET_TOPUP', '0', 0)).toBe(WALLET_MSG.amountZero);
    expect(gatewayAmountError('WALLET_TOPUP', '999.99', 5000_00)).toBe(WALLET_MSG.amountMinimum);
    expect(gatewayAmountError('WALLET_TOPUP', '1000', 0)).toBeNull();
    expect(gatewayAmountError('WALLET_TOPUP', '1,00,000.50', 0)).toBeNull();
    expect(gatewayAmountError('WALLET_TOPUP', '10.001', 0)).toBe(WALLET_MSG_DECIDED.amountInvalid);
  });

  it('lets the due be paid in part or whole, never more, without the ₹1,000 minimum', () => {
    expect(gatewayAmountError('DUE_PAYMENT', '100', 0)).toBe(PAYMENT_MSG.nothingDue);
    expect(gatewayAmountError('DUE_PAYMENT', '', 500_00)).toBe(WALLET_MSG.amountPositive);
    expect(gatewayAmountError('DUE_PAYMENT', '  ', 500_00)).toBe(WALLET_MSG.amountPositive);
    expect(gatewayAmountError('DUE_PAYMENT', undefined, 500_00)).toBe(WALLET_MSG.amountPositive);
    expect(gatewayAmountError('DUE_PAYMENT', '0.00', 500_00)).toBe(WALLET_MSG.amountZero);
    expect(gatewayAmountError('DUE_PAYMENT', 'abc', 500_00)).toBe(WALLET_MSG_DECIDED.amountInvalid);
    expect(gatewayAmountError('DUE_PAYMENT', '0.01', 500_00)).toBeNull();
    expect(gatewayAmountError('DUE_PAYMENT', '500', 500_00)).toBeNull();
    expect(gatewayAmountError('DUE_PAYMENT', 500, 500_00)).toBeNull();
    expect(gatewayAmountError('DUE_PAYMENT', '500.01', 500_00)).toBe(moreThanDueMessage(500_00));
    expect(moreThanDueMessage(2500_25)).toBe('Amount cannot be more than the due of ₹2,500.25');
  });
});
