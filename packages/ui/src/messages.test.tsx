import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckboxField } from './CheckboxField.tsx';
import { setMessageTranslator } from './messages.ts';
import { SelectField } from './SelectField.tsx';
import { TextField } from './TextField.tsx';
import { tripsetuTheme } from './theme.tsx';

afterEach(() => {
  cleanup();
  setMessageTranslator((message) => message);
});

const SAID: Record<string, string> = { 'Please select title': 'कृपया संबोधन चुनें' };

describe('the fields say the domain’s messages in the site’s language', () => {
  it('shows a known message translated and an unknown one as written', () => {
    setMessageTranslator((message) => SAID[message] ?? message);
    render(
      <MantineProvider theme={tripsetuTheme}>
        <SelectField label="Title" data={[]} value="" onChange={() => {}} error="Please select title" />
        <TextField label="First name" value="" onChange={() => {}} error="First name should be at least 2 characters" />
        <CheckboxField label="I agree" value={false} onChange={() => {}} error="Please select title" />
      </MantineProvider>,
    );
    expect(screen.getAllByText('कृपया संबोधन चुनें')).toHaveLength(2);
    expect(screen.getByText('First name should be at least 2 characters')).toBeTruthy();
    expect(screen.queryByText('Please select title')).toBeNull();
  });
});
