// Setup for the front ends' component tests (jsdom): Testing Library matchers,
// a clean DOM after each test, and any console.error fails the test that caused it.
import '@testing-library/jest-dom/vitest';

import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

const consoleErrors: unknown[][] = [];

vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  consoleErrors.push(args);
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  const errors = consoleErrors.splice(0);
  if (errors.length > 0) {
    throw new Error(`console.error was called:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});
