import { sql } from 'kysely';
import type { Executor, RawCount } from '../../db/executor.js';
import { toCount } from '../../db/executor.js';
import type {
  AdminRouteStats,
  CatalogRoute,
  ItemChanges,
  LearningRoute,
  RouteChanges,
  RouteItem,
} from './learning-route.types.js';
import {
  toItemChangesRow,
  toItemRow,
  toLearningRoute,
  toRouteChangesRow,
  toRouteItem,
  toRouteRow,
} from './route.mapper.js';

function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

/** Learning routes and their ordered items (`routes`, `route_items`). The only place that writes SQL for them. */
export class RoutesRepository {
  async findById(db: Executor, id: string): Promise<LearningRoute | undefined> {
    const row = await db.selectFrom('routes').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toLearningRoute(row);
  }

  async allRoutes(db: Executor): Promise<LearningRoute[]> {
    return (await db.selectFrom('routes').selectAll().execute()).map(toLearningRoute);
  }

  /** A page of routes in id order, for jobs that walk every route (`afterId` is the last id of the previous page). */
  async pageById(db: Executor, afterId: string | null, limit: number): Promise<LearningRoute[]> {
    let query = db.selectFrom('routes').selectAll();
    if (afterId !== null) query = query.where('id', '>', afterId);
    return (await query.orderBy('id').limit(limit).execute()).map(toLearningRoute);
  }

  async findBySeedKey(db: Executor, seedKey: string): Promise<LearningRoute | undefined> {
    const row = await db.selectFrom('routes').selectAll().where('seed_key', '=', seedKey).executeTakeFirst();
    return row && toLearningRoute(row);
  }

  async insert(db: Executor, route: LearningRoute): Promise<void> {
    await db.insertInto('routes').values(toRouteRow(route)).execute();
  }

  async update(db: Executor, id: string, changes: RouteChanges): Promise<void> {
    await db.updateTable('routes').set(toRouteChangesRow(changes)).where('id', '=', id).execute();
  }

  async listItems(db: Executor, routeId: string): Promise<RouteItem[]> {
    const rows = await db
      .selectFrom('route_items')
      .selectAll()
      .where('route_id', '=', routeId)
      .orderBy('position')
      .orderBy('id')
      .execute();
    return rows.map(toRouteItem);
  }

  async routeIdOfItem(db: Executor, itemId: string): Promise<string | undefined> {
    const row = await db.selectFrom('route_items').select('route_id').where('id', '=', itemId).executeTakeFirst();
    return row?.route_id;
  }

  async insertItem(db: Executor, item: RouteItem): Promise<void> {
    await db.insertInto('route_items').values(toItemRow(item)).execute();
  }

  async insertItems(db: Executor, items: RouteItem[]): Promise<void> {
    if (items.length > 0) await db.insertInto('route_items').values(items.map(toItemRow)).execute();
  }

  async updateItem(db: Executor, id: string, changes: ItemChanges): Promise<void> {
    await db.updateTable('route_items').set(toItemChangesRow(changes)).where('id', '=', id).execute();
  }

  async deleteItem(db: Executor, id: string): Promise<void> {
    await db.deleteFrom('route_items').where('id', '=', id).execute();
  }

  async setPosition(db: Executor, itemId: string, position: number): Promise<void> {
    await db.updateTable('route_items').set({ position }).where('id', '=', itemId).execute();
  }

  /** Admin table: every route with its item count, enrolments and how many enrolled finished the content. */
  async listForAdmin(
    db: Executor,
    options: { q?: string | undefined; status?: string | undefined; limit: number; offset: number },
  ): Promise<{ items: AdminRouteStats[]; total: number }> {
    let query = db.selectFrom('routes');
    if (options.q) {
      const pattern = likePattern(options.q);
      query = query.where((eb) => eb(eb.fn('lower', ['routes.title']), 'like', eb.val(pattern)));
    }
    if (options.status) query = query.where('routes.status', '=', options.status);
    const [rows, total] = await Promise.all([
      query
        .selectAll('routes')
        .select((eb) => [
          eb
            .selectFrom('route_items')
            .select(eb.fn.countAll<RawCount>().as('c'))
            .whereRef('route_items.route_id', '=', 'routes.id')
            .as('item_count'),
          eb
            .selectFrom('enrolments')
            .select(eb.fn.countAll<RawCount>().as('c'))
            .whereRef('enrolments.route_id', '=', 'routes.id')
            .as('enrolled'),
          eb
            .selectFrom('enrolments')
            .select(eb.fn.countAll<RawCount>().as('c'))
            .whereRef('enrolments.route_id', '=', 'routes.id')
            .where('enrolments.content_completed_at', 'is not', null)
            .as('content_done'),
        ])
        .orderBy('routes.updated_at', 'desc')
        .orderBy('routes.id')
        .limit(options.limit)
        .offset(options.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<RawCount>().as('count')).executeTakeFirstOrThrow(),
    ]);
    const items = rows.map(({ item_count, enrolled, content_done, ...route }) => ({
      route: toLearningRoute(route),
      itemCount: toCount(item_count),
      enrolled: toCount(enrolled),
      contentDone: toCount(content_done),
    }));
    return { items, total: toCount(total.count) };
  }

  /** Published routes matching a text (title, summary or category) and a category, with their item counts. */
  async listPublished(
    db: Executor,
    options: { q?: string | undefined; category?: string | undefined },
  ): Promise<CatalogRoute[]> {
    let query = db.selectFrom('routes').where('status', '=', 'published');
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
          .select(eb.fn.countAll<RawCount>().as('c'))
          .whereRef('route_items.route_id', '=', 'routes.id')
          .as('item_count'),
      )
      .orderBy('title')
      .execute();
    return rows.map(({ item_count, ...route }) => ({ ...toLearningRoute(route), itemCount: toCount(item_count) }));
  }

  async publishedCategories(db: Executor): Promise<string[]> {
    const rows = await db
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
  async requiredCounts(db: Executor, routeIds: string[]): Promise<Map<string, number>> {
    if (routeIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('route_items')
      .select(['route_id', sql<RawCount>`count(*)`.as('count')])
      .where('route_id', 'in', routeIds)
      .where('required', '=', 1)
      .groupBy('route_id')
      .execute();
    return new Map(rows.map((row) => [row.route_id, toCount(row.count)]));
  }

  /** Whether a published route uses the file, as its cover or in one of its items (asked by the uploads module). */
  async publishedRouteUsesFile(db: Executor, fileId: string): Promise<boolean> {
    const asCover = await db
      .selectFrom('routes')
      .select('id')
      .where('cover_file_id', '=', fileId)
      .where('status', '=', 'published')
      .executeTakeFirst();
    if (asCover) return true;
    const inItem = await db
      .selectFrom('route_items')
      .innerJoin('routes', 'routes.id', 'route_items.route_id')
      .select('route_items.id')
      .where((eb) => eb.or([eb('route_items.file_id', '=', fileId), eb('route_items.captions_file_id', '=', fileId)]))
      .where('routes.status', '=', 'published')
      .executeTakeFirst();
    return Boolean(inItem);
  }
}
