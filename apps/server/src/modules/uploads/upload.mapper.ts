import type { Upload, UploadPurpose } from '@academia/shared';
import type { UploadsTable } from '../../db/schema.js';

/** A recorded upload as services see it; `size` is always a number (PostgreSQL returns bigint as text). */
export interface UploadRecord {
  id: string;
  storageKey: string;
  originalName: string;
  mime: string;
  size: number;
  purpose: UploadPurpose;
  createdBy: string | null;
  createdAt: string;
}

/** What other modules show about a file (name, type, size) without knowing how it is stored. */
export interface UploadSummary {
  id: string;
  originalName: string;
  mime: string;
  size: number;
}

export function toUploadRecord(row: UploadsTable): UploadRecord {
  return {
    id: row.id,
    storageKey: row.storage_key,
    originalName: row.original_name,
    mime: row.mime,
    size: Number(row.size),
    purpose: row.purpose as UploadPurpose,
    createdBy: row.created_by,
    createdAt: row.created_at,
  };
}

export function toUploadRow(upload: UploadRecord): UploadsTable {
  return {
    id: upload.id,
    storage_key: upload.storageKey,
    original_name: upload.originalName,
    mime: upload.mime,
    size: upload.size,
    purpose: upload.purpose,
    created_by: upload.createdBy,
    created_at: upload.createdAt,
  };
}

export function toUploadSummary(upload: UploadRecord): UploadSummary {
  return { id: upload.id, originalName: upload.originalName, mime: upload.mime, size: upload.size };
}

/** The API shape, with the URL the file is served from. */
export function toUpload(upload: UploadRecord): Upload {
  return {
    id: upload.id,
    name: upload.originalName,
    mime: upload.mime,
    size: upload.size,
    url: `/api/files/${upload.id}`,
  };
}
