import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { RouteItemsTable, RoutesTable, UploadsTable } from '../../db/schema.js';

export type RouteRow = RoutesTable;
export type ItemRow = RouteItemsTable;
export type FileRow = Pick<UploadsTable, 'id' | 'original_name' | 'mime' | 'size'>;

export interface AdminRouteStatsRow extends RouteRow {
  item_count: number | string;
  enrolled: number | string;
  content_done: number | string;
}

function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

/** Routes and their ordered items. The only place that writes SQL for them. */
export class RoutesRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (repository: RoutesRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new RoutesRepository(trx)));
  }

  findById(id: string): Promise<RouteRow | undefined> {
    return this.db.selectFrom('routes').selectAll().where('id', '=', id).executeTakeFirst();
  }

  allRoutes(): Promise<RouteRow[]> {
    return this.db.selectFrom('routes').selectAll().execute();
  }

  findBySeedKey(seedKey: string): Promise<RouteRow | undefined> {
    return this.db.selectFrom('routes').selectAll().where('seed_key', '=', seedKey).executeTakeFirst();
  }

  async insert(row: RouteRow): Promise<void> {
    await this.db.insertInto('routes').values(row).execute();
  }

  async update(id: string, changes: Partial<Omit<RouteRow, 'id' | 'created_at'>>): Promise<void> {
    await this.db.updateTable('routes').set(changes).where('id', '=', id).execute();
  }

  listItems(routeId: string): Promise<ItemRow[]> {
    return this.db
      .selectFrom('route_items')
      .selectAll()
      .where('route_id', '=', routeId)
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  async routeIdOfItem(itemId: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('route_items').select('route_id').where('id', '=', itemId).executeTakeFirst();
    return row?.route_id;
  }

  async insertItem(row: ItemRow): Promise<void> {
    await this.db.insertInto('route_items').values(row).execute();
  }

  async insertItems(rows: ItemRow[]): Promise<void> {
    if (rows.length > 0) await this.db.insertInto('route_items').values(rows).execute();
  }

  async updateItem(id: string, changes: Partial<Omit<ItemRow, 'id' | 'route_id' | 'created_at'>>): Promise<void> {
    await this.db.updateTable('route_items').set(changes).where('id', '=', id).execute();
  }

  async deleteItem(id: string): Promise<void> {
    await this.db.deleteFrom('route_items').where('id', '=', id).execute();
  }

  async setPosition(itemId: string, position: number): Promise<void> {
    await this.db.updateTable('route_items').set({ position }).where('id', '=', itemId).execute();
  }

  async filesByIds(ids: string[]): Promise<FileRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('uploads')
      .select(['id', 'original_name', 'mime', 'size'])
      .where('id', 'in', ids)
      .execute();
  }

  /** Admin table: every route with its item count, enrolments and how many enrolled finished the content. */
  async listForAdmin(options: { q?: string | undefined; status?: string | undefined; limit: number; offset: number }) {
    let query = this.db.selectFrom('routes');
    if (options.q) {
      const pattern = likePattern(options.q);
      query = query.where((eb) => eb(eb.fn('lower', ['routes.title']), 'like', eb.val(pattern)));
    }
    if (options.status) query = query.where('routes.status', '=', options.status);
    const [items, total] = await Promise.all([
      query
        .selectAll('routes')
        .select((eb) => [
          eb
            .selectFrom('route_items')
            .select(eb.fn.countAll().as('c'))
            .whereRef('route_items.route_id', '=', 'routes.id')
            .as('item_count'),
          eb
            .selectFrom('enrolments')
            .select(eb.fn.countAll().as('c'))
            .whereRef('enrolments.route_id', '=', 'routes.id')
            .as('enrolled'),
          eb
            .selectFrom('enrolments')
            .select(eb.fn.countAll().as('c'))
            .whereRef('enrolments.route_id', '=', 'routes.id')
            .where('enrolments.content_completed_at', 'is not', null)
            .as('content_done'),
        ])
        .orderBy('routes.updated_at', 'desc')
        .orderBy('routes.id')
        .limit(options.limit)
        .offset(options.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { items: items as AdminRouteStatsRow[], total: Number(total.count) };
  }

  /** Published routes matching a text (title, summary or category) and a category, with their item counts. */
  async listPublished(options: { q?: string | undefined; category?: string | undefined }) {
    let query = this.db.selectFrom('routes').where('status', '=', 'published');
    if (options.q) {
      const pattern = likePattern(options.q);
      query = query.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['title']), 'like', eb.val(pattern)),
          eb(eb.fn('lower', ['summary']), 'like', eb.val(pattern)),
          eb(eb.fn('lower', ['category']), 'like', eb.val(pattern)),
        ]),
      );
    }
    if (options.category) query = query.where('category', '=', options.category);
    const rows = await query
      .selectAll('routes')
      .select((eb) =>
        eb
          .selectFrom('route_items')
          .select(eb.fn.countAll().as('c'))
          .whereRef('route_items.route_id', '=', 'routes.id')
          .as('item_count'),
      )
      .orderBy('title')
      .execute();
    return rows as (RouteRow & { item_count: number | string })[];
  }

  async publishedCategories(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('routes')
      .select('category')
      .distinct()
      .where('status', '=', 'published')
      .where('category', '!=', '')
      .orderBy('category')
      .execute();
    return rows.map((row) => row.category);
  }

  /** Required items per route, for progress percentages. */
  async requiredCounts(routeIds: string[]): Promise<Map<string, number>> {
    if (routeIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('route_items')
      .select(['route_id', sql<number | string>`count(*)`.as('count')])
      .where('route_id', 'in', routeIds)
      .where('required', '=', 1)
      .groupBy('route_id')
      .execute();
    return new Map(rows.map((row) => [row.route_id, Number(row.count)]));
  }
}
