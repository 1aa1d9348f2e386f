import type {
  DocumentCard,
  DocumentDetail,
  DocumentKind,
  DocumentList,
  ListDocumentsQuery,
  ListNormsQuery,
  NormCard,
  NormDetail,
  NormList,
  SessionUser,
} from '@academia/shared';
import { notFound } from '../../errors/app-error.js';
import type { FavoritesService } from '../favorites/favorites.service.js';
import type { SearchMatch, SearchService } from '../search/search.service.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import type { DocumentRow, LibraryRepository, NormRow } from './library.repository.js';
import { documentFields, normFields, toNormLink } from './library.mapper.js';

const RELATED_LIMIT = 5;

function byIdInOrder<T extends { id: string }>(rows: T[], ids: string[]): T[] {
  const found = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => found.get(id) ?? []);
}

const matchOf = (entry: SearchMatch | undefined, searched: boolean) =>
  searched && entry ? { titleHighlight: entry.titleHighlight, snippet: entry.snippet } : null;

/** What learners read in the two libraries: searched lists and detail pages. Deleted entries are invisible. */
export class LibraryService {
  constructor(
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
    const [rows, favorites] = await Promise.all([
      this.library.liveDocuments(ids),
      this.favorites.marked(user.id, 'document', ids),
    ]);
    const matches = new Map(found.entries.map((entry) => [entry.targetId, entry]));
    return {
      items: byIdInOrder(rows, ids).map((row) => ({
        ...this.documentCard(row, favorites.has(row.id)),
        match: matchOf(matches.get(row.id), found.terms !== null),
      })),
      total: found.total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async documentDetail(user: SessionUser, id: string): Promise<DocumentDetail> {
    const row = await this.liveDocument(id);
    const [favorite, file, related, norms] = await Promise.all([
      this.favorites.marked(user.id, 'document', [id]),
      row.file_id ? this.uploads.describe(row.file_id) : null,
      this.library.relatedDocuments(row.topic, id, RELATED_LIMIT),
      this.library.relatedNorms(row.topic, [], RELATED_LIMIT),
    ]);
    return {
      ...this.documentCard(row, favorite.has(id)),
      file,
      related: related.map((doc) => ({ id: doc.id, title: doc.title, kind: doc.kind as DocumentKind })),
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
    const [rows, favorites] = await Promise.all([
      this.library.liveNorms(ids),
      this.favorites.marked(user.id, 'norm', ids),
    ]);
    const replacements = await this.replacementsOf(rows);
    const matches = new Map(found.entries.map((entry) => [entry.targetId, entry]));
    return {
      items: byIdInOrder(rows, ids).map((row) => ({
        ...this.normCard(row, replacements, favorites.has(row.id)),
        match: matchOf(matches.get(row.id), found.terms !== null),
      })),
      total: found.total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async normDetail(user: SessionUser, id: string): Promise<NormDetail> {
    const row = await this.liveNorm(id);
    const [favorite, replacements, file, replaces] = await Promise.all([
      this.favorites.marked(user.id, 'norm', [id]),
      this.replacementsOf([row]),
      row.file_id ? this.uploads.describe(row.file_id) : null,
      this.library.normsReplacedBy(id),
    ]);
    const exclude = [id, ...replaces.map((norm) => norm.id), ...(row.replaced_by_id ? [row.replaced_by_id] : [])];
    const related = await this.library.relatedNorms(row.topic, exclude, RELATED_LIMIT);
    return {
      ...this.normCard(row, replacements, favorite.has(id)),
      sourceUrl: row.source_url,
      textHtml: row.text_html.trim() ? row.text_html : null,
      file,
      replaces: replaces.map(toNormLink),
      related: related.map(toNormLink),
    };
  }

  /** For favourites: whether a live document exists. */
  async documentExists(id: string): Promise<boolean> {
    return (await this.library.liveDocuments([id])).length > 0;
  }

  async normExists(id: string): Promise<boolean> {
    return (await this.library.liveNorms([id])).length > 0;
  }

  private async liveDocument(id: string): Promise<DocumentRow> {
    const [row] = await this.library.liveDocuments([id]);
    if (!row) throw notFound('No encontramos este documento. Puede que lo hayan retirado de la biblioteca.');
    return row;
  }

  private async liveNorm(id: string): Promise<NormRow> {
    const [row] = await this.library.liveNorms([id]);
    if (!row) throw notFound('No encontramos esta norma. Puede que la hayan retirado de la biblioteca.');
    return row;
  }

  private async replacementsOf(rows: NormRow[]): Promise<Map<string, NormRow>> {
    const ids = [...new Set(rows.flatMap((row) => row.replaced_by_id ?? []))];
    return new Map((await this.library.liveNorms(ids)).map((row) => [row.id, row]));
  }

  private documentCard(row: DocumentRow, favorite: boolean): Omit<DocumentCard, 'match'> {
    return { ...documentFields(row), hasFile: row.file_id !== null, favorite };
  }

  private normCard(row: NormRow, replacements: Map<string, NormRow>, favorite: boolean): Omit<NormCard, 'match'> {
    const replacedBy = row.replaced_by_id ? replacements.get(row.replaced_by_id) : undefined;
    return { ...normFields(row, replacedBy), favorite };
  }
}
