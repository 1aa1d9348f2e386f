import type { SeedItemBank } from './seed-item.js';

const FACTORES = 'Factores psicosociales';
const BATERIA = 'Batería y confidencialidad';
const ESTRES = 'Estrés y autocuidado';
const INTERVENCION = 'Intervención organizacional';

export const riesgoPsicosocialItems: SeedItemBank = {
  routeKey: 'riesgo-psicosocial',
  items: [
    // Factores psicosociales
    {
      topic: FACTORES,
      level: 'easy',
      kind: 'single',
      prompt: 'El estilo de liderazgo del jefe y la claridad del rol son factores psicosociales…',
      options: [
        { id: 'a', text: 'Extralaborales', correct: false },
        { id: 'b', text: 'Intralaborales', correct: true },
        { id: 'c', text: 'Individuales', correct: false },
      ],
      explanation:
        'Los factores intralaborales son las condiciones propias del trabajo y de la organización, como liderazgo, claridad del rol, carga de trabajo y jornada (Resolución 2646 de 2008).',
    },
    {
      topic: FACTORES,
      level: 'easy',
      kind: 'single',
      prompt: 'La edad, la formación y las estrategias de afrontamiento de una persona son factores psicosociales…',
      options: [
        { id: 'a', text: 'Intralaborales', correct: false },
        { id: 'b', text: 'Extralaborales', correct: false },
        { id: 'c', text: 'Individuales', correct: true },
      ],
      explanation:
        'Los factores individuales son características propias de cada persona, como edad, formación, estrategias de afrontamiento y condiciones de salud (Resolución 2646 de 2008).',
    },
    {
      topic: FACTORES,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Los factores intralaborales son los que la empresa puede intervenir de forma más directa.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La empresa controla las condiciones de trabajo y de la organización; los factores extralaborales e individuales se tienen en cuenta porque interactúan con ellas.',
    },
    {
      topic: FACTORES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué establece la Resolución 2646 de 2008?',
      options: [
        {
          id: 'a',
          text: 'Cómo reconocer, medir, intervenir y seguir en el tiempo el riesgo psicosocial',
          correct: true,
        },
        { id: 'b', text: 'Los estándares mínimos del SG-SST y la forma de calificarlos', correct: false },
        { id: 'c', text: 'El procedimiento para investigar incidentes y accidentes de trabajo', correct: false },
      ],
      explanation:
        'La Resolución 2646 de 2008 pide reconocer las condiciones psicosociales de la empresa, medirlas, actuar sobre ellas y seguirlas, y orienta el estudio del origen laboral de las enfermedades ligadas al estrés.',
    },
    {
      topic: FACTORES,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estos son factores psicosociales extralaborales?',
      options: [
        { id: 'a', text: 'Situación económica del hogar', correct: true },
        { id: 'b', text: 'Carga de trabajo asignada', correct: false },
        { id: 'c', text: 'Condiciones de la vivienda', correct: true },
        { id: 'd', text: 'Claridad del rol en el cargo', correct: false },
        { id: 'e', text: 'Relaciones familiares', correct: true },
      ],
      explanation:
        'Los extralaborales son condiciones del entorno fuera del trabajo: desplazamiento, situación económica, vivienda, tiempo libre y relaciones familiares. La carga y la claridad del rol son intralaborales.',
    },
    {
      topic: FACTORES,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles son factores psicosociales típicos de un centro de contacto?',
      options: [
        { id: 'a', text: 'Metas de tiempo por llamada', correct: true },
        { id: 'b', text: 'Ruido de maquinaria pesada', correct: false },
        { id: 'c', text: 'Monitoreo permanente del trabajo', correct: true },
        { id: 'd', text: 'Atención de clientes molestos', correct: true },
        { id: 'e', text: 'Levantamiento de bultos', correct: false },
      ],
      explanation:
        'En centros de contacto son frecuentes las metas de tiempo, el monitoreo permanente, los clientes molestos y el poco control sobre el ritmo. El ruido es físico y los bultos, biomecánicos.',
    },
    {
      topic: FACTORES,
      level: 'medium',
      kind: 'true_false',
      prompt: 'Un trabajo con autonomía, retos alcanzables y reconocimiento es un factor protector de la salud.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'No todo factor psicosocial es negativo: la autonomía, los retos alcanzables y el reconocimiento favorecen la salud y el compromiso.',
    },
    {
      topic: FACTORES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un gerente afirma que el estrés de su área se resuelve contratando "personas más fuertes". ¿Por qué contradice el enfoque de la norma?',
      options: [
        { id: 'a', text: 'Porque la norma prohíbe seleccionar personal por su carácter', correct: false },
        { id: 'b', text: 'Porque el estrés laboral es un asunto exclusivo de la EPS', correct: false },
        { id: 'c', text: 'Porque la ARL es la encargada de fortalecer al personal', correct: false },
        { id: 'd', text: 'Porque el enfoque es organizacional: se interviene el diseño del trabajo', correct: true },
      ],
      explanation:
        'El enfoque de la Resolución 2646 de 2008 es organizacional: se evalúa cómo está diseñado el trabajo y se intervienen las condiciones. Metas imposibles y roles confusos generan estrés incluso en personas resilientes.',
    },
    {
      topic: FACTORES,
      level: 'hard',
      kind: 'single',
      prompt:
        '¿Por qué se tienen en cuenta factores extralaborales, como un desplazamiento de dos horas diarias, si la empresa no los controla?',
      options: [
        {
          id: 'a',
          text: 'Porque interactúan con los intralaborales y reducen las reservas del trabajador',
          correct: true,
        },
        {
          id: 'b',
          text: 'Porque la empresa debe resolver la situación de vivienda de cada trabajador',
          correct: false,
        },
        { id: 'c', text: 'Porque definen por sí solos el nivel de riesgo de toda el área evaluada', correct: false },
      ],
      explanation:
        'Los factores extralaborales e individuales interactúan con los intralaborales: quien se desplaza dos horas diarias llega con menos reservas a una jornada exigente.',
    },

    // Batería y confidencialidad
    {
      topic: BATERIA,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué norma adoptó la batería de instrumentos para evaluar los factores de riesgo psicosocial?',
      options: [
        { id: 'a', text: 'La Resolución 2764 de 2022', correct: true },
        { id: 'b', text: 'La Resolución 0312 de 2019', correct: false },
        { id: 'c', text: 'La Ley 1010 de 2006', correct: false },
        { id: 'd', text: 'La Resolución 1401 de 2007', correct: false },
      ],
      explanation:
        'La batería de instrumentos para la evaluación de factores de riesgo psicosocial fue adoptada por la Resolución 2764 de 2022.',
    },
    {
      topic: BATERIA,
      level: 'easy',
      kind: 'single',
      prompt: 'En una empresa donde no se identificó riesgo psicosocial alto, ¿cada cuánto debe aplicarse la batería?',
      options: [
        { id: 'a', text: 'Cada año', correct: false },
        { id: 'b', text: 'Cada cinco años', correct: false },
        { id: 'c', text: 'Cada dos años', correct: true },
      ],
      explanation:
        'La Resolución 2764 de 2022 establece aplicación anual donde el riesgo es alto y cada dos años en los demás casos.',
    },
    {
      topic: BATERIA,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Qué instrumentos incluye la batería de evaluación del riesgo psicosocial?',
      options: [
        { id: 'a', text: 'Cuestionario de factores intralaborales', correct: true },
        { id: 'b', text: 'Prueba de coeficiente intelectual', correct: false },
        { id: 'c', text: 'Cuestionario de estrés', correct: true },
        { id: 'd', text: 'Ficha de datos generales del trabajador', correct: true },
        { id: 'e', text: 'Evaluación del desempeño del cargo', correct: false },
      ],
      explanation:
        'La batería incluye cuestionarios de factores intralaborales, extralaborales y de estrés, además de una ficha de datos generales (Resolución 2764 de 2022).',
    },
    {
      topic: BATERIA,
      level: 'medium',
      kind: 'single',
      prompt: '¿Quién debe aplicar y analizar la batería de riesgo psicosocial?',
      options: [
        { id: 'a', text: 'El jefe inmediato de cada área evaluada', correct: false },
        { id: 'b', text: 'Un profesional idóneo según la normatividad vigente', correct: true },
        { id: 'c', text: 'El comité de convivencia laboral de la empresa', correct: false },
      ],
      explanation:
        'La aplicación y el análisis deben estar a cargo de un profesional idóneo que cumpla los requisitos de la normatividad vigente.',
    },
    {
      topic: BATERIA,
      level: 'medium',
      kind: 'single',
      prompt: '¿En qué condiciones conviene aplicar los cuestionarios de la batería?',
      options: [
        { id: 'a', text: 'En casa, fuera de la jornada, para no afectar la producción', correct: false },
        { id: 'b', text: 'En la reunión de equipo, con el jefe presente para resolver dudas', correct: false },
        { id: 'c', text: 'En un espacio tranquilo, dentro de la jornada y sin los jefes', correct: true },
      ],
      explanation:
        'Para que los resultados sean confiables se aplica en un espacio tranquilo, con tiempo suficiente dentro de la jornada y sin la presencia de los jefes, tras informar el propósito y obtener el consentimiento.',
    },
    {
      topic: BATERIA,
      level: 'medium',
      kind: 'true_false',
      prompt: 'Las respuestas de la batería de riesgo psicosocial son datos sensibles según la Ley 1581 de 2012.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Revelan información sobre salud mental, familia y condiciones de vida: son datos sensibles (Ley 1581 de 2012 y Decreto 1377 de 2013) que exigen autorización expresa y medidas de seguridad estrictas.',
    },
    {
      topic: BATERIA,
      level: 'hard',
      kind: 'single',
      prompt:
        'El jefe de un área pide ver los cuestionarios individuales de su equipo para "conocerlos mejor". ¿Qué corresponde?',
      options: [
        { id: 'a', text: 'Entregárselos, porque es el responsable del área', correct: false },
        { id: 'b', text: 'Negarse y presentar solo resultados agregados', correct: true },
        { id: 'c', text: 'Mostrárselos sin los nombres, uno por uno', correct: false },
        { id: 'd', text: 'Entregarle solo los de quienes tuvieron riesgo alto', correct: false },
      ],
      explanation:
        'Los cuestionarios individuales no se entregan a los jefes ni a talento humano; los resultados se presentan agregados por áreas o grupos, de forma que no se identifique a nadie (Ley 1581 de 2012).',
    },
    {
      topic: BATERIA,
      level: 'hard',
      kind: 'single',
      prompt: 'Además de la batería, ¿qué información conviene revisar para monitorear el riesgo psicosocial?',
      options: [
        { id: 'a', text: 'Ausentismo, rotación y quejas ante el comité de convivencia', correct: true },
        { id: 'b', text: 'Las historias clínicas individuales de los trabajadores', correct: false },
        { id: 'c', text: 'Las conversaciones privadas en los chats del personal', correct: false },
      ],
      explanation:
        'Se recomienda revisar ausentismo, rotación, quejas ante el comité de convivencia, resultados médicos agregados y clima laboral; nunca información individual sensible.',
    },
    {
      topic: BATERIA,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Para aplicar la batería basta con informar a los trabajadores; no se necesita su consentimiento informado.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Se informa el propósito y se obtiene el consentimiento informado de cada participante; al tratarse de datos sensibles se requiere autorización expresa (Ley 1581 de 2012).',
    },

    // Estrés y autocuidado
    {
      topic: ESTRES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuándo el estrés deja de ser útil y empieza a afectar la salud?',
      options: [
        { id: 'a', text: 'Cuando aparece cualquier exigencia nueva en el trabajo', correct: false },
        { id: 'b', text: 'Cuando las exigencias superan de forma sostenida los recursos', correct: true },
        { id: 'c', text: 'Cuando la persona se concentra para responder a un reto', correct: false },
      ],
      explanation:
        'En dosis moderadas el estrés ayuda a concentrarse; se vuelve dañino cuando las exigencias superan de manera sostenida los recursos de la persona y no hay tiempo para recuperarse.',
    },
    {
      topic: ESTRES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál de estas es una técnica de respiración consciente para manejar el estrés?',
      options: [
        { id: 'a', text: 'Inhalar contando hasta cuatro y exhalar lento contando hasta seis', correct: true },
        { id: 'b', text: 'Respirar rápido por la boca durante varios minutos seguidos', correct: false },
        { id: 'c', text: 'Contener la respiración el mayor tiempo posible', correct: false },
      ],
      explanation:
        'Se inhala por la nariz contando hasta cuatro, se sostiene un momento y se exhala lentamente contando hasta seis, varias veces.',
    },
    {
      topic: ESTRES,
      level: 'easy',
      kind: 'single',
      prompt: 'El aumento del consumo de cafeína, alcohol o cigarrillo es una señal de estrés de tipo…',
      options: [
        { id: 'a', text: 'Cognitivo', correct: false },
        { id: 'b', text: 'De conducta', correct: true },
        { id: 'c', text: 'Emocional', correct: false },
        { id: 'd', text: 'Físico', correct: false },
      ],
      explanation:
        'Las señales de conducta incluyen aislamiento, aumento del consumo de alcohol, cigarrillo o cafeína, ausentismo y conflictos.',
    },
    {
      topic: ESTRES,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estas son señales cognitivas de estrés?',
      options: [
        { id: 'a', text: 'Dificultad para concentrarse', correct: true },
        { id: 'b', text: 'Dolor de cabeza frecuente', correct: false },
        { id: 'c', text: 'Olvidos y errores frecuentes', correct: true },
        { id: 'd', text: 'Aislamiento de los compañeros', correct: false },
        { id: 'e', text: 'Indecisión ante tareas simples', correct: true },
      ],
      explanation:
        'Las señales cognitivas son dificultad para concentrarse, olvidos, errores frecuentes e indecisión. El dolor de cabeza es una señal física y el aislamiento, de conducta.',
    },
    {
      topic: ESTRES,
      level: 'medium',
      kind: 'true_false',
      prompt: 'Una sola señal de estrés, como una noche de mal sueño, indica por sí misma un problema de salud.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Una señal aislada no indica un problema; hay que prestar atención cuando varias señales se mantienen durante semanas.',
    },
    {
      topic: ESTRES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Los síntomas de estrés de una trabajadora persisten e interfieren con su vida diaria. ¿Qué se le recomienda?',
      options: [
        { id: 'a', text: 'Esperar las vacaciones para recuperarse', correct: false },
        { id: 'b', text: 'Buscar ayuda profesional a través de su EPS', correct: true },
        { id: 'c', text: 'Aumentar su jornada para ponerse al día', correct: false },
      ],
      explanation:
        'Cuando el autocuidado no basta, se busca ayuda profesional a través de la EPS y de los programas de apoyo de la empresa. Pedir ayuda es una decisión responsable.',
    },
    {
      topic: ESTRES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un compañero expresa que ha pensado en hacerse daño y usted percibe un riesgo inminente. ¿Qué debe hacer?',
      options: [
        { id: 'a', text: 'Recomendarle que descanse y hablar con él al otro día', correct: false },
        { id: 'b', text: 'Contarlo en el chat del equipo para que todos lo apoyen', correct: false },
        { id: 'c', text: 'No dejarlo solo y buscar ayuda de inmediato en el 123', correct: true },
      ],
      explanation:
        'Ante un riesgo inminente para la vida de una persona no se la deja sola y se busca ayuda de inmediato llamando a la línea 123.',
    },
    {
      topic: ESTRES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Usted nota que un compañero ha cambiado: se aísla y comete errores. ¿Cuál es la mejor forma de apoyarlo?',
      options: [
        { id: 'a', text: 'Darle consejos rápidos sobre cómo manejar sus problemas', correct: false },
        { id: 'b', text: 'Informar a su jefe para que lo evalúe por bajo desempeño', correct: false },
        { id: 'c', text: 'Acercarse en privado, escuchar sin juzgar y orientarlo a los recursos', correct: true },
        { id: 'd', text: 'Esperar a que él pida ayuda para no incomodarlo', correct: false },
      ],
      explanation:
        'Se recomienda acercarse en privado, preguntar cómo está, escuchar sin juzgar ni dar consejos apresurados y orientarlo hacia la EPS, el programa de bienestar o el responsable del SG-SST.',
    },

    // Intervención organizacional
    {
      topic: INTERVENCION,
      level: 'easy',
      kind: 'single',
      prompt: '¿Dónde es más eficaz intervenir el riesgo psicosocial?',
      options: [
        { id: 'a', text: 'En la respuesta individual de cada trabajador', correct: false },
        { id: 'b', text: 'En las condiciones de trabajo y de la organización', correct: true },
        { id: 'c', text: 'En las actividades recreativas de fin de año', correct: false },
      ],
      explanation:
        'Como con cualquier peligro, la intervención es más eficaz cuando actúa sobre las condiciones de trabajo; las medidas individuales complementan.',
    },
    {
      topic: INTERVENCION,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Un taller de técnicas de respiración compensa una meta de trabajo imposible de cumplir.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Las medidas individuales suman, pero no reemplazan la intervención organizacional: si la meta es imposible, hay que revisar la meta.',
    },
    {
      topic: INTERVENCION,
      level: 'medium',
      kind: 'single',
      prompt: 'La evaluación muestra falta de claridad del rol en un área. ¿Qué medida ataca ese factor?',
      options: [
        { id: 'a', text: 'Actualizar los perfiles de cargo y definir responsabilidades', correct: true },
        { id: 'b', text: 'Organizar una jornada de integración recreativa', correct: false },
        { id: 'c', text: 'Aumentar el monitoreo de los tiempos de cada tarea', correct: false },
        { id: 'd', text: 'Ofrecer un taller de manejo del estrés', correct: false },
      ],
      explanation:
        'La falta de claridad del rol se interviene actualizando perfiles de cargo, definiendo responsabilidades y aclarando los canales de comunicación.',
    },
    {
      topic: INTERVENCION,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué medida corresponde a un factor de riesgo por jornadas extensas y turnos?',
      options: [
        { id: 'a', text: 'Pagar un bono a quien haga más horas extra', correct: false },
        { id: 'b', text: 'Concentrar los turnos nocturnos en las mismas personas', correct: false },
        { id: 'c', text: 'Planear descansos suficientes y limitar las horas extra', correct: true },
      ],
      explanation:
        'Para jornadas y turnos se planean descansos suficientes, se limitan las horas extra y se rota en sentido horario.',
    },
    {
      topic: INTERVENCION,
      level: 'medium',
      kind: 'single',
      prompt:
        'En el área de cartera, la dimensión "demandas cuantitativas" sale en riesgo muy alto. ¿Qué debe incluir la intervención?',
      options: [
        { id: 'a', text: 'Solo un taller de manejo del estrés para el equipo', correct: false },
        { id: 'b', text: 'Cambiar al jefe del área sin revisar otras causas', correct: false },
        { id: 'c', text: 'Pedir al equipo que mejore su gestión del tiempo', correct: false },
        { id: 'd', text: 'Revisar la carga de trabajo y la distribución de tareas', correct: true },
      ],
      explanation:
        'Las demandas cuantitativas tienen que ver con la cantidad de trabajo: la intervención debe revisar la carga y su distribución, no limitarse a talleres individuales.',
    },
    {
      topic: INTERVENCION,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles son medidas de intervención individual que complementan las organizacionales?',
      options: [
        { id: 'a', text: 'Orientación psicológica o líneas de apoyo', correct: true },
        { id: 'b', text: 'Redistribuir la carga de trabajo del área', correct: false },
        { id: 'c', text: 'Acompañamiento al reintegro tras incapacidad', correct: true },
        { id: 'd', text: 'Talleres de manejo del estrés', correct: true },
        { id: 'e', text: 'Ajustar las metas del equipo', correct: false },
      ],
      explanation:
        'La orientación psicológica, los talleres y el acompañamiento al reintegro son medidas individuales. Redistribuir la carga y ajustar metas son medidas sobre la organización.',
    },
    {
      topic: INTERVENCION,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué define un programa de vigilancia epidemiológica en riesgo psicosocial?',
      options: [
        { id: 'a', text: 'Las sanciones para quienes tengan riesgo alto', correct: false },
        { id: 'b', text: 'Población objetivo, actividades, indicadores y seguimiento de casos', correct: true },
        { id: 'c', text: 'Los diagnósticos individuales para enviar a los jefes', correct: false },
      ],
      explanation:
        'El programa define la población objetivo, las actividades de intervención, los indicadores y el seguimiento de los casos, con profesionales idóneos y apoyo técnico de la ARL.',
    },
    {
      topic: INTERVENCION,
      level: 'hard',
      kind: 'single',
      prompt:
        'El servicio de urgencias de una clínica obtuvo riesgo muy alto y la clínica ejecutó su plan de intervención. ¿Cuándo debe repetir la evaluación con la batería?',
      options: [
        { id: 'a', text: 'Al año siguiente, por tratarse de riesgo alto', correct: true },
        { id: 'b', text: 'A los dos años, como en cualquier empresa', correct: false },
        { id: 'c', text: 'Solo si aumentan las quejas de los usuarios', correct: false },
      ],
      explanation:
        'Donde se identifica riesgo psicosocial alto, la batería se aplica cada año (Resolución 2764 de 2022); así se comparan los resultados después de la intervención.',
    },
    {
      topic: INTERVENCION,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Los resultados de la evaluación psicosocial alimentan la matriz de peligros, donde este peligro se registra y valora como cualquier otro.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El peligro psicosocial hace parte de la matriz de peligros del SG-SST, y los resultados de la batería sirven para valorarlo y priorizar su intervención.',
    },
  ],
};
