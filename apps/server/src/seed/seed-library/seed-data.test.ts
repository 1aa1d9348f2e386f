import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { normStatusConflict } from '@academia/shared';
import { describe, expect, it } from 'vitest';
import { seedDocuments } from './documents.js';
import { seedNorms } from './norms.js';

interface DomainNorm {
  tipo: string;
  numero: string;
  anio: number;
}

// The seeded norms as data (docs/domain/norms.md), kept here so the check runs on any clone: the seed must mirror it.
const domainNorms = JSON.parse(
  readFileSync(resolve(import.meta.dirname, 'normas.source.json'), 'utf8'),
) as DomainNorm[];

const typeByTipo: Record<string, string> = {
  Ley: 'ley',
  'Ley Estatutaria': 'ley',
  Decreto: 'decreto',
  'Decreto-Ley': 'decreto_ley',
  Resolución: 'resolucion',
  Circular: 'circular',
};

describe('library seed data', () => {
  it('gives every norm a status that follows its link and its note (ADR 034)', () => {
    const byKey = new Map(seedNorms.map((norm) => [norm.key, norm]));
    const conflicts = seedNorms.flatMap((norm) => {
      const conflict = normStatusConflict({ ...norm, replacedById: norm.replacedByKey });
      return conflict ? [`${norm.key}: ${conflict.message}`] : [];
    });
    expect(conflicts).toEqual([]);
    for (const norm of seedNorms) {
      // Only a norm as recent or newer can repeal or amend this one.
      const replacing = norm.replacedByKey ? byKey.get(norm.replacedByKey) : undefined;
      if (replacing) expect(replacing.year, norm.key).toBeGreaterThanOrEqual(norm.year);
      // "Derogada por …" in the note names the norm the link points at, when that norm is in the library.
      const named = /Derogada por la (Resolución|Ley|Decreto) (\S+) de (\d{4})/u.exec(norm.statusNote);
      const key = named && `${typeByTipo[named[1] ?? ''] ?? ''}-${named[2] ?? ''}-${named[3] ?? ''}`;
      if (key && byKey.has(key)) expect(norm.replacedByKey, norm.key).toBe(key);
    }
  });

  it('holds every norm of normas.source.json, in order, with the same type, number and year', () => {
    expect(seedNorms).toHaveLength(41);
    expect(domainNorms).toHaveLength(41);
    seedNorms.forEach((norm, index) => {
      const source = domainNorms[index];
      expect(source, norm.key).toBeDefined();
      expect({ type: norm.type, number: norm.number, year: norm.year }).toEqual({
        type: typeByTipo[source?.tipo ?? ''],
        number: source?.numero,
        year: source?.anio,
      });
      expect(norm.key).toBe(`${norm.type}-${norm.number}-${String(norm.year)}`);
    });
  });

  it('gives every norm a unique key and points replacements only at other norms of the list, without cycles', () => {
    const byKey = new Map(seedNorms.map((norm) => [norm.key, norm]));
    expect(byKey.size).toBe(seedNorms.length);
    for (const norm of seedNorms) {
      if (norm.replacedByKey === null) continue;
      expect(byKey.has(norm.replacedByKey), `${norm.key} → ${norm.replacedByKey}`).toBe(true);
      expect(norm.replacedByKey).not.toBe(norm.key);
      const seen = new Set([norm.key]);
      let next: string | null = norm.replacedByKey;
      while (next !== null) {
        expect(seen.has(next), `ciclo desde ${norm.key}`).toBe(false);
        seen.add(next);
        next = byKey.get(next)?.replacedByKey ?? null;
      }
    }
  });

  it('explains every status other than plain in force', () => {
    for (const norm of seedNorms) {
      if (norm.status !== 'in_force') expect(norm.statusNote, norm.key).not.toBe('');
      if (norm.status === 'repealed') expect(norm.statusNote, norm.key).toMatch(/Derogad|Sustituid|Compilad/);
    }
  });

  it('has at least twelve documents, each with content in every section and no video', () => {
    expect(seedDocuments.length).toBeGreaterThanOrEqual(12);
    expect(new Set(seedDocuments.map((document) => document.key)).size).toBe(seedDocuments.length);
    for (const document of seedDocuments) {
      expect(document.kind).not.toBe('video');
      expect(document.publishedOn >= '2025-01-15' && document.publishedOn <= '2026-11-10', document.key).toBe(true);
      expect(document.sections.length, document.key).toBeGreaterThanOrEqual(2);
      for (const section of document.sections) {
        expect(section.heading).not.toBe('');
        expect(section.paragraphs.length, `${document.key}: ${section.heading}`).toBeGreaterThan(0);
      }
    }
  });

  it('contains no web addresses', () => {
    expect(JSON.stringify([seedNorms, seedDocuments])).not.toMatch(/http|www\.|\.gov\.co/i);
  });
});
