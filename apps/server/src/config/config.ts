import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_POOL_SIZE } from '../db/pool-size.js';
import {
  DEFAULT_CAT_CONFIG,
  FINAL_MAX_ITEMS,
  PASS_MARK_HOLD_Z,
  PRETEST_MAX_ITEMS,
} from '../modules/evaluations/engine/index.js';

/**
 * The repository root (the package.json that declares workspaces), found from this file, so relative paths such
 * as DATA_DIR mean the same whether the server runs from source, from dist, or from any working directory.
 */
function findRepoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && 'workspaces' in (JSON.parse(fs.readFileSync(manifest, 'utf8')) as object))
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export const repoRoot = findRepoRoot();

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** More processes than this only adds memory and lock contention on the machines we target. */
export const MAX_WORKERS = 64;

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** `scheme://host[:port]` of an http(s) URL, or null when the text is not one (a path or query is not allowed). */
function originOf(text: string): string | null {
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.pathname !== '/' || url.search || url.hash || url.username) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * SIMULATOR_BASE_URL: an http(s) address with no query, fragment or credentials (a path is allowed, e.g.
 * `https://sim.example.co/academia`). Kept without its trailing slash, so a scenario's `externalPath` (which starts
 * with one) is appended as it is.
 */
function simulatorBaseOf(text: string): { baseUrl: string; origin: string } | null {
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.search || url.hash || url.username || url.password) return null;
    return { baseUrl: `${url.origin}${url.pathname}`.replace(/\/+$/, ''), origin: url.origin };
  } catch {
    return null;
  }
}

/**
 * The origins whose pages may send state-changing requests: PUBLIC_URL's and ALLOWED_ORIGINS. Without PUBLIC_URL the
 * server is reached on this machine, as localhost or 127.0.0.1; in development the Vite dev and preview servers
 * (which proxy /api) are added.
 */
function allowedOriginsOf(env: z.infer<typeof envSchema>, publicUrl: string): string[] {
  const origins = new Set([new URL(publicUrl).origin, ...env.ALLOWED_ORIGINS]);
  if (!env.PUBLIC_URL) origins.add(`http://127.0.0.1:${String(env.PORT)}`);
  if (env.NODE_ENV === 'development') {
    for (const port of [5173, 4173]) {
      origins.add(`http://localhost:${String(port)}`);
      origins.add(`http://127.0.0.1:${String(port)}`);
    }
  }
  return [...origins];
}

function isRedisUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'redis:' || url.protocol === 'rediss:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The default lifetime of a cached session lookup: a page's burst of requests, and no more (decision 043). */
export const DEFAULT_SESSION_CACHE_MS = 5000;

/**
 * Several processes without Redis have no way to tell the others of a sign-out, so the cache is off there unless
 * SESSION_CACHE_MS says otherwise: PostgreSQL (the several-servers topology) or more than one worker
 * (WEB_CONCURRENCY, decision 044). One process on SQLite is where it is safe without Redis.
 */
