import type { Quiz, RouteLevel } from '@academia/shared';

/**
 * A demo route as written by hand for the seed. Every lesson is original Spanish (es-CO) prose; any statement of
 * law names the norm it comes from, e.g. "(Decreto 1072 de 2015, art. 2.2.4.6.8)".
 */
export interface SeedRoute {
  /** Stable key: the seed uses it to find the route again, so re-running the seed never duplicates it. */
  key: string;
  title: string;
  summary: string;
  objectives: string[];
  category: string;
  hours: number;
  level: RouteLevel;
  /** How long its certificates are in force; absent: they do not expire. */
  validityMonths?: number;
  items: SeedItem[];
}

export type SeedItem =
  | { kind: 'text'; title: string; description: string; durationMinutes: number; body: string }
  | { kind: 'link'; title: string; description: string; durationMinutes: number; url: string }
  | { kind: 'quiz'; title: string; description: string; durationMinutes: number; quiz: Quiz }
  /** A PDF the seed generates with pdfkit from `sections` (headings and paragraphs), stored as a real upload. */
  | {
      kind: 'pdf';
      title: string;
      description: string;
      durationMinutes: number;
      fileName: string;
      sections: { heading: string; paragraphs: string[] }[];
    };
