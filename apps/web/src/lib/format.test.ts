import { describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatCount,
  formatDate,
  formatDateTime,
  formatDuration,
  formatDurationLabel,
  formatHours,
  formatMinutes,
  formatNumber,
  formatPercent,
  formatMegabytes,
  formatScore,
} from './format';

const NBSP = '\u00a0';

describe('es-CO formats', () => {
  it('writes numbers, counts, percentages and scores the Colombian way', () => {
    expect(formatNumber(1234)).toBe('1.234');
    expect(formatNumber(7.6)).toBe('8');
    expect(formatCount(1, 'ruta', 'rutas')).toBe('1 ruta');
    expect(formatCount(0, 'ruta', 'rutas')).toBe('0 rutas');
    expect(formatCount(1200, 'pregunta', 'preguntas')).toBe('1.200 preguntas');
    // The no-break space keeps the number and its sign together.
    expect(formatPercent(40)).toBe(`40${NBSP}%`);
    expect(formatScore(85)).toBe('85 de 100');
  });

  it('writes hours short or long, and minutes', () => {
    expect(formatHours(4)).toMatch(/^4\sh$/);
    expect(formatHours(1.5)).toMatch(/^1,5\sh$/);
    expect(formatHours(4, 'long')).toMatch(/^4\shoras$/);
    expect(formatHours(1, 'long')).toMatch(/^1\shora$/);
    expect(formatMinutes(10)).toMatch(/^10\smin$/);
  });

  it('writes hours and minutes exactly as Intl does, without it', () => {
    const unit = (unit: string, unitDisplay: 'narrow' | 'short' | 'long') =>
      new Intl.NumberFormat('es-CO', { style: 'unit', unit, unitDisplay });
    for (const value of [0, 1, -1, 1.0004, 0.5, 1.5, 2, 2.25, 12.3456, 40, 1000, 1234.5]) {
      expect(formatHours(value)).toBe(unit('hour', 'narrow').format(value));
      expect(formatHours(value, 'long')).toBe(unit('hour', 'long').format(value));
      expect(formatMinutes(value)).toBe(unit('minute', 'short').format(value));
    }
  });

  it('writes time spent in hours and minutes, rounding down', () => {
    expect(formatDuration(3900)).toBe(`1${NBSP}h 5${NBSP}min`);
    expect(formatDuration(7200)).toBe(`2${NBSP}h`);
    expect(formatDuration(7259)).toBe(`2${NBSP}h`);
    expect(formatDuration(2700)).toBe(`45${NBSP}min`);
    expect(formatDuration(45)).toBe(`menos de 1${NBSP}min`);
    expect(formatDuration(0)).toBe(`0${NBSP}min`);
    expect(formatDuration(-5)).toBe(`0${NBSP}min`);
    expect(formatDuration(3600 * 1000 + 60)).toBe(`1.000${NBSP}h 1${NBSP}min`);
  });

  it('writes dates in words', () => {
    // Midday UTC: the same calendar day in every time zone of the Americas and Europe.
    expect(formatDate('2025-03-14T15:00:00.000Z')).toBe('14 de marzo de 2025');
    expect(formatDateTime('2025-03-14T15:00:00.000Z')).toMatch(/^14 de marzo de 2025 a las \d{1,2}:00\s[ap]\.\sm\.$/);
  });

  it('writes a calendar day as that day whatever the time zone, and file sizes in megabytes', () => {
    expect(formatCalendarDay('2025-03-01')).toBe('1 de marzo de 2025');
    expect(formatCalendarDay('2024-12-31')).toBe('31 de diciembre de 2024');
    expect(formatMegabytes(2.4 * 1024 * 1024)).toBe('2,4 MB');
    expect(formatMegabytes(1000)).toBe('0,01 MB');
  });
});

describe('formatDurationLabel', () => {
  it('writes hours and minutes the way a person says them', () => {
    expect(formatDurationLabel(0)).toBe('0 min');
    expect(formatDurationLabel(20)).toBe('Menos de 1 min');
    expect(formatDurationLabel(12 * 60)).toBe('12 min');
    expect(formatDurationLabel(3_900)).toBe('1 h 5 min');
    expect(formatDurationLabel(2 * 3_600 + 10)).toBe('2 h');
  });
});
