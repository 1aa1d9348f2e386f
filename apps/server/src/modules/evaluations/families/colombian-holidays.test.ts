import { describe, expect, it } from 'vitest';
import { addBusinessDays, colombianHolidays, easterSunday, formatLongDate, toIso } from './colombian-holidays.js';

// Written out by hand from the official 2026 and 2027 calendars, not computed: the code must match them.
const HOLIDAYS_2026 = [
  '2026-01-01',
  '2026-01-12',
  '2026-03-23',
  '2026-04-02',
  '2026-04-03',
  '2026-05-01',
  '2026-05-18',
  '2026-06-08',
  '2026-06-15',
  '2026-06-29',
  '2026-07-20',
  '2026-08-07',
  '2026-08-17',
  '2026-10-12',
  '2026-11-02',
  '2026-11-16',
  '2026-12-08',
  '2026-12-25',
];
const HOLIDAYS_2027 = [
  '2027-01-01',
  '2027-01-11',
  '2027-03-22',
  '2027-03-25',
  '2027-03-26',
  '2027-05-01',
  '2027-05-10',
  '2027-05-31',
  '2027-06-07',
  '2027-07-05',
  '2027-07-20',
  '2027-08-07',
  '2027-08-16',
  '2027-10-18',
  '2027-11-01',
  '2027-11-15',
  '2027-12-08',
  '2027-12-25',
];

describe('Colombian public holidays', () => {
  it('computes Easter Sunday', () => {
    expect(toIso(easterSunday(2026))).toBe('2026-04-05');
    expect(toIso(easterSunday(2027))).toBe('2027-03-28');
    expect(toIso(easterSunday(2025))).toBe('2025-04-20');
  });

  it('gives the eighteen holidays of 2026 and of 2027, Emiliani moves included', () => {
    expect(colombianHolidays(2026)).toEqual(HOLIDAYS_2026);
    expect(colombianHolidays(2027)).toEqual(HOLIDAYS_2027);
  });

  it('counts business days from the day after the event, skipping weekends and holidays', () => {
    // Wednesday 1 April 2026: Holy Thursday and Good Friday, then the weekend.
    expect(addBusinessDays('2026-04-01', 2)).toBe('2026-04-07');
    // Friday 14 August 2026: Monday 17 is the Assumption moved by the ley Emiliani.
    expect(addBusinessDays('2026-08-14', 2)).toBe('2026-08-19');
    // Saturday: Monday and Tuesday.
    expect(addBusinessDays('2026-09-05', 2)).toBe('2026-09-08');
    expect(formatLongDate('2026-04-07')).toBe('martes, 7 de abril de 2026');
  });
});
