import type { DocumentKind, LibraryTopic, NormStatus, NormType } from '@academia/shared';
import type { LibraryDocumentsTable, LibraryNormsTable } from '../../db/schema.js';
import type { DocumentChanges, DocumentLink, LibraryDocument, LibraryNorm, NormChanges } from './library.types.js';

/*
 * Row ⇄ domain for library_documents and library_norms: snake_case and the enum codes stored as text stay on this
 * side. Each `…ChangesRow` keeps keys left out of `changes` out of the SET clause.
 */

export function toDocument(row: LibraryDocumentsTable): LibraryDocument {
  return {
    id: row.id,
    seedKey: row.seed_key,
    title: row.title,
    summary: row.summary,
    topic: row.topic as LibraryTopic,
    kind: row.kind as DocumentKind,
    publishedOn: row.published_on,
    fileId: row.file_id,
    url: row.url,
    fileText: row.file_text,
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    deletedAt: row.deleted_at,
  };
}

export function toDocumentLink(row: Pick<LibraryDocumentsTable, 'id' | 'title' | 'kind'>): DocumentLink {
  return { id: row.id, title: row.title, kind: row.kind as DocumentKind };
}

export function toDocumentRow(document: LibraryDocument): LibraryDocumentsTable {
  return {
    id: document.id,
    seed_key: document.seedKey,
    title: document.title,
    summary: document.summary,
    topic: document.topic,
    kind: document.kind,
    published_on: document.publishedOn,
    file_id: document.fileId,
    url: document.url,
    file_text: document.fileText,
    created_by: document.createdBy,
    created_at: document.createdAt,
    updated_at: document.updatedAt,
    deleted_at: document.deletedAt,
  };
}

export function toDocumentChangesRow(changes: DocumentChanges): Partial<LibraryDocumentsTable> {
  return {
    ...(changes.title !== undefined && { title: changes.title }),
    ...(changes.summary !== undefined && { summary: changes.summary }),
    ...(changes.topic !== undefined && { topic: changes.topic }),
    ...(changes.kind !== undefined && { kind: changes.kind }),
    ...(changes.publishedOn !== undefined && { published_on: changes.publishedOn }),
    ...(changes.fileId !== undefined && { file_id: changes.fileId }),
    ...(changes.url !== undefined && { url: changes.url }),
    ...(changes.fileText !== undefined && { file_text: changes.fileText }),
    ...(changes.updatedAt !== undefined && { updated_at: changes.updatedAt }),
    ...(changes.deletedAt !== undefined && { deleted_at: changes.deletedAt }),
  };
}

export function toNorm(row: LibraryNormsTable): LibraryNorm {
  return {
    id: row.id,
    seedKey: row.seed_key,
    type: row.type as NormType,
    number: row.number,
    year: row.year,
    issuer: row.issuer,
    subject: row.subject,
    summary: row.summary,
    topic: row.topic as LibraryTopic,
    status: row.status as NormStatus,
    statusNote: row.status_note,
    replacedById: row.replaced_by_id,
    sourceUrl: row.source_url,
    text: row.text,
    textHtml: row.text_html,
    fileId: row.file_id,
    fileText: row.file_text,
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    deletedAt: row.deleted_at,
  };
}

export function toNormRow(norm: LibraryNorm): LibraryNormsTable {
  return {
    id: norm.id,
    seed_key: norm.seedKey,
    type: norm.type,
    number: norm.number,
    year: norm.year,
    issuer: norm.issuer,
    subject: norm.subject,
    summary: norm.summary,
    topic: norm.topic,
    status: norm.status,
    status_note: norm.statusNote,
    replaced_by_id: norm.replacedById,
    source_url: norm.sourceUrl,
    text: norm.text,
    text_html: norm.textHtml,
    file_id: norm.fileId,
    file_text: norm.fileText,
    created_by: norm.createdBy,
    created_at: norm.createdAt,
    updated_at: norm.updatedAt,
    deleted_at: norm.deletedAt,
  };
}

export function toNormChangesRow(changes: NormChanges): Partial<LibraryNormsTable> {
  return {
    ...(changes.type !== undefined && { type: changes.type }),
    ...(changes.number !== undefined && { number: changes.number }),
    ...(changes.year !== undefined && { year: changes.year }),
    ...(changes.issuer !== undefined && { issuer: changes.issuer }),
    ...(changes.subject !== undefined && { subject: changes.subject }),
    ...(changes.summary !== undefined && { summary: changes.summary }),
    ...(changes.topic !== undefined && { topic: changes.topic }),
    ...(changes.status !== undefined && { status: changes.status }),
    ...(changes.statusNote !== undefined && { status_note: changes.statusNote }),
    ...(changes.replacedById !== undefined && { replaced_by_id: changes.replacedById }),
    ...(changes.sourceUrl !== undefined && { source_url: changes.sourceUrl }),
    ...(changes.text !== undefined && { text: changes.text }),
    ...(changes.textHtml !== undefined && { text_html: changes.textHtml }),
    ...(changes.fileId !== undefined && { file_id: changes.fileId }),
    ...(changes.fileText !== undefined && { file_text: changes.fileText }),
    ...(changes.updatedAt !== undefined && { updated_at: changes.updatedAt }),
    ...(changes.deletedAt !== undefined && { deleted_at: changes.deletedAt }),
  };
}
