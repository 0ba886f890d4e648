import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PriceChangedDialog, type PriceChangedText } from './PriceChangedDialog.tsx';

afterEach(cleanup);

const TEXT: PriceChangedText = {
  title: 'Price changed',
  old: 'Old price',
  new: 'New price',
  difference: 'Difference',
  reason: 'Why',
  repriced: 'Worked out again.',
  cancel: 'Cancel',
  continue: 'Continue',
};

function show(change: { oldTotalPaise: number; newTotalPaise: number; reason: string } | null, onDismiss?: () => void) {
  const onContinue = vi.fn();
  const onCancel = vi.fn();
  render(
    <MantineProvider>
      <PriceChangedDialog
        change={change}
        text={TEXT}
        onContinue={onContinue}
        onCancel={onCancel}
        onDismiss={onDismiss}
      />
    </MantineProvider>,
  );
  return { onContinue, onCancel };
}

describe('PriceChangedDialog', () => {
  it('shows both fares, the difference and why, and Continue or Cancel answer', async () => {
    const { onContinue, onCancel } = show({ oldTotalPaise: 500_000, newTotalPaise: 560_000, reason: 'Seats sold' });
    const dialog = await screen.findByRole('dialog', { name: 'Price changed' });
    expect(within(dialog).getByText('₹5,000')).toBeTruthy();
    expect(within(dialog).getByText('₹5,600')).toBeTruthy();
    expect(within(dialog).getByText('+₹600')).toBeTruthy();
    expect(within(dialog).getByText(/Seats sold/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('says the fare was worked out again when no reason came, and stays shut without a change', async () => {
    show({ oldTotalPaise: 500_000, newTotalPaise: 450_000, reason: '' });
    const dialog = await screen.findByRole('dialog', { name: 'Price changed' });
    expect(within(dialog).getByText(/Worked out again\./)).toBeTruthy();
    expect(within(dialog).getByText('-₹500')).toBeTruthy();
    cleanup();
    show(null);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
