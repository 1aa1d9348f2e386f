import {
  addBusinessDays,
  addCalendarDays,
  colombianHolidays,
  formatLongDate,
  fromIso,
  isBusinessDay,
  toIso,
  type IsoDate,
} from './colombian-holidays.js';
import type { FamilyItem, FamilyOption, ItemFamily } from './family.types.js';

/*
 * Deadlines counted in business days: the employer reports an accident at work, or a diagnosed occupational
 * disease, to the ARL and the EPS within the two business days that follow (Decreto-Ley 1295 de 1994, art. 62;
 * Resolución 156 de 2005). Business days here are Monday to Friday except Colombian public holidays.
 */

const OPTION_IDS = ['a', 'b', 'c', 'd'];

/** The two business days ignoring holidays (weekends only): the mistake the family is built to catch. */
function ignoringHolidays(from: IsoDate, count: number): IsoDate {
  let date = fromIso(from);
  let left = count;
  while (left > 0) {
    date = new Date(date.getTime() + 86_400_000);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return toIso(date);
}

/** Event dates: the business day before each holiday of 2026–2027 (so the count crosses it), plus some weekends. */
export function deadlineEventDates(): IsoDate[] {
  const dates = new Set<IsoDate>();
  for (const holiday of [...colombianHolidays(2026), ...colombianHolidays(2027)]) {
    let day = addCalendarDays(holiday, -1);
    while (!isBusinessDay(day)) day = addCalendarDays(day, -1);
    dates.add(day);
  }
  for (const extra of ['2026-02-13', '2026-09-05', '2026-10-30', '2027-02-20', '2027-09-17', '2027-11-28']) {
    dates.add(extra);
  }
  return [...dates].sort();
}

function dateOptions(key: IsoDate, wrong: readonly IsoDate[]): FamilyOption[] {
  const values = [key];
  for (const value of wrong) if (!values.includes(value) && values.length < 4) values.push(value);
  return values.sort().map((value, i) => ({
    id: OPTION_IDS[i] ?? String(i),
    text: formatLongDate(value),
    correct: value === key,
  }));
}

const EVENTS = [
  { noun: 'un trabajador sufre un accidente de trabajo', form: 'el FURAT', what: 'accidente' },
  { noun: 'el médico diagnostica una enfermedad laboral a una trabajadora', form: 'el FUREL', what: 'diagnóstico' },
] as const;

/** `accidentsOnly` leaves out the FUREL instances, for routes that teach only the accident report. */
export function reportDeadlineFamily(routeKey: string, topic: string, accidentsOnly = false): ItemFamily {
  const id = `${routeKey}/plazo-del-reporte`;
  return {
    id,
    routeKey,
    topic,
    title: 'Último día para reportar un accidente o una enfermedad laboral',
    rule:
      'Decreto-Ley 1295 de 1994, art. 62, y Resolución 156 de 2005: el reporte a la ARL y a la EPS se hace dentro de ' +
      'los dos días hábiles siguientes al accidente o al diagnóstico. Hábiles: lunes a viernes que no sean festivos ' +
      '(festivos de la Ley 51 de 1983).',
    level: 'hard',
    generate: () =>
      deadlineEventDates().map((date, i): FamilyItem => {
        const event = (accidentsOnly ? EVENTS[0] : EVENTS[i % 2]) ?? EVENTS[0];
        const key = addBusinessDays(date, 2);
        const first = addBusinessDays(date, 1);
        return {
          familyId: id,
          topic,
          level: 'hard',
          kind: 'single',
          prompt:
            `El ${formatLongDate(date)}, ${event.noun}. ¿Cuál es el último día para radicar ${event.form} ante la ARL ` +
            'y la EPS? Cuente como hábiles los días de lunes a viernes que no sean festivos en Colombia.',
          options: dateOptions(key, [
            ignoringHolidays(date, 2),
            addCalendarDays(date, 2),
            addBusinessDays(date, 3),
            first,
            addBusinessDays(date, 5),
          ]),
          explanation:
            `El reporte se hace dentro de los dos días hábiles siguientes al ${event.what} (Decreto-Ley 1295 de 1994, ` +
            `art. 62; Resolución 156 de 2005): el primero es el ${formatLongDate(first)} y el segundo, el último día, ` +
            `el ${formatLongDate(key)}.`,
        };
      }),
  };
}
