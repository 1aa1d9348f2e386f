import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chunkGroups } from './build/chunk-groups';
import { precompress } from './build/precompress';

// The API runs on :3000 in development; the SPA calls it on the same origin (`/api`) so cookies just work.
const apiProxy = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

// `vite build --ssr` builds the server's renderer (src/app/entry-server.tsx, decision 067): one file of modules for Node,
// with emotion's own insertion (which writes the style elements into the HTML) and nothing to precompress.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), precompress()],
  resolve: {
    alias: isSsrBuild
      ? []
      : [
          {
            // Styles inserted while rendering, which a transition can pause, not while committing (decision 064).
            find: /^@emotion\/use-insertion-effect-with-fallbacks$/,
            replacement: fileURLToPath(new URL('./src/config/emotion-insertion.ts', import.meta.url)),
          },
        ],
  },
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  // Only for the renderer's build: tests keep their dependencies external, as Node loads them.
  ...(isSsrBuild ? { ssr: { noExternal: true } } : {}),
  build: isSsrBuild
    ? { outDir: 'dist-ssr', sourcemap: false, target: 'node20', emptyOutDir: true }
    : {
        outDir: 'dist',
        sourcemap: true,
        rolldownOptions: { output: { codeSplitting: { groups: chunkGroups() } } },
      },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // Vitest runs one file at a time on a 2-core machine by default (cores − 1); two at a time cut the suite from
    // about 445 s to 290 s here, since much of each file is jsdom set-up and module loading.
    maxWorkers: 2,
    restoreMocks: true,
    unstubGlobals: true,
    // Typing through user-event in jsdom is slow on a loaded 2-core machine; 5 s made whole-flow tests flaky, and a
    // whole route editor rendered in jsdom passed 20 s on a CI machine running the suites' servers beside it. The
    // time-out only stops a test that hangs; what a test asserts does not depend on it.
    testTimeout: process.env.CI ? 60_000 : 20_000,
  },
}));
