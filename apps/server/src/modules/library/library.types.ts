import type { DocumentKind, LibraryTopic, NormStatus, NormType } from '@academia/shared';

/** A document of the educational library as services see it. */
export interface LibraryDocument {
  id: string;
  /** Set on entries the demo seed created, so a re-run finds them. */
  seedKey: string | null;
  title: string;
  summary: string;
  topic: LibraryTopic;
  kind: DocumentKind;
  /** YYYY-MM-DD. */
  publishedOn: string;
  fileId: string | null;
  url: string | null;
  /** Text extracted from the PDF for search; null without a PDF. */
  fileText: string | null;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

/** What related-document lists show. */
export type DocumentLink = Pick<LibraryDocument, 'id' | 'title' | 'kind'>;

/** A norm of the legislative library as services see it; type, number and year identify it. */
export interface LibraryNorm {
  id: string;
  seedKey: string | null;
  type: NormType;
  number: string;
  year: number;
  issuer: string;
  subject: string;
  summary: string;
  topic: LibraryTopic;
  status: NormStatus;
  statusNote: string;
  /** The norm that repeals or amends this one. */
  replacedById: string | null;
  sourceUrl: string | null;
  /** Markdown, and its sanitised HTML rendered at save time. */
  text: string;
  textHtml: string;
  fileId: string | null;
  fileText: string | null;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

/** What an edit may change: everything but the identity and the record of who created it and when. */
export type DocumentChanges = Partial<Omit<LibraryDocument, 'id' | 'seedKey' | 'createdBy' | 'createdAt'>>;
export type NormChanges = Partial<Omit<LibraryNorm, 'id' | 'seedKey' | 'createdBy' | 'createdAt'>>;

/** A page of the admin lists. */
export interface AdminListOptions {
  /** Words to look for in the title (documents) or the subject, number and issuer (norms). */
  q?: string | undefined;
  /** Lists deleted entries instead of live ones. */
  deleted: boolean;
  limit: number;
  offset: number;
}
