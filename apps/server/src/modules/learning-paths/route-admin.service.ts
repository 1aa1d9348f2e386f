import crypto from 'node:crypto';
import {
  itemInputSchema,
  routeMetadataInputSchema,
  type AdminRoute,
  type AdminRouteList,
  type AssignRouteResult,
  type RouteEnrolmentList,
  type ItemInput,
  type ListAdminRoutesQuery,
  type RouteMetadataInput,
  type RouteStatus,
  type UpdateRouteInput,
  type UploadPurpose,
} from '@academia/shared';
import type { z } from 'zod';
import { AppError, notFound } from '../../errors/app-error.js';
import { renderMarkdown } from '../../infra/markdown/markdown.js';
import type { SearchService } from '../search/search.service.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import { toAdminRoute, toAdminRouteRow } from './route.mapper.js';
import type { ProgressRepository } from './progress.repository.js';
import { percentOf } from './route-steps.js';
import { routeSearchEntries } from './route-search.js';
import type { FileRow, ItemRow, RouteRow, RoutesRepository } from './routes.repository.js';

type ParsedItem = z.output<typeof itemInputSchema>;
type ParsedMetadata = z.output<typeof routeMetadataInputSchema>;

const now = () => new Date().toISOString();

/** The columns an item input sets; every kind clears the fields of the other kinds. */
function itemColumns(input: ParsedItem) {
  return {
    kind: input.kind,
    title: input.title,
    description: input.description,
    duration_minutes: input.durationMinutes,
    required: input.required ? 1 : 0,
    body: input.kind === 'text' ? input.body : null,
    body_html: input.kind === 'text' ? renderMarkdown(input.body) : null,
    url: input.kind === 'video' || input.kind === 'link' ? input.url : null,
    file_id: input.kind === 'video' || input.kind === 'pdf' ? input.fileId : null,
    captions_file_id: input.kind === 'video' && input.fileId ? input.captionsFileId : null,
    quiz: input.kind === 'quiz' ? JSON.stringify(input.quiz) : null,
  };
}

function metadataColumns(input: Partial<ParsedMetadata>) {
  return {
    ...(input.title !== undefined && { title: input.title }),
    ...(input.summary !== undefined && { summary: input.summary }),
    ...(input.objectives !== undefined && { objectives: JSON.stringify(input.objectives) }),
    ...(input.coverFileId !== undefined && { cover_file_id: input.coverFileId }),
    ...(input.category !== undefined && { category: input.category }),
    ...(input.hours !== undefined && { hours: input.hours }),
    ...(input.level !== undefined && { level: input.level }),
    ...(input.passMark !== undefined && { pass_mark: input.passMark }),
    ...(input.attempts !== undefined && { attempts: input.attempts }),
    ...(input.unlockInOrder !== undefined && { unlock_in_order: input.unlockInOrder ? 1 : 0 }),
  };
}

/** Authoring of routes: metadata, items, order, status. Admin-only (the /api/admin prefix is checked upstream). */
export class RouteAdminService {
  constructor(
    private readonly routes: RoutesRepository,
    private readonly uploads: UploadsService,
    private readonly progress: ProgressRepository,
    private readonly search: SearchService,
  ) {}

