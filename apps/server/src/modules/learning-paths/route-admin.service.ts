import crypto from 'node:crypto';
import {
  bankSizeProblem,
  itemInputSchema,
  routeMetadataInputSchema,
  updateRouteInputSchema,
  type AdminRoute,
  type AdminRouteList,
  type BankSize,
  type ItemInput,
  type ListAdminRoutesQuery,
  type RouteMetadataInput,
  type RouteStatus,
  type UpdateRouteInput,
  type UploadPurpose,
} from '@academia/shared';
import type { Db } from '../../db/database.js';
import type { Executor } from '../../db/executor.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { Clock } from '../../infra/clock/clock.js';
import type { AuditActor, AuditService } from '../audit/audit.service.js';
import type { SearchService } from '../search/search.service.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import type { LearningRoute, RouteItem } from './learning-route.types.js';
import { itemContent, metadataChanges, type ParsedItem } from './route-input.js';
import { itemChange, routeAuditFields, statusActions } from './route-audit.js';
import { routeSearchEntries } from './route-search.js';
import { fileIdsOf, toAdminRoute, toAdminRouteRow } from './route-views.js';
import type { RoutesRepository } from './routes.repository.js';

/** How big a route's item bank is; answered by the evaluations module, which owns the banks. */
export interface BankSizeReader {
  of(routeId: string, db?: Executor): Promise<BankSize>;
}

/** Authoring of learning routes: metadata, items, order, status. Admin-only (the /api/admin prefix is checked upstream). */
/** A module that keeps something per route and copies it when an admin duplicates the route. */
export interface RouteCompanion {
  copyRoute(tx: Executor, fromRouteId: string, to: { id: string; title: string }, actor: AuditActor): Promise<void>;
}

export class RouteAdminService {
  constructor(
    private readonly db: Db,
    private readonly routes: RoutesRepository,
    private readonly uploads: UploadsService,
    private readonly search: SearchService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly bankSize: BankSizeReader,
    /** What other modules keep per route and copy with it (the simulator's scenario), in the same transaction. */
    private readonly companions: readonly RouteCompanion[] = [],
  ) {}

  private now(): string {
    return this.clock.now().toISOString();
  }

