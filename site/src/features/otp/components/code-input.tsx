import { useState, type ClipboardEvent } from 'react';

import { limits, sanitizeOtp } from '@agency/contract';

import { color, radius } from '../../../config/theme';

/** What the input keeps of typed, pasted or autofilled text: letters and digits, six at most, upper case. */
export const cleanCode = (input: string) => sanitizeOtp(input).toUpperCase();

interface CodeInputProps {
  id: string;
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
}

/**
 * Six slots over one real input: typing, pasting and the phone's one-time-code autofill
 * all land in the same field, and assistive technology sees one labelled text box.
 */
export function CodeInput({ id, value, onChange, onBlur, describedBy, invalid, disabled }: CodeInputProps) {
  const [focused, setFocused] = useState(false);
  const active = Math.min(value.length, limits.otpLength - 1);

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    onChange(cleanCode(event.clipboardData.getData('text')));
  };

  return (
    <div css={{ position: 'relative', display: 'grid', gridTemplateColumns: `repeat(${limits.otpLength}, minmax(0, 56px))`, gap: 'clamp(6px, 2vw, 12px)', justifyContent: 'center' }}>
      {Array.from({ length: limits.otpLength }, (_, index) => (
        <span
          key={index}
          aria-hidden="true"
          data-slot={index}
          css={{
            height: 64,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 28,
            fontWeight: 700,
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
            color: color.ink,
            background: color.surface,
            borderRadius: radius.sm,
            border: `2px solid ${invalid ? color.danger : focused && index === active ? color.brand : color.muted}`,
            boxShadow: focused && index === active ? `0 0 0 3px ${color.accent}` : 'none',
          }}
        >
          {value[index] ?? ''}
        </span>
      ))}
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(cleanCode(event.target.value))}
        onPaste={onPaste}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          onBlur?.();
        }}
        disabled={disabled}
        autoComplete="one-time-code"
        inputMode="text"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        css={{ position: 'absolute', inset: 0, width: '100%', height: '100%', opacity: 0, fontSize: 16, cursor: 'text' }}
      />
    </div>
  );
}
