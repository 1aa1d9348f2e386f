import type { Config } from './config/config.js';
import { setupGapsOf } from './config/start-up-checks.js';
import type { DatabaseHandle } from './db/database.js';
import { CaptchaSolutionsRepository } from './infra/captcha/captcha-solutions.repository.js';
import { CaptchaService } from './infra/captcha/captcha.js';
import { systemClock, type Clock } from './infra/clock/clock.js';
import { createMailer, type Mailer } from './infra/mail/mailer.js';
import { RateLimitRepository } from './infra/rate-limit/rate-limit.repository.js';
import { RateLimiter } from './infra/rate-limit/rate-limiter.js';
import { OpenAiChatModel } from './infra/llm/chat-model.js';
import type { ObjectStorage } from './infra/storage/object-storage.js';
import type { Logger } from './logger.js';
import { AccountService } from './modules/account/account.service.js';
import { AuditRepository } from './modules/audit/audit.repository.js';
import { AuditService } from './modules/audit/audit.service.js';
import { AuthService } from './modules/auth/auth.service.js';
import { PasswordHasher } from './modules/auth/password-hasher.js';
import { PasswordResetsRepository } from './modules/auth/password-resets.repository.js';
import type { SessionCache } from './modules/auth/session-cache.js';
import type { SessionRevocations } from './modules/auth/session-revocations.js';
import { CatalogCache } from './modules/catalog-cache/catalog-cache.js';
import { CatalogVersionRepository } from './modules/catalog-cache/catalog-version.repository.js';
import { SessionService } from './modules/auth/session.service.js';
import { SessionsRepository } from './modules/auth/sessions.repository.js';
import { SimulatorAdminService } from './modules/simulator/simulator-admin.service.js';
import { ScenariosRepository } from './modules/simulator/simulator-scenarios.repository.js';
import { SimulatorStatusService } from './modules/simulator/simulator-status.service.js';
import { SimulatorRepository } from './modules/simulator/simulator.repository.js';
import { SimulatorService } from './modules/simulator/simulator.service.js';
import { InsightsRepository } from './modules/insights/insights.repository.js';
import { InsightsService } from './modules/insights/insights.service.js';
import { AnalyticsRefresh } from './modules/analytics/analytics-refresh.js';
import { DailyTotalsRepository } from './modules/analytics/daily-totals.repository.js';
import { PlanPairsRepository } from './modules/analytics/plan-pairs.repository.js';
import { AnalyticsRepository } from './modules/analytics/analytics.repository.js';
import { DashboardService } from './modules/analytics/dashboard.service.js';
import { PhvaActionsService } from './modules/phva/phva-actions.service.js';
import { PhvaReportService } from './modules/phva/phva-report.service.js';
import { PhvaRepository } from './modules/phva/phva.repository.js';
import { PhvaService } from './modules/phva/phva.service.js';
import { TrainingPlansRepository } from './modules/training-plans/training-plans.repository.js';
import { TrainingPlanJob } from './modules/training-plans/training-plans.job.js';
import { TrainingPlanService } from './modules/training-plans/training-plans.service.js';
import { CompaniesRepository } from './modules/companies/companies.repository.js';
import { CompaniesService } from './modules/companies/companies.service.js';
import { CompanyAdminService } from './modules/companies/company-admin.service.js';
import { BankSizeService } from './modules/evaluations/bank-size.service.js';
import { BankService } from './modules/evaluations/bank.service.js';
import { ExposureControlService } from './modules/evaluations/exposure-control.service.js';
import { CertificateService } from './modules/evaluations/certificate.service.js';
import { EvaluationOverviewService } from './modules/evaluations/evaluation-overview.service.js';
import { EvaluationScoresService } from './modules/evaluations/evaluation-scores.service.js';
import { EvaluationStatusService } from './modules/evaluations/evaluation-status.service.js';
import { EvaluationService } from './modules/evaluations/evaluation.service.js';
import { EvaluationsRepository } from './modules/evaluations/evaluations.repository.js';
import { FavoriteToggleService } from './modules/favorites/favorite-toggle.service.js';
import { FavoritesRepository } from './modules/favorites/favorites.repository.js';
import { FavoritesService } from './modules/favorites/favorites.service.js';
import { LearnerDashboardRepository } from './modules/learning-paths/learner-dashboard.repository.js';
import { LearnerDashboardService } from './modules/learning-paths/learner-dashboard.service.js';
import { LibraryAdminService } from './modules/library/library-admin.service.js';
import { LibraryRepository } from './modules/library/library.repository.js';
import { LibraryService } from './modules/library/library.service.js';
import { LearningCatalogService } from './modules/learning-paths/learning-catalog.service.js';
import { LearningProgressService } from './modules/learning-paths/learning-progress.service.js';
import { ProgressRepository } from './modules/learning-paths/progress.repository.js';
import { RouteAdminService } from './modules/learning-paths/route-admin.service.js';
import { RouteContextService } from './modules/learning-paths/route-context.service.js';
import { AttemptGrantsRepository } from './modules/evaluations/attempt-grants.repository.js';
import { AttemptGrantsService } from './modules/evaluations/attempt-grants.service.js';
import { RouteEnrolmentsService } from './modules/learning-paths/route-enrolments.service.js';
import { RoutesRepository } from './modules/learning-paths/routes.repository.js';
import { PostgresSearchRepository } from './modules/search/postgres-search.repository.js';
import { SearchService } from './modules/search/search.service.js';
import { SqliteSearchRepository } from './modules/search/sqlite-search.repository.js';
import { TutorRetriever } from './modules/tutor/tutor-retriever.js';
import { TutorRepository } from './modules/tutor/tutor.repository.js';
import { TutorService } from './modules/tutor/tutor.service.js';
import { UploadsRepository } from './modules/uploads/uploads.repository.js';
import { UploadsService } from './modules/uploads/uploads.service.js';
import { FileAccessService } from './modules/uploads/file-access.service.js';
import { SystemRepository } from './modules/system/system.repository.js';
import { SystemService } from './modules/system/system.service.js';
import { InvitationsRepository } from './modules/users/invitations.repository.js';
import { InvitationsService } from './modules/users/invitations.service.js';
import { UserAdminService } from './modules/users/user-admin.service.js';
import { UserDirectoryService } from './modules/users/user-directory.service.js';
import { UsersRepository } from './modules/users/users.repository.js';
import { UsersService } from './modules/users/users.service.js';
import type { InvitationSender } from './modules/users/invitation-sender.js';
import { UsersImportRepository } from './modules/users/users-import.repository.js';
import { UsersImportService } from './modules/users/users-import.service.js';

