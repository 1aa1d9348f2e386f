/*
 * The tutor's evaluation set, written for this bench in plain words a worker would use. Each on-topic question
 * names the sources (titles as the app shows them) a right answer may cite; recall@3 counts it when one of them is
 * among the first three. Off-topic questions must be declined.
 */
export interface OnTopicQuestion {
  question: string;
  /** Any of these titles among the first three sources is a right answer. */
  expect: string[];
}

export const onTopic: OnTopicQuestion[] = [
  {
    question: '¿Desde qué altura se considera trabajo en alturas?',
    expect: ['Resolución 4272 de 2021', 'Guía práctica de trabajo en alturas: desde los 2 metros'],
  },
  {
    question: 'Cuántas horas de curso necesita un coordinador de alturas',
    expect: ['Guía práctica de trabajo en alturas: desde los 2 metros', 'Resolución 4272 de 2021'],
  },
  { question: '¿La resolución 1409 de 2012 sigue vigente?', expect: ['Resolución 1409 de 2012'] },
  {
    question: '¿Qué norma regula hoy el trabajo en altura?',
    expect: ['Resolución 4272 de 2021', 'Guía práctica de trabajo en alturas: desde los 2 metros'],
  },
  {
    question: '¿Para qué sirven los EPP y cuándo se usan?',
    expect: [
      'Infografía: los elementos de protección personal son la última barrera',
      'Peligros del trabajo y elementos de protección personal',
    ],
  },
  {
    question: 'El casco y las gafas son la última barrera de protección?',
    expect: [
      'Infografía: los elementos de protección personal son la última barrera',
      'Peligros del trabajo y elementos de protección personal',
    ],
  },
  {
    question: '¿Qué es el COPASST?',
    expect: [
      'COPASST o vigía: quién representa a los trabajadores',
      'Manual del COPASST y del vigía en seguridad y salud en el trabajo',
      'Resolución 2013 de 1986',
    ],
  },
  {
    question: '¿Cada cuánto se reúne el comité paritario?',
    expect: [
      'Funciones del comité y reuniones mensuales',
      'Manual del COPASST y del vigía en seguridad y salud en el trabajo',
    ],
  },
  {
    question: '¿Cuándo una empresa tiene vigía en lugar de comité?',
    expect: [
      'COPASST o vigía: quién representa a los trabajadores',
      'Manual del COPASST y del vigía en seguridad y salud en el trabajo',
    ],
  },
  {
    question: '¿Qué hace el COPASST cuando hay un accidente?',
    expect: [
      'Inspecciones e investigaciones: el comité en acción',
      'Manual del COPASST y del vigía en seguridad y salud en el trabajo',
    ],
  },
  {
    question: '¿Qué es una ARL y qué cubre?',
    expect: ['El sistema de riesgos laborales y sus actores', 'Decreto-Ley 1295 de 1994', 'Ley 1562 de 2012'],
  },
  { question: '¿Qué ley modificó el sistema de riesgos laborales en 2012?', expect: ['Ley 1562 de 2012'] },
  {
    question: 'Diferencia entre incidente y accidente de trabajo',
    expect: ['Incidente, accidente y enfermedad laboral'],
  },
  {
    question: '¿Qué se considera enfermedad laboral?',
    expect: ['Incidente, accidente y enfermedad laboral', 'Decreto 1477 de 2014', 'Ley 1562 de 2012'],
  },
  { question: '¿Dónde está la tabla de enfermedades laborales?', expect: ['Decreto 1477 de 2014'] },
  {
    question: '¿En cuánto tiempo se reporta un AT a la ARL?',
    expect: [
      'El reporte: FURAT, FUREL y plazos',
      'Formato de apoyo para el reporte y la investigación de accidentes de trabajo',
      'Resolución 156 de 2005',
    ],
  },
  { question: '¿Qué es el FURAT?', expect: ['El reporte: FURAT, FUREL y plazos', 'Resolución 156 de 2005'] },
  {
    question: '¿Quién debe investigar un accidente de trabajo?',
    expect: [
      'Cómo investigar: equipo, información y causas',
      'Resolución 1401 de 2007',
      'Formato de apoyo para el reporte y la investigación de accidentes de trabajo',
    ],
  },
  { question: 'norma sobre investigación de incidentes y accidentes', expect: ['Resolución 1401 de 2007'] },
  {
    question: '¿Qué son las lecciones aprendidas después de un accidente?',
    expect: ['Acciones correctivas y lecciones aprendidas'],
  },
  {
    question: '¿Qué son los estándares mínimos del SG-SST?',
    expect: ['¿Qué son los estándares mínimos y a quién aplican?', 'Resolución 0312 de 2019'],
  },
  { question: 'resolución 0312', expect: ['Resolución 0312 de 2019'] },
  {
    question: '¿Cómo se hace la autoevaluación de los estándares mínimos?',
    expect: [
      'La autoevaluación paso a paso',
      'Formato de autoevaluación de estándares mínimos (Resolución 0312 de 2019)',
    ],
  },
  {
    question: '¿Cómo se reparten los 100 puntos de la 0312?',
    expect: [
      'Cómo se distribuyen los 100 puntos',
      'Infografía: el ciclo PHVA y el peso de cada fase en los estándares mínimos',
    ],
  },
  {
    question: '¿Qué pasa si la calificación es crítica? ¿Qué plan de mejoramiento se hace?',
    expect: ['Valoración del resultado y plan de mejoramiento'],
  },
  {
    question: '¿Qué es el ciclo PHVA?',
    expect: [
      'El ciclo PHVA: la lógica del SG-SST',
      'Infografía: el ciclo PHVA y el peso de cada fase en los estándares mínimos',
    ],
  },
  { question: '¿Qué decreto reúne las normas del sector trabajo?', expect: ['Decreto 1072 de 2015'] },
  { question: 'decreto 1072 de 2015', expect: ['Decreto 1072 de 2015'] },
  { question: '¿Qué debe decir la política de SST de la empresa?', expect: ['Política y objetivos de SST'] },
  {
    question: '¿Qué documentos y registros del SG-SST hay que guardar?',
    expect: ['Obligaciones, documentación y registros'],
  },
  {
    question: '¿Cuáles son mis derechos y deberes como trabajador en SST?',
    expect: ['Bienvenida: sus derechos y deberes en SST'],
  },
  {
    question: '¿Cómo reporto una condición insegura en mi puesto?',
    expect: ['Reporte de actos y condiciones inseguras'],
  },
  { question: '¿Qué es un acto inseguro?', expect: ['Reporte de actos y condiciones inseguras'] },
  {
    question: '¿Cómo se clasifican los peligros según la GTC 45?',
    expect: [
      'Peligros y su clasificación',
      'Formato de matriz de identificación de peligros y valoración de riesgos (GTC 45)',
    ],
  },
  {
    question: '¿Cómo se calcula el nivel de riesgo con la matriz?',
    expect: [
      'Cómo se calcula el nivel de riesgo',
      'Formato de matriz de identificación de peligros y valoración de riesgos (GTC 45)',
    ],
  },
  {
    question: 'Jerarquía de controles: eliminación, sustitución, ingeniería',
    expect: [
      'Del nivel de riesgo al control',
      'Peligros del trabajo y elementos de protección personal',
      'Acciones correctivas y lecciones aprendidas',
      '¿Qué es el riesgo biomecánico?',
      'Manipulación manual de cargas',
    ],
  },
  { question: '¿Qué es el riesgo biomecánico?', expect: ['¿Qué es el riesgo biomecánico?'] },
  {
    question: '¿Cómo debe estar mi silla y la pantalla del computador?',
    expect: ['El puesto de trabajo con pantalla'],
  },
  {
    question: '¿Cuánto peso puedo levantar y cómo cargo cajas sin lastimarme?',
    expect: ['Manipulación manual de cargas'],
  },
  { question: '¿Para qué sirven las pausas activas?', expect: ['Pausas activas'] },
  {
    question: '¿Qué es el riesgo psicosocial?',
    expect: ['Factores de riesgo psicosocial', 'Resolución 2646 de 2008', 'Resolución 2764 de 2022'],
  },
  {
    question: '¿Cada cuánto se aplica la batería de riesgo psicosocial?',
    expect: [
      'La batería de evaluación y la confidencialidad',
      'Resolución 2764 de 2022',
      'Manual para planear la evaluación con la batería de riesgo psicosocial',
    ],
  },
  {
    question: '¿Los resultados de la batería son confidenciales?',
    expect: [
      'La batería de evaluación y la confidencialidad',
      'Manual para planear la evaluación con la batería de riesgo psicosocial',
    ],
  },
  {
    question: 'Me siento con mucho estrés por el trabajo, ¿qué señales debo vigilar?',
    expect: ['Estrés laboral: señales y autocuidado'],
  },
  { question: '¿Qué es el acoso laboral?', expect: ['¿Qué es el acoso laboral?', 'Ley 1010 de 2006'] },
  {
    question: '¿Qué hace el comité de convivencia?',
    expect: [
      'El comité de convivencia laboral',
      'Guía del comité de convivencia laboral con la Resolución 3461 de 2025',
      'Resolución 3461 de 2025',
    ],
  },
  {
    question: '¿Qué norma nueva regula los comités de convivencia?',
    expect: ['Resolución 3461 de 2025', 'Guía del comité de convivencia laboral con la Resolución 3461 de 2025'],
  },
  { question: 'ley 1010', expect: ['Ley 1010 de 2006'] },
  {
    question: '¿Qué debe tener el plan de emergencias de la empresa?',
    expect: ['El plan de emergencias', 'Manual del plan de emergencias y de la brigada'],
  },
  {
    question: '¿Qué hace la brigada durante una evacuación?',
    expect: ['La brigada y la evacuación', 'Manual del plan de emergencias y de la brigada'],
  },
  { question: '¿Qué extintor uso en un fuego eléctrico?', expect: ['Clases de fuego y uso de extintores'] },
  { question: '¿Qué hago si un compañero se desmaya? primeros auxilios', expect: ['Primeros auxilios básicos'] },
  {
    question: '¿Qué hacer inmediatamente después de un accidente en la obra?',
    expect: ['Si ocurre un accidente o una emergencia', 'El reporte: FURAT, FUREL y plazos'],
  },
  {
    question: '¿Qué es un espacio confinado y qué revisar antes de entrar?',
    expect: ['Infografía: antes de entrar a un espacio confinado'],
  },
  {
    question: '¿Qué son las fichas de datos de seguridad de los químicos?',
    expect: ['Guía de riesgo químico: etiquetas y fichas con el Sistema Globalmente Armonizado'],
  },
  {
    question: '¿Cuáles exámenes médicos ocupacionales debe hacer el empleador?',
    expect: [
      'Guía de evaluaciones médicas ocupacionales para el empleador',
      'Resolución 1843 de 2025',
      'Resolución 2346 de 2007',
    ],
  },
  {
    question: '¿Cómo se protegen los datos de salud de los trabajadores?',
    expect: [
      'Guía de protección de datos personales en el SG-SST',
      'Ley 1581 de 2012',
      'Manual para planear la evaluación con la batería de riesgo psicosocial',
      'La batería de evaluación y la confidencialidad',
      'Guía de evaluaciones médicas ocupacionales para el empleador',
    ],
  },
  {
    question: '¿Cómo armo el plan de capacitación e inducción en SST?',
    expect: ['Guía para diseñar el programa de capacitación e inducción en SST'],
  },
  {
    question: '¿Quién custodia la historia clínica ocupacional?',
    expect: ['Guía de evaluaciones médicas ocupacionales para el empleador', 'Resolución 1843 de 2025'],
  },
  {
    question: '¿Qué norma reemplazó a la resolución 2346 de 2007?',
    expect: ['Resolución 2346 de 2007', 'Resolución 1843 de 2025'],
  },
  { question: '¿Qué es la pensión especial por actividades de alto riesgo?', expect: ['Decreto 2090 de 2003'] },
  {
    question: '¿Qué actores tiene el sistema general de riesgos laborales?',
    expect: ['El sistema de riesgos laborales y sus actores', 'Decreto-Ley 1295 de 1994'],
  },
  { question: '¿Qué norma habla de la salud mental en Colombia?', expect: ['Ley 1616 de 2013'] },
  { question: 'decreto 1443 de 2014 sigue vigente', expect: ['Decreto 1443 de 2014'] },
];

export const offTopic: string[] = [
  '¿Quién ganó el mundial de fútbol de 2022?',
  'Dame una receta de ajiaco santafereño',
  '¿Cuál es la capital de Australia?',
  '¿Cómo preparo un pastel de chocolate sin horno?',
  '¿Qué equipo de fútbol tiene más títulos en Colombia?',
  'Recomiéndame una película de terror',
  '¿Cuántos habitantes tiene Medellín?',
  '¿Cuál es el río más largo del mundo?',
  'Escribe un poema de amor',
  '¿Cómo se juega ajedrez?',
  '¿Cuánto cuesta un dólar hoy?',
  'Hábleme de la historia del imperio romano',
  '¿Qué signo zodiacal soy si nací en marzo?',
  'asdf qwerty zxcv',
  '¿Cuál es la mejor marca de celulares?',
  '¿Cómo hago para bajar de peso rápido?',
  '¿Quién escribió Cien años de soledad?',
];