function sessionCacheMsOf(env: z.infer<typeof envSchema>): number {
  if (env.SESSION_CACHE_MS !== undefined) return env.SESSION_CACHE_MS;
  if (env.REDIS_URL) return DEFAULT_SESSION_CACHE_MS;
  const severalProcesses = Boolean(env.DATABASE_URL) || webConcurrencyOf(env.WEB_CONCURRENCY) > 1;
  return severalProcesses ? 0 : DEFAULT_SESSION_CACHE_MS;
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'debe empezar por postgres:// (o quitarse para usar SQLite)')
      .optional(),
  ),
  PUBLIC_URL: optionalText.pipe(z.url('debe ser una URL completa, p. ej. https://academia.example.co').optional()),
  // More origins (scheme://host[:port]) whose pages may send state-changing requests, besides PUBLIC_URL's.
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((value, context) => {
      const origins: string[] = [];
      for (const entry of value.split(',').map((part) => part.trim())) {
        if (!entry) continue;
        const origin = originOf(entry);
        if (!origin) {
          context.addIssue({
            code: 'custom',
            message: `«${entry}» no es un origen válido (p. ej. https://academia.example.co)`,
          });
          continue;
        }
        origins.push(origin);
      }
      return origins;
    }),
  // An external simulator (decision 037): routes whose scenario names a path embed SIMULATOR_BASE_URL + that path.
  SIMULATOR_BASE_URL: optionalText.pipe(
    z
      .string()
      .refine(
        (value) => simulatorBaseOf(value) !== null,
        'debe ser una dirección http(s) sin consulta ni fragmento, p. ej. https://simulador.example.co',
      )
      .optional(),
  ),
  // Revocations reach every app process through Redis pub/sub (decision 043); optional with one process.
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .refine(isRedisUrl, 'debe ser una dirección redis:// o rediss://, p. ej. redis://127.0.0.1:6379')
      .optional(),
  ),
  // How long a session lookup may be served from this process's memory; 0 turns the cache off (decision 043).
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  DATABASE_POOL_MIN: z.coerce.number().int().min(0).max(100).default(DEFAULT_POOL_SIZE.min),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(DEFAULT_POOL_SIZE.max),
  API_DOCS: booleanFromEnv.default(false),
  SEED_DEMO: booleanFromEnv.default(false),
  ADMIN_EMAIL: optionalText.pipe(z.email('debe ser un correo válido').optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'debe tener al menos 8 caracteres').optional()),
  ADMIN_NAME: z.string().trim().min(1).default('Administrador'),
  ALTCHA_HMAC_KEY: optionalText.pipe(z.string().min(32, 'debe tener al menos 32 caracteres').optional()),
  CAPTCHA_MAX_COUNTER: z.coerce.number().int().min(10).max(10_000_000).default(20_000),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'debe empezar por smtp:// o smtps://')
      .optional(),
  ),
  MAIL_OUTBOX_DIR: optionalText,
  MAIL_FROM: z.string().default('Academia SST <no-responder@academia-sst.local>'),
  PROVIDER_NAME: z.string().trim().min(1).default('Academia SST'),
  CONTACT_EMAIL: z.email().default('soporte@academia-sst.local'),
  // Optional: the help page shows only the ways of contact that are configured.
  CONTACT_PHONE: optionalText.pipe(z.string().max(40).optional()),
  CONTACT_ADDRESS: optionalText.pipe(z.string().max(200).optional()),
  CONTACT_HOURS: optionalText.pipe(z.string().max(120).optional()),
  // The academy's responsible person who signs every certificate, and their SST licence (decision 029).
  CERTIFICATE_SIGNER_NAME: optionalText.pipe(z.string().max(120).optional()),
  CERTIFICATE_SIGNER_LICENSE: optionalText.pipe(z.string().max(160).optional()),
  TRUST_PROXY: booleanFromEnv.default(false),
  // Worker processes (decision 044): absent means one process, as before; `auto` one per core the OS gives us.
  WEB_CONCURRENCY: optionalText.pipe(
    z
      .string()
      .refine(
        (value) => value === 'auto' || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_WORKERS),
        `debe ser un número entero entre 1 y ${String(MAX_WORKERS)}, o «auto» (uno por núcleo)`,
      )
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  SIGNIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(30),
  SIGNIN_CAPTCHA_AFTER_FAILURES: z.coerce.number().int().min(1).default(3),
  SIGNIN_CAPTCHA_AFTER_IP_FAILURES: z.coerce.number().int().min(1).default(10),
  UPLOAD_MAX_IMAGE_MB: z.coerce.number().positive().max(100).default(5),
  UPLOAD_MAX_PDF_MB: z.coerce.number().positive().max(1000).default(50),
  UPLOAD_MAX_VIDEO_MB: z.coerce.number().positive().max(10_000).default(500),
  UPLOAD_MAX_SPREADSHEET_MB: z.coerce.number().positive().max(100).default(10),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: optionalText.pipe(z.url('debe ser una URL completa').optional()),
  S3_REGION: z.string().trim().default('us-east-1'),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(true),
  S3_PREFIX: z.string().trim().default(''),
  CAT_MIN_ITEMS: z.coerce.number().int().min(1).max(100).default(8),
  // Per-kind limits (ADR 041, 053): the pre-test stops at 15, the final test at 25 (it holds learners near the pass
  // mark longer and averages about 15). CAT_MAX_ITEMS, when set, sets both; a per-kind variable wins over it.
  CAT_MAX_ITEMS: z.coerce.number().int().min(1).max(200).optional(),
  CAT_PRETEST_MAX_ITEMS: z.coerce.number().int().min(1).max(200).optional(),
  CAT_FINAL_MAX_ITEMS: z.coerce.number().int().min(1).max(200).optional(),
  CAT_PASS_MARK_HOLD_Z: z.coerce.number().min(0).max(5).default(PASS_MARK_HOLD_Z),
  CAT_TARGET_SE: z.coerce.number().positive().max(2).default(DEFAULT_CAT_CONFIG.targetSe),
  CAT_RANDOMESQUE: z.coerce.number().int().min(1).max(20).default(5),
  // The tutor (decision 036): questions per user per window, and an optional OpenAI-compatible model.
  TUTOR_MAX_QUESTIONS: z.coerce.number().int().min(1).max(10_000).default(20),
  TUTOR_WINDOW_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(10),
  LLM_BASE_URL: optionalText.pipe(z.url('debe ser una URL completa, p. ej. http://127.0.0.1:11434/v1').optional()),
  LLM_MODEL: optionalText,
  LLM_API_KEY: optionalText,
  LLM_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(30),
});

