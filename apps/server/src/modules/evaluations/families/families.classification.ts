import type { FamilyItem, ItemFamily } from './family.types.js';
import { labelOptions } from './family.options.js';

/*
 * Classification rules written as tables: a hazard's class in the GTC 45 and a fire's class for choosing an
 * extinguisher. Each row was chosen so that only one class can be argued for.
 */

const HAZARD_CLASSES = [
  'Biológico',
  'Físico',
  'Químico',
  'Psicosocial',
  'Biomecánico',
  'Condiciones de seguridad',
  'Fenómenos naturales',
] as const;
type HazardClass = (typeof HAZARD_CLASSES)[number];

const HAZARDS: readonly [string, HazardClass][] = [
  ['el contacto con sangre al atender a un compañero herido', 'Biológico'],
  ['la manipulación de residuos hospitalarios con agujas usadas', 'Biológico'],
  ['las picaduras de insectos durante la cosecha en un cultivo', 'Biológico'],
  ['la mordedura de un perro al repartir correspondencia', 'Biológico'],
  ['los hongos que crecen en un archivo húmedo', 'Biológico'],
  ['el ruido de una troqueladora', 'Físico'],
  ['la iluminación deficiente de una bodega', 'Físico'],
  ['la vibración de un martillo neumático en las manos', 'Físico'],
  ['el calor que irradia el horno de una panadería', 'Físico'],
  ['la radiación ultravioleta del sol en un trabajo a la intemperie', 'Físico'],
  ['los rayos X de un equipo de un consultorio odontológico', 'Físico'],
  ['los vapores de solventes al pintar con pistola', 'Químico'],
  ['el polvo de sílice al cortar bloques de concreto', 'Químico'],
  ['el uso diario de hipoclorito para desinfectar', 'Químico'],
  ['los gases de escape de un montacargas en una bodega cerrada', 'Químico'],
  ['los turnos nocturnos rotativos de un vigilante', 'Psicosocial'],
  ['las altas demandas emocionales de atender quejas por teléfono todo el día', 'Psicosocial'],
  ['la carga mental de cumplir plazos muy cortos sin apoyo', 'Psicosocial'],
  ['las jornadas extensas sin descansos ni pausas programadas', 'Psicosocial'],
  ['el levantamiento manual de bultos de cemento', 'Biomecánico'],
  ['la postura de pie prolongada de una cajera', 'Biomecánico'],
  ['los movimientos repetitivos de las manos al empacar', 'Biomecánico'],
  ['trabajar con el cuello girado frente a un monitor mal ubicado', 'Biomecánico'],
  ['las partes móviles sin guarda de una banda transportadora', 'Condiciones de seguridad'],
  ['los cables eléctricos pelados de una extensión', 'Condiciones de seguridad'],
  ['un piso húmedo y resbaloso en un pasillo', 'Condiciones de seguridad'],
  ['conducir una motocicleta para hacer entregas en la ciudad', 'Condiciones de seguridad'],
  ['los atracos al transportar dinero entre sedes', 'Condiciones de seguridad'],
  ['trabajar sobre un andamio a seis metros de altura', 'Condiciones de seguridad'],
  ['un vendaval que levante las cubiertas de una bodega', 'Fenómenos naturales'],
  ['la inundación por la crecida de un río cercano', 'Fenómenos naturales'],
  ['un derrumbe sobre la vía de acceso a una obra', 'Fenómenos naturales'],
];

/** Three wrong classes for a row, rotating through the others so every class appears as a distractor. */
function classOptions(key: HazardClass, row: number): string[] {
  const others = HAZARD_CLASSES.filter((c) => c !== key);
  const chosen = new Set([key, others[row % 6], others[(row + 2) % 6], others[(row + 4) % 6]]);
  return HAZARD_CLASSES.filter((c) => chosen.has(c));
}

export function hazardClassFamily(routeKey: string, topic: string): ItemFamily {
  const id = `${routeKey}/clase-de-peligro`;
  return {
    id,
    routeKey,
    topic,
    title: 'Clase de peligro según la GTC 45',
    rule:
      'GTC 45: biológico (virus, bacterias, hongos, picaduras, mordeduras, fluidos); físico (ruido, iluminación, ' +
      'vibración, temperaturas, radiaciones); químico (polvos, fibras, líquidos, gases, vapores, humos); psicosocial ' +
      '(organización, tarea, jornada); biomecánico (postura, esfuerzo, repetición, cargas); condiciones de seguridad ' +
      '(mecánico, eléctrico, locativo, tecnológico, tránsito, público, alturas, espacios confinados); fenómenos naturales.',
    level: 'easy',
    generate: () =>
      HAZARDS.map(([hazard, key], row): FamilyItem => ({
        familyId: id,
        topic,
        level: 'easy',
        kind: 'single',
        prompt: `En la matriz de peligros, ¿en qué clase de la GTC 45 va este peligro: ${hazard}?`,
        options: labelOptions(classOptions(key, row), key),
        explanation: `Se registra como peligro ${key.toLowerCase()}: ${CLASS_REASON[key]}`,
      })),
  };
}

