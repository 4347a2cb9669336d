import type { ReactNode } from 'react';

/** The page's column: 1200 px at most, with side padding that keeps 320 px screens readable. */
export function Container({ children, as: Tag = 'div', id }: { children: ReactNode; as?: 'div' | 'section' | 'main' | 'footer'; id?: string }) {
  return (
    <Tag id={id} css={{ maxWidth: 1200, margin: '0 auto', padding: '0 clamp(16px, 4vw, 32px)' }}>
      {children}
    </Tag>
  );
}
