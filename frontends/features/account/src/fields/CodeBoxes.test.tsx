/** @jest-environment jsdom */
import { setupAccountTexts } from '../testing';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { CodeBoxes } from './CodeBoxes';

function Harness({ error }: { error?: string }) {
  const [code, setCode] = useState('');
  return (
    <>
      <CodeBoxes legend="6-digit code" value={code} onChange={setCode} error={error} />
      <output data-testid="code">{code}</output>
    </>
  );
}

const box = (n: number) => screen.getByLabelText(`Digit ${n} of 6`) as HTMLInputElement;
const digits = () => [1, 2, 3, 4, 5, 6].map((n) => box(n).value).join('');

beforeAll(async () => {
  await setupAccountTexts();
});

describe('CodeBoxes (6-digit verification code)', () => {
  it('renders six labelled numeric boxes, the first offering one-time-code autofill', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: '6-digit code' })).toBeTruthy();
    for (let n = 1; n <= 6; n++) expect(box(n).getAttribute('inputmode')).toBe('numeric');
    expect(box(1).getAttribute('autocomplete')).toBe('one-time-code');
    expect(box(2).getAttribute('autocomplete')).toBe('off');
  });

  it('pasting a 6-digit code fills all six boxes', () => {
    render(<Harness />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => ' 482 913 ' } });
    expect(digits()).toBe('482913');
    expect(screen.getByTestId('code').textContent).toBe('482913');
    expect(document.activeElement).toBe(box(6));
  });

  it('pasting the whole code into a later box still fills from the first', () => {
    render(<Harness />);
    fireEvent.paste(box(4), { clipboardData: { getData: () => '123456' } });
    expect(digits()).toBe('123456');
  });

  it('a whole code typed into one box (autofill, keyboard insert) spreads over the boxes', () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: '654321' } });
    expect(digits()).toBe('654321');
  });

  it('typing moves to the next box, Backspace on an empty box clears the one before', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('12a3');
    expect(digits()).toBe('123');
    expect(document.activeElement).toBe(box(4));
    await user.keyboard('{Backspace}');
    expect(digits()).toBe('12');
    expect(document.activeElement).toBe(box(3));
    expect(screen.getByTestId('code').textContent).toBe('12');
  });

  it('ties the error to every box', () => {
    render(<Harness error="OTP must be 6 digits" />);
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe('OTP must be 6 digits');
    expect(box(1).getAttribute('aria-invalid')).toBe('true');
    expect(box(1).getAttribute('aria-describedby')).toBe(message.id);
  });
});
