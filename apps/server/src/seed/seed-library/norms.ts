import type { SeedNorm } from './types.js';

/*
 * The 41 norms of `normas.source.json` (docs/domain/norms.md), in the same order. Summaries and fact sheets are our
 * own study text: they state only what the domain facts support and stay general elsewhere, so none of it reads as
 * the official wording.
 */

const STUDY_NOTE = 'Ficha de estudio elaborada por Academia SST; no reemplaza el texto oficial de la norma.';
const PARTIALLY_IN_FORCE =
  'Vigente en parte; varias disposiciones fueron derogadas o superadas por normas posteriores.';
const COMPILED_IN_1072 = 'Compilado en el Decreto 1072 de 2015 (Decreto Único Reglamentario del Sector Trabajo).';

export const seedNorms: SeedNorm[] = [
  {
    key: 'ley-9-1979',
    type: 'ley',
    number: '9',
    year: 1979,
    issuer: 'Congreso de la República',
    subject: 'Código Sanitario Nacional, con un título dedicado a la salud ocupacional',
    summary:
      'Es el Código Sanitario Nacional y su Título III fue una de las primeras bases legales de la salud ocupacional en Colombia. Fija reglas generales para proteger la salud de quienes trabajan y para mantener condiciones sanas en los lugares de trabajo. Aunque buena parte de su contenido ha sido superado por normas más recientes, todavía aparece en la matriz legal de muchas empresas como antecedente del SG-SST.',
    topic: 'sg_sst',
    status: 'amended',
    statusNote: PARTIALLY_IN_FORCE,
    replacedByKey: null,
  },
  {
    key: 'resolucion-2400-1979',
    type: 'resolucion',
    number: '2400',
    year: 1979,
    issuer: 'Ministerio de Trabajo y Seguridad Social',
    subject: 'Estatuto de vivienda, higiene y seguridad en los establecimientos de trabajo',
    summary:
      'Reúne disposiciones sobre las condiciones de vivienda, higiene y seguridad que deben tener los establecimientos de trabajo. Durante décadas fue la referencia práctica sobre las condiciones físicas de los lugares de trabajo. Hoy se consulta junto con el SG-SST para temas puntuales que no han sido regulados de nuevo.',
    topic: 'sg_sst',
    status: 'amended',
    statusNote: PARTIALLY_IN_FORCE,
    replacedByKey: null,
  },
  {
    key: 'decreto-614-1984',
    type: 'decreto',
    number: '614',
    year: 1984,
    issuer: 'Presidencia de la República',
    subject: 'Bases para la organización y administración de la salud ocupacional en el país',
    summary:
      'Estableció las bases de organización de la salud ocupacional, es decir, cómo debían estructurarse en el país las actividades para proteger la salud de los trabajadores. Su enfoque de programas fue el punto de partida de lo que hoy es el Sistema de Gestión de la Seguridad y Salud en el Trabajo. Para una empresa tiene sobre todo valor histórico: sus obligaciones actuales se leen en el Decreto 1072 de 2015.',
    topic: 'sg_sst',
    status: 'amended',
    statusNote:
      'Vigente en parte; el modelo de organización que planteó fue superado por el SG-SST, hoy reglamentado en el Decreto 1072 de 2015.',
    replacedByKey: 'decreto-1072-2015',
  },
  {
    key: 'resolucion-2013-1986',
    type: 'resolucion',
    number: '2013',
    year: 1986,
    issuer: 'Ministerios de Trabajo y de Salud',
    subject: 'Organización y funcionamiento de los comités paritarios (hoy COPASST) y del vigía',
    summary:
      'Regula los comités paritarios de salud ocupacional, que hoy se llaman COPASST, obligatorios desde 10 trabajadores; con menos de 10 la empresa designa un vigía (Decreto-Ley 1295 de 1994, art. 35). El comité reúne a representantes del empleador y de los trabajadores y se reúne cada mes. Es la base de la participación de los trabajadores en el SG-SST: el comité acompaña inspecciones, investigaciones de accidentes y la planeación de la auditoría.',
    topic: 'comites',
    status: 'in_force',
    statusNote: '',
    replacedByKey: null,
  },
  {
    key: 'resolucion-1016-1989',
    type: 'resolucion',
    number: '1016',
    year: 1989,
    issuer: 'Ministerios de Trabajo y de Salud',
    subject: 'Organización y contenido de los programas de salud ocupacional',
    summary:
      'Definió cómo debían organizarse y qué debían contener los programas de salud ocupacional de las empresas. Ese modelo de programa fue reemplazado por el SG-SST, un sistema de gestión con ciclo de mejora continua. Conocerla ayuda a entender documentos antiguos de la empresa y a migrarlos al sistema actual.',
    topic: 'sg_sst',
    status: 'amended',
    statusNote:
      'Su modelo de programa de salud ocupacional fue reemplazado en la práctica por el SG-SST (Decreto 1443 de 2014, hoy compilado en el Decreto 1072 de 2015).',
    replacedByKey: 'decreto-1072-2015',
  },
  {
    key: 'ley-100-1993',
    type: 'ley',
    number: '100',
    year: 1993,
    issuer: 'Congreso de la República',
    subject: 'Creación del Sistema de Seguridad Social Integral',
    summary:
      'Crea el Sistema de Seguridad Social Integral, marco dentro del cual funciona la protección frente a los riesgos derivados del trabajo. Para el empleador, su consecuencia más directa es la obligación de afiliar a sus trabajadores al sistema. Esa afiliación es uno de los estándares mínimos que se verifican en la autoevaluación de la Resolución 0312 de 2019.',
    topic: 'riesgos_laborales',
    status: 'in_force',
    statusNote: '',
    replacedByKey: null,
  },
  {
    key: 'decreto_ley-1295-1994',
    type: 'decreto_ley',
    number: '1295',
    year: 1994,
    issuer: 'Presidencia de la República',
    subject: 'Organización del Sistema General de Riesgos Profesionales (hoy Riesgos Laborales)',
    summary:
      'Lo expidió el Presidente de la República con las facultades extraordinarias que le dio la Ley 100 de 1993 (art. 139, num. 11); por eso es un decreto con fuerza de ley y no un decreto reglamentario del Ministerio. Organizó el Sistema General de Riesgos Profesionales, que hoy se denomina Sistema General de Riesgos Laborales, en el que participan empleadores, trabajadores y administradoras de riesgos laborales (ARL). Es la norma de base para entender la afiliación y el papel de la ARL en la prevención. Sigue vigente, pero debe leerse junto con las leyes que la modificaron.',
    topic: 'riesgos_laborales',
    status: 'amended',
    statusNote: 'Vigente, con las modificaciones introducidas por la Ley 776 de 2002 y la Ley 1562 de 2012.',
    replacedByKey: 'ley-1562-2012',
  },
  {
    key: 'ley-776-2002',
    type: 'ley',
    number: '776',
    year: 2002,
    issuer: 'Congreso de la República',
    subject: 'Prestaciones económicas y asistenciales del Sistema General de Riesgos Laborales',
    summary:
      'Establece las prestaciones asistenciales y económicas a las que tiene derecho el trabajador que sufre un accidente de trabajo o una enfermedad laboral. Aclara qué cubre el sistema de riesgos laborales una vez ocurre el evento. Es clave para orientar al trabajador afectado y para entender por qué el reporte oportuno a la ARL es indispensable.',
    topic: 'riesgos_laborales',
    status: 'in_force',
    statusNote: '',
    replacedByKey: null,
  },
  {
    key: 'decreto-2090-2003',
    type: 'decreto',
    number: '2090',
    year: 2003,
    issuer: 'Presidencia de la República',
    subject: 'Actividades de alto riesgo para la salud y pensión especial de vejez',
    summary:
      'Señala las actividades de alto riesgo para la salud del trabajador y el régimen de pensión especial que les corresponde. La empresa debe identificar si alguno de sus cargos está en esas actividades y cumplir lo que ello implica en la cotización. La Resolución 0312 de 2019 incluye este punto entre sus estándares mínimos.',
    topic: 'riesgos_laborales',
    status: 'in_force',
    statusNote: '',
    replacedByKey: null,
  },
  {
    key: 'resolucion-156-2005',
    type: 'resolucion',
    number: '156',
    year: 2005,
    issuer: 'Ministerio de la Protección Social',
    subject: 'Formatos de informe de accidente de trabajo (FURAT) y de enfermedad laboral (FUREL)',
    summary:
      'Adopta los formatos con los que se informa un accidente de trabajo (FURAT) o una enfermedad laboral (FUREL). El empleador debe enviar el reporte a la ARL y a la EPS dentro de los 2 días hábiles siguientes al evento. Un reporte completo y a tiempo protege los derechos del trabajador y es el primer paso de la investigación.',
    topic: 'accidentes',
    status: 'amended',
    statusNote: 'El artículo 3 fue modificado por la Resolución 2851 de 2015.',
    replacedByKey: null,
  },
  {
    key: 'ley-1010-2006',
    type: 'ley',
    number: '1010',
    year: 2006,
    issuer: 'Congreso de la República',
    subject: 'Medidas para prevenir, corregir y sancionar el acoso laboral',
    summary:
      'Define el acoso laboral, describe sus modalidades y señala qué conductas no lo constituyen. Pide a las empresas prevenir estas conductas y atender las quejas con mecanismos internos. Es el fundamento legal del comité de convivencia laboral y de la gestión del riesgo psicosocial relacionado con el trato entre personas.',
    topic: 'psicosocial',
    status: 'in_force',
    statusNote: '',
    replacedByKey: null,
  },
  {
    key: 'resolucion-1401-2007',
    type: 'resolucion',
    number: '1401',
    year: 2007,
    issuer: 'Ministerio de la Protección Social',
    subject: 'Investigación de incidentes y accidentes de trabajo',
    summary:
      'Reglamenta cómo deben investigarse los incidentes y los accidentes de trabajo. La investigación se hace dentro de los 15 días siguientes al evento, con un equipo en el que participan el jefe inmediato, un integrante del COPASST o el vigía y el responsable del SG-SST. Su propósito no es buscar culpables sino encontrar las causas y definir acciones que eviten que el hecho se repita.',
    topic: 'accidentes',
    status: 'in_force',
    statusNote: '',
    replacedByKey: null,
  },
  {
    key: 'resolucion-2346-2007',
    type: 'resolucion',
    number: '2346',
    year: 2007,
    issuer: 'Ministerio de la Protección Social',
    subject: 'Evaluaciones médicas ocupacionales y manejo de la historia clínica ocupacional',
    summary:
      'Reguló durante años la práctica de las evaluaciones médicas ocupacionales y el manejo y contenido de la historia clínica ocupacional. Muchos procedimientos de las empresas aún la citan, por lo que conviene actualizarlos. Hoy el tema se rige por la Resolución 1843 de 2025.',
    topic: 'medicina_trabajo',
    status: 'repealed',
    statusNote: 'Derogada por la Resolución 1843 de 2025.',
    replacedByKey: 'resolucion-1843-2025',
  },
  {
    key: 'resolucion-1918-2009',
    type: 'resolucion',
    number: '1918',
    year: 2009,
    issuer: 'Ministerio de la Protección Social',
    subject: 'Modificación de la Resolución 2346 de 2007 (custodia de historias clínicas y costos)',
    summary:
      'Ajustó la Resolución 2346 de 2007 en lo relativo a la custodia de las historias clínicas ocupacionales y a los costos de las evaluaciones médicas. Su contenido quedó atado a la norma que modificaba. Para las reglas actuales sobre evaluaciones médicas e historia clínica debe consultarse la Resolución 1843 de 2025.',
    topic: 'medicina_trabajo',
    status: 'repealed',
    statusNote: 'Sustituida por la Resolución 1843 de 2025, según la compilación de normas de la academia.',
    replacedByKey: 'resolucion-1843-2025',
  },
  {
    key: 'resolucion-2646-2008',
    type: 'resolucion',
    number: '2646',
    year: 2008,
    issuer: 'Ministerio de la Protección Social',
    subject: 'Factores de riesgo psicosocial en el trabajo y estrés ocupacional',
    summary:
      'Le asigna al empleador la tarea de reconocer las condiciones psicosociales de su empresa, medirlas, actuar sobre ellas y seguirlas en el tiempo. También orienta cómo estudiar si una enfermedad ligada al estrés tiene origen laboral. Es la base del programa de riesgo psicosocial del SG-SST, que hoy se complementa con la batería de la Resolución 2764 de 2022.',
    topic: 'psicosocial',
    status: 'in_force',
    statusNote: '',
    replacedByKey: null,
  },
  {
    key: 'ley-1562-2012',
    type: 'ley',
    number: '1562',
    year: 2012,
    issuer: 'Congreso de la República',
    subject: 'Reforma del Sistema de Riesgos Laborales; la salud ocupacional pasa a llamarse SST',
    summary:
      'Modifica el sistema de riesgos laborales: lo que antes se llamaba salud ocupacional pasa a ser seguridad y salud en el trabajo (SST) y el programa de salud ocupacional da paso al SG-SST. Además define qué es un accidente de trabajo y qué es una enfermedad laboral. Es la ley que explica el lenguaje y el alcance del sistema actual, y modifica el Decreto-Ley 1295 de 1994.',
    topic: 'riesgos_laborales',
    status: 'in_force',
    statusNote: '',
    replacedByKey: null,
    factSheet: [
      {
        heading: 'Qué regula',
        paragraphs: [
          STUDY_NOTE,
          'La Ley 1562 de 2012 reformó el Sistema General de Riesgos Laborales. Cambió el nombre de la disciplina, de salud ocupacional a seguridad y salud en el trabajo (SST), y dejó atrás la idea de un programa aislado para hablar de un sistema de gestión. También precisó qué se entiende por accidente de trabajo y por enfermedad laboral, dos definiciones de las que dependen el reporte y las prestaciones.',
        ],
      },
      {
        heading: 'Relación con otras normas',
        paragraphs: [
          'Modificó el Decreto-Ley 1295 de 1994, que había organizado el sistema, y se complementa con la Ley 776 de 2002 sobre prestaciones. Sus mandatos se desarrollan en el Decreto 1072 de 2015, donde está reglamentado el SG-SST.',
        ],
      },
      {
        heading: 'Qué debe hacer la empresa',
        paragraphs: [
          'Gestionar la SST como un sistema de mejora continua y no como un conjunto de actividades sueltas. Reportar a la ARL y a la EPS los accidentes de trabajo y las enfermedades laborales dentro de los 2 días hábiles siguientes, e investigarlos para corregir sus causas.',
        ],
      },
    ],
  },
  {
    key: 'resolucion-652-2012',
    type: 'resolucion',
    number: '652',
    year: 2012,
    issuer: 'Ministerio del Trabajo',
    subject: 'Conformación y funcionamiento del Comité de Convivencia Laboral',
    summary:
      'Reguló la conformación y el funcionamiento del comité de convivencia laboral en entidades públicas y empresas privadas, como mecanismo para prevenir el acoso laboral. Fue durante más de una década la referencia de estos comités. Hoy el tema se rige por la Resolución 3461 de 2025.',
    topic: 'psicosocial',
    status: 'repealed',
    statusNote: 'Derogada por la Resolución 3461 de 2025.',
    replacedByKey: 'resolucion-3461-2025',
  },
  {
    key: 'resolucion-1356-2012',
    type: 'resolucion',
    number: '1356',
    year: 2012,
    issuer: 'Ministerio del Trabajo',
    subject: 'Modificación de la Resolución 652 de 2012 sobre el Comité de Convivencia Laboral',
    summary:
      'Ajustó algunas reglas de la Resolución 652 de 2012 sobre el comité de convivencia laboral. Las dos normas se aplicaban juntas. Al igual que la resolución que modificaba, fue reemplazada por la Resolución 3461 de 2025.',
    topic: 'psicosocial',
    status: 'repealed',
    statusNote: 'Derogada por la Resolución 3461 de 2025.',
    replacedByKey: 'resolucion-3461-2025',
  },
  {
    key: 'resolucion-1409-2012',
    type: 'resolucion',
    number: '1409',
    year: 2012,
    issuer: 'Ministerio del Trabajo',
    subject: 'Reglamento de seguridad para protección contra caídas en trabajo en alturas',
    summary:
      'Fue el reglamento de trabajo en alturas entre 2012 y 2021: medidas de prevención y protección contra caídas y requisitos de capacitación para quienes trabajan en altura. Muchos certificados y procedimientos todavía la mencionan. Hoy el trabajo en alturas se rige por la Resolución 4272 de 2021.',
    topic: 'alturas',
    status: 'repealed',
    statusNote: 'Derogada por la Resolución 4272 de 2021.',
    replacedByKey: 'resolucion-4272-2021',
  },
  {
    key: 'ley-1523-2012',
    type: 'ley',
    number: '1523',
    year: 2012,
    issuer: 'Congreso de la República',
    subject: 'Política nacional de gestión del riesgo de desastres',
    summary:
      'Establece el marco de la gestión del riesgo de desastres en Colombia: conocer el riesgo, reducirlo y manejar los desastres cuando ocurren. Parte de la idea de que la gestión del riesgo es responsabilidad de todos, incluidas las empresas. Es el marco en el que se inscribe el plan de prevención, preparación y respuesta ante emergencias del SG-SST.',
    topic: 'emergencias',
    status: 'in_force',
    statusNote: '',
    replacedByKey: null,
  },
  {
    key: 'ley-1581-2012',
    type: 'ley',
    number: '1581',
    year: 2012,
    issuer: 'Congreso de la República',
    subject: 'Ley Estatutaria de protección de datos personales (habeas data)',
    summary:
      'Ley Estatutaria que desarrolla el derecho de toda persona a conocer, actualizar y rectificar la información que se recoja sobre ella (habeas data). Exige una política de tratamiento de datos publicada y una autorización previa y expresa del titular. En SST es esencial porque la empresa maneja datos de salud, que son datos sensibles.',
    topic: 'datos_personales',
    status: 'in_force',
    statusNote: '',
    replacedByKey: null,
    factSheet: [
      {
        heading: 'Qué regula',
        paragraphs: [
          STUDY_NOTE,
          'La Ley Estatutaria 1581 de 2012 regula el tratamiento de los datos personales en Colombia. Quien recoge datos de una persona debe tener su autorización previa y expresa, guardar prueba de ella y usar los datos solo para las finalidades informadas. Fue reglamentada por el Decreto 1377 de 2013.',
        ],
      },
      {
        heading: 'Derechos del titular',
        paragraphs: [
          'El titular puede conocer, corregir y pedir que se supriman sus datos, salvo aquellos que la organización deba conservar por una obligación legal. Las consultas deben responderse en 10 días hábiles y los reclamos en 15 días hábiles.',
        ],
      },
      {
        heading: 'Qué debe hacer la empresa en SST',
        paragraphs: [
          'Publicar su política de tratamiento de datos y pedir autorización antes de recoger información de los trabajadores. Tratar los datos de salud como datos sensibles: por ejemplo, de las evaluaciones médicas ocupacionales el empleador recibe solo el certificado de aptitud, nunca el diagnóstico.',
          'Recordar que algunos registros de SST, como los de capacitación, exámenes médicos y entrega de EPP, deben conservarse al menos 20 años después de terminada la relación laboral, por lo que no pueden borrarse a petición del titular.',
        ],
      },
    ],
  },
  {
    key: 'decreto-1377-2013',
    type: 'decreto',
    number: '1377',
    year: 2013,
    issuer: 'Ministerio de Comercio, Industria y Turismo',
    subject: 'Reglamentación parcial de la Ley 1581 de 2012 (autorización y políticas de tratamiento)',
    summary:
      'Reglamenta aspectos prácticos de la Ley 1581 de 2012, en especial cómo se obtiene y se prueba la autorización del titular y qué deben contener las políticas de tratamiento de datos. Para el área de SST es una guía para los formatos de consentimiento de trabajadores y aspirantes. Su contenido se encuentra hoy compilado en el decreto único de su sector.',
    topic: 'datos_personales',
    status: 'repealed',
    statusNote:
      'Compilado en el Decreto 1074 de 2015 (Decreto Único Reglamentario del Sector Comercio, Industria y Turismo).',
    replacedByKey: null,
  },
  {
    key: 'ley-1616-2013',
    type: 'ley',
    number: '1616',
    year: 2013,
    issuer: 'Congreso de la República',
    subject: 'Ley de salud mental',
    summary:
      'Busca garantizar el derecho a la salud mental de la población, con énfasis en la promoción y la prevención. En el ámbito laboral refuerza la importancia del programa de riesgo psicosocial dentro del SG-SST.',
    topic: 'psicosocial',
    status: 'in_force',
    statusNote: '',
    replacedByKey: null,
  },
  {
    key: 'decreto-1443-2014',
    type: 'decreto',
    number: '1443',
    year: 2014,
    issuer: 'Ministerio del Trabajo',
    subject: 'Implementación del Sistema de Gestión de la Seguridad y Salud en el Trabajo (SG-SST)',
    summary:
      'Fue el decreto que reglamentó por primera vez el SG-SST como sistema de gestión basado en el ciclo PHVA, en reemplazo del antiguo programa de salud ocupacional. Al año siguiente su contenido pasó al Decreto Único Reglamentario del Sector Trabajo. Por eso hoy se cita el Decreto 1072 de 2015 y no este.',
    topic: 'sg_sst',
    status: 'repealed',
    statusNote: COMPILED_IN_1072,
    replacedByKey: 'decreto-1072-2015',
  },
  {
    key: 'decreto-1477-2014',
    type: 'decreto',
    number: '1477',
    year: 2014,
    issuer: 'Ministerio del Trabajo',
    subject: 'Tabla de enfermedades laborales',
    summary:
      'Expide la tabla de enfermedades laborales, que relaciona agentes de riesgo con las enfermedades que pueden causar. Sirve de apoyo para determinar el origen de una enfermedad y para orientar la vigilancia de la salud de los trabajadores expuestos. En el SG-SST ayuda a decidir qué riesgos priorizar en los programas de vigilancia.',
    topic: 'medicina_trabajo',
    status: 'amended',
    statusNote: 'Vigente; el Decreto 676 de 2020 añadió la COVID-19 a la tabla de enfermedades laborales.',
    replacedByKey: null,
  },
  {
    key: 'decreto-1072-2015',
    type: 'decreto',
    number: '1072',
    year: 2015,
    issuer: 'Ministerio del Trabajo',
    subject: 'Decreto Único Reglamentario del Sector Trabajo; su capítulo 6 regula el SG-SST',
    summary:
      'Reúne en un solo texto los decretos reglamentarios del sector trabajo. Su Libro 2, Parte 2, Título 4, Capítulo 6 regula el Sistema de Gestión de la Seguridad y Salud en el Trabajo, organizado según el ciclo PHVA. Es la norma central de cualquier SG-SST: allí están las obligaciones del empleador, la participación de los trabajadores y la conservación de registros.',
    topic: 'sg_sst',
    status: 'in_force',
    statusNote: '',
    replacedByKey: null,
    factSheet: [
      {
        heading: 'Qué regula',
        paragraphs: [
          STUDY_NOTE,
          'El Decreto 1072 de 2015 compila la reglamentación del sector trabajo. En el Libro 2, Parte 2, Título 4, Capítulo 6 está el SG-SST: un proceso por etapas y de mejora continua que sigue el ciclo PHVA. Planificar es decidir cómo mejorar; hacer es ejecutar lo planeado; verificar es revisar los resultados, y actuar es corregir y mejorar.',
        ],
      },
      {
        heading: 'Obligaciones del empleador',
        paragraphs: [
          'Tener una política de SST firmada, asignar responsabilidades y pedir rendición de cuentas, destinar recursos, cumplir la normativa aplicable, gestionar los peligros y riesgos, ejecutar un plan anual de trabajo, garantizar la participación de los trabajadores a través del COPASST o del vigía y contar con un responsable idóneo del SG-SST.',
        ],
      },
      {
        heading: 'Qué debe hacer la empresa',
        paragraphs: [
          'Controlar los riesgos en este orden: eliminación, sustitución, controles de ingeniería, controles administrativos y, por último, elementos de protección personal.',
          'Conservar los registros de capacitación, exámenes médicos, mediciones y entrega de EPP durante al menos 20 años después de terminada la relación laboral. El responsable del SG-SST debe aprobar el curso virtual de 50 horas de la Resolución 4927 de 2016.',
        ],
      },
    ],
  },
  {
    key: 'decreto-472-2015',
    type: 'decreto',
    number: '472',
    year: 2015,
    issuer: 'Ministerio del Trabajo',
    subject: 'Criterios para graduar las multas por infracciones a las normas de SST y riesgos laborales',
    summary:
      'Define criterios para graduar las multas que se imponen por incumplir las normas de seguridad y salud en el trabajo y de riesgos laborales. Muestra que el incumplimiento del SG-SST tiene consecuencias económicas para la empresa. Su contenido quedó incorporado al decreto único del sector trabajo.',
    topic: 'sg_sst',
    status: 'repealed',
    statusNote: COMPILED_IN_1072,
    replacedByKey: 'decreto-1072-2015',
  },
  {
    key: 'resolucion-4927-2016',
    type: 'resolucion',
    number: '4927',
    year: 2016,
    issuer: 'Ministerio del Trabajo',
    subject: 'Curso virtual de capacitación de 50 horas en SG-SST',
    summary:
      'Establece el curso virtual de capacitación de 50 horas sobre el SG-SST que debe aprobar la persona responsable del sistema. El curso solo lo pueden impartir oferentes autorizados. Su cumplimiento es uno de los estándares mínimos del grupo de capacitación de la Resolución 0312 de 2019.',
    topic: 'sg_sst',
    status: 'in_force',
    statusNote: '',
    replacedByKey: null,
    factSheet: [
      {
        heading: 'Qué regula',
        paragraphs: [
          STUDY_NOTE,
          'La Resolución 4927 de 2016 crea el curso virtual de capacitación de 50 horas en el Sistema de Gestión de la Seguridad y Salud en el Trabajo. Está dirigido a quien diseña e implementa el SG-SST en la empresa.',
        ],
      },
      {
        heading: 'Quién puede impartirlo',
        paragraphs: [
          'Solo los oferentes autorizados pueden expedir el certificado del curso. Otras capacitaciones en SST, incluidas las rutas de esta academia, son valiosas para aprender, pero no reemplazan ni equivalen al curso de 50 horas.',
        ],
      },
      {
        heading: 'Qué debe hacer la empresa',
        paragraphs: [
          'Verificar que la persona responsable del SG-SST tenga vigente el certificado del curso. En la autoevaluación de la Resolución 0312 de 2019, este requisito es el estándar 1.2.3 y vale 2 puntos.',
        ],
      },
    ],
  },
  {
    key: 'decreto-052-2017',
    type: 'decreto',
    number: '052',
    year: 2017,
    issuer: 'Ministerio del Trabajo',
    subject: 'Plazos de transición para implementar el SG-SST',
    summary:
      'Fijó las fases y los plazos de transición para que las empresas sustituyeran el programa de salud ocupacional por el SG-SST. Esas fases ya se cumplieron, así que hoy no concede plazos adicionales. Lo que se verifica ahora es el cumplimiento de los estándares mínimos.',
    topic: 'sg_sst',
    status: 'amended',
    statusNote:
      'Sus plazos de transición ya se cumplieron; hoy rigen los estándares mínimos de la Resolución 0312 de 2019.',
    replacedByKey: null,
  },
  {
    key: 'resolucion-1111-2017',
    type: 'resolucion',
    number: '1111',
    year: 2017,
    issuer: 'Ministerio del Trabajo',
    subject: 'Primeros estándares mínimos del SG-SST',
    summary:
      'Fue la primera resolución de estándares mínimos del SG-SST, con requisitos iguales para empresas muy distintas. La Resolución 0312 de 2019 la reemplazó y diferenció los estándares según el tamaño de la empresa y su clase de riesgo. Hoy solo sirve como antecedente.',
    topic: 'sg_sst',
    status: 'repealed',
    statusNote: 'Derogada por la Resolución 0312 de 2019.',
    replacedByKey: 'resolucion-0312-2019',
  },
  {
    key: 'decreto-2157-2017',
    type: 'decreto',
    number: '2157',
    year: 2017,
    issuer: 'Presidencia de la República',
    subject: 'Plan de gestión del riesgo de desastres de las entidades públicas y privadas',
    summary:
      'Da directrices para que las entidades públicas y privadas elaboren su plan de gestión del riesgo de desastres. Amplía la mirada de la empresa más allá de sus emergencias cotidianas y se articula con el plan de emergencias y la brigada que exige el SG-SST.',
    topic: 'emergencias',
    status: 'in_force',
    statusNote: '',
    replacedByKey: null,
  },
  {
    key: 'resolucion-0312-2019',
    type: 'resolucion',
    number: '0312',
    year: 2019,
    issuer: 'Ministerio del Trabajo',
    subject: 'Estándares mínimos del Sistema de Gestión de la Seguridad y Salud en el Trabajo',
    summary:
      'Define los estándares mínimos del SG-SST: 60 estándares que suman 100 puntos, de los cuales cada empresa aplica 7, 21 o 60 según su número de trabajadores y su clase de riesgo. Establece la autoevaluación anual, la calificación del resultado y el plan de mejoramiento que sigue. Reemplazó a la Resolución 1111 de 2017 y es la base de toda auditoría del sistema.',
    topic: 'sg_sst',
    status: 'in_force',
    statusNote: '',
    replacedByKey: null,
    factSheet: [
      {
        heading: 'Qué regula',
        paragraphs: [
          STUDY_NOTE,
          'La Resolución 0312 de 2019 fija los estándares mínimos del SG-SST: 60 estándares con un valor total de 100 puntos, agrupados según el ciclo PHVA. Planear pesa 25 puntos, hacer 60, verificar 5 y actuar 10. Reemplazó a la Resolución 1111 de 2017.',
        ],
      },
      {
        heading: 'A quién aplica',
        paragraphs: [
          'Las empresas de 10 o menos trabajadores con riesgo I, II o III aplican 7 estándares; las de 11 a 50 trabajadores con riesgo I, II o III aplican 21; las de más de 50 trabajadores, y cualquier empresa con riesgo IV o V, aplican los 60.',
        ],
      },
      {
        heading: 'Cómo se califica y qué sigue',
        paragraphs: [
          'Con menos del 60 % el resultado es crítico: se requiere plan de mejoramiento inmediato, avance a la ARL en 3 meses, y el Ministerio del Trabajo hace seguimiento anual e incluye a la empresa en su plan de visitas. Entre el 60 % y el 85 % es moderadamente aceptable: plan de mejoramiento, reporte a la ARL en 6 meses y plan de visita del Ministerio. Con más del 85 % es aceptable: se mantienen la calificación y la evidencia a disposición del Ministerio, y las mejoras entran al plan anual de trabajo.',
          'Un estándar marcado como "no aplica" solo suma sus puntos si se justifica. La autoevaluación y el plan de mejoramiento se registran ante el Fondo de Riesgos Laborales, como indica la Circular 0071 de 2020.',
        ],
      },
    ],
  },
  {
    key: 'resolucion-2404-2019',
    type: 'resolucion',
    number: '2404',
    year: 2019,
    issuer: 'Ministerio del Trabajo',
    subject: 'Adopción de la batería de instrumentos para evaluar factores de riesgo psicosocial',
    summary:
      'Adoptó la batería de instrumentos para evaluar los factores de riesgo psicosocial en el trabajo. Marcó la obligación de medir el riesgo psicosocial con instrumentos validados y no con encuestas improvisadas. Hoy el tema se rige por la Resolución 2764 de 2022.',
    topic: 'psicosocial',
    status: 'repealed',
    statusNote: 'Derogada por la Resolución 2764 de 2022.',
    replacedByKey: 'resolucion-2764-2022',
  },
  {
    key: 'resolucion-5018-2019',
    type: 'resolucion',
    number: '5018',
    year: 2019,
    issuer: 'Ministerio del Trabajo',
    subject: 'Lineamientos de seguridad y salud en el trabajo para el sector eléctrico',
    summary:
      'Establece lineamientos de seguridad y salud en el trabajo para los procesos del sector eléctrico. Se enfoca en la prevención del riesgo eléctrico, que en la GTC 45 hace parte de las condiciones de seguridad. Las empresas de este sector deben reflejar sus exigencias en la matriz de peligros, los procedimientos y las capacitaciones de su personal.',
    topic: 'riesgo_electrico',
    status: 'in_force',
    statusNote: '',
    replacedByKey: null,
  },
  {
    key: 'resolucion-0491-2020',
    type: 'resolucion',
    number: '0491',
    year: 2020,
    issuer: 'Ministerio del Trabajo',
    subject: 'Requisitos de seguridad para el trabajo en espacios confinados',
    summary:
      'Establece los requisitos mínimos de seguridad para el trabajo en espacios confinados, lugares con entradas y salidas limitadas que no fueron diseñados para que alguien permanezca en ellos. Implica identificar esos espacios, controlar sus peligros y capacitar a quienes intervienen en la tarea. Toda empresa que tenga tanques, pozos, silos o recintos similares debe tenerla en su matriz legal.',
    topic: 'espacios_confinados',
    status: 'in_force',
    statusNote: '',
    replacedByKey: null,
    factSheet: [
      {
        heading: 'Qué regula',
        paragraphs: [
          STUDY_NOTE,
          'La Resolución 0491 de 2020 regula la seguridad y la salud de quienes trabajan en espacios confinados. En la GTC 45, los espacios confinados aparecen dentro de la clase de peligro de condiciones de seguridad, junto con el trabajo en alturas y el riesgo eléctrico.',
        ],
      },
      {
        heading: 'Qué debe hacer la empresa',
        paragraphs: [
          'Identificar todos los espacios confinados de sus instalaciones y valorarlos en la matriz de peligros. Aplicar la jerarquía de controles: primero preguntarse si la entrada puede evitarse y solo al final confiar en los elementos de protección personal.',
          'Dar capacitación específica a todas las personas que participan en la tarea y conservar los registros de esas capacitaciones durante al menos 20 años después de terminada la relación laboral, como exige el Decreto 1072 de 2015.',
        ],
      },
    ],
  },
  {
    key: 'circular-0071-2020',
    type: 'circular',
    number: '0071',
    year: 2020,
    issuer: 'Ministerio del Trabajo',
    subject: 'Registro de la autoevaluación de estándares mínimos y del plan de mejoramiento',
    summary:
      'Indica a los empleadores que deben registrar los resultados de la autoevaluación de estándares mínimos y el plan de mejoramiento en la plataforma del Fondo de Riesgos Laborales. Convierte la autoevaluación de la Resolución 0312 de 2019 en un reporte verificable por la autoridad. Es un paso administrativo que no debe olvidarse al cierre de cada evaluación anual.',
    topic: 'sg_sst',
    status: 'in_force',
    statusNote: '',
    replacedByKey: null,
  },
  {
    key: 'resolucion-0773-2021',
    type: 'resolucion',
    number: '0773',
    year: 2021,
    issuer: 'Ministerio del Trabajo',
    subject: 'Aplicación del Sistema Globalmente Armonizado (SGA) de productos químicos en los lugares de trabajo',
    summary:
      'Define las acciones para aplicar en los lugares de trabajo el Sistema Globalmente Armonizado (SGA) de clasificación y etiquetado de productos químicos. Busca que todos los productos se clasifiquen según sus peligros y que los trabajadores reciban esa información de forma clara en etiquetas y fichas de seguridad. Para el SG-SST implica actualizar el inventario de sustancias, el etiquetado y la capacitación sobre riesgo químico.',
    topic: 'riesgo_quimico',
    status: 'in_force',
    statusNote: '',
    replacedByKey: null,
  },
  {
    key: 'resolucion-4272-2021',
    type: 'resolucion',
    number: '4272',
    year: 2021,
    issuer: 'Ministerio del Trabajo',
    subject: 'Requisitos mínimos de seguridad para el trabajo en alturas (desde 2 m)',
    summary:
      'Es el reglamento vigente de trabajo en alturas: aplica a toda tarea con riesgo de caída desde 2 metros o más sobre un nivel inferior. Fija medidas de prevención y protección contra caídas y niveles de capacitación según el papel de cada persona. Reemplazó a la Resolución 1409 de 2012 y es de consulta obligada en construcción, mantenimiento y cualquier labor en techos, escaleras o andamios.',
    topic: 'alturas',
    status: 'in_force',
    statusNote: '',
    replacedByKey: null,
    factSheet: [
      {
        heading: 'Qué regula',
        paragraphs: [
          STUDY_NOTE,
          'La Resolución 4272 de 2021 establece los requisitos mínimos de seguridad para el trabajo en alturas, que comienza a partir de 2 metros sobre un nivel inferior. Reemplazó a la Resolución 1409 de 2012.',
        ],
      },
      {
        heading: 'Capacitación por niveles',
        paragraphs: [
          'La capacitación depende del papel de cada persona: el nivel de jefe de área dura 8 horas, el de trabajador autorizado 32 horas y el de coordinador de trabajo en alturas 80 horas.',
        ],
      },
      {
        heading: 'Qué debe hacer la empresa',
        paragraphs: [
          'Identificar en la matriz de peligros todas las tareas con riesgo de caída y aplicar la jerarquía de controles: primero evitar el trabajo en altura cuando sea posible y, si no, preferir protecciones colectivas antes que el equipo personal.',
          'Asegurar que cada trabajador tenga la capacitación del nivel que le corresponde y conservar esos registros al menos 20 años después de terminada la relación laboral.',
        ],
      },
    ],
  },
  {
    key: 'resolucion-2764-2022',
    type: 'resolucion',
    number: '2764',
    year: 2022,
    issuer: 'Ministerio del Trabajo',
    subject: 'Batería de instrumentos y guía técnica para evaluar el riesgo psicosocial',
    summary:
      'Adopta la batería de instrumentos para evaluar los factores de riesgo psicosocial, junto con guías técnicas para intervenirlos. La batería se aplica cada año donde el riesgo es alto y cada 2 años en los demás casos. Reemplazó a la Resolución 2404 de 2019 y desarrolla la Resolución 2646 de 2008.',
    topic: 'psicosocial',
    status: 'in_force',
    statusNote: '',
    replacedByKey: null,
    factSheet: [
      {
        heading: 'Qué regula',
        paragraphs: [
          STUDY_NOTE,
          'La Resolución 2764 de 2022 adopta la batería de instrumentos para evaluar los factores de riesgo psicosocial y guías técnicas para su intervención. Reemplazó a la Resolución 2404 de 2019 y se apoya en la Resolución 2646 de 2008, que fija las responsabilidades sobre el riesgo psicosocial.',
        ],
      },
      {
        heading: 'Con qué frecuencia',
        paragraphs: [
          'La evaluación se repite cada año cuando el nivel de riesgo psicosocial es alto y cada 2 años en los demás casos.',
        ],
      },
      {
        heading: 'Qué debe hacer la empresa',
        paragraphs: [
          'Aplicar la batería, analizar los resultados y convertirlos en acciones de intervención dentro del SG-SST. Proteger la información individual: las respuestas se relacionan con la salud de las personas y, según la Ley 1581 de 2012, son datos sensibles.',
        ],
      },
    ],
  },
  {
    key: 'resolucion-1843-2025',
    type: 'resolucion',
    number: '1843',
    year: 2025,
    issuer: 'Ministerio del Trabajo',
    subject: 'Evaluaciones médicas ocupacionales y manejo de la historia clínica ocupacional',
    summary:
      'Regula la práctica de las evaluaciones médicas ocupacionales y el manejo de la historia clínica ocupacional. Reemplazó a la Resolución 2346 de 2007. Ratifica una regla esencial de confidencialidad: el empleador recibe el certificado de aptitud, nunca el diagnóstico del trabajador.',
    topic: 'medicina_trabajo',
    status: 'in_force',
    statusNote: 'Vigente desde el 29 de abril de 2025.',
    replacedByKey: null,
    factSheet: [
      {
        heading: 'Qué regula',
        paragraphs: [
          STUDY_NOTE,
          'La Resolución 1843 de 2025 regula las evaluaciones médicas ocupacionales y la historia clínica ocupacional. Rige desde el 29 de abril de 2025 y reemplazó a la Resolución 2346 de 2007 y a su modificación, la Resolución 1918 de 2009.',
        ],
      },
      {
        heading: 'Confidencialidad',
        paragraphs: [
          'El empleador recibe únicamente el certificado de aptitud con las restricciones y recomendaciones que necesita para ubicar bien al trabajador; el diagnóstico queda en la historia clínica. Los datos de salud son sensibles según la Ley 1581 de 2012.',
        ],
      },
      {
        heading: 'Qué debe hacer la empresa',
        paragraphs: [
          'Informar al médico los perfiles de cargo, garantizar la custodia de las historias clínicas por quien corresponde y aplicar las restricciones y recomendaciones médico-laborales, como piden los estándares mínimos de la Resolución 0312 de 2019.',
          'Conservar los registros de los exámenes médicos al menos 20 años después de terminada la relación laboral.',
        ],
      },
    ],
  },
  {
    key: 'resolucion-3461-2025',
    type: 'resolucion',
    number: '3461',
    year: 2025,
    issuer: 'Ministerio del Trabajo',
    subject: 'Conformación y funcionamiento del Comité de Convivencia Laboral',
    summary:
      'Es la norma vigente sobre el comité de convivencia laboral, el espacio donde se atienden las quejas de posible acoso laboral y se promueve el buen trato. Reemplazó a las Resoluciones 652 y 1356 de 2012. Toda empresa debe revisar con ella la conformación, las reuniones y el procedimiento de su comité.',
    topic: 'psicosocial',
    status: 'in_force',
    statusNote: 'Vigente desde el 1 de septiembre de 2025.',
    replacedByKey: null,
    factSheet: [
      {
        heading: 'Qué regula',
        paragraphs: [
          STUDY_NOTE,
          'La Resolución 3461 de 2025 regula la conformación y el funcionamiento del comité de convivencia laboral. Rige desde el 1 de septiembre de 2025 y reemplazó a las Resoluciones 652 y 1356 de 2012.',
        ],
      },
      {
        heading: 'Relación con la Ley 1010 de 2006',
        paragraphs: [
          'El comité es uno de los mecanismos de prevención del acoso laboral que exige la Ley 1010 de 2006: recibe las quejas, escucha a las partes y busca soluciones con confidencialidad.',
        ],
      },
      {
        heading: 'Qué debe hacer la empresa',
        paragraphs: [
          'Conformar el comité, mantenerlo en funcionamiento y conservar la evidencia de su gestión. En la autoevaluación de la Resolución 0312 de 2019 este punto corresponde al estándar 1.1.8.',
        ],
      },
    ],
  },
];
