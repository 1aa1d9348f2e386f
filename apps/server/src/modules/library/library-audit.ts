import { normTypeLabels } from '@academia/shared';
import type { AuditChange } from '../audit/audit.service.js';
import type { LibraryDocument, LibraryNorm } from './library.types.js';

/*
 * What the audit log keeps of library entries (decision 027): the fields an admin's form sets and whether the entry
 * is withdrawn; never the text extracted from a PDF nor the rendered HTML. A norm's long text becomes an excerpt.
 */

function documentFields(document: LibraryDocument): Record<string, unknown> {
  return {
    title: document.title,
    summary: document.summary,
    topic: document.topic,
    kind: document.kind,
    publishedOn: document.publishedOn,
    fileId: document.fileId,
    url: document.url,
    deletedAt: document.deletedAt,
  };
}

function normFields(norm: LibraryNorm): Record<string, unknown> {
  return {
    type: norm.type,
    number: norm.number,
    year: norm.year,
    issuer: norm.issuer,
    subject: norm.subject,
    summary: norm.summary,
    topic: norm.topic,
    status: norm.status,
    statusNote: norm.statusNote,
    replacedById: norm.replacedById,
    sourceUrl: norm.sourceUrl,
    text: norm.text,
    fileId: norm.fileId,
    deletedAt: norm.deletedAt,
  };
}

export function documentChange(action: string, before: LibraryDocument | null, after: LibraryDocument): AuditChange {
  return {
    action,
    entityType: 'document',
    entityId: after.id,
    entityLabel: after.title,
    before: before && documentFields(before),
    after: documentFields(after),
  };
}

export function normChange(action: string, before: LibraryNorm | null, after: LibraryNorm): AuditChange {
  return {
    action,
    entityType: 'norm',
    entityId: after.id,
    entityLabel: `${normTypeLabels[after.type]} ${after.number} de ${String(after.year)}`,
    before: before && normFields(before),
    after: normFields(after),
  };
}
