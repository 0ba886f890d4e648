import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../i18n/i18n.ts';
import { LanguageSelect } from './LanguageSelect.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the language in the header', () => {
  it('offers each language in itself, shows the saved one, and saves a choice before loading the page again', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    const reload = vi.fn();
    render(
      <MantineProvider theme={tripsetuTheme}>
        <LanguageSelect reload={reload} />
      </MantineProvider>,
    );
    const select = screen.getByLabelText('Language') as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(['English', 'हिन्दी', 'العربية']);
    expect(select.value).toBe('hi');
    fireEvent.change(select, { target: { value: 'ar' } });
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    expect(reload).toHaveBeenCalledOnce();
  });
});
