import { findInformalSpanish } from '@academia/shared/register';
import { describe, expect, it } from 'vitest';

/*
 * The interface speaks as "usted" (docs/writing.md, decision 033); the one exception, "Ingresa tu búsqueda", is
 * allowed by findInformalSpanish itself. The files are read as text at build time (Vite's glob), tests excluded.
 * Widen the list as more of the interface is checked; today it covers the sign-in and account pages, the admin
 * pages, the item bank, the libraries' pages, favourites, help, the shared components, errors, guards and lib.
 */
const sources = import.meta.glob<string>(
  [
    './features/{auth,account,admin-users,admin-companies,admin-library,admin-audit,admin-routes,item-bank}/**/*.{ts,tsx}',
    './features/{library,favorites,help,public-config}/**/*.{ts,tsx}',
    './components/**/*.{ts,tsx}',
    './app/{errors,guards}/**/*.{ts,tsx}',
    './{hooks,lib}/**/*.{ts,tsx}',
    '!**/*.test.{ts,tsx}',
    '!**/testing/**',
    // Rewritten in parallel work on issue 14; drop these two lines once it is merged.
    '!./components/favorite-toggle-button.tsx',
    '!./features/admin-routes/components/route-status-actions.tsx',
  ],
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
      ]),
    );
  });

  it('in every text of those files', () => {
    const informal = Object.entries(sources).flatMap(([file, text]) =>
      text
        .split('\n')
        .map((line, index) => ({ line, where: `${file}:${String(index + 1)}` }))
        .filter(({ line }) => !/^\s*(\/\/|\*|\/\*)/.test(line))
        .filter(({ line }) => findInformalSpanish(line).length > 0)
        .map(({ line, where }) => `${where}: ${line.trim()}`),
    );
    expect(informal).toEqual([]);
  });
});
