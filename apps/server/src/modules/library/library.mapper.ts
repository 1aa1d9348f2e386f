import {
  normTypeLabels,
  type AdminDocument,
  type AdminNorm,
  type DocumentKind,
  type LibraryTopic,
  type NormLink,
  type NormStatus,
  type NormType,
  type Upload,
} from '@academia/shared';
import type { SearchEntry } from '../search/search-index.js';
import type { DocumentRow, NormRow } from './library.repository.js';

/** "Resolución 4272 de 2021". */
export function normTitle(row: Pick<NormRow, 'type' | 'number' | 'year'>): string {
  return `${normTypeLabels[row.type as NormType]} ${row.number} de ${String(row.year)}`;
}

export function toNormLink(row: NormRow): NormLink {
  return { id: row.id, title: normTitle(row), status: row.status as NormStatus };
}

/** The fields of a document that learners and admins both see. */
export function documentFields(row: DocumentRow) {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    topic: row.topic as LibraryTopic,
    kind: row.kind as DocumentKind,
    publishedOn: row.published_on,
    url: row.url,
  };
}

/** The fields of a norm that learners and admins both see; `replacedBy` is the live replacing norm, if any. */
export function normFields(row: NormRow, replacedBy: NormRow | undefined) {
  return {
    id: row.id,
    type: row.type as NormType,
    number: row.number,
    year: row.year,
    title: normTitle(row),
    issuer: row.issuer,
    subject: row.subject,
    summary: row.summary,
    topic: row.topic as LibraryTopic,
    status: row.status as NormStatus,
    statusNote: row.status_note,
    replacedBy: replacedBy ? toNormLink(replacedBy) : null,
  };
}

export function toAdminDocument(row: DocumentRow, file: Upload | null): AdminDocument {
  return {
    ...documentFields(row),
    file,
    extractedChars: row.file_text === null ? null : row.file_text.length,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    deletedAt: row.deleted_at,
  };
}

export function toAdminNorm(row: NormRow, file: Upload | null, replacedBy: NormRow | undefined): AdminNorm {
  return {
    ...normFields(row, replacedBy),
    sourceUrl: row.source_url,
    text: row.text,
    file,
    extractedChars: row.file_text === null ? null : row.file_text.length,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    deletedAt: row.deleted_at,
  };
}

const paragraphs = (...parts: (string | null)[]) => parts.filter((part) => part?.trim()).join('\n\n');

export function documentEntry(row: DocumentRow): SearchEntry {
  return {
    kind: 'document',
    targetId: row.id,
    parentId: null,
    title: row.title,
    keywords: '',
    body: paragraphs(row.summary, row.file_text),
    visible: row.deleted_at === null,
    subtype: row.kind,
    topic: row.topic,
    status: null,
    year: Number(row.published_on.slice(0, 4)),
    recency: row.published_on,
  };
}

export function normEntry(row: NormRow): SearchEntry {
  return {
    kind: 'norm',
    targetId: row.id,
    parentId: null,
    title: normTitle(row),
    keywords: `${row.subject} ${row.issuer}`,
    body: paragraphs(row.subject, row.summary, row.status_note, row.text, row.file_text),
    visible: row.deleted_at === null,
    subtype: row.type,
    topic: row.topic,
    status: row.status,
    year: row.year,
    // Year, then the number padded so that "Resolución 312" sorts after "Resolución 1" of the same year.
    recency: `${String(row.year)}-${row.number.padStart(8, '0')}`,
  };
}