export type Config = ReturnType<typeof toConfig>;

/**
 * Demo installations sign with a person who is plainly not real, so the block shows where a real signature goes;
 * anywhere else an unset signer means no signature block at all, never an invented one (decision 029).
 */
export const DEMO_CERTIFICATE_SIGNER = {
  name: 'Responsable SST de demostración',
  license: 'Licencia SST de demostración, sin validez',
} as const;

function certificateSignerOf(env: z.infer<typeof envSchema>): { name: string; license: string } | null {
  if (env.CERTIFICATE_SIGNER_NAME && env.CERTIFICATE_SIGNER_LICENSE)
    return { name: env.CERTIFICATE_SIGNER_NAME, license: env.CERTIFICATE_SIGNER_LICENSE };
  return env.SEED_DEMO ? { ...DEMO_CERTIFICATE_SIGNER } : null;
}

function webConcurrencyOf(value: string | undefined): number {
  if (value === undefined) return 1;
  if (value === 'auto') return Math.min(os.availableParallelism(), MAX_WORKERS);
  return Number(value);
}

function toConfig(env: z.infer<typeof envSchema>) {
  const dataDir = path.resolve(repoRoot, env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${String(env.PORT)}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    /** PostgreSQL's connections per process: kept open while idle, and at most (decision 065). */
    databasePool: { min: env.DATABASE_POOL_MIN, max: env.DATABASE_POOL_MAX },
    publicUrl,
    /** False when PUBLIC_URL is unset and `publicUrl` is this machine's localhost (decision 029). */
    publicUrlConfigured: env.PUBLIC_URL !== undefined,
    certificateSigner: certificateSignerOf(env),
    allowedOrigins: allowedOriginsOf(env, publicUrl),
    /** The OpenAPI description and its UI: open outside production; in production only for admins unless API_DOCS. */
    apiDocsPublic: env.NODE_ENV !== 'production' || env.API_DOCS,
    seedDemo: env.SEED_DEMO,
    redisUrl: env.REDIS_URL,
    sessionCache: { ttlMs: sessionCacheMsOf(env), maxEntries: 10_000 },
    /** The external simulator's base address and origin, or null when SIMULATOR_BASE_URL is unset. */
    simulator: env.SIMULATOR_BASE_URL ? simulatorBaseOf(env.SIMULATOR_BASE_URL) : null,
    admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, name: env.ADMIN_NAME },
    captcha: { hmacKey: env.ALTCHA_HMAC_KEY, maxCounter: env.CAPTCHA_MAX_COUNTER },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      outboxDir: env.MAIL_OUTBOX_DIR ? path.resolve(repoRoot, env.MAIL_OUTBOX_DIR) : path.join(dataDir, 'outbox'),
    },
    providerName: env.PROVIDER_NAME,
    contactEmail: env.CONTACT_EMAIL,
    contactPhone: env.CONTACT_PHONE ?? null,
    contactAddress: env.CONTACT_ADDRESS ?? null,
    contactHours: env.CONTACT_HOURS ?? null,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    /** How many processes serve requests; above 1, server.ts forks that many cluster workers (decision 044). */
    webConcurrency: webConcurrencyOf(env.WEB_CONCURRENCY),
    webDistDir: path.resolve(repoRoot, env.WEB_DIST_DIR),
    uploads: {
      limits: {
        image: Math.round(env.UPLOAD_MAX_IMAGE_MB * 1024 * 1024),
        pdf: Math.round(env.UPLOAD_MAX_PDF_MB * 1024 * 1024),
        video: Math.round(env.UPLOAD_MAX_VIDEO_MB * 1024 * 1024),
        captions: 2 * 1024 * 1024,
        spreadsheet: Math.round(env.UPLOAD_MAX_SPREADSHEET_MB * 1024 * 1024),
      },
    },
    evaluations: {
      minItems: env.CAT_MIN_ITEMS,
      maxItems: Math.max(env.CAT_FINAL_MAX_ITEMS ?? env.CAT_MAX_ITEMS ?? FINAL_MAX_ITEMS, env.CAT_MIN_ITEMS),
      pretestMaxItems: Math.max(env.CAT_PRETEST_MAX_ITEMS ?? env.CAT_MAX_ITEMS ?? PRETEST_MAX_ITEMS, env.CAT_MIN_ITEMS),
      passMarkHoldZ: env.CAT_PASS_MARK_HOLD_Z,
      targetSe: env.CAT_TARGET_SE,
      randomesqueK: env.CAT_RANDOMESQUE,
    },
    storage: {
      driver: env.STORAGE_DRIVER,
      localRoot: path.join(dataDir, 'uploads'),
      s3:
        env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? {
              endpoint: env.S3_ENDPOINT,
              region: env.S3_REGION,
              bucket: env.S3_BUCKET,
              accessKeyId: env.S3_ACCESS_KEY_ID,
              secretAccessKey: env.S3_SECRET_ACCESS_KEY,
              forcePathStyle: env.S3_FORCE_PATH_STYLE,
              prefix: env.S3_PREFIX,
            }
          : undefined,
    },
    tutor: {
      maxQuestions: env.TUTOR_MAX_QUESTIONS,
      windowMs: Math.round(env.TUTOR_WINDOW_MINUTES * 60_000),
      modelTimeoutMs: Math.round(env.LLM_TIMEOUT_SECONDS * 1000),
      /** Null answers by retrieval alone; the key is read from the environment only, never stored. */
      llm:
        env.LLM_BASE_URL && env.LLM_MODEL
          ? { baseUrl: env.LLM_BASE_URL, model: env.LLM_MODEL, apiKey: env.LLM_API_KEY }
          : null,
    },
    signIn: {
      maxFailuresPerIp: env.SIGNIN_MAX_FAILURES_PER_IP,
      captchaAfterFailures: env.SIGNIN_CAPTCHA_AFTER_FAILURES,
      captchaAfterIpFailures: env.SIGNIN_CAPTCHA_AFTER_IP_FAILURES,
    },
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuración inválida:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once; every bad variable is listed in one readable error. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const { STORAGE_DRIVER, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = parsed.data;
  if (STORAGE_DRIVER === 's3' && !(S3_BUCKET && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(['STORAGE_DRIVER=s3 necesita S3_BUCKET, S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY.']);
  }
  if (Boolean(parsed.data.ADMIN_EMAIL) !== Boolean(parsed.data.ADMIN_PASSWORD)) {
    throw new ConfigError(['ADMIN_EMAIL y ADMIN_PASSWORD deben definirse juntos.']);
  }
  if (Boolean(parsed.data.LLM_BASE_URL) !== Boolean(parsed.data.LLM_MODEL)) {
    throw new ConfigError(['LLM_BASE_URL y LLM_MODEL deben definirse juntos.']);
  }
  if (parsed.data.DATABASE_POOL_MIN > parsed.data.DATABASE_POOL_MAX) {
    throw new ConfigError(['DATABASE_POOL_MIN no puede ser mayor que DATABASE_POOL_MAX.']);
  }
  if (Boolean(parsed.data.CERTIFICATE_SIGNER_NAME) !== Boolean(parsed.data.CERTIFICATE_SIGNER_LICENSE)) {
    throw new ConfigError(['CERTIFICATE_SIGNER_NAME y CERTIFICATE_SIGNER_LICENSE deben definirse juntos.']);
  }
  return toConfig(parsed.data);
}
