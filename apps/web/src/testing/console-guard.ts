/**
 * An unexpected `console.error` fails the test (vitest.setup.ts checks this after each test). A test that provokes
 * one on purpose calls `allowConsoleErrors()` first.
 */
export const consoleGuard = {
  errors: [] as unknown[][],
  allowed: false,
  reset() {
    this.errors = [];
    this.allowed = false;
  },
};

export function allowConsoleErrors(): void {
  consoleGuard.allowed = true;
}
