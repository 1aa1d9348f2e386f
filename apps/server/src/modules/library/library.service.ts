import type {
  DocumentCard,
  DocumentDetail,
  DocumentList,
  ListDocumentsQuery,
  ListNormsQuery,
  NormCard,
  NormDetail,
  NormList,
  SessionUser,
} from '@academia/shared';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors/app-error.js';
import type { FavoritesService } from '../favorites/favorites.service.js';
import type { SearchMatch, SearchService } from '../search/search.service.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import { documentFields, normFields, toNormLink } from './library-views.js';
import type { LibraryRepository } from './library.repository.js';
import type { LibraryDocument, LibraryNorm } from './library.types.js';

const RELATED_LIMIT = 5;

function byIdInOrder<T extends { id: string }>(entries: T[], ids: string[]): T[] {
  const found = new Map(entries.map((entry) => [entry.id, entry]));
  return ids.flatMap((id) => found.get(id) ?? []);
}

const matchOf = (entry: SearchMatch | undefined, searched: boolean) =>
  searched && entry ? { titleHighlight: entry.titleHighlight, snippet: entry.snippet } : null;

/** What learners read in the two libraries: searched lists and detail pages. Deleted entries are invisible. */
export class LibraryService {
  constructor(
    private readonly db: Db,
    private readonly library: LibraryRepository,
    private readonly search: SearchService,
    private readonly favorites: FavoritesService,
    private readonly uploads: UploadsService,
  ) {}

  async listDocuments(user: SessionUser, query: ListDocumentsQuery): Promise<DocumentList> {
    const found = await this.search.find({
      text: query.q,
      kinds: ['document'],
      visibleOnly: true,
      subtype: query.kind,
      topic: query.topic,
      yearFrom: query.yearFrom,
      yearTo: query.yearTo,
      sort: query.sort,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    const ids = found.entries.map((entry) => entry.targetId);
    const [documents, favorites] = await Promise.all([
      this.library.liveDocuments(this.db, ids),
      this.favorites.marked(user.id, 'document', ids),
    ]);
    const matches = new Map(found.entries.map((entry) => [entry.targetId, entry]));
    return {
      items: byIdInOrder(documents, ids).map((document) => ({
        ...this.documentCard(document, favorites.has(document.id)),
        match: matchOf(matches.get(document.id), found.terms !== null),
      })),
      total: found.total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async documentDetail(user: SessionUser, id: string): Promise<DocumentDetail> {
    const document = await this.liveDocument(id);
    const [favorite, file, related, norms] = await Promise.all([
      this.favorites.marked(user.id, 'document', [id]),
      document.fileId ? this.uploads.find(document.fileId) : null,
      this.library.relatedDocuments(this.db, document.topic, id, RELATED_LIMIT),
      this.library.relatedNorms(this.db, document.topic, [], RELATED_LIMIT),
    ]);
    return {
      ...this.documentCard(document, favorite.has(id)),
      file,
      related,
      relatedNorms: norms.map(toNormLink),
    };
  }

  async listNorms(user: SessionUser, query: ListNormsQuery): Promise<NormList> {
    const found = await this.search.find({
      text: query.q,
      kinds: ['norm'],
      visibleOnly: true,
      subtype: query.type,
      topic: query.topic,
      status: query.status,
      yearFrom: query.yearFrom,
      yearTo: query.yearTo,
      sort: query.sort,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    const ids = found.entries.map((entry) => entry.targetId);
    const [norms, favorites] = await Promise.all([
      this.library.liveNorms(this.db, ids),
      this.favorites.marked(user.id, 'norm', ids),
    ]);
    const replacements = await this.replacementsOf(norms);
    const matches = new Map(found.entries.map((entry) => [entry.targetId, entry]));
    return {
      items: byIdInOrder(norms, ids).map((norm) => ({
        ...this.normCard(norm, replacements, favorites.has(norm.id)),
        match: matchOf(matches.get(norm.id), found.terms !== null),
      })),
      total: found.total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async normDetail(user: SessionUser, id: string): Promise<NormDetail> {
    const norm = await this.liveNorm(id);
    const [favorite, replacements, file, replaces] = await Promise.all([
      this.favorites.marked(user.id, 'norm', [id]),
      this.replacementsOf([norm]),
      norm.fileId ? this.uploads.find(norm.fileId) : null,
      this.library.normsReplacedBy(this.db, id),
    ]);
    const exclude = [id, ...replaces.map((other) => other.id), ...(norm.replacedById ? [norm.replacedById] : [])];
    const related = await this.library.relatedNorms(this.db, norm.topic, exclude, RELATED_LIMIT);
    return {
      ...this.normCard(norm, replacements, favorite.has(id)),
      sourceUrl: norm.sourceUrl,
      textHtml: norm.textHtml.trim() ? norm.textHtml : null,
      file,
      replaces: replaces.map(toNormLink),
      related: related.map(toNormLink),
    };
  }

  /** For favourites: whether a live document exists. */
  async documentExists(id: string): Promise<boolean> {
    return (await this.library.liveDocuments(this.db, [id])).length > 0;
  }

  async normExists(id: string): Promise<boolean> {
    return (await this.library.liveNorms(this.db, [id])).length > 0;
  }

  private async liveDocument(id: string): Promise<LibraryDocument> {
    const [document] = await this.library.liveDocuments(this.db, [id]);
    if (!document) throw notFound('No encontramos este documento. Puede que lo hayan retirado de la biblioteca.');
    return document;
  }

  private async liveNorm(id: string): Promise<LibraryNorm> {
    const [norm] = await this.library.liveNorms(this.db, [id]);
    if (!norm) throw notFound('No encontramos esta norma. Puede que la hayan retirado de la biblioteca.');
    return norm;
  }

  private async replacementsOf(norms: LibraryNorm[]): Promise<Map<string, LibraryNorm>> {
    const ids = [...new Set(norms.flatMap((norm) => norm.replacedById ?? []))];
    return new Map((await this.library.liveNorms(this.db, ids)).map((norm) => [norm.id, norm]));
  }

  private documentCard(document: LibraryDocument, favorite: boolean): Omit<DocumentCard, 'match'> {
    return { ...documentFields(document), hasFile: document.fileId !== null, favorite };
  }

  private normCard(
    norm: LibraryNorm,
    replacements: Map<string, LibraryNorm>,
    favorite: boolean,
  ): Omit<NormCard, 'match'> {
    const replacedBy = norm.replacedById ? replacements.get(norm.replacedById) : undefined;
    return { ...normFields(norm, replacedBy), favorite };
  }

  /** Whether a live document or norm shows the file, so any signed-in user may be served it (asked by uploads). */
  fileInLibrary(fileId: string): Promise<boolean> {
    return this.library.liveEntryUsesFile(this.db, fileId);
  }
}
