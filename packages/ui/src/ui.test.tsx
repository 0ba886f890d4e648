import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppModal } from './AppModal.tsx';
import { ALERT_AUTO_HIDE_MS, AutoHideAlert } from './AutoHideAlert.tsx';
import { CheckboxField } from './CheckboxField.tsx';
import { ConfirmProvider, useConfirm } from './ConfirmDialog.tsx';
import { DateField } from './DateField.tsx';
import { FullScreenLoader } from './LoadingOverlay.tsx';
import { SelectField } from './SelectField.tsx';
import { isBlank, TextField } from './TextField.tsx';
import { tripsetuTheme } from './theme.tsx';

let viewportIsPhone = false;

beforeAll(() => {
  window.matchMedia = (query: string) =>
    ({
      matches: viewportIsPhone && query.includes('max-width: 599px'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  viewportIsPhone = false;
});

function renderWithTheme(ui: ReactNode) {
  return render(
    <MantineProvider theme={tripsetuTheme} env="test">
      {ui}
    </MantineProvider>,
  );
}

function ControlledName({ showErrorOnlyWhenBlank }: { showErrorOnlyWhenBlank: boolean }) {
  const [firstName, setFirstName] = useState('');
  return (
    <TextField
      label="First Name"
      value={firstName}
      onChange={setFirstName}
      required
      error="First name is required"
      showErrorOnlyWhenBlank={showErrorOnlyWhenBlank}
    />
  );
}

function ControlledTitle() {
  const [title, setTitle] = useState('');
  return (
    <SelectField
      label="Title"
      value={title}
      onChange={setTitle}
      placeholder="Select"
      data={[
        { value: 'Mr', label: 'Mr' },
        { value: 'Ms', label: 'Ms' },
      ]}
      required
      error="Title is required"
      showErrorOnlyWhenBlank
    />
  );
}

function CancelBookingButton({ onAnswer }: { onAnswer: (answer: boolean) => void }) {
  const confirm = useConfirm();
  return (
    <button
      type="button"
      onClick={async () => onAnswer(await confirm({ title: 'Cancel booking?', message: 'This cannot be undone.' }))}
    >
      Cancel booking
    </button>
  );
}

function ControlledDate() {
  const [journeyDate, setJourneyDate] = useState<string | null>(null);
  return <DateField label="Journey Date" value={journeyDate} onChange={setJourneyDate} minDate="2024-08-10" />;
}

describe('AutoHideAlert', () => {
  it('hides itself after 10 seconds', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderWithTheme(<AutoHideAlert variant="success" message="Booking saved" onClose={onClose} />);
    expect(screen.getByRole('alert').textContent).toContain('Booking saved');

    act(() => vi.advanceTimersByTime(ALERT_AUTO_HIDE_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps its 10 second timer when the parent re-renders with a new onClose', () => {
    vi.useFakeTimers();
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderWithTheme(<AutoHideAlert variant="error" message="Failed" onClose={first} />);
    act(() => vi.advanceTimersByTime(ALERT_AUTO_HIDE_MS / 2));
    rerender(
      <MantineProvider theme={tripsetuTheme} env="test">
        <AutoHideAlert variant="error" message="Failed" onClose={second} />
      </MantineProvider>,
    );
    act(() => vi.advanceTimersByTime(ALERT_AUTO_HIDE_MS / 2));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('closes when its Close button is clicked', () => {
    const onClose = vi.fn();
    renderWithTheme(<AutoHideAlert variant="warning" title="Heads up" message="Check dates" onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('FullScreenLoader', () => {
  it("shows 'Please Wait' only while visible", () => {
    const { rerender } = renderWithTheme(<FullScreenLoader visible />);
    expect(screen.getByRole('status').textContent).toContain('Please Wait');

    rerender(
      <MantineProvider theme={tripsetuTheme} env="test">
        <FullScreenLoader visible={false} />
      </MantineProvider>,
    );
    expect(screen.queryByText('Please Wait')).toBeNull();
  });
});

describe('TextField', () => {
  it('ties its label to the input', () => {
    renderWithTheme(<ControlledName showErrorOnlyWhenBlank />);
    const input = screen.getByRole('textbox', { name: 'First Name' });
    expect(screen.getByLabelText(/First Name/)).toBe(input);
  });

  it('hides the error once the value is not blank, and shows it again when blanked', () => {
    renderWithTheme(<ControlledName showErrorOnlyWhenBlank />);
    const input = screen.getByRole('textbox', { name: 'First Name' });
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(input, { target: { value: 'Asha' } });
    expect(screen.queryByText('First name is required')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();

    fireEvent.change(input, { target: { value: '   ' } });
    expect(screen.getByText('First name is required')).toBeTruthy();
  });

  it('keeps a parent error on a filled value unless asked to show it only when blank', () => {
    renderWithTheme(<ControlledName showErrorOnlyWhenBlank={false} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'First Name' }), { target: { value: 'Asha' } });
    expect(screen.getByText('First name is required')).toBeTruthy();
  });

  it('marks a required field on its label', () => {
    renderWithTheme(<TextField label="Email" value="" onChange={() => {}} required />);
    const label = screen.getByText('Email', { selector: 'label' });
    expect(label.textContent).toBe('Email *');
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-required')).toBe('true');
  });

  it('leaves an optional field unmarked', () => {
    renderWithTheme(<TextField label="Address" value="" onChange={() => {}} />);
    expect(screen.getByText('Address', { selector: 'label' }).textContent).toBe('Address');
  });

  it('treats empty, whitespace, null and undefined as blank', () => {
    expect([' ', '', null, undefined].every(isBlank)).toBe(true);
    expect(isBlank('a')).toBe(false);
    expect(isBlank(0)).toBe(false);
  });
});

describe('SelectField', () => {
  it('reports the chosen value and hides its error once something is chosen', () => {
    renderWithTheme(<ControlledTitle />);
    const select = screen.getByRole('combobox', { name: 'Title' }) as HTMLSelectElement;
    expect(screen.getByText('Title is required')).toBeTruthy();

    fireEvent.change(select, { target: { value: 'Ms' } });
    expect(select.value).toBe('Ms');
    expect(screen.queryByText('Title is required')).toBeNull();
  });
});

describe('CheckboxField', () => {
  it('is named by its label and reports the new checked state', () => {
    const onChange = vi.fn();
    renderWithTheme(<CheckboxField label="I accept the terms" value={false} onChange={onChange} required />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});

describe('AppModal', () => {
  it('offers Apply and Close in its footer', () => {
    const onApply = vi.fn();
    const onClose = vi.fn();
    renderWithTheme(
      <AppModal opened onClose={onClose} title="Filters" onApply={onApply}>
        Pick a price band
      </AppModal>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('useConfirm', () => {
  async function askAndAnswer(buttonName: 'Yes' | 'No') {
    const onAnswer = vi.fn();
    renderWithTheme(
      <ConfirmProvider>
        <CancelBookingButton onAnswer={onAnswer} />
      </ConfirmProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking?' });
    expect(dialog.textContent).toContain('This cannot be undone.');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: buttonName }));
    });
    return onAnswer;
  }

  it('resolves true when Yes is clicked', async () => {
    expect(await askAndAnswer('Yes')).toHaveBeenCalledWith(true);
  });

  it('resolves false when No is clicked', async () => {
    expect(await askAndAnswer('No')).toHaveBeenCalledWith(false);
  });
});

describe('DateField', () => {
  it('shows the value as DD/MM/YYYY', () => {
    renderWithTheme(<DateField label="Journey Date" value="2024-08-11" onChange={() => {}} />);
    expect(screen.getByLabelText('Journey Date').textContent).toBe('11/08/2024');
  });

  it('adds the weekday when asked', () => {
    renderWithTheme(<DateField label="Journey Date" value="2024-08-11" onChange={() => {}} showWeekday />);
    expect(screen.getByLabelText('Journey Date').textContent).toBe('Sun, 11/08/2024');
  });

  it('on a phone opens full screen with 12 stacked months and closes once a date is picked', async () => {
    viewportIsPhone = true;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-08-01T10:00:00'));
    renderWithTheme(<ControlledDate />);
    fireEvent.click(screen.getByLabelText('Journey Date'));

    const calendar = await screen.findByRole('dialog');
    expect(calendar.querySelector('.tripsetu-months-stack')).not.toBeNull();
    expect(calendar.querySelectorAll('table')).toHaveLength(12);

    const beforeMin = within(calendar).getByRole('button', { name: '9 August 2024' });
    expect(beforeMin.hasAttribute('disabled') || beforeMin.getAttribute('data-disabled') === 'true').toBe(true);

    fireEvent.click(within(calendar).getByRole('button', { name: '15 August 2024' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Journey Date').textContent).toBe('15/08/2024');
  });

  it('on a wider screen opens a single month', async () => {
    renderWithTheme(<DateField label="Journey Date" value="2024-08-11" onChange={() => {}} />);
    fireEvent.click(screen.getByLabelText('Journey Date'));
    await screen.findByRole('dialog');
    expect(document.querySelectorAll('table')).toHaveLength(1);
  });
});
