import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { OtpField, type OtpFieldProps } from './OtpField.tsx';

afterEach(cleanup);

function Typed(props: Partial<OtpFieldProps>) {
  const [otp, setOtp] = useState('');
  return <OtpField label="OTP" value={otp} onChange={setOtp} {...props} />;
}

const show = (props: Partial<OtpFieldProps> = {}) =>
  render(
    <MantineProvider>
      <Typed {...props} />
    </MantineProvider>,
  );

describe('OtpField', () => {
  it('keeps the digits of what is typed or pasted, six at most', () => {
    show();
    const input = screen.getByRole('textbox', { name: 'OTP' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '12 34-ab56789' } });
    expect(input.value).toBe('123456');
  });

  it('asks the phone for its number pad and the code the SMS brought, and is announced as required', () => {
    show();
    const input = screen.getByRole('textbox', { name: 'OTP' });
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('maxlength')).toBe('6');
    expect(input.getAttribute('aria-required')).toBe('true');
  });

  it('shows where the code went, a hint under it, the asterisk when asked, and the error', () => {
    show({
      description: 'Sent to +91 98•••••210',
      hint: <p>Demo: read your OTP in the outbox</p>,
      withAsterisk: true,
      error: 'Please enter the 6-digit OTP',
    });
    expect(screen.getByText('Sent to +91 98•••••210')).toBeTruthy();
    expect(screen.getByText('Demo: read your OTP in the outbox')).toBeTruthy();
    expect(screen.getByText('*')).toBeTruthy();
    const input = screen.getByRole('textbox', { name: /OTP/ });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter the 6-digit OTP')).toBeTruthy();
  });
});
