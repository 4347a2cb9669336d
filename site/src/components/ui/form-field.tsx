import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';

import { color, radius } from '../../config/theme';

const control = {
  width: '100%',
  padding: '12px 14px',
  fontSize: 16,
  color: color.ink,
  background: color.surface,
  border: `1.5px solid ${color.muted}`,
  borderRadius: radius.sm,
  '&[aria-invalid="true"]': { borderColor: color.danger },
  '&:focus-visible': { outline: `3px solid ${color.accent}`, outlineOffset: 1, borderColor: color.brand },
} as const;

type FieldProps = { label: string; name: string; error?: string } & (
  | ({ multiline?: false } & InputHTMLAttributes<HTMLInputElement>)
  | ({ multiline: true } & TextareaHTMLAttributes<HTMLTextAreaElement>)
);

/** A labelled input or textarea whose error is announced and tied to it. */
export function FormField({ label, name, error, ...props }: FieldProps) {
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  const shared = { id, name, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined, css: control };
  return (
    <div css={{ display: 'grid', gap: 6 }}>
      <label htmlFor={id} css={{ fontWeight: 600, color: color.ink }}>
        {label}
      </label>
      {props.multiline ? (
        <textarea {...shared} {...withoutMultiline(props)} css={{ ...control, resize: 'vertical' }} />
      ) : (
        <input {...shared} {...withoutMultiline(props)} />
      )}
      <p id={errorId} aria-live="polite" css={{ margin: 0, minHeight: '1.5em', fontSize: 14, color: color.danger }}>
        {error}
      </p>
    </div>
  );
}

function withoutMultiline<T extends { multiline?: boolean }>({ multiline: _multiline, ...rest }: T) {
  return rest;
}
