import { describe, expect, it } from 'vitest';
import { installSpanishErrors } from './zod-es.js';
import { cleanText } from './text.js';

installSpanishErrors();
const name = cleanText({ label: 'El nombre', min: 2, max: 20 });
const summary = cleanText({ label: 'El resumen', max: 200, multiline: true });

function problemOf(result: ReturnType<typeof name.safeParse>) {
  return result.success ? null : result.error.issues[0]?.message;
}

describe('cleanText', () => {
  it('NFC-normalises, trims and collapses runs of whitespace', () => {
    const decomposed = 'Jose\u0301  Mari\u0301a\u00a0\u00a0Pe\u0301rez ';
    expect(name.parse(`  ${decomposed}`)).toBe('José María Pérez');
    expect(name.parse('José María Pérez').length).toBe(16);
  });

  it('refuses control characters, NUL, tabs and line breaks in a single-line field', () => {
    for (const bad of ['Ana\u0000', 'Ana\tMaría', 'Ana\nMaría', 'Ana\u0007', 'Ana\u007f', 'Ana\u0085', 'Ana\u009b']) {
      expect(problemOf(name.safeParse(bad))).toBe('El nombre contiene caracteres no permitidos.');
    }
  });

  it('refuses bidi marks, embeddings, overrides and isolates', () => {
    for (const code of [
      0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f, 0x61c,
    ]) {
      expect(problemOf(name.safeParse(`Ana ${String.fromCodePoint(code)}oinotnA`))).toBe(
        'El nombre contiene caracteres no permitidos.',
      );
    }
  });

  it('checks the length after cleaning', () => {
    expect(name.safeParse('   A   ').success).toBe(false);
    expect(name.parse(`A${' '.repeat(30)}B`)).toBe('A B');
    expect(name.safeParse('x'.repeat(21)).success).toBe(false);
  });

  it('keeps paragraphs in a multi-line field, still refusing the rest', () => {
    expect(summary.parse('  Primera   línea\r\n\tsegunda\n\n\n\nOtro   párrafo ')).toBe(
      'Primera línea\nsegunda\n\nOtro párrafo',
    );
    expect(problemOf(summary.safeParse('texto\u202eoculto'))).toBe('El resumen contiene caracteres no permitidos.');
    expect(problemOf(summary.safeParse('texto\u0000'))).toBe('El resumen contiene caracteres no permitidos.');
  });

  it('leaves letters of every script alone, emoji with joiners included', () => {
    expect(name.parse('Zoë Ñandú')).toBe('Zoë Ñandú');
    expect(name.parse('محمد')).toBe('محمد');
    expect(name.parse('Ana 👩‍🔧')).toBe('Ana 👩‍🔧');
  });
});
