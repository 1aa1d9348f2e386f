import type { SeedDocument } from './types.js';

/*
 * Original study material of the demo document library. Every statement of law names the norm it comes from and
 * uses only the facts of `domain/`; the rest is general good practice, written as such.
 */
export const seedDocuments: SeedDocument[] = [
  {
    key: 'guia-trabajo-en-alturas',
    title: 'Guía práctica de trabajo en alturas: desde los 2 metros',
    summary:
      'Explica cuándo una tarea se considera trabajo en alturas según la Resolución 4272 de 2021 y cómo planearla para que nadie se caiga. Recorre la jerarquía de controles aplicada a las caídas, los niveles de capacitación que exige la norma y los registros que la empresa debe guardar. Está pensada para supervisores, trabajadores autorizados y responsables del SG-SST.',
    topic: 'alturas',
    kind: 'guide',
    publishedOn: '2025-02-10',
    sections: [
      {
        heading: '¿Cuándo hay trabajo en alturas?',
        paragraphs: [
          'La Resolución 4272 de 2021 considera trabajo en alturas toda tarea con riesgo de caer desde 2 metros o más sobre un nivel inferior. No importa si dura cinco minutos o todo el turno: cambiar una luminaria, limpiar una canal o subir a un andamio cuenta igual.',
          'Esta resolución reemplazó a la Resolución 1409 de 2012, así que los procedimientos y certificados que todavía citan la norma antigua deben actualizarse.',
        ],
      },
      {
        heading: 'Primero eliminar, después proteger',
        paragraphs: [
          'La jerarquía de controles del Decreto 1072 de 2015 también ordena la prevención de caídas. Lo primero es preguntarse si la tarea puede hacerse desde el piso, por ejemplo con herramientas de extensión o bajando el equipo para repararlo.',
          'Si no se puede evitar, se prefieren las protecciones colectivas, como barandas o plataformas estables, y los controles administrativos, como el permiso de trabajo y la señalización. El equipo personal contra caídas es la última barrera, no la primera.',
        ],
      },
      {
        heading: 'Capacitación por niveles',
        paragraphs: [
          'La capacitación depende del papel de cada persona: 8 horas para el jefe de área, 32 horas para el trabajador autorizado y 80 horas para el coordinador de trabajo en alturas (Resolución 4272 de 2021).',
          'Las capacitaciones deben quedar registradas y esos registros se conservan al menos 20 años después de terminada la relación laboral (Decreto 1072 de 2015).',
        ],
      },
    ],
  },
  {
    key: 'infografia-espacios-confinados',
    title: 'Infografía: antes de entrar a un espacio confinado',
    summary:
      'Resume en puntos cortos qué revisar antes, durante y después de una tarea en un espacio confinado, como un tanque, un pozo o un silo. Toma como marco la Resolución 0491 de 2020 y la jerarquía de controles del SG-SST. Sirve para pegar en la cartelera o repasar en una charla de cinco minutos antes de empezar.',
    topic: 'espacios_confinados',
    kind: 'infographic',
    publishedOn: '2025-03-18',
    sections: [
      {
        heading: 'Reconozca el espacio',
        paragraphs: [
          'Un espacio confinado tiene entradas y salidas limitadas y no fue diseñado para que una persona permanezca en él. La Resolución 0491 de 2020 regula el trabajo en estos lugares.',
          'Si el espacio no está identificado en la matriz de peligros, no se entra hasta valorarlo.',
        ],
      },
      {
        heading: 'Antes de entrar',
        paragraphs: [
          '¿Se puede hacer el trabajo desde afuera? Esa es siempre la primera pregunta.',
          'Permiso de trabajo firmado, atmósfera verificada con equipo apropiado, energías peligrosas aisladas y un plan de rescate listo antes de que alguien entre.',
        ],
      },
      {
        heading: 'Durante y después',
        paragraphs: [
          'Siempre hay una persona afuera, atenta y en comunicación con quien está adentro. Nadie entra a rescatar sin el equipo y la capacitación para hacerlo.',
          'Al terminar, se cierra el permiso y se reporta cualquier incidente para investigarlo.',
        ],
      },
    ],
  },
  {
    key: 'guia-riesgo-quimico-sga',
    title: 'Guía de riesgo químico: etiquetas y fichas con el Sistema Globalmente Armonizado',
    summary:
      'Presenta el Sistema Globalmente Armonizado (SGA) que la Resolución 0773 de 2021 lleva a los lugares de trabajo y explica cómo leer una etiqueta y una ficha de datos de seguridad. Propone pasos concretos para inventariar los productos químicos, etiquetar los recipientes que se trasvasan y planear las capacitaciones. Incluye el vínculo con los estándares mínimos sobre sustancias peligrosas y mediciones ambientales.',
    topic: 'riesgo_quimico',
    kind: 'guide',
    publishedOn: '2025-05-06',
    sections: [
      {
        heading: 'Qué es el SGA',
        paragraphs: [
          'El Sistema Globalmente Armonizado de clasificación y etiquetado de productos químicos busca que un mismo peligro se comunique de la misma manera en cualquier país. La Resolución 0773 de 2021 del Ministerio del Trabajo define cómo aplicarlo en los lugares de trabajo en Colombia.',
          'Su idea central es sencilla: cada producto se clasifica según sus peligros y esa información llega a quien lo usa en la etiqueta y en la ficha de datos de seguridad.',
        ],
      },
      {
        heading: 'Cómo leer la etiqueta y la ficha',
        paragraphs: [
          'La etiqueta muestra de un vistazo el nombre del producto, los pictogramas de peligro, una palabra de advertencia y las indicaciones de precaución. Antes de abrir un envase, léala completa.',
          'La ficha de datos de seguridad amplía esa información: primeros auxilios, manejo de derrames, almacenamiento, controles de exposición y elementos de protección recomendados. Debe estar disponible para quien trabaja con el producto.',
        ],
      },
      {
        heading: 'Pasos para la empresa',
        paragraphs: [
          'Haga un inventario de todos los productos químicos, con su ficha de datos de seguridad actualizada, y valore el riesgo químico en la matriz de peligros. La Resolución 0312 de 2019 incluye estándares sobre sustancias carcinógenas o de toxicidad aguda (4.1.3) y sobre mediciones ambientales (4.1.4).',
          'Todo recipiente al que se trasvase un producto necesita su propia etiqueta. Programe capacitaciones prácticas para que cada trabajador sepa leer etiquetas y fichas de los productos que usa.',
        ],
      },
    ],
  },
  {
    key: 'manual-bateria-riesgo-psicosocial',
    title: 'Manual para planear la evaluación con la batería de riesgo psicosocial',
    summary:
      'Orienta al equipo de SST para organizar la evaluación del riesgo psicosocial con la batería adoptada por la Resolución 2764 de 2022, desde la sensibilización hasta el plan de intervención. Explica con qué frecuencia se repite la medición y cómo proteger la confidencialidad de las respuestas. Relaciona la batería con la Resolución 2646 de 2008, la Ley 1616 de 2013 y la Ley 1581 de 2012.',
    topic: 'psicosocial',
    kind: 'manual',
    publishedOn: '2025-07-22',
    sections: [
      {
        heading: 'Marco normativo',
        paragraphs: [
          'La Resolución 2646 de 2008 asigna responsabilidades para identificar, evaluar, prevenir e intervenir los factores de riesgo psicosocial. La Resolución 2764 de 2022 adopta la batería de instrumentos y las guías técnicas para hacerlo, y reemplazó a la Resolución 2404 de 2019.',
          'La Ley 1616 de 2013, de salud mental, refuerza el sentido de este trabajo: cuidar la salud mental es parte de cuidar la salud en el trabajo.',
        ],
      },
      {
        heading: 'Antes de aplicar',
        paragraphs: [
          'Informe a los trabajadores para qué se hace la evaluación, quién verá los resultados y cómo se protegerán sus respuestas. La participación mejora cuando las personas confían en que nadie será señalado.',
          'Las respuestas se relacionan con la salud y, según la Ley 1581 de 2012, son datos sensibles: pida la autorización correspondiente y limite el acceso a la información individual.',
        ],
      },
      {
        heading: 'Frecuencia y resultados',
        paragraphs: [
          'La evaluación se repite cada año donde el riesgo resulta alto y cada 2 años en los demás casos (Resolución 2764 de 2022).',
          'Los resultados se presentan de forma agregada y se convierten en un plan de intervención con responsables y fechas, que queda dentro del plan anual de trabajo del SG-SST.',
        ],
      },
    ],
  },
  {
    key: 'manual-copasst-vigia',
    title: 'Manual del COPASST y del vigía en seguridad y salud en el trabajo',
    summary:
      'Explica qué es el COPASST, cuándo la empresa cuenta con un vigía y qué hacen en el día a día del SG-SST. Repasa su base en la Resolución 2013 de 1986, la reunión mensual y su participación en inspecciones, investigaciones y auditorías. Señala también los estándares mínimos de la Resolución 0312 de 2019 que dependen de su trabajo y la capacitación que necesitan sus integrantes.',
    topic: 'comites',
    kind: 'manual',
    publishedOn: '2025-04-08',
    sections: [
      {
        heading: 'Qué es y de dónde viene',
        paragraphs: [
          'El Comité Paritario de Seguridad y Salud en el Trabajo (COPASST) reúne a representantes del empleador y de los trabajadores en igual número. Su origen está en la Resolución 2013 de 1986, que reguló los antiguos comités paritarios y la figura del vigía.',
          'Las empresas con menos de 10 trabajadores no conforman comité: designan un vigía en SST (Resolución 2013 de 1986 y Decreto-Ley 1295 de 1994, art. 35). El Decreto 1072 de 2015 exige que exista una de las dos figuras para la participación de los trabajadores.',
        ],
      },
      {
        heading: 'Qué hace en la práctica',
        paragraphs: [
          'El comité se reúne cada mes y deja acta de sus reuniones. Participa en las inspecciones de seguridad (estándar 4.2.4), en la investigación de incidentes y accidentes (estándar 3.2.2 y Resolución 1401 de 2007) y en la planificación de la auditoría anual (estándar 6.1.4).',
          'También recibe la política de SST firmada y comunicada (estándar 2.1.1) y propone acciones preventivas y correctivas a partir de lo que observa.',
        ],
      },
      {
        heading: 'Capacitación de sus integrantes',
        paragraphs: [
          'Un comité sin formación se limita a firmar actas. La Resolución 0312 de 2019 incluye la capacitación de los integrantes del COPASST como estándar propio (1.1.7).',
          'Un buen plan de capacitaciones para el comité incluye la identificación de peligros, la técnica de inspección y la metodología de investigación de accidentes.',
        ],
      },
    ],
  },
  {
    key: 'guia-comite-convivencia-laboral',
    title: 'Guía del comité de convivencia laboral con la Resolución 3461 de 2025',
    summary:
      'Resume qué cambió con la Resolución 3461 de 2025, que reemplazó a las Resoluciones 652 y 1356 de 2012, y cómo se relaciona el comité con la Ley 1010 de 2006 sobre acoso laboral. Describe el recorrido de una queja, desde su recepción hasta el seguimiento de los compromisos, con énfasis en la confidencialidad. Ayuda a distinguir un conflicto cotidiano de una situación de acoso.',
    topic: 'psicosocial',
    kind: 'guide',
    publishedOn: '2025-10-14',
    sections: [
      {
        heading: 'La norma vigente',
        paragraphs: [
          'Desde el 1 de septiembre de 2025 el comité de convivencia laboral se rige por la Resolución 3461 de 2025, que reemplazó a las Resoluciones 652 y 1356 de 2012. Conviene revisar el reglamento interno del comité y actualizar las referencias a las normas anteriores.',
          'La Resolución 0312 de 2019 incluye la conformación y el funcionamiento del comité entre los estándares mínimos (1.1.8).',
        ],
      },
      {
        heading: 'Acoso laboral y conflicto',
        paragraphs: [
          'La Ley 1010 de 2006 define el acoso laboral como una conducta persistente y demostrable. Un desacuerdo puntual, tratado con respeto, es un conflicto que se resuelve con diálogo; un patrón de hostilidad dirigido contra una persona es otra cosa.',
          'El comité ayuda en ambos casos, pero con enfoques distintos: en el conflicto facilita acuerdos; ante un posible acoso, escucha a las partes con reserva y hace seguimiento a lo pactado.',
        ],
      },
      {
        heading: 'El recorrido de una queja',
        paragraphs: [
          'Recibir la queja por un canal reservado, escuchar por separado a las partes, buscar compromisos concretos y verificar que se cumplan. Todo el proceso se documenta y la información se maneja con confidencialidad.',
        ],
      },
    ],
  },
  {
    key: 'formato-reporte-investigacion-accidentes',
    title: 'Formato de apoyo para el reporte y la investigación de accidentes de trabajo',
    summary:
      'Formato interno que ordena la información necesaria para diligenciar el FURAT de la Resolución 156 de 2005 y para investigar el evento según la Resolución 1401 de 2007. Cada campo explica qué escribir y para qué sirve, desde los datos del trabajador hasta el plan de acción. No reemplaza el formato oficial de la ARL: ayuda a reunir los datos a tiempo para cumplir los plazos.',
    topic: 'accidentes',
    kind: 'template',
    publishedOn: '2025-06-03',
    sections: [
      {
        heading: 'Parte 1. Datos para el reporte (FURAT)',
        paragraphs: [
          'Datos del empleador y del trabajador: nombre, documento, cargo, antigüedad en el cargo y tipo de vinculación. Datos del evento: fecha, hora, lugar exacto, jornada y actividad que se estaba realizando.',
          'Descripción del accidente: escriba en orden lo que pasó, sin juicios ni culpables, con nombres de testigos. Recuerde que el reporte a la ARL y a la EPS se hace dentro de los 2 días hábiles siguientes (Resolución 156 de 2005); si el accidente es grave o mortal, también debe informarse al Ministerio del Trabajo.',
        ],
      },
      {
        heading: 'Parte 2. Equipo y análisis de causas',
        paragraphs: [
          'Equipo investigador: anote el jefe inmediato, el integrante del COPASST o el vigía y el responsable del SG-SST (Resolución 1401 de 2007). Fecha límite: 15 días después del evento.',
          'Causas: separe lo que ocurrió en el momento (actos y condiciones inseguras) de lo que lo hizo posible (factores del trabajo y de la persona). Pregunte "¿por qué?" hasta llegar a causas que la empresa pueda corregir.',
        ],
      },
      {
        heading: 'Parte 3. Plan de acción y cierre',
        paragraphs: [
          'Para cada causa, una medida con responsable, fecha y forma de verificar que funcionó, priorizando según la jerarquía de controles. Las acciones surgidas de investigaciones son un estándar propio de la Resolución 0312 de 2019 (7.1.3).',
          'Cierre: registre el evento en la estadística de accidentalidad (estándar 3.2.3) y comunique las lecciones aprendidas al personal del área.',
        ],
      },
    ],
  },
  {
    key: 'manual-plan-emergencias-brigadas',
    title: 'Manual del plan de emergencias y de la brigada',
    summary:
      'Guía paso a paso para construir el plan de prevención, preparación y respuesta ante emergencias y para conformar, capacitar y dotar la brigada. Conecta las exigencias de la Resolución 0312 de 2019 con el marco de la Ley 1523 de 2012 y el Decreto 2157 de 2017. Incluye recomendaciones para que el simulacro anual deje aprendizajes reales y no solo una foto.',
    topic: 'emergencias',
    kind: 'manual',
    publishedOn: '2025-08-19',
    sections: [
      {
        heading: 'El marco',
        paragraphs: [
          'La Ley 1523 de 2012 establece la gestión del riesgo de desastres en el país y el Decreto 2157 de 2017 orienta a las entidades públicas y privadas en la elaboración de su plan de gestión del riesgo.',
          'Dentro del SG-SST, la gestión de amenazas vale 10 puntos en la Resolución 0312 de 2019: 5 por el plan de emergencias con simulacro anual (5.1.1) y 5 por la brigada conformada, capacitada y dotada (5.1.2).',
        ],
      },
      {
        heading: 'Cómo construir el plan',
        paragraphs: [
          'Identifique las amenazas de origen natural, tecnológico y social que pueden afectar a la sede, valore la vulnerabilidad de las personas, las instalaciones y los procesos, y defina los procedimientos de respuesta: alarma, evacuación, punto de encuentro y comunicación con los organismos de socorro.',
          'Publique las rutas de evacuación y asegúrese de que todos, incluidos visitantes y contratistas, sepan qué hacer al oír la alarma.',
        ],
      },
      {
        heading: 'La brigada y el simulacro',
        paragraphs: [
          'La brigada necesita personas voluntarias de distintas áreas y turnos, capacitaciones periódicas y equipos en buen estado.',
          'El simulacro se hace al menos una vez al año, con todos los trabajadores: es una obligación del Decreto 1072 de 2015 (art. 2.2.4.6.25), no una simple recomendación. Mida tiempos, anote lo que falló y convierta cada hallazgo en una acción de mejora del plan anual de trabajo.',
        ],
      },
    ],
  },
  {
    key: 'formato-matriz-peligros-gtc45',
    title: 'Formato de matriz de identificación de peligros y valoración de riesgos (GTC 45)',
    summary:
      'Describe columna por columna la matriz de peligros según la metodología de la GTC 45, con los valores que se usan para calcular el nivel de probabilidad y el nivel de riesgo. Explica cómo interpretar cada nivel de riesgo y cómo escoger medidas con la jerarquía de controles. Es la base para cumplir los estándares de identificación de peligros de la Resolución 0312 de 2019.',
    topic: 'sg_sst',
    kind: 'template',
    publishedOn: '2025-01-28',
    sections: [
      {
        heading: 'Columnas de identificación',
        paragraphs: [
          'Proceso, zona o lugar, actividad, tarea y si es rutinaria o no. Peligro: descríbalo y clasifíquelo en una de las clases de la GTC 45 (biológico, físico, químico, psicosocial, biomecánico, condiciones de seguridad o fenómenos naturales). Efectos posibles sobre la salud y controles que ya existen en la fuente, en el medio y en la persona.',
        ],
      },
      {
        heading: 'Columnas de evaluación',
        paragraphs: [
          'Nivel de deficiencia (ND): muy alto 10, alto 6, medio 2; el nivel bajo no lleva valor. Nivel de exposición (NE): continua 4, frecuente 3, ocasional 2, esporádica 1. Nivel de probabilidad: NP = ND × NE (muy alto 24 a 40, alto 10 a 20, medio 6 a 8, bajo 2 a 4).',
          'Nivel de consecuencias (NC): mortal o catastrófico 100, muy grave 60, grave 25, leve 10. Se anota el daño más grave que el peligro podría causar de forma directa, no el más probable. Nivel de riesgo: NR = NP × NC.',
        ],
      },
      {
        heading: 'Columnas de valoración y control',
        paragraphs: [
          'Interpretación: NR de 600 o más es nivel I (no aceptable; suspenda e intervenga de inmediato); de 150 a 599 es nivel II (no aceptable o aceptable solo con controles específicos: corrija de inmediato y, si el NR es 360 o más, suspenda la actividad); de 40 a 149 es nivel III (aceptable, mejorable); menos de 40 es nivel IV (aceptable; mantenga los controles).',
          'Medidas de intervención en el orden de la jerarquía: eliminación, sustitución, controles de ingeniería, controles administrativos y EPP. La identificación se hace con participación de todos los niveles y se actualiza cada año (estándar 4.1.2 de la Resolución 0312 de 2019).',
        ],
      },
    ],
  },
  {
    key: 'formato-autoevaluacion-estandares-minimos',
    title: 'Formato de autoevaluación de estándares mínimos (Resolución 0312 de 2019)',
    summary:
      'Formato para hacer la autoevaluación anual del SG-SST con los 60 estándares de la Resolución 0312 de 2019 o con los grupos de 7 o 21 que aplican a las empresas más pequeñas. Indica cómo calificar cada estándar, qué evidencia anotar y cómo tratar los que no aplican. Termina con la calificación total, el plan de mejoramiento y su registro ante el Fondo de Riesgos Laborales.',
    topic: 'sg_sst',
    kind: 'template',
    publishedOn: '2026-01-20',
    sections: [
      {
        heading: 'Encabezado',
        paragraphs: [
          'Razón social, número de trabajadores, clase de riesgo, fecha de la evaluación y nombre del responsable del SG-SST. Con el número de trabajadores y la clase de riesgo se define el grupo: 7 estándares (10 o menos trabajadores, riesgo I a III), 21 estándares (11 a 50 trabajadores, riesgo I a III) o 60 estándares (más de 50 trabajadores o riesgo IV o V).',
        ],
      },
      {
        heading: 'Tabla de estándares',
        paragraphs: [
          'Para cada estándar: código (por ejemplo 1.2.1), descripción, valor, calificación (cumple, no cumple o no aplica), evidencia revisada y observaciones. Un estándar marcado como "no aplica" solo suma sus puntos si la justificación queda escrita.',
          'Con los 60 estándares el total es de 100 puntos. La resolución no asigna pesos propios a los grupos de 7 y de 21, así que el formato indica el porcentaje de estándares aplicables que se cumplen.',
        ],
      },
      {
        heading: 'Resultado y plan de mejoramiento',
        paragraphs: [
          'Menos del 60 %: crítico; plan de mejoramiento inmediato, avance a la ARL en 3 meses, y seguimiento anual y plan de visita del Ministerio del Trabajo. Del 60 % al 85 %: moderadamente aceptable; plan de mejoramiento, reporte a la ARL en 6 meses y plan de visita del Ministerio del Trabajo. Más del 85 %: aceptable; mantener la calificación y la evidencia a disposición del Ministerio e incluir las mejoras en el plan anual de trabajo.',
          'Registre la autoevaluación y el plan de mejoramiento ante el Fondo de Riesgos Laborales (Circular 0071 de 2020).',
        ],
      },
    ],
  },
  {
    key: 'infografia-phva-estandares-minimos',
    title: 'Infografía: el ciclo PHVA y el peso de cada fase en los estándares mínimos',
    summary:
      'Muestra de un vistazo cómo se reparten los 100 puntos de la Resolución 0312 de 2019 entre las fases del ciclo PHVA y sus grupos de estándares. Ayuda a ver dónde se concentra el esfuerzo del SG-SST: la fase de hacer pesa 60 puntos. Es útil para presentar el sistema a la alta dirección o al COPASST.',
    topic: 'sg_sst',
    kind: 'infographic',
    publishedOn: '2026-03-09',
    sections: [
      {
        heading: 'Planear: 25 puntos',
        paragraphs: [
          'Recursos, 10 puntos: recursos financieros, técnicos y humanos (4) y capacitación en el SG-SST (6). Gestión integral del SG-SST, 15 puntos: política, objetivos, plan anual, matriz legal, documentación y más.',
        ],
      },
      {
        heading: 'Hacer: 60 puntos',
        paragraphs: [
          'Gestión de la salud, 20 puntos: condiciones de salud (9), reporte e investigación de accidentes y enfermedades (5) e indicadores (6).',
          'Gestión de peligros y riesgos, 30 puntos: identificación y valoración (15) y medidas de prevención y control (15). Gestión de amenazas, 10 puntos.',
        ],
      },
      {
        heading: 'Verificar y actuar: 15 puntos',
        paragraphs: [
          'Verificar, 5 puntos: indicadores, auditoría anual y revisión por la alta dirección. Actuar, 10 puntos: acciones preventivas, correctivas y de mejora.',
        ],
      },
    ],
  },
  {
    key: 'guia-evaluaciones-medicas-ocupacionales',
    title: 'Guía de evaluaciones médicas ocupacionales para el empleador',
    summary:
      'Explica qué debe hacer la empresa antes y después de una evaluación médica ocupacional según la Resolución 1843 de 2025, que reemplazó a la Resolución 2346 de 2007. Aclara qué información recibe el empleador, quién custodia la historia clínica y cómo aplicar las restricciones y recomendaciones. Relaciona cada paso con los estándares de gestión de la salud de la Resolución 0312 de 2019.',
    topic: 'medicina_trabajo',
    kind: 'guide',
    publishedOn: '2025-06-24',
    sections: [
      {
        heading: 'La norma vigente',
        paragraphs: [
          'Desde el 29 de abril de 2025 las evaluaciones médicas ocupacionales y la historia clínica ocupacional se rigen por la Resolución 1843 de 2025, que reemplazó a la Resolución 2346 de 2007. Revise los procedimientos internos que aún citan la norma anterior.',
        ],
      },
      {
        heading: 'Antes de la evaluación',
        paragraphs: [
          'Informe al médico el perfil del cargo: tareas, peligros a los que se expone la persona y resultados de la matriz de peligros (estándar 3.1.3 de la Resolución 0312 de 2019). Sin esa información la evaluación no puede enfocarse en lo que realmente importa.',
        ],
      },
      {
        heading: 'Después de la evaluación',
        paragraphs: [
          'El empleador recibe el certificado de aptitud con las restricciones y recomendaciones, nunca el diagnóstico. La historia clínica la custodia quien corresponde según la norma, no el área de recursos humanos (estándar 3.1.5).',
          'Aplique las restricciones y recomendaciones médico-laborales y deje evidencia de ello (estándar 3.1.6). Los registros de los exámenes se conservan al menos 20 años después de terminada la relación laboral (Decreto 1072 de 2015).',
        ],
      },
    ],
  },
  {
    key: 'guia-capacitacion-induccion-sst',
    title: 'Guía para diseñar el programa de capacitación e inducción en SST',
    summary:
      'Propone cómo armar el programa anual de capacitación y la inducción y reinducción en seguridad y salud en el trabajo, a partir de los peligros reales de cada cargo. Explica los tres estándares de capacitación de la Resolución 0312 de 2019 y los registros que deben guardarse. Aclara además la diferencia entre las capacitaciones internas y el curso virtual de 50 horas de la Resolución 4927 de 2016.',
    topic: 'sg_sst',
    kind: 'guide',
    publishedOn: '2026-02-16',
    sections: [
      {
        heading: 'Lo que pide la norma',
        paragraphs: [
          'La capacitación en el SG-SST vale 6 puntos en la Resolución 0312 de 2019, repartidos en tres estándares de 2 puntos: programa anual de capacitación en promoción y prevención (1.2.1), inducción y reinducción en SST (1.2.2) y responsable del SG-SST con el curso virtual de 50 horas (1.2.3).',
          'El curso de 50 horas solo lo expiden oferentes autorizados (Resolución 4927 de 2016). Las demás capacitaciones, incluidas las de esta academia, complementan pero no lo reemplazan.',
        ],
      },
      {
        heading: 'Qué debe tener la inducción',
        paragraphs: [
          'Derechos y deberes del trabajador en SST, peligros de su puesto y cómo se controlan, uso y cuidado de los elementos de protección personal, cómo reportar actos y condiciones inseguras, qué hacer si ocurre un accidente y cómo actuar según el plan de emergencias.',
          'La reinducción repasa esos temas cuando cambian los procesos, las normas o los peligros del cargo.',
        ],
      },
      {
        heading: 'Planear y registrar',
        paragraphs: [
          'Parta de la matriz de peligros y de los resultados de las investigaciones de accidentes para decidir qué capacitaciones dar, a quién y con qué prioridad. Evalúe si cada capacitación logró su objetivo, no solo cuántas personas asistieron.',
          'Guarde las listas de asistencia y las evaluaciones: los registros de capacitación se conservan al menos 20 años después de terminada la relación laboral (Decreto 1072 de 2015).',
        ],
      },
    ],
  },
  {
    key: 'infografia-epp-ultima-barrera',
    title: 'Infografía: los elementos de protección personal son la última barrera',
    summary:
      'Explica con ejemplos por qué los elementos de protección personal (EPP) ocupan el último lugar en la jerarquía de controles del Decreto 1072 de 2015. Da recomendaciones para seleccionarlos, entregarlos, usarlos y reponerlos. Recuerda que la entrega de EPP y la capacitación en su uso son un estándar mínimo de la Resolución 0312 de 2019.',
    topic: 'sg_sst',
    kind: 'infographic',
    publishedOn: '2026-05-12',
    sections: [
      {
        heading: 'La jerarquía de controles',
        paragraphs: [
          '1. Eliminación. 2. Sustitución. 3. Controles de ingeniería. 4. Controles administrativos. 5. Elementos de protección personal (Decreto 1072 de 2015).',
          'El EPP no quita el peligro: solo reduce el daño si algo falla. Por eso se usa cuando los controles anteriores no bastan.',
        ],
      },
      {
        heading: 'Entrega y uso',
        paragraphs: [
          'Seleccione el EPP según el peligro identificado en la matriz y pruébelo con quien lo va a usar. Entréguelo con capacitación sobre uso, limpieza, almacenamiento y reposición (estándar 4.2.6 de la Resolución 0312 de 2019).',
          'Guarde el registro de entrega firmado: se conserva al menos 20 años después de terminada la relación laboral.',
        ],
      },
      {
        heading: 'Señales para cambiarlo',
        paragraphs: [
          'Daños visibles, piezas faltantes, ajuste deficiente o un golpe fuerte. Ante la duda, se repone: un EPP dañado da una falsa sensación de seguridad.',
        ],
      },
    ],
  },
  {
    key: 'guia-datos-personales-sst',
    title: 'Guía de protección de datos personales en el SG-SST',
    summary:
      'Explica cómo aplicar la Ley 1581 de 2012 y su reglamentación del Decreto 1377 de 2013 a la información que maneja el área de SST: historias clínicas, certificados de aptitud, resultados de la batería psicosocial y registros de capacitación. Detalla la autorización, los derechos de los trabajadores y los plazos para responder consultas y reclamos. Resuelve la tensión entre el derecho a suprimir datos y la obligación de conservar registros durante 20 años.',
    topic: 'datos_personales',
    kind: 'guide',
    publishedOn: '2026-11-10',
    sections: [
      {
        heading: 'Principios básicos',
        paragraphs: [
          'La Ley Estatutaria 1581 de 2012 exige una política de tratamiento de datos publicada y la autorización previa y expresa del titular, de la que se debe guardar prueba. El Decreto 1377 de 2013 reglamenta cómo obtener esa autorización y qué debe decir la política.',
          'Los datos de salud son datos sensibles: su tratamiento requiere cuidados reforzados y acceso restringido.',
        ],
      },
      {
        heading: 'Derechos de los trabajadores',
        paragraphs: [
          'Cada trabajador puede conocer, corregir y pedir que se supriman sus datos. Las consultas se responden en 10 días hábiles y los reclamos en 15 días hábiles (Ley 1581 de 2012).',
          'La supresión tiene un límite: los datos que la empresa debe conservar por obligación legal no se borran. Es el caso de los registros de capacitación, exámenes médicos, mediciones y entrega de EPP, que se guardan al menos 20 años después de terminada la relación laboral (Decreto 1072 de 2015).',
        ],
      },
      {
        heading: 'Buenas prácticas en SST',
        paragraphs: [
          'De las evaluaciones médicas, el empleador recibe solo el certificado de aptitud, nunca el diagnóstico (Resolución 1843 de 2025). Los resultados individuales de la batería psicosocial no se comparten con los jefes; se presentan de forma agregada.',
          'Limite el acceso a las carpetas de SST a quienes lo necesitan para su función y explique a los trabajadores, desde la inducción, para qué se usan sus datos.',
        ],
      },
    ],
  },
];
