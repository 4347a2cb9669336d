/** Design tokens. Colours are checked for WCAG AA contrast on the backgrounds they are used on. */
export const color = {
  brand: '#4c1d95',
  brandStrong: '#3b0f7a',
  brandSoft: '#ede9fe',
  accent: '#f59e0b',
  ink: '#1e1b4b',
  text: '#312e48',
  muted: '#57536e',
  line: '#e4e0f0',
  surface: '#ffffff',
  page: '#faf9ff',
  dark: '#14102b',
  onDark: '#f5f3ff',
  onDarkMuted: '#c9c3e6',
  danger: '#b42318',
  success: '#067647',
} as const;

export const breakpoint = { sm: 600, md: 900, lg: 1200 } as const;
export const mq = {
  sm: `@media (min-width: ${breakpoint.sm}px)`,
  md: `@media (min-width: ${breakpoint.md}px)`,
  lg: `@media (min-width: ${breakpoint.lg}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export const font = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
} as const;

export const radius = { sm: '8px', md: '14px', lg: '22px', pill: '999px' } as const;
export const headerHeight = 68;
