import { afterEach, vi } from 'vitest';

// An unexpected console.error is a bug the test did not look for: fail the test that caused it.
const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0) throw new Error(`console.error inesperado: ${calls.map((c) => c.join(' ')).join('\n')}`);
});
