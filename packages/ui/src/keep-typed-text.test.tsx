import { act } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { keepTypedText } from './hydration.ts';

/** A controlled field, as the sign-in form's; `redraw` draws it once more after hydrating (as Mantine's ids did). */
function UserId({ redraw = false }: { redraw?: boolean }) {
  const [value, setValue] = useState('');
  const [, setDrawn] = useState(0);
  useEffect(() => {
    if (redraw) setDrawn(1);
  }, [redraw]);
  return (
    <form>
      <label htmlFor="user-id">User ID</label>
      <input id="user-id" value={value} onChange={(event) => setValue(event.target.value)} />
      <output>{value}</output>
    </form>
  );
}

/** What a visitor does on a slow phone: types before the page's code has arrived. */
function typeBeforeCode(container: HTMLElement, text: string) {
  const field = container.querySelector('input') as HTMLInputElement;
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const containers: HTMLElement[] = [];
afterEach(() => {
  for (const container of containers.splice(0)) container.remove();
});

async function hydrateTyped(redraw: boolean): Promise<HTMLElement> {
  const container = document.createElement('div');
  containers.push(container);
  document.body.append(container);
  container.innerHTML = renderToString(<UserId redraw={redraw} />);
  const retype = keepTypedText(container);
  typeBeforeCode(container, 'owner@skyways.in');
  await act(async () => {
    hydrateRoot(container, <UserId redraw={redraw} />);
  });
  await act(async () => retype());
  return container;
}

describe('keepTypedText (decision 018)', () => {
  it("hands React the text typed before hydration when the field still shows it and React's state is empty", async () => {
    const container = await hydrateTyped(false);
    expect((container.querySelector('input') as HTMLInputElement).value).toBe('owner@skyways.in');
    expect(container.querySelector('output')?.textContent).toBe('owner@skyways.in');
  });

  it('types the text again when a draw after hydration emptied the field', async () => {
    const container = await hydrateTyped(true);
    expect((container.querySelector('input') as HTMLInputElement).value).toBe('owner@skyways.in');
    expect(container.querySelector('output')?.textContent).toBe('owner@skyways.in');
  });
});
