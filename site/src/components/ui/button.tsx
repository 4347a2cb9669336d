import type { ButtonHTMLAttributes } from 'react';

import { color, radius } from '../../config/theme';

export const buttonStyle = (variant: 'primary' | 'secondary' | 'light' = 'primary') => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  minHeight: 44,
  padding: '10px 22px',
  borderRadius: radius.pill,
  border: `2px solid ${variant === 'secondary' ? color.brand : 'transparent'}`,
  background: variant === 'primary' ? color.brand : variant === 'light' ? color.surface : 'transparent',
  color: variant === 'primary' ? '#fff' : color.brand,
  fontWeight: 700,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background 0.2s, transform 0.2s',
  '&:hover:not(:disabled)': { background: variant === 'primary' ? color.brandStrong : color.brandSoft },
  '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
});

export function Button({ variant = 'primary', type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'secondary' | 'light' }) {
  return <button type={type} css={buttonStyle(variant)} {...props} />;
}
