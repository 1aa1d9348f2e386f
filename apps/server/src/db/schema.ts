import type { Generated } from 'kysely';

/**
 * Table types for Kysely. Column types are chosen to behave the same on SQLite and PostgreSQL:
 * ids are text (UUIDs), timestamps are ISO-8601 text in UTC (they sort correctly as text),
 * booleans are integers 0/1. Mappers convert them at the edge.
 */
export interface CompaniesTable {
  id: string;
  nombre: string;
  nit: string;
  trabajadores: number;
  clase_riesgo: string;
  actividad_economica: string | null;
  arl: string | null;
  /** DIVIPOLA department code (2 digits). */
  departamento: string | null;
  /** DIVIPOLA municipality code (5 digits). */
  municipio: string | null;
  direccion: string | null;
  /** The user who is the company's SST lead, if any. */
  responsable_sst_id: string | null;
  active: number;
  created_at: string;
  updated_at: string;
}

export interface UsersTable {
  id: string;
  nombre: string;
  /** Always stored lower-cased, which makes the unique index case-insensitive. */
  email: string;
  password_hash: string;
  perfil: string;
  empresa_id: string | null;
  numero_documento: string | null;
  /** CC, CE, TI, PA or PPT. */
  tipo_documento: string | null;
  cargo: string | null;
  /** `cargo` as job-title assignments compare it (`normaliseJobTitle`); written with `cargo`. */
  cargo_normalizado: string | null;
  /** 1: no e-mail reminders of non-mandatory training assignments (mandatory ones always arrive). */
  reminders_opt_out: Generated<number>;
  /** Consent to data treatment (Ley 1581 de 2012): when, which policy version, from which address. */
  consent_at: string | null;
  consent_version: string | null;
  consent_ip: string | null;
  active: number;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token: a leaked table does not leak usable sessions. */
  id: string;
  user_id: string;
  remember: number;
  expires_at: string;
  created_at: string;
  refreshed_at: string;
  ip: string | null;
  user_agent: string | null;
}

