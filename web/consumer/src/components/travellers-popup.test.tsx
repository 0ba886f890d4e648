import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MSG_DECIDED } from '@tripsetu/domain/messages.ts';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { afterEach, describe, expect, it } from 'vitest';
import { TravellersPopup } from './TravellersPopup.tsx';

const oneAdult = { numadults: 1, numchildren: 0, numinfants: 0 };

function renderPopup(props: Partial<Parameters<typeof TravellersPopup>[0]> = {}) {
  return render(
    <MantineProvider theme={tripsetuTheme} env="test">
      <TravellersPopup value={oneAdult} onChange={() => {}} {...props} />
    </MantineProvider>,
  );
}

/** The element the "Travellers" label's `for` names (Chromium reports a label naming nothing as an issue). */
function labelled(container: HTMLElement) {
  const label = container.querySelector('label');
  const target = label?.htmlFor ? container.ownerDocument.getElementById(label.htmlFor) : null;
  return { label, target };
}

describe('TravellersPopup', () => {
  afterEach(cleanup);

  it('has its label name the button it shows, before and after the dropdown is opened', async () => {
    const { container } = renderPopup();
    const button = screen.getByRole('button', { name: /^Travellers 1 Adult/ });
    expect(labelled(container).target).toBe(button);

    fireEvent.click(button);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Travellers/ }).getAttribute('aria-expanded')).toBe('true'),
    );
    expect(labelled(container).target).toBe(screen.getByRole('button', { name: /^Travellers/ }));
  });

  it('is described by its error when it shows one', () => {
    renderPopup({ value: { numadults: 1, numchildren: 0, numinfants: 2 }, flagInfantsOver: true });
    const button = screen.getByRole('button', { name: /^Travellers/ });
    expect(button.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (button.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual([MSG_DECIDED.infantsOverAdults]);
  });
});
