import { findAnglicisms, findInformalSpanish } from '@academia/shared/register';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { alreadyRegisteredMail, resetCodeMail, welcomeMail } from './modules/auth/auth-mails.js';
import { RESET_DONE_MESSAGE, RESET_REQUEST_MESSAGE, SIGN_UP_MESSAGE } from './modules/auth/auth.service.js';
import { invitationMail } from './modules/users/invitation-mails.js';

/*
 * The academy speaks as "usted" (docs/writing.md, decision 033). These scans fail when a "tú" form comes back into
 * what the server says or seeds: e-mails, messages, error texts and the demo content.
 */

const SRC = import.meta.dirname;

/** Files whose Spanish words are data, not text for a reader: the detector's own word list, search stop words. */
const NOT_READ_BY_USERS = ['packages/shared/src/register.ts', 'apps/server/src/modules/search/analyzer/analyzer.ts'];

/** Each non-comment line of the TypeScript and JSON files under `dir` (tests excluded) with its file and number. */
function textLines(dir: string, only: (file: string) => boolean = () => true): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|json)$/.test(file) && !file.endsWith('.test.ts') && only(file))
    .filter((file) => !NOT_READ_BY_USERS.some((skip) => join(dir, file).endsWith(skip)))
    .flatMap((file) =>
      readFileSync(join(dir, file), 'utf8')
        .split('\n')
        .map((line, index) => ({ line, where: `${join(dir, file)}:${String(index + 1)}` }))
        .filter(({ line }) => !/^\s*(\/\/|\*|\/\*)/.test(line))
        .filter(({ line }) => findInformalSpanish(line).length + findAnglicisms(line).length > 0)
        .map(({ line, where }) => `${where}: ${line.trim()}`),
    );
}

describe('the server speaks as "usted"', () => {
  it('in every e-mail, subject included, and never with a gendered welcome', () => {
    const ctx = { publicUrl: 'https://academia.example.co', providerName: 'Academia SST' };
    const mails = [
      welcomeMail('ana@example.co', 'Ana', ctx),
      alreadyRegisteredMail('ana@example.co', ctx),
      resetCodeMail('ana@example.co', 'Ana', '123456', 'token', 15, ctx),
      invitationMail('ana@example.co', 'Ana', 'token', 72, ctx),
    ];
    for (const mail of mails) {
      expect(findInformalSpanish(`${mail.subject}\n${mail.text}\n${mail.html}`)).toEqual([]);
      expect(`${mail.subject} ${mail.text}`).not.toMatch(/Bienvenid[oa]s?\b/);
    }
    expect(mails[0]?.subject).toBe('Le damos la bienvenida a Academia SST');
  });

  it('in the answers of sign-up and password reset', () => {
    for (const message of [SIGN_UP_MESSAGE, RESET_REQUEST_MESSAGE, RESET_DONE_MESSAGE]) {
      expect(findInformalSpanish(message)).toEqual([]);
    }
  });

  it('in every module, error, e-mail and message of the server, the backup and restore CLI included', () => {
    const dirs = readdirSync(SRC, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'test')
      .map((entry) => join(SRC, entry.name));
    const topFiles = textLines(SRC, (file) => !file.includes('/'));
    expect([...topFiles, ...dirs.flatMap((dir) => textLines(dir))]).toEqual([]);
  });

  it('in every shared zod message, schema, label and rule', () => {
    expect(textLines(join(SRC, '../../../packages/shared/src'))).toEqual([]);
  });

  it('in the seeded content: lessons, questions, route descriptions, library summaries, companies and people', () => {
    expect(textLines(join(SRC, 'seed'))).toEqual([]);
  });
});
