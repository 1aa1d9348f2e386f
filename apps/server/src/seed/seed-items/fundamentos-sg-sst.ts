import type { SeedItemBank } from './seed-item.js';

const ACTORES = 'Actores del sistema';
const PHVA = 'Ciclo PHVA';
const POLITICA = 'Política y objetivos';
const OBLIGACIONES = 'Obligaciones y registros';

export const fundamentosSgSstItems: SeedItemBank = {
  routeKey: 'fundamentos-sg-sst',
  items: [
    // Actores del sistema
    {
      topic: ACTORES,
      level: 'easy',
      kind: 'single',
      prompt:
        '¿Qué entidad reconoce las prestaciones asistenciales y económicas cuando un trabajador afiliado sufre un accidente de trabajo?',
      options: [
        { id: 'a', text: 'La Administradora de Riesgos Laborales (ARL)', correct: true },
        { id: 'b', text: 'El Ministerio del Trabajo', correct: false },
        { id: 'c', text: 'El comité de convivencia laboral', correct: false },
      ],
      explanation:
        'La ARL asegura a los trabajadores afiliados: cubre la atención y las prestaciones económicas por accidente de trabajo o enfermedad laboral, y asesora a las empresas en prevención.',
    },
    {
      topic: ACTORES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Quién afilia a los trabajadores a una ARL y paga la cotización correspondiente?',
      options: [
        { id: 'a', text: 'Cada trabajador, con su propio salario', correct: false },
        { id: 'b', text: 'El empleador', correct: true },
        { id: 'c', text: 'El Ministerio del Trabajo', correct: false },
        { id: 'd', text: 'La EPS del trabajador', correct: false },
      ],
      explanation:
        'El empleador afilia a sus trabajadores a una Administradora de Riesgos Laborales y paga la cotización (Decreto 1295 de 1994).',
    },
    {
      topic: ACTORES,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'El Ministerio del Trabajo ejerce la inspección, vigilancia y control sobre el cumplimiento de las normas de riesgos laborales por parte de empleadores y ARL.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El Ministerio del Trabajo es la cabeza del sector, expide resoluciones como la 0312 de 2019 y vigila que empleadores y ARL cumplan sus obligaciones.',
    },
    {
      topic: ACTORES,
      level: 'medium',
      kind: 'single',
      prompt:
        '¿Qué norma compila hoy las reglas de detalle del SG-SST y se conoce como Decreto Único Reglamentario del Sector Trabajo?',
      options: [
        { id: 'a', text: 'El Decreto 1295 de 1994', correct: false },
        { id: 'b', text: 'La Ley 1562 de 2012', correct: false },
        { id: 'c', text: 'El Decreto 1072 de 2015', correct: true },
        { id: 'd', text: 'La Resolución 0312 de 2019', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 es el Decreto Único Reglamentario del Sector Trabajo y reúne las reglas del SG-SST. La Resolución 0312 de 2019 fija los estándares mínimos que lo complementan.',
    },
    {
      topic: ACTORES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué norma modificó el Sistema General de Riesgos Laborales e introdujo el término SG-SST?',
      options: [
        { id: 'a', text: 'La Ley 1562 de 2012', correct: true },
        { id: 'b', text: 'La Resolución 2013 de 1986', correct: false },
        { id: 'c', text: 'La Ley 1010 de 2006', correct: false },
      ],
      explanation:
        'El sistema fue organizado por el Decreto 1295 de 1994 y modificado por la Ley 1562 de 2012, que introdujo el término Sistema de Gestión de la Seguridad y Salud en el Trabajo.',
    },
    {
      topic: ACTORES,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Cuando una empresa afilia a sus trabajadores a una ARL, la responsabilidad de diseñar e implementar el SG-SST pasa a la ARL.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'El empleador es el responsable de diseñar, implementar y mantener el SG-SST (Decreto 1072 de 2015). La ARL asesora, pero no reemplaza esa obligación.',
    },
    {
      topic: ACTORES,
      level: 'medium',
      kind: 'single',
      prompt: 'En una obra de construcción, ¿cuál de estas acciones corresponde al papel del trabajador en el sistema?',
      options: [
        { id: 'a', text: 'Pagar la cotización de riesgos laborales de la cuadrilla', correct: false },
        { id: 'b', text: 'Reconocer las incapacidades de los compañeros lesionados', correct: false },
        { id: 'c', text: 'Revisar el andamio antes de subir y reportar una baranda suelta', correct: true },
      ],
      explanation:
        'El trabajador cuida su salud, cumple los procedimientos e informa los peligros que detecta (Decreto 1072 de 2015). Pagar la cotización es del empleador y las incapacidades las reconoce la ARL.',
    },
    {
      topic: ACTORES,
      level: 'hard',
      kind: 'multiple',
      prompt: '¿Cuáles de estas funciones corresponden a la ARL?',
      options: [
        { id: 'a', text: 'Asesorar a las empresas en actividades de promoción y prevención', correct: true },
        { id: 'b', text: 'Reconocer prestaciones económicas por un accidente de trabajo', correct: true },
        { id: 'c', text: 'Firmar la política de SST de las empresas afiliadas', correct: false },
        { id: 'd', text: 'Cubrir la atención médica por una enfermedad laboral', correct: true },
        { id: 'e', text: 'Expedir las resoluciones sobre estándares mínimos', correct: false },
      ],
      explanation:
        'La ARL asegura a los afiliados (prestaciones asistenciales y económicas) y asesora en prevención. La política la firma el empleador y las resoluciones las expide el Ministerio del Trabajo.',
    },

    // Ciclo PHVA
    {
      topic: PHVA,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué significan las siglas PHVA del ciclo de mejora continua del SG-SST?',
      options: [
        { id: 'a', text: 'Prevenir, Habilitar, Vigilar y Auditar', correct: false },
        { id: 'b', text: 'Planificar, Hacer, Verificar y Actuar', correct: true },
        { id: 'c', text: 'Proteger, Hacer, Vigilar y Avisar', correct: false },
        { id: 'd', text: 'Planear, Homologar, Validar y Aprobar', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 adopta el ciclo PHVA (Planificar, Hacer, Verificar y Actuar) como base de la mejora continua del SG-SST.',
    },
    {
      topic: PHVA,
      level: 'easy',
      kind: 'single',
      prompt:
        'Una empresa hace su evaluación inicial, define su política y objetivos y elabora el plan anual de trabajo. ¿En qué fase del ciclo está?',
      options: [
        { id: 'a', text: 'Hacer', correct: false },
        { id: 'b', text: 'Actuar', correct: false },
        { id: 'c', text: 'Planificar', correct: true },
      ],
      explanation:
        'La evaluación inicial, la política, los objetivos, el plan anual y la asignación de recursos responden a la pregunta "¿qué vamos a hacer y cómo?", propia de la fase de planificar.',
    },
    {
      topic: PHVA,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una planta realiza las evaluaciones médicas, dicta las capacitaciones programadas y entrega los protectores auditivos. ¿A qué fase corresponden estas actividades?',
      options: [
        { id: 'a', text: 'Hacer', correct: true },
        { id: 'b', text: 'Verificar', correct: false },
        { id: 'c', text: 'Planificar', correct: false },
        { id: 'd', text: 'Actuar', correct: false },
      ],
      explanation:
        'Ejecutar controles, capacitaciones, evaluaciones médicas, el plan de emergencias y la entrega de EPP es la fase de hacer: poner en marcha lo planificado.',
    },
    {
      topic: PHVA,
      level: 'medium',
      kind: 'single',
      prompt:
        'Después de una auditoría, la empresa define acciones correctivas y ajusta su plan para el año siguiente. ¿En qué fase está?',
      options: [
        { id: 'a', text: 'Verificar', correct: false },
        { id: 'b', text: 'Actuar', correct: true },
        { id: 'c', text: 'Hacer', correct: false },
      ],
      explanation:
        'Las acciones preventivas y correctivas, los ajustes al plan y las lecciones aprendidas pertenecen a la fase de actuar, que responde a "¿qué debemos cambiar?".',
    },
    {
      topic: PHVA,
      level: 'medium',
      kind: 'true_false',
      prompt: 'El ciclo PHVA se recorre una sola vez, cuando la empresa implementa por primera vez su SG-SST.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'El SG-SST es un proceso basado en la mejora continua (Decreto 1072 de 2015): cada vuelta del ciclo parte de lo aprendido en la anterior y el sistema madura año tras año.',
    },
    {
      topic: PHVA,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estas actividades pertenecen a la fase de verificar?',
      options: [
        { id: 'a', text: 'Medir los indicadores del SG-SST', correct: true },
        { id: 'b', text: 'Entregar los elementos de protección personal', correct: false },
        { id: 'c', text: 'Realizar la auditoría interna', correct: true },
        { id: 'd', text: 'Hacer la revisión por la alta dirección', correct: true },
        { id: 'e', text: 'Redactar la política de SST', correct: false },
      ],
      explanation:
        'Indicadores, inspecciones, auditoría interna, revisión por la alta dirección e investigación de incidentes responden a "¿está funcionando?". La entrega de EPP es del hacer y la política, del planificar.',
    },
    {
      topic: PHVA,
      level: 'hard',
      kind: 'single',
      prompt:
        'Las auditorías de una empresa muestran los mismos hallazgos año tras año porque nadie cierra las acciones. ¿Qué error del ciclo revela esta situación?',
      options: [
        { id: 'a', text: 'Quedarse en la planificación', correct: false },
        { id: 'b', text: 'Hacer sin medir', correct: false },
        { id: 'c', text: 'Verificar sin actuar', correct: true },
        { id: 'd', text: 'Actuar sin planificar', correct: false },
      ],
      explanation:
        'Si los hallazgos se verifican pero no se corrigen, la fase de actuar está vacía y el ciclo se detiene: la mejora continua deja de existir.',
    },
    {
      topic: PHVA,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa dicta muchas capacitaciones y entrega EPP, pero no tiene indicadores ni inspecciones que muestren si sirvieron. ¿Qué fase del ciclo está débil?',
      options: [
        { id: 'a', text: 'Hacer', correct: false },
        { id: 'b', text: 'Verificar', correct: true },
        { id: 'c', text: 'Planificar', correct: false },
      ],
      explanation:
        'Es el error de "hacer sin medir": sin indicadores, inspecciones ni auditoría no hay forma de saber si las actividades funcionaron, y tampoco información para actuar.',
    },
    {
      topic: PHVA,
      level: 'hard',
      kind: 'true_false',
      prompt: 'En el ciclo PHVA del SG-SST, investigar los incidentes y accidentes hace parte de la fase de verificar.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La investigación de incidentes, junto con los indicadores, las inspecciones y la auditoría, permite comprobar si el sistema funciona; sus resultados alimentan luego la fase de actuar.',
    },

    // Política y objetivos
    {
      topic: POLITICA,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'La política de SST debe ser firmada por el empleador y divulgada a todos los niveles de la organización.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 exige que el empleador defina, firme y divulgue la política de SST a todos los niveles de la organización.',
    },
    {
      topic: POLITICA,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué es la política de Seguridad y Salud en el Trabajo?',
      options: [
        { id: 'a', text: 'El reglamento de sanciones para quien no use el EPP', correct: false },
        { id: 'b', text: 'El contrato de afiliación de la empresa con la ARL', correct: false },
        { id: 'c', text: 'El listado de peligros y riesgos de cada cargo', correct: false },
        { id: 'd', text: 'La declaración del compromiso de la alta dirección con la SST', correct: true },
      ],
      explanation:
        'La política es la declaración con la que la alta dirección asume su compromiso con la protección de los trabajadores; orienta las decisiones del sistema (Decreto 1072 de 2015).',
    },
    {
      topic: POLITICA,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estos compromisos debe contener como mínimo la política de SST?',
      options: [
        { id: 'a', text: 'Identificar peligros, valorar riesgos y establecer controles', correct: true },
        { id: 'b', text: 'Proteger solo al personal con contrato directo', correct: false },
        { id: 'c', text: 'Cumplir la normatividad vigente en riesgos laborales', correct: true },
        { id: 'd', text: 'Mejorar de manera continua el desempeño del sistema', correct: true },
        { id: 'e', text: 'Garantizar cero accidentes desde el primer año', correct: false },
      ],
      explanation:
        'La política incluye identificar peligros y controlar riesgos, proteger a todos los trabajadores sin importar su vinculación (incluidos contratistas), cumplir la normatividad y mejorar continuamente (Decreto 1072 de 2015).',
    },
    {
      topic: POLITICA,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué características deben tener los objetivos del SG-SST?',
      options: [
        { id: 'a', text: 'Generales e inspiradores, para motivar al personal', correct: false },
        { id: 'b', text: 'Claros, medibles, cuantificables y con metas definidas', correct: true },
        { id: 'c', text: 'Idénticos a los de la ARL, para facilitar la asesoría', correct: false },
      ],
      explanation:
        'Los objetivos deben entenderse sin ambigüedad, medirse con un número y una meta, y encajar con el plan de trabajo anual (Decreto 1072 de 2015, art. 2.2.4.6.18).',
    },
    {
      topic: POLITICA,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una clínica con alta exposición a riesgo biológico quiere fijar un objetivo de SST. ¿Cuál está mejor formulado?',
      options: [
        { id: 'a', text: 'Fomentar el autocuidado y la bioseguridad en todo el personal asistencial', correct: false },
        { id: 'b', text: 'Mejorar de forma permanente las condiciones de bioseguridad de la clínica', correct: false },
        {
          id: 'c',
          text: 'Vacunar contra hepatitis B al 100 % del personal asistencial antes del cierre del semestre',
          correct: true,
        },
      ],
      explanation:
        'Un objetivo bien formulado dice qué se mide, en quién, cuánto y en qué plazo, lo que permite construir un indicador (Decreto 1072 de 2015 exige objetivos medibles y con metas).',
    },
    {
      topic: POLITICA,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'La política de SST protege únicamente a los trabajadores con contrato laboral directo; los contratistas se rigen por su propia política.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'La política debe comprometerse a proteger la seguridad y la salud de todos los trabajadores sin importar su forma de vinculación, incluidos contratistas y subcontratistas (Decreto 1072 de 2015).',
    },
    {
      topic: POLITICA,
      level: 'hard',
      kind: 'single',
      prompt: 'Una empresa fija el objetivo "Mejorar la seguridad en la empresa". ¿Qué le falta principalmente?',
      options: [
        { id: 'a', text: 'Una meta medible, un alcance y un plazo para construir un indicador', correct: true },
        { id: 'b', text: 'La firma del asesor de la ARL que acompaña a la empresa', correct: false },
        { id: 'c', text: 'La aprobación previa del inspector del Ministerio del Trabajo', correct: false },
        { id: 'd', text: 'Una redacción en primera persona que motive a los trabajadores', correct: false },
      ],
      explanation:
        'Los objetivos deben ser medibles y cuantificables, con metas definidas (Decreto 1072 de 2015). Sin qué se mide, dónde, cuánto y cuándo, no se puede saber si se cumplió.',
    },
    {
      topic: POLITICA,
      level: 'hard',
      kind: 'single',
      prompt: '¿Con qué instrumento del SG-SST deben ser coherentes los objetivos de SST?',
      options: [
        { id: 'a', text: 'Con el reglamento interno de trabajo', correct: false },
        { id: 'b', text: 'Con el plan de trabajo anual', correct: true },
        { id: 'c', text: 'Con el contrato de afiliación a la ARL', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 pide que los objetivos sean coherentes con el plan de trabajo anual, que es donde se programan las actividades para alcanzarlos.',
    },
    {
      topic: POLITICA,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Una buena política de SST puede copiarse de otra empresa del mismo sector, porque lo que le da validez es la firma del gerente.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Además de firmada, la política debe escribirse para la empresa concreta y revisarse periódicamente para que siga siendo coherente con su realidad; una política copiada no orienta las decisiones del sistema.',
    },

    // Obligaciones y registros
    {
      topic: OBLIGACIONES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál de estas es una obligación del trabajador dentro del SG-SST?',
      options: [
        { id: 'a', text: 'Asignar los recursos financieros del sistema', correct: false },
        { id: 'b', text: 'Designar al responsable del SG-SST', correct: false },
        { id: 'c', text: 'Informar los peligros que detecte en su sitio de trabajo', correct: true },
        { id: 'd', text: 'Firmar y divulgar la política de SST', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 establece que el trabajador debe informar oportunamente los peligros y riesgos que detecte. Las demás opciones son obligaciones del empleador.',
    },
    {
      topic: OBLIGACIONES,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'La política de SST, la matriz de peligros y el plan anual de trabajo hacen parte de la documentación del SG-SST.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El SG-SST debe quedar documentado: política, objetivos, matriz de peligros, plan anual, programas de capacitación, procedimientos, planes de emergencia, indicadores e informes de auditoría, entre otros (Decreto 1072 de 2015).',
    },
    {
      topic: OBLIGACIONES,
      level: 'easy',
      kind: 'single',
      prompt: 'Según la Ley 1581 de 2012, ¿cómo se clasifica la información médica de un trabajador?',
      options: [
        { id: 'a', text: 'Como dato sensible', correct: true },
        { id: 'b', text: 'Como dato público', correct: false },
        { id: 'c', text: 'Como dato comercial', correct: false },
      ],
      explanation:
        'Los datos de salud son datos sensibles (Ley 1581 de 2012 y Decreto 1377 de 2013) y exigen una protección especial.',
    },
    {
      topic: OBLIGACIONES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué curso debe aprobar, entre otros requisitos, el responsable del SG-SST?',
      options: [
        { id: 'a', text: 'El curso de coordinador de trabajo en alturas de 80 horas', correct: false },
        { id: 'b', text: 'El curso virtual de 50 horas en SST de una entidad autorizada', correct: true },
        { id: 'c', text: 'Un diplomado presencial de 120 horas ofrecido por la ARL', correct: false },
        { id: 'd', text: 'La inducción en SST de 2 horas de la empresa', correct: false },
      ],
      explanation:
        'El responsable del SG-SST debe aprobar el curso virtual de 50 horas en SST, ofrecido solo por entidades autorizadas (Resolución 4927 de 2016).',
    },
    {
      topic: OBLIGACIONES,
      level: 'medium',
      kind: 'single',
      prompt:
        '¿Por qué deben conservarse durante tanto tiempo las mediciones ambientales y los exámenes médicos ocupacionales?',
      options: [
        { id: 'a', text: 'Porque la ARL los usa para fijar la tarifa de cotización', correct: false },
        { id: 'b', text: 'Porque el trabajador los necesita para su pensión de vejez', correct: false },
        { id: 'c', text: 'Porque algunas enfermedades laborales aparecen años después', correct: true },
      ],
      explanation:
        'Enfermedades como la hipoacusia por ruido o las causadas por sustancias químicas se manifiestan mucho después de la exposición; los registros permiten reconstruir esa historia (Decreto 1072 de 2015).',
    },
    {
      topic: OBLIGACIONES,
      level: 'medium',
      kind: 'single',
      prompt: 'En el SG-SST, ¿qué significa la obligación de "rendir cuentas"?',
      options: [
        {
          id: 'a',
          text: 'Que quienes tienen responsabilidades en el sistema informan periódicamente su desempeño',
          correct: true,
        },
        { id: 'b', text: 'Que la empresa entrega cada mes sus estados financieros a la ARL', correct: false },
        { id: 'c', text: 'Que el trabajador paga una multa cuando incumple un procedimiento', correct: false },
      ],
      explanation:
        'La rendición de cuentas es una obligación del empleador: quienes tienen responsabilidades en el SG-SST deben informar periódicamente sobre su desempeño (Decreto 1072 de 2015).',
    },
    {
      topic: OBLIGACIONES,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estos registros deben conservarse al menos 20 años después de terminada la relación laboral?',
      options: [
        { id: 'a', text: 'Resultados de los exámenes médicos ocupacionales', correct: true },
        { id: 'b', text: 'Mediciones ambientales del puesto de trabajo', correct: true },
        { id: 'c', text: 'Cotizaciones de proveedores no seleccionados', correct: false },
        { id: 'd', text: 'Registros de capacitación del trabajador', correct: true },
        { id: 'e', text: 'Reservas de la sala de reuniones', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 exige conservar por lo menos 20 años los resultados de exámenes médicos, las mediciones ambientales y los registros de capacitación y de entrega de EPP.',
    },
    {
      topic: OBLIGACIONES,
      level: 'hard',
      kind: 'multiple',
      prompt: '¿Cuáles de estos son deberes del trabajador según el Decreto 1072 de 2015?',
      options: [
        { id: 'a', text: 'Definir y asignar los recursos del SG-SST', correct: false },
        { id: 'b', text: 'Dar información veraz y completa sobre su salud', correct: true },
        { id: 'c', text: 'Participar en las capacitaciones de SST', correct: true },
        { id: 'd', text: 'Cuidar su propia salud en todos sus aspectos', correct: true },
        { id: 'e', text: 'Elaborar el plan de trabajo anual', correct: false },
      ],
      explanation:
        'El trabajador debe cuidar su salud, informar con veracidad su estado de salud, cumplir las normas, reportar peligros y participar en las capacitaciones (Decreto 1072 de 2015). Recursos y plan anual son del empleador.',
    },
    {
      topic: OBLIGACIONES,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'La historia clínica ocupacional queda bajo custodia del empleador, que puede consultarla para decidir reubicaciones.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'La historia clínica permanece bajo custodia del prestador de servicios de salud; el empleador recibe solo el concepto de aptitud, nunca el diagnóstico. Los datos de salud son sensibles (Ley 1581 de 2012).',
    },
    {
      topic: OBLIGACIONES,
      level: 'hard',
      kind: 'single',
      prompt: '¿En qué medio pueden manejarse los documentos del SG-SST?',
      options: [
        { id: 'a', text: 'Solo en papel, con firmas originales', correct: false },
        { id: 'b', text: 'Solo en la plataforma del Ministerio del Trabajo', correct: false },
        { id: 'c', text: 'Solo en el sistema de información de la ARL', correct: false },
        { id: 'd', text: 'En papel o digital, si son legibles y consultables', correct: true },
      ],
      explanation:
        'El SG-SST debe estar documentado (Decreto 1072 de 2015); los documentos pueden estar en papel o en medio digital siempre que sean legibles, estén identificados y se puedan consultar.',
    },
  ],
};
