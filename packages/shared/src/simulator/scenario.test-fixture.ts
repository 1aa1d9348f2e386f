import type { ScenarioDefinition } from './scenario.schemas.js';

/**
 * A small scenario for the tests: a decision, a GTC 45 valuation, a calculation and a last decision with a critical
 * option. Best path: 10 + 7 × 2 + 5 + 10 = 39 points; 70 % to pass is 28.
 */
export function sampleScenario(): ScenarioDefinition {
  return {
    title: 'Visita a la obra',
    summary: 'Recorra la obra, valore un peligro y decida cómo salir.',
    passPercent: 70,
    startId: 'llegada',
    situations: [
      {
        id: 'llegada',
        kind: 'choice',
        title: 'Llegada a la obra',
        text: 'Usted llega a la obra para una inspección.',
        media: null,
        choices: [
          {
            id: 'epp',
            text: 'Pedir casco y botas',
            consequence: 'Usted entra protegido.',
            points: 10,
            critical: false,
            next: 'valoracion',
          },
          {
            id: 'sin-epp',
            text: 'Entrar sin casco',
            consequence: 'Nadie lo detiene, pero se expone.',
            points: 0,
            critical: false,
            next: 'valoracion',
          },
          {
            id: 'saltar',
            text: 'Subir al andamio sin arnés',
            consequence: 'Pierde el equilibrio.',
            points: -5,
            critical: true,
            next: 'fin-malo',
          },
        ],
      },
      {
        id: 'valoracion',
        kind: 'gtc45',
        title: 'Caída de objetos',
        text: 'Desde el andamio caen herramientas sobre la zona de paso.',
        media: null,
        hazard: 'Caída de objetos desde el andamio (condiciones de seguridad, locativo)',
        expected: { nd: 6, ne: 3, nc: 25 },
        rationale: {
          nd: 'Falta la malla en un tramo.',
          ne: 'Pasan varias veces al día.',
          nc: 'Un golpe en la cabeza incapacita.',
        },
        pointsPerValue: 2,
        next: 'calculo',
      },
      {
        id: 'calculo',
        kind: 'calculation',
        title: 'Área por aislar',
        text: 'La zona mide 5 m por 2,5 m.',
        media: null,
        fields: [
          {
            id: 'area',
            label: 'Área',
            unit: 'm²',
            expected: 12.5,
            tolerance: 0.1,
            points: 5,
            explanation: '5 × 2,5 = 12,5 m².',
          },
        ],
        next: 'salida',
      },
      {
        id: 'salida',
        kind: 'choice',
        title: 'La salida',
        text: 'Suena la alarma.',
        media: null,
        choices: [
          {
            id: 'escalera',
            text: 'Bajar por la escalera',
            consequence: 'Sale en orden.',
            points: 10,
            critical: false,
            next: 'fin-bueno',
          },
          {
            id: 'ascensor',
            text: 'Tomar el montacargas',
            consequence: 'Queda atrapado.',
            points: 0,
            critical: true,
            next: 'fin-bueno',
          },
        ],
      },
      { id: 'fin-bueno', kind: 'end', title: 'Fin de la visita', text: 'Termina la visita.', media: null },
      { id: 'fin-malo', kind: 'end', title: 'Accidente', text: 'La visita termina en urgencias.', media: null },
    ],
  };
}
