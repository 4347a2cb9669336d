import { vi } from 'vitest';

/**
 * Outside production react-admin logs every rejected data provider call with
 * console.error, and the test setup fails a test on any console.error. A test that
 * makes a call fail on purpose takes exactly those logs (the error objects it
 * throws) out of the count, and checks they happened; anything else still fails.
 */
export function expectLoggedErrors(...expected: unknown[]) {
  const spy = vi.spyOn(console, 'error');
  for (const error of expected) {
    spy.mockImplementationOnce((...args: unknown[]) => {
      if (args[0] !== error) throw new Error(`unexpected console.error: ${args.map(String).join(' ')}`);
    });
  }
  return spy;
}
