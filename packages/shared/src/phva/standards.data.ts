import type { MinimumStandardSet } from '../companies/minimum-standards.js';

/** The four phases of the PHVA cycle, in order. */
export const PHVA_PHASES = ['planear', 'hacer', 'verificar', 'actuar'] as const;
export type PhvaPhase = (typeof PHVA_PHASES)[number];

export const phvaPhaseLabels: Record<PhvaPhase, string> = {
  planear: 'Planear',
  hacer: 'Hacer',
  verificar: 'Verificar',
  actuar: 'Actuar',
};

/** The seven groups of Res. 0312 de 2019, with the points the 60-standard table gives each. */
export const STANDARD_GROUPS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII'] as const;
export type StandardGroup = (typeof STANDARD_GROUPS)[number];

export interface StandardGroupInfo {
  group: StandardGroup;
  phase: PhvaPhase;
  label: string;
  points: number;
}

export const standardGroups: Record<StandardGroup, StandardGroupInfo> = {
  I: { group: 'I', phase: 'planear', label: 'I. Recursos', points: 10 },
  II: { group: 'II', phase: 'planear', label: 'II. Gestión integral del SG-SST', points: 15 },
  III: { group: 'III', phase: 'hacer', label: 'III. Gestión de la salud', points: 20 },
  IV: { group: 'IV', phase: 'hacer', label: 'IV. Gestión de peligros y riesgos', points: 30 },
  V: { group: 'V', phase: 'hacer', label: 'V. Gestión de amenazas', points: 10 },
  VI: { group: 'VI', phase: 'verificar', label: 'VI. Verificación del SG-SST', points: 5 },
  VII: { group: 'VII', phase: 'actuar', label: 'VII. Mejoramiento', points: 10 },
};

export interface MinimumStandard {
  code: string;
  /** Our own short description, not the resolution's wording. */
  description: string;
  /** What a company usually shows as evidence. */
  evidence: string;
  /** Points in the 60-standard table (art. 27). */
  points: number;
  group: StandardGroup;
  inSet7: boolean;
  inSet21: boolean;
}

type Row = [
  code: string,
  description: string,
  evidence: string,
  points: number,
  group: StandardGroup,
  in7: boolean,
  in21: boolean,
];

