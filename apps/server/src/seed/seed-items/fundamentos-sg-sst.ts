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
    {
      topic: ACTORES,
      level: 'easy',
      kind: 'single',
      prompt:
        '¿Qué entidad vigila que una empresa tenga implementado su SG-SST y puede imponerle sanciones por incumplirlo?',
      options: [
        { id: 'a', text: 'El Ministerio del Trabajo, por medio de sus inspectores', correct: true },
        { id: 'b', text: 'La EPS a la que están afiliados los trabajadores', correct: false },
        { id: 'c', text: 'El fondo de pensiones de los trabajadores', correct: false },
        { id: 'd', text: 'La caja de compensación familiar de la empresa', correct: false },
      ],
      explanation:
        'El Ministerio del Trabajo ejerce la inspección, vigilancia y control en riesgos laborales y puede sancionar a los empleadores que incumplen las normas del SG-SST (Ley 1562 de 2012).',
    },
    {
      topic: ACTORES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cómo se llamaban las ARL antes de la Ley 1562 de 2012?',
      options: [
        { id: 'a', text: 'Entidades Promotoras de Salud (EPS)', correct: false },
        { id: 'b', text: 'Administradoras de Riesgos Profesionales (ARP)', correct: true },
        { id: 'c', text: 'Cajas de Compensación Familiar (CCF)', correct: false },
        { id: 'd', text: 'Administradoras de Fondos de Pensiones (AFP)', correct: false },
      ],
      explanation:
        'La Ley 1562 de 2012 cambió el nombre del sistema a Sistema General de Riesgos Laborales, y las antiguas ARP pasaron a llamarse Administradoras de Riesgos Laborales (ARL).',
    },
    {
      topic: ACTORES,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'Con la Ley 1562 de 2012, la expresión «salud ocupacional» fue reemplazada por «Seguridad y Salud en el Trabajo».',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La Ley 1562 de 2012 dispuso que la salud ocupacional se entendiera en adelante como Seguridad y Salud en el Trabajo, y el programa de salud ocupacional como SG-SST.',
    },
    {
      topic: ACTORES,
      level: 'easy',
      kind: 'single',
      prompt:
        'Dentro del sistema de riesgos laborales, ¿quién tiene el deber de cuidar su propia salud e informar los peligros que encuentra en su puesto?',
      options: [
        { id: 'a', text: 'El trabajador', correct: true },
        { id: 'b', text: 'La ARL', correct: false },
        { id: 'c', text: 'El inspector del trabajo', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 le asigna al trabajador el deber de procurar el cuidado integral de su salud y de informar oportunamente los peligros y riesgos de su sitio de trabajo.',
    },
    {
      topic: ACTORES,
      level: 'easy',
      kind: 'single',
      prompt:
        'Una trabajadora se fractura la muñeca al caer por una escalera de la bodega mientras despachaba un pedido. ¿Qué entidad asume la atención y la incapacidad por este accidente de trabajo?',
      options: [
        { id: 'a', text: 'La EPS, como en cualquier enfermedad general', correct: false },
        { id: 'b', text: 'El Ministerio del Trabajo', correct: false },
        { id: 'c', text: 'La ARL a la que está afiliada', correct: true },
        { id: 'd', text: 'El comité paritario de la empresa', correct: false },
      ],
      explanation:
        'Los eventos de origen laboral los cubre la ARL, que reconoce las prestaciones asistenciales y económicas del trabajador afiliado (Decreto 1295 de 1994 y Ley 776 de 2002).',
    },
    {
      topic: ACTORES,
      level: 'easy',
      kind: 'single',
      prompt: 'Una empresa tiene 6 trabajadores. ¿Qué figura representa la participación de los trabajadores en SST?',
      options: [
        { id: 'a', text: 'El COPASST con cuatro representantes por cada parte', correct: false },
        { id: 'b', text: 'El vigía de Seguridad y Salud en el Trabajo', correct: true },
        { id: 'c', text: 'La junta regional de calificación de invalidez', correct: false },
      ],
      explanation:
        'Las empresas con menos de 10 trabajadores nombran un vigía en SST; a partir de 10 trabajadores se conforma el COPASST (Resolución 2013 de 1986 y Decreto 1295 de 1994).',
    },
    {
      topic: ACTORES,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'Una empresa con 25 trabajadores debe conformar un Comité Paritario de Seguridad y Salud en el Trabajo (COPASST).',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Las empresas con 10 o más trabajadores deben tener COPASST; las que tienen menos de 10 nombran un vigía (Resolución 2013 de 1986 y Decreto 1295 de 1994).',
    },
    {
      topic: ACTORES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué ley regula en Colombia la prevención, corrección y sanción del acoso laboral?',
      options: [
        { id: 'a', text: 'La Ley 1562 de 2012', correct: false },
        { id: 'b', text: 'La Ley 100 de 1993', correct: false },
        { id: 'c', text: 'La Ley 1581 de 2012', correct: false },
        { id: 'd', text: 'La Ley 1010 de 2006', correct: true },
      ],
      explanation:
        'La Ley 1010 de 2006 define el acoso laboral y sus modalidades y establece medidas para prevenirlo, corregirlo y sancionarlo.',
    },
    {
      topic: ACTORES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Quién designa a la persona responsable del SG-SST en una empresa?',
      options: [
        { id: 'a', text: 'El empleador', correct: true },
        { id: 'b', text: 'La ARL de la empresa', correct: false },
        { id: 'c', text: 'El COPASST, por votación', correct: false },
        { id: 'd', text: 'El inspector del trabajo', correct: false },
      ],
      explanation:
        'Entre las obligaciones del empleador está designar un responsable del SG-SST con la formación exigida (Decreto 1072 de 2015).',
    },
    {
      topic: ACTORES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué significa la sigla ARL?',
      options: [
        { id: 'a', text: 'Asociación de Riesgos Locales', correct: false },
        { id: 'b', text: 'Administradora de Riesgos Laborales', correct: true },
        { id: 'c', text: 'Auditoría de Riesgos Legales', correct: false },
        { id: 'd', text: 'Agencia de Regulación Laboral', correct: false },
      ],
      explanation:
        'La ARL es la Administradora de Riesgos Laborales, nombre que adoptaron las antiguas ARP con la Ley 1562 de 2012.',
    },
    {
      topic: ACTORES,
      level: 'easy',
      kind: 'true_false',
      prompt: 'La EPS es la entidad que reconoce la incapacidad cuando un trabajador sufre un accidente de trabajo.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Las incapacidades por accidente de trabajo o enfermedad laboral las reconoce la ARL; la EPS atiende las de origen común (Ley 776 de 2002).',
    },
    {
      topic: ACTORES,
      level: 'easy',
      kind: 'single',
      prompt: 'En una constructora, ¿quién decide con qué ARL se afilian los trabajadores?',
      options: [
        { id: 'a', text: 'Cada trabajador, según su preferencia personal', correct: false },
        { id: 'b', text: 'El Ministerio del Trabajo, por sorteo anual', correct: false },
        { id: 'c', text: 'El empleador, que hace la afiliación', correct: true },
      ],
      explanation:
        'La selección de la ARL y la afiliación de los trabajadores dependientes le corresponden al empleador (Decreto 1295 de 1994).',
    },
    {
      topic: ACTORES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué significa la sigla COPASST?',
      options: [
        { id: 'a', text: 'Consejo de Prevención y Atención en Salud del Trabajo', correct: false },
        { id: 'b', text: 'Comisión Permanente de Auditoría en SST', correct: false },
        { id: 'c', text: 'Comité Paritario de Seguridad y Salud en el Trabajo', correct: true },
        { id: 'd', text: 'Comité de Protección y Asistencia Social al Trabajador', correct: false },
      ],
      explanation:
        'El COPASST es el Comité Paritario de Seguridad y Salud en el Trabajo: paritario porque lo integran en igual número representantes del empleador y de los trabajadores (Resolución 2013 de 1986).',
    },
    {
      topic: ACTORES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Por qué se dice que el COPASST es un comité «paritario»?',
      options: [
        {
          id: 'a',
          text: 'Porque todos sus miembros reciben el mismo salario durante el periodo del comité',
          correct: false,
        },
        {
          id: 'b',
          text: 'Porque la ARL y el empleador nombran la misma cantidad de integrantes cada año',
          correct: false,
        },
        { id: 'c', text: 'Porque debe reunirse el mismo número de veces que el comité de convivencia', correct: false },
        {
          id: 'd',
          text: 'Porque tiene igual número de representantes del empleador y de los trabajadores',
          correct: true,
        },
      ],
      explanation:
        'La Resolución 2013 de 1986 organiza el comité con igual número de representantes del empleador y de los trabajadores, con sus respectivos suplentes.',
    },
    {
      topic: ACTORES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cómo llegan al COPASST los representantes de los trabajadores?',
      options: [
        { id: 'a', text: 'Los eligen los trabajadores por votación', correct: true },
        { id: 'b', text: 'Los designa el gerente de la empresa a dedo', correct: false },
        { id: 'c', text: 'Los asigna la ARL entre sus propios asesores', correct: false },
        { id: 'd', text: 'Los nombra el responsable del SG-SST cada año', correct: false },
      ],
      explanation:
        'Según la Resolución 2013 de 1986, el empleador designa directamente a sus representantes y los trabajadores eligen a los suyos por votación.',
    },
    {
      topic: ACTORES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuánto dura el periodo de los integrantes del COPASST?',
      options: [
        { id: 'a', text: 'Un año', correct: false },
        { id: 'b', text: 'Dos años', correct: true },
        { id: 'c', text: 'Cuatro años', correct: false },
        { id: 'd', text: 'Seis meses', correct: false },
      ],
      explanation:
        'El Decreto 1295 de 1994 fijó en dos años el periodo de los miembros del comité paritario, que pueden ser reelegidos.',
    },
    {
      topic: ACTORES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Con qué frecuencia mínima debe reunirse el COPASST?',
      options: [
        { id: 'a', text: 'Una vez al mes', correct: true },
        { id: 'b', text: 'Una vez al año', correct: false },
        { id: 'c', text: 'Una vez cada semestre', correct: false },
      ],
      explanation:
        'La Resolución 2013 de 1986 establece que el comité se reúna por lo menos una vez al mes en horario de trabajo, además de reuniones extraordinarias cuando ocurra un accidente grave.',
    },
    {
      topic: ACTORES,
      level: 'medium',
      kind: 'single',
      prompt:
        '¿Cuántas horas semanales, como mínimo, debe permitir el empleador a los integrantes del COPASST para las funciones del comité dentro de la jornada?',
      options: [
        { id: 'a', text: 'Una hora', correct: false },
        { id: 'b', text: 'Ocho horas', correct: false },
        { id: 'c', text: 'Cuatro horas', correct: true },
        { id: 'd', text: 'Dos horas', correct: false },
      ],
      explanation:
        'El Decreto 1295 de 1994 obliga al empleador a dar a los miembros del comité por lo menos cuatro horas semanales de la jornada para el funcionamiento del comité.',
    },
    {
      topic: ACTORES,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'El presidente del COPASST lo designa el empleador, y el secretario lo elige el comité entre sus miembros.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Así lo establece la Resolución 2013 de 1986: el empleador nombra al presidente entre sus representantes y el comité, en pleno, elige al secretario.',
    },
    {
      topic: ACTORES,
      level: 'medium',
      kind: 'single',
      prompt: 'En una fábrica de 120 trabajadores, ¿cuántos representantes principales tiene cada parte en el COPASST?',
      options: [
        { id: 'a', text: 'Uno por el empleador y uno por los trabajadores', correct: false },
        { id: 'b', text: 'Tres por el empleador y tres por los trabajadores', correct: false },
        { id: 'c', text: 'Cuatro por el empleador y cuatro por los trabajadores', correct: false },
        { id: 'd', text: 'Dos por el empleador y dos por los trabajadores', correct: true },
      ],
      explanation:
        'Según la Resolución 2013 de 1986, las empresas de 50 a 499 trabajadores tienen dos representantes por cada parte, con sus suplentes.',
    },
    {
      topic: ACTORES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un contratista independiente firma un contrato de prestación de servicios por seis meses con una empresa. ¿Qué ocurre con su afiliación a riesgos laborales?',
      options: [
        { id: 'a', text: 'Debe estar afiliado, porque su contrato supera un mes', correct: true },
        { id: 'b', text: 'Puede elegir libremente si se afilia o no', correct: false },
        { id: 'c', text: 'Queda cubierto por la ARL de los empleados de la empresa', correct: false },
        { id: 'd', text: 'Solo debe afiliarse si trabaja en una actividad de riesgo V', correct: false },
      ],
      explanation:
        'La Ley 1562 de 2012 hizo obligatoria la afiliación de las personas con contrato de prestación de servicios de duración superior a un mes.',
    },
    {
      topic: ACTORES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un contratista independiente ejecuta un contrato en una actividad clasificada como riesgo V. ¿Quién paga su cotización a riesgos laborales?',
      options: [
        { id: 'a', text: 'El mismo contratista', correct: false },
        { id: 'b', text: 'El contratante', correct: true },
        { id: 'c', text: 'La ARL, con sus reservas técnicas', correct: false },
        { id: 'd', text: 'El Fondo de Riesgos Laborales', correct: false },
      ],
      explanation:
        'Para los contratistas independientes, la Ley 1562 de 2012 pone la cotización a cargo del contratante cuando el riesgo es IV o V; en los riesgos I, II y III la paga el contratista.',
    },
    {
      topic: ACTORES,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'En Colombia, las empresas se clasifican en cinco clases de riesgo para efectos de la afiliación y la cotización a riesgos laborales.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El Decreto 1295 de 1994 estableció cinco clases de riesgo, de la I (riesgo mínimo) a la V (riesgo máximo), que determinan la tarifa de cotización.',
    },
    {
      topic: ACTORES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué clase de riesgo corresponde al riesgo máximo en la tabla de clasificación de empresas?',
      options: [
        { id: 'a', text: 'Clase I', correct: false },
        { id: 'b', text: 'Clase V', correct: true },
        { id: 'c', text: 'Clase III', correct: false },
      ],
      explanation:
        'La tabla del Decreto 1295 de 1994 va de la clase I, riesgo mínimo, a la clase V, riesgo máximo; a mayor clase, mayor tarifa de cotización.',
    },
    {
      topic: ACTORES,
      level: 'medium',
      kind: 'single',
      prompt:
        '¿Qué prestación económica reconoce la ARL a un trabajador que está incapacitado temporalmente por un accidente de trabajo?',
      options: [
        { id: 'a', text: 'Un subsidio igual a dos tercios de su salario mensual', correct: false },
        { id: 'b', text: 'Un auxilio único de un salario mínimo mensual vigente', correct: false },
        { id: 'c', text: 'Un subsidio del 100 % de su salario base de cotización', correct: true },
        { id: 'd', text: 'Un préstamo que se le descuenta después por nómina', correct: false },
      ],
      explanation:
        'La Ley 776 de 2002 establece que el trabajador con incapacidad temporal de origen laboral recibe un subsidio equivalente al 100 % de su salario base de cotización.',
    },
    {
      topic: ACTORES,
      level: 'medium',
      kind: 'multiple',
      prompt:
        '¿Cuáles de estas son prestaciones asistenciales que la ARL garantiza al trabajador que sufre un accidente de trabajo?',
      options: [
        { id: 'a', text: 'Atención médica, quirúrgica y farmacéutica', correct: true },
        { id: 'b', text: 'Rehabilitación física y profesional', correct: true },
        { id: 'c', text: 'Pensión de sobrevivientes', correct: false },
        { id: 'd', text: 'Suministro de prótesis y órtesis', correct: true },
        { id: 'e', text: 'Indemnización por incapacidad permanente parcial', correct: false },
      ],
      explanation:
        'Las prestaciones asistenciales son servicios de salud: atención médica, hospitalización, medicamentos, prótesis, rehabilitación y traslados. La pensión de sobrevivientes y la indemnización son prestaciones económicas (Decreto 1295 de 1994).',
    },
    {
      topic: ACTORES,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estas son prestaciones económicas del Sistema General de Riesgos Laborales?',
      options: [
        { id: 'a', text: 'Subsidio por incapacidad temporal', correct: true },
        { id: 'b', text: 'Servicio de hospitalización', correct: false },
        { id: 'c', text: 'Pensión de invalidez', correct: true },
        { id: 'd', text: 'Auxilio funerario', correct: true },
        { id: 'e', text: 'Suministro de medicamentos', correct: false },
      ],
      explanation:
        'El sistema reconoce como prestaciones económicas el subsidio por incapacidad temporal, la indemnización por incapacidad permanente parcial, la pensión de invalidez, la de sobrevivientes y el auxilio funerario (Decreto 1295 de 1994 y Ley 776 de 2002).',
    },
    {
      topic: ACTORES,
      level: 'medium',
      kind: 'single',
      prompt: '¿A qué entidades debe reportar el empleador un accidente de trabajo de uno de sus trabajadores?',
      options: [
        { id: 'a', text: 'Solo al Ministerio del Trabajo', correct: false },
        { id: 'b', text: 'Al fondo de pensiones y a la caja de compensación', correct: false },
        { id: 'c', text: 'Solo al COPASST de la empresa', correct: false },
        { id: 'd', text: 'A la ARL y a la EPS del trabajador', correct: true },
      ],
      explanation:
        'El empleador reporta el accidente de trabajo a la ARL y a la EPS dentro de los dos días hábiles siguientes (Decreto 1295 de 1994 y Resolución 156 de 2005).',
    },
    {
      topic: ACTORES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Según la Resolución 1401 de 2007, ¿quiénes integran como mínimo el equipo que investiga un accidente de trabajo?',
      options: [
        {
          id: 'a',
          text: 'El jefe inmediato, un miembro del COPASST o el vigía y el responsable de SST',
          correct: true,
        },
        { id: 'b', text: 'El gerente general, el abogado de la empresa y el trabajador accidentado', correct: false },
        {
          id: 'c',
          text: 'Un asesor de la ARL, un inspector del trabajo y un médico de la EPS del trabajador',
          correct: false,
        },
        { id: 'd', text: 'Dos trabajadores escogidos por sorteo y el jefe de recursos humanos', correct: false },
      ],
      explanation:
        'La Resolución 1401 de 2007 conforma el equipo investigador con el jefe inmediato o supervisor, un representante del COPASST o el vigía y el encargado del desarrollo del SG-SST.',
    },
    {
      topic: ACTORES,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Si la ARL considera que el accidente de un trabajador no es de origen laboral y el trabajador no está de acuerdo, la controversia puede llevarse a la junta regional de calificación de invalidez.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Las discrepancias sobre el origen o la pérdida de capacidad laboral se resuelven ante las juntas de calificación de invalidez: primero la regional y, en apelación, la nacional (Ley 100 de 1993).',
    },
    {
      topic: ACTORES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué papel cumple la ARL frente al COPASST o el vigía de sus empresas afiliadas?',
      options: [
        { id: 'a', text: 'Nombra a sus integrantes y fija la agenda de sus reuniones', correct: false },
        { id: 'b', text: 'Los capacita y asesora en la implementación del SG-SST', correct: true },
        { id: 'c', text: 'Aprueba sus actas antes de que se firmen en cada reunión', correct: false },
        { id: 'd', text: 'Reemplaza al comité en los meses en que no sesiona', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 obliga a las ARL a capacitar al COPASST o al vigía y a prestar asesoría y asistencia técnica a las empresas afiliadas en el SG-SST.',
    },
    {
      topic: ACTORES,
      level: 'medium',
      kind: 'single',
      prompt:
        '¿Qué norma de 1994 organizó el Sistema General de Riesgos Profesionales, antecedente del actual sistema de riesgos laborales?',
      options: [
        { id: 'a', text: 'La Resolución 2013 de 1986', correct: false },
        { id: 'b', text: 'El Decreto 1072 de 2015', correct: false },
        { id: 'c', text: 'El Decreto 1295 de 1994', correct: true },
        { id: 'd', text: 'La Ley 1010 de 2006', correct: false },
      ],
      explanation:
        'El Decreto 1295 de 1994 determinó la organización y administración del entonces Sistema General de Riesgos Profesionales, que la Ley 1562 de 2012 llamó de Riesgos Laborales.',
    },
    {
      topic: ACTORES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un trabajador de una empresa de servicios temporales es enviado en misión a una planta de alimentos. ¿Qué debe hacer la empresa usuaria en materia de SST?',
      options: [
        { id: 'a', text: 'Nada, porque el empleador es la empresa temporal', correct: false },
        { id: 'b', text: 'Pedirle que compre sus propios elementos de protección', correct: false },
        { id: 'c', text: 'Afiliarlo de nuevo a una segunda ARL', correct: false },
        { id: 'd', text: 'Incluirlo en su SG-SST, como a sus propios trabajadores', correct: true },
      ],
      explanation:
        'El Decreto 1072 de 2015 incluye a los trabajadores en misión en el SG-SST de la empresa usuaria, que debe protegerlos como a sus propios trabajadores; la empresa temporal los afilia a la ARL.',
    },
    {
      topic: ACTORES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un trabajador con contrato laboral sufre un accidente de trabajo el martes a las 4 p. m. ¿Hasta cuándo tiene el empleador para reportarlo a la ARL y a la EPS, si el miércoles y el jueves son días hábiles?',
      options: [
        { id: 'a', text: 'Hasta el jueves, dentro de los dos días hábiles siguientes', correct: true },
        { id: 'b', text: 'Hasta el martes siguiente, dentro de los cinco días hábiles', correct: false },
        { id: 'c', text: 'Hasta el fin de mes, con el informe mensual de novedades', correct: false },
        { id: 'd', text: 'Hasta que termine la incapacidad del trabajador', correct: false },
      ],
      explanation:
        'El reporte del accidente debe hacerse dentro de los dos días hábiles siguientes a su ocurrencia (Decreto 1295 de 1994 y Resolución 156 de 2005): miércoles y jueves.',
    },
    {
      topic: ACTORES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un auxiliar de obra muere en una caída desde un andamio. Además de la ARL y la EPS, ¿a quién debe reportar el empleador este accidente?',
      options: [
        { id: 'a', text: 'A la Superintendencia de Industria y Comercio', correct: false },
        { id: 'b', text: 'A la dirección territorial del Ministerio del Trabajo', correct: true },
        { id: 'c', text: 'Al fondo de pensiones del trabajador', correct: false },
        { id: 'd', text: 'A la junta nacional de calificación de invalidez', correct: false },
      ],
      explanation:
        'Los accidentes graves y mortales deben reportarse también al Ministerio del Trabajo, por medio de su dirección territorial, dentro de los dos días hábiles siguientes (Decreto 1072 de 2015).',
    },
    {
      topic: ACTORES,
      level: 'hard',
      kind: 'single',
      prompt: 'Después de un accidente de trabajo grave, ¿en qué plazo debe el empleador adelantar la investigación?',
      options: [
        { id: 'a', text: 'Dentro de los dos días hábiles siguientes', correct: false },
        { id: 'b', text: 'Dentro de los seis meses siguientes', correct: false },
        { id: 'c', text: 'Dentro de los 15 días siguientes al accidente', correct: true },
        { id: 'd', text: 'Cuando termine la incapacidad del trabajador', correct: false },
      ],
      explanation:
        'La Resolución 1401 de 2007 fija 15 días siguientes a la ocurrencia del evento para investigar. Los dos días hábiles son el plazo para reportar, no para investigar.',
    },
    {
      topic: ACTORES,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Cuando un accidente de trabajo es grave o mortal, en la investigación debe participar un profesional con licencia en Seguridad y Salud en el Trabajo, propio o contratado.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La Resolución 1401 de 2007 exige que, en accidentes graves o mortales, el equipo investigador cuente con un profesional con licencia en salud ocupacional (hoy SST), propio o contratado.',
    },
    {
      topic: ACTORES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa de 40 trabajadores se afilia a una ARL y le deja al asesor de esta la matriz de peligros, el plan anual y la investigación de accidentes. Un inspector visita la empresa. ¿Qué concluirá?',
      options: [
        { id: 'a', text: 'Que la ARL debe responder por cualquier incumplimiento del sistema', correct: false },
        { id: 'b', text: 'Que la empresa cumple, pues la ARL está autorizada para asumir el sistema', correct: false },
        { id: 'c', text: 'Que la responsabilidad se divide por partes iguales entre empresa y ARL', correct: false },
        {
          id: 'd',
          text: 'Que el empleador sigue siendo el responsable del SG-SST, aunque reciba asesoría',
          correct: true,
        },
      ],
      explanation:
        'El Decreto 1072 de 2015 hace responsable al empleador de diseñar, implementar y mantener el SG-SST; la ARL asesora y apoya, pero no asume esa obligación.',
    },
    {
      topic: ACTORES,
      level: 'hard',
      kind: 'multiple',
      prompt: 'En una empresa de 80 trabajadores, ¿cuáles de estas afirmaciones sobre el COPASST son correctas?',
      options: [
        {
          id: 'a',
          text: 'Tiene dos representantes principales del empleador y dos de los trabajadores',
          correct: true,
        },
        { id: 'b', text: 'Su periodo es de seis meses, sin posibilidad de reelección', correct: false },
        {
          id: 'c',
          text: 'Sus integrantes tienen derecho a cuatro horas semanales de la jornada para el comité',
          correct: true,
        },
        { id: 'd', text: 'Se reúne por lo menos una vez al mes', correct: true },
        { id: 'e', text: 'Sus miembros por los trabajadores los escoge la ARL', correct: false },
      ],
      explanation:
        'Para empresas de 50 a 499 trabajadores hay dos representantes por parte; el comité se reúne mensualmente, su periodo es de dos años y el empleador concede cuatro horas semanales (Resolución 2013 de 1986 y Decreto 1295 de 1994).',
    },
    {
      topic: ACTORES,
      level: 'hard',
      kind: 'single',
      prompt:
        'La ARL califica en primera oportunidad una pérdida de capacidad laboral del 30 % por un accidente de trabajo. ¿Qué prestación económica corresponde?',
      options: [
        { id: 'a', text: 'Una indemnización por incapacidad permanente parcial', correct: true },
        { id: 'b', text: 'Una pensión de invalidez de origen laboral vitalicia', correct: false },
        { id: 'c', text: 'Una pensión de sobrevivientes para su familia', correct: false },
        { id: 'd', text: 'Un auxilio funerario para sus beneficiarios', correct: false },
      ],
      explanation:
        'La Ley 776 de 2002 considera incapacidad permanente parcial una pérdida de capacidad laboral de al menos 5 % e inferior a 50 %, que se indemniza; desde el 50 % hay invalidez.',
    },
    {
      topic: ACTORES,
      level: 'hard',
      kind: 'single',
      prompt:
        '¿Desde qué porcentaje de pérdida de capacidad laboral se considera inválido a un trabajador para efectos del sistema de riesgos laborales?',
      options: [
        { id: 'a', text: 'Desde el 5 %', correct: false },
        { id: 'b', text: 'Desde el 50 %', correct: true },
        { id: 'c', text: 'Desde el 30 %', correct: false },
        { id: 'd', text: 'Desde el 75 %', correct: false },
      ],
      explanation:
        'Según la Ley 776 de 2002, se considera inválida la persona que pierde el 50 % o más de su capacidad laboral por un accidente de trabajo o una enfermedad laboral.',
    },
    {
      topic: ACTORES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un contratista independiente trabaja en un contrato de seis meses en una actividad de riesgo II. ¿Quién paga su cotización a riesgos laborales?',
      options: [
        { id: 'a', text: 'El contratante, en todos los casos', correct: false },
        { id: 'b', text: 'La ARL con cargo a promoción y prevención', correct: false },
        { id: 'c', text: 'El propio contratista', correct: true },
        { id: 'd', text: 'La EPS del contratista', correct: false },
      ],
      explanation:
        'Según la Ley 1562 de 2012, el contratista independiente paga su cotización en los riesgos I, II y III; el contratante la asume solo cuando el riesgo es IV o V.',
    },
    {
      topic: ACTORES,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'El grave incumplimiento del trabajador de las instrucciones y reglamentos de prevención de riesgos que haya adoptado la empresa puede ser justa causa para terminar su contrato.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El Decreto 1295 de 1994 establece que el grave incumplimiento de las instrucciones, reglamentos y determinaciones de prevención de riesgos por parte del trabajador es justa causa para dar por terminado el vínculo laboral.',
    },
    {
      topic: ACTORES,
      level: 'hard',
      kind: 'single',
      prompt:
        '¿Qué sanción puede imponer el Ministerio del Trabajo a un empleador que incumple las normas del SG-SST, según la Ley 1562 de 2012?',
      options: [
        { id: 'a', text: 'Una multa fija de 10 salarios mínimos, sin importar la falta', correct: false },
        { id: 'b', text: 'El retiro de la afiliación de los trabajadores a la ARL', correct: false },
        { id: 'c', text: 'La suspensión del registro mercantil por un año', correct: false },
        { id: 'd', text: 'Una multa de hasta 500 salarios mínimos mensuales legales vigentes', correct: true },
      ],
      explanation:
        'La Ley 1562 de 2012 prevé multas de hasta 500 salarios mínimos mensuales por incumplir las normas y obligaciones de SST; el Decreto 472 de 2015 las gradúa según la gravedad de la falta y el tamaño de la empresa.',
    },
    {
      topic: ACTORES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un operario contratado para trabajar desde el lunes fue afiliado a la ARL ese mismo lunes, cuando ya estaba en su puesto, y se lesionó en la mañana. ¿Qué problema presenta esta afiliación?',
      options: [
        {
          id: 'a',
          text: 'Ninguno, porque la afiliación cubre los eventos ocurridos desde el primer día del mes en curso',
          correct: false,
        },
        {
          id: 'b',
          text: 'Ninguno, porque la ARL cubre a cualquier trabajador del país aunque todavía no esté afiliado',
          correct: false,
        },
        {
          id: 'c',
          text: 'La cobertura empieza el día calendario siguiente a la afiliación, así que ese día no tenía cobertura',
          correct: true,
        },
      ],
      explanation:
        'La cobertura de riesgos laborales inicia el día calendario siguiente a la afiliación; por eso el empleador debe afiliar al trabajador antes de que empiece a laborar, o responderá él mismo por las prestaciones (Decreto 1772 de 1994 y Decreto 1295 de 1994).',
    },
    {
      topic: ACTORES,
      level: 'hard',
      kind: 'multiple',
      prompt: '¿Cuáles de estas personas deben incluirse en el SG-SST de una empresa según el Decreto 1072 de 2015?',
      options: [
        { id: 'a', text: 'Los trabajadores con contrato laboral', correct: true },
        { id: 'b', text: 'Los contratistas con contrato de prestación de servicios', correct: true },
        { id: 'c', text: 'Los trabajadores en misión de una empresa de servicios temporales', correct: true },
        { id: 'd', text: 'Los clientes que visitan la tienda de la empresa', correct: false },
      ],
      explanation:
        'El SG-SST cubre a los trabajadores dependientes, a los contratistas con contrato civil, comercial o administrativo y a los trabajadores en misión (Decreto 1072 de 2015). Los clientes no son trabajadores, aunque la empresa deba velar por su seguridad.',
    },
    {
      topic: ACTORES,
      level: 'hard',
      kind: 'single',
      prompt:
        '¿Qué entidad resuelve en segunda instancia las apelaciones contra los dictámenes de las juntas regionales de calificación de invalidez?',
      options: [
        { id: 'a', text: 'La Junta Nacional de Calificación de Invalidez', correct: true },
        { id: 'b', text: 'La Corte Suprema de Justicia', correct: false },
        { id: 'c', text: 'La ARL que hizo la calificación inicial', correct: false },
        { id: 'd', text: 'El Ministerio de Salud y Protección Social', correct: false },
      ],
      explanation:
        'Los dictámenes de las juntas regionales pueden apelarse ante la Junta Nacional de Calificación de Invalidez, que decide en segunda instancia (Ley 100 de 1993).',
    },
    {
      topic: PHVA,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué pregunta guía orienta la fase de verificar del ciclo PHVA?',
      options: [
        { id: 'a', text: '¿Qué vamos a hacer y cómo?', correct: false },
        { id: 'b', text: '¿Está funcionando lo que hicimos?', correct: true },
        { id: 'c', text: '¿Lo estamos ejecutando?', correct: false },
        { id: 'd', text: '¿Qué debemos cambiar?', correct: false },
      ],
      explanation:
        'Verificar consiste en revisar si las acciones implementadas logran los resultados esperados, con indicadores, inspecciones y auditoría (Decreto 1072 de 2015).',
    },
    {
      topic: PHVA,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué pregunta guía orienta la fase de actuar del ciclo PHVA?',
      options: [
        { id: 'a', text: '¿Qué debemos cambiar?', correct: true },
        { id: 'b', text: '¿Está funcionando?', correct: false },
        { id: 'c', text: '¿Qué vamos a hacer y cómo?', correct: false },
      ],
      explanation:
        'Actuar es realizar acciones de mejora a partir de lo que mostró la verificación, para obtener mejores resultados en SST (Decreto 1072 de 2015).',
    },
    {
      topic: PHVA,
      level: 'easy',
      kind: 'single',
      prompt:
        'Una empresa instala una guarda de protección en una sierra, como lo había previsto en su plan anual. ¿En qué fase del ciclo PHVA está?',
      options: [
        { id: 'a', text: 'Planificar', correct: false },
        { id: 'b', text: 'Verificar', correct: false },
        { id: 'c', text: 'Hacer', correct: true },
        { id: 'd', text: 'Actuar', correct: false },
      ],
      explanation:
        'Instalar un control que ya estaba planificado es poner en marcha lo planeado, es decir, la fase de hacer.',
    },
    {
      topic: PHVA,
      level: 'easy',
      kind: 'single',
      prompt:
        '¿Qué norma establece que el SG-SST se desarrolla como un proceso por etapas basado en la mejora continua y el ciclo PHVA?',
      options: [
        { id: 'a', text: 'La Ley 1010 de 2006', correct: false },
        { id: 'b', text: 'La Ley 1581 de 2012', correct: false },
        { id: 'c', text: 'La Resolución 2013 de 1986', correct: false },
        { id: 'd', text: 'El Decreto 1072 de 2015', correct: true },
      ],
      explanation:
        'El Decreto 1072 de 2015 define el SG-SST como un proceso lógico y por etapas, basado en la mejora continua, que incluye la política, la organización, la planificación, la aplicación, la evaluación, la auditoría y las acciones de mejora.',
    },
    {
      topic: PHVA,
      level: 'easy',
      kind: 'true_false',
      prompt: 'La fase de hacer del ciclo PHVA consiste en poner en marcha las medidas que se planificaron.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Según el Decreto 1072 de 2015, hacer es implementar las medidas planificadas: controles, capacitaciones, evaluaciones médicas, plan de emergencias, entre otras.',
    },
    {
      topic: PHVA,
      level: 'easy',
      kind: 'single',
      prompt:
        'Una empresa realiza un simulacro de evacuación previsto en su plan de emergencias. ¿A qué fase del ciclo pertenece esta actividad?',
      options: [
        { id: 'a', text: 'Planificar', correct: false },
        { id: 'b', text: 'Hacer', correct: true },
        { id: 'c', text: 'Actuar', correct: false },
      ],
      explanation:
        'Ejecutar el plan de emergencias, incluidos los simulacros, es parte de la fase de hacer: llevar a la práctica lo planificado.',
    },
    {
      topic: PHVA,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál es el propósito principal del ciclo PHVA dentro del SG-SST?',
      options: [
        { id: 'a', text: 'Lograr la mejora continua del sistema', correct: true },
        { id: 'b', text: 'Reemplazar la identificación de peligros', correct: false },
        { id: 'c', text: 'Repartir las multas entre las áreas', correct: false },
        { id: 'd', text: 'Eliminar la necesidad de auditorías', correct: false },
      ],
      explanation:
        'El ciclo PHVA es la forma en que el SG-SST se organiza para mejorar continuamente la seguridad y la salud de los trabajadores (Decreto 1072 de 2015).',
    },
    {
      topic: PHVA,
      level: 'easy',
      kind: 'single',
      prompt:
        'La gerencia de una empresa revisa los resultados del SG-SST del año para saber si se cumplieron los objetivos. ¿En qué fase del ciclo está?',
      options: [
        { id: 'a', text: 'Hacer', correct: false },
        { id: 'b', text: 'Verificar', correct: true },
        { id: 'c', text: 'Planificar', correct: false },
        { id: 'd', text: 'Actuar', correct: false },
      ],
      explanation:
        'La revisión por la alta dirección es una actividad de verificación: permite saber si el sistema está funcionando y da la base para las acciones de mejora.',
    },
    {
      topic: PHVA,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Un SG-SST sano muestra evidencias en las cuatro fases del ciclo: planificar, hacer, verificar y actuar.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Si una de las fases está vacía, el ciclo se detiene y la mejora continua deja de existir; por eso el sistema debe mostrar evidencias en todas ellas.',
    },
    {
      topic: PHVA,
      level: 'easy',
      kind: 'single',
      prompt: '¿Con qué actividad suele iniciar una empresa que implementa por primera vez su SG-SST?',
      options: [
        { id: 'a', text: 'Con la auditoría interna anual', correct: false },
        { id: 'b', text: 'Con las acciones correctivas', correct: false },
        { id: 'c', text: 'Con la evaluación inicial del sistema', correct: true },
        { id: 'd', text: 'Con la revisión por la alta dirección', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 pide una evaluación inicial para identificar las prioridades en SST y establecer el plan de trabajo anual; es el punto de partida de la planificación.',
    },
    {
      topic: PHVA,
      level: 'easy',
      kind: 'single',
      prompt:
        'Una empresa aprueba su plan anual de trabajo con metas, responsables, recursos y cronograma. ¿En qué fase está?',
      options: [
        { id: 'a', text: 'Hacer', correct: false },
        { id: 'b', text: 'Verificar', correct: false },
        { id: 'c', text: 'Planificar', correct: true },
      ],
      explanation:
        'Elaborar el plan de trabajo anual es parte de planificar: definir qué se va a hacer, quién, con qué recursos y cuándo.',
    },
    {
      topic: PHVA,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'Revisar los resultados de las auditorías y no hacer nada con ellos completa correctamente el ciclo PHVA.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Verificar sin actuar es un error frecuente: si los hallazgos no se convierten en acciones de mejora, el ciclo se detiene.',
    },
    {
      topic: PHVA,
      level: 'easy',
      kind: 'single',
      prompt:
        'Una planta reemplaza un solvente muy tóxico por otro menos peligroso, tal como lo había programado. ¿Qué fase del ciclo está ejecutando?',
      options: [
        { id: 'a', text: 'Verificar', correct: false },
        { id: 'b', text: 'Actuar', correct: false },
        { id: 'c', text: 'Planificar', correct: false },
        { id: 'd', text: 'Hacer', correct: true },
      ],
      explanation: 'Aplicar un control programado, en este caso una sustitución, corresponde a la fase de hacer.',
    },
    {
      topic: PHVA,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuál es el propósito de la evaluación inicial del SG-SST?',
      options: [
        { id: 'a', text: 'Identificar las prioridades en SST para establecer el plan anual', correct: true },
        { id: 'b', text: 'Calificar el desempeño individual de cada trabajador en temas de seguridad', correct: false },
        { id: 'c', text: 'Reemplazar la auditoría anual durante el primer año de implementación', correct: false },
        { id: 'd', text: 'Determinar la tarifa de cotización que le cobrará la ARL a la empresa', correct: false },
      ],
      explanation:
        'Según el Decreto 1072 de 2015, la evaluación inicial identifica las prioridades en SST y sirve de base para el plan de trabajo anual o para actualizar el existente.',
    },
    {
      topic: PHVA,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estas actividades pertenecen a la fase de planificar del SG-SST?',
      options: [
        { id: 'a', text: 'Hacer la evaluación inicial del sistema', correct: true },
        { id: 'b', text: 'Definir la política y los objetivos de SST', correct: true },
        { id: 'c', text: 'Hacer la auditoría interna del año', correct: false },
        { id: 'd', text: 'Asignar los recursos del plan anual', correct: true },
        { id: 'e', text: 'Cerrar las acciones correctivas de la auditoría', correct: false },
      ],
      explanation:
        'Planificar reúne la evaluación inicial, la política, los objetivos, el plan anual y la asignación de recursos. La auditoría es de verificar y el cierre de acciones, de actuar.',
    },
    {
      topic: PHVA,
      level: 'medium',
      kind: 'single',
      prompt:
        'En una planta de alimentos, el ruido de las envasadoras es alto. Después de instalar un encerramiento, se comparan las mediciones de antes y después. ¿Qué fase del ciclo es esta comparación?',
      options: [
        { id: 'a', text: 'Hacer', correct: false },
        { id: 'b', text: 'Verificar', correct: true },
        { id: 'c', text: 'Planificar', correct: false },
        { id: 'd', text: 'Actuar', correct: false },
      ],
      explanation:
        'Comparar mediciones para saber si el control redujo el ruido es comprobar si la medida funcionó, es decir, verificar.',
    },
    {
      topic: PHVA,
      level: 'medium',
      kind: 'single',
      prompt:
        'En la misma planta, el ruido bajó pero no lo suficiente, y la empresa decide rotar al personal del área y programar otra intervención. ¿En qué fase está?',
      options: [
        { id: 'a', text: 'Actuar', correct: true },
        { id: 'b', text: 'Hacer', correct: false },
        { id: 'c', text: 'Verificar', correct: false },
      ],
      explanation:
        'Decidir cambios a partir de los resultados de la verificación, como la rotación y una nueva intervención, es la fase de actuar.',
    },
    {
      topic: PHVA,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuál es la diferencia entre una acción correctiva y una acción preventiva en el SG-SST?',
      options: [
        { id: 'a', text: 'La correctiva la paga la ARL; la preventiva, en cambio, el empleador', correct: false },
        { id: 'b', text: 'La correctiva la ordena el inspector; la preventiva, en cambio, el COPASST', correct: false },
        {
          id: 'c',
          text: 'La correctiva ataca la causa de una falla ocurrida; la preventiva, la de una posible',
          correct: true,
        },
        {
          id: 'd',
          text: 'La correctiva se aplica al trabajador; la preventiva, en cambio, a las máquinas',
          correct: false,
        },
      ],
      explanation:
        'El Decreto 1072 de 2015 define la acción correctiva como la que elimina la causa de una no conformidad detectada, y la preventiva como la que elimina la causa de una no conformidad potencial.',
    },
    {
      topic: PHVA,
      level: 'medium',
      kind: 'single',
      prompt:
        'Durante una inspección se encuentra un extintor vencido; la empresa lo recarga y revisa por qué falló el control de vencimientos. ¿Qué tipo de acción es la revisión del control?',
      options: [
        { id: 'a', text: 'Una acción preventiva', correct: false },
        { id: 'b', text: 'Una acción correctiva', correct: true },
        { id: 'c', text: 'Una acción de planificación', correct: false },
      ],
      explanation:
        'Se trata de eliminar la causa de una falla que ya ocurrió (el extintor vencido), lo que corresponde a una acción correctiva (Decreto 1072 de 2015).',
    },
    {
      topic: PHVA,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Según el Decreto 1072 de 2015, la auditoría de cumplimiento del SG-SST debe hacerse por lo menos una vez al año.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 exige auditar el cumplimiento del SG-SST como mínimo una vez al año, con personal competente.',
    },
    {
      topic: PHVA,
      level: 'medium',
      kind: 'single',
      prompt: '¿Con quién debe planificar el empleador la auditoría anual del SG-SST?',
      options: [
        { id: 'a', text: 'Con la EPS de los trabajadores', correct: false },
        { id: 'b', text: 'Con el inspector del trabajo', correct: false },
        { id: 'c', text: 'Con el comité de convivencia', correct: false },
        { id: 'd', text: 'Con el COPASST o el vigía', correct: true },
      ],
      explanation:
        'El Decreto 1072 de 2015 pide que el programa de auditoría se planifique con la participación del COPASST o del vigía.',
    },
    {
      topic: PHVA,
      level: 'medium',
      kind: 'single',
      prompt: '¿Con qué frecuencia mínima debe la alta dirección revisar el SG-SST?',
      options: [
        { id: 'a', text: 'Una vez al año', correct: true },
        { id: 'b', text: 'Una vez cada cinco años', correct: false },
        { id: 'c', text: 'Solo cuando ocurre un accidente mortal', correct: false },
        { id: 'd', text: 'Cada vez que cambia la ARL', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 exige que la alta dirección evalúe el SG-SST por lo menos una vez al año y comunique sus resultados al COPASST o vigía y al responsable del sistema.',
    },
    {
      topic: PHVA,
      level: 'medium',
      kind: 'single',
      prompt: '¿Con qué frecuencia mínima debe realizarse un simulacro del plan de emergencias?',
      options: [
        { id: 'a', text: 'Una vez cada tres años', correct: false },
        { id: 'b', text: 'Solo cuando lo pida la ARL', correct: false },
        { id: 'c', text: 'Una vez al año', correct: true },
      ],
      explanation:
        'El Decreto 1072 de 2015 exige realizar simulacros como mínimo una vez al año, con la participación de todos los trabajadores.',
    },
    {
      topic: PHVA,
      level: 'medium',
      kind: 'single',
      prompt:
        '¿Qué tipo de indicador es «porcentaje de actividades del plan de emergencias ejecutadas frente a las programadas»?',
      options: [
        { id: 'a', text: 'De proceso', correct: true },
        { id: 'b', text: 'De estructura', correct: false },
        { id: 'c', text: 'De resultado', correct: false },
      ],
      explanation:
        'Los indicadores de proceso miden el grado de desarrollo e implementación del SG-SST, como la ejecución del plan de prevención y atención de emergencias (Decreto 1072 de 2015).',
    },
    {
      topic: PHVA,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué tipo de indicador es «existencia de una política de SST firmada y divulgada»?',
      options: [
        { id: 'a', text: 'De proceso', correct: false },
        { id: 'b', text: 'De estructura', correct: true },
        { id: 'c', text: 'De resultado', correct: false },
      ],
      explanation:
        'Los indicadores de estructura verifican la disponibilidad de recursos, políticas y organización con que cuenta la empresa para atender el SG-SST (Decreto 1072 de 2015).',
    },
    {
      topic: PHVA,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué tipo de indicador es «cumplimiento de los objetivos de SST del año»?',
      options: [
        { id: 'a', text: 'De estructura', correct: false },
        { id: 'b', text: 'De proceso', correct: false },
        { id: 'c', text: 'De resultado', correct: true },
      ],
      explanation:
        'Los indicadores de resultado miden los cambios logrados con la implementación del sistema, como el cumplimiento de objetivos o la reducción de la accidentalidad (Decreto 1072 de 2015).',
    },
    {
      topic: PHVA,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estas actividades corresponden a la fase de actuar?',
      options: [
        { id: 'a', text: 'Aplicar acciones correctivas por los hallazgos de la auditoría', correct: true },
        { id: 'b', text: 'Medir la frecuencia de accidentes del mes', correct: false },
        { id: 'c', text: 'Ajustar el plan del año siguiente con las lecciones aprendidas', correct: true },
        { id: 'd', text: 'Entregar los protectores auditivos del área de envasado', correct: false },
        { id: 'e', text: 'Implementar mejoras decididas en la revisión por la dirección', correct: true },
      ],
      explanation:
        'Actuar convierte lo verificado en cambios: acciones correctivas y preventivas, ajustes al plan y lecciones aprendidas. Medir es verificar y entregar EPP es hacer.',
    },
    {
      topic: PHVA,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Según la Resolución 0312 de 2019, la fase de hacer es la que más pesa en la calificación de los estándares mínimos.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'En la tabla de valores de la Resolución 0312 de 2019, hacer suma 60 de los 100 puntos, frente a 25 de planear, 5 de verificar y 10 de actuar.',
    },
    {
      topic: PHVA,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una empresa cambia de sede y traslada su línea de producción. ¿Qué debe hacer antes del cambio, según el Decreto 1072 de 2015?',
      options: [
        { id: 'a', text: 'Suspender el SG-SST hasta que termine la mudanza completa', correct: false },
        { id: 'b', text: 'Evaluar el impacto del cambio en la SST y adoptar medidas', correct: true },
        { id: 'c', text: 'Pedir a la ARL que asuma el sistema mientras dura el traslado', correct: false },
        { id: 'd', text: 'Esperar a la auditoría anual para revisar los efectos del cambio', correct: false },
      ],
      explanation:
        'La gestión del cambio exige evaluar el impacto en SST de los cambios internos, como nuevas instalaciones o procesos, y adoptar medidas antes de ejecutarlos (Decreto 1072 de 2015).',
    },
    {
      topic: PHVA,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué revisa una inspección de seguridad dentro del ciclo PHVA?',
      options: [
        { id: 'a', text: 'Si la política de SST tiene una buena redacción y ortografía', correct: false },
        { id: 'b', text: 'Si el plan anual tiene suficientes actividades programadas', correct: false },
        {
          id: 'c',
          text: 'Si los controles en el sitio de trabajo existen y funcionan',
          correct: true,
        },
        { id: 'd', text: 'Si los trabajadores están de acuerdo con la ARL que se eligió', correct: false },
      ],
      explanation:
        'Las inspecciones son una herramienta de verificación: comprueban en el terreno si los controles existen y funcionan, y sus hallazgos alimentan la fase de actuar.',
    },
    {
      topic: PHVA,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un supervisor propone comprar nuevas escaleras tras analizar varias caídas. La compra se incluye en el plan del próximo año. ¿De qué fase sale la decisión y a qué fase lleva?',
      options: [
        { id: 'a', text: 'Sale de hacer y lleva directamente a la auditoría', correct: false },
        { id: 'b', text: 'Sale de planificar y lleva a la revisión por la dirección', correct: false },
        { id: 'c', text: 'Sale de verificar y termina el ciclo sin más pasos', correct: false },
        { id: 'd', text: 'Sale de actuar y alimenta la planificación del nuevo ciclo', correct: true },
      ],
      explanation:
        'Las acciones de mejora definidas en la fase de actuar se incorporan al plan del siguiente periodo; así se cierra una vuelta del ciclo y empieza la siguiente.',
    },
    {
      topic: PHVA,
      level: 'hard',
      kind: 'single',
      prompt:
        'Según la Resolución 0312 de 2019, ¿cuánto pesa la fase de verificar en la calificación de los estándares mínimos?',
      options: [
        { id: 'a', text: '5 %', correct: true },
        { id: 'b', text: '25 %', correct: false },
        { id: 'c', text: '10 %', correct: false },
        { id: 'd', text: '60 %', correct: false },
      ],
      explanation:
        'La tabla de valores de la Resolución 0312 de 2019 asigna 25 % a planear, 60 % a hacer, 5 % a verificar y 10 % a actuar.',
    },
    {
      topic: PHVA,
      level: 'hard',
      kind: 'single',
      prompt:
        'Según la Resolución 0312 de 2019, ¿cuánto pesa la fase de planear en la calificación de los estándares mínimos?',
      options: [
        { id: 'a', text: '5 %', correct: false },
        { id: 'b', text: '25 %', correct: true },
        { id: 'c', text: '60 %', correct: false },
        { id: 'd', text: '10 %', correct: false },
      ],
      explanation:
        'En la Resolución 0312 de 2019, planear suma 25 puntos (recursos y gestión integral del SG-SST), hacer 60, verificar 5 y actuar 10.',
    },
    {
      topic: PHVA,
      level: 'hard',
      kind: 'single',
      prompt:
        'Según la Resolución 0312 de 2019, ¿cuánto pesa la fase de actuar (mejoramiento) en la calificación de los estándares mínimos?',
      options: [
        { id: 'a', text: '10 %', correct: true },
        { id: 'b', text: '5 %', correct: false },
        { id: 'c', text: '25 %', correct: false },
      ],
      explanation:
        'El grupo de mejoramiento, que corresponde a actuar, vale 10 de los 100 puntos en la Resolución 0312 de 2019.',
    },
    {
      topic: PHVA,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa obtiene 55 % en la autoevaluación de estándares mínimos. ¿Cómo se valora ese resultado según la Resolución 0312 de 2019?',
      options: [
        { id: 'a', text: 'Moderadamente aceptable', correct: false },
        { id: 'b', text: 'Crítico', correct: true },
        { id: 'c', text: 'Aceptable', correct: false },
      ],
      explanation:
        'Un resultado inferior al 60 % es crítico y obliga a un plan de mejoramiento inmediato; entre 60 % y 85 % es moderadamente aceptable, y más de 85 % es aceptable (Resolución 0312 de 2019).',
    },
    {
      topic: PHVA,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa obtiene 78 % en la autoevaluación de estándares mínimos. ¿Cómo se valora ese resultado según la Resolución 0312 de 2019?',
      options: [
        { id: 'a', text: 'Crítico', correct: false },
        { id: 'b', text: 'Aceptable', correct: false },
        { id: 'c', text: 'Moderadamente aceptable', correct: true },
      ],
      explanation:
        'Entre 60 % y 85 % el resultado es moderadamente aceptable y la empresa debe ejecutar un plan de mejoramiento (Resolución 0312 de 2019).',
    },
    {
      topic: PHVA,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Una empresa con un resultado del 90 % en la autoevaluación de estándares mínimos puede dejar de hacer mejoras, porque su sistema ya es aceptable.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Más de 85 % es aceptable, pero la empresa debe mantener la calificación y evidencias e incluir mejoras en su plan anual de trabajo: la mejora continua no se detiene (Resolución 0312 de 2019).',
    },
    {
      topic: PHVA,
      level: 'hard',
      kind: 'single',
      prompt:
        'La auditoría de una bodega encuentra que los montacarguistas no tienen la capacitación que exige el procedimiento. La empresa los capacita, pero no revisa por qué el control de requisitos falló. ¿Qué le falta para actuar bien?',
      options: [
        { id: 'a', text: 'Repetir la auditoría completa el mismo mes', correct: false },
        { id: 'b', text: 'Cambiar de ARL para recibir una asesoría distinta', correct: false },
        { id: 'c', text: 'Analizar y eliminar la causa de la falla', correct: true },
        { id: 'd', text: 'Retirar el procedimiento de manejo de montacargas', correct: false },
      ],
      explanation:
        'Una acción correctiva completa elimina la causa de la no conformidad, no solo su efecto; si la causa persiste, el hallazgo volverá a aparecer (Decreto 1072 de 2015).',
    },
    {
      topic: PHVA,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa tiene un plan de emergencias impecable en papel, pero nunca ha hecho un simulacro ni conformado la brigada. ¿Qué error del ciclo muestra?',
      options: [
        { id: 'a', text: 'Verificar sin actuar', correct: false },
        { id: 'b', text: 'Actuar sin verificar', correct: false },
        { id: 'c', text: 'Hacer sin planificar', correct: false },
        { id: 'd', text: 'Quedarse en la planificación', correct: true },
      ],
      explanation:
        'Documentos perfectos que nadie ejecuta son el error de quedarse en planificar: la fase de hacer está vacía y el plan no protege a nadie.',
    },
    {
      topic: PHVA,
      level: 'hard',
      kind: 'multiple',
      prompt: 'En una empresa de transporte, ¿cuáles de estas situaciones son ejemplos de la fase de verificar?',
      options: [
        { id: 'a', text: 'Comparar cada mes los indicadores del SG-SST con sus metas', correct: true },
        { id: 'b', text: 'Auditar el cumplimiento del SG-SST con el apoyo del COPASST', correct: true },
        { id: 'c', text: 'Entregar chalecos reflectivos a los conductores nuevos', correct: false },
        { id: 'd', text: 'Investigar un choque para encontrar sus causas', correct: true },
        { id: 'e', text: 'Definir en la política el compromiso con la seguridad vial', correct: false },
      ],
      explanation:
        'Revisar indicadores, auditar e investigar incidentes permiten comprobar si el sistema funciona. Entregar EPP es hacer y definir la política es planificar.',
    },
    {
      topic: PHVA,
      level: 'hard',
      kind: 'single',
      prompt:
        'En la revisión anual, la gerencia ve que el indicador de accidentalidad empeoró pese a cumplir el 100 % del plan de capacitación. ¿Qué conclusión es la más coherente con el ciclo PHVA?',
      options: [
        {
          id: 'a',
          text: 'Las actividades se hicieron pero no bastaron: hay que revisar causas y ajustar',
          correct: true,
        },
        {
          id: 'b',
          text: 'El sistema funciona bien, porque se cumplió todo lo que se planificó en el año',
          correct: false,
        },
        {
          id: 'c',
          text: 'El indicador está mal calculado y debe eliminarse del tablero de la empresa',
          correct: false,
        },
        { id: 'd', text: 'La responsabilidad es de la ARL, que fue la que dictó las capacitaciones', correct: false },
      ],
      explanation:
        'Cumplir actividades (indicador de proceso) no garantiza resultados; cuando el resultado empeora, la fase de actuar exige revisar causas y cambiar el plan.',
    },
    {
      topic: PHVA,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Los resultados de la revisión por la alta dirección deben comunicarse al COPASST o vigía y al responsable del SG-SST.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 pide documentar los resultados de la revisión por la alta dirección y darlos a conocer al COPASST o vigía y al responsable del SG-SST, que deben definir las acciones de mejora.',
    },
    {
      topic: PHVA,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa cambia de proveedor de químicos y compra un desengrasante nuevo sin revisar su ficha de seguridad. ¿Qué requisito del Decreto 1072 de 2015 incumplió?',
      options: [
        { id: 'a', text: 'Elegir un proveedor que haya recomendado la ARL', correct: false },
        { id: 'b', text: 'Incluir criterios de SST en las compras de productos', correct: true },
        { id: 'c', text: 'Pedir autorización previa al Ministerio del Trabajo', correct: false },
        { id: 'd', text: 'Someter la compra a votación de todo el COPASST', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 exige procedimientos para que las adquisiciones de productos y servicios cumplan requisitos de SST; un químico nuevo sin ficha de seguridad introduce un peligro sin control.',
    },
    {
      topic: PHVA,
      level: 'hard',
      kind: 'single',
      prompt: '¿Qué tipo de indicador es «número de trabajadores capacitados frente a los programados en el periodo»?',
      options: [
        { id: 'a', text: 'De estructura', correct: false },
        { id: 'b', text: 'De resultado', correct: false },
        { id: 'c', text: 'De proceso', correct: true },
        { id: 'd', text: 'De impacto financiero', correct: false },
      ],
      explanation:
        'Mide el grado de ejecución de una actividad del sistema, en este caso el programa de capacitación; por eso es un indicador de proceso (Decreto 1072 de 2015).',
    },
    {
      topic: PHVA,
      level: 'hard',
      kind: 'single',
      prompt:
        '¿Qué fase del ciclo PHVA reúne en la Resolución 0312 de 2019 la gestión de la salud, la gestión de peligros y riesgos y la gestión de amenazas?',
      options: [
        { id: 'a', text: 'Planear', correct: false },
        { id: 'b', text: 'Verificar', correct: false },
        { id: 'c', text: 'Actuar', correct: false },
        { id: 'd', text: 'Hacer', correct: true },
      ],
      explanation:
        'La Resolución 0312 de 2019 agrupa en hacer la gestión de la salud (20 %), la de peligros y riesgos (30 %) y la de amenazas (10 %), para un total de 60 %.',
    },
    {
      topic: POLITICA,
      level: 'easy',
      kind: 'single',
      prompt: '¿Quién debe firmar la política de SST de una empresa?',
      options: [
        { id: 'a', text: 'El empleador o su representante legal', correct: true },
        { id: 'b', text: 'El asesor de la ARL que visita la empresa', correct: false },
        { id: 'c', text: 'El presidente del COPASST', correct: false },
        { id: 'd', text: 'Cada uno de los trabajadores', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 exige que la política sea firmada por el empleador, por medio de su representante legal, como muestra del compromiso de la alta dirección.',
    },
    {
      topic: POLITICA,
      level: 'easy',
      kind: 'single',
      prompt: '¿A quiénes debe divulgarse la política de SST?',
      options: [
        { id: 'a', text: 'Solo a los jefes de área', correct: false },
        { id: 'b', text: 'A todos los niveles de la organización', correct: true },
        { id: 'c', text: 'Solo al COPASST y a la gerencia', correct: false },
        { id: 'd', text: 'Solo a los trabajadores nuevos', correct: false },
      ],
      explanation:
        'La política debe difundirse a todos los niveles de la organización y estar accesible a los trabajadores y demás partes interesadas en el lugar de trabajo (Decreto 1072 de 2015).',
    },
    {
      topic: POLITICA,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál de estos es un buen medio para que la política de SST esté disponible para los trabajadores?',
      options: [
        { id: 'a', text: 'Guardarla en la caja fuerte de la oficina de gerencia', correct: false },
        { id: 'b', text: 'Enviarla solo a la ARL una vez cada año', correct: false },
        { id: 'c', text: 'Publicarla en carteleras y explicarla en la inducción', correct: true },
        { id: 'd', text: 'Entregarla únicamente a quien la pida por escrito', correct: false },
      ],
      explanation:
        'La política debe estar disponible y accesible para todos, por ejemplo en carteleras, en la intranet o en la inducción (Decreto 1072 de 2015).',
    },
    {
      topic: POLITICA,
      level: 'easy',
      kind: 'true_false',
      prompt: 'La política de SST debe estar fechada, además de firmada.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 pide que la política sea concisa, clara, fechada y firmada por el representante legal.',
    },
    {
      topic: POLITICA,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué traducen los objetivos de SST?',
      options: [
        { id: 'a', text: 'Los compromisos de la política en metas medibles', correct: true },
        { id: 'b', text: 'Las sanciones que se aplican a quien incumpla las normas', correct: false },
        { id: 'c', text: 'Los requisitos de afiliación de los trabajadores a la ARL', correct: false },
      ],
      explanation:
        'Los objetivos convierten los compromisos generales de la política en metas que se pueden medir y evaluar (Decreto 1072 de 2015).',
    },
    {
      topic: POLITICA,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál de estos compromisos debe incluir la política de SST?',
      options: [
        { id: 'a', text: 'Reducir la nómina en los periodos de baja producción', correct: false },
        { id: 'b', text: 'Contratar siempre la ARL de menor tarifa', correct: false },
        { id: 'c', text: 'Aumentar las ventas del año siguiente', correct: false },
        { id: 'd', text: 'Cumplir la normatividad vigente en riesgos laborales', correct: true },
      ],
      explanation:
        'El Decreto 1072 de 2015 exige que la política incluya, entre otros, el compromiso de cumplir la normatividad nacional vigente aplicable en riesgos laborales.',
    },
    {
      topic: POLITICA,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál de estos enunciados es un objetivo de SST medible?',
      options: [
        { id: 'a', text: 'Capacitar en manejo defensivo al 100 % de los conductores antes de junio', correct: true },
        { id: 'b', text: 'Promover la seguridad vial entre los conductores de la flota', correct: false },
        { id: 'c', text: 'Sensibilizar al personal sobre la importancia de manejar con cuidado', correct: false },
        { id: 'd', text: 'Fortalecer la cultura de seguridad en todas las rutas de la empresa', correct: false },
      ],
      explanation:
        'Solo el enunciado sobre manejo defensivo dice qué se hará, a quién, cuánto y en qué plazo; los demás son intenciones generales que no se pueden medir (Decreto 1072 de 2015).',
    },
    {
      topic: POLITICA,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'Un objetivo de SST bien formulado debe permitir construir un indicador para saber, al final del periodo, si se cumplió.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Los objetivos deben ser medibles y cuantificables, con metas definidas (Decreto 1072 de 2015); eso es lo que permite construir un indicador.',
    },
    {
      topic: POLITICA,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué expresa la alta dirección con la política de SST?',
      options: [
        { id: 'a', text: 'Su preferencia por una determinada ARL para la empresa', correct: false },
        { id: 'b', text: 'Su compromiso con la salud y la seguridad en el trabajo', correct: true },
        { id: 'c', text: 'La escala salarial de los cargos con mayor riesgo', correct: false },
        { id: 'd', text: 'El horario de trabajo de cada una de las áreas', correct: false },
      ],
      explanation:
        'La política es la declaración con la que la alta dirección asume su compromiso con la protección de los trabajadores (Decreto 1072 de 2015).',
    },
    {
      topic: POLITICA,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Los objetivos de SST deben estar documentados y comunicarse a todos los trabajadores.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 exige que los objetivos estén documentados y se comuniquen a todos los trabajadores.',
    },
    {
      topic: POLITICA,
      level: 'easy',
      kind: 'single',
      prompt:
        'Una empresa de vigilancia privada redacta su política de SST. ¿Qué rasgo debe tener para cumplir el Decreto 1072 de 2015?',
      options: [
        { id: 'a', text: 'Ser idéntica a la de otras empresas de vigilancia del país', correct: false },
        { id: 'b', text: 'Ser específica para la empresa, sus peligros y su tamaño', correct: true },
        { id: 'c', text: 'Ocupar al menos diez páginas con todos los procedimientos', correct: false },
      ],
      explanation:
        'La política debe ser específica para la empresa y adecuada a la naturaleza de sus peligros y a su tamaño (Decreto 1072 de 2015); copiarla de otra no refleja la realidad de la empresa.',
    },
    {
      topic: POLITICA,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué elemento le falta al objetivo «Reducir los accidentes con montacargas en la bodega»?',
      options: [
        { id: 'a', text: 'El nombre de la ARL', correct: false },
        { id: 'b', text: 'La firma de los montacarguistas', correct: false },
        { id: 'c', text: 'Cuánto reducir y en qué plazo', correct: true },
        { id: 'd', text: 'Una frase motivadora al final', correct: false },
      ],
      explanation:
        'Un objetivo debe ser cuantificable y tener metas definidas (Decreto 1072 de 2015): sin un porcentaje y un plazo no se puede saber si se cumplió.',
    },
    {
      topic: POLITICA,
      level: 'medium',
      kind: 'single',
      prompt: '¿Con qué frecuencia mínima debe revisarse la política de SST?',
      options: [
        { id: 'a', text: 'Cada cinco años', correct: false },
        { id: 'b', text: 'Solo cuando cambia el gerente', correct: false },
        { id: 'c', text: 'Solo cuando la ARL lo solicita', correct: false },
        { id: 'd', text: 'Una vez al año', correct: true },
      ],
      explanation:
        'El Decreto 1072 de 2015 exige revisar la política como mínimo una vez al año y actualizarla si hay cambios en la empresa o en la normatividad de SST.',
    },
    {
      topic: POLITICA,
      level: 'medium',
      kind: 'single',
      prompt: '¿Con qué frecuencia mínima deben revisarse y evaluarse los objetivos de SST?',
      options: [
        { id: 'a', text: 'Cada dos años', correct: false },
        { id: 'b', text: 'Una vez cada cinco años', correct: false },
        { id: 'c', text: 'Una vez al año', correct: true },
      ],
      explanation:
        'Según el Decreto 1072 de 2015, los objetivos deben revisarse y evaluarse mínimo una vez al año y actualizarse de ser necesario.',
    },
    {
      topic: POLITICA,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estas características exige el Decreto 1072 de 2015 a la política de SST?',
      options: [
        { id: 'a', text: 'Ser concisa y estar redactada con claridad', correct: true },
        { id: 'b', text: 'Estar fechada y firmada por el representante legal', correct: true },
        { id: 'c', text: 'Estar aprobada por la ARL antes de publicarse', correct: false },
        { id: 'd', text: 'Revisarse como mínimo una vez al año', correct: true },
        { id: 'e', text: 'Tener una extensión mínima de cinco páginas', correct: false },
      ],
      explanation:
        'La política debe ser específica, concisa, clara, fechada, firmada, difundida y revisada al menos anualmente. No necesita aprobación de la ARL ni una extensión mínima.',
    },
    {
      topic: POLITICA,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una panadería con 12 trabajadores quiere fijar un objetivo a partir del compromiso de «identificar peligros y controlar riesgos». ¿Cuál es el más adecuado?',
      options: [
        {
          id: 'a',
          text: 'Instalar guardas en las tres amasadoras antes de terminar marzo',
          correct: true,
        },
        { id: 'b', text: 'Trabajar todos los días con la mayor seguridad que sea posible', correct: false },
        { id: 'c', text: 'Mantener un ambiente de trabajo sano y agradable para todos', correct: false },
        { id: 'd', text: 'Promover la prevención de accidentes en la zona de producción', correct: false },
      ],
      explanation:
        'El objetivo elegido dice qué se hará, cuánto y en qué plazo, y se puede verificar; las demás opciones son intenciones generales (Decreto 1072 de 2015).',
    },
    {
      topic: POLITICA,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una empresa de construcción fija el objetivo «Reducir en 25 % las caídas de altura frente al año anterior, durante este año». ¿Qué elemento le sirve de punto de comparación?',
      options: [
        { id: 'a', text: 'La política de la ARL', correct: false },
        { id: 'b', text: 'La línea base del año anterior', correct: true },
        { id: 'c', text: 'La tarifa de cotización', correct: false },
        { id: 'd', text: 'La opinión del COPASST', correct: false },
      ],
      explanation:
        'Para medir una reducción se necesita una línea base: el valor del año anterior permite calcular si la meta del 25 % se alcanzó.',
    },
    {
      topic: POLITICA,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Los objetivos de SST deben ser adecuados a las características, el tamaño y la actividad económica de la empresa.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Así lo exige el Decreto 1072 de 2015: un objetivo ajeno a los peligros reales de la empresa no orienta la gestión.',
    },
    {
      topic: POLITICA,
      level: 'medium',
      kind: 'single',
      prompt: '¿Con qué insumos, además de la política, deben expresarse los objetivos de SST?',
      options: [
        { id: 'a', text: 'Con las tarifas de cotización que fija la ARL para la empresa', correct: false },
        { id: 'b', text: 'Con el presupuesto de ventas y de gastos del año siguiente', correct: false },
        { id: 'c', text: 'Con los resultados de la evaluación inicial y las auditorías', correct: true },
        { id: 'd', text: 'Con la opinión de los clientes más importantes', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 pide que los objetivos sean coherentes con la política y con los resultados de la evaluación inicial y de las auditorías.',
    },
    {
      topic: POLITICA,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una empresa de buses fija como objetivo «reducir en 20 % los accidentes de tránsito de sus conductores este año». ¿Qué instrumento debe mostrar las actividades para lograrlo?',
      options: [
        { id: 'a', text: 'La matriz legal', correct: false },
        { id: 'b', text: 'El reglamento interno de trabajo', correct: false },
        { id: 'c', text: 'El contrato con la ARL', correct: false },
        { id: 'd', text: 'El plan de trabajo anual', correct: true },
      ],
      explanation:
        'El plan de trabajo anual debe diseñarse para alcanzar cada objetivo, con metas, responsables, recursos y cronograma (Decreto 1072 de 2015).',
    },
    {
      topic: POLITICA,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué debe identificar claramente el plan de trabajo anual con el que se alcanzan los objetivos de SST?',
      options: [
        { id: 'a', text: 'Metas, responsabilidades, recursos y cronograma', correct: true },
        { id: 'b', text: 'Tarifas, sanciones, bonificaciones y turnos', correct: false },
        { id: 'c', text: 'Clientes, proveedores, precios y ventas', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 exige que el plan de trabajo anual identifique metas, responsabilidades, recursos y cronograma de actividades para cada objetivo.',
    },
    {
      topic: POLITICA,
      level: 'medium',
      kind: 'single',
      prompt:
        '¿Con qué compromiso de la política se relaciona el objetivo «lograr que el 100 % del personal asistencial tenga esquema completo contra hepatitis B al cierre del semestre»?',
      options: [
        { id: 'a', text: 'Identificar peligros, valorar riesgos y establecer controles', correct: true },
        { id: 'b', text: 'Cumplir las metas comerciales de la clínica en el año', correct: false },
        { id: 'c', text: 'Reducir los costos de la dotación del personal asistencial', correct: false },
        { id: 'd', text: 'Contratar a los proveedores de servicios de menor precio', correct: false },
      ],
      explanation:
        'La vacunación es un control frente al riesgo biológico; el objetivo concreta el compromiso de la política de identificar peligros y controlar riesgos (Decreto 1072 de 2015).',
    },
    {
      topic: POLITICA,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Para que la política de SST tenga validez basta con que la firme el gerente; no es necesario divulgarla.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Además de firmarla, el empleador debe divulgarla a todos los niveles y mantenerla accesible en el lugar de trabajo (Decreto 1072 de 2015).',
    },
    {
      topic: POLITICA,
      level: 'medium',
      kind: 'single',
      prompt: 'Según la Resolución 0312 de 2019, ¿a qué órgano debe comunicarse la política de SST firmada y fechada?',
      options: [
        { id: 'a', text: 'A la junta de calificación de invalidez', correct: false },
        { id: 'b', text: 'Al COPASST', correct: true },
        { id: 'c', text: 'A la cámara de comercio', correct: false },
        { id: 'd', text: 'A la EPS de cada trabajador', correct: false },
      ],
      explanation:
        'Uno de los estándares mínimos de la Resolución 0312 de 2019 es tener la política escrita, firmada, fechada y comunicada al COPASST.',
    },
    {
      topic: POLITICA,
      level: 'medium',
      kind: 'single',
      prompt: 'Además de los trabajadores, ¿quiénes deben poder acceder a la política de SST en el lugar de trabajo?',
      options: [
        { id: 'a', text: 'Solo los accionistas y la junta directiva', correct: false },
        { id: 'b', text: 'Las demás partes interesadas, como los contratistas', correct: true },
        { id: 'c', text: 'Solo el asesor que asigna la ARL a la empresa', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 pide que la política esté accesible a los trabajadores y demás partes interesadas en el lugar de trabajo.',
    },
    {
      topic: POLITICA,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estos requisitos deben cumplir los objetivos de SST según el Decreto 1072 de 2015?',
      options: [
        { id: 'a', text: 'Ser claros, medibles y cuantificables, con metas definidas', correct: true },
        { id: 'b', text: 'Ser coherentes con el plan de trabajo anual', correct: true },
        { id: 'c', text: 'Ser aprobados por el inspector del trabajo', correct: false },
        { id: 'd', text: 'Ser compatibles con la normatividad vigente', correct: true },
        { id: 'e', text: 'Mantenerse sin cambios durante cinco años', correct: false },
      ],
      explanation:
        'Los objetivos deben ser claros, medibles, con metas, adecuados a la empresa, coherentes con el plan anual, compatibles con la normatividad, documentados, comunicados y revisados al menos una vez al año.',
    },
    {
      topic: POLITICA,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un hotel fija el objetivo «Disminuir en 30 % los días de incapacidad por lesiones de espalda en camareras durante el año». ¿Qué indicador permite seguirlo?',
      options: [
        { id: 'a', text: 'Número de huéspedes atendidos por cada camarera durante todo el año', correct: false },
        { id: 'b', text: 'Porcentaje de habitaciones entregadas limpias y a tiempo cada mes', correct: false },
        {
          id: 'c',
          text: 'Días de incapacidad por lesión de espalda en camareras frente al año anterior',
          correct: true,
        },
        { id: 'd', text: 'Cantidad de quejas de los huéspedes por el servicio de aseo', correct: false },
      ],
      explanation:
        'El indicador debe medir exactamente lo que el objetivo promete: los días de incapacidad por esa causa, comparados con la línea base.',
    },
    {
      topic: POLITICA,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuál de estas frases es más propia de una política de SST que de un objetivo?',
      options: [
        { id: 'a', text: 'Reducir en 10 % el ausentismo por causa médica durante el año', correct: false },
        {
          id: 'b',
          text: 'Realizar dos inspecciones mensuales en la planta durante el primer semestre',
          correct: false,
        },
        { id: 'c', text: 'Capacitar al 90 % de los operarios en bloqueo de energías antes de abril', correct: false },
        {
          id: 'd',
          text: 'La empresa se compromete a proteger la salud de todos sus trabajadores',
          correct: true,
        },
      ],
      explanation:
        'La política declara compromisos generales; los objetivos los concretan con metas, cifras y plazos medibles (Decreto 1072 de 2015).',
    },
    {
      topic: POLITICA,
      level: 'medium',
      kind: 'true_false',
      prompt: 'La política de SST debe comprometerse con la mejora continua del sistema.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 incluye entre los objetivos de la política proteger la seguridad y la salud de los trabajadores mediante la mejora continua del SG-SST.',
    },
    {
      topic: POLITICA,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa cambia de actividad: de comercializar muebles pasa a fabricarlos, con maquinaria de corte. ¿Qué debe hacer con su política de SST?',
      options: [
        { id: 'a', text: 'Revisarla y actualizarla según los nuevos peligros', correct: true },
        { id: 'b', text: 'Mantenerla igual hasta que cumpla cinco años de vigencia', correct: false },
        { id: 'c', text: 'Reemplazarla por la política de SST que tenga la ARL', correct: false },
        { id: 'd', text: 'Esperar a que un inspector del trabajo pida cambiarla', correct: false },
      ],
      explanation:
        'La política debe ser apropiada para la naturaleza de los peligros y actualizarse cuando haya cambios en la empresa (Decreto 1072 de 2015); un cambio de actividad lo exige.',
    },
    {
      topic: POLITICA,
      level: 'hard',
      kind: 'single',
      prompt:
        'La gerente de una empresa firma la política, pero la guarda en su oficina y los trabajadores no la conocen. ¿Qué requisito incumple?',
      options: [
        { id: 'a', text: 'La revisión anual de la política por parte de la ARL', correct: false },
        { id: 'b', text: 'La difusión a todos los niveles de la organización', correct: true },
        { id: 'c', text: 'La firma de todos los trabajadores al pie del documento', correct: false },
        { id: 'd', text: 'La aprobación previa del Ministerio del Trabajo', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 exige difundir la política a todos los niveles y mantenerla accesible; una política que nadie conoce no orienta el sistema.',
    },
    {
      topic: POLITICA,
      level: 'hard',
      kind: 'multiple',
      prompt:
        'Una comercializadora redacta su política así: «Cuidaremos a nuestros empleados de planta». ¿Qué le falta para cumplir el Decreto 1072 de 2015?',
      options: [
        { id: 'a', text: 'Incluir a todos los trabajadores, sin importar su forma de vinculación', correct: true },
        { id: 'b', text: 'Comprometerse a cumplir la normatividad vigente en riesgos laborales', correct: true },
        {
          id: 'c',
          text: 'Comprometerse a identificar peligros, valorar riesgos y establecer controles',
          correct: true,
        },
        { id: 'd', text: 'Fijar el monto de la cotización de cada trabajador', correct: false },
        { id: 'e', text: 'Incluir el organigrama completo de la empresa', correct: false },
      ],
      explanation:
        'La política debe comprometerse a identificar peligros y controlar riesgos, proteger a todos los trabajadores mediante la mejora continua y cumplir la normatividad (Decreto 1072 de 2015). La cotización y el organigrama no son contenidos exigidos.',
    },
    {
      topic: POLITICA,
      level: 'hard',
      kind: 'single',
      prompt: '¿Cuál de estos objetivos de SST está mejor formulado para una mina de carbón?',
      options: [
        { id: 'a', text: 'Garantizar que no ocurra ningún accidente en toda la mina subterránea', correct: false },
        { id: 'b', text: 'Mejorar el control de gases en los frentes en la medida de lo posible', correct: false },
        {
          id: 'c',
          text: 'Medir gases en los 4 frentes en cada turno del año, con 100 % de cumplimiento',
          correct: true,
        },
        { id: 'd', text: 'Cumplir con todas las recomendaciones que haga la ARL durante el año', correct: false },
      ],
      explanation:
        'El objetivo elegido define actividad, alcance, frecuencia, meta y plazo, y puede medirse. Prometer «cero accidentes» sin medios ni plazo no es una meta verificable.',
    },
    {
      topic: POLITICA,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un objetivo de SST dice: «Reducir en 15 % los accidentes con herramientas manuales en el taller durante el año». A mitad de año, la reducción va en 4 %. ¿Qué corresponde hacer?',
      options: [
        { id: 'a', text: 'Cambiar la meta al 4 % para darla por cumplida en diciembre', correct: false },
        { id: 'b', text: 'Eliminar el objetivo porque ya se sabe que no se va a cumplir', correct: false },
        { id: 'c', text: 'Esperar al año siguiente sin cambiar nada del plan de trabajo', correct: false },
        { id: 'd', text: 'Analizar las causas y ajustar las actividades del plan', correct: true },
      ],
      explanation:
        'El seguimiento de los objetivos sirve para tomar decisiones: si el avance es insuficiente, se revisan causas y se ajusta el plan. Bajar la meta para cumplirla le quita sentido al objetivo.',
    },
    {
      topic: POLITICA,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Una empresa puede tener una política de SST integrada con su política de calidad, siempre que contenga los compromisos de SST que exige la norma.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 concibe la política de SST como parte de las políticas de gestión de la empresa; lo que exige es que contenga los compromisos de SST y cumpla sus requisitos de firma, fecha, divulgación y revisión.',
    },
    {
      topic: POLITICA,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa de aseo contrata personal por prestación de servicios. Su política dice que protege «a los trabajadores con contrato laboral». ¿Qué problema tiene?',
      options: [
        { id: 'a', text: 'Ninguno, porque los contratistas tienen su propia política', correct: false },
        { id: 'b', text: 'Ninguno, porque la ARL cubre a los contratistas por su cuenta', correct: false },
        { id: 'c', text: 'Excluye a los contratistas, que también deben quedar protegidos', correct: true },
      ],
      explanation:
        'La política debe proteger a todos los trabajadores, cualquiera que sea su forma de vinculación, incluidos contratistas y subcontratistas (Decreto 1072 de 2015).',
    },
    {
      topic: POLITICA,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa de 200 trabajadores tiene el objetivo «Capacitar a los brigadistas». ¿Cuál es la mejor reformulación?',
      options: [
        {
          id: 'a',
          text: 'Capacitar al 100 % de los 20 brigadistas en primeros auxilios antes de septiembre',
          correct: true,
        },
        {
          id: 'b',
          text: 'Capacitar de manera permanente y constante a todos los brigadistas de la empresa',
          correct: false,
        },
        { id: 'c', text: 'Brindar a los brigadistas la mejor capacitación posible en emergencias', correct: false },
        {
          id: 'd',
          text: 'Fortalecer las competencias de los brigadistas en todas las sedes de la empresa',
          correct: false,
        },
      ],
      explanation:
        'La reformulación elegida dice qué, a quiénes, cuánto y cuándo, por lo que puede medirse con un indicador (Decreto 1072 de 2015).',
    },
    {
      topic: POLITICA,
      level: 'hard',
      kind: 'multiple',
      prompt:
        'Un restaurante fija el objetivo «Reducir en 30 % las quemaduras en cocina durante el año frente al año anterior». ¿Qué elementos de un objetivo bien formulado contiene?',
      options: [
        { id: 'a', text: 'Qué se mide', correct: true },
        { id: 'b', text: 'Cuánto se quiere lograr', correct: true },
        { id: 'c', text: 'En qué plazo', correct: true },
        { id: 'd', text: 'El nombre del trabajador que fallará', correct: false },
        { id: 'e', text: 'La aprobación de la ARL', correct: false },
      ],
      explanation:
        'El objetivo dice qué se mide (quemaduras en cocina), cuánto (30 %), frente a qué (año anterior) y en qué plazo (el año), como exige el Decreto 1072 de 2015.',
    },
    {
      topic: POLITICA,
      level: 'hard',
      kind: 'single',
      prompt: '¿Qué relación existe entre la política, los objetivos y el plan de trabajo anual del SG-SST?',
      options: [
        {
          id: 'a',
          text: 'El plan anual fija compromisos, la política los mide y los objetivos los auditan',
          correct: false,
        },
        {
          id: 'b',
          text: 'La política fija compromisos, los objetivos los vuelven metas y el plan las programa',
          correct: true,
        },
        { id: 'c', text: 'Los objetivos reemplazan a la política una vez el plan anual queda firmado', correct: false },
        { id: 'd', text: 'Son documentos independientes que no necesitan guardar coherencia entre sí', correct: false },
      ],
      explanation:
        'Según el Decreto 1072 de 2015, los objetivos deben expresarse conforme a la política y ser coherentes con el plan anual, que define metas, responsables, recursos y cronograma.',
    },
    {
      topic: POLITICA,
      level: 'hard',
      kind: 'true_false',
      prompt: 'Un objetivo como «Cero accidentes» es suficiente por sí solo, porque ya contiene una meta numérica.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Aunque tenga una cifra, no dice dónde ni en qué plazo, ni con qué actividades del plan se logrará; el Decreto 1072 de 2015 pide objetivos claros, con metas definidas y coherentes con el plan de trabajo anual.',
    },
    {
      topic: POLITICA,
      level: 'hard',
      kind: 'single',
      prompt:
        'En una revisión anual, se encuentra que los objetivos de SST no se relacionan con los peligros prioritarios de la matriz. ¿Qué requisito de los objetivos falla?',
      options: [
        { id: 'a', text: 'Estar escritos en tercera persona del plural', correct: false },
        { id: 'b', text: 'Tener menos de cinco objetivos en total por año', correct: false },
        { id: 'c', text: 'Ser adecuados a las características de la empresa', correct: true },
        { id: 'd', text: 'Estar aprobados por la junta de socios de la empresa', correct: false },
      ],
      explanation:
        'Los objetivos deben ser adecuados a las características, el tamaño y la actividad económica de la empresa y expresarse conforme a la evaluación inicial (Decreto 1072 de 2015); si ignoran los peligros prioritarios, no orientan la gestión.',
    },
    {
      topic: POLITICA,
      level: 'hard',
      kind: 'single',
      prompt: '¿Qué tipo de indicador sirve para saber si se cumplieron los objetivos de SST?',
      options: [
        { id: 'a', text: 'Un indicador de resultado', correct: true },
        { id: 'b', text: 'Un indicador de estructura', correct: false },
        { id: 'c', text: 'Un indicador de recursos financieros', correct: false },
      ],
      explanation:
        'El cumplimiento de los objetivos es un indicador de resultado en el Decreto 1072 de 2015: mide los cambios logrados en el periodo.',
    },
    {
      topic: OBLIGACIONES,
      level: 'easy',
      kind: 'single',
      prompt:
        '¿Quién debe asumir el costo de los elementos de protección personal que necesita un trabajador para su labor?',
      options: [
        { id: 'a', text: 'El trabajador, con descuento de nómina', correct: false },
        { id: 'b', text: 'La EPS del trabajador', correct: false },
        { id: 'c', text: 'El COPASST, con su presupuesto', correct: false },
        { id: 'd', text: 'El empleador', correct: true },
      ],
      explanation:
        'El Código Sustantivo del Trabajo obliga al empleador a suministrar elementos adecuados de protección contra los accidentes y enfermedades laborales; no puede trasladar ese costo al trabajador.',
    },
    {
      topic: OBLIGACIONES,
      level: 'easy',
      kind: 'single',
      prompt:
        'Un trabajador nuevo empieza el lunes en una planta de plásticos. ¿Cuándo debe recibir la inducción en SST?',
      options: [
        { id: 'a', text: 'Antes de iniciar sus labores', correct: true },
        { id: 'b', text: 'Al cumplir el periodo de prueba', correct: false },
        { id: 'c', text: 'Cuando ocurra el primer incidente', correct: false },
        { id: 'd', text: 'Al final del primer año de trabajo', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 exige dar a todo trabajador que ingresa, sin importar su forma de vinculación, una inducción en SST previa al inicio de sus labores.',
    },
    {
      topic: OBLIGACIONES,
      level: 'easy',
      kind: 'true_false',
      prompt: 'El trabajador debe suministrar información clara, veraz y completa sobre su estado de salud.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Es uno de los deberes del trabajador en el Decreto 1072 de 2015, junto con cuidar su salud, cumplir las normas e informar los peligros.',
    },
    {
      topic: OBLIGACIONES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué debe hacer un operario que nota que una guarda de la prensa está suelta?',
      options: [
        { id: 'a', text: 'Seguir trabajando y comentarlo en la próxima reunión anual de la planta', correct: false },
        { id: 'b', text: 'Informar de inmediato a su jefe por el canal de reporte', correct: true },
        { id: 'c', text: 'Retirar la guarda por completo para trabajar más cómodo', correct: false },
        { id: 'd', text: 'Esperar a que la detecte la auditoría interna del año', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 obliga al trabajador a informar oportunamente los peligros y riesgos latentes en su sitio de trabajo.',
    },
    {
      topic: OBLIGACIONES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál de estas es una obligación del empleador en el SG-SST?',
      options: [
        { id: 'a', text: 'Calificar el origen de las enfermedades laborales', correct: false },
        { id: 'b', text: 'Reconocer la pensión de invalidez', correct: false },
        { id: 'c', text: 'Elaborar y ejecutar un plan de trabajo anual', correct: true },
        { id: 'd', text: 'Expedir la tabla de enfermedades laborales', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 obliga al empleador a diseñar y desarrollar un plan de trabajo anual; la calificación y las pensiones corresponden a otras entidades del sistema.',
    },
    {
      topic: OBLIGACIONES,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Asistir a las capacitaciones de SST es un deber del trabajador y no solo una actividad voluntaria.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 incluye entre los deberes del trabajador participar en las actividades de capacitación en SST del plan de capacitación.',
    },
    {
      topic: OBLIGACIONES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál de estos documentos hace parte de la documentación del SG-SST?',
      options: [
        { id: 'a', text: 'El inventario de productos para la venta', correct: false },
        { id: 'b', text: 'La lista de precios de los proveedores', correct: false },
        { id: 'c', text: 'El registro de visitas comerciales', correct: false },
        { id: 'd', text: 'El plan de trabajo anual firmado', correct: true },
      ],
      explanation:
        'El Decreto 1072 de 2015 incluye, entre los documentos del SG-SST, el plan de trabajo anual firmado por el empleador y el responsable del sistema.',
    },
    {
      topic: OBLIGACIONES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué recibe el empleador después del examen médico de ingreso de un trabajador?',
      options: [
        { id: 'a', text: 'La historia clínica completa del trabajador', correct: false },
        { id: 'b', text: 'El concepto de aptitud y las recomendaciones', correct: true },
        { id: 'c', text: 'El diagnóstico de las enfermedades encontradas en el examen', correct: false },
      ],
      explanation:
        'Por la reserva de la historia clínica, el empleador recibe solo el concepto de aptitud y las recomendaciones; el diagnóstico es un dato sensible (Ley 1581 de 2012).',
    },
    {
      topic: OBLIGACIONES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué es la matriz legal del SG-SST?',
      options: [
        {
          id: 'a',
          text: 'La lista actualizada de normas de SST que aplican a la empresa',
          correct: true,
        },
        { id: 'b', text: 'El contrato de afiliación firmado entre la empresa y la ARL', correct: false },
        { id: 'c', text: 'El listado de sanciones que impone el COPASST a los trabajadores', correct: false },
        { id: 'd', text: 'El reglamento que firma cada trabajador al ingresar a la empresa', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 pide documentar una matriz legal actualizada con las normas del Sistema General de Riesgos Laborales que le aplican a la empresa.',
    },
    {
      topic: OBLIGACIONES,
      level: 'easy',
      kind: 'single',
      prompt:
        '¿Por cuánto tiempo mínimo deben conservarse los registros de entrega de elementos de protección personal?',
      options: [
        { id: 'a', text: '1 año contado desde la fecha de la entrega', correct: false },
        { id: 'b', text: '5 años contados desde la fecha de la entrega', correct: false },
        { id: 'c', text: '20 años desde el fin de la relación laboral', correct: true },
      ],
      explanation:
        'El Decreto 1072 de 2015 exige conservar por lo menos 20 años, contados desde la terminación de la relación laboral, los registros de suministro de EPP, capacitación, exámenes y mediciones.',
    },
    {
      topic: OBLIGACIONES,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'Los documentos del SG-SST pueden conservarse en medio digital si son legibles, están identificados y pueden consultarse.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 permite manejar la documentación en papel o en medio electrónico, siempre que se garantice su preservación, legibilidad y consulta.',
    },
    {
      topic: OBLIGACIONES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Con qué frecuencia mínima debe hacerse la rendición de cuentas en el SG-SST?',
      options: [
        { id: 'a', text: 'Cada cinco años', correct: false },
        { id: 'b', text: 'Una vez al año', correct: true },
        { id: 'c', text: 'Solo cuando hay un accidente grave', correct: false },
        { id: 'd', text: 'Cada vez que cambia el responsable', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 exige que la rendición de cuentas se haga como mínimo anualmente y quede documentada.',
    },
    {
      topic: OBLIGACIONES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Con qué frecuencia mínima debe revisarse el programa de capacitación en SST?',
      options: [
        { id: 'a', text: 'Cada tres años, con el asesor que designe la ARL', correct: false },
        { id: 'b', text: 'Solo cuando ingresa un trabajador nuevo a la planta', correct: false },
        { id: 'c', text: 'Una vez al año, con el COPASST o vigía y la dirección', correct: true },
        { id: 'd', text: 'Cada cinco años, con el inspector del trabajo asignado', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 pide revisar el programa de capacitación mínimo una vez al año, con participación del COPASST o vigía y de la alta dirección.',
    },
    {
      topic: OBLIGACIONES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Con qué frecuencia mínima debe actualizarse la identificación de peligros y valoración de riesgos?',
      options: [
        { id: 'a', text: 'Cada cinco años, sin importar los cambios que haya', correct: false },
        { id: 'b', text: 'Solo cuando la ARL lo solicite por escrito a la empresa', correct: false },
        { id: 'c', text: 'Solo cuando la empresa cambie de sede o de razón social', correct: false },
        { id: 'd', text: 'Una vez al año y también ante cambios o un accidente mortal', correct: true },
      ],
      explanation:
        'El Decreto 1072 de 2015 exige actualizarla como mínimo anualmente y cada vez que ocurra un accidente mortal, un evento catastrófico o cambios en procesos, instalaciones, maquinaria o equipos.',
    },
    {
      topic: OBLIGACIONES,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estas son obligaciones del empleador en el SG-SST según el Decreto 1072 de 2015?',
      options: [
        { id: 'a', text: 'Asignar y comunicar responsabilidades en SST a todos los niveles', correct: true },
        { id: 'b', text: 'Definir y asignar los recursos financieros, técnicos y de personal', correct: true },
        { id: 'c', text: 'Reconocer las incapacidades por accidente de trabajo', correct: false },
        { id: 'd', text: 'Garantizar la participación de los trabajadores mediante el COPASST o vigía', correct: true },
        { id: 'e', text: 'Calificar en segunda instancia la pérdida de capacidad laboral', correct: false },
      ],
      explanation:
        'El empleador asigna responsabilidades, recursos y garantiza la participación de los trabajadores. Las incapacidades las reconoce la ARL y la calificación en segunda instancia es de la Junta Nacional.',
    },
    {
      topic: OBLIGACIONES,
      level: 'medium',
      kind: 'single',
      prompt: 'Un trabajador tiene una restricción médica para levantar cargas pesadas. ¿Qué debe hacer el empleador?',
      options: [
        { id: 'a', text: 'Acatar la recomendación y ajustar las tareas del trabajador', correct: true },
        { id: 'b', text: 'Pedir la historia clínica para comprobar el diagnóstico', correct: false },
        { id: 'c', text: 'Despedirlo porque ya no puede hacer su trabajo', correct: false },
        { id: 'd', text: 'Ignorarla hasta que la ARL lo exija por escrito', correct: false },
      ],
      explanation:
        'El empleador debe atender las restricciones y recomendaciones médico-laborales, que son uno de los estándares mínimos de la Resolución 0312 de 2019; no tiene derecho a conocer el diagnóstico.',
    },
    {
      topic: OBLIGACIONES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué registro debe conservarse por lo menos 20 años después de terminada la relación laboral?',
      options: [
        { id: 'a', text: 'El menú del casino de la empresa', correct: false },
        { id: 'b', text: 'Las mediciones de ruido del puesto de trabajo', correct: true },
        { id: 'c', text: 'La agenda de reuniones comerciales', correct: false },
        { id: 'd', text: 'Las facturas de papelería de la oficina', correct: false },
      ],
      explanation:
        'Los resultados de mediciones y monitoreo de los ambientes de trabajo deben conservarse al menos 20 años desde el fin de la relación laboral (Decreto 1072 de 2015).',
    },
    {
      topic: OBLIGACIONES,
      level: 'medium',
      kind: 'true_false',
      prompt: 'La rendición de cuentas en el SG-SST debe quedar documentada.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 exige que quienes tienen responsabilidades en el SG-SST rindan cuentas por lo menos una vez al año y que esa rendición quede documentada.',
    },
    {
      topic: OBLIGACIONES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Quiénes deben firmar el plan de trabajo anual del SG-SST?',
      options: [
        { id: 'a', text: 'El empleador y el responsable del SG-SST', correct: true },
        { id: 'b', text: 'El asesor de la ARL y el inspector del trabajo', correct: false },
        { id: 'c', text: 'Todos los trabajadores de la empresa', correct: false },
      ],
      explanation:
        'El plan de trabajo anual debe estar firmado por el empleador y por el responsable del SG-SST (Decreto 1072 de 2015 y Resolución 0312 de 2019).',
    },
    {
      topic: OBLIGACIONES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué deben garantizar los mecanismos de comunicación del SG-SST?',
      options: [
        { id: 'a', text: 'Que la ARL apruebe cada mensaje antes de publicarlo en la cartelera', correct: false },
        { id: 'b', text: 'Que solo la gerencia conozca los resultados del sistema de gestión', correct: false },
        {
          id: 'c',
          text: 'Que los trabajadores puedan expresar sus inquietudes y reportes',
          correct: true,
        },
        { id: 'd', text: 'Que las quejas se resuelvan todas juntas al final del año', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 pide mecanismos eficaces para recibir, documentar y responder comunicaciones internas y externas, y canales para que los trabajadores expresen sus inquietudes, ideas y reportes.',
    },
    {
      topic: OBLIGACIONES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una empresa de 30 trabajadores no ha designado responsable del SG-SST ni asignado presupuesto. ¿Qué incumple?',
      options: [
        { id: 'a', text: 'Obligaciones de los trabajadores del Decreto 1072 de 2015', correct: false },
        { id: 'b', text: 'Obligaciones de la ARL del Decreto 1295 de 1994', correct: false },
        { id: 'c', text: 'Obligaciones del COPASST de la Resolución 2013 de 1986', correct: false },
        { id: 'd', text: 'Obligaciones del empleador del Decreto 1072 de 2015', correct: true },
      ],
      explanation:
        'Designar un responsable y definir recursos financieros, técnicos y de personal son obligaciones del empleador en el Decreto 1072 de 2015.',
    },
    {
      topic: OBLIGACIONES,
      level: 'medium',
      kind: 'single',
      prompt:
        '¿Qué entidad puede ofrecer el curso virtual de 50 horas en SST que debe aprobar el responsable del SG-SST?',
      options: [
        { id: 'a', text: 'Una entidad autorizada según la Resolución 4927 de 2016', correct: true },
        { id: 'b', text: 'Cualquier empresa que publique un curso en internet', correct: false },
        { id: 'c', text: 'El COPASST de la misma empresa', correct: false },
        { id: 'd', text: 'El propio empleador con su personal', correct: false },
      ],
      explanation:
        'La Resolución 4927 de 2016 regula el curso virtual de 50 horas y establece que solo pueden ofrecerlo entidades autorizadas.',
    },
    {
      topic: OBLIGACIONES,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estos documentos hacen parte de la documentación del SG-SST según el Decreto 1072 de 2015?',
      options: [
        { id: 'a', text: 'Los reportes e investigaciones de incidentes y accidentes de trabajo', correct: true },
        { id: 'b', text: 'Las actas de conformación y reuniones del COPASST', correct: true },
        { id: 'c', text: 'Las declaraciones de renta de los socios', correct: false },
        { id: 'd', text: 'El plan de prevención, preparación y respuesta ante emergencias', correct: true },
        { id: 'e', text: 'Los catálogos de productos de la empresa', correct: false },
      ],
      explanation:
        'La documentación del SG-SST incluye, entre otros, reportes e investigaciones de eventos, soportes y actas del COPASST y el plan de emergencias con la evaluación de vulnerabilidad (Decreto 1072 de 2015).',
    },
    {
      topic: OBLIGACIONES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un supervisor pide al médico ocupacional el diagnóstico de una trabajadora «para planear mejor los turnos». ¿Qué debe responder el médico?',
      options: [
        { id: 'a', text: 'Que entregará el diagnóstico si el supervisor firma un recibo', correct: false },
        { id: 'b', text: 'Que solo puede entregar el concepto de aptitud y las recomendaciones', correct: true },
        { id: 'c', text: 'Que enviará la historia clínica completa por correo', correct: false },
      ],
      explanation:
        'La historia clínica es reservada y los datos de salud son sensibles (Ley 1581 de 2012); el empleador solo recibe el concepto de aptitud y las recomendaciones para el trabajo.',
    },
    {
      topic: OBLIGACIONES,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Los conceptos de los exámenes médicos ocupacionales de un extrabajador pueden destruirse cinco años después de su retiro.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'El Decreto 1072 de 2015 exige conservar los conceptos de los exámenes de ingreso, periódicos y de retiro por lo menos 20 años desde que termina la relación laboral.',
    },
    {
      topic: OBLIGACIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un trabajador se retira de una fundición en 2024. ¿Hasta qué año, como mínimo, debe la empresa conservar las mediciones de material particulado de su puesto?',
      options: [
        { id: 'a', text: 'Hasta 2029', correct: false },
        { id: 'b', text: 'Hasta 2044', correct: true },
        { id: 'c', text: 'Hasta 2034', correct: false },
        { id: 'd', text: 'Hasta 2025', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 exige conservar las mediciones ambientales por lo menos 20 años desde el fin de la relación laboral: 2024 + 20 = 2044.',
    },
    {
      topic: OBLIGACIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un trabajador ingresó en 2005 y se retira en 2025. ¿Desde cuándo se cuentan los 20 años de conservación de su registro de entrega de EPP?',
      options: [
        { id: 'a', text: 'Desde 2005, cuando ingresó a la empresa', correct: false },
        { id: 'b', text: 'Desde la fecha de cada entrega de EPP', correct: false },
        { id: 'c', text: 'Desde 2025, cuando termina la relación laboral', correct: true },
        { id: 'd', text: 'Desde la última auditoría del SG-SST', correct: false },
      ],
      explanation:
        'El plazo mínimo de 20 años se cuenta a partir del momento en que cesa la relación laboral (Decreto 1072 de 2015), no desde el ingreso ni desde cada entrega.',
    },
    {
      topic: OBLIGACIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Después de un accidente mortal en una planta, ¿qué debe hacer la empresa con su identificación de peligros y valoración de riesgos?',
      options: [
        { id: 'a', text: 'Esperar a la actualización anual que ya está programada', correct: false },
        { id: 'b', text: 'Entregarla a la ARL para que la rehaga por su propia cuenta', correct: false },
        { id: 'c', text: 'Archivarla, porque ya no refleja la realidad de la planta', correct: false },
        { id: 'd', text: 'Actualizarla, aunque no haya pasado un año', correct: true },
      ],
      explanation:
        'El Decreto 1072 de 2015 obliga a actualizar la identificación de peligros cada vez que ocurra un accidente de trabajo mortal o un evento catastrófico, además de la revisión anual.',
    },
    {
      topic: OBLIGACIONES,
      level: 'hard',
      kind: 'multiple',
      prompt:
        'Una empresa cierra su planta y se pregunta qué registros conservar al menos 20 años tras la terminación de los contratos. ¿Cuáles debe conservar?',
      options: [
        { id: 'a', text: 'Los conceptos de los exámenes de ingreso, periódicos y de retiro', correct: true },
        { id: 'b', text: 'Los resultados de las mediciones de ruido y de químicos', correct: true },
        { id: 'c', text: 'Los registros de capacitación en SST', correct: true },
        { id: 'd', text: 'Las órdenes de compra de materia prima', correct: false },
        { id: 'e', text: 'Los planos de decoración de las oficinas', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 exige conservar 20 años los resultados de exámenes y perfiles de salud, las mediciones ambientales, la capacitación y la entrega de EPP.',
    },
    {
      topic: OBLIGACIONES,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Una empresa puede exigir a un aspirante, como condición para contratarlo, que autorice el uso de sus datos de salud para fines distintos a la evaluación ocupacional.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Los datos de salud son sensibles (Ley 1581 de 2012 y Decreto 1377 de 2013) y ninguna actividad puede condicionarse a que el titular los entregue; su tratamiento requiere autorización explícita y una finalidad legítima.',
    },
    {
      topic: OBLIGACIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un trabajador se niega a usar el arnés en una tarea en altura pese a haber sido capacitado y advertido por escrito. ¿Qué consecuencia contempla la normatividad?',
      options: [
        {
          id: 'a',
          text: 'Su grave incumplimiento puede ser justa causa para terminar el contrato',
          correct: true,
        },
        { id: 'b', text: 'Ninguna, porque el uso de EPP es solo una recomendación voluntaria', correct: false },
        { id: 'c', text: 'La ARL le suspende la afiliación hasta que acepte usar el arnés', correct: false },
        { id: 'd', text: 'El COPASST le impone una multa de un salario mínimo mensual', correct: false },
      ],
      explanation:
        'El Decreto 1295 de 1994 permite al empleador terminar el contrato por justa causa ante el grave incumplimiento de las instrucciones de prevención comunicadas por escrito; además, cumplir las normas es un deber del trabajador (Decreto 1072 de 2015).',
    },
    {
      topic: OBLIGACIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        'En una empresa de 60 trabajadores, el gerente informa al COPASST los resultados del SG-SST del año, y los jefes de área presentan el avance de sus responsabilidades. ¿Qué obligación se cumple?',
      options: [
        { id: 'a', text: 'La evaluación inicial', correct: false },
        { id: 'b', text: 'La rendición de cuentas', correct: true },
        { id: 'c', text: 'La gestión del cambio', correct: false },
        { id: 'd', text: 'La inducción en SST', correct: false },
      ],
      explanation:
        'La rendición de cuentas consiste en que quienes tienen responsabilidades en el SG-SST informen sobre su desempeño, por lo menos una vez al año y de forma documentada (Decreto 1072 de 2015).',
    },
    {
      topic: OBLIGACIONES,
      level: 'hard',
      kind: 'single',
      prompt: '¿Cuál de estos casos incumple la obligación del empleador de gestionar los peligros y riesgos?',
      options: [
        { id: 'a', text: 'Entregar protectores auditivos mientras se instala un encerramiento', correct: false },
        { id: 'b', text: 'Capacitar a los trabajadores en el uso de un nuevo químico', correct: false },
        {
          id: 'c',
          text: 'Saber que un tablero eléctrico está destapado y no controlarlo',
          correct: true,
        },
        { id: 'd', text: 'Actualizar la matriz de peligros tras cambiar una máquina', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 obliga al empleador a identificar peligros, valorar riesgos y adoptar controles; conocer un peligro y no controlarlo es un incumplimiento directo.',
    },
    {
      topic: OBLIGACIONES,
      level: 'hard',
      kind: 'multiple',
      prompt: '¿Cuáles de estas conductas cumplen los deberes del trabajador del Decreto 1072 de 2015?',
      options: [
        { id: 'a', text: 'Informar a su jefe que un compañero dejó una zanja sin señalizar', correct: true },
        { id: 'b', text: 'Contar en el examen periódico que tiene dolor en la muñeca desde hace meses', correct: true },
        { id: 'c', text: 'Omitir en el examen de ingreso una lesión anterior para asegurar el puesto', correct: false },
        { id: 'd', text: 'Participar en el curso de manejo de químicos programado por la empresa', correct: true },
        { id: 'e', text: 'Retirar la guarda de una máquina para producir más rápido', correct: false },
      ],
      explanation:
        'Informar peligros, dar información veraz sobre su salud y participar en las capacitaciones son deberes del trabajador. Ocultar una lesión o retirar una guarda los incumplen.',
    },
    {
      topic: OBLIGACIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa contrata a un taller externo para reparar su caldera. ¿Qué debe hacer respecto de la SST del contratista?',
      options: [
        { id: 'a', text: 'Nada, porque el contratista responde solo ante su propia ARL', correct: false },
        { id: 'b', text: 'Exigir al contratista que adopte la política del cliente como suya', correct: false },
        { id: 'c', text: 'Pedir autorización al Ministerio del Trabajo para cada visita', correct: false },
        { id: 'd', text: 'Verificar su afiliación y que cumpla las normas de SST durante el trabajo', correct: true },
      ],
      explanation:
        'El Decreto 1072 de 2015 obliga al contratante a incluir aspectos de SST en la evaluación y selección de contratistas, verificar su afiliación y vigilar que cumplan las normas de SST.',
    },
    {
      topic: OBLIGACIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un trabajador pide conocer los resultados de las mediciones de ruido de su puesto que realizó la empresa. ¿Qué principio respalda su acceso?',
      options: [
        { id: 'a', text: 'La reserva de las mediciones para la gerencia y la ARL', correct: false },
        { id: 'b', text: 'La protección de las mediciones como datos sensibles', correct: false },
        {
          id: 'c',
          text: 'El derecho del trabajador a conocer los riesgos de su labor',
          correct: true,
        },
      ],
      explanation:
        'El SG-SST exige informar a los trabajadores sobre los peligros y riesgos de su labor y garantizar su participación (Decreto 1072 de 2015); las mediciones del puesto no son datos sensibles del trabajador.',
    },
    {
      topic: OBLIGACIONES,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Si el responsable del SG-SST renuncia, los registros de capacitación que él llevaba pueden eliminarse porque ya no tienen quién los administre.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Los registros de capacitación deben conservarse por lo menos 20 años desde el fin de la relación laboral de cada trabajador (Decreto 1072 de 2015), sin importar quién los haya llevado.',
    },
    {
      topic: OBLIGACIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        '¿Por qué la normatividad exige conservar por tanto tiempo los conceptos de los exámenes de ingreso, periódicos y de retiro?',
      options: [
        {
          id: 'a',
          text: 'Porque prueban el origen laboral de enfermedades que aparecen años después',
          correct: true,
        },
        { id: 'b', text: 'Porque la EPS los necesita para fijar la cuota moderadora de cada afiliado', correct: false },
        {
          id: 'c',
          text: 'Porque sin ellos la empresa no puede renovar cada año la afiliación a la ARL',
          correct: false,
        },
        {
          id: 'd',
          text: 'Porque el Ministerio del Trabajo los usa para el censo nacional de empresas',
          correct: false,
        },
      ],
      explanation:
        'Enfermedades como la hipoacusia o las causadas por químicos se manifiestan mucho después de la exposición; los registros permiten reconstruir la historia y por eso se conservan 20 años (Decreto 1072 de 2015).',
    },
    {
      topic: OBLIGACIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        '¿Qué requisito de formación exige la Resolución 4927 de 2016 al responsable del SG-SST, además de su formación de base?',
      options: [
        { id: 'a', text: 'Aprobar un curso de 8 horas de primeros auxilios', correct: false },
        { id: 'b', text: 'Aprobar el curso virtual de 50 horas en SST', correct: true },
        { id: 'c', text: 'Tener una maestría en derecho laboral', correct: false },
        { id: 'd', text: 'Haber sido miembro del COPASST dos periodos', correct: false },
      ],
      explanation:
        'La Resolución 4927 de 2016 establece el curso virtual de 50 horas en SST, ofrecido por entidades autorizadas, como requisito para quienes diseñan e implementan el SG-SST.',
    },
    {
      topic: OBLIGACIONES,
      level: 'easy',
      kind: 'single',
      prompt:
        'Según el Decreto 1072 de 2015, ¿qué debe hacer el trabajador con las normas, reglamentos e instrucciones del SG-SST de su empresa?',
      options: [
        { id: 'a', text: 'Cumplirlos en el desarrollo de su trabajo', correct: true },
        { id: 'b', text: 'Cumplirlos solo cuando lo vigila su jefe', correct: false },
        { id: 'c', text: 'Revisarlos y aplicar los que le parezcan útiles', correct: false },
      ],
      explanation:
        'Cumplir las normas, reglamentos e instrucciones del SG-SST es uno de los deberes del trabajador establecidos en el Decreto 1072 de 2015.',
    },
  ],
};
