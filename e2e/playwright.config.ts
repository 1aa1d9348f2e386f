import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium: Playwright never downloads a browser here (see docs/architecture.md §8).
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    '--disable-dev-shm-usage',
  ],
};

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'es-CO',
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [{ name: 'escritorio', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
});
