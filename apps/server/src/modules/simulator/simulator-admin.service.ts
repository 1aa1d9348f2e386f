import {
  validateScenario,
  type AdminScenario,
  type SaveScenarioInput,
  type ScenarioDefinition,
  type ScenarioStatus,
  type ScenarioValidationResult,
  type SessionUser,
} from '@academia/shared';
import type { Db } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { Clock } from '../../infra/clock/clock.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import type { RouteContextService } from '../learning-paths/route-context.service.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import type { ScenariosRepository } from './simulator-scenarios.repository.js';
import type { ScenarioRecord } from './simulator.types.js';

type Problem = { path: string; message: string };

function toAdminScenario(scenario: ScenarioRecord): AdminScenario {
  return {
    routeId: scenario.routeId,
    definition: scenario.definition,
    status: scenario.status,
    maxScore: scenario.maxScore,
    externalPath: scenario.externalPath,
    updatedAt: scenario.updatedAt,
    updatedBy: scenario.updatedBy,
  };
}

/** What the audit log keeps of a scenario: its settings and the definition as JSON text (cut to an excerpt). */
function auditFields(scenario: ScenarioRecord): Record<string, unknown> {
  return {
    title: scenario.definition.title,
    status: scenario.status,
    passPercent: scenario.definition.passPercent,
    situations: scenario.definition.situations.length,
    maxScore: scenario.maxScore,
    externalPath: scenario.externalPath,
    definition: JSON.stringify(scenario.definition),
  };
}

