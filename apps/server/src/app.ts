import crypto from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { installSpanishErrors } from '@academia/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/config.js';
import { createContainer, type Container, type ContainerOverrides } from './container.js';
import { createDatabase, migrateToLatest, type DatabaseHandle } from './db/database.js';
import { withStartupLock } from './db/startup-lock.js';
import { ensureInitialUsers } from './seed/seed.js';
import { sharedSecret } from './infra/secrets/secrets.js';
import { createStorage } from './infra/storage/create-storage.js';
import { systemClock } from './infra/clock/clock.js';
import { SessionCache } from './modules/auth/session-cache.js';
import { LocalRevocations, RedisRevocations, type SessionRevocations } from './modules/auth/session-revocations.js';
import { RequestLogController, redactedPaths, serializeRequest } from './logger.js';
import { accountRoutes } from './modules/account/account.routes.js';
import authPlugin from './modules/auth/auth.plugin.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { companiesRoutes } from './modules/companies/companies.routes.js';
import { bankRoutes } from './modules/evaluations/bank.routes.js';
import { evaluationsRoutes } from './modules/evaluations/evaluations.routes.js';
import { favoritesRoutes } from './modules/favorites/favorites.routes.js';
import { learnerDashboardRoutes } from './modules/learning-paths/learner-dashboard.routes.js';
import { libraryAdminRoutes } from './modules/library/library-admin.routes.js';
import { libraryRoutes } from './modules/library/library.routes.js';
import { insightsRoutes } from './modules/insights/insights.routes.js';
import { dashboardRoutes } from './modules/analytics/dashboard.routes.js';
import { phvaRoutes } from './modules/phva/phva.routes.js';
import { simulatorRoutes } from './modules/simulator/simulator.routes.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { trainingPlansRoutes } from './modules/training-plans/training-plans.routes.js';
import { tutorRoutes } from './modules/tutor/tutor.routes.js';
import { learningRoutes } from './modules/learning-paths/learning.routes.js';
import { routeAdminRoutes } from './modules/learning-paths/route-admin.routes.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { uploadsRoutes } from './modules/uploads/uploads.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { usersImportRoutes } from './modules/users/users-import.routes.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerOriginCheck } from './plugins/request-origin.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import type { PageRenderer } from './plugins/page-renderer.js';
import { registerSpa } from './plugins/spa.js';

declare module 'fastify' {
  interface FastifyInstance {
    container: Container;
    database: DatabaseHandle;
  }
}

export interface BuildOptions extends Partial<
  Omit<ContainerOverrides, 'captchaKey' | 'sessionCache' | 'sessionRevocations'>
> {
  /** SQLite file name under DATA_DIR (tests give each file its own database). */
  sqliteFile?: string;
  /** PostgreSQL schema instead of `public` (tests give each file its own). */
  pgSchema?: string;
  /** A logger stream for tests; defaults to stdout. */
  logStream?: NodeJS.WritableStream;
  /** The page renderer; defaults to the one built beside the web app, if any (decision 067). */
  pageRenderer?: PageRenderer | null;
}

