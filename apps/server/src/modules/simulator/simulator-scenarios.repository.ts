import type { ScenarioDefinition, ScenarioStatus } from '@academia/shared';
import { sql, type Selectable } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { SimulatorScenariosTable } from '../../db/schema.js';
import type { ScenarioRecord } from './simulator.types.js';

function toScenario(row: Selectable<SimulatorScenariosTable>): ScenarioRecord {
  return {
    routeId: row.route_id,
    definition: JSON.parse(row.definition) as ScenarioDefinition,
    status: row.status as ScenarioStatus,
    externalPath: row.external_path,
    maxScore: Number(row.max_score),
    source: row.source === 'admin' ? 'admin' : 'seed',
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

function scenarioRow(s: ScenarioRecord): SimulatorScenariosTable {
  return {
    route_id: s.routeId,
    title: s.definition.title,
    definition: JSON.stringify(s.definition),
    status: s.status,
    external_path: s.externalPath,
    max_score: s.maxScore,
    source: s.source,
    created_at: s.createdAt,
    updated_at: s.updatedAt,
    updated_by: s.updatedBy,
  };
}

/** The `simulator_scenarios` table: one scenario per route, its definition kept as JSON text. */
export class ScenariosRepository {
  async findScenario(db: Executor, routeId: string): Promise<ScenarioRecord | undefined> {
    const row = await db
      .selectFrom('simulator_scenarios')
      .selectAll()
      .where('route_id', '=', routeId)
      .executeTakeFirst();
    return row && toScenario(row);
  }

  async saveScenario(db: Executor, scenario: ScenarioRecord): Promise<void> {
    const row = scenarioRow(scenario);
    const { route_id: _key, created_at: _created, ...changes } = row;
    await db
      .insertInto('simulator_scenarios')
      .values(row)
      .onConflict((oc) => oc.column('route_id').doUpdateSet(changes))
      .execute();
  }

  async deleteScenario(db: Executor, routeId: string): Promise<void> {
    await db.deleteFrom('simulator_scenarios').where('route_id', '=', routeId).execute();
  }

  /** Title of each route's published scenario, for the routes of `routeIds` that have one. */
  async publishedTitles(db: Executor, routeIds: string[]): Promise<Map<string, string>> {
    if (routeIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('simulator_scenarios')
      .select(['route_id', 'title'])
      .where('route_id', 'in', routeIds)
      .where('status', '=', 'published')
      .execute();
    return new Map(rows.map((row) => [row.route_id, row.title]));
  }

  /** Whether a published scenario shows the file (an image or video of a situation); asked by the uploads module. */
  async publishedScenarioUsesFile(db: Executor, fileId: string): Promise<boolean> {
    const needle = JSON.stringify({ uploadId: fileId })
      .slice(1, -1)
      .replace(/[\\%_]/g, (c) => `\\${c}`);
    const row = await db
      .selectFrom('simulator_scenarios')
      .select('route_id')
      .where('status', '=', 'published')
      // SQLite's LIKE has no escape character unless told; PostgreSQL's is the backslash: name it for both.
      .where(sql<boolean>`definition like ${`%${needle}%`} escape '\\'`)
      .executeTakeFirst();
    return row !== undefined;
  }
}