export interface ContainerOverrides {
  mailer?: Mailer;
  hasher?: PasswordHasher;
  /** "Now" for every rule that depends on time; tests pass a `fixedClock`. */
  clock?: Clock;
  /** Where uploads live; `buildApp` passes the one STORAGE_DRIVER selects. */
  storage: ObjectStorage;
  /** The key that signs captcha challenges, the same on every app server (`buildApp` reads it from the database). */
  captchaKey: string;
  /** Who sends invitations to people a CSV import creates (tests pass a recording one). */
  invitationSender?: InvitationSender;
  /** The session lookup cache and how its revocations reach every process (`buildApp` connects them). */
  sessionCache: SessionCache;
  sessionRevocations: SessionRevocations;
}

/** Wires repositories, infrastructure and services once per app. The only place that knows every constructor. */
export function createContainer(
  config: Config,
  database: DatabaseHandle,
  logger: Logger,
  overrides: ContainerOverrides,
) {
  const { db } = database;
  const clock = overrides.clock ?? systemClock;
  const hasher = overrides.hasher ?? new PasswordHasher();
  const mailer =
    overrides.mailer ??
    createMailer({
      smtpUrl: config.mail.smtpUrl,
      from: config.mail.from,
      outboxDir: config.mail.outboxDir,
      logger,
      clock,
    });
  const limiter = new RateLimiter(db, new RateLimitRepository(), clock);
  const captcha = new CaptchaService(
    db,
    {
      hmacKey: overrides.captchaKey,
      maxCounter: config.captcha.maxCounter,
    },
    new CaptchaSolutionsRepository(),
    clock,
  );
  const audit = new AuditService(db, new AuditRepository(), clock);
  const companiesRepository = new CompaniesRepository();
  const companies = new CompaniesService(db, companiesRepository, clock);
  const usersRepository = new UsersRepository();
  const users = new UsersService(db, usersRepository, hasher, clock, overrides.sessionRevocations);
  const companyAdmin = new CompanyAdminService(db, companiesRepository, users, audit, clock);
  const sessions = new SessionService(
    db,
    new SessionsRepository(),
    users,
    clock,
    overrides.sessionCache,
    overrides.sessionRevocations,
  );
  const auth = new AuthService({
    db,
    clock,
    users,
    sessions,
    resets: new PasswordResetsRepository(),
    hasher,
    captcha,
    limiter,
    mailer,
    logger,
    settings: {
      publicUrl: config.publicUrl,
      providerName: config.providerName,
      ...config.signIn,
    },
  });
  const system = new SystemService(
    db,
    new SystemRepository(),
    {
      providerName: config.providerName,
      contactEmail: config.contactEmail,
      contactPhone: config.contactPhone,
      contactAddress: config.contactAddress,
      contactHours: config.contactHours,
      simulatorBaseUrl: config.simulator?.origin ?? null,
    },
    {
      ...setupGapsOf(config),
      certificateLinkBase: config.publicUrl,
    },
  );
  const { storage } = overrides;
  const uploads = new UploadsService(db, new UploadsRepository(), storage, config.uploads.limits, audit, clock);
  const search = new SearchService(
    db,
    database.kind === 'sqlite' ? new SqliteSearchRepository() : new PostgresSearchRepository(),
    clock,
  );
  const favoritesRepository = new FavoritesRepository();
  const favorites = new FavoritesService(db, favoritesRepository, search);
  // Learning paths and evaluations: evaluations depend on learning paths, so the two readers learning paths need
  // from evaluations (status for the route steps, scores for the dashboard) are built first and handed in.
  const routesRepository = new RoutesRepository();
  const progressRepository = new ProgressRepository();
  const evaluationsRepository = new EvaluationsRepository();
  const attemptGrants = new AttemptGrantsService(db, new AttemptGrantsRepository(), clock);
  // The catalog every learner reads alike, kept per process until the catalog version moves (decision 048).
  const catalogCache = new CatalogCache(new CatalogVersionRepository());
  const evaluationStatus = new EvaluationStatusService(db, evaluationsRepository, attemptGrants, clock, catalogCache);
  const evaluationScores = new EvaluationScoresService(db, evaluationsRepository);
  // The simulator's reader likewise: route steps and percentages count a route's published scenario (decision 037).
  const scenariosRepository = new ScenariosRepository();
  const simulatorRepository = new SimulatorRepository();
  const simulatorStatus = new SimulatorStatusService(db, scenariosRepository, simulatorRepository, catalogCache);
  const routeContexts = new RouteContextService(
    db,
    routesRepository,
    progressRepository,
    evaluationStatus,
    simulatorStatus,
    catalogCache,
  );
  const bankSize = new BankSizeService(db, evaluationsRepository, config.evaluations);
  // The scenario is copied with a duplicated route; simulatorAdmin is built further down, before any request.
  const routeAdmin = new RouteAdminService(db, routesRepository, uploads, search, audit, clock, bankSize, [
    { copyRoute: (tx, fromRouteId, to, actor) => simulatorAdmin.copyRoute(tx, fromRouteId, to, actor) },
  ]);
  const routeEnrolments = new RouteEnrolmentsService(
    db,
    routesRepository,
    progressRepository,
    users,
    audit,
    attemptGrants,
    clock,
    simulatorStatus,
  );
  const learning = new LearningCatalogService(
    db,
    routesRepository,
    progressRepository,
    routeContexts,
    favorites,
    uploads,
    evaluationStatus,
    simulatorStatus,
    catalogCache,
  );
  const learningProgress = new LearningProgressService(db, progressRepository, routeContexts, clock);
  const certificates = new CertificateService(
    db,
    evaluationsRepository,
    learning,
    users,
    companies,
    {
      publicUrl: config.publicUrl,
      providerName: config.providerName,
      signer: config.certificateSigner,
    },
    clock,
  );
  const evaluations = new EvaluationService(
    db,
    evaluationsRepository,
    learning,
    learningProgress,
    certificates,
    attemptGrants,
    config.evaluations,
    clock,
    catalogCache,
  );
  const evaluationOverview = new EvaluationOverviewService(
    db,
    evaluationsRepository,
    learning,
    users,
    attemptGrants,
    config.evaluations,
    { nombre: config.providerName, email: config.contactEmail },
    clock,
  );
  const bank = new BankService(db, evaluationsRepository, learning, audit, clock, bankSize);
  const exposureControl = new ExposureControlService(db, evaluationsRepository, config.evaluations);
  const learnerDashboard = new LearnerDashboardService(
    db,
    new LearnerDashboardRepository(),
    routesRepository,
    progressRepository,
    learning,
    evaluationScores,
    clock,
    simulatorStatus,
  );
  const simulator = new SimulatorService(
    db,
    scenariosRepository,
    simulatorRepository,
    routeContexts,
    learningProgress,
    clock,
    {
      externalBaseUrl: config.simulator?.baseUrl ?? null,
    },
  );
  const simulatorAdmin = new SimulatorAdminService(db, scenariosRepository, routeContexts, uploads, audit, clock);
  const libraryRepository = new LibraryRepository();
  const library = new LibraryService(db, libraryRepository, search, favorites, uploads);
  const libraryAdmin = new LibraryAdminService(db, libraryRepository, search, uploads, audit, clock);
  // Built last: what a user may mark and which files learners may download are answered by the modules that own them.
  const favoriteToggle = new FavoriteToggleService(
    db,
    favoritesRepository,
    {
      route: (user, id) => learning.canSeeRoute(user, id),
      item: (user, id) => learning.canSeeItem(user, id),
      document: (_user, id) => library.documentExists(id),
      norm: (_user, id) => library.normExists(id),
    },
    clock,
  );
  const fileAccess = new FileAccessService(uploads, [
    (fileId) => learning.fileInPublishedRoute(fileId),
    (fileId) => library.fileInLibrary(fileId),
    (fileId) => simulatorStatus.fileInPublishedScenario(fileId),
  ]);
  const tutor = new TutorService({
    db,
    repository: new TutorRepository(),
    retriever: new TutorRetriever(search),
    limiter,
    testInProgress: (userId) => evaluationStatus.hasTestInProgress(userId),
    model: config.tutor.llm ? new OpenAiChatModel(config.tutor.llm) : null,
    settings: config.tutor,
    clock,
    logger,
  });
  const account = new AccountService({
    db,
    clock,
    users,
    sessions,
    companies,
    progress: learningProgress,
    evaluations: evaluationScores,
    favorites,
    tutor,
    simulator,
  });
  // People in the admin area: built last, they read progress and certificates and end sessions.
  const invitations = new InvitationsService({
    db,
    invitations: new InvitationsRepository(),
    users: usersRepository,
    audit,
    hashPassword: (password) => users.hashPassword(password),
    mailer,
    limiter,
    logger,
    clock,
    settings: { publicUrl: config.publicUrl },
  });
  const userAdmin = new UserAdminService({
    db,
    users: usersRepository,
    companies,
    sessions,
    auth,
    invitations,
    audit,
    clock,
  });
  const userDirectory = new UserDirectoryService({
    db,
    users: usersRepository,
    companies,
    progress: learnerDashboard,
    certificates,
    finalTests: routeEnrolments,
  });
  // The PHVA self-evaluation: reads companies, people, certificates and routes through their services.
  const phvaRepository = new PhvaRepository();
  const routeTitle = async (routeId: string) => (await learning.certificateFacts(db, routeId))?.title ?? null;
  const phva = new PhvaService(db, phvaRepository, companies, uploads, audit, clock, routeTitle);
  // Training plans (decision 038): read people, companies, routes, progress and certificates through their services.
  const trainingPlans = new TrainingPlanService({
    db,
    repository: new TrainingPlansRepository(),
    users,
    companies,
    catalog: learning,
    progress: learningProgress,
    certificates,
    audit,
    clock,
  });
  const phvaActions = new PhvaActionsService(
    db,
    phvaRepository,
    phva,
    users,
    certificates,
    routeEnrolments,
    trainingPlans,
    clock,
  );
  const phvaReports = new PhvaReportService(phva, phvaActions, uploads, () => learning.publishedRoutes());
  const invitationSender: InvitationSender = overrides.invitationSender ?? invitations;
  const usersImport = new UsersImportService(
    db,
    new UsersImportRepository(),
    companies,
    audit,
    invitationSender,
    clock,
    overrides.sessionRevocations,
  );
  // The dashboard reads the learning tables through the analytics read model (decision 039), the plans through
  // their service.
  const analytics = new AnalyticsRepository(database.kind);
  const planPairs = new PlanPairsRepository(database.kind);
  const dailyTotals = new DailyTotalsRepository(database.kind);
  const analyticsRefresh = new AnalyticsRefresh(db, analytics, planPairs, dailyTotals);
  const dashboard = new DashboardService(db, analytics, companies, clock, planPairs, analyticsRefresh, dailyTotals);
  const insights = new InsightsService({
    db,
    rollups: analyticsRefresh,
    repository: new InsightsRepository(),
    audit,
    mailer,
    limiter,
    logger,
    clock,
    publicUrl: config.publicUrl,
  });
  const trainingPlanJob = new TrainingPlanJob({
    db,
    repository: new TrainingPlansRepository(),
    plans: trainingPlans,
    certificates,
    users,
    mailer,
    clock,
    logger,
    publicUrl: config.publicUrl,
  });
  return {
    account,
    tutor,
    audit,
    invitations,
    userAdmin,
    userDirectory,
    hasher,
    mailer,
    limiter,
    captcha,
    users,
    usersImport,
    companies,
    companyAdmin,
    sessions,
    auth,
    system,
    storage,
    uploads,
    fileAccess,
    favorites,
    favoriteToggle,
    search,
    library,
    libraryAdmin,
    routeAdmin,
    routeEnrolments,
    learning,
    learningProgress,
    learnerDashboard,
    evaluations,
    evaluationOverview,
    certificates,
    bank,
    exposureControl,
    phva,
    phvaActions,
    phvaReports,
    simulator,
    simulatorAdmin,
    insights,
    trainingPlans,
    trainingPlanJob,
    clock,
    dashboard,
  };
}

export type Container = ReturnType<typeof createContainer>;
