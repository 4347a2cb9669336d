import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { cleanCode, CodeInput } from './code-input';

function Harness() {
  const [code, setCode] = useState('');
  return (
    <>
      <label htmlFor="code">Verification code</label>
      <CodeInput id="code" value={code} onChange={setCode} />
    </>
  );
}

const input = () => screen.getByLabelText('Verification code');
const slots = (container: HTMLElement) => [...container.querySelectorAll('[data-slot]')].map((slot) => slot.textContent);

describe('code input', () => {
  it('keeps letters and digits only, at most six, in upper case', () => {
    expect(cleanCode('ab-3 d!e9z7')).toBe('AB3DE9');
    expect(cleanCode(' 12 34 ')).toBe('1234');
    expect(cleanCode('??')).toBe('');
  });

  it('is one text box for one-time-code autofill, drawn as six slots', () => {
    const { container } = render(<Harness />);
    expect(input()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(container.querySelectorAll('[data-slot]')).toHaveLength(6);
  });

  it('strips other characters as they are typed and stops at six', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    await user.type(input(), 'a1-b 2#c3d4');
    expect(input()).toHaveValue('A1B2C3');
    expect(slots(container)).toEqual(['A', '1', 'B', '2', 'C', '3']);
  });

  it('takes a pasted code in one go, cleaned', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(input());
    await user.paste('  x7k-2qp ');
    expect(input()).toHaveValue('X7K2QP');
  });

  it('takes an autofilled value (a change with the whole code), cleaned', () => {
    render(<Harness />);
    fireEvent.change(input(), { target: { value: 'q9 w8 e7 r6' } });
    expect(input()).toHaveValue('Q9W8E7');
  });
});
