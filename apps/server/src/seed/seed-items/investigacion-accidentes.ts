import type { SeedItemBank } from './seed-item.js';

const CONCEPTOS = 'Incidente, accidente y enfermedad';
const REPORTE = 'Reporte FURAT y FUREL';
const CAUSAS = 'Equipo y análisis de causas';
const ACCIONES = 'Acciones y lecciones aprendidas';

export const investigacionAccidentesItems: SeedItemBank = {
  routeKey: 'investigacion-accidentes',
  items: [
    // Incidente, accidente y enfermedad
    {
      topic: CONCEPTOS,
      level: 'easy',
      kind: 'single',
      prompt:
        'Una auxiliar de enfermería se pincha con una aguja usada al desechar una jeringa. ¿Cómo se clasifica el evento?',
      options: [
        { id: 'a', text: 'Incidente de trabajo', correct: false },
        { id: 'b', text: 'Accidente de trabajo', correct: true },
        { id: 'c', text: 'Enfermedad laboral', correct: false },
      ],
      explanation:
        'Es un hecho súbito, ligado al trabajo, que le causó una lesión: un accidente de trabajo (Ley 1562 de 2012, art. 3).',
    },
    {
      topic: CONCEPTOS,
      level: 'easy',
      kind: 'single',
      prompt:
        'En una obra, un ladrillo cae desde el tercer piso y golpea el suelo a un metro de un ayudante, sin tocarlo. ¿Qué tipo de evento es?',
      options: [
        { id: 'a', text: 'Un incidente de trabajo', correct: true },
        { id: 'b', text: 'Un accidente de trabajo leve', correct: false },
        { id: 'c', text: 'Un hecho sin importancia para el SG-SST', correct: false },
      ],
      explanation:
        'Un incidente es un hecho que pudo terminar en accidente, con personas involucradas que no resultaron lesionadas (Resolución 1401 de 2007); también se investiga.',
    },
    {
      topic: CONCEPTOS,
      level: 'easy',
      kind: 'true_false',
      prompt: 'La Resolución 1401 de 2007 obliga a investigar tanto los accidentes como los incidentes de trabajo.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La Resolución 1401 de 2007 exige investigar incidentes y accidentes, porque las causas de un incidente suelen ser las mismas de un accidente grave.',
    },
    {
      topic: CONCEPTOS,
      level: 'easy',
      kind: 'single',
      prompt:
        'Un soldador desarrolla hipoacusia después de años de exposición a ruido sin control. ¿Cómo se clasifica?',
      options: [
        { id: 'a', text: 'Accidente de trabajo', correct: false },
        { id: 'b', text: 'Incidente de trabajo', correct: false },
        { id: 'c', text: 'Enfermedad común', correct: false },
        { id: 'd', text: 'Enfermedad laboral', correct: true },
      ],
      explanation:
        'La hipoacusia apareció por la exposición prolongada a un factor de riesgo propio de su oficio: es una enfermedad laboral (Ley 1562 de 2012, art. 4), no un hecho súbito.',
    },
    {
      topic: CONCEPTOS,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un técnico se lesiona un sábado, fuera de la sede, mientras instala un equipo por orden de su jefe. ¿Es accidente de trabajo?',
      options: [
        { id: 'a', text: 'No, porque ocurrió fuera del horario habitual', correct: false },
        { id: 'b', text: 'Sí, porque ejecutaba una orden del empleador', correct: true },
        { id: 'c', text: 'No, porque ocurrió fuera de la sede', correct: false },
      ],
      explanation:
        'También es accidente de trabajo el que ocurre durante la ejecución de órdenes del empleador, incluso fuera del lugar y del horario de trabajo (Ley 1562 de 2012).',
    },
    {
      topic: CONCEPTOS,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estos eventos son incidentes de trabajo?',
      options: [
        { id: 'a', text: 'Una herramienta cae de un andamio sin golpear a nadie', correct: true },
        { id: 'b', text: 'Un operario se tuerce el tobillo al bajar una escalera', correct: false },
        { id: 'c', text: 'Un montacargas golpea una estantería, sin lesionados', correct: true },
        { id: 'd', text: 'Un trabajador pierde audición tras años de exposición', correct: false },
      ],
      explanation:
        'Los incidentes tienen potencial de causar lesiones pero no las causan. La torcedura es un accidente de trabajo y la pérdida auditiva por exposición prolongada, una enfermedad laboral.',
    },
    {
      topic: CONCEPTOS,
      level: 'hard',
      kind: 'true_false',
      prompt: 'Una lesión que ocurre fuera del horario de trabajo nunca puede considerarse accidente de trabajo.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'La Ley 1562 de 2012 incluye como accidente de trabajo el que ocurre durante la ejecución de órdenes del empleador, aun fuera del lugar y del horario de trabajo.',
    },
    {
      topic: CONCEPTOS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Tras una campaña de reporte, un área pasa de 2 a 15 incidentes reportados al mes, sin aumento de accidentes. ¿Cómo se interpreta?',
      options: [
        { id: 'a', text: 'Que la seguridad del área empeoró gravemente', correct: false },
        { id: 'b', text: 'Que los trabajadores están reportando sin motivo para justificar su tiempo', correct: false },
        { id: 'c', text: 'Que hay más confianza para reportar lo que antes se ocultaba', correct: true },
        { id: 'd', text: 'Que la campaña debe suspenderse para no alarmar a la gerencia', correct: false },
      ],
      explanation:
        'El reporte de incidentes es un indicador de confianza, no de fracaso: permite corregir causas antes de que alguien resulte herido.',
    },

    // Reporte FURAT y FUREL
    {
      topic: REPORTE,
      level: 'easy',
      kind: 'single',
      prompt: '¿Para qué se usa el FUREL?',
      options: [
        { id: 'a', text: 'Para reportar una enfermedad laboral', correct: true },
        { id: 'b', text: 'Para reportar un accidente de trabajo', correct: false },
        { id: 'c', text: 'Para registrar la entrega de EPP', correct: false },
      ],
      explanation:
        'El FUREL es el Formato Único de Reporte de Enfermedad Laboral y el FURAT, el de accidente de trabajo; ambos fueron adoptados por la Resolución 156 de 2005.',
    },
    {
      topic: REPORTE,
      level: 'easy',
      kind: 'true_false',
      prompt: 'El reporte de un accidente de trabajo se envía a la ARL y también a la EPS del trabajador.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El empleador reporta a la ARL y a la EPS a la que está afiliado el trabajador, dentro de los dos días hábiles siguientes (Resolución 156 de 2005).',
    },
    {
      topic: REPORTE,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un accidente de trabajo ocurre un lunes de una semana sin festivos. ¿Hasta cuándo tiene la empresa para reportarlo a la ARL y a la EPS?',
      options: [
        { id: 'a', text: 'Hasta el viernes de esa semana', correct: false },
        { id: 'b', text: 'Hasta el miércoles de esa semana', correct: true },
        { id: 'c', text: 'Hasta el lunes siguiente', correct: false },
        { id: 'd', text: 'Hasta el último día del mes', correct: false },
      ],
      explanation:
        'El reporte se hace dentro de los dos días hábiles siguientes al evento (Resolución 156 de 2005): martes y miércoles.',
    },
    {
      topic: REPORTE,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué norma adoptó los formatos FURAT y FUREL y fija el plazo del reporte?',
      options: [
        { id: 'a', text: 'La Resolución 1401 de 2007', correct: false },
        { id: 'b', text: 'La Ley 1562 de 2012', correct: false },
        { id: 'c', text: 'El Decreto 1295 de 1994', correct: false },
        { id: 'd', text: 'La Resolución 156 de 2005', correct: true },
      ],
      explanation:
        'La Resolución 156 de 2005 adoptó el FURAT y el FUREL y establece el reporte dentro de los dos días hábiles. La Resolución 1401 de 2007 regula la investigación.',
    },
    {
      topic: REPORTE,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuál de estas descripciones es la más adecuada para el FURAT?',
      options: [
        {
          id: 'a',
          text: 'El trabajador se cortó el índice por descuido en el área de corte, a media mañana, mientras limpiaba la sierra',
          correct: false,
        },
        {
          id: 'b',
          text: 'A las 10:15 retiraba residuos de la sierra con la mano mientras el disco giraba por inercia y se hirió el índice',
          correct: true,
        },
        {
          id: 'c',
          text: 'Accidente leve del operario de la sierra, ocurrido por su falta de atención y de autocuidado al retirar los residuos',
          correct: false,
        },
      ],
      explanation:
        'La descripción debe ser objetiva, concreta y sin juicios: qué hacía el trabajador, qué pasó y cómo se lesionó. Así orienta la investigación sin atribuir culpas antes de tiempo.',
    },
    {
      topic: REPORTE,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Qué información pide el FURAT?',
      options: [
        { id: 'a', text: 'Fecha, hora, lugar y jornada del accidente', correct: true },
        { id: 'b', text: 'Opinión del jefe sobre quién tuvo la culpa', correct: false },
        { id: 'c', text: 'Tipo de lesión y parte del cuerpo afectada', correct: true },
        { id: 'd', text: 'Datos de los testigos del evento', correct: true },
        { id: 'e', text: 'Historia clínica completa del trabajador', correct: false },
      ],
      explanation:
        'El FURAT pide datos del empleador y del trabajador, fecha, hora, lugar, tipo de lesión, parte afectada, agente, mecanismo, descripción y testigos; no juicios de culpa ni la historia clínica.',
    },
    {
      topic: REPORTE,
      level: 'hard',
      kind: 'single',
      prompt:
        'Tras un accidente, la empresa envía al trabajador a su EPS como si fuera una enfermedad común, sin reportarlo. ¿Qué consecuencia tiene?',
      options: [
        { id: 'a', text: 'Reduce la cotización de la empresa al no registrar el accidente', correct: false },
        { id: 'b', text: 'Ninguna, porque la EPS traslada el caso a la ARL automáticamente', correct: false },
        { id: 'c', text: 'Retrasa la atención a cargo de la ARL y distorsiona las estadísticas', correct: true },
      ],
      explanation:
        'Sin reporte, el trabajador tendrá dificultades para que se reconozca el origen laboral, se retrasa la atención a cargo de la ARL y se distorsionan las estadísticas del SG-SST.',
    },
    {
      topic: REPORTE,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'En el caso de una enfermedad laboral, el plazo de dos días hábiles para el reporte se cuenta a partir del diagnóstico.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El reporte se hace dentro de los dos días hábiles siguientes al evento o al diagnóstico de la enfermedad laboral (Resolución 156 de 2005).',
    },

    // Equipo y análisis de causas
    {
      topic: CAUSAS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuántos días tiene la empresa para investigar un incidente o accidente de trabajo?',
      options: [
        { id: 'a', text: '15 días', correct: true },
        { id: 'b', text: '30 días calendario', correct: false },
        { id: 'c', text: '2 días hábiles', correct: false },
        { id: 'd', text: '6 meses', correct: false },
      ],
      explanation: 'La investigación se realiza dentro de los 15 días siguientes al evento (Resolución 1401 de 2007).',
    },
    {
      topic: CAUSAS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál de estas es una causa inmediata de un accidente?',
      options: [
        { id: 'a', text: 'La supervisión del área era insuficiente', correct: false },
        { id: 'b', text: 'No había programa de mantenimiento', correct: false },
        { id: 'c', text: 'El piso estaba mojado', correct: true },
      ],
      explanation:
        'Las causas inmediatas son los actos y condiciones que preceden directamente al evento. La falta de mantenimiento o de supervisión son causas básicas (factores del trabajo).',
    },
    {
      topic: CAUSAS,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Quiénes deben integrar como mínimo el equipo investigador?',
      options: [
        { id: 'a', text: 'El jefe inmediato o supervisor del área', correct: true },
        { id: 'b', text: 'Un funcionario de la ARL', correct: false },
        { id: 'c', text: 'Un representante del COPASST o el vigía', correct: true },
        { id: 'd', text: 'El abogado de la empresa', correct: false },
        { id: 'e', text: 'El responsable del SG-SST', correct: true },
      ],
      explanation:
        'La Resolución 1401 de 2007 exige como mínimo al jefe inmediato o supervisor, un representante del COPASST o el vigía y el responsable del SG-SST; pueden sumarse otras personas según el caso.',
    },
    {
      topic: CAUSAS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cómo se recomienda entrevistar a los testigos de un accidente?',
      options: [
        { id: 'a', text: 'Juntos, para que se pongan de acuerdo en la versión', correct: false },
        { id: 'b', text: 'Por escrito, varias semanas después del evento', correct: false },
        { id: 'c', text: 'Por separado y con preguntas abiertas', correct: true },
      ],
      explanation:
        'Se entrevista por separado al lesionado, cuando su estado lo permita, y a los testigos, con preguntas abiertas como "¿qué estaba haciendo?" o "¿qué pasó justo antes?".',
    },
    {
      topic: CAUSAS,
      level: 'medium',
      kind: 'single',
      prompt: 'La presión por producción y el mantenimiento deficiente son causas básicas de tipo…',
      options: [
        { id: 'a', text: 'Factores del trabajo', correct: true },
        { id: 'b', text: 'Actos inseguros', correct: false },
        { id: 'c', text: 'Condiciones inseguras', correct: false },
        { id: 'd', text: 'Factores personales', correct: false },
      ],
      explanation:
        'Las causas básicas se dividen en factores personales (falta de conocimiento, fatiga) y factores del trabajo (procedimientos, mantenimiento, supervisión, presión por producción).',
    },
    {
      topic: CAUSAS,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'La falta de conocimiento y la fatiga se clasifican como factores personales dentro de las causas básicas.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Los factores personales son una de las dos clases de causas básicas; la otra son los factores del trabajo.',
    },
    {
      topic: CAUSAS,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estas son causas básicas y no inmediatas?',
      options: [
        { id: 'a', text: 'Procedimiento de trabajo inexistente', correct: true },
        { id: 'b', text: 'El trabajador retiró la guarda', correct: false },
        { id: 'c', text: 'Supervisión insuficiente en el turno', correct: true },
        { id: 'd', text: 'El piso tenía aceite derramado', correct: false },
        { id: 'e', text: 'Fatiga acumulada del trabajador', correct: true },
      ],
      explanation:
        'Las causas básicas son las razones de fondo (procedimientos, supervisión, fatiga). Retirar la guarda y el aceite en el piso son el acto y la condición que precedieron al evento.',
    },
    {
      topic: CAUSAS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un operario se corta porque había retirado la guarda de la sierra. La retiró porque se atascaba desde hacía meses y mantenimiento no tenía programa preventivo para ese equipo. ¿Cuál es la causa básica?',
      options: [
        { id: 'a', text: 'El operario retiró la guarda de la sierra', correct: false },
        { id: 'b', text: 'La falta de mantenimiento preventivo del equipo', correct: true },
        { id: 'c', text: 'El disco de la sierra estaba en movimiento', correct: false },
        { id: 'd', text: 'El operario no tuvo el cuidado suficiente', correct: false },
      ],
      explanation:
        'Retirar la guarda es la causa inmediata; la razón de fondo es una falla de gestión del mantenimiento. Si solo se llama la atención al operario, el evento se repetirá con otra persona.',
    },
    {
      topic: CAUSAS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un equipo investigador concluye que la única causa de un accidente fue "falta de autocuidado". ¿Qué sugiere esa conclusión?',
      options: [
        { id: 'a', text: 'Que la investigación fue completa y ya puede cerrarse el caso', correct: false },
        { id: 'b', text: 'Que el trabajador debe ser sancionado por su falta de cuidado', correct: false },
        { id: 'c', text: 'Que probablemente no se hicieron suficientes preguntas', correct: true },
      ],
      explanation:
        'Se investiga para encontrar causas, no culpables. Detrás de un acto inseguro suelen existir factores del trabajo, como procedimientos, mantenimiento o supervisión, que hay que identificar (Resolución 1401 de 2007).',
    },

    // Acciones y lecciones aprendidas
    {
      topic: ACCIONES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué datos debe tener cada acción del plan que resulta de una investigación?',
      options: [
        { id: 'a', text: 'Solo una descripción general de la mejora que se espera lograr', correct: false },
        { id: 'b', text: 'Qué se hará, responsable, fecha límite y verificación', correct: true },
        { id: 'c', text: 'El nombre del trabajador que causó el evento y su sanción', correct: false },
      ],
      explanation:
        'Para cada medida se registra qué se hará, quién es el responsable, la fecha límite y cómo se verificará que funcionó; sin estos datos el plan se queda en buenas intenciones.',
    },
    {
      topic: ACCIONES,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Cumplir una acción correctiva equivale a haber resuelto el problema que originó el accidente.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Hay que verificar la eficacia: si la medida funciona como se diseñó, si los trabajadores la aplican y si se repitieron eventos similares.',
    },
    {
      topic: ACCIONES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Tras una quemadura con vapor, la empresa instala una purga automática en la válvula. ¿Qué tipo de control es?',
      options: [
        { id: 'a', text: 'Control de ingeniería', correct: true },
        { id: 'b', text: 'Control administrativo', correct: false },
        { id: 'c', text: 'Elemento de protección personal', correct: false },
      ],
      explanation:
        'La purga automática cambia el equipo para alejar la mano del vapor: es un control de ingeniería, prioritario frente a los administrativos y el EPP (Decreto 1072 de 2015).',
    },
    {
      topic: ACCIONES,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Qué se revisa al verificar la eficacia de una acción correctiva?',
      options: [
        { id: 'a', text: 'Si la medida funciona como se diseñó', correct: true },
        { id: 'b', text: 'Si el informe tiene buena presentación', correct: false },
        { id: 'c', text: 'Si los trabajadores la aplican en la práctica', correct: true },
        { id: 'd', text: 'Si se presentaron nuevos eventos similares', correct: true },
        { id: 'e', text: 'Si el trabajador lesionado fue sancionado', correct: false },
      ],
      explanation:
        'La verificación comprueba que la medida funciona, que no se evita en la práctica y que no se repiten eventos similares. El COPASST o el vigía puede hacer este seguimiento.',
    },
    {
      topic: ACCIONES,
      level: 'medium',
      kind: 'single',
      prompt: 'En una ficha de lecciones aprendidas, ¿cómo se presenta lo que pasó?',
      options: [
        { id: 'a', text: 'Con el nombre del responsable, como advertencia', correct: false },
        { id: 'b', text: 'Con la copia completa del informe de investigación', correct: false },
        { id: 'c', text: 'Con fotos del trabajador lesionado', correct: false },
        { id: 'd', text: 'En pocas líneas y sin nombres', correct: true },
      ],
      explanation:
        'La ficha resume en una página qué pasó (sin nombres), por qué pasó, qué se cambió y qué debe revisar cada área; se divulga en charlas, carteleras o canales internos.',
    },
    {
      topic: ACCIONES,
      level: 'medium',
      kind: 'single',
      prompt: 'Una investigación revela un peligro que no estaba identificado en la matriz. ¿Qué debe hacerse?',
      options: [
        { id: 'a', text: 'Actualizar la matriz de peligros con la nueva valoración', correct: true },
        { id: 'b', text: 'Esperar a la revisión anual programada de la matriz para incluirlo', correct: false },
        {
          id: 'c',
          text: 'Registrarlo solo en el informe del accidente y en el FURAT enviado a la ARL',
          correct: false,
        },
      ],
      explanation:
        'Cada investigación alimenta los indicadores y la matriz de peligros: si revela un peligro no identificado o un control menos eficaz de lo esperado, la valoración se corrige.',
    },
    {
      topic: ACCIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa corrige la causa de un accidente en la sede donde ocurrió. ¿Qué paso le falta para prevenir en toda la organización?',
      options: [
        {
          id: 'a',
          text: 'Cerrar el caso ante la ARL y archivar el informe en la documentación del SG-SST',
          correct: false,
        },
        { id: 'b', text: 'Divulgar la lección y revisar áreas y sedes con condiciones similares', correct: true },
        {
          id: 'c',
          text: 'Repetir la investigación con otro equipo investigador para confirmar las causas',
          correct: false,
        },
      ],
      explanation:
        'Las lecciones aprendidas convierten una investigación local en prevención para toda la empresa: otras áreas o sedes con condiciones parecidas deben revisar si tienen el mismo problema.',
    },
    {
      topic: ACCIONES,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'El informe de investigación debe incluir la historia clínica completa del lesionado para documentar bien el caso.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'La información médica es un dato sensible y no debe incluirse en el informe más allá de lo necesario (Ley 1581 de 2012).',
    },
    {
      topic: ACCIONES,
      level: 'hard',
      kind: 'single',
      prompt: '¿Cómo deben relacionarse las causas básicas identificadas con el plan de acción?',
      options: [
        {
          id: 'a',
          text: 'Basta con una acción general, como una capacitación, que cubra todas las causas a la vez',
          correct: false,
        },
        {
          id: 'b',
          text: 'Se atienden solo las causas inmediatas, porque son las visibles y las más fáciles de corregir',
          correct: false,
        },
        {
          id: 'c',
          text: 'Cada causa básica tiene al menos una medida, según la jerarquía de controles',
          correct: true,
        },
        {
          id: 'd',
          text: 'Se prioriza capacitar al trabajador lesionado y firmar su compromiso de autocuidado',
          correct: false,
        },
      ],
      explanation:
        'Cada causa básica debe tener al menos una medida que la ataque, y las medidas siguen la jerarquía de controles: eliminación, sustitución, ingeniería, administrativos y EPP (Decreto 1072 de 2015).',
    },

    // Incidente, accidente y enfermedad (ampliación)
    {
      topic: CONCEPTOS,
      level: 'easy',
      kind: 'single',
      prompt: 'Según la Ley 1562 de 2012, ¿qué rasgo distingue a un accidente de trabajo de una enfermedad laboral?',
      options: [
        {
          id: 'a',
          text: 'El accidente es un hecho súbito; la enfermedad se desarrolla por exposición prolongada',
          correct: true,
        },
        {
          id: 'b',
          text: 'El accidente solo ocurre dentro de la sede y en horario laboral; la enfermedad, fuera de ellos',
          correct: false,
        },
        { id: 'c', text: 'El accidente se reporta a la ARL; la enfermedad, únicamente a la EPS', correct: false },
      ],
      explanation:
        'El accidente de trabajo es un suceso repentino ligado al trabajo (Ley 1562 de 2012, art. 3); la enfermedad laboral aparece por la exposición a factores de riesgo propios de la labor, casi siempre de forma lenta (art. 4).',
    },
    {
      topic: CONCEPTOS,
      level: 'easy',
      kind: 'single',
      prompt:
        'Un electricista recibe una descarga al manipular un tablero energizado y sufre quemaduras en la mano. ¿Cómo se clasifica el evento?',
      options: [
        { id: 'a', text: 'Incidente de trabajo', correct: false },
        { id: 'b', text: 'Enfermedad laboral', correct: false },
        { id: 'c', text: 'Accidente de trabajo', correct: true },
        { id: 'd', text: 'Evento de origen común', correct: false },
      ],
      explanation:
        'Es un hecho repentino, ocurrido con ocasión del trabajo, que le produjo una lesión al electricista: un accidente de trabajo (Ley 1562 de 2012, art. 3).',
    },
    {
      topic: CONCEPTOS,
      level: 'easy',
      kind: 'single',
      prompt:
        'Un conductor de montacargas retrocede y casi atropella a un auxiliar de bodega, que alcanza a apartarse sin ningún golpe. ¿Qué tipo de evento es?',
      options: [
        { id: 'a', text: 'Accidente de trabajo sin incapacidad', correct: false },
        { id: 'b', text: 'Incidente de trabajo', correct: true },
        { id: 'c', text: 'Enfermedad laboral', correct: false },
        { id: 'd', text: 'Acto sin relación con el trabajo', correct: false },
      ],
      explanation:
        'Hubo una persona involucrada y el hecho pudo terminar en accidente, pero nadie resultó lesionado: es un incidente de trabajo (Resolución 1401 de 2007) y debe investigarse.',
    },
    {
      topic: CONCEPTOS,
      level: 'easy',
      kind: 'single',
      prompt:
        'Un operario de chorro de arena desarrolla silicosis tras años de trabajo sin control de polvo. ¿Cómo se clasifica?',
      options: [
        { id: 'a', text: 'Accidente de trabajo grave', correct: false },
        { id: 'b', text: 'Incidente de trabajo', correct: false },
        { id: 'c', text: 'Enfermedad común', correct: false },
        { id: 'd', text: 'Enfermedad laboral', correct: true },
      ],
      explanation:
        'La silicosis aparece por la exposición prolongada a la sílice presente en su oficio: es una enfermedad laboral (Ley 1562 de 2012, art. 4), no un hecho súbito.',
    },
    {
      topic: CONCEPTOS,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'Para que un hecho sea accidente de trabajo, la lesión tiene que producirse dentro de las instalaciones de la empresa.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'La Ley 1562 de 2012 también considera accidente de trabajo el que ocurre al cumplir órdenes del empleador fuera de la sede, el del transporte que suministra el empleador y otros casos.',
    },
    {
      topic: CONCEPTOS,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Con la Ley 1562 de 2012, la antigua «enfermedad profesional» pasó a llamarse «enfermedad laboral».',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La Ley 1562 de 2012 reformó el Sistema de Riesgos Laborales y adoptó el término «enfermedad laboral»; por eso el formato de reporte se conoce hoy como FUREL.',
    },
    {
      topic: CONCEPTOS,
      level: 'easy',
      kind: 'single',
      prompt:
        '¿Por qué la Resolución 1401 de 2007 exige investigar también los incidentes, si nadie resultó lesionado?',
      options: [
        { id: 'a', text: 'Porque así se calcula el valor de la cotización a la ARL', correct: false },
        { id: 'b', text: 'Porque sus causas suelen ser las mismas de un accidente grave', correct: true },
        { id: 'c', text: 'Porque la ARL debe pagar una indemnización por cada uno', correct: false },
      ],
      explanation:
        'Un incidente es un accidente que no lesionó a nadie, casi siempre por suerte; sus causas son las mismas que las de un accidente y corregirlas a tiempo evita lesiones (Resolución 1401 de 2007).',
    },
    {
      topic: CONCEPTOS,
      level: 'easy',
      kind: 'single',
      prompt:
        'Un trabajador resbala en una escalera, se sujeta del pasamanos y no sufre ningún golpe. ¿Qué debe hacerse con este evento?',
      options: [
        { id: 'a', text: 'Nada, porque el trabajador no se lesionó', correct: false },
        { id: 'b', text: 'Enviar un FURAT a la ARL y a la EPS', correct: false },
        { id: 'c', text: 'Reportarlo como incidente e investigarlo', correct: true },
        { id: 'd', text: 'Registrarlo como enfermedad laboral', correct: false },
      ],
      explanation:
        'Es un incidente: pudo terminar en accidente y no hubo lesión. El FURAT se usa para accidentes; el incidente se registra e investiga para corregir sus causas (Resolución 1401 de 2007).',
    },
    {
      topic: CONCEPTOS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué norma adoptó las definiciones vigentes de accidente de trabajo y de enfermedad laboral?',
      options: [
        { id: 'a', text: 'La Resolución 2013 de 1986', correct: false },
        { id: 'b', text: 'La Resolución 156 de 2005', correct: false },
        { id: 'c', text: 'La Ley 1010 de 2006', correct: false },
        { id: 'd', text: 'La Ley 1562 de 2012', correct: true },
      ],
      explanation:
        'La Ley 1562 de 2012 define el accidente de trabajo (art. 3) y la enfermedad laboral (art. 4). La Resolución 156 de 2005 adoptó los formatos de reporte y la Resolución 2013 de 1986 regula el comité paritario.',
    },
    {
      topic: CONCEPTOS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál es el propósito principal de investigar un incidente o un accidente de trabajo?',
      options: [
        { id: 'a', text: 'Encontrar sus causas para evitar que se repita', correct: true },
        { id: 'b', text: 'Definir la sanción que corresponde al trabajador', correct: false },
        { id: 'c', text: 'Decidir si la ARL paga la atención médica', correct: false },
      ],
      explanation:
        'La Resolución 1401 de 2007 describe la investigación como un proceso sistemático para determinar las causas del evento con el fin de prevenir su repetición, controlando los riesgos que lo produjeron.',
    },
    {
      topic: CONCEPTOS,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una empresa recoge a su personal en un bus contratado por ella. Una mañana el bus choca y una operaria se fractura el brazo. ¿Cómo se clasifica?',
      options: [
        { id: 'a', text: 'Accidente de origen común, porque aún no había iniciado la jornada laboral', correct: false },
        { id: 'b', text: 'Accidente de trabajo, porque el transporte lo suministra el empleador', correct: true },
        { id: 'c', text: 'Accidente de tránsito que solo cubre el seguro del vehículo', correct: false },
        { id: 'd', text: 'Incidente de trabajo, porque ocurrió fuera de la sede', correct: false },
      ],
      explanation:
        'La Ley 1562 de 2012 (art. 3) considera accidente de trabajo el que se produce durante el traslado de los trabajadores entre su residencia y el trabajo cuando el transporte lo suministra el empleador.',
    },
    {
      topic: CONCEPTOS,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un trabajador con permiso sindical se lesiona mientras cumple una actividad propia de su función sindical. ¿Cómo se clasifica el evento?',
      options: [
        { id: 'a', text: 'Accidente de origen común, porque no estaba en sus labores', correct: false },
        { id: 'b', text: 'Incidente de trabajo, porque el permiso suspende el contrato', correct: false },
        { id: 'c', text: 'Accidente de trabajo, aunque estuviera con permiso sindical', correct: true },
      ],
      explanation:
        'La Ley 1562 de 2012 (art. 3) incluye como accidente de trabajo el que ocurre en ejercicio de la función sindical, aunque el trabajador se encuentre en permiso sindical, siempre que suceda en cumplimiento de esa función.',
    },
    {
      topic: CONCEPTOS,
      level: 'medium',
      kind: 'single',
      prompt:
        'En un torneo deportivo entre empresas, una analista que juega en representación de su empleador se rompe un ligamento. ¿Qué es?',
      options: [
        { id: 'a', text: 'Un accidente de trabajo', correct: true },
        { id: 'b', text: 'Un incidente de trabajo', correct: false },
        { id: 'c', text: 'Un accidente de origen común', correct: false },
        { id: 'd', text: 'Una enfermedad laboral', correct: false },
      ],
      explanation:
        'La Ley 1562 de 2012 (art. 3) considera accidente de trabajo el que ocurre en actividades recreativas, deportivas o culturales cuando se actúa por cuenta o en representación del empleador.',
    },
    {
      topic: CONCEPTOS,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Un hecho súbito del trabajo que le causa al trabajador una perturbación psiquiátrica, sin herida física, puede ser accidente de trabajo.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La definición de la Ley 1562 de 2012 (art. 3) incluye no solo la lesión orgánica, sino también la perturbación funcional o psiquiátrica, la invalidez o la muerte.',
    },
    {
      topic: CONCEPTOS,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Una enfermedad que no aparece en la tabla de enfermedades laborales no puede ser reconocida como laboral en ningún caso.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Según la Ley 1562 de 2012 (art. 4), si se demuestra la relación de causalidad con los factores de riesgo ocupacionales, la enfermedad se reconoce como laboral aunque no figure en la tabla.',
    },
    {
      topic: CONCEPTOS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué norma expidió la tabla de enfermedades laborales vigente en Colombia?',
      options: [
        { id: 'a', text: 'El Decreto 1477 de 2014', correct: true },
        { id: 'b', text: 'La Resolución 1401 de 2007', correct: false },
        { id: 'c', text: 'La Resolución 0312 de 2019', correct: false },
        { id: 'd', text: 'El Decreto 1443 de 2014', correct: false },
      ],
      explanation:
        'El Decreto 1477 de 2014 expidió la tabla de enfermedades laborales. El Decreto 1443 de 2014 reguló el SG-SST (hoy compilado en el Decreto 1072 de 2015).',
    },
    {
      topic: CONCEPTOS,
      level: 'medium',
      kind: 'multiple',
      prompt: 'Según la Ley 1562 de 2012, ¿cuáles de estas situaciones pueden constituir accidente de trabajo?',
      options: [
        { id: 'a', text: 'Una lesión al cumplir una orden del jefe fuera del horario', correct: true },
        { id: 'b', text: 'Un choque en el bus que la empresa pone para el personal', correct: true },
        { id: 'c', text: 'Una caída en casa durante unas vacaciones', correct: false },
        { id: 'd', text: 'Una lesión en un evento deportivo en representación del empleador', correct: true },
        { id: 'e', text: 'Un resfriado contagiado en una reunión familiar', correct: false },
      ],
      explanation:
        'La Ley 1562 de 2012 (art. 3) incluye los hechos ocurridos al ejecutar órdenes del empleador, en el transporte que él suministra y en actividades deportivas en su representación. Lo ocurrido en vacaciones o en la vida familiar no tiene relación con el trabajo.',
    },
    {
      topic: CONCEPTOS,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un mensajero de una empresa, mientras lleva documentos a un cliente por encargo de su jefe, cae de su moto y se luxa el hombro. ¿Cómo se clasifica?',
      options: [
        { id: 'a', text: 'Accidente de tránsito de origen común', correct: false },
        { id: 'b', text: 'Incidente de trabajo con daño material', correct: false },
        { id: 'c', text: 'Enfermedad laboral por riesgo vial', correct: false },
        { id: 'd', text: 'Accidente de trabajo', correct: true },
      ],
      explanation:
        'El mensajero se lesionó de forma súbita mientras cumplía una labor encomendada por el empleador: es un accidente de trabajo (Ley 1562 de 2012, art. 3), aunque ocurra en la vía pública.',
    },
    {
      topic: CONCEPTOS,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un trabajador sufre un infarto en su casa un domingo, sin relación con ninguna tarea ni orden de su empleador. ¿Cómo se clasifica?',
      options: [
        { id: 'a', text: 'Como un evento de origen común', correct: true },
        { id: 'b', text: 'Como un accidente de trabajo', correct: false },
        { id: 'c', text: 'Como un incidente de trabajo', correct: false },
      ],
      explanation:
        'Para ser accidente de trabajo el hecho debe ocurrir por causa o con ocasión del trabajo (Ley 1562 de 2012, art. 3). Sin ese vínculo, el evento es de origen común y lo atiende la EPS.',
    },
    {
      topic: CONCEPTOS,
      level: 'medium',
      kind: 'single',
      prompt:
        'En una planta de químicos, un sensor detecta una fuga de amoníaco y el área se evacúa antes de que alguien resulte afectado. ¿Qué es?',
      options: [
        { id: 'a', text: 'Un accidente de trabajo colectivo', correct: false },
        { id: 'b', text: 'Un incidente de trabajo', correct: true },
        { id: 'c', text: 'Una enfermedad laboral en curso', correct: false },
        { id: 'd', text: 'Un evento que no requiere análisis', correct: false },
      ],
      explanation:
        'La fuga tuvo el potencial de lesionar a las personas del área, pero nadie resultó afectado: es un incidente (Resolución 1401 de 2007) y hay que investigar por qué se produjo.',
    },
    {
      topic: CONCEPTOS,
      level: 'medium',
      kind: 'single',
      prompt: 'Según la Resolución 1401 de 2007, ¿qué caracteriza a un incidente de trabajo?',
      options: [
        { id: 'a', text: 'Que hubo una lesión leve que no generó incapacidad', correct: false },
        { id: 'b', text: 'Que ocurrió fuera de la jornada laboral o de la sede', correct: false },
        { id: 'c', text: 'Que pudo ser un accidente, pero nadie se lesionó', correct: true },
        { id: 'd', text: 'Que lo causó un tercero ajeno a la empresa', correct: false },
      ],
      explanation:
        'El incidente es un suceso del trabajo con potencial de ser accidente, con personas involucradas que no sufrieron lesiones (Resolución 1401 de 2007). Una lesión sin incapacidad sigue siendo accidente.',
    },
    {
      topic: CONCEPTOS,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Una herida leve que solo requirió curación en el botiquín, sin incapacidad, es un incidente y no un accidente.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Si hubo lesión, por leve que sea, es un accidente de trabajo (Ley 1562 de 2012, art. 3) y se reporta. El incidente es el evento en el que nadie resultó lesionado.',
    },
    {
      topic: CONCEPTOS,
      level: 'medium',
      kind: 'single',
      prompt:
        'En un área, los trabajadores no reportan los incidentes porque temen una sanción. ¿Qué medida promueve mejor el reporte?',
      options: [
        {
          id: 'a',
          text: 'Exigir el reporte de todo evento bajo amenaza de llamado de atención por escrito',
          correct: false,
        },
        { id: 'b', text: 'Reportar solo los eventos que dejen lesionados o daños a los equipos', correct: false },
        { id: 'c', text: 'Premiar con un incentivo al área que pase más meses seguidos sin reportes', correct: false },
        { id: 'd', text: 'Explicar el fin preventivo y mostrar qué cambió gracias al reporte', correct: true },
      ],
      explanation:
        'El reporte crece cuando se explica su propósito preventivo, se agradece a quien reporta y se muestran los cambios logrados. Premiar «cero reportes» incentiva a ocultar eventos.',
    },
    {
      topic: CONCEPTOS,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un vigilante es agredido por un ladrón mientras custodia la portería de la empresa durante su turno y sufre una herida. ¿Qué es?',
      options: [
        { id: 'a', text: 'Un hecho de un tercero que no es accidente de trabajo', correct: false },
        { id: 'b', text: 'Un accidente de trabajo', correct: true },
        { id: 'c', text: 'Un incidente de seguridad física', correct: false },
      ],
      explanation:
        'La agresión ocurrió con ocasión de su trabajo de vigilancia y le causó una lesión súbita: es un accidente de trabajo (Ley 1562 de 2012, art. 3), aunque el causante sea una persona ajena.',
    },
    {
      topic: CONCEPTOS,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'El Decreto 1072 de 2015 exige investigar no solo los incidentes y accidentes, sino también las enfermedades laborales.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 (art. 2.2.4.6.32) pide investigar los incidentes, los accidentes de trabajo y las enfermedades laborales, para identificar las deficiencias del SG-SST que los hicieron posibles.',
    },
    {
      topic: CONCEPTOS,
      level: 'hard',
      kind: 'single',
      prompt: 'Según la Resolución 1401 de 2007, ¿cuál de estas lesiones convierte el evento en un accidente grave?',
      options: [
        { id: 'a', text: 'Un esguince de tobillo sin fractura', correct: false },
        { id: 'b', text: 'Una contusión en el muslo con morado', correct: false },
        { id: 'c', text: 'Una herida superficial que requirió sutura', correct: false },
        { id: 'd', text: 'Una fractura del fémur', correct: true },
      ],
      explanation:
        'La Resolución 1401 de 2007 (art. 3) incluye entre los accidentes graves la fractura de huesos largos, como el fémur, la tibia, el peroné, el húmero, el radio y el cúbito.',
    },
    {
      topic: CONCEPTOS,
      level: 'hard',
      kind: 'multiple',
      prompt: '¿Cuáles de estas lesiones hacen que un accidente se considere grave según la Resolución 1401 de 2007?',
      options: [
        { id: 'a', text: 'La amputación de una falange de un dedo', correct: true },
        { id: 'b', text: 'Una quemadura de segundo grado', correct: true },
        { id: 'c', text: 'Un esguince de muñeca sin fractura', correct: false },
        { id: 'd', text: 'Un trauma craneoencefálico', correct: true },
        { id: 'e', text: 'Un raspón en la rodilla', correct: false },
      ],
      explanation:
        'La Resolución 1401 de 2007 (art. 3) considera grave, entre otros, el accidente con amputación de cualquier segmento corporal, quemaduras de segundo o tercer grado y trauma craneoencefálico. El esguince y el raspón no están en esa lista.',
    },
    {
      topic: CONCEPTOS,
      level: 'hard',
      kind: 'single',
      prompt: '¿Por qué importa clasificar un accidente como «grave» en los términos de la Resolución 1401 de 2007?',
      options: [
        { id: 'a', text: 'Porque solo los accidentes graves deben investigarse', correct: false },
        { id: 'b', text: 'Porque su informe de investigación se envía a la ARL en 15 días', correct: true },
        { id: 'c', text: 'Porque amplía a 30 días hábiles el plazo para reportarlo a la ARL', correct: false },
        { id: 'd', text: 'Porque lo investiga directamente la ARL en lugar de la empresa', correct: false },
      ],
      explanation:
        'Todos los incidentes y accidentes se investigan, pero el informe de los accidentes graves y mortales debe remitirse a la ARL dentro de los 15 días siguientes al evento (Resolución 1401 de 2007). El reporte sigue siendo de dos días hábiles.',
    },
    {
      topic: CONCEPTOS,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Un golpe en el ojo que deja comprometida la agudeza visual del trabajador corresponde a un accidente grave según la Resolución 1401 de 2007.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La Resolución 1401 de 2007 (art. 3) incluye entre los accidentes graves las lesiones oculares que comprometan la agudeza o el campo visual.',
    },
    {
      topic: CONCEPTOS,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Una quemadura de primer grado en el antebrazo basta para que el accidente sea considerado grave según la Resolución 1401 de 2007.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Entre las quemaduras, la Resolución 1401 de 2007 (art. 3) califica como graves las de segundo y tercer grado, además de las lesiones severas de mano. Una quemadura de primer grado en el antebrazo no entra en esa lista, aunque se reporta e investiga.',
    },
    {
      topic: CONCEPTOS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una operaria inhala de golpe vapores de un solvente por la rotura de una manguera y se desmaya. Otra, en otra planta, desarrolla daño neurológico tras años de exposición al mismo solvente. ¿Cómo se clasifican?',
      options: [
        { id: 'a', text: 'Ambos son enfermedades laborales, porque el agente es el mismo', correct: false },
        { id: 'b', text: 'Ambos son accidentes de trabajo, porque hay un agente químico', correct: false },
        { id: 'c', text: 'El primero es accidente de trabajo y el segundo, enfermedad laboral', correct: true },
        { id: 'd', text: 'El primero es incidente y el segundo, accidente de trabajo', correct: false },
      ],
      explanation:
        'Lo que decide no es el agente sino la forma: la intoxicación aguda por un hecho súbito es accidente de trabajo (Ley 1562 de 2012, art. 3); el daño por exposición prolongada es enfermedad laboral (art. 4).',
    },
    {
      topic: CONCEPTOS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un operario queda con pérdida auditiva inmediata por la explosión de un compresor. ¿Cómo se clasifica, frente a la hipoacusia de quien trabajó años con ruido?',
      options: [
        { id: 'a', text: 'Es un accidente de trabajo, porque la lesión fue súbita', correct: true },
        { id: 'b', text: 'Es enfermedad laboral, igual que la hipoacusia por ruido', correct: false },
        { id: 'c', text: 'Es un incidente, porque la explosión no lo golpeó', correct: false },
      ],
      explanation:
        'El trauma acústico por una explosión es un hecho repentino que causa lesión: accidente de trabajo (Ley 1562 de 2012, art. 3). La hipoacusia por exposición prolongada al ruido es, en cambio, una enfermedad laboral.',
    },
    {
      topic: CONCEPTOS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un ayudante se golpea la cabeza con una viga, dice sentirse bien y sigue trabajando. Dos días después presenta mareos y le diagnostican un trauma. ¿Cómo debió tratarse el golpe?',
      options: [
        { id: 'a', text: 'Como incidente, porque en el momento no hubo síntomas', correct: false },
        { id: 'b', text: 'Como enfermedad laboral, porque el daño apareció después', correct: false },
        { id: 'c', text: 'Como evento de origen común, porque siguió trabajando', correct: false },
        { id: 'd', text: 'Como accidente de trabajo, reportado desde el día del golpe', correct: true },
      ],
      explanation:
        'El golpe fue un hecho súbito del trabajo que produjo una lesión: es un accidente de trabajo. No reportar los eventos «leves» dificulta después que se reconozca el origen laboral.',
    },
    {
      topic: CONCEPTOS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un contratista independiente, vinculado por contrato de prestación de servicios, se lesiona al ejecutar el objeto del contrato. ¿Aplica la Resolución 1401 de 2007?',
      options: [
        { id: 'a', text: 'No, porque solo cubre a trabajadores vinculados con contrato laboral', correct: false },
        { id: 'b', text: 'Sí, porque también cubre a los contratantes de personal independiente', correct: true },
        {
          id: 'c',
          text: 'No, porque el independiente debe investigar por su cuenta su propio accidente',
          correct: false,
        },
        { id: 'd', text: 'Solo si el contratista tiene más de un año de contrato', correct: false },
      ],
      explanation:
        'La Resolución 1401 de 2007 se aplica también a los contratantes de personal bajo contrato civil, comercial o administrativo y a los trabajadores independientes; el contratante participa en la investigación.',
    },
    {
      topic: CONCEPTOS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un trabajador en misión, enviado por una empresa de servicios temporales, se accidenta en la planta de la empresa usuaria. ¿Quién responde por la investigación?',
      options: [
        { id: 'a', text: 'Solo la empresa de servicios temporales, que es el empleador', correct: false },
        { id: 'b', text: 'Solo la empresa usuaria, donde ocurrió el accidente', correct: false },
        { id: 'c', text: 'La ARL, que la hace en lugar de las dos empresas', correct: false },
        { id: 'd', text: 'Tanto la empresa de servicios temporales como la usuaria', correct: true },
      ],
      explanation:
        'La Resolución 1401 de 2007 (art. 8) establece que, cuando el accidentado es un trabajador en misión, la responsabilidad de la investigación es tanto de la empresa de servicios temporales como de la empresa usuaria.',
    },

    // Reporte FURAT y FUREL (ampliación)
    {
      topic: REPORTE,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué significa la sigla FURAT?',
      options: [
        { id: 'a', text: 'Formulario Unificado de Riesgos y Accidentes Totales', correct: false },
        { id: 'b', text: 'Formato Único de Registro de Actividades de Trabajo', correct: false },
        { id: 'c', text: 'Formato Único de Reporte de Accidente de Trabajo', correct: true },
      ],
      explanation:
        'FURAT es el Formato Único de Reporte de Accidente de Trabajo, adoptado por la Resolución 156 de 2005 junto con el FUREL para la enfermedad laboral.',
    },
    {
      topic: REPORTE,
      level: 'easy',
      kind: 'single',
      prompt: '¿A quién le corresponde reportar el accidente de trabajo de un empleado ante la ARL y la EPS?',
      options: [
        { id: 'a', text: 'Al empleador', correct: true },
        { id: 'b', text: 'Al médico que atiende al lesionado', correct: false },
        { id: 'c', text: 'Al compañero que presenció el hecho', correct: false },
        { id: 'd', text: 'Al Ministerio del Trabajo', correct: false },
      ],
      explanation:
        'El reporte es una obligación del empleador, que debe hacerlo ante la ARL y la EPS dentro de los dos días hábiles siguientes (Decreto 1295 de 1994, art. 62, y Resolución 156 de 2005).',
    },
    {
      topic: REPORTE,
      level: 'easy',
      kind: 'single',
      prompt: 'Se diagnostica a una trabajadora una enfermedad de origen laboral. ¿Qué formato se diligencia?',
      options: [
        { id: 'a', text: 'El FURAT', correct: false },
        { id: 'b', text: 'La matriz de peligros', correct: false },
        { id: 'c', text: 'El acta del COPASST', correct: false },
        { id: 'd', text: 'El FUREL', correct: true },
      ],
      explanation:
        'La enfermedad laboral se reporta con el FUREL, Formato Único de Reporte de Enfermedad Laboral (Resolución 156 de 2005); el FURAT es para los accidentes de trabajo.',
    },
    {
      topic: REPORTE,
      level: 'easy',
      kind: 'true_false',
      prompt: 'El plazo para reportar un accidente de trabajo se cuenta en días hábiles, no en días calendario.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El reporte se hace dentro de los dos días hábiles siguientes al accidente o al diagnóstico de la enfermedad laboral (Resolución 156 de 2005).',
    },
    {
      topic: REPORTE,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Un accidente de trabajo leve, sin incapacidad, no necesita reportarse a la ARL.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Todo accidente de trabajo se reporta (Decreto 1295 de 1994, art. 62). Una lesión que parecía menor puede complicarse, y sin reporte será difícil demostrar su origen laboral.',
    },
    {
      topic: REPORTE,
      level: 'easy',
      kind: 'single',
      prompt: 'Un operario se corta la mano en su turno. ¿Qué debe hacer primero respecto al reporte?',
      options: [
        { id: 'a', text: 'Esperar al final de la semana para ver si la herida mejora', correct: false },
        { id: 'b', text: 'Avisar de inmediato a su jefe para que se active el reporte', correct: true },
        { id: 'c', text: 'Pedir una cita en su EPS como enfermedad general', correct: false },
      ],
      explanation:
        'El aviso inmediato permite la atención oportuna y que el empleador cumpla el plazo de dos días hábiles para reportar a la ARL y a la EPS (Resolución 156 de 2005).',
    },
    {
      topic: REPORTE,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué busca el reporte del accidente, a diferencia de la investigación?',
      options: [
        { id: 'a', text: 'Encontrar las causas básicas e inmediatas del evento', correct: false },
        { id: 'b', text: 'Definir las acciones correctivas y preventivas del área', correct: false },
        { id: 'c', text: 'Divulgar las lecciones aprendidas a las demás áreas y sedes de la empresa', correct: false },
        { id: 'd', text: 'Garantizar la atención y las prestaciones del trabajador', correct: true },
      ],
      explanation:
        'Reporte e investigación son obligaciones distintas: el reporte garantiza la atención y las prestaciones a cargo de la ARL; la investigación busca que el evento no se repita.',
    },
    {
      topic: REPORTE,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál de estos datos NO debería aparecer en la descripción del accidente en el FURAT?',
      options: [
        { id: 'a', text: 'La opinión de que el trabajador es descuidado', correct: true },
        { id: 'b', text: 'La tarea que realizaba al momento del evento', correct: false },
        { id: 'c', text: 'La hora y el lugar donde ocurrió', correct: false },
        { id: 'd', text: 'La parte del cuerpo que resultó lesionada', correct: false },
      ],
      explanation:
        'La descripción debe ser objetiva y sin juicios: qué hacía el trabajador, qué pasó y cómo se lesionó. Calificar al trabajador atribuye culpas antes de investigar.',
    },
    {
      topic: REPORTE,
      level: 'easy',
      kind: 'single',
      prompt: '¿En qué momento empieza a contar el plazo para reportar un accidente de trabajo?',
      options: [
        { id: 'a', text: 'Desde que termina la incapacidad del trabajador', correct: false },
        { id: 'b', text: 'Desde que el COPASST se reúne para analizarlo', correct: false },
        { id: 'c', text: 'Desde que ocurre el accidente', correct: true },
        { id: 'd', text: 'Desde que concluye la investigación', correct: false },
      ],
      explanation:
        'Los dos días hábiles se cuentan desde el accidente (o desde el diagnóstico, en la enfermedad laboral), según la Resolución 156 de 2005; no se espera a la investigación ni a la incapacidad.',
    },
    {
      topic: REPORTE,
      level: 'medium',
      kind: 'single',
      prompt:
        'Además de la ARL y la EPS, ¿a quién debe reportar el empleador los accidentes graves y mortales y las enfermedades diagnosticadas como laborales?',
      options: [
        { id: 'a', text: 'A la Dirección Territorial del Ministerio del Trabajo', correct: true },
        { id: 'b', text: 'A la Superintendencia de Industria y Comercio', correct: false },
        { id: 'c', text: 'A la alcaldía del municipio donde ocurrió', correct: false },
        { id: 'd', text: 'A la Junta Nacional de Calificación de Invalidez', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 (art. 2.2.4.1.7) obliga a reportar esos eventos directamente a la Dirección Territorial u Oficina Especial del Ministerio del Trabajo, además del reporte a la ARL y a la EPS.',
    },
    {
      topic: REPORTE,
      level: 'medium',
      kind: 'single',
      prompt: 'Una vez diligenciado el FURAT, ¿a quién más debe entregarse copia del informe?',
      options: [
        { id: 'a', text: 'A todos los trabajadores del área, en una cartelera visible', correct: false },
        { id: 'b', text: 'Al trabajador y, cuando aplique, a la IPS que lo atiende', correct: true },
        { id: 'c', text: 'Al proveedor del equipo y a la aseguradora de la empresa', correct: false },
      ],
      explanation:
        'La Resolución 156 de 2005 (art. 3, modificado por la Resolución 2851 de 2015) indica que la copia del informe se entrega al trabajador y, cuando sea el caso, a la IPS que atiende el evento.',
    },
    {
      topic: REPORTE,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Los incidentes de trabajo, en los que nadie resultó lesionado, se reportan a la ARL con el FURAT dentro de los dos días hábiles.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'El FURAT es el formato de reporte de accidentes de trabajo (Resolución 156 de 2005). Los incidentes se registran internamente y se investigan según la Resolución 1401 de 2007.',
    },
    {
      topic: REPORTE,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un trabajador cae desde una escalera portátil. En el FURAT, ¿qué dato corresponde al «mecanismo» o forma del accidente?',
      options: [
        { id: 'a', text: 'La escalera portátil que estaba usando', correct: false },
        { id: 'b', text: 'La fractura en la muñeca derecha', correct: false },
        { id: 'c', text: 'El área de almacenamiento de la bodega', correct: false },
        { id: 'd', text: 'La caída de la persona a distinto nivel', correct: true },
      ],
      explanation:
        'El mecanismo describe cómo se produjo la lesión (aquí, una caída de persona). La escalera es el agente, la fractura es el tipo de lesión y el área es el lugar del evento.',
    },
    {
      topic: REPORTE,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una operaria se atrapa la mano entre los rodillos de una máquina. En el FURAT, ¿qué dato corresponde al «agente» del accidente?',
      options: [
        { id: 'a', text: 'El atrapamiento', correct: false },
        { id: 'b', text: 'La máquina de rodillos', correct: true },
        { id: 'c', text: 'La mano derecha', correct: false },
        { id: 'd', text: 'El aplastamiento de dedos', correct: false },
      ],
      explanation:
        'El agente es el objeto, equipo o sustancia con el que se produjo la lesión: la máquina. El atrapamiento es el mecanismo, la mano es la parte afectada y el aplastamiento, el tipo de lesión.',
    },
    {
      topic: REPORTE,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Qué errores en el manejo del reporte perjudican al trabajador accidentado?',
      options: [
        { id: 'a', text: 'Enviarlo a la EPS como si fuera enfermedad común', correct: true },
        { id: 'b', text: 'Reportar dentro de los dos días hábiles', correct: false },
        { id: 'c', text: 'Omitir el reporte porque la lesión parecía leve', correct: true },
        { id: 'd', text: 'Reportar después de que vence el plazo', correct: true },
        { id: 'e', text: 'Entregarle copia del informe', correct: false },
      ],
      explanation:
        'Tratar el evento como común, omitir el reporte o hacerlo tarde retrasan la atención a cargo de la ARL y dificultan el reconocimiento del origen laboral (Resolución 156 de 2005).',
    },
    {
      topic: REPORTE,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un contratista independiente, con contrato de prestación de servicios, se accidenta al ejecutar el contrato. ¿Quién diligencia el reporte?',
      options: [
        { id: 'a', text: 'El propio contratista, ante su EPS', correct: false },
        { id: 'b', text: 'La ARL, de oficio, cuando se entera', correct: false },
        { id: 'c', text: 'El contratante', correct: true },
        { id: 'd', text: 'El Ministerio del Trabajo', correct: false },
      ],
      explanation:
        'La Resolución 156 de 2005 obliga al empleador o contratante a reportar el accidente; en el caso de un independiente con contrato de prestación de servicios, lo hace el contratante.',
    },
    {
      topic: REPORTE,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué entidad asume la atención en salud derivada de un accidente de trabajo reportado?',
      options: [
        { id: 'a', text: 'La caja de compensación familiar del trabajador', correct: false },
        { id: 'b', text: 'El fondo de pensiones al que está afiliado', correct: false },
        { id: 'c', text: 'La administradora de riesgos laborales (ARL)', correct: true },
      ],
      explanation:
        'Las prestaciones asistenciales y económicas de un accidente de trabajo corren a cargo de la ARL. Por eso el reporte oportuno es clave: sin él, el trabajador termina atendido como enfermedad común.',
    },
    {
      topic: REPORTE,
      level: 'medium',
      kind: 'single',
      prompt:
        'Después de enviar el FURAT, la empresa detecta que anotó mal la parte del cuerpo lesionada. ¿Qué debe hacer?',
      options: [
        {
          id: 'a',
          text: 'Dejarlo así, porque un reporte ya radicado ante la ARL no admite ningún cambio',
          correct: false,
        },
        {
          id: 'b',
          text: 'Informar la corrección a la ARL, la EPS, la IPS y el trabajador, con soportes',
          correct: true,
        },
        {
          id: 'c',
          text: 'Corregirlo solo en la copia del FURAT que reposa en la carpeta interna del SG-SST',
          correct: false,
        },
        { id: 'd', text: 'Esperar a que la ARL lo devuelva y pedir entonces el cambio', correct: false },
      ],
      explanation:
        'Según la Resolución 156 de 2005 (art. 3, modificado por la Resolución 2851 de 2015), cualquier modificación del informe se da a conocer a la ARL, la EPS, la IPS y al trabajador, anexando los soportes.',
    },
    {
      topic: REPORTE,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'El empleador debe diligenciar el informe de accidente de trabajo en forma completa, no solo con los datos básicos.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La Resolución 156 de 2005 (art. 3, modificado por la Resolución 2851 de 2015) exige diligenciar completamente el informe dentro de los dos días hábiles siguientes.',
    },
    {
      topic: REPORTE,
      level: 'medium',
      kind: 'single',
      prompt:
        '¿Qué norma fija, desde el sistema de riesgos, la obligación del empleador de informar todo accidente de trabajo a la ARL y a la EPS?',
      options: [
        { id: 'a', text: 'El Decreto-Ley 1295 de 1994, art. 62', correct: true },
        { id: 'b', text: 'La Ley 1010 de 2006, art. 9', correct: false },
        { id: 'c', text: 'La Resolución 2013 de 1986, art. 11', correct: false },
        { id: 'd', text: 'La Resolución 0312 de 2019, art. 3', correct: false },
      ],
      explanation:
        'El artículo 62 del Decreto-Ley 1295 de 1994 ordena informar todo accidente de trabajo y enfermedad laboral a la ARL y a la EPS, en forma simultánea, dentro de los dos días hábiles siguientes.',
    },
    {
      topic: REPORTE,
      level: 'medium',
      kind: 'single',
      prompt: '¿Por qué el reporte de accidentes alimenta también las estadísticas del país?',
      options: [
        { id: 'a', text: 'Porque con esos datos se fija cada año el salario mínimo', correct: false },
        { id: 'b', text: 'Porque el Estado debe producir cifras de accidentalidad', correct: true },
        { id: 'c', text: 'Porque reemplaza la investigación que hace la empresa', correct: false },
      ],
      explanation:
        'La Resolución 156 de 2005 recuerda que el Estado debe producir estadísticas de accidentes y enfermedades laborales, y esos datos provienen de los informes que presentan los empleadores.',
    },
    {
      topic: REPORTE,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Cuando la ARL permite diligenciar el FURAT en línea, la información que se exige es menor que en el formato impreso.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'El canal cambia, pero el contenido del informe es el mismo que adoptó la Resolución 156 de 2005: datos del empleador y del trabajador, del evento, de la lesión y de los testigos.',
    },
    {
      topic: REPORTE,
      level: 'medium',
      kind: 'single',
      prompt: 'Una auxiliar de cocina se quema con aceite. ¿Cuál descripción es la más adecuada para el reporte?',
      options: [
        {
          id: 'a',
          text: 'A media mañana la auxiliar se quemó el antebrazo con aceite por andar de afán y no fijarse en lo que hacía con la freidora',
          correct: false,
        },
        {
          id: 'b',
          text: 'Quemadura leve en la cocina a media mañana, ocurrida por la falta de cuidado y de atención de la trabajadora',
          correct: false,
        },
        {
          id: 'c',
          text: 'A las 11:40, al vaciar la freidora en un recipiente sin asas, el aceite caliente le cayó en el antebrazo izquierdo',
          correct: true,
        },
      ],
      explanation:
        'La descripción adecuada es objetiva y concreta: hora, tarea, qué pasó y qué parte del cuerpo se lesionó. Expresiones como «por andar de afán» o «falta de cuidado» son juicios que no orientan la investigación.',
    },
    {
      topic: REPORTE,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un operario pierde la falange de un dedo en una troqueladora. ¿A quiénes debe reportar el empleador el accidente dentro de los dos días hábiles?',
      options: [
        {
          id: 'a',
          text: 'Solo a la ARL, que se encarga de informar a la EPS y al Ministerio del Trabajo',
          correct: false,
        },
        { id: 'b', text: 'A la ARL y a la EPS únicamente, porque no hubo muerte del trabajador', correct: false },
        { id: 'c', text: 'A la ARL, a la EPS y a la Dirección Territorial del Ministerio del Trabajo', correct: true },
        { id: 'd', text: 'A la EPS y a la Junta Regional de Calificación de Invalidez', correct: false },
      ],
      explanation:
        'La amputación de cualquier segmento corporal hace grave el accidente (Resolución 1401 de 2007), y los accidentes graves se reportan también a la Dirección Territorial del Ministerio del Trabajo (Decreto 1072 de 2015, art. 2.2.4.1.7).',
    },
    {
      topic: REPORTE,
      level: 'hard',
      kind: 'single',
      prompt: 'En un accidente grave, ¿qué dos plazos debe cumplir la empresa frente a la ARL?',
      options: [
        { id: 'a', text: 'Reporte en 2 días hábiles e informe de investigación en 15 días', correct: true },
        { id: 'b', text: 'Reporte en 15 días e informe de investigación en 2 días hábiles', correct: false },
        { id: 'c', text: 'Reporte en 5 días hábiles e informe de investigación en 30 días', correct: false },
        { id: 'd', text: 'Reporte e informe de investigación, ambos en 2 días hábiles', correct: false },
      ],
      explanation:
        'El accidente se reporta dentro de los dos días hábiles (Resolución 156 de 2005) y el informe de investigación de los accidentes graves y mortales se remite a la ARL dentro de los 15 días siguientes al evento (Resolución 1401 de 2007).',
    },
    {
      topic: REPORTE,
      level: 'hard',
      kind: 'single',
      prompt:
        'Tras la muerte de un trabajador por accidente de trabajo, la empresa envía la investigación a la ARL. ¿Quién la remite después al Ministerio del Trabajo, junto con su concepto?',
      options: [
        { id: 'a', text: 'El COPASST de la empresa', correct: false },
        { id: 'b', text: 'La EPS del trabajador', correct: false },
        { id: 'c', text: 'La familia del trabajador', correct: false },
        { id: 'd', text: 'La ARL', correct: true },
      ],
      explanation:
        'Según el Decreto 1072 de 2015 (art. 2.2.4.1.6), la ARL evalúa la investigación del accidente mortal, emite su concepto con las acciones de prevención y lo remite a la Dirección Territorial del Ministerio del Trabajo.',
    },
    {
      topic: REPORTE,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un trabajador no está de acuerdo con la calificación de origen común que su EPS dio a su enfermedad. ¿Ante quién puede controvertirla?',
      options: [
        { id: 'a', text: 'Ante el comité de convivencia laboral de la empresa', correct: false },
        { id: 'b', text: 'Ante la Junta Regional de Calificación de Invalidez', correct: true },
        { id: 'c', text: 'Ante el COPASST de la empresa donde trabaja', correct: false },
        { id: 'd', text: 'Ante la Superintendencia de Industria y Comercio (SIC)', correct: false },
      ],
      explanation:
        'La calificación en primera oportunidad la hacen la EPS, la ARL o la administradora que corresponda; si hay desacuerdo, se acude a la Junta Regional de Calificación de Invalidez, y su decisión se apela ante la Junta Nacional (Decreto-Ley 019 de 2012, art. 142).',
    },
    {
      topic: REPORTE,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'El estándar de reporte de la Resolución 0312 de 2019 incluye informar a la Dirección Territorial del Ministerio del Trabajo los accidentes graves y mortales y las enfermedades laborales.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El estándar 3.2.1 de la Resolución 0312 de 2019 verifica el reporte a la ARL, a la EPS y a la Dirección Territorial del Ministerio del Trabajo de esos eventos, dentro de los dos días hábiles.',
    },
    {
      topic: REPORTE,
      level: 'hard',
      kind: 'single',
      prompt:
        'En la tabla de valores de la Resolución 0312 de 2019, ¿cuánto pesa el estándar de reporte de accidentes de trabajo y enfermedades laborales?',
      options: [
        { id: 'a', text: '0,5 puntos', correct: false },
        { id: 'b', text: '5 puntos', correct: false },
        { id: 'c', text: '2 puntos', correct: true },
        { id: 'd', text: '10 puntos', correct: false },
      ],
      explanation:
        'El estándar 3.2.1 (reporte) vale 2 puntos; junto con la investigación (2) y el registro estadístico (1) suma los 5 puntos del subgrupo de registro, reporte e investigación (Resolución 0312 de 2019).',
    },
    {
      topic: REPORTE,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un jueves, la empresa se entera de que un operario se lesionó el lunes anterior en su turno y no avisó. ¿Qué debe hacer?',
      options: [
        { id: 'a', text: 'No reportarlo, porque ya venció el plazo de dos días hábiles', correct: false },
        { id: 'b', text: 'Reportarlo de inmediato y revisar por qué no se conoció a tiempo', correct: true },
        { id: 'c', text: 'Enviarlo a la EPS como enfermedad común para evitar sanciones', correct: false },
        { id: 'd', text: 'Esperar a que el trabajador presente una incapacidad', correct: false },
      ],
      explanation:
        'Vencido el plazo, el accidente se reporta igual: sin reporte, el trabajador pierde la atención de la ARL. Además, el caso muestra una falla en la cultura de reporte que hay que corregir.',
    },
    {
      topic: REPORTE,
      level: 'hard',
      kind: 'true_false',
      prompt: 'Basta con reportar el accidente a la ARL; la EPS solo se informa si el trabajador queda hospitalizado.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'El Decreto-Ley 1295 de 1994 (art. 62) y la Resolución 156 de 2005 exigen informar a la ARL y a la EPS, en forma simultánea, todo accidente de trabajo, sin importar su gravedad.',
    },
    {
      topic: REPORTE,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'El informe de investigación de un accidente grave que se remite a la ARL debe ir firmado por el representante legal de la empresa.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La Resolución 1401 de 2007 (art. 4) exige remitir a la ARL los informes de investigación de los accidentes graves y mortales firmados por el representante legal del aportante.',
    },
    {
      topic: REPORTE,
      level: 'hard',
      kind: 'single',
      prompt: '¿Qué hace la ARL cuando recibe el informe de investigación de un accidente grave o mortal?',
      options: [
        { id: 'a', text: 'Lo archiva sin revisarlo, porque es un documento de la empresa', correct: false },
        { id: 'b', text: 'Repite la investigación desde cero con su propio equipo', correct: false },
        { id: 'c', text: 'Impone la sanción que corresponda a la empresa', correct: false },
        { id: 'd', text: 'Lo evalúa, emite concepto y señala acciones de prevención', correct: true },
      ],
      explanation:
        'La ARL evalúa y complementa el informe, emite concepto y determina las acciones de prevención que debe tomar el empleador (Resolución 1401 de 2007; Decreto 1072 de 2015, art. 2.2.4.1.6). Sancionar corresponde al Ministerio del Trabajo.',
    },
    {
      topic: REPORTE,
      level: 'hard',
      kind: 'multiple',
      prompt: 'Una trabajadora muere por un accidente de trabajo. ¿Qué obligaciones tiene la empresa?',
      options: [
        {
          id: 'a',
          text: 'Reportar el accidente a la ARL, la EPS y la Dirección Territorial en dos días hábiles',
          correct: true,
        },
        { id: 'b', text: 'Investigar con el COPASST o el vigía y remitir el informe a la ARL', correct: true },
        { id: 'c', text: 'Esperar el concepto de la ARL antes de hacer cualquier reporte', correct: false },
        { id: 'd', text: 'Incluir en la investigación un profesional con licencia en SST', correct: true },
        { id: 'e', text: 'Cerrar el caso si la familia no presenta reclamación', correct: false },
      ],
      explanation:
        'El accidente mortal se reporta a la ARL, la EPS y la Dirección Territorial (Decreto 1072 de 2015, art. 2.2.4.1.7); se investiga con el COPASST o el vigía y el informe va a la ARL (art. 2.2.4.1.6); y en la investigación debe participar un profesional con licencia (Resolución 1401 de 2007).',
    },

    // Equipo y análisis de causas (ampliación)
    {
      topic: CAUSAS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál de estos es un acto inseguro y no una condición insegura?',
      options: [
        { id: 'a', text: 'Un cable eléctrico con el aislamiento roto', correct: false },
        { id: 'b', text: 'Operar una máquina sin estar autorizado', correct: true },
        { id: 'c', text: 'Un pasillo con iluminación insuficiente', correct: false },
        { id: 'd', text: 'Una escalera con un peldaño suelto', correct: false },
      ],
      explanation:
        'Los actos inseguros son comportamientos que pueden dar lugar al evento; las condiciones inseguras son circunstancias del lugar, los equipos o el ambiente (Resolución 1401 de 2007). Operar sin autorización es una conducta.',
    },
    {
      topic: CAUSAS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál de estas es una condición insegura?',
      options: [
        { id: 'a', text: 'Trabajar sin gafas de seguridad', correct: false },
        { id: 'b', text: 'Correr por la planta con una carga', correct: false },
        { id: 'c', text: 'Una máquina sin la guarda de protección', correct: true },
        { id: 'd', text: 'Usar el celular mientras se conduce', correct: false },
      ],
      explanation:
        'La máquina sin guarda es una circunstancia del equipo: una condición insegura. Las otras opciones son comportamientos, es decir, actos inseguros (Resolución 1401 de 2007).',
    },
    {
      topic: CAUSAS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Por qué conviene recolectar la información de la escena lo antes posible tras el evento?',
      options: [
        { id: 'a', text: 'Porque la escena y la memoria de los testigos cambian con el tiempo', correct: true },
        { id: 'b', text: 'Porque después de 24 horas la investigación ya no es obligatoria', correct: false },
        { id: 'c', text: 'Porque así se evita entrevistar al trabajador lesionado', correct: false },
      ],
      explanation:
        'Actuar pronto permite registrar la escena antes de que se modifique (fotos, medidas, estado de equipos y EPP) y tomar los testimonios mientras los recuerdos están frescos.',
    },
    {
      topic: CAUSAS,
      level: 'easy',
      kind: 'single',
      prompt: 'Al entrevistar a un testigo, ¿cuál de estas es una pregunta abierta adecuada?',
      options: [
        { id: 'a', text: '¿Verdad que su compañero no llevaba los guantes?', correct: false },
        { id: 'b', text: '¿El operario estaba distraído, sí o no?', correct: false },
        { id: 'c', text: '¿No cree que fue culpa del operario?', correct: false },
        { id: 'd', text: '¿Qué estaba pasando justo antes del accidente?', correct: true },
      ],
      explanation:
        'Las preguntas abiertas, como «¿qué pasó justo antes?», dejan que el testigo cuente lo que vio. Las preguntas que sugieren la respuesta o buscan culpables distorsionan su versión.',
    },
    {
      topic: CAUSAS,
      level: 'easy',
      kind: 'true_false',
      prompt: 'La ARL es la encargada de conformar el equipo que investiga los accidentes de una empresa.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Conformar el equipo investigador es una obligación del aportante, es decir, de la empresa (Resolución 1401 de 2007). La ARL asesora y evalúa los informes de accidentes graves y mortales.',
    },
    {
      topic: CAUSAS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué documentos conviene revisar durante la investigación de un accidente?',
      options: [
        { id: 'a', text: 'Las hojas de vida y referencias personales de los testigos', correct: false },
        { id: 'b', text: 'Procedimientos, permisos de trabajo y registros de mantenimiento', correct: true },
        { id: 'c', text: 'Los extractos bancarios y las deudas del trabajador', correct: false },
        { id: 'd', text: 'Las evaluaciones de desempeño de todo el personal del área', correct: false },
      ],
      explanation:
        'Los procedimientos, permisos, registros de capacitación, inspecciones preoperacionales y mantenimientos muestran cómo debía hacerse la tarea y en qué estado estaban los equipos.',
    },
    {
      topic: CAUSAS,
      level: 'easy',
      kind: 'true_false',
      prompt: 'El plazo de 15 días para investigar se aplica también a los incidentes, no solo a los accidentes.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La Resolución 1401 de 2007 obliga a investigar todos los incidentes y accidentes de trabajo dentro de los 15 días siguientes a su ocurrencia.',
    },
    {
      topic: CAUSAS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál es la regla de oro de una investigación de accidentes?',
      options: [
        { id: 'a', text: 'Cerrar el caso en el menor tiempo posible', correct: false },
        { id: 'b', text: 'Identificar al responsable para sancionarlo', correct: false },
        { id: 'c', text: 'Buscar causas, no culpables', correct: true },
      ],
      explanation:
        'Se investiga para encontrar causas y evitar que el evento se repita (Resolución 1401 de 2007). Buscar culpables hace que las personas oculten información.',
    },
    {
      topic: CAUSAS,
      level: 'easy',
      kind: 'single',
      prompt:
        '¿Qué técnica de análisis consiste en preguntar sucesivamente «¿por qué?» hasta llegar a la causa de fondo?',
      options: [
        { id: 'a', text: 'La técnica de los cinco porqués', correct: true },
        { id: 'b', text: 'La matriz de peligros', correct: false },
        { id: 'c', text: 'La inspección preoperacional', correct: false },
        { id: 'd', text: 'El análisis de vulnerabilidad', correct: false },
      ],
      explanation:
        'Los cinco porqués encadenan preguntas a partir del hecho hasta llegar a una causa básica, como una falla de gestión, en lugar de quedarse en el acto del trabajador.',
    },
    {
      topic: CAUSAS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál es el registro más completo de la escena de un accidente?',
      options: [
        { id: 'a', text: 'Únicamente la versión escrita del supervisor del turno', correct: false },
        { id: 'b', text: 'Las fotografías de las heridas del trabajador lesionado', correct: false },
        { id: 'c', text: 'El valor estimado de los daños materiales del área', correct: false },
        { id: 'd', text: 'Fotografías, medidas y estado de equipos, herramientas y EPP', correct: true },
      ],
      explanation:
        'La escena se documenta con fotos, medidas y el estado de los equipos, las herramientas y los EPP; luego se complementa con testimonios y documentos.',
    },
    {
      topic: CAUSAS,
      level: 'medium',
      kind: 'single',
      prompt: 'Según la Resolución 1401 de 2007, ¿qué caracteriza a las causas inmediatas?',
      options: [
        { id: 'a', text: 'Son fallas de gestión que solo se ven en los documentos del SG-SST', correct: false },
        { id: 'b', text: 'Se presentan justo antes del contacto y por lo general son observables', correct: true },
        { id: 'c', text: 'Son los antecedentes médicos y laborales del trabajador lesionado', correct: false },
        { id: 'd', text: 'Se identifican solo cuando el accidente es grave o mortal', correct: false },
      ],
      explanation:
        'Las causas inmediatas son las circunstancias que se presentan justo antes del contacto, en general observables, y se clasifican en actos y condiciones inseguras o subestándar (Resolución 1401 de 2007).',
    },
    {
      topic: CAUSAS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Por qué es tan importante identificar las causas básicas de un accidente?',
      options: [
        {
          id: 'a',
          text: 'Porque con ellas la ARL calcula la incapacidad y la indemnización del trabajador',
          correct: false,
        },
        { id: 'b', text: 'Porque son las únicas causas que deben quedar registradas en el FURAT', correct: false },
        { id: 'c', text: 'Porque explican por qué existían los actos y las condiciones inseguras', correct: true },
      ],
      explanation:
        'Las causas básicas son las razones reales detrás de los actos y condiciones inseguras; una vez identificadas, permiten un control de gestión efectivo (Resolución 1401 de 2007).',
    },
    {
      topic: CAUSAS,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estas causas básicas son factores del trabajo?',
      options: [
        { id: 'a', text: 'Herramientas inadecuadas para la tarea', correct: true },
        { id: 'b', text: 'Falta de conocimiento del trabajador sobre el equipo', correct: false },
        { id: 'c', text: 'Estándares de trabajo inexistentes o deficientes', correct: true },
        { id: 'd', text: 'Mantenimiento deficiente de la maquinaria', correct: true },
        { id: 'e', text: 'Fatiga del trabajador', correct: false },
      ],
      explanation:
        'Los factores del trabajo dependen de la organización: herramientas, estándares, mantenimiento, supervisión o presión por producción. La falta de conocimiento y la fatiga son factores personales.',
    },
    {
      topic: CAUSAS,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estas causas inmediatas son condiciones inseguras?',
      options: [
        { id: 'a', text: 'Piso con aceite derramado', correct: true },
        { id: 'b', text: 'Hacer bromas mientras se opera un equipo', correct: false },
        { id: 'c', text: 'Ruido excesivo en el área de trabajo', correct: true },
        { id: 'd', text: 'No usar los protectores auditivos entregados', correct: false },
        { id: 'e', text: 'Andamio sin barandas', correct: true },
      ],
      explanation:
        'Las condiciones inseguras son circunstancias del lugar, el equipo o el ambiente (aceite, ruido, andamio sin barandas). Hacer bromas y no usar los protectores son comportamientos, es decir, actos inseguros.',
    },
    {
      topic: CAUSAS,
      level: 'medium',
      kind: 'single',
      prompt: '¿En qué caso se recomienda usar el árbol de causas en lugar de solo los cinco porqués?',
      options: [
        { id: 'a', text: 'Cuando el evento fue un incidente sin lesionados', correct: false },
        { id: 'b', text: 'Cuando el trabajador ya reconoció su error', correct: false },
        { id: 'c', text: 'Cuando la empresa tiene menos de diez trabajadores', correct: false },
        { id: 'd', text: 'Cuando varias cadenas de hechos confluyen en el evento', correct: true },
      ],
      explanation:
        'El árbol de causas permite representar varias cadenas de hechos que confluyen en un accidente complejo; los cinco porqués siguen una sola cadena.',
    },
    {
      topic: CAUSAS,
      level: 'medium',
      kind: 'single',
      prompt: 'Al ordenar los hechos del accidente en una línea de tiempo, ¿qué indican los vacíos en la secuencia?',
      options: [
        { id: 'a', text: 'Las preguntas que aún faltan por responder', correct: true },
        { id: 'b', text: 'Que los testigos mintieron en la entrevista', correct: false },
        { id: 'c', text: 'Que el evento no fue un accidente de trabajo', correct: false },
      ],
      explanation:
        'La línea de tiempo va desde antes del evento hasta la atención del lesionado; donde la secuencia tiene brechas, el equipo debe buscar más información.',
    },
    {
      topic: CAUSAS,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'El trabajador lesionado se entrevista cuando su estado de salud lo permita, y por separado de los testigos.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Primero está la atención del lesionado; la entrevista se hace cuando su estado lo permite y por separado, para que cada versión sea independiente.',
    },
    {
      topic: CAUSAS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué dice la Resolución 1401 de 2007 sobre la metodología de investigación que usa la empresa?',
      options: [
        { id: 'a', text: 'Solo se admite el árbol de causas, por ser el método que exige la norma', correct: false },
        {
          id: 'b',
          text: 'Debe ser aprobada por la Dirección Territorial del Ministerio del Trabajo en cada caso',
          correct: false,
        },
        {
          id: 'c',
          text: 'La empresa elige la que se ajuste a su necesidad, y puede adoptar la de su ARL',
          correct: true,
        },
        {
          id: 'd',
          text: 'Solo puede usarse la que diseñe un abogado laboralista externo a la empresa',
          correct: false,
        },
      ],
      explanation:
        'La empresa adopta la metodología y el formato que mejor se ajusten a sus necesidades, con los lineamientos mínimos de la norma, y puede adoptar los diseñados por su ARL (Resolución 1401 de 2007, arts. 4 y 6).',
    },
    {
      topic: CAUSAS,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un accidente ocurre con una máquina recién instalada por un proveedor externo. ¿A quién conviene sumar al equipo investigador?',
      options: [
        { id: 'a', text: 'Al área de contabilidad, para estimar el costo del accidente', correct: false },
        { id: 'b', text: 'A personal de mantenimiento y un técnico del proveedor', correct: true },
        { id: 'c', text: 'A los familiares del trabajador lesionado', correct: false },
        { id: 'd', text: 'A un representante de la EPS del trabajador', correct: false },
      ],
      explanation:
        'Según la complejidad del caso, al equipo mínimo pueden sumarse personas de mantenimiento, ingeniería o el proveedor del equipo, que aportan conocimiento técnico para hallar las causas.',
    },
    {
      topic: CAUSAS,
      level: 'medium',
      kind: 'single',
      prompt:
        'En una bodega se cae una estiba desde un estante sin golpear a nadie. ¿Qué jefe integra el equipo investigador de este incidente?',
      options: [
        { id: 'a', text: 'El gerente financiero, que aprueba los gastos de la empresa', correct: false },
        { id: 'b', text: 'El jefe de recursos humanos de la sede principal', correct: false },
        { id: 'c', text: 'El supervisor del área donde ocurrió el incidente', correct: true },
      ],
      explanation:
        'La Resolución 1401 de 2007 pide en el equipo al jefe inmediato o supervisor del trabajador accidentado o del área donde ocurrió el incidente, junto con el COPASST o vigía y el responsable del SG-SST.',
    },
    {
      topic: CAUSAS,
      level: 'medium',
      kind: 'single',
      prompt: 'En una empresa de 8 trabajadores, ¿quién representa a los trabajadores en el equipo investigador?',
      options: [
        { id: 'a', text: 'El vigía de seguridad y salud en el trabajo', correct: true },
        { id: 'b', text: 'El representante legal de la empresa o su delegado', correct: false },
        { id: 'c', text: 'El presidente del comité de convivencia laboral', correct: false },
        { id: 'd', text: 'Un asesor comercial de la ARL', correct: false },
      ],
      explanation:
        'Las empresas con menos de 10 trabajadores tienen vigía en lugar de COPASST, y la Resolución 1401 de 2007 prevé que el vigía integre el equipo investigador.',
    },
    {
      topic: CAUSAS,
      level: 'medium',
      kind: 'single',
      prompt: 'Según el Decreto 1072 de 2015, ¿qué debe permitir el resultado de una investigación de accidente?',
      options: [
        { id: 'a', text: 'Identificar las deficiencias del SG-SST que dieron lugar al evento', correct: true },
        { id: 'b', text: 'Calcular la indemnización que paga la empresa al trabajador lesionado', correct: false },
        { id: 'c', text: 'Definir el porcentaje de pérdida de capacidad laboral del trabajador', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 (art. 2.2.4.6.32) pide que la investigación permita identificar y documentar las deficiencias del SG-SST, como soporte de las acciones preventivas, correctivas y de mejora.',
    },
    {
      topic: CAUSAS,
      level: 'medium',
      kind: 'true_false',
      prompt: 'Un accidente de trabajo suele tener una sola causa, que es la que hay que encontrar.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Los accidentes casi siempre resultan de varias causas inmediatas y básicas combinadas; por eso se analizan ambos niveles y, en casos complejos, se usa el árbol de causas.',
    },
    {
      topic: CAUSAS,
      level: 'medium',
      kind: 'single',
      prompt:
        'El equipo establece que un trabajador cayó porque no usaba el arnés. ¿Cuál es la siguiente pregunta que debe hacerse?',
      options: [
        { id: 'a', text: '¿Qué sanción corresponde al trabajador?', correct: false },
        { id: 'b', text: '¿Cuánto tiempo estará incapacitado?', correct: false },
        { id: 'c', text: '¿Quién más vio que no lo usaba?', correct: false },
        { id: 'd', text: '¿Por qué no lo estaba usando?', correct: true },
      ],
      explanation:
        'No usar el arnés es una causa inmediata. Preguntar por qué lleva a las causas básicas: quizás no había arneses disponibles, no había punto de anclaje o existía presión por terminar.',
    },
    {
      topic: CAUSAS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Según la Resolución 1401 de 2007, ¿quiénes deben sumarse al equipo investigador cuando el accidente es grave o mortal?',
      options: [
        {
          id: 'a',
          text: 'Un inspector del Ministerio del Trabajo y el abogado laboral que asesora a la empresa',
          correct: false,
        },
        {
          id: 'b',
          text: 'El gerente general y el revisor fiscal, que firman el informe de la investigación',
          correct: false,
        },
        {
          id: 'c',
          text: 'Un profesional con licencia en SST y el personal encargado de normas, procesos o mantenimiento',
          correct: true,
        },
        {
          id: 'd',
          text: 'Un médico de la EPS del lesionado y un representante elegido por su familia',
          correct: false,
        },
      ],
      explanation:
        'En los accidentes graves o mortales debe participar un profesional con licencia en seguridad y salud en el trabajo, propio o contratado, y el personal de la empresa encargado del diseño de normas, procesos o mantenimiento (Resolución 1401 de 2007, art. 7).',
    },
    {
      topic: CAUSAS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un auxiliar cae de una escalera porque un peldaño estaba roto. El peldaño llevaba semanas así porque nadie inspeccionaba las escaleras, ya que no existía un programa de inspección. ¿Cuál es la causa básica?',
      options: [
        { id: 'a', text: 'La falta de un programa de inspección de escaleras', correct: true },
        { id: 'b', text: 'El peldaño roto que tenía la escalera desde hacía semanas', correct: false },
        { id: 'c', text: 'La caída del auxiliar desde la escalera', correct: false },
        { id: 'd', text: 'El descuido del auxiliar al subir sin revisar la escalera', correct: false },
      ],
      explanation:
        'El peldaño roto es la condición insegura (causa inmediata). La razón de fondo es una falla de gestión: no existía un programa de inspección, un factor del trabajo que hay que corregir.',
    },
    {
      topic: CAUSAS,
      level: 'hard',
      kind: 'single',
      prompt: 'Al aplicar los cinco porqués, ¿cuándo es razonable dejar de preguntar?',
      options: [
        { id: 'a', text: 'Al llegar exactamente a la quinta pregunta, sin importar la respuesta', correct: false },
        { id: 'b', text: 'Cuando aparece un acto inseguro del trabajador', correct: false },
        { id: 'c', text: 'Al llegar a una causa de gestión que la empresa puede controlar', correct: true },
        { id: 'd', text: 'Cuando el trabajador acepta la responsabilidad', correct: false },
      ],
      explanation:
        'El número cinco es una guía, no una regla: se pregunta hasta llegar a una causa básica sobre la que la organización puede actuar, como la reposición de EPP o el mantenimiento.',
    },
    {
      topic: CAUSAS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un mecánico se atrapa la mano al reparar una banda transportadora que otro operario encendió. No se bloqueó la energía porque la empresa no tenía procedimiento de bloqueo ni candados. ¿Cuál es una causa básica?',
      options: [
        {
          id: 'a',
          text: 'El operario encendió la banda sin avisar a nadie del área ni revisar la zona',
          correct: false,
        },
        { id: 'b', text: 'La mano del mecánico quedó atrapada entre los rodillos', correct: false },
        { id: 'c', text: 'La banda seguía energizada mientras el mecánico hacía la reparación', correct: false },
        { id: 'd', text: 'La ausencia de procedimiento y de elementos para bloquear la energía', correct: true },
      ],
      explanation:
        'Encender la banda y que estuviera energizada son causas inmediatas. La falta de procedimiento y de candados de bloqueo es un factor del trabajo: la causa básica que explica por qué no se aisló la energía.',
    },
    {
      topic: CAUSAS,
      level: 'hard',
      kind: 'single',
      prompt:
        'En un accidente, el operario trabajaba en su tercer turno seguido porque el área tenía dos vacantes sin cubrir desde hacía meses. ¿Cómo se clasifica mejor la falta de personal?',
      options: [
        { id: 'a', text: 'Como un acto inseguro del operario que aceptó el turno', correct: false },
        { id: 'b', text: 'Como una causa básica de tipo factor del trabajo', correct: true },
        { id: 'c', text: 'Como una condición insegura del puesto de trabajo', correct: false },
        { id: 'd', text: 'Como un factor personal del operario', correct: false },
      ],
      explanation:
        'La fatiga del operario es un factor personal, pero su origen, no cubrir las vacantes y recargar los turnos, es una decisión de la organización: un factor del trabajo.',
    },
    {
      topic: CAUSAS,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Si se comprueba que el trabajador incumplió un procedimiento, la investigación puede cerrarse con esa única conclusión.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'El incumplimiento es un acto inseguro, es decir, una causa inmediata. Hay que preguntar por qué ocurrió: si el procedimiento era práctico, si se conocía, si había supervisión o presión por producción.',
    },
    {
      topic: CAUSAS,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Cuando un trabajador muere por un accidente de trabajo, la investigación con el COPASST o el vigía debe hacerse dentro de los 15 días calendario siguientes a la muerte.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 (art. 2.2.4.1.6) ordena al empleador adelantar, junto con el COPASST o el vigía, la investigación del accidente mortal dentro de los 15 días calendario siguientes a la muerte y remitirla a la ARL.',
    },
    {
      topic: CAUSAS,
      level: 'hard',
      kind: 'multiple',
      prompt: '¿Cuáles de estas son obligaciones de la empresa según la Resolución 1401 de 2007?',
      options: [
        { id: 'a', text: 'Conformar el equipo investigador', correct: true },
        { id: 'b', text: 'Adoptar una metodología y un formato de investigación', correct: true },
        { id: 'c', text: 'Calificar el origen de las enfermedades de sus trabajadores', correct: false },
        { id: 'd', text: 'Registrar la información de forma veraz y objetiva', correct: true },
        { id: 'e', text: 'Pagar la incapacidad que le corresponde a la ARL', correct: false },
      ],
      explanation:
        'La Resolución 1401 de 2007 (art. 4) obliga a conformar el equipo, adoptar metodología y formato y registrar con veracidad la información que lleve a las causas reales. Calificar el origen y pagar las prestaciones corresponde a otras entidades del sistema.',
    },
    {
      topic: CAUSAS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una explosión en una caldera reúne tres cadenas de hechos: una válvula de alivio sin calibrar, un operario nuevo sin entrenamiento y una alarma desconectada. ¿Qué técnica de análisis es la más apropiada?',
      options: [
        { id: 'a', text: 'Un solo cinco porqués sobre la acción del operario', correct: false },
        { id: 'b', text: 'Una lista de chequeo de EPP del área', correct: false },
        { id: 'c', text: 'Una encuesta de clima laboral', correct: false },
        { id: 'd', text: 'El árbol de causas', correct: true },
      ],
      explanation:
        'Cuando varias cadenas de hechos confluyen en un evento complejo, el árbol de causas permite representarlas todas y encontrar las causas básicas de cada una.',
    },
    {
      topic: CAUSAS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una operaria se quema con vapor porque su guante térmico estaba roto y no había repuestos en el almacén, pues el EPP de su área no estaba en la reposición periódica. ¿Qué conclusión del equipo es la correcta?',
      options: [
        { id: 'a', text: 'La causa básica fue el descuido de la operaria al abrir la válvula', correct: false },
        { id: 'b', text: 'La causa básica fue una falla en la gestión de reposición de EPP', correct: true },
        { id: 'c', text: 'La causa básica fue el guante térmico roto que estaba usando', correct: false },
        { id: 'd', text: 'No hay causa básica, porque se trató de un hecho fortuito', correct: false },
      ],
      explanation:
        'El guante roto es la condición que precedió a la quemadura; la razón de fondo es que el EPP del área no estaba en la reposición periódica. Llamar la atención a la operaria no evitaría que se repita.',
    },

    // Acciones y lecciones aprendidas (ampliación)
    {
      topic: ACCIONES,
      level: 'easy',
      kind: 'single',
      prompt: 'En la jerarquía de controles, ¿qué medida se considera primero?',
      options: [
        { id: 'a', text: 'Entregar elementos de protección personal', correct: false },
        { id: 'b', text: 'Capacitar a los trabajadores expuestos', correct: false },
        { id: 'c', text: 'Señalizar la zona de peligro', correct: false },
        { id: 'd', text: 'Eliminar el peligro', correct: true },
      ],
      explanation:
        'La jerarquía del Decreto 1072 de 2015 empieza por la eliminación y sigue con la sustitución, los controles de ingeniería, los administrativos y, al final, los EPP.',
    },
    {
      topic: ACCIONES,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Los elementos de protección personal son la primera medida que debe proponer un plan de acción.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Los EPP ocupan el último lugar en la jerarquía de controles (Decreto 1072 de 2015): protegen a la persona, pero no actúan sobre el peligro. Se usan como complemento de otras medidas.',
    },
    {
      topic: ACCIONES,
      level: 'easy',
      kind: 'single',
      prompt:
        'Tras una quemadura, la empresa entrega guantes térmicos a todo el personal del área. ¿Qué tipo de control es?',
      options: [
        { id: 'a', text: 'Elemento de protección personal', correct: true },
        { id: 'b', text: 'Control de ingeniería sobre el proceso', correct: false },
        { id: 'c', text: 'Eliminación del peligro térmico', correct: false },
      ],
      explanation:
        'Los guantes protegen a la persona sin cambiar el proceso ni el equipo: son EPP, el último nivel de la jerarquía de controles (Decreto 1072 de 2015).',
    },
    {
      topic: ACCIONES,
      level: 'easy',
      kind: 'single',
      prompt:
        'Después de una caída de objetos, se demarca y señaliza la zona bajo el andamio. ¿Qué tipo de control es?',
      options: [
        { id: 'a', text: 'Sustitución', correct: false },
        { id: 'b', text: 'Control administrativo', correct: true },
        { id: 'c', text: 'Control de ingeniería', correct: false },
        { id: 'd', text: 'Elemento de protección personal', correct: false },
      ],
      explanation:
        'La señalización y la demarcación de zonas de riesgo son controles administrativos según el Decreto 1072 de 2015 (art. 2.2.4.6.24): advierten y organizan, pero no cambian el peligro.',
    },
    {
      topic: ACCIONES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Por qué medios puede divulgarse una ficha de lecciones aprendidas?',
      options: [
        { id: 'a', text: 'Solo por medio de una circular firmada por la gerencia', correct: false },
        { id: 'b', text: 'Solo en la reunión anual de revisión por la dirección', correct: false },
        { id: 'c', text: 'En charlas de inicio de turno, carteleras y canales internos', correct: true },
      ],
      explanation:
        'La ficha se puede leer en las charlas de inicio de turno, publicar en carteleras o enviar por los canales internos, para que llegue a todas las áreas.',
    },
    {
      topic: ACCIONES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Quién puede hacer seguimiento a las acciones correctivas en sus reuniones mensuales?',
      options: [
        { id: 'a', text: 'El comité de convivencia laboral', correct: false },
        { id: 'b', text: 'La EPS del trabajador lesionado', correct: false },
        { id: 'c', text: 'La junta de calificación de invalidez', correct: false },
        { id: 'd', text: 'El COPASST o el vigía en SST', correct: true },
      ],
      explanation:
        'El COPASST o el vigía pueden revisar el avance y la eficacia de las acciones en sus reuniones mensuales; el COPASST se reúne al menos una vez al mes (Resolución 2013 de 1986).',
    },
    {
      topic: ACCIONES,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Una acción del plan está completa si describe bien la mejora, aunque no tenga responsable ni fecha.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Cada acción necesita qué se hará, responsable, fecha límite y forma de verificar su eficacia; sin dueño ni fecha, el plan se queda en buenas intenciones.',
    },
    {
      topic: ACCIONES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué indicadores del SG-SST se alimentan directamente de los accidentes investigados?',
      options: [
        { id: 'a', text: 'La frecuencia y la severidad de los accidentes', correct: true },
        { id: 'b', text: 'La rotación de personal y el clima laboral', correct: false },
        { id: 'c', text: 'Las ventas y la productividad del área', correct: false },
        { id: 'd', text: 'La cobertura de la capacitación en emergencias', correct: false },
      ],
      explanation:
        'Cada accidente registrado alimenta indicadores como la frecuencia y la severidad de la accidentalidad, que la Resolución 0312 de 2019 pide medir mensualmente.',
    },
    {
      topic: ACCIONES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué es una acción correctiva en el SG-SST?',
      options: [
        { id: 'a', text: 'Una sanción disciplinaria al trabajador que causó el evento no deseado', correct: false },
        { id: 'b', text: 'Una acción para eliminar la causa de una situación no deseada ya detectada', correct: true },
        {
          id: 'c',
          text: 'Una campaña de imagen para mejorar la percepción de la empresa ante clientes y la ARL',
          correct: false,
        },
        { id: 'd', text: 'Un ajuste al presupuesto anual del área donde ocurrió la situación', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 (art. 2.2.4.6.2) define la acción correctiva como la que se toma para eliminar la causa de una no conformidad detectada u otra situación no deseable.',
    },
    {
      topic: ACCIONES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Dónde deben conservarse los reportes y las investigaciones de incidentes y accidentes?',
      options: [
        { id: 'a', text: 'En el correo personal del supervisor del área', correct: false },
        { id: 'b', text: 'Solo en la plataforma de la ARL, que los custodia', correct: false },
        { id: 'c', text: 'En la documentación del SG-SST, con sus anexos', correct: true },
      ],
      explanation:
        'Los reportes e investigaciones hacen parte de la documentación del SG-SST (Decreto 1072 de 2015) y deben estar disponibles para la ARL y las autoridades cuando los soliciten.',
    },
    {
      topic: ACCIONES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Tras una intoxicación leve con pintura a base de solvente, la empresa pasa a usar pintura a base de agua. ¿Qué tipo de control aplicó?',
      options: [
        { id: 'a', text: 'Sustitución', correct: true },
        { id: 'b', text: 'Control administrativo', correct: false },
        { id: 'c', text: 'Elemento de protección personal', correct: false },
        { id: 'd', text: 'Eliminación', correct: false },
      ],
      explanation:
        'Cambiar un material peligroso por otro menos peligroso que cumple la misma función es sustitución, el segundo nivel de la jerarquía de controles (Decreto 1072 de 2015).',
    },
    {
      topic: ACCIONES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Después de que un soldador se intoxicara con humos, se instala un extractor localizado sobre el puesto de soldadura. ¿Qué tipo de control es?',
      options: [
        { id: 'a', text: 'Control administrativo', correct: false },
        { id: 'b', text: 'Sustitución', correct: false },
        { id: 'c', text: 'Control de ingeniería', correct: true },
        { id: 'd', text: 'Elemento de protección personal', correct: false },
      ],
      explanation:
        'La ventilación localizada actúa sobre el peligro en el medio, antes de que llegue al trabajador: es un control de ingeniería (Decreto 1072 de 2015, art. 2.2.4.6.24).',
    },
    {
      topic: ACCIONES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Para reducir la exposición que causó un accidente, se establece la rotación de personal en la tarea cada dos horas. ¿Qué tipo de control es?',
      options: [
        { id: 'a', text: 'Control de ingeniería', correct: false },
        { id: 'b', text: 'Eliminación', correct: false },
        { id: 'c', text: 'Elemento de protección personal', correct: false },
        { id: 'd', text: 'Control administrativo', correct: true },
      ],
      explanation:
        'La rotación de personal reduce el tiempo de exposición sin cambiar el peligro: es un control administrativo (Decreto 1072 de 2015, art. 2.2.4.6.24).',
    },
    {
      topic: ACCIONES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Dos meses después de instalar una guarda en una prensa, se encuentra que en el turno de la noche la retiran porque frena la producción. ¿Qué indica esto?',
      options: [
        { id: 'a', text: 'Que la acción fue eficaz, porque la guarda ya se instaló y se verificó', correct: false },
        { id: 'b', text: 'Que basta con sancionar al turno de la noche para que la vuelva a usar', correct: false },
        { id: 'c', text: 'Que la medida no es eficaz en la práctica y hay que analizar por qué', correct: true },
        { id: 'd', text: 'Que la guarda debe retirarse de todos los turnos', correct: false },
      ],
      explanation:
        'Verificar la eficacia incluye revisar si los trabajadores aplican la medida o encontraron la forma de evitarla. Si la guarda estorba, hay que rediseñarla y revisar la presión por producción.',
    },
    {
      topic: ACCIONES,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'La empresa debe implementar las medidas correctivas que, como producto de la investigación, recomiende el COPASST o el vigía.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La Resolución 1401 de 2007 (art. 4) obliga a implementar las medidas recomendadas por el COPASST o el vigía, las autoridades y la ARL, entre otros.',
    },
    {
      topic: ACCIONES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Según la Resolución 1401 de 2007, ¿qué debe hacer la empresa para que las medidas correctivas se cumplan?',
      options: [
        { id: 'a', text: 'Proveer los recursos, bienes y servicios que se necesiten', correct: true },
        { id: 'b', text: 'Trasladar su costo al trabajador accidentado o a su área', correct: false },
        { id: 'c', text: 'Esperar a que la ARL las financie por completo con sus recursos', correct: false },
      ],
      explanation:
        'La Resolución 1401 de 2007 (art. 4) exige proveer los recursos, elementos, bienes y servicios necesarios para implementar las medidas correctivas, con responsables y tiempos de ejecución.',
    },
    {
      topic: ACCIONES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué registro exige la Resolución 1401 de 2007 sobre las acciones que surgen de cada investigación?',
      options: [
        { id: 'a', text: 'Un registro de las sanciones impuestas a los trabajadores', correct: false },
        { id: 'b', text: 'Un registro de las quejas de los clientes del área afectada', correct: false },
        { id: 'c', text: 'Un registro del inventario de EPP', correct: false },
        { id: 'd', text: 'Un registro del seguimiento a las acciones ejecutadas', correct: true },
      ],
      explanation:
        'La Resolución 1401 de 2007 (art. 4) pide registrar el seguimiento de las acciones ejecutadas a partir de cada investigación y calcular indicadores del impacto de esas acciones.',
    },
    {
      topic: ACCIONES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Según el Decreto 1072 de 2015, ¿a quiénes se deben comunicar los resultados de una investigación para que participen en las acciones?',
      options: [
        { id: 'a', text: 'Únicamente al trabajador lesionado y a su familia, por confidencialidad', correct: false },
        { id: 'b', text: 'A los trabajadores relacionados con las causas o con los controles', correct: true },
        { id: 'c', text: 'A los accionistas, en el informe anual de gestión de la empresa', correct: false },
        { id: 'd', text: 'A los proveedores que venden los EPP y los equipos de la empresa', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 (art. 2.2.4.6.32) pide informar los resultados a los trabajadores directamente relacionados con las causas o los controles, para que participen en las acciones preventivas y correctivas.',
    },
    {
      topic: ACCIONES,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Qué contenidos lleva una ficha de lecciones aprendidas?',
      options: [
        { id: 'a', text: 'Qué pasó, en pocas líneas', correct: true },
        { id: 'b', text: 'Los nombres de los involucrados', correct: false },
        { id: 'c', text: 'Por qué pasó y qué se cambió', correct: true },
        { id: 'd', text: 'Qué debe revisar cada área', correct: true },
        { id: 'e', text: 'El diagnóstico médico del lesionado', correct: false },
      ],
      explanation:
        'La ficha resume qué pasó, por qué, qué se cambió y qué debe revisar cada área. No lleva nombres ni datos médicos, que son información sensible (Ley 1581 de 2012).',
    },
    {
      topic: ACCIONES,
      level: 'medium',
      kind: 'single',
      prompt: 'Según la Resolución 2013 de 1986, ¿qué papel tiene el COPASST frente a los accidentes de trabajo?',
      options: [
        { id: 'a', text: 'Calificar en primera oportunidad el origen de los accidentes', correct: false },
        { id: 'b', text: 'Imponer sanciones disciplinarias a los trabajadores implicados', correct: false },
        { id: 'c', text: 'Colaborar en el análisis de causas y proponer medidas correctivas', correct: true },
        { id: 'd', text: 'Pagar con su presupuesto las incapacidades de los lesionados', correct: false },
      ],
      explanation:
        'Entre las funciones del COPASST está colaborar en el análisis de las causas de los accidentes y enfermedades y proponer al empleador las medidas correctivas (Resolución 2013 de 1986, art. 11).',
    },
    {
      topic: ACCIONES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué expresa el indicador de frecuencia de accidentalidad de la Resolución 0312 de 2019?',
      options: [
        { id: 'a', text: 'Los accidentes de trabajo del mes por cada 100 trabajadores', correct: true },
        { id: 'b', text: 'Los días de incapacidad del año por cada trabajador', correct: false },
        { id: 'c', text: 'El porcentaje de accidentes mortales del año', correct: false },
        { id: 'd', text: 'Los casos nuevos de enfermedad por cada 100 000 trabajadores', correct: false },
      ],
      explanation:
        'La frecuencia divide los accidentes de trabajo del mes entre los trabajadores del mes y multiplica por 100 (Resolución 0312 de 2019, art. 30). Las demás opciones corresponden a otros indicadores o no existen.',
    },
    {
      topic: ACCIONES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuándo se recomienda verificar la eficacia de una acción correctiva?',
      options: [
        { id: 'a', text: 'El mismo día en que se aprueba el plan', correct: false },
        { id: 'b', text: 'Solo si ocurre otro accidente igual', correct: false },
        { id: 'c', text: 'Unas semanas después de implementada', correct: true },
      ],
      explanation:
        'La eficacia se verifica cuando la medida lleva un tiempo funcionando: semanas después se revisa si opera como se diseñó, si se aplica y si hubo eventos similares.',
    },
    {
      topic: ACCIONES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Tras un accidente por un químico que ya no se necesitaba en el proceso, la empresa lo retira por completo. ¿Qué control aplicó?',
      options: [
        { id: 'a', text: 'Sustitución', correct: false },
        { id: 'b', text: 'Control administrativo', correct: false },
        { id: 'c', text: 'Control de ingeniería', correct: false },
        { id: 'd', text: 'Eliminación', correct: true },
      ],
      explanation:
        'Retirar el peligro del proceso, sin reemplazarlo por otro, es eliminación: el primer y más eficaz nivel de la jerarquía de controles (Decreto 1072 de 2015).',
    },
    {
      topic: ACCIONES,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Las medidas correctivas que resultan de una investigación deben quedar en el cronograma de actividades del SG-SST, con responsables y tiempos de ejecución.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La Resolución 1401 de 2007 (art. 4) pide que las medidas correctivas hagan parte del cronograma de actividades de la empresa, con responsables y tiempos, para que no queden por fuera de la gestión.',
    },
    {
      topic: ACCIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        'En marzo, una empresa con 60 trabajadores tuvo 3 accidentes de trabajo. ¿Cuál es su índice de frecuencia de accidentalidad del mes, según la Resolución 0312 de 2019?',
      options: [
        { id: 'a', text: '20', correct: false },
        { id: 'b', text: '5', correct: true },
        { id: 'c', text: '0,05', correct: false },
        { id: 'd', text: '180', correct: false },
      ],
      explanation:
        'Frecuencia = accidentes del mes ÷ trabajadores del mes × 100 = 3 ÷ 60 × 100 = 5 accidentes por cada 100 trabajadores (Resolución 0312 de 2019, art. 30).',
    },
    {
      topic: ACCIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa de 90 trabajadores sumó en el mes 45 días de incapacidad por accidentes de trabajo y ningún día cargado. ¿Cuál es su índice de severidad?',
      options: [
        { id: 'a', text: '2', correct: false },
        { id: 'b', text: '0,5', correct: false },
        { id: 'c', text: '50', correct: true },
        { id: 'd', text: '200', correct: false },
      ],
      explanation:
        'Severidad = (días de incapacidad por accidente + días cargados) ÷ trabajadores del mes × 100 = 45 ÷ 90 × 100 = 50 (Resolución 0312 de 2019, art. 30).',
    },
    {
      topic: ACCIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        'En un año, una empresa registró 25 accidentes de trabajo, uno de ellos mortal. ¿Cuál es la proporción de accidentes de trabajo mortales?',
      options: [
        { id: 'a', text: '4 %', correct: true },
        { id: 'b', text: '25 %', correct: false },
        { id: 'c', text: '1 %', correct: false },
        { id: 'd', text: '2,5 %', correct: false },
      ],
      explanation:
        'Proporción = accidentes mortales del año ÷ total de accidentes del año × 100 = 1 ÷ 25 × 100 = 4 % (Resolución 0312 de 2019, art. 30).',
    },
    {
      topic: ACCIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        'En un mes con 2.000 días de trabajo programados, hubo 40 días de ausencia por incapacidad, laboral o común. ¿Cuál es el indicador de ausentismo?',
      options: [
        { id: 'a', text: '20 %', correct: false },
        { id: 'b', text: '0,02 %', correct: false },
        { id: 'c', text: '50 %', correct: false },
        { id: 'd', text: '2 %', correct: true },
      ],
      explanation:
        'Ausentismo = días de ausencia por incapacidad laboral o común ÷ días de trabajo programados × 100 = 40 ÷ 2.000 × 100 = 2 % (Resolución 0312 de 2019, art. 30).',
    },
    {
      topic: ACCIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Ocurre un accidente de trabajo mortal. La matriz de peligros se actualizó hace tres meses. ¿Qué establece el Decreto 1072 de 2015?',
      options: [
        { id: 'a', text: 'Esperar a la actualización anual para no duplicar el trabajo', correct: false },
        { id: 'b', text: 'Actualizar la identificación de peligros y la valoración de riesgos', correct: true },
        { id: 'c', text: 'Pedir a la ARL que actualice la matriz en nombre de la empresa', correct: false },
        { id: 'd', text: 'Actualizarla solo si el Ministerio del Trabajo lo ordena', correct: false },
      ],
      explanation:
        'La identificación de peligros se actualiza como mínimo cada año y, además, cada vez que ocurre un accidente mortal o un evento catastrófico, o hay cambios en procesos, instalaciones o equipos (Decreto 1072 de 2015, art. 2.2.4.6.15).',
    },
    {
      topic: ACCIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        'En la Resolución 0312 de 2019, ¿en qué fase del ciclo PHVA está el estándar de acciones de mejora según las investigaciones de accidentes y enfermedades laborales?',
      options: [
        { id: 'a', text: 'Planear', correct: false },
        { id: 'b', text: 'Hacer', correct: false },
        { id: 'c', text: 'Actuar', correct: true },
        { id: 'd', text: 'Verificar', correct: false },
      ],
      explanation:
        'El estándar 7.1.3 pertenece al grupo de Mejoramiento, en la fase Actuar. La investigación misma es un estándar de la fase Hacer (3.2.2), pero las mejoras que de ella resultan cierran el ciclo en Actuar.',
    },
    {
      topic: ACCIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Tras un accidente en la sede de Cali, la empresa instala el mismo control en la sede de Medellín, donde hay una máquina igual y aún no ha pasado nada. ¿Qué tipo de acción es la de Medellín?',
      options: [
        { id: 'a', text: 'Una acción preventiva', correct: true },
        { id: 'b', text: 'Una acción correctiva', correct: false },
        { id: 'c', text: 'Una sanción administrativa', correct: false },
      ],
      explanation:
        'En Medellín se elimina la causa de una situación potencial, no de una ya ocurrida: es una acción preventiva (Decreto 1072 de 2015, art. 2.2.4.6.2). En Cali, la misma medida es correctiva.',
    },
    {
      topic: ACCIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        'En una obra, un ladrillo cayó desde el andamio por falta de rodapié y no había demarcación abajo. ¿Cuál plan de acción es el más completo?',
      options: [
        {
          id: 'a',
          text: 'Dar una charla de autocuidado a la cuadrilla y exigir el uso del casco desde mañana',
          correct: false,
        },
        {
          id: 'b',
          text: 'Hacer un llamado de atención escrito al trabajador que dejó el ladrillo en el borde',
          correct: false,
        },
        {
          id: 'c',
          text: 'Poner un aviso en la entrada de la obra que recuerde usar el casco en todo momento',
          correct: false,
        },
        {
          id: 'd',
          text: 'Instalar rodapiés, demarcar la zona de caída de objetos y exigir casco, con responsable y fecha',
          correct: true,
        },
      ],
      explanation:
        'El rodapié ataca la causa en la fuente (ingeniería), la demarcación es un control administrativo y el casco complementa como EPP. Un plan que solo pide autocuidado o casco deja la causa intacta.',
    },
    {
      topic: ACCIONES,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Si una investigación muestra que un control existente es inadecuado, su revisión puede esperar hasta la auditoría anual del SG-SST.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'El Decreto 1072 de 2015 pide que las medidas de prevención que resulten inadecuadas o puedan dejar de ser eficaces se evalúen y prioricen sin demora, no en la siguiente auditoría.',
    },
    {
      topic: ACCIONES,
      level: 'hard',
      kind: 'multiple',
      prompt:
        'Según el Decreto 1072 de 2015, ¿para qué deben servir los resultados de las investigaciones de incidentes, accidentes y enfermedades laborales?',
      options: [
        { id: 'a', text: 'Para documentar las deficiencias del SG-SST', correct: true },
        { id: 'b', text: 'Para reemplazar el reporte a la ARL y a la EPS', correct: false },
        { id: 'c', text: 'Para informar a la alta dirección sobre el ausentismo', correct: true },
        { id: 'd', text: 'Para alimentar la revisión por la alta dirección', correct: true },
        { id: 'e', text: 'Para fijar los salarios del año siguiente', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 (art. 2.2.4.6.32) pide que la investigación identifique las deficiencias del sistema, informe a la alta dirección sobre el ausentismo y alimente su revisión, entre otros fines. El reporte es una obligación aparte.',
    },
  ],
};