// Points and set membership follow the resolution's table; descriptions and evidence are our own words.
const rows: readonly Row[] = [
  [
    '1.1.1',
    'Hay una persona responsable de diseñar y ejecutar el SG-SST.',
    'Acta o carta de designación con sus funciones.',
    0.5,
    'I',
    true,
    true,
  ],
  [
    '1.1.2',
    'Las responsabilidades en SST están asignadas por niveles.',
    'Documento de roles y responsabilidades firmado.',
    0.5,
    'I',
    false,
    false,
  ],
  ['1.1.3', 'La empresa asigna recursos al SG-SST.', 'Presupuesto aprobado del SG-SST.', 0.5, 'I', false, true],
  [
    '1.1.4',
    'Todas las personas están afiliadas a la seguridad social.',
    'Planillas de pago de aportes (PILA).',
    0.5,
    'I',
    true,
    true,
  ],
  [
    '1.1.5',
    'Se identifican las personas en tareas de alto riesgo y su pensión especial.',
    'Listado de cargos de alto riesgo y soportes de cotización.',
    0.5,
    'I',
    false,
    false,
  ],
  [
    '1.1.6',
    'El COPASST está conformado y se reúne.',
    'Acta de conformación y actas de reunión mensual.',
    0.5,
    'I',
    false,
    true,
  ],
  [
    '1.1.7',
    'Los integrantes del COPASST están capacitados.',
    'Registros de capacitación de sus integrantes.',
    0.5,
    'I',
    false,
    false,
  ],
  [
    '1.1.8',
    'El comité de convivencia laboral está conformado y funciona.',
    'Acta de conformación y actas de reunión.',
    0.5,
    'I',
    false,
    true,
  ],
  [
    '1.2.1',
    'Existe un programa anual de capacitación en promoción y prevención.',
    'Programa de capacitación y registros de asistencia.',
    2,
    'I',
    true,
    true,
  ],
  [
    '1.2.2',
    'Todo el personal recibe inducción y reinducción en SST.',
    'Registros de inducción y reinducción.',
    2,
    'I',
    false,
    false,
  ],
  [
    '1.2.3',
    'Quien responde por el SG-SST aprobó el curso virtual de 50 horas.',
    'Certificado del curso de 50 horas.',
    2,
    'I',
    false,
    false,
  ],
  [
    '2.1.1',
    'La política de SST está escrita, firmada, fechada y comunicada.',
    'Política firmada y evidencia de su divulgación.',
    1,
    'II',
    false,
    true,
  ],
  [
    '2.2.1',
    'Los objetivos de SST son claros, medibles y tienen metas.',
    'Documento de objetivos con sus indicadores.',
    1,
    'II',
    false,
    false,
  ],
  ['2.3.1', 'Se hizo la evaluación inicial del SG-SST.', 'Informe de la evaluación inicial.', 1, 'II', false, false],
  [
    '2.4.1',
    'El plan anual de trabajo está firmado.',
    'Plan anual con metas, responsables, recursos y cronograma.',
    2,
    'II',
    true,
    true,
  ],
  [
    '2.5.1',
    'Los documentos del SG-SST se archivan y conservan.',
    'Procedimiento de control documental y archivo.',
    2,
    'II',
    false,
    true,
  ],
  [
    '2.6.1',
    'Cada año se rinden cuentas sobre el SG-SST.',
    'Registros de la rendición de cuentas.',
    1,
    'II',
    false,
    false,
  ],
  ['2.7.1', 'La matriz legal está al día.', 'Matriz legal actualizada.', 2, 'II', false, false],
  [
    '2.8.1',
    'Hay canales de comunicación y de autorreporte de condiciones.',
    'Procedimiento y registros de autorreporte.',
    1,
    'II',
    false,
    false,
  ],
  [
    '2.9.1',
    'Las compras tienen en cuenta la SST.',
    'Procedimiento de compras con criterios de SST.',
    1,
    'II',
    false,
    false,
  ],
  [
    '2.10.1',
    'Los proveedores y contratistas se evalúan y seleccionan con criterios de SST.',
    'Procedimiento y evaluaciones de contratistas.',
    2,
    'II',
    false,
    false,
  ],
  [
    '2.11.1',
    'Los cambios se evalúan antes de ponerlos en marcha.',
    'Procedimiento de gestión del cambio y registros.',
    1,
    'II',
    false,
    false,
  ],
  [
    '3.1.1',
    'Se conoce el perfil sociodemográfico y el diagnóstico de salud.',
    'Perfil sociodemográfico y diagnóstico de condiciones de salud.',
    1,
    'III',
    false,
    true,
  ],
  [
    '3.1.2',
    'Se hacen actividades de medicina del trabajo, promoción y prevención.',
    'Cronograma y registros de las actividades.',
    1,
    'III',
    false,
    true,
  ],
  [
    '3.1.3',
    'El médico recibe los perfiles de cargo.',
    'Comunicación de los perfiles de cargo al médico.',
    1,
    'III',
    false,
    false,
  ],
  [
    '3.1.4',
    'Se practican las evaluaciones médicas ocupacionales.',
    'Certificados de aptitud de ingreso, periódicos y de retiro.',
    1,
    'III',
    true,
    true,
  ],
  [
    '3.1.5',
    'Las historias clínicas están bajo custodia de quien corresponde.',
    'Certificado de custodia de la IPS.',
    1,
    'III',
    false,
    false,
  ],
  [
    '3.1.6',
    'Se cumplen las restricciones y recomendaciones médicas.',
    'Seguimiento de recomendaciones médico-laborales.',
    1,
    'III',
    false,
    true,
  ],
  [
    '3.1.7',
    'Se promueven estilos de vida y entornos saludables.',
    'Programa y registros de actividades.',
    1,
    'III',
    false,
    false,
  ],
  [
    '3.1.8',
    'Hay agua potable, baños y recolección de basuras.',
    'Inspecciones de servicios sanitarios.',
    1,
    'III',
    false,
    false,
  ],
  [
    '3.1.9',
    'Los residuos se manejan y eliminan de forma segura.',
    'Plan de manejo de residuos y certificados de disposición.',
    1,
    'III',
    false,
    false,
  ],
  [
    '3.2.1',
    'Los accidentes y enfermedades laborales se reportan en 2 días hábiles.',
    'Reportes FURAT y FUREL radicados.',
    2,
    'III',
    false,
    true,
  ],
  [
    '3.2.2',
    'Los incidentes y accidentes se investigan con el COPASST.',
    'Informes de investigación.',
    2,
    'III',
    false,
    true,
  ],
  [
    '3.2.3',
    'Los accidentes y enfermedades laborales se registran y analizan.',
    'Registro estadístico y su análisis.',
    1,
    'III',
    false,
    false,
  ],
  [
    '3.3.1',
    'Se mide la frecuencia de la accidentalidad cada mes.',
    'Ficha y cálculo mensual del indicador.',
    1,
    'III',
    false,
    false,
  ],
  [
    '3.3.2',
    'Se mide la severidad de la accidentalidad cada mes.',
    'Ficha y cálculo mensual del indicador.',
    1,
    'III',
    false,
    false,
  ],
  [
    '3.3.3',
    'Se mide la proporción de accidentes mortales cada año.',
    'Ficha y cálculo anual del indicador.',
    1,
    'III',
    false,
    false,
  ],
  [
    '3.3.4',
    'Se mide la prevalencia de la enfermedad laboral cada año.',
    'Ficha y cálculo anual del indicador.',
    1,
    'III',
    false,
    false,
  ],
  [
    '3.3.5',
    'Se mide la incidencia de la enfermedad laboral cada año.',
    'Ficha y cálculo anual del indicador.',
    1,
    'III',
    false,
    false,
  ],
  [
    '3.3.6',
    'Se mide el ausentismo por causa médica cada mes.',
    'Ficha y cálculo mensual del indicador.',
    1,
    'III',
    false,
    false,
  ],
  [
    '4.1.1',
    'Hay un método para identificar peligros y valorar riesgos.',
    'Procedimiento de identificación de peligros.',
    4,
    'IV',
    false,
    false,
  ],
  [
    '4.1.2',
    'Los peligros se identifican con todos los niveles y se actualizan cada año.',
    'Matriz de peligros actualizada y registros de participación.',
    4,
    'IV',
    true,
    true,
  ],
  [
    '4.1.3',
    'Se identifican las sustancias cancerígenas o de toxicidad aguda.',
    'Inventario de sustancias y sus controles.',
    3,
    'IV',
    false,
    false,
  ],
  [
    '4.1.4',
    'Se hacen mediciones ambientales.',
    'Informes de mediciones químicas, físicas o biológicas.',
    4,
    'IV',
    false,
    false,
  ],
  [
    '4.2.1',
    'Se aplican controles según la jerarquía de controles.',
    'Plan de intervención de riesgos.',
    2.5,
    'IV',
    true,
    false,
  ],
  [
    '4.2.2',
    'Se verifica que las personas apliquen los controles.',
    'Registros de verificación.',
    2.5,
    'IV',
    false,
    false,
  ],
  [
    '4.2.3',
    'Hay procedimientos, instructivos y fichas técnicas.',
    'Procedimientos e instructivos vigentes.',
    2.5,
    'IV',
    false,
    false,
  ],
  ['4.2.4', 'Se hacen inspecciones con el COPASST.', 'Formatos de inspección diligenciados.', 2.5, 'IV', false, false],
  [
    '4.2.5',
    'Las instalaciones, equipos y herramientas reciben mantenimiento.',
    'Programa y registros de mantenimiento.',
    2.5,
    'IV',
    false,
    true,
  ],
  [
    '4.2.6',
    'Se entregan los EPP y se enseña a usarlos.',
    'Registros de entrega de EPP y de capacitación en su uso.',
    2.5,
    'IV',
    false,
    true,
  ],
  [
    '5.1.1',
    'Hay un plan de emergencias y un simulacro cada año.',
    'Plan de emergencias e informe del simulacro.',
    5,
    'V',
    false,
    true,
  ],
  [
    '5.1.2',
    'La brigada de emergencias está conformada, capacitada y dotada.',
    'Listado de brigadistas, capacitaciones y dotación.',
    5,
    'V',
    false,
    true,
  ],
  [
    '6.1.1',
    'Hay indicadores de estructura, proceso y resultado.',
    'Fichas y mediciones de los indicadores.',
    1.25,
    'VI',
    false,
    false,
  ],
  ['6.1.2', 'Se hace una auditoría cada año.', 'Informe de auditoría anual.', 1.25, 'VI', false, false],
  [
    '6.1.3',
    'La alta dirección revisa el SG-SST cada año.',
    'Acta de revisión por la dirección.',
    1.25,
    'VI',
    false,
    true,
  ],
  [
    '6.1.4',
    'La auditoría se planea con el COPASST.',
    'Plan de auditoría y acta del COPASST.',
    1.25,
    'VI',
    false,
    false,
  ],
  [
    '7.1.1',
    'Se toman acciones preventivas y correctivas.',
    'Registro de acciones y su seguimiento.',
    2.5,
    'VII',
    false,
    false,
  ],
  [
    '7.1.2',
    'Se toman acciones de mejora tras la revisión de la dirección.',
    'Plan de acción de la revisión.',
    2.5,
    'VII',
    false,
    false,
  ],
  [
    '7.1.3',
    'Se toman acciones de mejora tras las investigaciones de accidentes.',
    'Seguimiento de las recomendaciones.',
    2.5,
    'VII',
    false,
    false,
  ],
  [
    '7.1.4',
    'Hay un plan de mejora por requerimientos de autoridades y ARL.',
    'Plan de mejoramiento y su avance.',
    2.5,
    'VII',
    false,
    false,
  ],
];

/** The 60 minimum standards of Res. 0312 de 2019, in the resolution's order. */
export const MINIMUM_STANDARDS: readonly MinimumStandard[] = rows.map(
  ([code, description, evidence, points, group, inSet7, inSet21]) => ({
    code,
    description,
    evidence,
    points,
    group,
    inSet7,
    inSet21,
  }),
);

/** Standards the academy's own completion records can support as evidence. */
export const TRAINING_STANDARD_CODES: readonly string[] = ['1.1.7', '1.2.1', '1.2.2', '1.2.3', '4.2.6', '5.1.2'];

export function isTrainingStandard(code: string): boolean {
  return TRAINING_STANDARD_CODES.includes(code);
}

/** The standards of one set, in the resolution's order. */
export function standardsOfSet(set: MinimumStandardSet): readonly MinimumStandard[] {
  if (set === 60) return MINIMUM_STANDARDS;
  return MINIMUM_STANDARDS.filter((s) => (set === 7 ? s.inSet7 : s.inSet21));
}

export function findStandard(code: string): MinimumStandard | undefined {
  return MINIMUM_STANDARDS.find((s) => s.code === code);
}
