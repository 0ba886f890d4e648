import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand.ts';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { SearchSelectField } from './SearchSelectField.tsx';
import { tripsetuTheme } from './theme.tsx';

// matchMedia and ResizeObserver come from test-setup.ts (the ui project's setupFiles).
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const withTheme = (ui: ReactNode) =>
  render(
    <MantineProvider theme={tripsetuTheme} env="test">
      {ui}
    </MantineProvider>,
  );

let loadCalls = 0;
const useThing = onDemand(async () => {
  loadCalls += 1;
  if (loadCalls === 1) throw new Error('offline');
  return { answer: 42 };
});

function Probe() {
  const [thing, load] = useThing();
  return (
    <button type="button" onClick={() => void load()}>
      {thing ? `loaded ${thing.answer}` : 'not yet'}
    </button>
  );
}

describe('onDemand', () => {
  it('loads once for every caller, and tries again after a failed load', async () => {
    withTheme(
      <>
        <Probe />
        <Probe />
      </>,
    );
    const [first] = screen.getAllByRole('button');
    await act(async () => fireEvent.click(first as HTMLElement));
    expect(screen.getAllByRole('button', { name: 'not yet' })).toHaveLength(2);
    await act(async () => fireEvent.click(first as HTMLElement));
    expect(screen.getAllByRole('button', { name: 'loaded 42' }).length).toBeGreaterThanOrEqual(1);
    await act(async () => fireEvent.click(screen.getAllByRole('button')[1] as HTMLElement));
    expect(screen.getAllByRole('button', { name: 'loaded 42' })).toHaveLength(2);
    expect(loadCalls).toBe(2);
  });
});

function Destination() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <SearchSelectField
        label="Destination"
        data={['Goa', 'Kerala', { value: 'LEH', label: 'Ladakh' }]}
        value={value}
        onChange={setValue}
        placeholder="Where do you want to go?"
        required
      />
      <output>{value ?? 'none'}</output>
    </>
  );
}

describe('SearchSelectField', () => {
  it('keeps what was typed before its list arrived, then offers the matches and takes a choice', async () => {
    withTheme(<Destination />);
    const lookAlike = screen.getByRole('combobox', { name: /Destination/ });
    expect(lookAlike.getAttribute('placeholder')).toBe('Where do you want to go?');
    fireEvent.change(lookAlike, { target: { value: 'Ker' } });
    fireEvent.focus(lookAlike);
    const option = await screen.findByRole('option', { name: 'Kerala' });
    const real = screen.getByRole('combobox', { name: /Destination/ }) as HTMLInputElement;
    expect(real.value).toBe('Ker');
    expect(document.activeElement).toBe(real);
    expect(screen.queryByRole('option', { name: 'Goa' })).toBeNull();
    fireEvent.click(option);
    expect(screen.getByText('Kerala', { selector: 'output' })).toBeTruthy();
  });

  it('shows a chosen value by its label before and after the list arrives', async () => {
    withTheme(
      <SearchSelectField
        label="Destination"
        data={[{ value: 'LEH', label: 'Ladakh' }]}
        value="LEH"
        onChange={() => {}}
      />,
    );
    const field = () => screen.getByRole('combobox', { name: 'Destination' }) as HTMLInputElement;
    expect(field().value).toBe('Ladakh');
    fireEvent.focus(field());
    // The real select keeps its value in a hidden input; the look-alike has none.
    await waitFor(() => expect(document.querySelector('input[type="hidden"][value="LEH"]')).not.toBeNull());
    expect(field().value).toBe('Ladakh');
  });
});

function Thrower({ at }: { at: string }): ReactNode {
  if (at === '/broken') throw new Error('page broke');
  return <p>page at {at}</p>;
}

describe('RouteErrorBoundary', () => {
  it('shows its fallback for a page that throws, and the next address draws again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = (at: string) => (
      <RouteErrorBoundary resetKey={at} fallback={(error) => <p>fallback: {String(error)}</p>}>
        <Thrower at={at} />
      </RouteErrorBoundary>
    );
    const { rerender } = render(page('/broken'));
    expect(screen.getByText('fallback: Error: page broke')).toBeTruthy();
    rerender(page('/broken'));
    expect(screen.getByText('fallback: Error: page broke')).toBeTruthy();
    rerender(page('/search'));
    expect(screen.getByText('page at /search')).toBeTruthy();
  });
});