  async list(query: ListAdminRoutesQuery): Promise<AdminRouteList> {
    const { page, pageSize } = query;
    const { items, total } = await this.routes.listForAdmin(this.db, {
      q: query.q,
      status: query.status,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return { items: items.map(toAdminRouteRow), total, page, pageSize };
  }

  async get(id: string): Promise<AdminRoute> {
    const route = await this.requireRoute(id);
    const items = await this.routes.listItems(this.db, id);
    const [files, bank] = await Promise.all([
      this.uploads.describe(this.db, fileIdsOf(route, items)),
      this.bankSize.of(id),
    ]);
    return toAdminRoute(route, items, files, bank);
  }

  /** Re-indexes the route and its items for search (removed items leave the index too), then returns it. */
  private async indexed(id: string): Promise<AdminRoute> {
    const route = await this.requireRoute(id);
    const items = await this.routes.listItems(this.db, id);
    await this.search.remove(this.db, 'item', { parentId: id });
    await this.search.index(this.db, routeSearchEntries(route, items));
    return this.get(id);
  }

  /** Rebuilds the index entries of every route (at start-up, so an upgraded database becomes searchable). */
  async reindexAll(): Promise<void> {
    for (const route of await this.routes.allRoutes(this.db)) {
      await this.search.remove(this.db, 'item', { parentId: route.id });
      await this.search.index(this.db, routeSearchEntries(route, await this.routes.listItems(this.db, route.id)));
    }
  }

  /** The id of the route the demo seed created under `seedKey`, if any. */
  async idBySeedKey(seedKey: string): Promise<string | null> {
    return (await this.routes.findBySeedKey(this.db, seedKey))?.id ?? null;
  }

  async create(input: RouteMetadataInput, actor: AuditActor, seedKey: string | null = null): Promise<AdminRoute> {
    const parsed = routeMetadataInputSchema.parse(input);
    await this.checkFile(parsed.coverFileId, 'image');
    const at = this.now();
    const route: LearningRoute = {
      id: crypto.randomUUID(),
      seedKey,
      ...parsed,
      status: 'draft',
      createdBy: actor.id,
      createdAt: at,
      updatedAt: at,
      publishedAt: null,
    };
    await this.db.transaction().execute(async (tx) => {
      await this.routes.insert(tx, route);
      await this.audit.record(tx, actor, {
        action: 'route.create',
        entityType: 'route',
        entityId: route.id,
        entityLabel: route.title,
        after: routeAuditFields(route),
      });
    });
    return this.indexed(route.id);
  }

  async update(id: string, input: UpdateRouteInput, actor: AuditActor): Promise<AdminRoute> {
    await this.requireRoute(id);
    const parsed = updateRouteInputSchema.parse(input);
    if (parsed.coverFileId) await this.checkFile(parsed.coverFileId, 'image');
    await this.db.transaction().execute(async (tx) => {
      const before = await this.requireRoute(id, tx);
      await this.routes.update(tx, id, { ...metadataChanges(parsed), updatedAt: this.now() });
      const after = await this.requireRoute(id, tx);
      await this.audit.record(tx, actor, {
        action: 'route.update',
        entityType: 'route',
        entityId: id,
        entityLabel: after.title,
        before: routeAuditFields(before),
        after: routeAuditFields(after),
      });
    });
    return this.indexed(id);
  }

  /**
   * A draft copy of the route, its items and what other modules keep per route (files are shared, not copied:
   * uploads are immutable).
   */
  async duplicate(id: string, actor: AuditActor): Promise<AdminRoute> {
    const source = await this.requireRoute(id);
    const items = await this.routes.listItems(this.db, id);
    const at = this.now();
    const copy: LearningRoute = {
      ...source,
      id: crypto.randomUUID(),
      seedKey: null,
      title: `Copia de ${source.title}`.slice(0, 160),
      status: 'draft',
      createdBy: actor.id,
      createdAt: at,
      updatedAt: at,
      publishedAt: null,
    };
    await this.db.transaction().execute(async (tx) => {
      await this.routes.insert(tx, copy);
      await this.routes.insertItems(
        tx,
        items.map((item) => ({ ...item, id: crypto.randomUUID(), routeId: copy.id, createdAt: at, updatedAt: at })),
      );
      await this.audit.record(tx, actor, {
        action: 'route.duplicate',
        entityType: 'route',
        entityId: copy.id,
        entityLabel: copy.title,
        after: { ...routeAuditFields(copy), copiedFromId: source.id, copiedFrom: source.title, items: items.length },
      });
      for (const companion of this.companions) await companion.copyRoute(tx, source.id, copy, actor);
    });
    return this.indexed(copy.id);
  }

  async changeStatus(id: string, status: RouteStatus, actor: AuditActor): Promise<AdminRoute> {
    const route = await this.requireRoute(id);
    if (status === 'published') {
      const problems = await this.publishingProblems(id);
      if (problems.length > 0) {
        throw new AppError('ROUTE_NOT_PUBLISHABLE', `La ruta no se puede publicar: ${problems.join(' ')}`, {
          problems,
        });
      }
    }
    const at = this.now();
    const publishedAt = status === 'published' ? (route.publishedAt ?? at) : route.publishedAt;
    await this.db.transaction().execute(async (tx) => {
      await this.routes.update(tx, id, { status, updatedAt: at, publishedAt });
      await this.audit.record(tx, actor, {
        action: statusActions[status],
        entityType: 'route',
        entityId: id,
        entityLabel: route.title,
        before: { status: route.status, publishedAt: route.publishedAt },
        after: { status, publishedAt },
      });
    });
    return this.indexed(id);
  }

  /** Every reason the route cannot be published, as sentences an author can act on. */
  private async publishingProblems(id: string): Promise<string[]> {
    const items = await this.routes.listItems(this.db, id);
    const problems: string[] = [];
    if (items.length === 0) problems.push('La ruta no tiene contenidos: agregue al menos uno.');
    for (const item of items) {
      if (item.kind === 'video' && !item.fileId && !item.url) {
        problems.push(`«${item.title}»: falta el video (suba un archivo o indique una dirección).`);
      } else if (item.kind === 'pdf' && !item.fileId) {
        problems.push(`«${item.title}»: falta el archivo PDF.`);
      } else if (item.fileId && !(await this.uploads.isAvailable(item.fileId))) {
        problems.push(`«${item.title}»: el archivo ya no está disponible; súbalo de nuevo.`);
      }
    }
    if (items.length > 0 && !items.some((item) => item.required)) {
      problems.push('Marque al menos un contenido como obligatorio.');
    }
    // A bank below the final test's minimum would end every test early, on too few answers to grade (ADR 034).
    const bankProblem = bankSizeProblem(await this.bankSize.of(id));
    if (bankProblem) problems.push(bankProblem);
    return problems;
  }

  async addItem(
    routeId: string,
    input: ItemInput,
    actor: AuditActor,
    itemId: string = crypto.randomUUID(),
  ): Promise<AdminRoute> {
    const route = await this.requireRoute(routeId);
    const parsed = itemInputSchema.parse(input);
    await this.checkItemFile(parsed);
    const at = this.now();
    await this.db.transaction().execute(async (tx) => {
      const items = await this.routes.listItems(tx, routeId);
      const item: RouteItem = {
        id: itemId,
        routeId,
        position: items.length === 0 ? 1 : Math.max(...items.map((other) => other.position)) + 1,
        ...itemContent(parsed),
        createdAt: at,
        updatedAt: at,
      };
      await this.routes.insertItem(tx, item);
      await this.routes.update(tx, routeId, { updatedAt: at });
      await this.audit.record(tx, actor, itemChange('route.item.create', route, itemId, item.title, null, item));
    });
    return this.indexed(routeId);
  }

  async updateItem(routeId: string, itemId: string, input: ItemInput, actor: AuditActor): Promise<AdminRoute> {
    const route = await this.requireRoute(routeId);
    const before = await this.requireItem(routeId, itemId);
    const parsed = itemInputSchema.parse(input);
    await this.checkItemFile(parsed);
    const at = this.now();
    const after: RouteItem = { ...before, ...itemContent(parsed), updatedAt: at };
    await this.db.transaction().execute(async (tx) => {
      await this.routes.updateItem(tx, itemId, { ...itemContent(parsed), updatedAt: at });
      await this.routes.update(tx, routeId, { updatedAt: at });
      await this.audit.record(tx, actor, itemChange('route.item.update', route, itemId, after.title, before, after));
    });
    return this.indexed(routeId);
  }

  async deleteItem(routeId: string, itemId: string, actor: AuditActor): Promise<AdminRoute> {
    const route = await this.requireRoute(routeId);
    const item = await this.requireItem(routeId, itemId);
    await this.db.transaction().execute(async (tx) => {
      await this.routes.deleteItem(tx, itemId);
      const rest = await this.routes.listItems(tx, routeId);
      for (const [index, other] of rest.entries()) await this.routes.setPosition(tx, other.id, index + 1);
      await this.routes.update(tx, routeId, { updatedAt: this.now() });
      await this.audit.record(tx, actor, itemChange('route.item.delete', route, itemId, item.title, item, null));
    });
    return this.indexed(routeId);
  }

  /** Applies a new order; `itemIds` must name every item of the route exactly once. */
  async reorder(routeId: string, itemIds: string[], actor: AuditActor): Promise<AdminRoute> {
    const route = await this.requireRoute(routeId);
    const items = await this.routes.listItems(this.db, routeId);
    const current = new Set(items.map((item) => item.id));
    if (
      itemIds.length !== current.size ||
      new Set(itemIds).size !== itemIds.length ||
      !itemIds.every((id) => current.has(id))
    ) {
      throw new AppError('INVALID_ORDER');
    }
    const titles = new Map(items.map((item) => [item.id, item.title]));
    await this.db.transaction().execute(async (tx) => {
      for (const [index, id] of itemIds.entries()) await this.routes.setPosition(tx, id, index + 1);
      await this.routes.update(tx, routeId, { updatedAt: this.now() });
      await this.audit.record(tx, actor, {
        action: 'route.item.reorder',
        entityType: 'route',
        entityId: routeId,
        entityLabel: route.title,
        before: { order: items.map((item) => item.title) },
        after: { order: itemIds.map((id) => titles.get(id) ?? id) },
      });
    });
    return this.get(routeId);
  }

  private async requireRoute(id: string, db: Executor = this.db): Promise<LearningRoute> {
    const route = await this.routes.findById(db, id);
    if (!route) throw notFound('No encontramos esta ruta.');
    return route;
  }

  private async requireItem(routeId: string, itemId: string): Promise<RouteItem> {
    await this.requireRoute(routeId);
    const item = (await this.routes.listItems(this.db, routeId)).find((candidate) => candidate.id === itemId);
    if (!item) throw notFound('Este contenido no pertenece a la ruta.');
    return item;
  }

  private async checkItemFile(item: ParsedItem): Promise<void> {
    if (item.kind === 'video') {
      await this.checkFile(item.fileId, 'video');
      await this.checkFile(item.captionsFileId, 'captions', 'captionsFileId');
    }
    if (item.kind === 'pdf') await this.checkFile(item.fileId, 'pdf');
  }

  private async checkFile(
    fileId: string | null,
    purpose: UploadPurpose,
    field = purpose === 'image' ? 'coverFileId' : 'fileId',
  ): Promise<void> {
    if (fileId && !(await this.uploads.isAvailable(fileId, purpose))) {
      throw new AppError('VALIDATION_FAILED', 'El archivo indicado no existe o no es del tipo esperado.', {
        fields: [{ path: field, message: 'Suba el archivo de nuevo.' }],
      });
    }
  }
}
