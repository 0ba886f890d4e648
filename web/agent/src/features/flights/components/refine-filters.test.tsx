import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_REFINE, type RefineState } from '../refine.ts';
import { RefineFilters } from './RefineFilters.tsx';

afterEach(cleanup);

const facets = {
  airlines: [],
  stops: [],
  departureBands: [],
  price: { minPaise: 431_000, maxPaise: 1_290_000 },
};

function draw(refine: RefineState, onChange = vi.fn()) {
  render(
    <MantineProvider theme={tripsetuTheme}>
      <RefineFilters facets={facets} refine={refine} onChange={onChange} />
    </MantineProvider>,
  );
  return onChange;
}

describe('the price ceiling slider', () => {
  it('tells screen readers rupees, not paise', () => {
    draw(NO_REFINE);
    const slider = screen.getByRole('slider', { name: 'Maximum price' });
    expect(slider.getAttribute('aria-valuenow')).toBe('12900');
    expect(slider.getAttribute('aria-valuemin')).toBe('4300');
    expect(slider.getAttribute('aria-valuetext')).toBe(formatRupees(1_290_000));
  });

  it('moves in ₹100 steps and filters in paise', () => {
    const onChange = draw({ ...NO_REFINE, maxPricePaise: 900_000 });
    const slider = screen.getByRole('slider', { name: 'Maximum price' });
    expect(slider.getAttribute('aria-valuenow')).toBe('9000');
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_REFINE, maxPricePaise: 890_000 });
  });
});
