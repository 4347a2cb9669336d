import { css } from '@emotion/react';

import { color, font, headerHeight } from '../config/theme';

export const globalStyles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    scroll-behavior: smooth;
    scroll-padding-top: ${headerHeight + 16}px;
    -webkit-text-size-adjust: 100%;
  }
  @media (prefers-reduced-motion: reduce) {
    html {
      scroll-behavior: auto;
    }
  }
  body {
    margin: 0;
    font-family: ${font.body};
    font-size: 16px;
    line-height: 1.6;
    color: ${color.text};
    background: ${color.page};
  }
  h1,
  h2,
  h3,
  h4 {
    color: ${color.ink};
    line-height: 1.2;
    margin: 0 0 0.5em;
    /* No word left alone on a heading's last line, at any width. */
    text-wrap: balance;
  }
  p {
    margin: 0 0 1em;
  }
  img {
    max-width: 100%;
    display: block;
  }
  a {
    color: ${color.brand};
  }
  button,
  input,
  textarea {
    font: inherit;
  }
  :focus-visible {
    outline: 3px solid ${color.accent};
    outline-offset: 2px;
  }
  /* Component styles set display; the hidden attribute must still win. */
  [hidden] {
    display: none !important;
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;