const CLASS_REASON: Record<HazardClass, string> = {
  Biológico: 'la GTC 45 agrupa allí los microorganismos, los fluidos, las picaduras y las mordeduras.',
  Físico: 'la GTC 45 agrupa allí el ruido, la iluminación, la vibración, las temperaturas extremas y las radiaciones.',
  Químico: 'la GTC 45 agrupa allí los polvos, las fibras, los líquidos, los gases, los vapores y los humos.',
  Psicosocial: 'la GTC 45 agrupa allí la organización del trabajo, las condiciones de la tarea y la jornada.',
  Biomecánico: 'la GTC 45 agrupa allí la postura, el esfuerzo, el movimiento repetitivo y la manipulación de cargas.',
  'Condiciones de seguridad':
    'la GTC 45 agrupa allí los peligros mecánico, eléctrico, locativo, tecnológico, de tránsito, público, de alturas y de espacios confinados.',
  'Fenómenos naturales':
    'la GTC 45 agrupa allí el sismo, el vendaval, la inundación, el derrumbe y las precipitaciones.',
};

const FIRE_CLASSES = ['Clase A', 'Clase B', 'Clase C', 'Clase D', 'Clase K'] as const;
type FireClass = (typeof FIRE_CLASSES)[number];

const FIRES: readonly [string, FireClass][] = [
  ['arden unas cajas de cartón en una bodega', 'Clase A'],
  ['se incendia una pila de estibas de madera', 'Clase A'],
  ['arden unos rollos de tela en un taller de confección', 'Clase A'],
  ['se prende fuego un archivo de papel', 'Clase A'],
  ['se incendia un colchón en un alojamiento', 'Clase A'],
  ['se derrama gasolina y se enciende junto a una planta eléctrica', 'Clase B'],
  ['arde el thinner de un recipiente abierto en un taller de pintura', 'Clase B'],
  ['se incendia un charco de ACPM en un patio de maniobras', 'Clase B'],
  ['se enciende el gas que escapa de un cilindro de propano', 'Clase B'],
  ['se encienden unas latas de pintura a base de solvente', 'Clase B'],
  ['sale fuego de un tablero eléctrico energizado', 'Clase C'],
  ['se incendia un motor eléctrico que sigue conectado', 'Clase C'],
  ['arde un computador conectado a la red', 'Clase C'],
  ['se incendia un transformador energizado', 'Clase C'],
  ['se encienden virutas de magnesio en un taller de mecanizado', 'Clase D'],
  ['arde polvo de aluminio en una planta metalúrgica', 'Clase D'],
  ['se enciende sodio metálico en un laboratorio', 'Clase D'],
  ['se enciende el aceite de una freidora industrial', 'Clase K'],
  ['arde la grasa acumulada en la campana de una cocina de restaurante', 'Clase K'],
  ['se prende el aceite vegetal de una paila en un casino de empresa', 'Clase K'],
];

const FIRE_REASON: Record<FireClass, string> = {
  'Clase A': 'sólidos comunes que dejan brasa, como papel, madera, cartón y tela.',
  'Clase B': 'líquidos y gases inflamables, como gasolina, solventes y gas propano.',
  'Clase C': 'equipos eléctricos energizados; al cortar la energía, el fuego pasa a la clase del material que arde.',
  'Clase D': 'metales combustibles, como magnesio, aluminio en polvo o sodio; piden polvo especial.',
  'Clase K': 'aceites y grasas de cocina; se atacan con extintor de acetato de potasio.',
};

export function fireClassFamily(routeKey: string, topic: string): ItemFamily {
  const id = `${routeKey}/clase-de-fuego`;
  return {
    id,
    routeKey,
    topic,
    title: 'Clase de fuego según el material que arde',
    rule: 'A: sólidos comunes; B: líquidos y gases inflamables; C: equipos eléctricos energizados; D: metales combustibles; K: aceites y grasas de cocina.',
    level: 'easy',
    generate: () =>
      FIRES.map(([fire, key]): FamilyItem => ({
        familyId: id,
        topic,
        level: 'easy',
        kind: 'single',
        prompt: `Durante una emergencia ${fire}. ¿Qué clase de fuego es, para elegir el extintor?`,
        options: labelOptions(FIRE_CLASSES, key),
        explanation: `Es un fuego de ${key.replace('Clase', 'clase')}: ${FIRE_REASON[key]}`,
      })),
  };
}
