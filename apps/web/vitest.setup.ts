import '@testing-library/jest-dom/vitest';
import { installSpanishErrors } from '@academia/shared';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { consoleGuard } from './src/testing/console-guard';
import { setScreenSize } from './src/testing/match-media';
import { installResizeObserverShim } from './src/testing/resize-observer';

installSpanishErrors();
// A file may run in Node instead of jsdom (`@vitest-environment node`: the server's renderer); it has no window.
const inBrowser = typeof window !== 'undefined';
if (inBrowser) installResizeObserverShim();
// The first page of a test file loads its lazy chunks through Vite's transform, which takes over the default 1 s of
// `findBy…` on a loaded 2-core CI machine.
configure({ asyncUtilTimeout: 5_000 });

const originalConsoleError = console.error.bind(console);

beforeEach(() => {
  consoleGuard.reset();
  if (inBrowser) {
    setScreenSize('wide');
    // jsdom does not implement scrolling; the router's scroll restoration calls it.
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  }
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleGuard.errors.push(args);
    if (!consoleGuard.allowed) originalConsoleError(...args);
  });
});

afterEach(() => {
  cleanup();
  if (consoleGuard.errors.length > 0 && !consoleGuard.allowed) {
    const first = consoleGuard.errors[0]
      ?.map((part) => (part instanceof Error ? part.message : String(part)))
      .join(' ');
    throw new Error(`console.error inesperado durante la prueba: ${first ?? ''}`);
  }
});
