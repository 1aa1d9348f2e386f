import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { csvColumnKey, decodeCsvBytes, readCsv, readCsvText } from './csv-reader.js';

const header = 'nombre;email;cargo';
const body = 'José Peña Muñoz;jose@example.co;Operario de grúa\r\nÁngela Ñáñez;angela@example.co;Auxiliar contable';
const text = `${header}\r\n${body}\r\n`;
const expected = [
  ['José Peña Muñoz', 'jose@example.co', 'Operario de grúa'],
  ['Ángela Ñáñez', 'angela@example.co', 'Auxiliar contable'],
];

describe('decoding', () => {
  it('reads UTF-8 without a byte-order mark', () => {
    const table = readCsv(Buffer.from(text, 'utf8'));
    expect(table.encoding).toBe('utf-8');
    expect(table.header).toEqual(['nombre', 'email', 'cargo']);
    expect(table.rows.map((row) => row.cells)).toEqual(expected);
  });

  it('drops a UTF-8 byte-order mark, so the first column keeps its name', () => {
    const table = readCsv(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]));
    expect(table.encoding).toBe('utf-8');
    expect(table.header[0]).toBe('nombre');
    expect(table.rows.map((row) => row.cells)).toEqual(expected);
  });

  it('reads Windows-1252 (Excel es-CO) with accents and ñ intact', () => {
    const bytes = iconv.encode(text, 'windows-1252');
    // "ñ" is one byte (0xF1) in Windows-1252: not valid UTF-8, so the fallback is what reads it.
    expect(bytes.includes(0xf1)).toBe(true);
    const table = readCsv(bytes);
    expect(table.encoding).toBe('windows-1252');
    expect(table.rows.map((row) => row.cells)).toEqual(expected);
  });

  it('refuses binary files', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);
    expect(() => decodeCsvBytes(png)).toThrow(expect.objectContaining({ code: 'CSV_UNREADABLE', status: 400 }));
    expect(() => readCsv(Buffer.from([0xff, 0xfe, 0x6e, 0x00, 0x6f, 0x00]))).toThrow(
      expect.objectContaining({ code: 'CSV_UNREADABLE' }),
    );
  });

  it('refuses an empty file', () => {
    expect(() => readCsv(Buffer.alloc(0))).toThrow(expect.objectContaining({ code: 'CSV_UNREADABLE' }));
    expect(() => readCsv(Buffer.from('\r\n\r\n'))).toThrow(expect.objectContaining({ code: 'CSV_UNREADABLE' }));
  });
});

describe('parsing', () => {
  it('takes the separator from the header line: commas', () => {
    const table = readCsvText('nombre,email,cargo\n"Peña, Ana",ana@example.co,"Líder; turno"\n');
    expect(table.separator).toBe(',');
    expect(table.rows[0]?.cells).toEqual(['Peña, Ana', 'ana@example.co', 'Líder; turno']);
  });

  it('takes the separator from the header line: semicolons, even when the data has commas', () => {
    const table = readCsvText('nombre;email\nPeña, Ana;ana@example.co\n');
    expect(table.separator).toBe(';');
    expect(table.rows[0]?.cells).toEqual(['Peña, Ana', 'ana@example.co']);
  });

  it('keeps quotes, separators and line breaks inside quoted fields, and numbers rows by the line they start on', () => {
    const table = readCsvText(
      'nombre;nota\r\n"Ana ""la jefa""";"uno;\r\ndos"\r\n\r\nLuis;"tres\nlíneas\naquí"\nMarta;ok',
    );
    expect(table.rows).toEqual([
      { line: 2, cells: ['Ana "la jefa"', 'uno;\ndos'] },
      { line: 5, cells: ['Luis', 'tres\nlíneas\naquí'] },
      { line: 8, cells: ['Marta', 'ok'] },
    ]);
  });

  it('skips empty and blank lines but counts them', () => {
    const table = readCsvText('a;b\n\n;\n  ;  \n1;2\n\n');
    expect(table.rows).toEqual([{ line: 5, cells: ['1', '2'] }]);
  });

  it('accepts rows with fewer or more cells than the header', () => {
    const table = readCsvText('a;b;c\n1\n1;2;3;4\n');
    expect(table.rows.map((row) => row.cells)).toEqual([['1'], ['1', '2', '3', '4']]);
  });

  it('refuses an unclosed quote', () => {
    expect(() => readCsvText('a;b\n"1;2\n3;4')).toThrow(expect.objectContaining({ code: 'CSV_UNREADABLE' }));
  });
});

describe('column keys', () => {
  it('ignores case, accents, spaces and hyphens', () => {
    expect(csvColumnKey(' Número Documento ')).toBe('numero_documento');
    expect(csvColumnKey('TIPO-DOCUMENTO')).toBe('tipo_documento');
    expect(csvColumnKey('Empresa_NIT')).toBe('empresa_nit');
  });
});