export interface PasswordResetsTable {
  id: string;
  user_id: string;
  code_hash: string;
  token_hash: string;
  attempts: Generated<number>;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface CaptchaSolutionsTable {
  /** SHA-256 of the challenge signature; its presence means the solution was already spent. */
  id: string;
  expires_at: string;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: string;
}

export interface UploadsTable {
  id: string;
  storage_key: string;
  original_name: string;
  mime: string;
  /** bigint: PostgreSQL returns it as a string; mappers convert with Number(). */
  size: number | string;
  purpose: string;
  created_by: string | null;
  created_at: string;
}

export interface RoutesTable {
  id: string;
  /** Set only on routes created by the demo seed, so re-running it finds them. */
  seed_key: string | null;
  title: string;
  summary: string;
  /** JSON array of strings. */
  objectives: string;
  cover_file_id: string | null;
  category: string;
  hours: number;
  level: string;
  status: string;
  pass_mark: number;
  attempts: number;
  unlock_in_order: number;
  /** Months a certificate of this route stays in force; null: it does not expire. */
  validity_months: number | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  published_at: string | null;
}

export interface RouteItemsTable {
  id: string;
  route_id: string;
  position: number;
  kind: string;
  title: string;
  description: string;
  duration_minutes: number;
  required: number;
  body: string | null;
  /** The Markdown body rendered and sanitised once at save time, so reads never render. */
  body_html: string | null;
  url: string | null;
  file_id: string | null;
  /** WebVTT captions of an uploaded video. */
  captions_file_id: string | null;
  /** JSON of the quiz, answer key included: never sent to learners as is. */
  quiz: string | null;
  created_at: string;
  updated_at: string;
}

export interface EnrolmentsTable {
  route_id: string;
  user_id: string;
  origin: string;
  enrolled_at: string;
  last_item_id: string | null;
  last_activity_at: string | null;
  content_completed_at: string | null;
}

export interface ItemProgressTable {
  user_id: string;
  item_id: string;
  route_id: string;
  started_at: string;
  position: number;
  max_position: number;
  seconds_spent: number;
  completed_at: string | null;
  /** JSON: the current quick-quiz attempt (answers given, attempt number, best score). */
  quiz_state: string | null;
  /** Bumped on every write; updates compare it so concurrent writes never overwrite each other. */
  revision: number;
  updated_at: string;
}

export interface FavoritesTable {
  user_id: string;
  kind: string;
  target_id: string;
  created_at: string;
}

export interface BankItemsTable {
  id: string;
  route_id: string;
  topic: string;
  kind: string;
  prompt: string;
  /** JSON array of { id, text, correct }: the answer key, never sent to a learner before they answer. */
  options: string;
  explanation: string;
  level: string;
  /** 2PL discrimination and difficulty; from the author's level until calibrated from real answers. */
  a: number;
  b: number;
  calibrated_at: string | null;
  /** `active` or `retired` (retired items keep their answers but are never shown again). */
  status: string;
  created_at: string;
  updated_at: string;
  /** The item family a generated item belongs to (ADR 041); null for hand-written items. */
  family_id: string | null;
  /** Sympson–Hetter exposure parameter in (0, 1], computed by simulation for the route's bank; 1 = unrestricted. */
  exposure_k: number;
}

export interface EvaluationSessionsTable {
  id: string;
  route_id: string;
  user_id: string;
  kind: string;
  attempt: number;
  /** `in_progress` or `finished`. */
  status: string;
  /** The item the learner has in front of them; stored so a reload shows the same one. */
  current_item_id: string | null;
  answered: number;
  theta: number;
  se: number;
  score: number | null;
  passed: number | null;
  pass_mark: number;
  stop_reason: string | null;
  /** JSON array of topic mastery once finished. */
  mastery: string | null;
  /** Seed of the session's random stream (item choice among the most informative). */
  seed: number;
  started_at: string;
  finished_at: string | null;
  updated_at: string;
}

/** One extra final-test attempt granted to a learner on a route (migration 0008-c). */
export interface EvaluationAttemptGrantsTable {
  id: string;
  route_id: string;
  user_id: string;
  granted_by: string | null;
  granted_at: string;
}

export interface EvaluationAnswersTable {
  session_id: string;
  item_id: string;
  position: number;
  /** JSON array of the option ids chosen. */
  answer: string;
  correct: number;
  theta_after: number;
  se_after: number;
  answered_at: string;
}

export interface CertificatesTable {
  id: string;
  code: string;
  user_id: string;
  route_id: string;
  session_id: string;
  /** Copied at issue time: a certificate states what was true when it was issued. */
  learner_name: string;
  document_number: string | null;
  route_title: string;
  hours: number;
  score: number;
  issued_at: string;
  revoked_at: string | null;
  // Since migration 0008-b (decision 029); null on certificates issued before it.
  document_type: string | null;
  company_name: string | null;
  items_completed: number | null;
  study_seconds: number | null;
  pass_mark: number | null;
  signer_name: string | null;
  signer_license: string | null;
  /** Copied at issue from the route's validity; null: the certificate does not expire. */
  expires_at: string | null;
}

export interface LibraryDocumentsTable {
  id: string;
  seed_key: string | null;
  title: string;
  summary: string;
  topic: string;
  kind: string;
  /** YYYY-MM-DD. */
  published_on: string;
  file_id: string | null;
  url: string | null;
  /** Text extracted from the PDF for search; null without a PDF. */
  file_text: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface LibraryNormsTable {
  id: string;
  seed_key: string | null;
  type: string;
  number: string;
  year: number;
  issuer: string;
  subject: string;
  summary: string;
  topic: string;
  status: string;
  status_note: string;
  replaced_by_id: string | null;
  source_url: string | null;
  /** Markdown, and its sanitised HTML rendered at save time. */
  text: string;
  text_html: string;
  file_id: string | null;
  file_text: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** Filterable columns of every searchable thing; the analysed text lives in search_fts (SQLite) or tsv (PostgreSQL). */
export interface SearchEntriesTable {
  /** `${kind}:${target_id}`. */
  key: string;
  kind: string;
  target_id: string;
  parent_id: string | null;
  title: string;
  body: string;
  visible: number;
  subtype: string | null;
  topic: string | null;
  status: string | null;
  year: number | null;
  recency: string;
  updated_at: string;
}

/** A secret the app generated for itself; the first app server to start writes it, the others read it. */
export interface InvitationsTable {
  id: string;
  user_id: string;
  /** SHA-256 of the token in the e-mailed link. */
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_by: string | null;
  created_at: string;
}

export interface AuditLogTable {
  id: string;
  at: string;
  actor_id: string | null;
  actor_nombre: string;
  actor_perfil: string;
  ip: string | null;
  /** What was done, e.g. `user.update`. */
  action: string;
  entity_type: string;
  entity_id: string | null;
  /** A human name for the entity at the time (a user's name, a route's title). */
  entity_label: string | null;
  /** The company the entity belongs to, so a company's SST lead could be shown their own entries. */
  company_id: string | null;
  /** JSON: `{ field: { before, after } }`, never with passwords or tokens. */
  changes: string;
}

export interface AppSecretsTable {
  name: string;
  value: string;
}

/** A PHVA self-evaluation of one company (modules/phva). */
export interface PhvaCyclesTable {
  id: string;
  company_id: string;
  period: number;
  phase: string;
  status: string;
  responsible_name: string;
  evaluation_date: string | null;
  standard_set: number;
  set_justification: string | null;
  /** JSON object: group → ISO date or null. */
  schedule: string;
  score_hundredths: number | null;
  rating: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
}

export interface PhvaAssessmentsTable {
  cycle_id: string;
  code: string;
  status: string | null;
  justification: string;
  notes: string;
  updated_at: string;
}

export interface PhvaEvidenceTable {
  id: string;
  cycle_id: string;
  code: string;
  file_id: string;
  created_at: string;
}

export interface PhvaActionsTable {
  id: string;
  cycle_id: string;
  code: string;
  what: string;
  owner: string;
  due_date: string;
  status: string;
  notes: string;
  closing_evidence: string;
  route_id: string | null;
  assigned_count: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A conversation with the tutor; only its user reads it. */
export interface TutorConversationsTable {
  id: string;
  user_id: string;
  /** The first question, cut short. */
  title: string;
  created_at: string;
  updated_at: string;
}

export interface TutorMessagesTable {
  id: string;
  conversation_id: string;
  /** Order within the conversation. */
  position: number;
  /** `user` or `tutor`. */
  role: string;
  text: string;
  /** JSON array of the cited sources (`TutorSource`). */
  sources: string;
  declined: number;
  created_at: string;
}

/** One row (`id` 1): moved by database triggers on every change to the cached catalog tables (decision 046). */
export interface CatalogVersionTable {
  id: number;
  /** bigint: node-postgres returns it as a string, better-sqlite3 as a number. */
  version: number | string;
}

/** One scenario per route (decision 037); `definition` is the JSON the editor saves. */
export interface SimulatorScenariosTable {
  route_id: string;
  /** The definition's title, kept beside it for the route pages. */
  title: string;
  definition: string;
  status: string;
  external_path: string | null;
  max_score: number;
  /** 'seed' while the seed wrote the last version, 'admin' once an admin saved it. */
  source: string;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
}

export interface SimulatorAttemptsTable {
  id: string;
  route_id: string;
  user_id: string;
  /** The definition the attempt started with (JSON); null for an external completion. */
  definition: string | null;
  status: string;
  current_situation_id: string | null;
  score: number;
  max_score: number;
  /** 0/1 once finished; null before. */
  passed: number | null;
  external: Generated<number>;
  started_at: string;
  updated_at: string;
  finished_at: string | null;
}

export interface SimulatorAttemptStepsTable {
  attempt_id: string;
  position: number;
  situation_id: string;
  /** What the learner submitted (JSON), replayed to resume. */
  input: string;
  points: number;
  critical: number;
  created_at: string;
}

/** A route assigned to one person, a company or a job title (decision 038). */
export interface TrainingAssignmentsTable {
  id: string;
  route_id: string;
  /** `person`, `company` or `job_title`. */
  target_kind: string;
  user_id: string | null;
  company_id: string | null;
  /** Normalised: trimmed, lower-cased, accents kept. */
  job_title: string | null;
  /** `YYYY-MM-DD`, a Bogotá calendar day; due at its end. */
  due_date: string;
  mandatory: number;
  /** `plan` or `renewal`. */
  origin: string;
  /** The expired certificate a renewal stands for; unique, so the job creates it once. */
  renewal_of: string | null;
  created_by: string | null;
  created_at: string;
  archived_at: string | null;
}

export interface ReminderDeliveriesTable {
  id: string;
  assignment_id: string | null;
  user_id: string;
  route_id: string;
  due_date: string;
  /** `due_in_7`, `due_today` or `overdue_week_N`. */
  kind: string;
  sent_at: string;
}

export interface JobLeasesTable {
  name: string;
  holder: string;
  expires_at: string;
}

/** One person's activity on one Bogotá calendar day (derived by modules/analytics, decision 039). */
export interface AnalyticsActivityDaysTable {
  user_id: string;
  /** YYYY-MM-DD in Bogotá. */
  day: string;
  /** The Monday (YYYY-MM-DD) of the day's ISO week. */
  week: string;
  /** The person's activity day before this one, null for their first (decision 060). */
  prev_day: string | null;
}

/** How far a derived analytics table has been refreshed: rows changed at or after `through` are read again. */
export interface AnalyticsRefreshTable {
  name: string;
  through: string;
}

/** A person's ISO week with activity, and the company they are counted under (`''` for none). Decision 046. */
export interface AnalyticsActivityWeeksTable {
  user_id: string;
  week: string;
  company_id: string;
}

/** How many people of a company (`''` for none) had activity in an ISO week. Decision 046. */
export interface AnalyticsWeeklyCountsTable {
  company_id: string;
  week: string;
  n: number;
}

/** People whose company changed since the analytics refresh last read them, noted by a trigger on `users`. */
export interface AnalyticsMovedPeopleTable {
  user_id: string;
}

/** The company a person's week rows are counted under (`''` for none). Decision 046. */
export interface AnalyticsPeopleTable {
  user_id: string;
  company_id: string;
}

/**
 * Per person and route: the first finished pre-test and the finished final tests with a score (first and last
 * finish, best score and when), decision 046; and the Insight Hub's evaluation facts, decision 052.
 */
export interface AnalyticsRouteResultsTable {
  user_id: string;
  route_id: string;
  pre_attempt: number | null;
  pre_started_at: string | null;
  pre_score: number | null;
  final_first_at: string | null;
  final_last_at: string | null;
  best_score: number | null;
  best_at: string | null;
  /** The Insight Hub's per-(person, route) evaluation facts over finished sessions (decision 052). */
  finished_last_at: string | null;
  final_started_last_at: string | null;
  final_passed: number | null;
  final_failed: number | null;
  pre_low_score: number | null;
  pre_first_finished_at: string | null;
}

/** Answers of finished sessions per Bogotá week of the finish, route, bank item and kind. Decision 052. */
export interface AnalyticsAnswerWeeksTable {
  week: string;
  route_id: string;
  item_id: string;
  kind: string;
  answers: number;
  correct: number;
}

/** Answers per Bogotá week of the answer, route and bank item, in sessions finished or not. Decision 052. */
export interface AnalyticsItemWeeksTable {
  week: string;
  route_id: string;
  item_id: string;
  answers: number;
  correct: number;
}

export interface AnalyticsItemCompletionWeeksTable {
  route_id: string;
  /** Monday (Bogotá) of the week the people enrolled in the route. */
  week: string;
  item_id: string;
  completed: number;
}

/** Per route, enrolment day and content item: the progress rows' use as last counted (decision 062). */
export interface AnalyticsItemUsageDaysTable {
  route_id: string;
  /** The Bogotá day the people enrolled in the route. */
  day: string;
  item_id: string;
  /** Progress rows: people who opened the item. */
  started: number;
  completed: number;
  seconds: number;
}

/** Per progress row: the seconds and completion the item-usage days last counted for it (decision 062). */
export interface AnalyticsItemUsageTable {
  user_id: string;
  item_id: string;
  seconds: number;
  /** 1 when counted as completed. */
  completed: number;
}

/** Per enrolment without a passed final test: the at-risk rule's facts apart from open sessions (decision 057). */
export interface AnalyticsEnrolmentRiskTable {
  user_id: string;
  route_id: string;
  /** The enrolment's last activity, else its start, or a later finished evaluation. */
  last_at: string;
  /** 1 when a final attempt failed. */
  failed: number;
  /** The lowest finished pre-test score. */
  pre_score: number | null;
  /** 1 when no final test was finished and no content was touched after the first finished pre-test. */
  pre_untouched: number;
  /** When a training plan makes the pair overdue, while it has no certificate (decision 059); null otherwise. */
  overdue_from: string | null;
}

/** The training plans' standing per covered (person, route), kept by the analytics refresh (decision 059). */
export interface AnalyticsPlanPairsTable {
  user_id: string;
  route_id: string;
  empresa_id: string | null;
  /** The earliest due date of the assignments covering the pair (YYYY-MM-DD, Bogotá). */
  due_date: string;
  /** 05:00 UTC of the day after `due_date`: midnight in Bogotá, when the pair becomes overdue. */
  due_end: string;
  /** The first instant an assignment made by then was past its due day. */
  overdue_from: string;
  first_certified_at: string | null;
  /** The latest unrevoked certificate: when it was issued and when it expires. */
  certified_at: string | null;
  certificate_expires_at: string | null;
  started: number;
}

/**
 * The training plans' standing per covered (person, route) in narrow form, for the dashboard's counts (decision 061).
 * Instants are milliseconds since 1970 (UTC).
 */
export interface AnalyticsPlanMarksTable {
  empresa_id: string | null;
  /** 0 assigned, 1 started, 3 certified on time, 4 certified late: the status until `switch_ms`. */
  class: number;
  /** When the status becomes overdue (classes 0 and 1) or expired (3 and 4); null when it never does. */
  switch_ms: number | null;
  overdue_ms: number;
  first_certified_ms: number | null;
  user_id: string;
  route_id: string;
}

/** The whole base's learning counts per Bogotá day and route, kept by the analytics refresh (decision 060). */
export interface AnalyticsDailyTotalsTable {
  day: string;
  route_id: string;
  enrolments: number;
  /** Final tests finished that day, how many passed, how many have a score and the sum of those scores. */
  finals: number;
  finals_passed: number;
  final_scored: number;
  final_score_sum: number;
  /** Certificates issued that day, revoked or not. */
  certificates: number;
}

export interface Database {
  companies: CompaniesTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  captcha_solutions: CaptchaSolutionsTable;
  rate_limits: RateLimitsTable;
  uploads: UploadsTable;
  routes: RoutesTable;
  route_items: RouteItemsTable;
  enrolments: EnrolmentsTable;
  item_progress: ItemProgressTable;
  favorites: FavoritesTable;
  bank_items: BankItemsTable;
  evaluation_sessions: EvaluationSessionsTable;
  evaluation_answers: EvaluationAnswersTable;
  evaluation_attempt_grants: EvaluationAttemptGrantsTable;
  certificates: CertificatesTable;
  analytics_plan_pairs: AnalyticsPlanPairsTable;
  analytics_daily_totals: AnalyticsDailyTotalsTable;
  analytics_plan_marks: AnalyticsPlanMarksTable;
  library_documents: LibraryDocumentsTable;
  library_norms: LibraryNormsTable;
  search_entries: SearchEntriesTable;
  app_secrets: AppSecretsTable;
  invitations: InvitationsTable;
  audit_log: AuditLogTable;
  phva_cycles: PhvaCyclesTable;
  phva_assessments: PhvaAssessmentsTable;
  phva_evidence: PhvaEvidenceTable;
  phva_actions: PhvaActionsTable;
  tutor_conversations: TutorConversationsTable;
  tutor_messages: TutorMessagesTable;
  simulator_scenarios: SimulatorScenariosTable;
  catalog_version: CatalogVersionTable;
  simulator_attempts: SimulatorAttemptsTable;
  simulator_attempt_steps: SimulatorAttemptStepsTable;
  training_assignments: TrainingAssignmentsTable;
  reminder_deliveries: ReminderDeliveriesTable;
  job_leases: JobLeasesTable;
  analytics_activity_days: AnalyticsActivityDaysTable;
  analytics_refresh: AnalyticsRefreshTable;
  analytics_activity_weeks: AnalyticsActivityWeeksTable;
  analytics_weekly_counts: AnalyticsWeeklyCountsTable;
  analytics_people: AnalyticsPeopleTable;
  analytics_moved_people: AnalyticsMovedPeopleTable;
  analytics_route_results: AnalyticsRouteResultsTable;
  analytics_answer_weeks: AnalyticsAnswerWeeksTable;
  analytics_item_weeks: AnalyticsItemWeeksTable;
  analytics_item_completion_weeks: AnalyticsItemCompletionWeeksTable;
  analytics_item_usage_days: AnalyticsItemUsageDaysTable;
  analytics_item_usage: AnalyticsItemUsageTable;
  analytics_enrolment_risk: AnalyticsEnrolmentRiskTable;
}
