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

    // Factores psicosociales (ampliación)
    {
      topic: FACTORES,
      level: 'easy',
      kind: 'single',
      prompt: 'Las características de la vivienda de un trabajador y del barrio donde vive son factores psicosociales…',
      options: [
        { id: 'a', text: 'Intralaborales', correct: false },
        { id: 'b', text: 'Individuales', correct: false },
        { id: 'c', text: 'Extralaborales', correct: true },
      ],
      explanation:
        'La vivienda y su entorno son condiciones de la vida del trabajador fuera del trabajo; por eso la Resolución 2646 de 2008 las agrupa como factores extralaborales.',
    },
    {
      topic: FACTORES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál de estas condiciones es un factor psicosocial intralaboral?',
      options: [
        { id: 'a', text: 'La jornada de trabajo y los turnos asignados', correct: true },
        { id: 'b', text: 'El tiempo libre que comparte con su familia', correct: false },
        { id: 'c', text: 'La edad y la escolaridad del trabajador', correct: false },
        { id: 'd', text: 'El estado de la vivienda donde reside', correct: false },
      ],
      explanation:
        'La jornada y los turnos los define la organización del trabajo, por eso son intralaborales. El tiempo libre y la vivienda son extralaborales; la edad y la escolaridad, individuales.',
    },
    {
      topic: FACTORES,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'En la matriz de peligros elaborada con la GTC 45, el psicosocial es una de las clases de peligro que se identifican.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La GTC 45 incluye el peligro psicosocial junto con los biológicos, físicos, químicos, biomecánicos, de condiciones de seguridad y fenómenos naturales.',
    },
    {
      topic: FACTORES,
      level: 'easy',
      kind: 'single',
      prompt:
        '¿Qué norma colombiana regula la identificación, evaluación e intervención de los factores de riesgo psicosocial en el trabajo?',
      options: [
        { id: 'a', text: 'La Resolución 2013 de 1986', correct: false },
        { id: 'b', text: 'La Resolución 1401 de 2007', correct: false },
        { id: 'c', text: 'La Resolución 0312 de 2019', correct: false },
        { id: 'd', text: 'La Resolución 2646 de 2008', correct: true },
      ],
      explanation:
        'La Resolución 2646 de 2008 trata los factores de riesgo psicosocial y el estrés ocupacional. La 2013 de 1986 regula el COPASST, la 1401 de 2007 la investigación de accidentes y la 0312 de 2019 los estándares mínimos.',
    },
    {
      topic: FACTORES,
      level: 'easy',
      kind: 'single',
      prompt:
        '¿Cómo se llama una condición psicosocial del trabajo que, en lugar de dañar, favorece la salud y el bienestar?',
      options: [
        { id: 'a', text: 'Factor de riesgo', correct: false },
        { id: 'b', text: 'Factor protector', correct: true },
        { id: 'c', text: 'Factor extralaboral', correct: false },
      ],
      explanation:
        'Las condiciones que favorecen la salud, como el apoyo social o el reconocimiento, se llaman factores protectores; no todo factor psicosocial es negativo.',
    },
    {
      topic: FACTORES,
      level: 'easy',
      kind: 'single',
      prompt: 'En los servicios de salud, ¿cuál de estos es un factor psicosocial característico?',
      options: [
        { id: 'a', text: 'La exposición a vibraciones de herramientas', correct: false },
        { id: 'b', text: 'La manipulación de cajas pesadas en bodega', correct: false },
        { id: 'c', text: 'El contacto frecuente con el sufrimiento ajeno', correct: true },
        { id: 'd', text: 'El ruido de los compresores de aire', correct: false },
      ],
      explanation:
        'En salud son típicos los turnos nocturnos, el contacto con el sufrimiento, los usuarios agresivos y la responsabilidad sobre la vida de otros. Las vibraciones y el ruido son peligros físicos y las cajas, biomecánicos.',
    },
    {
      topic: FACTORES,
      level: 'easy',
      kind: 'single',
      prompt: 'En una obra de construcción, ¿qué situación corresponde a un factor psicosocial?',
      options: [
        { id: 'a', text: 'La presión por cumplir los plazos de entrega', correct: true },
        { id: 'b', text: 'El polvo que se levanta al cortar concreto', correct: false },
        { id: 'c', text: 'El ruido constante de la mezcladora', correct: false },
      ],
      explanation:
        'La presión por plazos, el trabajo lejos de la familia y la inestabilidad contractual son factores psicosociales frecuentes en construcción. El polvo es un peligro químico y el ruido, físico.',
    },
    {
      topic: FACTORES,
      level: 'easy',
      kind: 'single',
      prompt: 'En una oficina, ¿cuál de estas situaciones es un factor psicosocial?',
      options: [
        { id: 'a', text: 'Una lámpara que deja el escritorio en penumbra', correct: false },
        { id: 'b', text: 'Una silla sin apoyo para la zona lumbar', correct: false },
        { id: 'c', text: 'Un cable suelto que cruza el pasillo', correct: false },
        { id: 'd', text: 'Correos y reuniones que no dejan terminar las tareas', correct: true },
      ],
      explanation:
        'La sobrecarga de correos y reuniones es un factor psicosocial típico de oficina. La iluminación es un peligro físico, la silla un peligro biomecánico y el cable, una condición de seguridad locativa.',
    },
    {
      topic: FACTORES,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'La Resolución 2646 de 2008 agrupa los factores psicosociales en intralaborales, extralaborales e individuales.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Esa es la clasificación de la Resolución 2646 de 2008: condiciones del trabajo (intralaborales), del entorno fuera del trabajo (extralaborales) y de la persona (individuales).',
    },
    {
      topic: FACTORES,
      level: 'easy',
      kind: 'single',
      prompt:
        '¿Por qué se dice que los efectos del riesgo psicosocial son más silenciosos que los de una máquina sin guarda?',
      options: [
        { id: 'a', text: 'Porque solo afectan a las personas que ocupan cargos directivos', correct: false },
        {
          id: 'b',
          text: 'Porque el cansancio, la irritabilidad o el mal sueño no dejan huellas visibles',
          correct: true,
        },
        { id: 'c', text: 'Porque nunca llegan a producir enfermedades en los trabajadores', correct: false },
      ],
      explanation:
        'Una organización del trabajo deficiente produce cansancio que no se recupera, irritabilidad, problemas de sueño y conflictos, que no se ven como una lesión, pero con el tiempo pueden causar enfermedades.',
    },
    {
      topic: FACTORES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una cajera de supermercado atiende filas largas y no puede decidir cuándo tomar una pausa. ¿Qué factor intralaboral describe mejor su situación?',
      options: [
        { id: 'a', text: 'La situación económica de su hogar', correct: false },
        { id: 'b', text: 'Sus estrategias personales de afrontamiento', correct: false },
        { id: 'c', text: 'El poco control sobre el ritmo de su trabajo', correct: true },
        { id: 'd', text: 'Las condiciones de la vivienda donde reside', correct: false },
      ],
      explanation:
        'No poder decidir sobre el ritmo ni las pausas es falta de control sobre el trabajo, un factor intralaboral. Las demás opciones son extralaborales o individuales.',
    },
    {
      topic: FACTORES,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estos son factores psicosociales individuales?',
      options: [
        { id: 'a', text: 'La edad del trabajador', correct: true },
        { id: 'b', text: 'El estilo de liderazgo del jefe', correct: false },
        { id: 'c', text: 'El nivel de formación', correct: true },
        { id: 'd', text: 'Las condiciones de salud', correct: true },
        { id: 'e', text: 'El tiempo de desplazamiento', correct: false },
      ],
      explanation:
        'Edad, formación y condiciones de salud son características propias de la persona. El liderazgo es intralaboral y el desplazamiento, extralaboral (Resolución 2646 de 2008).',
    },
    {
      topic: FACTORES,
      level: 'medium',
      kind: 'single',
      prompt: 'Según la Resolución 2646 de 2008, ¿qué es la carga mental de un trabajo?',
      options: [
        {
          id: 'a',
          text: 'Las exigencias cognitivas de la tarea, como la concentración, la minuciosidad y el apremio de tiempo',
          correct: true,
        },
        {
          id: 'b',
          text: 'El peso de los objetos y herramientas que el trabajador manipula durante la jornada',
          correct: false,
        },
        {
          id: 'c',
          text: 'Las exigencias afectivas que impone el trato con usuarios que sufren o están alterados',
          correct: false,
        },
        {
          id: 'd',
          text: 'El tiempo que gasta el trabajador en desplazarse desde su casa hasta la empresa',
          correct: false,
        },
      ],
      explanation:
        'La carga mental se refiere a la actividad cognitiva que exige la tarea (concentración, minuciosidad, complejidad, volumen, velocidad y apremio de tiempo). Las exigencias afectivas corresponden a la carga emocional.',
    },
    {
      topic: FACTORES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una enfermera de urgencias acompaña a familias que acaban de perder a un ser querido. ¿Qué tipo de carga predomina en esa tarea?',
      options: [
        { id: 'a', text: 'Carga física', correct: false },
        { id: 'b', text: 'Carga postural', correct: false },
        { id: 'c', text: 'Carga por ruido', correct: false },
        { id: 'd', text: 'Carga emocional', correct: true },
      ],
      explanation:
        'Acompañar el duelo ajeno impone exigencias afectivas propias del rol: es carga psíquica o emocional, uno de los aspectos que considera la Resolución 2646 de 2008.',
    },
    {
      topic: FACTORES,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'La Resolución 2646 de 2008 también orienta el estudio del origen laboral de las enfermedades relacionadas con el estrés ocupacional.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Además de la identificación, evaluación e intervención de los factores psicosociales, la Resolución 2646 de 2008 sirve de base para determinar si una patología causada por el estrés tiene origen en el trabajo.',
    },
    {
      topic: FACTORES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un técnico de soporte recibe de dos jefes instrucciones que se contradicen y no sabe cuál atender primero. ¿Qué factor intralaboral está fallando?',
      options: [
        { id: 'a', text: 'La situación económica del grupo familiar', correct: false },
        { id: 'b', text: 'La claridad y la coherencia del rol', correct: true },
        { id: 'c', text: 'La carga física de la tarea asignada', correct: false },
        { id: 'd', text: 'El tiempo libre fuera de la jornada', correct: false },
      ],
      explanation:
        'Recibir órdenes contradictorias sin saber qué se espera del cargo es un problema de claridad y coherencia del rol, un factor intralaboral que la empresa puede corregir.',
    },
    {
      topic: FACTORES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuál de estas situaciones corresponde a un factor psicosocial extralaboral?',
      options: [
        { id: 'a', text: 'Un horario rotativo que incluye turnos de noche', correct: false },
        { id: 'b', text: 'La falta de reconocimiento por parte del jefe', correct: false },
        { id: 'c', text: 'Unas metas de ventas que cambian cada semana', correct: false },
        { id: 'd', text: 'Unas deudas que generan angustia en el hogar', correct: true },
      ],
      explanation:
        'La situación económica del hogar es una condición fuera del trabajo, por eso es extralaboral. Los turnos, el reconocimiento y las metas dependen de la organización y son intralaborales.',
    },
    {
      topic: FACTORES,
      level: 'medium',
      kind: 'multiple',
      prompt: 'En un hospital, ¿cuáles de estas condiciones son factores psicosociales propios del servicio?',
      options: [
        { id: 'a', text: 'Los turnos nocturnos', correct: true },
        { id: 'b', text: 'La radiación de los equipos de rayos X', correct: false },
        { id: 'c', text: 'La atención de usuarios agresivos', correct: true },
        { id: 'd', text: 'La responsabilidad sobre la vida de otros', correct: true },
        { id: 'e', text: 'El contacto con fluidos corporales', correct: false },
      ],
      explanation:
        'Turnos nocturnos, usuarios agresivos y responsabilidad sobre la vida de otros son factores psicosociales del sector salud. La radiación es un peligro físico y los fluidos corporales, biológico.',
    },
    {
      topic: FACTORES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un equipo tiene un jefe que escucha, da retroalimentación respetuosa y respalda a su gente. Para ese equipo, ese liderazgo funciona como…',
      options: [
        { id: 'a', text: 'Un factor protector intralaboral', correct: true },
        { id: 'b', text: 'Un factor de riesgo extralaboral', correct: false },
        { id: 'c', text: 'Un factor individual de afrontamiento', correct: false },
      ],
      explanation:
        'El liderazgo es una condición de la organización (intralaboral); cuando es respetuoso y da apoyo, favorece la salud y actúa como factor protector.',
    },
    {
      topic: FACTORES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un operario es trasladado de forma permanente al turno de la noche. ¿Qué factor psicosocial intralaboral cambió?',
      options: [
        { id: 'a', text: 'Sus relaciones familiares', correct: false },
        { id: 'b', text: 'Las características de su vivienda', correct: false },
        { id: 'c', text: 'Su formación académica', correct: false },
        { id: 'd', text: 'Su jornada de trabajo', correct: true },
      ],
      explanation:
        'La jornada y los turnos son factores intralaborales definidos por la empresa. Aunque el turno nocturno puede repercutir en la vida familiar, esa es una condición extralaboral.',
    },
    {
      topic: FACTORES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué relación existe entre los factores intralaborales, los extralaborales y los individuales?',
      options: [
        { id: 'a', text: 'Se evalúan por separado y no se influyen entre sí', correct: false },
        { id: 'b', text: 'Interactúan y en conjunto influyen en la salud y el desempeño', correct: true },
        { id: 'c', text: 'Solo los individuales determinan el nivel de riesgo', correct: false },
      ],
      explanation:
        'Los tres grupos interactúan: las condiciones del trabajo, las de fuera del trabajo y las de la persona se combinan y, en conjunto, influyen en la salud, el bienestar y el desempeño.',
    },
    {
      topic: FACTORES,
      level: 'medium',
      kind: 'true_false',
      prompt: 'El riesgo psicosocial solo debe evaluarse en los trabajadores que ya presentan síntomas de estrés.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Lo que se evalúa son las condiciones psicosociales del trabajo en la población trabajadora, para prevenir los efectos antes de que aparezcan; no se espera a que haya personas enfermas.',
    },
    {
      topic: FACTORES,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estos son efectos frecuentes de unas condiciones psicosociales mal gestionadas?',
      options: [
        { id: 'a', text: 'Aumento del ausentismo', correct: true },
        { id: 'b', text: 'Más margen de autonomía', correct: false },
        { id: 'c', text: 'Conflictos en el equipo', correct: true },
        { id: 'd', text: 'Alteraciones del sueño', correct: true },
      ],
      explanation:
        'Una organización del trabajo deficiente se refleja en problemas de sueño, irritabilidad, conflictos y ausentismo. Un mayor margen de autonomía es, al contrario, un factor protector.',
    },
    {
      topic: FACTORES,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Un mismo trabajador puede estar expuesto a factores de riesgo psicosocial y, al mismo tiempo, contar con factores protectores.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Por ejemplo, una persona puede tener una carga alta de trabajo y a la vez el apoyo de sus compañeros; los factores protectores no desaparecen porque existan factores de riesgo.',
    },
    {
      topic: FACTORES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Los mensajeros en moto de una empresa tienen entregas con tiempo límite, cobran según el número de envíos y viven a más de una hora de la sede. ¿Cuál es la clasificación correcta?',
      options: [
        { id: 'a', text: 'Todas son intralaborales, porque ocurren en relación con el trabajo', correct: false },
        {
          id: 'b',
          text: 'Tiempo límite y pago por envío son intralaborales; la distancia, extralaboral',
          correct: true,
        },
        { id: 'c', text: 'El tiempo límite es individual y el pago por envío, extralaboral', correct: false },
        { id: 'd', text: 'Todas son extralaborales, porque el trabajo se hace en la calle', correct: false },
      ],
      explanation:
        'Los tiempos de entrega y la forma de pago los fija la organización (intralaborales); el desplazamiento entre la vivienda y el trabajo es una condición extralaboral (Resolución 2646 de 2008).',
    },
    {
      topic: FACTORES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Dos trabajadores del mismo cargo y con la misma carga reaccionan distinto: uno se adapta y el otro se agota. ¿Qué explica mejor la diferencia?',
      options: [
        { id: 'a', text: 'Que la carga de trabajo no influye en el riesgo psicosocial', correct: false },
        { id: 'b', text: 'Que el riesgo psicosocial depende solo de la fortaleza de cada uno', correct: false },
        {
          id: 'c',
          text: 'Que sus factores individuales y extralaborales interactúan con los del trabajo',
          correct: true,
        },
      ],
      explanation:
        'La respuesta a las mismas condiciones varía porque los factores individuales y extralaborales interactúan con los intralaborales; aun así, la carga sigue siendo un factor que la empresa debe evaluar e intervenir.',
    },
    {
      topic: FACTORES,
      level: 'hard',
      kind: 'single',
      prompt: '¿Qué diferencia la carga mental de la carga psíquica o emocional?',
      options: [
        { id: 'a', text: 'La mental solo existe en cargos directivos y la emocional, en operarios', correct: false },
        { id: 'b', text: 'La mental es un factor extralaboral y la emocional, uno intralaboral', correct: false },
        { id: 'c', text: 'Son sinónimos y la norma las usa de forma indistinta', correct: false },
        {
          id: 'd',
          text: 'La mental alude a exigencias cognitivas; la emocional, a exigencias afectivas',
          correct: true,
        },
      ],
      explanation:
        'En la Resolución 2646 de 2008 la carga mental corresponde a las demandas cognitivas de la tarea y la carga psíquica o emocional a sus exigencias psicoafectivas; ambas pueden darse en cualquier cargo.',
    },
    {
      topic: FACTORES,
      level: 'hard',
      kind: 'multiple',
      prompt:
        'Una abogada responde correos de clientes a medianoche, trabaja casi todos los fines de semana y cuida sola a su madre enferma. ¿Cuáles de esas condiciones son intralaborales?',
      options: [
        { id: 'a', text: 'Responder correos de clientes a medianoche', correct: true },
        { id: 'b', text: 'Cuidar sola a su madre enferma', correct: false },
        { id: 'c', text: 'Trabajar casi todos los fines de semana', correct: true },
        { id: 'd', text: 'Asumir los gastos médicos de su madre', correct: false },
      ],
      explanation:
        'Los correos a deshoras y el trabajo en fines de semana son condiciones de la jornada y las exigencias del trabajo (intralaborales). El cuidado de la madre y sus gastos son condiciones extralaborales.',
    },
    {
      topic: FACTORES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa concluye que su área de cobranza no tiene riesgo psicosocial porque nadie ha presentado quejas. ¿Qué error comete?',
      options: [
        {
          id: 'a',
          text: 'Confundir la falta de quejas con falta de riesgo, sin evaluar las condiciones',
          correct: true,
        },
        { id: 'b', text: 'No haber esperado a que aparezcan incapacidades antes de evaluar', correct: false },
        { id: 'c', text: 'Haber permitido que los trabajadores presenten quejas por escrito', correct: false },
      ],
      explanation:
        'El riesgo psicosocial se identifica evaluando las condiciones de trabajo con instrumentos válidos; el silencio puede deberse a temor o desconocimiento, y esperar incapacidades contradice la prevención.',
    },
    {
      topic: FACTORES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un conductor intermunicipal tiene jornadas largas, presión por cumplir horarios y pasa varios días seguidos lejos de su familia. ¿Cómo se describe mejor su situación?',
      options: [
        { id: 'a', text: 'Solo hay factores individuales, pues depende de su tolerancia', correct: false },
        { id: 'b', text: 'Solo hay factores extralaborales, pues afecta su vida familiar', correct: false },
        { id: 'c', text: 'Hay factores intralaborales que además repercuten en su vida familiar', correct: true },
        { id: 'd', text: 'No hay factores psicosociales, pues son riesgos de tránsito', correct: false },
      ],
      explanation:
        'La jornada y la presión por horarios son factores intralaborales; su efecto sobre la vida familiar muestra cómo interactúan con lo extralaboral. El riesgo de tránsito existe, pero no excluye el psicosocial.',
    },
    {
      topic: FACTORES,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Si un trabajador tiene buenas estrategias de afrontamiento, la empresa ya no necesita intervenir la sobrecarga de su puesto.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Las estrategias de afrontamiento son un factor individual que ayuda, pero el enfoque de la Resolución 2646 de 2008 es organizacional: la sobrecarga es una condición del trabajo y se interviene en la fuente.',
    },
    {
      topic: FACTORES,
      level: 'hard',
      kind: 'single',
      prompt: '¿Cuál de estas afirmaciones sobre los factores psicosociales es correcta?',
      options: [
        { id: 'a', text: 'Solo los factores extralaborales pueden llegar a ser protectores', correct: false },
        { id: 'b', text: 'La empresa controla más directamente los factores individuales', correct: false },
        { id: 'c', text: 'Los factores intralaborales dependen solo de la personalidad', correct: false },
        { id: 'd', text: 'La autonomía protege la salud y su carencia puede ser un riesgo', correct: true },
      ],
      explanation:
        'Una misma condición del trabajo puede proteger o dañar según cómo esté presente: la autonomía es protectora y la falta de control sobre la tarea es un factor de riesgo. La empresa controla sobre todo los intralaborales.',
    },
    {
      topic: FACTORES,
      level: 'hard',
      kind: 'single',
      prompt:
        '¿Qué norma contiene la tabla de enfermedades laborales en la que se incluyen agentes de riesgo psicosocial?',
      options: [
        { id: 'a', text: 'La Ley 1010 de 2006', correct: false },
        { id: 'b', text: 'El Decreto 1477 de 2014', correct: true },
        { id: 'c', text: 'La Resolución 1401 de 2007', correct: false },
        { id: 'd', text: 'La Resolución 2013 de 1986', correct: false },
      ],
      explanation:
        'El Decreto 1477 de 2014 expidió la tabla de enfermedades laborales, que incluye los agentes psicosociales entre los factores de riesgo ocupacional. La Ley 1010 de 2006 trata el acoso laboral.',
    },
    {
      topic: FACTORES,
      level: 'hard',
      kind: 'multiple',
      prompt:
        'En una empresa de vigilancia, los guardas hacen turnos de 12 horas y pasan la noche solos en porterías aisladas. ¿Cuáles de estas condiciones son factores psicosociales intralaborales?',
      options: [
        { id: 'a', text: 'Turnos de 12 horas', correct: true },
        { id: 'b', text: 'Edad de cada guarda', correct: false },
        { id: 'c', text: 'Trabajo en solitario sin apoyo', correct: true },
        { id: 'd', text: 'Ruido del tráfico en la portería', correct: false },
        { id: 'e', text: 'Estado de la vivienda del guarda', correct: false },
      ],
      explanation:
        'La jornada extensa y el trabajo en solitario, sin apoyo social, son condiciones de la organización del trabajo. La edad es un factor individual, la vivienda extralaboral y el ruido, un peligro físico.',
    },
    {
      topic: FACTORES,
      level: 'hard',
      kind: 'single',
      prompt:
        'En un centro de contacto, un asesor debe cerrar cada llamada en menos de cuatro minutos y no puede salirse del guion. ¿Qué dimensiones del trabajo se ven más comprometidas?',
      options: [
        { id: 'a', text: 'El control sobre el trabajo y las demandas de tiempo', correct: true },
        { id: 'b', text: 'La situación económica y la vivienda del asesor', correct: false },
        { id: 'c', text: 'La formación y la edad del asesor', correct: false },
      ],
      explanation:
        'Las metas de tiempo por llamada y la obligación de seguir un guion reducen el control sobre la tarea y aumentan las demandas; ambos son factores intralaborales típicos de los centros de contacto.',
    },

    // Estrés y autocuidado (ampliación)
    {
      topic: ESTRES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué es el estrés, en términos generales?',
      options: [
        { id: 'a', text: 'Un rasgo de las personas que no saben trabajar bajo presión', correct: false },
        { id: 'b', text: 'Una enfermedad mental que siempre exige incapacidad', correct: false },
        { id: 'c', text: 'Una respuesta natural del organismo ante una exigencia', correct: true },
      ],
      explanation:
        'El estrés es una respuesta natural ante una exigencia; se vuelve un problema cuando las exigencias superan de forma sostenida los recursos de la persona y no hay tiempo para recuperarse.',
    },
    {
      topic: ESTRES,
      level: 'easy',
      kind: 'single',
      prompt: 'El dolor de cabeza y la tensión en el cuello y la espalda son señales de estrés de tipo…',
      options: [
        { id: 'a', text: 'Físico', correct: true },
        { id: 'b', text: 'Cognitivo', correct: false },
        { id: 'c', text: 'De conducta', correct: false },
        { id: 'd', text: 'Emocional', correct: false },
      ],
      explanation:
        'Las señales físicas incluyen dolor de cabeza, tensión en cuello y espalda, problemas digestivos, alteraciones del sueño y cansancio permanente.',
    },
    {
      topic: ESTRES,
      level: 'easy',
      kind: 'single',
      prompt: 'La irritabilidad, la ansiedad y la sensación de no poder con todo son señales de estrés de tipo…',
      options: [
        { id: 'a', text: 'Físico', correct: false },
        { id: 'b', text: 'Cognitivo', correct: false },
        { id: 'c', text: 'De conducta', correct: false },
        { id: 'd', text: 'Emocional', correct: true },
      ],
      explanation:
        'Irritabilidad, ansiedad, tristeza y la sensación de no poder con todo son señales emocionales del estrés.',
    },
    {
      topic: ESTRES,
      level: 'easy',
      kind: 'true_false',
      prompt: 'En dosis moderadas, el estrés puede ayudar a una persona a concentrarse y a responder ante un reto.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Una activación moderada ayuda a enfocarse; el problema aparece cuando la exigencia es sostenida y supera los recursos de la persona.',
    },
    {
      topic: ESTRES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué práctica ayuda a recuperar la concentración durante una jornada larga?',
      options: [
        { id: 'a', text: 'Trabajar sin parar hasta terminar todo', correct: false },
        { id: 'b', text: 'Hacer pausas breves de forma regular', correct: true },
        { id: 'c', text: 'Tomar más café cada vez que baje el ánimo', correct: false },
      ],
      explanation:
        'Unos minutos de pausa activa o de respiración cada hora ayudan a recuperar la concentración; aumentar la cafeína es, más bien, una señal de conducta de estrés.',
    },
    {
      topic: ESTRES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál de estos hábitos básicos ayuda a manejar el estrés?',
      options: [
        { id: 'a', text: 'Saltarse el almuerzo para adelantar pendientes', correct: false },
        { id: 'b', text: 'Dormir menos entre semana para rendir más', correct: false },
        { id: 'c', text: 'Revisar el correo del trabajo antes de dormir', correct: false },
        { id: 'd', text: 'Dormir lo suficiente y comer a horas regulares', correct: true },
      ],
      explanation:
        'Cuidar lo básico (sueño suficiente, comidas a horas regulares y actividad física) es una de las estrategias de autocuidado frente al estrés.',
    },
    {
      topic: ESTRES,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Buscar ayuda profesional por estrés es una señal de debilidad.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation: 'Pedir ayuda cuando el autocuidado no basta es una decisión responsable, no una señal de debilidad.',
    },
    {
      topic: ESTRES,
      level: 'easy',
      kind: 'single',
      prompt: 'Una trabajadora siente que sus tareas la desbordan. ¿Qué primer paso de organización se recomienda?',
      options: [
        { id: 'a', text: 'Hacer una lista y distinguir lo urgente de lo importante', correct: true },
        { id: 'b', text: 'Empezar por lo que más le guste y dejar lo demás', correct: false },
        { id: 'c', text: 'Aceptar todo lo nuevo que llegue sin revisar la carga', correct: false },
      ],
      explanation:
        'Organizar la carga con una lista de tareas y distinguir lo urgente de lo importante ayuda a recuperar el control; si las prioridades chocan, conviene conversarlo con el jefe.',
    },
    {
      topic: ESTRES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál de estas acciones corresponde a «poner límites» como estrategia de autocuidado?',
      options: [
        { id: 'a', text: 'Responder los mensajes de trabajo al instante, incluso de noche', correct: false },
        { id: 'b', text: 'Llevar el computador de la empresa a las vacaciones', correct: false },
        { id: 'c', text: 'Desconectarse de los mensajes de trabajo fuera de la jornada', correct: true },
      ],
      explanation:
        'Poner límites significa, en lo posible, desconectarse de los mensajes de trabajo fuera de la jornada para poder descansar y recuperarse.',
    },
    {
      topic: ESTRES,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Compartir lo que siente con una persona de confianza puede reducir la carga del estrés.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Hablar con alguien de confianza es una estrategia de autocuidado: expresar lo que se siente alivia la carga y facilita buscar apoyo.',
    },
    {
      topic: ESTRES,
      level: 'easy',
      kind: 'true_false',
      prompt: 'La actividad física regular es una estrategia de autocuidado útil frente al estrés.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Junto con el sueño suficiente y la alimentación regular, la actividad física hace parte del cuidado básico que ayuda a manejar el estrés.',
    },
    {
      topic: ESTRES,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estas son señales físicas de estrés?',
      options: [
        { id: 'a', text: 'Problemas digestivos', correct: true },
        { id: 'b', text: 'Olvidos frecuentes', correct: false },
        { id: 'c', text: 'Alteraciones del sueño', correct: true },
        { id: 'd', text: 'Aislamiento del equipo', correct: false },
        { id: 'e', text: 'Cansancio permanente', correct: true },
      ],
      explanation:
        'Problemas digestivos, alteraciones del sueño y cansancio permanente son señales físicas. Los olvidos son una señal cognitiva y el aislamiento, de conducta.',
    },
    {
      topic: ESTRES,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estas son señales emocionales de estrés?',
      options: [
        { id: 'a', text: 'Tensión en el cuello', correct: false },
        { id: 'b', text: 'Ansiedad', correct: true },
        { id: 'c', text: 'Errores en la tarea', correct: false },
        { id: 'd', text: 'Tristeza', correct: true },
      ],
      explanation:
        'La ansiedad y la tristeza son señales emocionales. La tensión en el cuello es una señal física y los errores en la tarea, una señal cognitiva.',
    },
    {
      topic: ESTRES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cómo describe la Resolución 2646 de 2008 el estrés del trabajador?',
      options: [
        { id: 'a', text: 'Como un trastorno mental que solo puede diagnosticar un médico psiquiatra', correct: false },
        {
          id: 'b',
          text: 'Como una respuesta fisiológica, psicológica y conductual para adaptarse a las demandas',
          correct: true,
        },
        { id: 'c', text: 'Como una reacción exclusivamente física del cuerpo ante las cargas pesadas', correct: false },
      ],
      explanation:
        'La Resolución 2646 de 2008 define el estrés como la respuesta del trabajador, a nivel fisiológico, psicológico y conductual, en su intento de adaptarse a las demandas que surgen de sus condiciones individuales, intralaborales y extralaborales.',
    },
    {
      topic: ESTRES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Desde hace un mes, una analista duerme mal, se irrita con facilidad y olvida reuniones. ¿Qué conviene hacer?',
      options: [
        { id: 'a', text: 'Ignorar las señales, porque el estrés se pasa solo', correct: false },
        { id: 'b', text: 'Tomar pastillas para dormir por su propia cuenta', correct: false },
        { id: 'c', text: 'Prestarles atención, pues son varias y llevan semanas', correct: true },
        { id: 'd', text: 'Esperar a que alguien del equipo lo note primero', correct: false },
      ],
      explanation:
        'Una señal aislada no indica un problema, pero varias señales (físicas, emocionales y cognitivas) que se mantienen durante semanas merecen atención y, si persisten, ayuda profesional.',
    },
    {
      topic: ESTRES,
      level: 'medium',
      kind: 'single',
      prompt: 'Un trabajador tiene dos tareas urgentes cuyas prioridades chocan. ¿Qué estrategia se recomienda?',
      options: [
        { id: 'a', text: 'Conversar con su jefe para definir cuál va primero', correct: true },
        { id: 'b', text: 'Hacer ambas a medias para no quedar mal con nadie', correct: false },
        { id: 'c', text: 'Quedarse hasta la madrugada sin avisar a nadie', correct: false },
      ],
      explanation:
        'Organizar la carga incluye conversar con el jefe cuando las prioridades chocan; asumirlo todo en silencio prolonga la sobrecarga.',
    },
    {
      topic: ESTRES,
      level: 'medium',
      kind: 'true_false',
      prompt: 'El autocuidado individual basta para resolver las causas organizacionales del estrés laboral.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'El autocuidado es solo una parte de la solución: las causas organizacionales del estrés, como la sobrecarga o la falta de claridad del rol, se intervienen desde el SG-SST.',
    },
    {
      topic: ESTRES,
      level: 'medium',
      kind: 'single',
      prompt: 'En la técnica de respiración consciente recomendada, ¿qué fase debe durar más?',
      options: [
        { id: 'a', text: 'La inhalación por la nariz', correct: false },
        { id: 'b', text: 'La pausa con el aire retenido', correct: false },
        { id: 'c', text: 'La inhalación por la boca', correct: false },
        { id: 'd', text: 'La exhalación lenta', correct: true },
      ],
      explanation:
        'Se inhala por la nariz contando hasta cuatro, se sostiene un momento y se exhala lentamente contando hasta seis: la exhalación es la fase más larga.',
    },
    {
      topic: ESTRES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuál de estas es una señal de estrés de conducta?',
      options: [
        { id: 'a', text: 'Dolor de estómago frecuente', correct: false },
        { id: 'b', text: 'Ausentarse a menudo del trabajo', correct: true },
        { id: 'c', text: 'Dificultad para tomar decisiones', correct: false },
        { id: 'd', text: 'Sensación de tristeza constante', correct: false },
      ],
      explanation:
        'El ausentismo es una señal de conducta, como el aislamiento o los conflictos. El dolor de estómago es físico, la indecisión es cognitiva y la tristeza, emocional.',
    },
    {
      topic: ESTRES,
      level: 'medium',
      kind: 'single',
      prompt: 'Un compañero le cuenta que se siente agotado. ¿Cuál de estas respuestas refleja una escucha sin juicio?',
      options: [
        { id: 'a', text: '«Eso no es nada; hay gente que está peor que usted».', correct: false },
        { id: 'b', text: '«Usted lo que necesita es ser más fuerte».', correct: false },
        { id: 'c', text: '«Gracias por contarme; ¿cómo se ha sentido estos días?».', correct: true },
        { id: 'd', text: '«Mejor no piense en eso y siga trabajando».', correct: false },
      ],
      explanation:
        'Escuchar sin juzgar implica agradecer la confianza e invitar a la persona a hablar, sin minimizar lo que siente ni dar consejos apresurados.',
    },
    {
      topic: ESTRES,
      level: 'medium',
      kind: 'single',
      prompt: '¿A qué recursos puede orientar a un compañero que necesita apoyo por estrés?',
      options: [
        { id: 'a', text: 'A su EPS, al programa de bienestar o al responsable del SG-SST', correct: true },
        { id: 'b', text: 'Al grupo de chat del área, para que todos opinen sobre su caso', correct: false },
        { id: 'c', text: 'A su jefe, para que revise si debe seguir en el cargo', correct: false },
      ],
      explanation:
        'Los recursos adecuados son la EPS, los programas de bienestar o apoyo psicológico de la empresa y el responsable del SG-SST, respetando siempre la privacidad del compañero.',
    },
    {
      topic: ESTRES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué regula la Ley 2191 de 2022?',
      options: [
        { id: 'a', text: 'La aplicación de la batería de riesgo psicosocial', correct: false },
        { id: 'b', text: 'La conformación del comité de convivencia laboral', correct: false },
        { id: 'c', text: 'La desconexión laboral fuera de la jornada', correct: true },
        { id: 'd', text: 'El pago de los recargos por trabajo nocturno', correct: false },
      ],
      explanation:
        'La Ley 2191 de 2022 regula la desconexión laboral: el derecho del trabajador a no tener contactos por ningún medio para asuntos del trabajo fuera de su jornada.',
    },
    {
      topic: ESTRES,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿En cuáles de estas situaciones se recomienda buscar ayuda profesional por estrés?',
      options: [
        { id: 'a', text: 'Cuando los síntomas persisten', correct: true },
        { id: 'b', text: 'Cuando se tuvo un solo día difícil', correct: false },
        { id: 'c', text: 'Cuando interfieren con la vida diaria', correct: true },
        { id: 'd', text: 'Cuando aparecen ideas de hacerse daño', correct: true },
        { id: 'e', text: 'Cuando hay una reunión importante', correct: false },
      ],
      explanation:
        'Se busca ayuda profesional a través de la EPS si los síntomas persisten, interfieren con la vida diaria o aparecen pensamientos de hacerse daño. Un día difícil o unos nervios pasajeros no lo exigen por sí solos.',
    },
    {
      topic: ESTRES,
      level: 'medium',
      kind: 'single',
      prompt:
        '¿Cómo se llama el cuadro de agotamiento que se asocia al estrés laboral crónico que no se ha manejado con éxito?',
      options: [
        { id: 'a', text: 'Síndrome del túnel carpiano', correct: false },
        { id: 'b', text: 'Síndrome de agotamiento profesional', correct: true },
        { id: 'c', text: 'Hipoacusia inducida por ruido', correct: false },
        { id: 'd', text: 'Lumbalgia de origen mecánico', correct: false },
      ],
      explanation:
        'El síndrome de agotamiento profesional se relaciona con el estrés crónico en el trabajo y se caracteriza por agotamiento, distanciamiento del trabajo y sensación de ineficacia. El túnel carpiano y la hipoacusia tienen otras causas.',
    },
    {
      topic: ESTRES,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estas son estrategias de autocuidado recomendadas frente al estrés?',
      options: [
        { id: 'a', text: 'Ordenar las tareas por urgencia e importancia', correct: true },
        { id: 'b', text: 'Aumentar la cafeína para rendir más', correct: false },
        { id: 'c', text: 'Hacer pausas activas o de respiración', correct: true },
        { id: 'd', text: 'Dormir menos para adelantar trabajo', correct: false },
        { id: 'e', text: 'Desconectarse fuera de la jornada', correct: true },
      ],
      explanation:
        'Organizar la carga, hacer pausas y poner límites son estrategias de autocuidado. Aumentar la cafeína o dormir menos agravan el estrés.',
    },
    {
      topic: ESTRES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un operador de montacargas que duerme mal desde hace semanas empieza a olvidar las verificaciones previas del equipo. ¿Por qué importa para la seguridad?',
      options: [
        { id: 'a', text: 'No importa, porque el estrés no afecta la operación de equipos', correct: false },
        { id: 'b', text: 'Solo importaría si el operador presentara además síntomas físicos graves', correct: false },
        { id: 'c', text: 'Importa solo para el área de talento humano, no para el SG-SST', correct: false },
        {
          id: 'd',
          text: 'Las señales cognitivas, como los olvidos, elevan la probabilidad de accidentes',
          correct: true,
        },
      ],
      explanation:
        'Olvidos, errores y dificultad para concentrarse son señales cognitivas del estrés; en tareas críticas pueden llevar a omitir controles y causar accidentes, por eso deben atenderse.',
    },
    {
      topic: ESTRES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un compañero comenta, medio en broma, que ya no aguanta más y que «daría igual si desapareciera». ¿Qué es lo más adecuado?',
      options: [
        { id: 'a', text: 'Tomarlo en serio, hablarle en privado y orientarlo a ayuda profesional', correct: true },
        { id: 'b', text: 'Ignorar el comentario, porque lo dijo en tono de broma y entre risas', correct: false },
        { id: 'c', text: 'Contarlo en el chat del área para que todos sus compañeros lo animen', correct: false },
      ],
      explanation:
        'Las expresiones sobre desaparecer o hacerse daño se toman en serio: se habla en privado, se escucha y se orienta a ayuda profesional; si hay riesgo inminente, no se le deja solo y se llama a la línea 123.',
    },
    {
      topic: ESTRES,
      level: 'hard',
      kind: 'multiple',
      prompt:
        'Una trabajadora tiene dolores de cabeza, irritabilidad, olvidos y se ha empezado a aislar. ¿Cuáles de estas clasificaciones son correctas?',
      options: [
        { id: 'a', text: 'Dolor de cabeza: señal física', correct: true },
        { id: 'b', text: 'Irritabilidad: señal cognitiva', correct: false },
        { id: 'c', text: 'Olvidos: señal cognitiva', correct: true },
        { id: 'd', text: 'Aislamiento: señal de conducta', correct: true },
        { id: 'e', text: 'Olvidos: señal emocional', correct: false },
      ],
      explanation:
        'El dolor de cabeza es físico, la irritabilidad es emocional, los olvidos son cognitivos y el aislamiento es una señal de conducta.',
    },
    {
      topic: ESTRES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una persona practica la respiración consciente a diario, pero su jefe le asigna el doble de trabajo que a sus compañeros. ¿Qué conclusión es correcta?',
      options: [
        { id: 'a', text: 'Si respira bien, la sobrecarga deja de ser un riesgo', correct: false },
        { id: 'b', text: 'Debe dejar la técnica, porque no sirve en su caso', correct: false },
        { id: 'c', text: 'La técnica ayuda, pero la sobrecarga debe corregirse en la organización', correct: true },
        { id: 'd', text: 'La sobrecarga es un asunto personal que no atañe al SG-SST', correct: false },
      ],
      explanation:
        'Las estrategias individuales alivian los síntomas, pero no eliminan la causa: una asignación desigual de trabajo es un factor intralaboral que se interviene desde el SG-SST.',
    },
    {
      topic: ESTRES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa quiere proteger el descanso de su personal conforme a la Ley 2191 de 2022. ¿Qué medida es coherente con esa ley?',
      options: [
        { id: 'a', text: 'Exigir que los celulares de trabajo permanezcan encendidos toda la noche', correct: false },
        { id: 'b', text: 'Adoptar una política interna de desconexión laboral fuera de la jornada', correct: true },
        { id: 'c', text: 'Evaluar el compromiso según la rapidez de las respuestas nocturnas', correct: false },
      ],
      explanation:
        'La Ley 2191 de 2022 reconoce el derecho a la desconexión laboral y pide a los empleadores contar con una política interna que lo garantice.',
    },
    {
      topic: ESTRES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Tras la muerte de un paciente, una auxiliar de enfermería sigue con su turno, llora a escondidas y se siente culpable. ¿Cuál es la respuesta más adecuada?',
      options: [
        { id: 'a', text: 'Guardarse la emoción para mostrar profesionalismo', correct: false },
        { id: 'b', text: 'Tomar más café para terminar el turno sin pensar', correct: false },
        { id: 'c', text: 'Seguir sin pausa y tratar de no volver a pensarlo', correct: false },
        { id: 'd', text: 'Reconocer lo que siente y usar los espacios de apoyo', correct: true },
      ],
      explanation:
        'Ante eventos críticos conviene reconocer las emociones, hablar con alguien de confianza y usar los espacios de descarga o de apoyo psicológico; reprimir la emoción o recurrir a estimulantes no la resuelve.',
    },
    {
      topic: ESTRES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un trabajador estresado empieza a tomar varias cervezas cada noche «para relajarse». ¿Cómo debe interpretarse?',
      options: [
        { id: 'a', text: 'Como una señal de conducta que puede agravar el problema', correct: true },
        { id: 'b', text: 'Como una estrategia de autocuidado recomendable', correct: false },
        { id: 'c', text: 'Como un factor intralaboral que debe ir en la matriz', correct: false },
      ],
      explanation:
        'El aumento del consumo de alcohol es una señal de conducta del estrés y una forma de afrontamiento que empeora la salud; lo indicado es buscar estrategias saludables y, si persiste, ayuda profesional.',
    },
    {
      topic: ESTRES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una contadora tiene síntomas de estrés por un problema familiar que coincide con un cierre contable muy exigente. ¿Qué enfoque es correcto?',
      options: [
        { id: 'a', text: 'No hacer nada, porque el origen principal es extralaboral', correct: false },
        { id: 'b', text: 'Pedirle que resuelva su problema familiar antes del cierre', correct: false },
        { id: 'c', text: 'Ofrecerle apoyo y revisar también las exigencias del cierre', correct: true },
        { id: 'd', text: 'Trasladarla a otra área sin consultarle la decisión', correct: false },
      ],
      explanation:
        'Los factores extralaborales interactúan con los intralaborales: se le orienta a recursos de apoyo y, a la vez, se revisan las exigencias del trabajo, que sí dependen de la empresa.',
    },
    {
      topic: ESTRES,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Si un trabajador con síntomas persistentes de estrés no quiere consultar, su jefe puede pedir a la EPS la historia clínica para valorar el caso.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'La historia clínica es un documento sometido a reserva (Resolución 1995 de 1999): solo la conocen el paciente, el equipo de salud o terceros autorizados por él o por la ley. Lo adecuado es orientar al trabajador hacia la ayuda profesional.',
    },
    {
      topic: ESTRES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un trabajador regresa de una incapacidad por un trastorno de ansiedad. ¿Qué actitud de sus compañeros favorece su recuperación?',
      options: [
        { id: 'a', text: 'Preguntarle en público por su diagnóstico para mostrar interés', correct: false },
        { id: 'b', text: 'Tratarlo con normalidad y respetar la privacidad de su salud', correct: true },
        { id: 'c', text: 'Evitar hablarle durante un tiempo para no incomodarlo', correct: false },
        { id: 'd', text: 'Quitarle tareas por su cuenta sin consultar a nadie', correct: false },
      ],
      explanation:
        'Un trato normal, con apoyo y respeto por la privacidad, facilita el reintegro. Su diagnóstico es información sensible, y los ajustes de tareas se definen con las recomendaciones médicas, no por iniciativa de los compañeros.',
    },

    // Intervención organizacional (ampliación)
    {
      topic: INTERVENCION,
      level: 'easy',
      kind: 'single',
      prompt: 'La evaluación muestra un liderazgo deficiente en un área. ¿Qué medida responde a ese factor?',
      options: [
        { id: 'a', text: 'Cambiar la iluminación de los puestos del área', correct: false },
        { id: 'b', text: 'Formar a los jefes en comunicación y manejo de conflictos', correct: true },
        { id: 'c', text: 'Entregar protectores auditivos a todo el personal', correct: false },
      ],
      explanation:
        'El liderazgo deficiente se interviene formando a los jefes en comunicación, retroalimentación y manejo de conflictos. Las otras medidas atienden peligros físicos.',
    },
    {
      topic: INTERVENCION,
      level: 'easy',
      kind: 'single',
      prompt:
        'En una oficina de atención al público hay contacto frecuente con usuarios agresivos. ¿Qué medida corresponde?',
      options: [
        { id: 'a', text: 'Pedir a los funcionarios que respondan con firmeza', correct: false },
        { id: 'b', text: 'Reducir el número de funcionarios en ventanilla', correct: false },
        { id: 'c', text: 'Retirar las sillas de la sala de espera', correct: false },
        { id: 'd', text: 'Definir protocolos de atención con apoyo de seguridad', correct: true },
      ],
      explanation:
        'Frente a usuarios agresivos se establecen protocolos de atención, apoyo del personal de seguridad y espacios de descarga emocional después de eventos críticos.',
    },
    {
      topic: INTERVENCION,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'La salud mental en el trabajo es una responsabilidad compartida entre la dirección, los líderes, el comité de convivencia y cada trabajador.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La alta dirección asigna recursos, los líderes cambian prácticas, el comité de convivencia atiende los conflictos y cada trabajador cuida de sí y de sus compañeros.',
    },
    {
      topic: INTERVENCION,
      level: 'easy',
      kind: 'single',
      prompt: '¿Quién asigna los recursos para ejecutar el plan de intervención del riesgo psicosocial?',
      options: [
        { id: 'a', text: 'La alta dirección de la empresa', correct: true },
        { id: 'b', text: 'Cada trabajador con sus propios medios', correct: false },
        { id: 'c', text: 'El comité de convivencia laboral', correct: false },
      ],
      explanation:
        'Asignar los recursos para el SG-SST, incluida la intervención psicosocial, es una responsabilidad de la alta dirección (Decreto 1072 de 2015).',
    },
    {
      topic: INTERVENCION,
      level: 'easy',
      kind: 'single',
      prompt:
        'Dos compañeros tienen un conflicto que se repite y afecta al equipo. Según el papel de cada actor, ¿qué instancia atiende esos conflictos?',
      options: [
        { id: 'a', text: 'La brigada de emergencias de la sede', correct: false },
        { id: 'b', text: 'El área de compras y suministros', correct: false },
        { id: 'c', text: 'El comité de convivencia laboral', correct: true },
        { id: 'd', text: 'El proveedor de dotación y uniformes', correct: false },
      ],
      explanation:
        'El comité de convivencia laboral es la instancia que atiende los conflictos entre trabajadores y las quejas por posibles conductas de acoso laboral.',
    },
    {
      topic: INTERVENCION,
      level: 'easy',
      kind: 'single',
      prompt: '¿En qué se basa el plan de intervención del riesgo psicosocial?',
      options: [
        { id: 'a', text: 'En lo que hicieron otras empresas del mismo sector económico', correct: false },
        { id: 'b', text: 'En las preferencias personales del gerente de turno', correct: false },
        { id: 'c', text: 'En las actividades de bienestar realizadas el año anterior', correct: false },
        { id: 'd', text: 'En los resultados de la evaluación, priorizando el mayor riesgo', correct: true },
      ],
      explanation:
        'Con los resultados de la evaluación se construye el plan, que prioriza las áreas y los factores con mayor nivel de riesgo.',
    },
    {
      topic: INTERVENCION,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'La Resolución 2646 de 2008 se limita a evaluar los factores psicosociales y no contempla su intervención.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'La Resolución 2646 de 2008 abarca la identificación, la evaluación, la prevención, la intervención y el monitoreo permanente de la exposición a factores de riesgo psicosocial.',
    },
    {
      topic: INTERVENCION,
      level: 'easy',
      kind: 'single',
      prompt:
        '¿Qué entidad brinda apoyo técnico a la empresa en su programa de vigilancia epidemiológica en riesgo psicosocial?',
      options: [
        { id: 'a', text: 'La ARL a la que está afiliada', correct: true },
        { id: 'b', text: 'La cámara de comercio de la ciudad', correct: false },
        { id: 'c', text: 'La Superintendencia de Industria y Comercio', correct: false },
      ],
      explanation:
        'La ARL asesora y presta asistencia técnica a sus empresas afiliadas en la prevención del riesgo psicosocial, incluidos los programas de vigilancia epidemiológica (Resolución 2646 de 2008).',
    },
    {
      topic: INTERVENCION,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál de estas es una medida de intervención organizacional?',
      options: [
        { id: 'a', text: 'Una línea telefónica de apoyo emocional', correct: false },
        { id: 'b', text: 'Redistribuir funciones entre los cargos del área', correct: true },
        { id: 'c', text: 'Un taller de manejo del estrés', correct: false },
        { id: 'd', text: 'La orientación psicológica individual', correct: false },
      ],
      explanation:
        'Redistribuir funciones cambia las condiciones de trabajo, por eso es organizacional. La línea de apoyo, los talleres y la orientación psicológica son medidas individuales complementarias.',
    },
    {
      topic: INTERVENCION,
      level: 'easy',
      kind: 'single',
      prompt:
        'Un trabajador vuelve a la empresa después de una incapacidad prolongada. ¿Qué medida individual puede ofrecer la empresa?',
      options: [
        { id: 'a', text: 'Acompañamiento en su reintegro laboral', correct: true },
        { id: 'b', text: 'Una evaluación de desempeño inmediata', correct: false },
        { id: 'c', text: 'El traslado a otra sede sin consultarle', correct: false },
      ],
      explanation:
        'El acompañamiento al reintegro laboral después de una incapacidad prolongada es una de las medidas individuales que complementan la intervención organizacional.',
    },
    {
      topic: INTERVENCION,
      level: 'medium',
      kind: 'single',
      prompt: 'Los trabajadores de un área tienen poco control sobre su trabajo. ¿Qué medida actúa sobre ese factor?',
      options: [
        { id: 'a', text: 'Aumentar la supervisión de cada tarea minuto a minuto', correct: false },
        { id: 'b', text: 'Ofrecer charlas de motivación personal al equipo del área', correct: false },
        { id: 'c', text: 'Dar margen para organizar la tarea y consultar los cambios', correct: true },
      ],
      explanation:
        'El poco control se interviene dando margen para organizar la propia tarea y consultando a los equipos antes de cambiar procesos; más supervisión reduce aún más el control.',
    },
    {
      topic: INTERVENCION,
      level: 'medium',
      kind: 'single',
      prompt: 'Una planta trabaja en turnos rotativos. ¿En qué sentido se recomienda organizar la rotación?',
      options: [
        { id: 'a', text: 'En sentido horario: mañana, tarde y noche', correct: true },
        { id: 'b', text: 'En sentido antihorario: noche, tarde y mañana', correct: false },
        { id: 'c', text: 'Sin un orden fijo, según la necesidad del día', correct: false },
        { id: 'd', text: 'Con el turno de noche fijo para los más jóvenes', correct: false },
      ],
      explanation:
        'Como medida para jornadas y turnos se recomienda la rotación en sentido horario, junto con descansos suficientes y límites a las horas extra.',
    },
    {
      topic: INTERVENCION,
      level: 'medium',
      kind: 'single',
      prompt:
        'El servicio de urgencias de una clínica obtiene riesgo muy alto en «demandas emocionales». ¿Qué medida atiende ese factor?',
      options: [
        { id: 'a', text: 'Cambiar el diseño de los uniformes del personal', correct: false },
        { id: 'b', text: 'Aumentar los pacientes asignados a cada enfermera', correct: false },
        { id: 'c', text: 'Un espacio breve de descarga tras los eventos críticos', correct: true },
        { id: 'd', text: 'Un concurso de productividad entre los turnos', correct: false },
      ],
      explanation:
        'Las demandas emocionales se atienden, entre otras medidas, con espacios de descarga al final del turno después de eventos críticos, como la muerte de un paciente.',
    },
    {
      topic: INTERVENCION,
      level: 'medium',
      kind: 'single',
      prompt:
        'En un hospital, el personal de enfermería encadena dos turnos seguidos con frecuencia. ¿Qué medida reduce ese factor de riesgo?',
      options: [
        { id: 'a', text: 'Pagar una bonificación adicional por cada doble turno trabajado', correct: false },
        { id: 'b', text: 'Revisar la programación para evitar dobles turnos consecutivos', correct: true },
        { id: 'c', text: 'Ofrecer bebidas energizantes gratuitas en los turnos de noche', correct: false },
      ],
      explanation:
        'Para jornadas y turnos se revisa la programación, se evitan los dobles turnos consecutivos y se garantizan descansos suficientes; los incentivos a la exposición la prolongan.',
    },
    {
      topic: INTERVENCION,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estas medidas atacan la sobrecarga de trabajo en su fuente?',
      options: [
        { id: 'a', text: 'Revisar la asignación de tareas', correct: true },
        { id: 'b', text: 'Un taller de respiración', correct: false },
        { id: 'c', text: 'Redistribuir funciones', correct: true },
        { id: 'd', text: 'Ajustar las metas del área', correct: true },
        { id: 'e', text: 'Rifar entradas a cine', correct: false },
      ],
      explanation:
        'Revisar la asignación de tareas y los tiempos, redistribuir funciones y ajustar metas actúan sobre la sobrecarga. Los talleres y las actividades recreativas no cambian la carga.',
    },
    {
      topic: INTERVENCION,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Los talleres de comunicación y de resolución de conflictos complementan la intervención organizacional, pero no la reemplazan.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Las medidas individuales suman, pero la intervención más eficaz es la que cambia las condiciones de trabajo.',
    },
    {
      topic: INTERVENCION,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué papel tienen los jefes y líderes en el plan de intervención psicosocial?',
      options: [
        { id: 'a', text: 'Revisar los cuestionarios individuales de su equipo', correct: false },
        { id: 'b', text: 'Diagnosticar los trastornos mentales de su personal', correct: false },
        { id: 'c', text: 'Aplicar ellos mismos la batería a su equipo', correct: false },
        { id: 'd', text: 'Cambiar sus prácticas en la gestión del equipo', correct: true },
      ],
      explanation:
        'A los líderes les corresponde cambiar prácticas (comunicación, retroalimentación, distribución del trabajo). No aplican la batería, no ven cuestionarios individuales ni hacen diagnósticos.',
    },
    {
      topic: INTERVENCION,
      level: 'medium',
      kind: 'single',
      prompt: 'Una empresa ejecutó su plan de intervención psicosocial. ¿Cómo puede saber si fue eficaz?',
      options: [
        { id: 'a', text: 'Comparando una nueva evaluación y los indicadores', correct: true },
        { id: 'b', text: 'Preguntando al gerente si percibe una mejoría', correct: false },
        { id: 'c', text: 'Contando cuántos talleres se realizaron en el año', correct: false },
      ],
      explanation:
        'La eficacia se mide con resultados: una nueva evaluación y la evolución de indicadores como ausentismo, rotación y quejas. El número de talleres mide actividad, no resultado.',
    },
    {
      topic: INTERVENCION,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un equipo de ventas tiene metas que cambian cada semana sin consultarlo. ¿Qué medida se dirige a la fuente?',
      options: [
        { id: 'a', text: 'Premiar al vendedor que más presión soporte', correct: false },
        { id: 'b', text: 'Fijar metas alcanzables y consultarlas con el equipo', correct: true },
        { id: 'c', text: 'Ofrecer clases de yoga después de la jornada', correct: false },
        { id: 'd', text: 'Publicar cada día la lista de los peores resultados', correct: false },
      ],
      explanation:
        'Metas cambiantes e impuestas generan sobrecarga y poco control; la medida en la fuente es ajustarlas para que sean alcanzables y consultar al equipo antes de cambiarlas.',
    },
    {
      topic: INTERVENCION,
      level: 'medium',
      kind: 'single',
      prompt:
        'En un supermercado, los cajeros no tienen pausas y atienden a clientes molestos toda la jornada. ¿Qué medida es organizacional?',
      options: [
        { id: 'a', text: 'Programar pausas y alternar la caja con otras tareas', correct: true },
        { id: 'b', text: 'Entregar un folleto sobre técnicas de relajación', correct: false },
        { id: 'c', text: 'Pedir a los cajeros que sonrían más a los clientes', correct: false },
      ],
      explanation:
        'Programar pausas y rotar entre tareas cambia las condiciones de trabajo y reduce la exposición; un folleto es una medida individual y pedir sonrisas no actúa sobre la causa.',
    },
    {
      topic: INTERVENCION,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Si la evaluación muestra riesgo alto en un área, la empresa debe esperar a la siguiente aplicación de la batería antes de tomar medidas.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Los resultados se convierten de inmediato en un plan de intervención que prioriza las áreas y los factores con mayor riesgo; la siguiente aplicación sirve para comprobar el efecto de las medidas.',
    },
    {
      topic: INTERVENCION,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué ley define el acoso laboral y establece medidas para prevenirlo, corregirlo y sancionarlo?',
      options: [
        { id: 'a', text: 'La Ley 1562 de 2012', correct: false },
        { id: 'b', text: 'La Ley 1616 de 2013', correct: false },
        { id: 'c', text: 'La Ley 1010 de 2006', correct: true },
        { id: 'd', text: 'La Ley 1581 de 2012', correct: false },
      ],
      explanation:
        'La Ley 1010 de 2006 trata el acoso laboral. La Ley 1562 de 2012 reformó el Sistema de Riesgos Laborales, la 1616 de 2013 es la ley de salud mental y la 1581 de 2012 protege los datos personales.',
    },
    {
      topic: INTERVENCION,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estas son modalidades de acoso laboral según la Ley 1010 de 2006?',
      options: [
        { id: 'a', text: 'Maltrato laboral', correct: true },
        { id: 'b', text: 'Persecución laboral', correct: true },
        { id: 'c', text: 'Sobrecarga estacional', correct: false },
        { id: 'd', text: 'Entorpecimiento laboral', correct: true },
        { id: 'e', text: 'Competencia comercial', correct: false },
      ],
      explanation:
        'La Ley 1010 de 2006 reconoce como modalidades el maltrato, la persecución, la discriminación, el entorpecimiento, la inequidad y la desprotección laborales.',
    },
    {
      topic: INTERVENCION,
      level: 'medium',
      kind: 'true_false',
      prompt: 'Según la Ley 1010 de 2006, el acoso laboral solo puede provenir de un jefe hacia un subordinado.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'La Ley 1010 de 2006 contempla el acoso ejercido por un empleador o superior, pero también por un compañero de trabajo o por un subalterno.',
    },
    {
      topic: INTERVENCION,
      level: 'hard',
      kind: 'single',
      prompt: 'Según la Ley 1616 de 2013, ¿qué deben garantizar las ARL respecto de sus empresas afiliadas?',
      options: [
        { id: 'a', text: 'Que tengan un psiquiatra de planta en cada una de sus sedes', correct: false },
        { id: 'b', text: 'Que apliquen pruebas psicológicas de selección a todo aspirante', correct: false },
        { id: 'c', text: 'Que reporten a la ARL el diagnóstico de cada trabajador evaluado', correct: false },
        { id: 'd', text: 'Que su SG-SST incluya el monitoreo permanente del riesgo psicosocial', correct: true },
      ],
      explanation:
        'La Ley 1616 de 2013 pide a las ARL garantizar que sus empresas afiliadas incluyan en el SG-SST el monitoreo permanente de la exposición a factores de riesgo psicosocial, para proteger la salud mental de los trabajadores.',
    },
    {
      topic: INTERVENCION,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'La Ley 1616 de 2013 pide a las ARL desarrollar estrategias de promoción de la salud mental y de prevención del trastorno mental en el ámbito laboral.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Dentro de sus actividades de promoción y prevención, las ARL deben generar estrategias, programas o servicios de promoción de la salud mental y prevención del trastorno mental (Ley 1616 de 2013).',
    },
    {
      topic: INTERVENCION,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una clínica obtiene riesgo muy alto en la dimensión de «liderazgo» en urgencias. ¿Qué medida de su plan responde específicamente a ese hallazgo?',
      options: [
        { id: 'a', text: 'Un espacio de descarga al final del turno tras eventos críticos', correct: false },
        { id: 'b', text: 'Formar a los coordinadores en retroalimentación y escucha', correct: true },
        { id: 'c', text: 'Reforzar el protocolo de atención a usuarios agresivos', correct: false },
        { id: 'd', text: 'Revisar la programación para evitar dobles turnos', correct: false },
      ],
      explanation:
        'El hallazgo en liderazgo se atiende formando a quienes dirigen. El espacio de descarga y el protocolo responden a las demandas emocionales y la revisión de turnos, a la jornada.',
    },
    {
      topic: INTERVENCION,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa de 30 trabajadores obtuvo riesgo medio en todas sus áreas y decidió hacer solo una fiesta de integración. ¿Qué le falta?',
      options: [
        { id: 'a', text: 'Nada, porque el riesgo medio no requiere ninguna acción', correct: false },
        { id: 'b', text: 'Repetir la batería de inmediato para confirmar el resultado', correct: false },
        { id: 'c', text: 'Acciones sistemáticas sobre los factores con mayor riesgo', correct: true },
      ],
      explanation:
        'El riesgo medio pide observación y acciones sistemáticas de intervención para prevenir efectos en la salud; una actividad recreativa aislada no cambia las condiciones que lo generan.',
    },
    {
      topic: INTERVENCION,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un centro de contacto tiene clientes agresivos y asesores sin margen para pausas. ¿Qué combinación de medidas es la más completa?',
      options: [
        {
          id: 'a',
          text: 'Protocolo de atención, pausas programadas y apoyo tras llamadas críticas, con talleres como complemento',
          correct: true,
        },
        {
          id: 'b',
          text: 'Talleres de manejo del estrés cada mes, sin cambiar la organización de las llamadas ni las pausas',
          correct: false,
        },
        {
          id: 'c',
          text: 'Mayor monitoreo de cada llamada, para detectar rápido a los asesores que pierden el control',
          correct: false,
        },
        {
          id: 'd',
          text: 'Bonos por número de llamadas atendidas, para compensar el desgaste de los asesores',
          correct: false,
        },
      ],
      explanation:
        'La combinación eficaz actúa sobre las condiciones (protocolo, pausas, apoyo después de eventos críticos) y suma medidas individuales. Más monitoreo o bonos por volumen aumentan la presión.',
    },
    {
      topic: INTERVENCION,
      level: 'hard',
      kind: 'single',
      prompt:
        'Según la Resolución 2646 de 2008, ¿cuándo deben los empleadores adelantar programas de vigilancia epidemiológica de factores de riesgo psicosocial?',
      options: [
        {
          id: 'a',
          text: 'Cuando haya exposición a factores de alto riesgo o que ya causan efectos negativos',
          correct: true,
        },
        { id: 'b', text: 'Solo cuando la empresa supere los quinientos trabajadores afiliados', correct: false },
        { id: 'c', text: 'Únicamente cuando el Ministerio del Trabajo lo ordene por escrito', correct: false },
      ],
      explanation:
        'La Resolución 2646 de 2008 pide programas de vigilancia epidemiológica, con asesoría de la ARL, cuando los trabajadores están expuestos a factores evaluados como de alto riesgo o que están causando efectos negativos en la salud, el bienestar o el trabajo.',
    },
    {
      topic: INTERVENCION,
      level: 'hard',
      kind: 'single',
      prompt: 'Según la Ley 1010 de 2006, ¿cuál de estas conductas no constituye acoso laboral?',
      options: [
        { id: 'a', text: 'Burlarse en público y de forma reiterada de la apariencia de un compañero', correct: false },
        { id: 'b', text: 'Amenazar una y otra vez con el despido sin ninguna justificación', correct: false },
        { id: 'c', text: 'Esconder de manera repetida los documentos que otro necesita', correct: false },
        { id: 'd', text: 'Enviar un memorando escrito que pide mejorar la eficiencia de una tarea', correct: true },
      ],
      explanation:
        'La Ley 1010 de 2006 aclara que los memorandos o circulares para pedir exigencias técnicas o mejorar la eficiencia laboral no son acoso. Las burlas, las amenazas injustificadas y el ocultamiento reiterado sí pueden serlo.',
    },
    {
      topic: INTERVENCION,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un trabajador esconde una y otra vez las herramientas y borra los archivos que una compañera necesita para cumplir su labor. ¿Qué modalidad de acoso de la Ley 1010 de 2006 describe?',
      options: [
        { id: 'a', text: 'Inequidad laboral', correct: false },
        { id: 'b', text: 'Desprotección laboral', correct: false },
        { id: 'c', text: 'Entorpecimiento laboral', correct: true },
        { id: 'd', text: 'Discriminación laboral', correct: false },
      ],
      explanation:
        'El entorpecimiento laboral consiste en obstaculizar el trabajo, hacerlo más gravoso o retardarlo, por ejemplo destruyendo información o escondiendo los insumos (Ley 1010 de 2006).',
    },
    {
      topic: INTERVENCION,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un jefe ordena de manera reiterada a un operario trabajar sin los elementos de protección requeridos, como castigo. ¿Qué modalidad de acoso de la Ley 1010 de 2006 describe?',
      options: [
        { id: 'a', text: 'Desprotección laboral', correct: true },
        { id: 'b', text: 'Inequidad laboral', correct: false },
        { id: 'c', text: 'Entorpecimiento laboral', correct: false },
      ],
      explanation:
        'La desprotección laboral es la conducta que pone en riesgo la integridad y la seguridad del trabajador mediante órdenes o funciones sin los requisitos mínimos de protección y seguridad (Ley 1010 de 2006).',
    },
    {
      topic: INTERVENCION,
      level: 'hard',
      kind: 'single',
      prompt:
        'Tras un año de intervención, la carga de un área mejoró, pero la nueva evaluación sigue mostrando riesgo alto en liderazgo. ¿Qué corresponde?',
      options: [
        { id: 'a', text: 'Cerrar el plan, porque la carga ya mejoró', correct: false },
        { id: 'b', text: 'Esperar dos años para volver a evaluar el área', correct: false },
        { id: 'c', text: 'Cambiar de profesional evaluador hasta que mejore', correct: false },
        { id: 'd', text: 'Ajustar el plan hacia el liderazgo y evaluar de nuevo al año', correct: true },
      ],
      explanation:
        'El plan se ajusta según los resultados para atender el factor que sigue alto, y como persiste el riesgo alto la evaluación se repite cada año (Resolución 2764 de 2022).',
    },
    {
      topic: INTERVENCION,
      level: 'hard',
      kind: 'multiple',
      prompt: '¿Qué elementos debe combinar un buen plan de intervención del riesgo psicosocial?',
      options: [
        { id: 'a', text: 'Medidas sobre las condiciones de trabajo', correct: true },
        { id: 'b', text: 'Entrega de cuestionarios a los jefes', correct: false },
        { id: 'c', text: 'Medidas individuales complementarias', correct: true },
        { id: 'd', text: 'Sanciones a quienes tengan riesgo alto', correct: false },
        { id: 'e', text: 'Indicadores y seguimiento de resultados', correct: true },
      ],
      explanation:
        'Un plan sólido interviene primero las condiciones, suma medidas individuales y define indicadores para seguir los resultados. Entregar cuestionarios vulnera la confidencialidad y sancionar a las personas contradice el enfoque preventivo.',
    },

    // Batería y confidencialidad (ampliación)
    {
      topic: BATERIA,
      level: 'easy',
      kind: 'single',
      prompt: '¿Para qué sirve la batería de instrumentos de riesgo psicosocial?',
      options: [
        { id: 'a', text: 'Para seleccionar al personal con la personalidad más resistente', correct: false },
        { id: 'b', text: 'Para medir el ruido y la iluminación de los puestos de trabajo', correct: false },
        { id: 'c', text: 'Para evaluar de forma estandarizada los factores psicosociales', correct: true },
      ],
      explanation:
        'La batería, adoptada por la Resolución 2764 de 2022, permite evaluar de manera estandarizada los factores de riesgo psicosocial; no es una prueba de selección ni una medición ambiental.',
    },
    {
      topic: BATERIA,
      level: 'easy',
      kind: 'true_false',
      prompt: 'La batería de riesgo psicosocial incluye un cuestionario para evaluar los síntomas de estrés.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Además de los cuestionarios de factores intralaborales y extralaborales y de la ficha de datos generales, la batería incluye un cuestionario de estrés (Resolución 2764 de 2022).',
    },
    {
      topic: BATERIA,
      level: 'easy',
      kind: 'single',
      prompt: 'Antes de aplicar la batería, ¿qué se le debe explicar a cada trabajador?',
      options: [
        { id: 'a', text: 'El propósito de la evaluación y cómo se usarán los resultados', correct: true },
        { id: 'b', text: 'El puntaje que la empresa espera obtener en su área', correct: false },
        { id: 'c', text: 'Las sanciones previstas para las respuestas negativas', correct: false },
      ],
      explanation:
        'Se informa el propósito de la evaluación y el uso que se dará a los resultados, y se obtiene el consentimiento informado; así las respuestas son sinceras.',
    },
    {
      topic: BATERIA,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'Los cuestionarios individuales de la batería pueden archivarse en la hoja de vida que maneja talento humano.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Los cuestionarios individuales son datos sensibles bajo reserva: no se entregan a los jefes ni al área de talento humano (Ley 1581 de 2012).',
    },
    {
      topic: BATERIA,
      level: 'easy',
      kind: 'single',
      prompt:
        '¿Qué cuestionario de la batería indaga por condiciones como el desplazamiento y la vivienda del trabajador?',
      options: [
        { id: 'a', text: 'El de factores intralaborales', correct: false },
        { id: 'b', text: 'El de factores extralaborales', correct: true },
        { id: 'c', text: 'El de síntomas de estrés', correct: false },
        { id: 'd', text: 'La ficha de datos generales', correct: false },
      ],
      explanation:
        'El cuestionario extralaboral evalúa las condiciones de vida fuera del trabajo, como el desplazamiento, la vivienda, la situación económica y las relaciones familiares.',
    },
    {
      topic: BATERIA,
      level: 'easy',
      kind: 'single',
      prompt: 'Si los trabajadores temen que sus respuestas se usen en su contra, ¿qué ocurre con la evaluación?',
      options: [
        { id: 'a', text: 'Se vuelve más exacta, porque responden con cuidado', correct: false },
        { id: 'b', text: 'No cambia, porque el cuestionario corrige ese efecto', correct: false },
        { id: 'c', text: 'Mejora, porque solo participan los más comprometidos', correct: false },
        { id: 'd', text: 'Pierde utilidad, porque contestan lo que la empresa quiere oír', correct: true },
      ],
      explanation:
        'Sin confianza en la confidencialidad, las personas responden lo que creen que la empresa espera y los resultados dejan de reflejar la realidad.',
    },
    {
      topic: BATERIA,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué información recoge la ficha de datos generales de la batería?',
      options: [
        { id: 'a', text: 'Datos sociodemográficos y ocupacionales del trabajador', correct: true },
        { id: 'b', text: 'El diagnóstico médico y los antecedentes clínicos del trabajador', correct: false },
        { id: 'c', text: 'La calificación del desempeño obtenida en el último año', correct: false },
      ],
      explanation:
        'La ficha de datos generales recoge información sociodemográfica y ocupacional (edad, escolaridad, cargo, tipo de contrato, antigüedad, entre otros) que ayuda a analizar los resultados.',
    },
    {
      topic: BATERIA,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué significa presentar los resultados de la batería «de forma agregada»?',
      options: [
        { id: 'a', text: 'Entregar a cada jefe los resultados de su propio equipo', correct: false },
        { id: 'b', text: 'Sumar los puntajes y publicarlos junto a cada nombre', correct: false },
        { id: 'c', text: 'Mostrarlos por áreas o grupos sin identificar a nadie', correct: true },
        { id: 'd', text: 'Agregarlos a la evaluación de desempeño de cada persona', correct: false },
      ],
      explanation:
        'Los resultados se presentan por áreas o grupos, nunca de manera que se pueda identificar a una persona, porque las respuestas son datos sensibles.',
    },
    {
      topic: BATERIA,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué debe hacer la empresa con los resultados de la batería?',
      options: [
        { id: 'a', text: 'Construir un plan de intervención según las prioridades', correct: true },
        { id: 'b', text: 'Archivar el informe hasta la siguiente aplicación', correct: false },
        { id: 'c', text: 'Publicar la lista de los trabajadores más estresados', correct: false },
      ],
      explanation:
        'La evaluación no termina con el informe: con los resultados se construye un plan de intervención que prioriza las áreas y los factores con mayor riesgo.',
    },
    {
      topic: BATERIA,
      level: 'easy',
      kind: 'true_false',
      prompt: 'La batería sirve para identificar a los trabajadores de «mal carácter» y retirarlos de la empresa.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'La batería evalúa las condiciones psicosociales para intervenirlas; sus resultados son confidenciales y no pueden usarse para perjudicar a los trabajadores.',
    },
    {
      topic: BATERIA,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué resolución había adoptado la batería de riesgo psicosocial antes de la Resolución 2764 de 2022?',
      options: [
        { id: 'a', text: 'La Resolución 1401 de 2007', correct: false },
        { id: 'b', text: 'La Resolución 0312 de 2019', correct: false },
        { id: 'c', text: 'La Resolución 2013 de 1986', correct: false },
        { id: 'd', text: 'La Resolución 2404 de 2019', correct: true },
      ],
      explanation:
        'La Resolución 2404 de 2019 adoptó la batería y sus guías; fue derogada y reemplazada por la Resolución 2764 de 2022, hoy vigente.',
    },
    {
      topic: BATERIA,
      level: 'medium',
      kind: 'single',
      prompt: 'Además del trabajador, ¿quién puede conocer los cuestionarios individuales diligenciados?',
      options: [
        { id: 'a', text: 'El jefe inmediato de cada trabajador', correct: false },
        { id: 'b', text: 'El profesional idóneo que la aplica y analiza', correct: true },
        { id: 'c', text: 'Todos los integrantes del comité de convivencia', correct: false },
        { id: 'd', text: 'El gerente general de la empresa', correct: false },
      ],
      explanation:
        'Los cuestionarios los maneja, bajo reserva, el profesional idóneo que aplica y analiza la batería; la empresa recibe solo resultados agregados.',
    },
    {
      topic: BATERIA,
      level: 'medium',
      kind: 'single',
      prompt: 'El cuestionario de factores intralaborales tiene dos formas. ¿A quiénes se aplica la forma B?',
      options: [
        { id: 'a', text: 'A los jefes y profesionales', correct: false },
        { id: 'b', text: 'A los aspirantes en selección', correct: false },
        { id: 'c', text: 'A los auxiliares y operarios', correct: true },
      ],
      explanation:
        'La forma A se aplica a cargos de jefatura, profesionales y técnicos, y la forma B a auxiliares y operarios.',
    },
    {
      topic: BATERIA,
      level: 'medium',
      kind: 'single',
      prompt: 'En la batería, ¿a qué se refiere la dimensión «demandas cuantitativas»?',
      options: [
        { id: 'a', text: 'A la cantidad de trabajo frente al tiempo disponible', correct: true },
        { id: 'b', text: 'A las exigencias afectivas del trato con usuarios', correct: false },
        { id: 'c', text: 'Al esfuerzo físico y las condiciones del ambiente', correct: false },
        { id: 'd', text: 'A la claridad de las funciones asignadas al cargo', correct: false },
      ],
      explanation:
        'Las demandas cuantitativas tienen que ver con la cantidad de trabajo que se debe hacer en el tiempo disponible. Las exigencias afectivas son demandas emocionales y el esfuerzo físico, demandas ambientales y de esfuerzo físico.',
    },
    {
      topic: BATERIA,
      level: 'medium',
      kind: 'single',
      prompt:
        '¿Cuántos niveles de riesgo usa la batería para interpretar los resultados de los factores psicosociales?',
      options: [
        { id: 'a', text: 'Tres: bajo, medio y alto', correct: false },
        { id: 'b', text: 'Cuatro: bajo, medio, alto y muy alto', correct: false },
        { id: 'c', text: 'Dos: con riesgo y sin riesgo', correct: false },
        { id: 'd', text: 'Cinco: desde sin riesgo hasta muy alto', correct: true },
      ],
      explanation:
        'La batería interpreta los puntajes en cinco niveles: sin riesgo o riesgo despreciable, riesgo bajo, medio, alto y muy alto.',
    },
    {
      topic: BATERIA,
      level: 'medium',
      kind: 'single',
      prompt: 'En el cuestionario intralaboral, «reconocimiento y compensación» es una dimensión del dominio…',
      options: [
        { id: 'a', text: 'Demandas del trabajo', correct: false },
        { id: 'b', text: 'Recompensas', correct: true },
        { id: 'c', text: 'Control sobre el trabajo', correct: false },
      ],
      explanation:
        'El dominio de recompensas agrupa el reconocimiento y la compensación, y las recompensas derivadas de la pertenencia a la organización y del trabajo que se realiza.',
    },
    {
      topic: BATERIA,
      level: 'medium',
      kind: 'true_false',
      prompt: 'El cuestionario de factores extralaborales incluye el desplazamiento entre la vivienda y el trabajo.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El desplazamiento vivienda–trabajo–vivienda es una de las dimensiones extralaborales, junto con el tiempo fuera del trabajo, las relaciones familiares y la situación económica, entre otras.',
    },
    {
      topic: BATERIA,
      level: 'medium',
      kind: 'single',
      prompt: '¿Por qué se recomienda que los jefes no estén presentes mientras su equipo responde la batería?',
      options: [
        { id: 'a', text: 'Porque ese mismo día ellos responden un cuestionario distinto', correct: false },
        { id: 'b', text: 'Porque la sesión debe durar menos si ellos no están', correct: false },
        { id: 'c', text: 'Porque su presencia puede condicionar las respuestas del equipo', correct: true },
      ],
      explanation:
        'La batería pregunta, entre otras cosas, por el liderazgo y las relaciones en el trabajo; la presencia del jefe puede inhibir respuestas sinceras.',
    },
    {
      topic: BATERIA,
      level: 'medium',
      kind: 'single',
      prompt:
        'Según la Ley 1581 de 2012, ¿qué se requiere para tratar datos sensibles como las respuestas de la batería?',
      options: [
        { id: 'a', text: 'La firma del gerente en el informe final', correct: false },
        { id: 'b', text: 'Su publicación en cartelera por transparencia', correct: false },
        { id: 'c', text: 'Un acuerdo verbal con el jefe de cada área', correct: false },
        { id: 'd', text: 'Autorización expresa y uso limitado a la finalidad', correct: true },
      ],
      explanation:
        'Los datos sensibles exigen autorización expresa del titular, uso limitado a la finalidad informada y medidas de seguridad estrictas (Ley 1581 de 2012 y Decreto 1377 de 2013).',
    },
    {
      topic: BATERIA,
      level: 'medium',
      kind: 'single',
      prompt:
        'Según la Resolución 2646 de 2008, ¿qué carácter tiene la información utilizada para evaluar los factores psicosociales?',
      options: [
        { id: 'a', text: 'Es pública para todos los trabajadores', correct: false },
        { id: 'b', text: 'Está sometida a reserva', correct: true },
        { id: 'c', text: 'Es de libre uso para el empleador', correct: false },
      ],
      explanation:
        'La Resolución 2646 de 2008 establece la reserva de la información y de la evaluación de los factores psicosociales; se protege como información confidencial.',
    },
    {
      topic: BATERIA,
      level: 'medium',
      kind: 'single',
      prompt:
        'En la batería, ¿qué dimensión recoge las exigencias afectivas de atender a personas que sufren o están alteradas?',
      options: [
        { id: 'a', text: 'Demandas emocionales', correct: true },
        { id: 'b', text: 'Demandas cuantitativas', correct: false },
        { id: 'c', text: 'Demandas de la jornada', correct: false },
        { id: 'd', text: 'Demandas ambientales', correct: false },
      ],
      explanation:
        'Las demandas emocionales se refieren a la exposición a sentimientos y emociones de otras personas en el trabajo, como usuarios que sufren o están alterados.',
    },
    {
      topic: BATERIA,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'La empresa debe conservar prueba de la autorización que dio cada trabajador para el tratamiento de sus datos sensibles.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Quien trata datos personales debe conservar prueba de la autorización previa y expresa del titular (Ley 1581 de 2012 y Decreto 1377 de 2013).',
    },
    {
      topic: BATERIA,
      level: 'medium',
      kind: 'single',
      prompt: '¿A qué dominio del cuestionario intralaboral pertenece la dimensión «retroalimentación del desempeño»?',
      options: [
        { id: 'a', text: 'Demandas del trabajo', correct: false },
        { id: 'b', text: 'Recompensas', correct: false },
        { id: 'c', text: 'Control sobre el trabajo', correct: false },
        { id: 'd', text: 'Liderazgo y relaciones sociales en el trabajo', correct: true },
      ],
      explanation:
        'El dominio de liderazgo y relaciones sociales en el trabajo incluye las características del liderazgo, las relaciones sociales, la retroalimentación del desempeño y la relación con los colaboradores.',
    },
    {
      topic: BATERIA,
      level: 'hard',
      kind: 'single',
      prompt:
        'En una planta de alimentos se aplicará el cuestionario intralaboral. ¿Qué forma responde el jefe de mantenimiento y cuál un operario de empaque?',
      options: [
        { id: 'a', text: 'Jefe: forma A; operario: forma B', correct: true },
        { id: 'b', text: 'Jefe: forma B; operario: forma A', correct: false },
        { id: 'c', text: 'Ambos responden la forma A', correct: false },
        { id: 'd', text: 'Ambos responden la forma B', correct: false },
      ],
      explanation:
        'La forma A es para cargos de jefatura, profesionales y técnicos; la forma B, para auxiliares y operarios.',
    },
    {
      topic: BATERIA,
      level: 'hard',
      kind: 'multiple',
      prompt: '¿Cuáles de estos son dominios del cuestionario de factores intralaborales de la batería?',
      options: [
        { id: 'a', text: 'Control sobre el trabajo', correct: true },
        { id: 'b', text: 'Situación económica familiar', correct: false },
        { id: 'c', text: 'Demandas del trabajo', correct: true },
        { id: 'd', text: 'Características de la vivienda', correct: false },
        { id: 'e', text: 'Recompensas', correct: true },
      ],
      explanation:
        'El cuestionario intralaboral tiene cuatro dominios: liderazgo y relaciones sociales, control sobre el trabajo, demandas del trabajo y recompensas. La situación económica y la vivienda son dimensiones extralaborales.',
    },
    {
      topic: BATERIA,
      level: 'hard',
      kind: 'single',
      prompt: 'En el cuestionario intralaboral, ¿a qué dominio pertenece la dimensión «claridad de rol»?',
      options: [
        { id: 'a', text: 'Recompensas', correct: false },
        { id: 'b', text: 'Demandas del trabajo', correct: false },
        { id: 'c', text: 'Control sobre el trabajo', correct: true },
        { id: 'd', text: 'Liderazgo y relaciones sociales', correct: false },
      ],
      explanation:
        'La claridad de rol hace parte del dominio de control sobre el trabajo, junto con la capacitación, la participación y manejo del cambio, el uso de habilidades y la autonomía.',
    },
    {
      topic: BATERIA,
      level: 'hard',
      kind: 'single',
      prompt:
        'En una empresa pequeña, el área de archivo tiene solo dos trabajadores. ¿Cómo deben presentarse sus resultados de la batería?',
      options: [
        { id: 'a', text: 'Por separado, porque son pocos y es fácil analizarlos', correct: false },
        { id: 'b', text: 'Agrupados con otras áreas para que nadie sea identificable', correct: true },
        { id: 'c', text: 'Con autorización verbal del jefe del área de archivo', correct: false },
      ],
      explanation:
        'Los resultados nunca se presentan de forma que se pueda identificar a una persona; con grupos tan pequeños se agrupan con otras áreas para proteger la confidencialidad (Ley 1581 de 2012).',
    },
    {
      topic: BATERIA,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa quiere reemplazar la batería por una encuesta gratuita encontrada en internet. ¿Cuál es el problema?',
      options: [
        { id: 'a', text: 'Ninguno, si la encuesta tiene preguntas sobre estrés', correct: false },
        { id: 'b', text: 'Solo que debe aplicarse fuera de la jornada laboral', correct: false },
        { id: 'c', text: 'Solo que la deben revisar los jefes antes de aplicarla', correct: false },
        { id: 'd', text: 'Los instrumentos deben estar validados en el país', correct: true },
      ],
      explanation:
        'La Resolución 2646 de 2008 exige evaluar con instrumentos validados en Colombia; por eso se usa la batería adoptada por la Resolución 2764 de 2022.',
    },
    {
      topic: BATERIA,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un trabajador consulta qué datos personales suyos guarda la empresa tras la evaluación psicosocial. Según la Ley 1581 de 2012, ¿en qué plazo máximo inicial debe responderse esa consulta?',
      options: [
        { id: 'a', text: 'Diez días hábiles', correct: true },
        { id: 'b', text: 'Treinta días calendario', correct: false },
        { id: 'c', text: 'Tres días hábiles', correct: false },
        { id: 'd', text: 'Dos meses', correct: false },
      ],
      explanation:
        'La Ley 1581 de 2012 fija diez días hábiles para atender las consultas del titular sobre sus datos; los reclamos tienen un plazo de quince días hábiles.',
    },
    {
      topic: BATERIA,
      level: 'hard',
      kind: 'single',
      prompt: '¿Cuál es la secuencia adecuada para aplicar la batería en una empresa?',
      options: [
        {
          id: 'a',
          text: 'Aplicar, pedir consentimiento solo a quien salga en riesgo alto y entregar los resultados a los jefes',
          correct: false,
        },
        {
          id: 'b',
          text: 'Informar el propósito, obtener el consentimiento, aplicar en buenas condiciones y presentar resultados agregados',
          correct: true,
        },
        {
          id: 'c',
          text: 'Aplicar durante la reunión de equipo, informar el propósito después y publicar los resultados por persona',
          correct: false,
        },
      ],
      explanation:
        'Primero se informa el propósito y se obtiene el consentimiento informado; luego se aplica en un espacio tranquilo, dentro de la jornada y sin jefes, y los resultados se presentan de forma agregada.',
    },
    {
      topic: BATERIA,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un jefe se ofrece a recoger los cuestionarios diligenciados de su equipo y llevárselos al psicólogo evaluador. ¿Qué es lo adecuado?',
      options: [
        { id: 'a', text: 'Aceptar, siempre que los lleve en un sobre abierto', correct: false },
        { id: 'b', text: 'Rechazar la oferta: cada persona los entrega al profesional', correct: true },
        { id: 'c', text: 'Aceptar, si antes firma un compromiso de no leerlos', correct: false },
        { id: 'd', text: 'Rechazar la oferta y pedir que los recoja talento humano', correct: false },
      ],
      explanation:
        'Para proteger la reserva, los cuestionarios pasan directamente de cada trabajador al profesional que aplica la batería; ni los jefes ni talento humano deben tener acceso a ellos.',
    },
    {
      topic: BATERIA,
      level: 'hard',
      kind: 'single',
      prompt:
        'En una empresa, la dimensión «influencia del trabajo sobre el entorno extralaboral» sale en riesgo alto. ¿Qué indica ese resultado?',
      options: [
        { id: 'a', text: 'Que la vivienda de muchos trabajadores está en mal estado', correct: false },
        { id: 'b', text: 'Que las exigencias del trabajo están afectando la vida personal y familiar', correct: true },
        { id: 'c', text: 'Que los trabajadores tienen deudas que les impiden concentrarse', correct: false },
      ],
      explanation:
        'Esa dimensión intralaboral mide cómo las exigencias de tiempo y esfuerzo del trabajo invaden la vida personal y familiar; la vivienda y las deudas son dimensiones del cuestionario extralaboral.',
    },
    {
      topic: BATERIA,
      level: 'hard',
      kind: 'multiple',
      prompt: '¿Cuáles de estas son dimensiones del cuestionario de factores extralaborales?',
      options: [
        { id: 'a', text: 'Tiempo fuera del trabajo', correct: true },
        { id: 'b', text: 'Claridad de rol', correct: false },
        { id: 'c', text: 'Relaciones familiares', correct: true },
        { id: 'd', text: 'Demandas emocionales', correct: false },
        { id: 'e', text: 'Situación económica del grupo familiar', correct: true },
      ],
      explanation:
        'Tiempo fuera del trabajo, relaciones familiares y situación económica del grupo familiar son dimensiones extralaborales. La claridad de rol y las demandas emocionales son dimensiones intralaborales.',
    },
    {
      topic: BATERIA,
      level: 'hard',
      kind: 'single',
      prompt:
        'El proveedor que aplicó la batería entrega un informe con una tabla del nombre, el cargo y el nivel de estrés de cada persona. ¿Qué debe hacer el responsable del SG-SST?',
      options: [
        { id: 'a', text: 'Enviar la tabla a cada jefe para que haga seguimiento', correct: false },
        { id: 'b', text: 'Publicarla en la intranet para dar transparencia', correct: false },
        { id: 'c', text: 'Exigir un informe agregado que no identifique a nadie', correct: true },
        { id: 'd', text: 'Guardarla en la hoja de vida de cada trabajador', correct: false },
      ],
      explanation:
        'Los resultados individuales son datos sensibles bajo reserva: la empresa solo debe recibir resultados agregados por áreas o grupos (Ley 1581 de 2012 y Resolución 2646 de 2008).',
    },
  ],
};
