import crypto from 'node:crypto';
import {
  itemInputSchema,
  routeMetadataInputSchema,
  type AdminRoute,
  type AdminRouteList,
  type ItemInput,
  type ListAdminRoutesQuery,
  type RouteMetadataInput,
  type RouteStatus,
  type UpdateRouteInput,
  type UploadPurpose,
} from '@academia/shared';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { Clock } from '../../infra/clock/clock.js';
import type { SearchService } from '../search/search.service.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import type { LearningRoute, RouteItem } from './learning-route.types.js';
import { itemContent, metadataChanges, type ParsedItem } from './route-input.js';
import { routeSearchEntries } from './route-search.js';
import { fileIdsOf, toAdminRoute, toAdminRouteRow } from './route-views.js';
import type { RoutesRepository } from './routes.repository.js';

/** Authoring of learning routes: metadata, items, order, status. Admin-only (the /api/admin prefix is checked upstream). */
export class RouteAdminService {
  constructor(
    private readonly db: Db,
    private readonly routes: RoutesRepository,
    private readonly uploads: UploadsService,
    private readonly search: SearchService,
    private readonly clock: Clock,
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
    const files = await this.uploads.describe(this.db, fileIdsOf(route, items));
    return toAdminRoute(route, items, files);
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

  async create(input: RouteMetadataInput, userId: string | null, seedKey: string | null = null): Promise<AdminRoute> {
    const parsed = routeMetadataInputSchema.parse(input);
    await this.checkFile(parsed.coverFileId, 'image');
    const at = this.now();
    const route: LearningRoute = {
      id: crypto.randomUUID(),
      seedKey,
      ...parsed,
      status: 'draft',
      createdBy: userId,
      createdAt: at,
      updatedAt: at,
      publishedAt: null,
    };
    await this.routes.insert(this.db, route);
    return this.indexed(route.id);
  }

  async update(id: string, input: UpdateRouteInput): Promise<AdminRoute> {
    await this.requireRoute(id);
    const parsed = routeMetadataInputSchema.partial().parse(input);
    if (parsed.coverFileId) await this.checkFile(parsed.coverFileId, 'image');
    await this.routes.update(this.db, id, { ...metadataChanges(parsed), updatedAt: this.now() });
    return this.indexed(id);
  }

  /** A draft copy of the route and its items (files are shared, not copied: uploads are immutable). */
  async duplicate(id: string, userId: string): Promise<AdminRoute> {
    const source = await this.requireRoute(id);
    const items = await this.routes.listItems(this.db, id);
    const at = this.now();
    const copyId = crypto.randomUUID();
    await this.db.transaction().execute(async (tx) => {
      await this.routes.insert(tx, {
        ...source,
        id: copyId,
        seedKey: null,
        title: `Copia de ${source.title}`.slice(0, 160),
        status: 'draft',
        createdBy: userId,
        createdAt: at,
        updatedAt: at,
        publishedAt: null,
      });
      await this.routes.insertItems(
        tx,
        items.map((item) => ({ ...item, id: crypto.randomUUID(), routeId: copyId, createdAt: at, updatedAt: at })),
      );
    });
    return this.indexed(copyId);
  }

  async changeStatus(id: string, status: RouteStatus): Promise<AdminRoute> {
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
    await this.routes.update(this.db, id, {
      status,
      updatedAt: at,
      publishedAt: status === 'published' ? (route.publishedAt ?? at) : route.publishedAt,
    });
    return this.indexed(id);
  }

  /** Every reason the route cannot be published, as sentences an author can act on. */
  private async publishingProblems(id: string): Promise<string[]> {
    const items = await this.routes.listItems(this.db, id);
    if (items.length === 0) return ['La ruta no tiene contenidos: agrega al menos uno.'];
    const problems: string[] = [];
    for (const item of items) {
      if (item.kind === 'video' && !item.fileId && !item.url) {
        problems.push(`«${item.title}»: falta el video (sube un archivo o indica una dirección).`);
      } else if (item.kind === 'pdf' && !item.fileId) {
        problems.push(`«${item.title}»: falta el archivo PDF.`);
      } else if (item.fileId && !(await this.uploads.isAvailable(item.fileId))) {
        problems.push(`«${item.title}»: el archivo ya no está disponible; súbelo de nuevo.`);
      }
    }
    if (!items.some((item) => item.required)) {
      problems.push('Marca al menos un contenido como obligatorio.');
    }
    return problems;
  }

  async addItem(routeId: string, input: ItemInput, itemId: string = crypto.randomUUID()): Promise<AdminRoute> {
    await this.requireRoute(routeId);
    const parsed = itemInputSchema.parse(input);
    await this.checkItemFile(parsed);
    const items = await this.routes.listItems(this.db, routeId);
    const at = this.now();
    await this.routes.insertItem(this.db, {
      id: itemId,
      routeId,
      position: items.length === 0 ? 1 : Math.max(...items.map((item) => item.position)) + 1,
      ...itemContent(parsed),
      createdAt: at,
      updatedAt: at,
    });
    await this.routes.update(this.db, routeId, { updatedAt: at });
    return this.indexed(routeId);
  }

  async updateItem(routeId: string, itemId: string, input: ItemInput): Promise<AdminRoute> {
    await this.requireItem(routeId, itemId);
    const parsed = itemInputSchema.parse(input);
    await this.checkItemFile(parsed);
    const at = this.now();
    await this.routes.updateItem(this.db, itemId, { ...itemContent(parsed), updatedAt: at });
    await this.routes.update(this.db, routeId, { updatedAt: at });
    return this.indexed(routeId);
  }

  async deleteItem(routeId: string, itemId: string): Promise<AdminRoute> {
    await this.requireItem(routeId, itemId);
    await this.db.transaction().execute(async (tx) => {
      await this.routes.deleteItem(tx, itemId);
      const rest = await this.routes.listItems(tx, routeId);
      for (const [index, item] of rest.entries()) await this.routes.setPosition(tx, item.id, index + 1);
      await this.routes.update(tx, routeId, { updatedAt: this.now() });
    });
    return this.indexed(routeId);
  }

  /** Applies a new order; `itemIds` must name every item of the route exactly once. */
  async reorder(routeId: string, itemIds: string[]): Promise<AdminRoute> {
    await this.requireRoute(routeId);
    const items = await this.routes.listItems(this.db, routeId);
    const current = new Set(items.map((item) => item.id));
    if (
      itemIds.length !== current.size ||
      new Set(itemIds).size !== itemIds.length ||
      !itemIds.every((id) => current.has(id))
    ) {
      throw new AppError('INVALID_ORDER');
    }
    await this.db.transaction().execute(async (tx) => {
      for (const [index, id] of itemIds.entries()) await this.routes.setPosition(tx, id, index + 1);
      await this.routes.update(tx, routeId, { updatedAt: this.now() });
    });
    return this.get(routeId);
  }

  private async requireRoute(id: string): Promise<LearningRoute> {
    const route = await this.routes.findById(this.db, id);
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
        fields: [{ path: field, message: 'Sube el archivo de nuevo.' }],
      });
    }
  }
}
