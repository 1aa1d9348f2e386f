import { findAnglicisms, findInformalSpanish } from '@academia/shared/register';
import { describe, expect, it } from 'vitest';

/*
 * The interface speaks as "usted" (docs/writing.md, decision 033); the one exception, "Ingresa tu búsqueda", is
 * allowed by findInformalSpanish itself. Every source file of the web app is read as text at build time (Vite's
 * glob), so a new feature folder is guarded from its first line; only tests and their fixtures are left out.
 */
const sources = import.meta.glob<string>(
  ['./**/*.{ts,tsx}', '!**/*.test.{ts,tsx}', '!**/testing/**', '!**/*.fixtures.ts'],
  { query: '?raw', import: 'default', eager: true },
);

describe('the interface speaks as "usted"', () => {
  it('reads the files it guards', () => {
    expect(Object.keys(sources)).toEqual(
      expect.arrayContaining([
        './features/auth/components/sign-up-page.tsx',
        './features/help/faq-entries.ts',
        './features/item-bank/components/bank-table.tsx',
        './components/answer-fieldset.tsx',
        './lib/api-client.ts',
        './features/evaluations/utils/texts.ts',
        './features/home/components/home-page.tsx',
        './features/global-search/components/search-results.tsx',
        './app/layouts/nav-menu.tsx',
        './config/menus.ts',
        './main.tsx',
      ]),
    );
  });

  it('in every text of those files', () => {
    const informal = Object.entries(sources).flatMap(([file, text]) =>
      text
        .split('\n')
        .map((line, index) => ({ line, where: `${file}:${String(index + 1)}` }))
        .filter(({ line }) => !/^\s*(\/\/|\*|\/\*)/.test(line))
        .filter(({ line }) => findInformalSpanish(line).length + findAnglicisms(line).length > 0)
        .map(({ line, where }) => `${where}: ${line.trim()}`),
    );
    expect(informal).toEqual([]);
  });
});
