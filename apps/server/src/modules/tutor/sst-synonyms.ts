/*
 * Words and acronyms of SST that name the same thing, kept as data: add a line here, not a rule in the ranking.
 * Each group becomes one "concept" that a passage and a question share whenever either says any of its phrases,
 * so "EPP" finds a passage about "elementos de protección personal" and the other way round.
 *
 * A phrase written in capitals of at most three letters ("AT", "EL") matches only when written in capitals: in lower
 * case they are ordinary Spanish words ("el", "at" in an address).
 */
export interface SynonymGroup {
  id: string;
  phrases: readonly string[];
}

export const SST_SYNONYMS: readonly SynonymGroup[] = [
  {
    id: 'epp',
    phrases: ['EPP', 'elementos de protección personal', 'equipos de protección personal', 'protección personal'],
  },
  { id: 'copasst', phrases: ['COPASST', 'comité paritario', 'vigía de seguridad y salud en el trabajo', 'vigía SST'] },
  { id: 'arl', phrases: ['ARL', 'administradora de riesgos laborales', 'administradoras de riesgos laborales'] },
  { id: 'at', phrases: ['AT', 'accidente de trabajo', 'accidentes de trabajo', 'accidente laboral'] },
  { id: 'el', phrases: ['EL', 'enfermedad laboral', 'enfermedades laborales', 'enfermedad profesional'] },
  {
    id: 'sgsst',
    phrases: [
      'SG-SST',
      'SGSST',
      'sistema de gestión de la seguridad y salud en el trabajo',
      'sistema de gestión de seguridad y salud en el trabajo',
      'sistema de gestión',
    ],
  },
  { id: 'pesv', phrases: ['PESV', 'plan estratégico de seguridad vial', 'seguridad vial'] },
  { id: 'alturas', phrases: ['alturas', 'trabajo en alturas', 'trabajo en altura', 'trabajos en altura'] },
  {
    id: 'estandares',
    phrases: ['0312', 'estándares mínimos', 'estándar mínimo', 'resolución 0312', 'autoevaluación'],
  },
  { id: 'dur1072', phrases: ['1072', 'decreto único reglamentario del sector trabajo', 'DUR'] },
  { id: 'sst', phrases: ['SST', 'seguridad y salud en el trabajo', 'salud ocupacional'] },
  { id: 'cocola', phrases: ['comité de convivencia', 'comité de convivencia laboral', 'convivencia laboral'] },
  { id: 'acoso', phrases: ['acoso laboral', 'hostigamiento laboral', 'ley 1010'] },
  {
    id: 'psicosocial',
    phrases: ['riesgo psicosocial', 'factores psicosociales', 'estrés laboral', 'batería psicosocial'],
  },
  {
    id: 'gtc45',
    phrases: ['GTC 45', 'GTC-45', 'matriz de peligros', 'identificación de peligros', 'valoración de riesgos'],
  },
  { id: 'ipevr', phrases: ['IPEVR', 'identificación de peligros evaluación y valoración de los riesgos'] },
  {
    id: 'emergencias',
    phrases: [
      'plan de emergencias',
      'plan de prevención preparación y respuesta ante emergencias',
      'brigada de emergencias',
      'evacuación',
    ],
  },
  { id: 'biomecanico', phrases: ['riesgo biomecánico', 'ergonomía', 'posturas', 'pausas activas'] },
  {
    id: 'investigacion',
    phrases: ['investigación de accidentes', 'investigar el accidente', 'investigación de incidentes', 'causa raíz'],
  },
  { id: 'furat', phrases: ['FURAT', 'reporte del accidente', 'reportar el accidente', 'informe de accidente'] },
  {
    id: 'examenes',
    phrases: [
      'exámenes médicos ocupacionales',
      'evaluaciones médicas ocupacionales',
      'examen de ingreso',
      'examen médico',
    ],
  },
  { id: 'induccion', phrases: ['inducción', 'reinducción', 'capacitación de ingreso'] },
  { id: 'responsable', phrases: ['responsable del SG-SST', 'responsable de SST', 'encargado de SST', 'líder SST'] },
  { id: 'caidas', phrases: ['caídas', 'caída de altura', 'arnés', 'línea de vida', 'anclaje'] },
  { id: 'incendio', phrases: ['incendio', 'extintor', 'extintores', 'conato'] },
  {
    id: 'quimico',
    phrases: ['sustancias químicas', 'productos químicos', 'SGA', 'hojas de seguridad', 'fichas de datos de seguridad'],
  },
];
