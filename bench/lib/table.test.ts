import { describe, expect, it } from 'vitest';
import { formatNumber, formatTable } from './table.js';

describe('formatTable', () => {
  it('pads every column to its widest cell and right-aligns numbers', () => {
    const table = formatTable(
      [{ header: 'Escenario' }, { header: 'req/s', align: 'right' }],
      [
        ['Techo', '48 249'],
        ['Saturación', '681'],
      ],
    );
    expect(table.split('\n')).toEqual([
      'Escenario    req/s',
      '──────────  ──────',
      'Techo       48 249',
      'Saturación     681',
    ]);
  });

  it('leaves missing cells blank instead of printing undefined', () => {
    expect(formatTable([{ header: 'a' }, { header: 'b' }], [['x']])).not.toContain('undefined');
  });
});

describe('formatNumber', () => {
  it('groups thousands with a space and uses a decimal comma (es-CO)', () => {
    expect(formatNumber(48249)).toBe('48 249');
    expect(formatNumber(1234567.891, 1)).toBe('1 234 567,9');
    expect(formatNumber(5.77, 1)).toBe('5,8');
  });

  it('shows a dash for a figure that could not be measured', () => {
    expect(formatNumber(Number.NaN)).toBe('—');
  });
});