  async list(query: ListAdminRoutesQuery): Promise<AdminRouteList> {
    const { page, pageSize } = query;
    const { items, total } = await this.routes.listForAdmin({
      q: query.q,
      status: query.status,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return { items: items.map(toAdminRouteRow), total, page, pageSize };
  }

  async get(id: string): Promise<AdminRoute> {
    const route = await this.routes.findById(id);
    if (!route) throw notFound('No encontramos esta ruta.');
    const items = await this.routes.listItems(id);
    const fileIds = [route.cover_file_id, ...items.flatMap((item) => [item.file_id, item.captions_file_id])].filter(
      (v): v is string => !!v,
    );
    const files = new Map<string, FileRow>((await this.routes.filesByIds(fileIds)).map((file) => [file.id, file]));
    return toAdminRoute(route, items, files);
  }

  /** Re-indexes the route and its items for search (removed items leave the index too), then returns it. */
  private async indexed(id: string): Promise<AdminRoute> {
    const route = await this.requireRoute(id);
    const items = await this.routes.listItems(id);
    await this.search.remove('item', { parentId: id });
    await this.search.index(routeSearchEntries(route, items));
    return this.get(id);
  }

  /** Rebuilds the index entries of every route (at start-up, so an upgraded database becomes searchable). */
  async reindexAll(): Promise<void> {
    for (const route of await this.routes.allRoutes()) {
      await this.search.remove('item', { parentId: route.id });
      await this.search.index(routeSearchEntries(route, await this.routes.listItems(route.id)));
    }
  }

  /** The id of the route the demo seed created under `seedKey`, if any. */
  async idBySeedKey(seedKey: string): Promise<string | null> {
    return (await this.routes.findBySeedKey(seedKey))?.id ?? null;
  }

  async create(input: RouteMetadataInput, userId: string | null, seedKey: string | null = null): Promise<AdminRoute> {
    const parsed = routeMetadataInputSchema.parse(input);
    await this.checkFile(parsed.coverFileId, 'image');
    const at = now();
    const row: RouteRow = {
      id: crypto.randomUUID(),
      seed_key: seedKey,
      title: parsed.title,
      summary: parsed.summary,
      objectives: JSON.stringify(parsed.objectives),
      cover_file_id: parsed.coverFileId,
      category: parsed.category,
      hours: parsed.hours,
      level: parsed.level,
      status: 'draft',
      pass_mark: parsed.passMark,
      attempts: parsed.attempts,
      unlock_in_order: parsed.unlockInOrder ? 1 : 0,
      created_by: userId,
      created_at: at,
      updated_at: at,
      published_at: null,
    };
    await this.routes.insert(row);
    return this.indexed(row.id);
  }

  async update(id: string, input: UpdateRouteInput): Promise<AdminRoute> {
    await this.requireRoute(id);
    const parsed = routeMetadataInputSchema.partial().parse(input);
    if (parsed.coverFileId) await this.checkFile(parsed.coverFileId, 'image');
    await this.routes.update(id, { ...metadataColumns(parsed), updated_at: now() });
    return this.indexed(id);
  }

  /** A draft copy of the route and its items (files are shared, not copied: uploads are immutable). */
  async duplicate(id: string, userId: string): Promise<AdminRoute> {
    const source = await this.requireRoute(id);
    const items = await this.routes.listItems(id);
    const at = now();
    const copyId = crypto.randomUUID();
    await this.routes.transaction(async (routes) => {
      await routes.insert({
        ...source,
        id: copyId,
        seed_key: null,
        title: `Copia de ${source.title}`.slice(0, 160),
        status: 'draft',
        created_by: userId,
        created_at: at,
        updated_at: at,
        published_at: null,
      });
      await routes.insertItems(
        items.map((item) => ({ ...item, id: crypto.randomUUID(), route_id: copyId, created_at: at, updated_at: at })),
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
    const at = now();
    await this.routes.update(id, {
      status,
      updated_at: at,
      published_at: status === 'published' ? (route.published_at ?? at) : route.published_at,
    });
    return this.indexed(id);
  }

  /** Every reason the route cannot be published, as sentences an author can act on. */
  private async publishingProblems(id: string): Promise<string[]> {
    const items = await this.routes.listItems(id);
    if (items.length === 0) return ['La ruta no tiene contenidos: agrega al menos uno.'];
    const problems: string[] = [];
    for (const item of items) {
      if (item.kind === 'video' && !item.file_id && !item.url) {
        problems.push(`«${item.title}»: falta el video (sube un archivo o indica una dirección).`);
      } else if (item.kind === 'pdf' && !item.file_id) {
        problems.push(`«${item.title}»: falta el archivo PDF.`);
      } else if (item.file_id && !(await this.uploads.isAvailable(item.file_id))) {
        problems.push(`«${item.title}»: el archivo ya no está disponible; súbelo de nuevo.`);
      }
    }
    if (!items.some((item) => item.required === 1)) {
      problems.push('Marca al menos un contenido como obligatorio.');
    }
    return problems;
  }

  async addItem(routeId: string, input: ItemInput, itemId: string = crypto.randomUUID()): Promise<AdminRoute> {
    await this.requireRoute(routeId);
    const parsed = itemInputSchema.parse(input);
    await this.checkItemFile(parsed);
    const items = await this.routes.listItems(routeId);
    const at = now();
    const row: ItemRow = {
      id: itemId,
      route_id: routeId,
      position: items.length === 0 ? 1 : Math.max(...items.map((item) => item.position)) + 1,
      ...itemColumns(parsed),
      created_at: at,
      updated_at: at,
    };
    await this.routes.insertItem(row);
    await this.routes.update(routeId, { updated_at: at });
    return this.indexed(routeId);
  }

  async updateItem(routeId: string, itemId: string, input: ItemInput): Promise<AdminRoute> {
    await this.requireItem(routeId, itemId);
    const parsed = itemInputSchema.parse(input);
    await this.checkItemFile(parsed);
    const at = now();
    await this.routes.updateItem(itemId, { ...itemColumns(parsed), updated_at: at });
    await this.routes.update(routeId, { updated_at: at });
    return this.indexed(routeId);
  }

  async deleteItem(routeId: string, itemId: string): Promise<AdminRoute> {
    await this.requireItem(routeId, itemId);
    await this.routes.transaction(async (routes) => {
      await routes.deleteItem(itemId);
      const rest = await routes.listItems(routeId);
      for (const [index, item] of rest.entries()) await routes.setPosition(item.id, index + 1);
      await routes.update(routeId, { updated_at: now() });
    });
    return this.indexed(routeId);
  }

  /** Applies a new order; `itemIds` must name every item of the route exactly once. */
  async reorder(routeId: string, itemIds: string[]): Promise<AdminRoute> {
    await this.requireRoute(routeId);
    const items = await this.routes.listItems(routeId);
    const current = new Set(items.map((item) => item.id));
    if (
      itemIds.length !== current.size ||
      new Set(itemIds).size !== itemIds.length ||
      !itemIds.every((id) => current.has(id))
    ) {
      throw new AppError('INVALID_ORDER');
    }
    await this.routes.transaction(async (routes) => {
      for (const [index, id] of itemIds.entries()) await routes.setPosition(id, index + 1);
      await routes.update(routeId, { updated_at: now() });
    });
    return this.get(routeId);
  }

  /** Enrols learners in a published route on the admin's behalf; already-enrolled learners are left as they are. */
  async assign(routeId: string, userIds: string[]): Promise<AssignRouteResult> {
    const route = await this.requireRoute(routeId);
    if (route.status !== 'published') throw new AppError('ROUTE_NOT_PUBLISHED');
    const unique = [...new Set(userIds)];
    const active = await this.progress.activeUserIds(unique);
    if (active.length !== unique.length) {
      throw new AppError(
        'VALIDATION_FAILED',
        'Alguna de las personas elegidas no existe o tiene la cuenta desactivada.',
      );
    }
    const enrolled = await this.progress.enrolMany(routeId, active, 'assignment', now());
    return { enrolled, alreadyEnrolled: active.length - enrolled };
  }

  async enrolments(routeId: string): Promise<RouteEnrolmentList> {
    await this.requireRoute(routeId);
    const [rows, required] = await Promise.all([
      this.progress.listEnrolments(routeId),
      this.routes.requiredCounts([routeId]),
    ]);
    const requiredItems = required.get(routeId) ?? 0;
    return {
      items: rows.map((row) => ({
        user: { id: row.user_id, nombre: row.nombre, email: row.email },
        origin: row.origin === 'assignment' ? 'assignment' : 'visit',
        enrolledAt: row.enrolled_at,
        lastActivityAt: row.last_activity_at,
        contentCompletedAt: row.content_completed_at,
        percent: percentOf(Number(row.completed_required), requiredItems),
        secondsSpent: Number(row.seconds_spent),
      })),
    };
  }

  private async requireRoute(id: string): Promise<RouteRow> {
    const route = await this.routes.findById(id);
    if (!route) throw notFound('No encontramos esta ruta.');
    return route;
  }

  private async requireItem(routeId: string, itemId: string): Promise<ItemRow> {
    await this.requireRoute(routeId);
    const item = (await this.routes.listItems(routeId)).find((row) => row.id === itemId);
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