/** Builds the whole application — database, services, routes — without listening on a port. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  installSpanishErrors();
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: redactedPaths, censor: '[oculto]' },
      serializers: { req: serializeRequest },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // One line per request, with the route pattern instead of the URL (decision 042).
    logController: new RequestLogController(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const database = createDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    pool: config.databasePool,
    onIdleConnectionError: (error) => app.log.warn({ err: error }, 'Se perdió una conexión inactiva con PostgreSQL'),
    ...(options.sqliteFile ? { sqliteFile: options.sqliteFile } : {}),
    ...(options.pgSchema ? { pgSchema: options.pgSchema } : {}),
  });
  const storage = options.storage ?? (await createStorage(config.storage));
  const sessionCache = new SessionCache({ ...config.sessionCache, clock: options.clock ?? systemClock });
  const sessionRevocations: SessionRevocations = config.redisUrl
    ? await RedisRevocations.connect(config.redisUrl, sessionCache, app.log)
    : new LocalRevocations(sessionCache);
  // Several app servers may start at once on one PostgreSQL database: each step below runs under the start-up lock.
  const container = await withStartupLock(database, async () => {
    await migrateToLatest(database);
    const captchaKey = await sharedSecret(database.db, 'altchaHmacKey', config.captcha.hmacKey, config.dataDir);
    const built = createContainer(config, database, app.log, {
      ...options,
      storage,
      captchaKey,
      sessionCache,
      sessionRevocations,
    });
    await ensureInitialUsers(built.users, config, app.log);
    // The index is derived data: rebuilt at start-up, so it always matches the tables (also after an upgrade).
    await built.routeAdmin.reindexAll();
    await built.libraryAdmin.reindexAll();
    await built.search.compactIndex();
    return built;
  });
  const connections = await database.warm();
  if (connections.opened < connections.wanted) {
    app.log.warn(
      connections,
      'PostgreSQL no aceptó todas las conexiones que se mantienen abiertas (DATABASE_POOL_MIN); revise max_connections',
    );
  }

  app.decorate('database', database);
  app.decorate('container', container);
  app.addHook('onClose', async () => {
    await container.mailer.idle();
    container.mailer.close();
    await sessionRevocations.close();
    await database.close();
  });

  registerErrorHandler(app);
  await registerSecurityHeaders(app, config.publicUrl, config.simulator ? [config.simulator.origin] : []);
  registerOriginCheck(app, config.allowedOrigins);
  await app.register(fastifyCookie);
  // One file per request; the per-purpose size limit is applied when the file is read (uploads.routes.ts).
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 5, fieldSize: 1024, parts: 6 } });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Academia SST API',
        description: 'API de la academia de Seguridad y Salud en el Trabajo.',
        version: '0.1.0',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sst_sesion' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  await app.register(authPlugin, { sessions: container.sessions, apiDocsPublic: config.apiDocsPublic });

  await app.register(
    async (api) => {
      await api.register(systemRoutes, { system: container.system });
      await api.register(authRoutes, {
        auth: container.auth,
        sessions: container.sessions,
        captcha: container.captcha,
      });
      await api.register(usersRoutes, {
        directory: container.userDirectory,
        admin: container.userAdmin,
        invitations: container.invitations,
      });
      await api.register(companiesRoutes, { companyAdmin: container.companyAdmin });
      await api.register(phvaRoutes, {
        phva: container.phva,
        actions: container.phvaActions,
        reports: container.phvaReports,
        uploads: container.uploads,
      });
      await api.register(insightsRoutes, { insights: container.insights });
      await api.register(trainingPlansRoutes, { plans: container.trainingPlans });
      await api.register(dashboardRoutes, { dashboard: container.dashboard });
      await api.register(usersImportRoutes, { usersImport: container.usersImport });
      await api.register(accountRoutes, { account: container.account });
      await api.register(uploadsRoutes, { uploads: container.uploads, fileAccess: container.fileAccess });
      await api.register(favoritesRoutes, { favorites: container.favorites, toggle: container.favoriteToggle });
      await api.register(learningRoutes, { catalog: container.learning, progress: container.learningProgress });
      await api.register(learnerDashboardRoutes, { dashboard: container.learnerDashboard });
      await api.register(routeAdminRoutes, {
        routeAdmin: container.routeAdmin,
        routeEnrolments: container.routeEnrolments,
      });
      await api.register(evaluationsRoutes, {
        evaluations: container.evaluations,
        overview: container.evaluationOverview,
        certificates: container.certificates,
      });
      await api.register(bankRoutes, { bank: container.bank });
      await api.register(simulatorRoutes, { simulator: container.simulator, admin: container.simulatorAdmin });
      await api.register(searchRoutes, { search: container.search });
      await api.register(tutorRoutes, { tutor: container.tutor });
      await api.register(libraryRoutes, { library: container.library });
      await api.register(libraryAdminRoutes, { libraryAdmin: container.libraryAdmin });
      await api.register(auditRoutes, { audit: container.audit });
    },
    { prefix: '/api' },
  );

  await registerSpa(app, config.webDistDir, options.pageRenderer);
  return app;
}
