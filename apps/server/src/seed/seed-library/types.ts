import type { DocumentKind, LibraryTopic, NormStatus, NormType } from '@academia/shared';
import type { PdfSection } from '../seed-pdf.js';

/** One norm of `normas.source.json` (docs/domain/norms.md), as the demo seed stores it. */
export interface SeedNorm {
  /** Stable key, e.g. "resolucion-4272-2021": re-running the seed updates instead of duplicating. */
  key: string;
  type: NormType;
  /** As the norm is cited, e.g. "0312", "1072". */
  number: string;
  year: number;
  issuer: string;
  /** One line: what it is about. */
  subject: string;
  /** Two to four sentences in our own words: what it regulates and why it matters to an SST programme. */
  summary: string;
  topic: LibraryTopic;
  status: NormStatus;
  /** The nuance of the status, in Spanish (e.g. "Compilado en el Decreto 1072 de 2015."); empty when none. */
  statusNote: string;
  /** Key of the norm (in this list) that repeals, replaces or amends it; null when none is in the list. */
  replacedByKey: string | null;
  /** Optional "ficha" rendered as a PDF and attached, so its text is extracted and indexed like any upload. */
  factSheet?: PdfSection[];
}

/** One educational document of the demo seed; its content is rendered as a PDF and attached. */
export interface SeedDocument {
  key: string;
  title: string;
  summary: string;
  topic: LibraryTopic;
  kind: DocumentKind;
  /** YYYY-MM-DD. */
  publishedOn: string;
  sections: PdfSection[];
}
