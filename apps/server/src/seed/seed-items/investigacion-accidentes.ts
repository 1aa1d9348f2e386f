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
        { id: 'b', text: 'Que los trabajadores están reportando sin motivo', correct: false },
        { id: 'c', text: 'Que hay más confianza para reportar lo que antes se ocultaba', correct: true },
        { id: 'd', text: 'Que la campaña debe suspenderse para no alarmar', correct: false },
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
        { id: 'a', text: 'El trabajador se cortó por descuido en el área de corte', correct: false },
        {
          id: 'b',
          text: 'A las 10:15 retiraba residuos de la sierra con la mano mientras el disco giraba por inercia y se hirió el índice',
          correct: true,
        },
        {
          id: 'c',
          text: 'Accidente leve causado por la falta de atención y de autocuidado del operario',
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
        { id: 'a', text: 'Que la investigación fue completa y puede cerrarse', correct: false },
        { id: 'b', text: 'Que el trabajador debe ser sancionado', correct: false },
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
        { id: 'a', text: 'Solo una descripción general de la mejora', correct: false },
        { id: 'b', text: 'Qué se hará, responsable, fecha límite y verificación', correct: true },
        { id: 'c', text: 'El nombre del trabajador que causó el evento', correct: false },
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
        { id: 'b', text: 'Esperar a la revisión anual para incluirlo', correct: false },
        { id: 'c', text: 'Registrarlo solo en el informe del accidente', correct: false },
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
        { id: 'a', text: 'Cerrar el caso ante la ARL y archivar el informe', correct: false },
        { id: 'b', text: 'Divulgar la lección y revisar áreas y sedes con condiciones similares', correct: true },
        { id: 'c', text: 'Repetir la investigación con otro equipo investigador', correct: false },
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
        { id: 'a', text: 'Basta con una acción general para todas las causas', correct: false },
        { id: 'b', text: 'Se atienden solo las causas inmediatas, que son visibles', correct: false },
        {
          id: 'c',
          text: 'Cada causa básica tiene al menos una medida, según la jerarquía de controles',
          correct: true,
        },
        { id: 'd', text: 'Se prioriza capacitar al trabajador lesionado', correct: false },
      ],
      explanation:
        'Cada causa básica debe tener al menos una medida que la ataque, y las medidas siguen la jerarquía de controles: eliminación, sustitución, ingeniería, administrativos y EPP (Decreto 1072 de 2015).',
    },
  ],
};