/** The Simulador tab of the route editor (Superadministrador): one scenario per route, validated before saving. */
export class SimulatorAdminService {
  constructor(
    private readonly db: Db,
    private readonly repository: ScenariosRepository,
    private readonly contexts: RouteContextService,
    private readonly uploads: UploadsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async get(user: SessionUser, routeId: string): Promise<AdminScenario> {
    await this.contexts.visibleRoute(user, routeId);
    const scenario = await this.repository.findScenario(this.db, routeId);
    if (!scenario) throw notFound('Esta ruta todavía no tiene un escenario en el simulador.');
    return toAdminScenario(scenario);
  }

  /** Checks a definition without saving it: the editor's «Validar» and its import. */
  async validate(definition: unknown): Promise<ScenarioValidationResult> {
    const result = validateScenario(definition);
    if (!result.definition) return { valid: false, maxScore: null, errors: result.errors };
    const mediaProblems = await this.mediaProblems(this.db, result.definition);
    if (mediaProblems.length > 0) return { valid: false, maxScore: null, errors: mediaProblems };
    return { valid: true, maxScore: result.maxScore, errors: [] };
  }

  /** Saves the route's scenario; nothing is saved when it has any problem (400 with every problem in Spanish). */
  async save(user: SessionUser, actor: AuditActor, routeId: string, input: SaveScenarioInput): Promise<AdminScenario> {
    const { route } = await this.contexts.visibleRoute(user, routeId);
    const definition = await this.validDefinition(input.definition);
    return this.db.transaction().execute(async (tx) => {
      const before = await this.repository.findScenario(tx, route.id);
      const now = this.clock.now().toISOString();
      const after: ScenarioRecord = {
        routeId: route.id,
        definition: definition.definition,
        status: input.status,
        externalPath: input.externalPath === undefined ? (before?.externalPath ?? null) : input.externalPath,
        maxScore: definition.maxScore,
        source: 'admin',
        createdAt: before?.createdAt ?? now,
        updatedAt: now,
        updatedBy: actor.id,
      };
      await this.repository.saveScenario(tx, after);
      await this.record(tx, actor, route.title, before, after);
      return toAdminScenario(after);
    });
  }

  async remove(user: SessionUser, actor: AuditActor, routeId: string): Promise<void> {
    const { route } = await this.contexts.visibleRoute(user, routeId);
    await this.db.transaction().execute(async (tx) => {
      const before = await this.repository.findScenario(tx, route.id);
      if (!before) throw notFound('Esta ruta todavía no tiene un escenario en el simulador.');
      await this.repository.deleteScenario(tx, route.id);
      await this.audit.record(tx, actor, {
        action: 'simulator.delete',
        entityType: 'simulator_scenario',
        entityId: route.id,
        entityLabel: `${before.definition.title} (${route.title})`,
        before: auditFields(before),
        after: null,
      });
    });
  }

  /**
   * A duplicated route gets a copy of the scenario as a draft, so the copy is never published with a simulator no
   * one has looked at; the admin publishes it from the Simulador tab.
   */
  async copyRoute(tx: Executor, fromRouteId: string, to: { id: string; title: string }, actor: AuditActor) {
    const source = await this.repository.findScenario(tx, fromRouteId);
    if (!source) return;
    const now = this.clock.now().toISOString();
    const copy: ScenarioRecord = {
      ...source,
      routeId: to.id,
      status: 'draft',
      source: 'admin',
      createdAt: now,
      updatedAt: now,
      updatedBy: actor.id,
    };
    await this.repository.saveScenario(tx, copy);
    await this.record(tx, actor, to.title, undefined, copy);
  }

  /**
   * The demo seed's scenario for a route: created published when missing, replaced when the seed wrote the current
   * version and the definition changed, left alone once an admin saved it. Returns what it did.
   */
  async seed(actor: AuditActor, routeId: string, routeTitle: string, input: ScenarioDefinition) {
    const definition = await this.validDefinition(input);
    return this.db.transaction().execute(async (tx) => {
      const before = await this.repository.findScenario(tx, routeId);
      if (before?.source === 'admin') return 'kept' as const;
      if (before && JSON.stringify(before.definition) === JSON.stringify(definition.definition)) return 'kept' as const;
      const now = this.clock.now().toISOString();
      const after: ScenarioRecord = {
        routeId,
        definition: definition.definition,
        status: before?.status ?? 'published',
        externalPath: before?.externalPath ?? null,
        maxScore: definition.maxScore,
        source: 'seed',
        createdAt: before?.createdAt ?? now,
        updatedAt: now,
        updatedBy: null,
      };
      await this.repository.saveScenario(tx, after);
      await this.record(tx, actor, routeTitle, before, after);
      return before ? ('updated' as const) : ('created' as const);
    });
  }

  private async validDefinition(input: unknown): Promise<{ definition: ScenarioDefinition; maxScore: number }> {
    const result = validateScenario(input);
    const problems: Problem[] = result.definition
      ? await this.mediaProblems(this.db, result.definition)
      : result.errors;
    if (!result.definition || result.maxScore === null || problems.length > 0) {
      throw new AppError('VALIDATION_FAILED', 'El escenario tiene errores: corríjalos antes de guardarlo.', {
        fields: problems,
      });
    }
    return { definition: result.definition, maxScore: result.maxScore };
  }

  /** Every image or video must be an uploaded file of that kind. */
  private async mediaProblems(db: Executor, definition: ScenarioDefinition): Promise<Problem[]> {
    const used = definition.situations.flatMap((situation, index) =>
      situation.media ? [{ index, title: situation.title, media: situation.media }] : [],
    );
    if (used.length === 0) return [];
    const files = await this.uploads.describe(
      db,
      used.map((entry) => entry.media.uploadId),
    );
    return used.flatMap(({ index, title, media }) => {
      const file = files.get(media.uploadId);
      const path = `situations.${String(index)}.media.uploadId`;
      if (!file) return [{ path, message: `«${title}»: el archivo elegido ya no existe. Elija otro de la ruta.` }];
      if (!file.mime.startsWith(`${media.kind}/`)) {
        const kind = media.kind === 'image' ? 'una imagen' : 'un video';
        return [{ path, message: `«${title}»: el archivo «${file.originalName}» no es ${kind}.` }];
      }
      return [];
    });
  }

  private async record(
    tx: Executor,
    actor: AuditActor,
    routeTitle: string,
    before: ScenarioRecord | undefined,
    after: ScenarioRecord,
  ): Promise<void> {
    const published: ScenarioStatus = 'published';
    await this.audit.record(tx, actor, {
      action: after.status === published && before?.status !== published ? 'simulator.publish' : 'simulator.save',
      entityType: 'simulator_scenario',
      entityId: after.routeId,
      entityLabel: `${after.definition.title} (${routeTitle})`,
      before: before ? auditFields(before) : null,
      after: auditFields(after),
    });
  }
}
