import {
  normTypeLabels,
  type AdminDocument,
  type AdminNorm,
  type DocumentInput,
  type NormInput,
  type NormLink,
  type Upload,
} from '@academia/shared';
import { renderMarkdown } from '../../infra/markdown/markdown.js';
import type { SearchEntry } from '../search/search-index.js';
import type { LibraryDocument, LibraryNorm } from './library.types.js';

/* Domain ⇄ what learners, admins and the search index see of a library entry. */

/** "Resolución 4272 de 2021". */
export function normTitle(norm: Pick<LibraryNorm, 'type' | 'number' | 'year'>): string {
  return `${normTypeLabels[norm.type]} ${norm.number} de ${String(norm.year)}`;
}

export function toNormLink(norm: LibraryNorm): NormLink {
  return { id: norm.id, title: normTitle(norm), status: norm.status };
}

/** The fields of a document that learners and admins both see. */
export function documentFields(document: LibraryDocument) {
  return {
    id: document.id,
    title: document.title,
    summary: document.summary,
    topic: document.topic,
    kind: document.kind,
    publishedOn: document.publishedOn,
    url: document.url,
  };
}

/** The fields of a norm that learners and admins both see; `replacedBy` is the live replacing norm, if any. */
export function normFields(norm: LibraryNorm, replacedBy: LibraryNorm | undefined) {
  return {
    id: norm.id,
    type: norm.type,
    number: norm.number,
    year: norm.year,
    title: normTitle(norm),
    issuer: norm.issuer,
    subject: norm.subject,
    summary: norm.summary,
    topic: norm.topic,
    status: norm.status,
    statusNote: norm.statusNote,
    replacedBy: replacedBy ? toNormLink(replacedBy) : null,
  };
}

export function toAdminDocument(document: LibraryDocument, file: Upload | null): AdminDocument {
  return {
    ...documentFields(document),
    file,
    extractedChars: document.fileText === null ? null : document.fileText.length,
    createdAt: document.createdAt,
    updatedAt: document.updatedAt,
    deletedAt: document.deletedAt,
  };
}

export function toAdminNorm(norm: LibraryNorm, file: Upload | null, replacedBy: LibraryNorm | undefined): AdminNorm {
  return {
    ...normFields(norm, replacedBy),
    sourceUrl: norm.sourceUrl,
    text: norm.text,
    file,
    extractedChars: norm.fileText === null ? null : norm.fileText.length,
    createdAt: norm.createdAt,
    updatedAt: norm.updatedAt,
    deletedAt: norm.deletedAt,
  };
}

const paragraphs = (...parts: (string | null)[]) => parts.filter((part) => part?.trim()).join('\n\n');

export function documentEntry(document: LibraryDocument): SearchEntry {
  return {
    kind: 'document',
    targetId: document.id,
    parentId: null,
    title: document.title,
    keywords: '',
    body: paragraphs(document.summary, document.fileText),
    visible: document.deletedAt === null,
    subtype: document.kind,
    topic: document.topic,
    status: null,
    year: Number(document.publishedOn.slice(0, 4)),
    recency: document.publishedOn,
  };
}

export function normEntry(norm: LibraryNorm): SearchEntry {
  return {
    kind: 'norm',
    targetId: norm.id,
    parentId: null,
    title: normTitle(norm),
    keywords: `${norm.subject} ${norm.issuer}`,
    body: paragraphs(norm.subject, norm.summary, norm.statusNote, norm.text, norm.fileText),
    visible: norm.deletedAt === null,
    subtype: norm.type,
    topic: norm.topic,
    status: norm.status,
    year: norm.year,
    // Year, then the number padded so that "Resolución 312" sorts after "Resolución 1" of the same year.
    recency: `${String(norm.year)}-${norm.number.padStart(8, '0')}`,
  };
}

/** The fields of a document an admin's form sets. */
export function documentInputFields(input: DocumentInput) {
  return {
    title: input.title,
    summary: input.summary,
    topic: input.topic,
    kind: input.kind,
    publishedOn: input.publishedOn,
    fileId: input.fileId,
    url: input.url,
  };
}

/** The fields of a norm an admin's form sets; the Markdown is rendered once, here, at save time. */
export function normInputFields(input: NormInput) {
  return {
    type: input.type,
    number: input.number,
    year: input.year,
    issuer: input.issuer,
    subject: input.subject,
    summary: input.summary,
    topic: input.topic,
    status: input.status,
    statusNote: input.statusNote,
    replacedById: input.replacedById,
    sourceUrl: input.sourceUrl,
    text: input.text,
    textHtml: input.text.trim() ? renderMarkdown(input.text) : '',
    fileId: input.fileId,
  };
}
