/*
 * npm run bench:import — how long the people CSV import takes with 10,000 rows (the issue asks for under 10 s,
 * preview and commit together). In-process, on a fresh database: SQLite by default, PostgreSQL with
 * BENCH_DATABASE_URL (a fresh database created beside it and dropped at the end). Measures, through the real routes
 * (`app.inject`): the preview and commit of a new file (10,000 creations), the same file again (all unchanged), and
 * a file that changes everybody's job title (10,000 updates of one kind, grouped), and one that changes every
 * name (10,000 different updates, one statement each). Prints the figures; exits non-zero only if a run
 * broke or the import answered something wrong — a missed target is printed as NO CUMPLE, not a failure.
 */
import crypto from 'node:crypto';
import iconv from 'iconv-lite';
import { ADMIN_PROFILE, DATA_POLICY_VERSION, type UserImportPreview, type UserImportResult } from '@academia/shared';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config/config.js';
import { PasswordHasher } from '../apps/server/src/modules/auth/password-hasher.js';
import { SESSION_COOKIE } from '../apps/server/src/modules/auth/session-cookie.js';
import { createDatabaseTarget } from './lib/database-target.js';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const TARGET_MS = 10_000;
const HEADER = 'nombre;email;tipo_documento;numero_documento;cargo;empresa_nit;perfil';

/** A Windows-1252, semicolon-separated file as Excel es-CO saves it, with accents and ñ in every row. */
function peopleFile(cargo: string, surname = 'Peña Muñoz'): string {
  const lines = [HEADER];
  for (let i = 0; i < ROWS; i += 1) {
    const n = String(i + 1).padStart(5, '0');
    lines.push(
      `Trabajador ${n} ${surname};trabajador${n}@carga.academia-sst.local;CC;${String(80_000_000 + i)};${cargo};900123456-8;Aprendiz`,
    );
  }
  return iconv.encode(lines.join('\r\n'), 'windows-1252').toString('base64');
}

async function main(): Promise<void> {
  const target = await createDatabaseTarget(process.env.BENCH_DATABASE_URL || undefined);
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: target.dataDir,
    LOG_LEVEL: 'warn',
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
  });
  const app = await buildApp(config, { hasher: new PasswordHasher({ N: 1024, r: 8, p: 1 }) });
  const failures: string[] = [];
  try {
    const { container } = app;
    await container.companies.ensure({
      nombre: 'Constructora Andina S.A.S.',
      nit: '900123456-8',
      trabajadores: 85,
      claseRiesgo: 'V',
    });
    const admin = await container.users.create({
      nombre: 'Administración de carga',
      email: `admin-${crypto.randomBytes(4).toString('hex')}@carga.academia-sst.local`,
      password: crypto.randomBytes(12).toString('hex'),
      perfil: ADMIN_PROFILE,
      consent: { version: DATA_POLICY_VERSION, ip: null },
    });
    const token = await container.sessions.create(app.database.db, {
      userId: admin.id,
      remember: false,
      ip: '127.0.0.1',
      userAgent: 'academia-sst-bench',
    });
    const cookie = `${SESSION_COOKIE}=${token}`;

    const call = async <T>(step: 'preview' | 'commit', fileBase64: string) => {
      const began = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: `/api/admin/users/import/${step}`,
        headers: { cookie },
        payload: step === 'commit' ? { fileBase64, sendInvitations: false } : { fileBase64 },
      });
      const ms = performance.now() - began;
      if (response.statusCode !== 200) throw new Error(`${step}: ${String(response.statusCode)} ${response.body}`);
      return { ms, body: response.json<T>() };
    };

    const rounds = [
      { name: 'Archivo nuevo (creaciones)', file: peopleFile('Operario de grúa'), expect: 'create' as const },
      { name: 'Mismo archivo (sin cambios)', file: peopleFile('Operario de grúa'), expect: 'unchanged' as const },
      {
        name: 'Cargo cambiado (actualizaciones)',
        file: peopleFile('Técnico de señalización'),
        expect: 'update' as const,
      },
      {
        name: 'Nombre distinto en cada fila (actualizaciones)',
        file: peopleFile('Técnico de señalización', 'Ñáñez'),
        expect: 'update' as const,
      },
    ];
    console.log(`\nImportación de ${String(ROWS)} personas (${target.kind}), Windows-1252 con «;»\n`);
    console.log('| ronda | vista previa ms | confirmación ms | total ms | objetivo |');
    console.log('| --- | ---: | ---: | ---: | --- |');
    for (const round of rounds) {
      const preview = await call<UserImportPreview>('preview', round.file);
      const commit = await call<UserImportResult>('commit', round.file);
      if (preview.body.totals[round.expect] !== ROWS || commit.body.totals[round.expect] !== ROWS) {
        failures.push(
          `${round.name}: se esperaban ${String(ROWS)} «${round.expect}», llegó ${JSON.stringify(commit.body.totals)}`,
        );
      }
      const total = preview.ms + commit.ms;
      console.log(
        `| ${round.name} | ${preview.ms.toFixed(0)} | ${commit.ms.toFixed(0)} | ${total.toFixed(0)} | ${total < TARGET_MS ? 'cumple (< 10 s)' : 'NO CUMPLE'} |`,
      );
    }
  } finally {
    await app.close();
    await target.dispose();
  }
  if (failures.length > 0) {
    for (const failure of failures) console.error(failure);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
