import type { SeedItemBank } from './seed-item.js';

const CONCEPTO = 'Concepto de acoso laboral';
const MODALIDADES = 'Modalidades de acoso';
const COMITE = 'Comité de convivencia';
const PREVENCION = 'Prevención y buena convivencia';

export const convivenciaLaboralItems: SeedItemBank = {
  routeKey: 'convivencia-laboral',
  items: [
    // Concepto de acoso laboral
    {
      topic: CONCEPTO,
      level: 'easy',
      kind: 'single',
      prompt: 'Según la Ley 1010 de 2006, ¿quién puede ejercer acoso laboral sobre un trabajador?',
      options: [
        { id: 'a', text: 'Solo el empleador o un jefe directo', correct: false },
        { id: 'b', text: 'Solo un compañero del mismo nivel', correct: false },
        { id: 'c', text: 'El empleador, un jefe, un compañero o un subalterno', correct: true },
      ],
      explanation:
        'La Ley 1010 de 2006 contempla que el acoso puede provenir del empleador, de un jefe, de un compañero de trabajo o incluso de un subalterno.',
    },
    {
      topic: CONCEPTO,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Una evaluación del desempeño hecha con criterios objetivos no constituye acoso laboral.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La Ley 1010 de 2006 aclara que las evaluaciones objetivas del desempeño, las órdenes para mantener la disciplina y la exigencia de los deberes del cargo no son acoso.',
    },
    {
      topic: CONCEPTO,
      level: 'easy',
      kind: 'single',
      prompt:
        'Dos compañeros discuten una vez, con respeto, sobre la mejor forma de organizar los turnos del área. ¿Cómo se califica la situación?',
      options: [
        { id: 'a', text: 'Como un conflicto ordinario que se resuelve con diálogo', correct: true },
        { id: 'b', text: 'Como acoso laboral en la modalidad de persecución', correct: false },
        { id: 'c', text: 'Como maltrato laboral que debe ir al comité de inmediato', correct: false },
      ],
      explanation:
        'Un desacuerdo puntual manejado con respeto es un conflicto normal. El acoso es una conducta persistente y demostrable dirigida contra una persona (Ley 1010 de 2006).',
    },
    {
      topic: CONCEPTO,
      level: 'medium',
      kind: 'single',
      prompt: '¿Por qué la definición legal exige que la conducta de acoso sea "demostrable"?',
      options: [
        { id: 'a', text: 'Porque solo cuenta si la presencian más de tres personas', correct: false },
        { id: 'b', text: 'Porque la queja debe sustentarse con hechos, testigos o mensajes', correct: true },
        { id: 'c', text: 'Porque debe existir un dictamen médico sobre el daño causado', correct: false },
      ],
      explanation:
        'La Ley 1010 de 2006 define el acoso como una conducta persistente y demostrable: la queja debe poder sustentarse con hechos concretos, testigos, mensajes o documentos.',
    },
    {
      topic: CONCEPTO,
      level: 'medium',
      kind: 'single',
      prompt: 'Según la Ley 1010 de 2006, ¿a qué está encaminada una conducta de acoso laboral?',
      options: [
        { id: 'a', text: 'A corregir errores puntuales en la ejecución de una tarea', correct: false },
        { id: 'b', text: 'A mejorar la productividad mediante metas más exigentes', correct: false },
        { id: 'c', text: 'A mantener la disciplina y el orden en el lugar de trabajo', correct: false },
        { id: 'd', text: 'A infundir miedo, causar perjuicio, desmotivar o inducir la renuncia', correct: true },
      ],
      explanation:
        'Según la Ley 1010 de 2006 (art. 2), lo que caracteriza al acoso es su propósito: asustar o intimidar, perjudicar a la persona en su trabajo, desmotivarla o empujarla a renunciar.',
    },
    {
      topic: CONCEPTO,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estas conductas NO constituyen acoso laboral según la Ley 1010 de 2006?',
      options: [
        { id: 'a', text: 'Dar órdenes necesarias para mantener la disciplina', correct: true },
        { id: 'b', text: 'Gritar e insultar a un trabajador frente al equipo', correct: false },
        { id: 'c', text: 'Pedir que se cumplan los deberes del cargo', correct: true },
        { id: 'd', text: 'Ocultar a alguien la información para su tarea', correct: false },
        { id: 'e', text: 'Evaluar el desempeño con criterios objetivos', correct: true },
      ],
      explanation:
        'La ley excluye del acoso las órdenes de disciplina, las evaluaciones objetivas y la exigencia de los deberes del cargo. Los insultos y el ocultamiento de información sí pueden ser acoso.',
    },
    {
      topic: CONCEPTO,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un supervisor de planta llama la atención por escrito a un trabajador que no usa el casco. ¿Cómo se valora esta conducta?',
      options: [
        { id: 'a', text: 'Es maltrato laboral, porque afecta la imagen del trabajador', correct: false },
        { id: 'b', text: 'Es persecución laboral, porque deja constancia escrita', correct: false },
        { id: 'c', text: 'No es acoso: el supervisor cumple su deber de exigir seguridad', correct: true },
      ],
      explanation:
        'Exigir el cumplimiento de las normas de seguridad es una orden legítima, no acoso (Ley 1010 de 2006). Distinto sería ridiculizar en público y de forma reiterada a un trabajador.',
    },
    {
      topic: CONCEPTO,
      level: 'hard',
      kind: 'single',
      prompt:
        'Tras una falla grave en la operación, un jefe pide al equipo quedarse a colaborar para restablecer el servicio. ¿Cómo se valora según la Ley 1010 de 2006?',
      options: [
        { id: 'a', text: 'Es inequidad laboral, porque asigna tareas ajenas al cargo', correct: false },
        { id: 'b', text: 'Es una exigencia razonable de colaboración, no es acoso', correct: true },
        { id: 'c', text: 'Es entorpecimiento laboral, porque cambia la rutina', correct: false },
        { id: 'd', text: 'Es persecución laboral, porque afecta a todo el equipo', correct: false },
      ],
      explanation:
        'La Ley 1010 de 2006 aclara que las exigencias razonables de colaboración en situaciones especiales de la empresa no constituyen acoso laboral.',
    },
    {
      topic: CONCEPTO,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Un único desacuerdo fuerte entre dos compañeros sobre cómo hacer una tarea configura, por sí solo, acoso laboral.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Por regla general el acoso es una conducta persistente y demostrable (Ley 1010 de 2006). Un desacuerdo aislado es un conflicto que se resuelve con diálogo.',
    },

    // Modalidades de acoso
    {
      topic: MODALIDADES,
      level: 'easy',
      kind: 'single',
      prompt:
        'Un jefe grita e insulta a un trabajador frente a todo el equipo. ¿Qué modalidad de acoso puede configurarse?',
      options: [
        { id: 'a', text: 'Maltrato laboral', correct: true },
        { id: 'b', text: 'Inequidad laboral', correct: false },
        { id: 'c', text: 'Desprotección laboral', correct: false },
      ],
      explanation:
        'El maltrato laboral son actos que lesionan la integridad física o moral, la dignidad o la intimidad del trabajador (Ley 1010 de 2006).',
    },
    {
      topic: MODALIDADES,
      level: 'easy',
      kind: 'single',
      prompt:
        'Un compañero esconde las herramientas y la información que otro necesita para su tarea. ¿Qué modalidad es?',
      options: [
        { id: 'a', text: 'Discriminación laboral', correct: false },
        { id: 'b', text: 'Maltrato laboral', correct: false },
        { id: 'c', text: 'Entorpecimiento laboral', correct: true },
      ],
      explanation:
        'El entorpecimiento laboral comprende las acciones que obstaculizan el trabajo o lo hacen más difícil, como ocultar herramientas o información (Ley 1010 de 2006).',
    },
    {
      topic: MODALIDADES,
      level: 'easy',
      kind: 'single',
      prompt: 'A una trabajadora se le niega una capacitación por estar embarazada. ¿Qué modalidad se configura?',
      options: [
        { id: 'a', text: 'Inequidad laboral', correct: false },
        { id: 'b', text: 'Discriminación laboral', correct: true },
        { id: 'c', text: 'Entorpecimiento laboral', correct: false },
      ],
      explanation:
        'La discriminación laboral es el trato diferenciado por razones como raza, género, origen, religión u opinión (Ley 1010 de 2006).',
    },
    {
      topic: MODALIDADES,
      level: 'medium',
      kind: 'single',
      prompt: 'Como castigo, a un ingeniero se le asigna barrer las instalaciones. ¿Qué modalidad de acoso es?',
      options: [
        { id: 'a', text: 'Desprotección laboral', correct: false },
        { id: 'b', text: 'Inequidad laboral', correct: true },
        { id: 'c', text: 'Discriminación laboral', correct: false },
        { id: 'd', text: 'Entorpecimiento laboral', correct: false },
      ],
      explanation:
        'La inequidad laboral consiste en asignar funciones que menosprecian al trabajador (Ley 1010 de 2006).',
    },
    {
      topic: MODALIDADES,
      level: 'medium',
      kind: 'single',
      prompt:
        'A una sola persona le cambian los turnos sin justificación y le asignan cargas imposibles, al parecer para que renuncie. ¿Qué modalidad es?',
      options: [
        { id: 'a', text: 'Persecución laboral', correct: true },
        { id: 'b', text: 'Inequidad laboral', correct: false },
        { id: 'c', text: 'Desprotección laboral', correct: false },
      ],
      explanation:
        'La persecución laboral es hostigar a una persona una y otra vez, sin razón válida, para empujarla a renunciar (Ley 1010 de 2006, art. 2).',
    },
    {
      topic: MODALIDADES,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Ordenar a un trabajador que realice una labor en altura sin equipo de protección contra caídas puede constituir desprotección laboral.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La desprotección laboral consiste en exponer al trabajador a riesgos sin las mínimas medidas de seguridad (Ley 1010 de 2006).',
    },
    {
      topic: MODALIDADES,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estas son modalidades de acoso descritas en la Ley 1010 de 2006?',
      options: [
        { id: 'a', text: 'Persecución laboral', correct: true },
        { id: 'b', text: 'Competencia laboral', correct: false },
        { id: 'c', text: 'Maltrato laboral', correct: true },
        { id: 'd', text: 'Rotación laboral', correct: false },
        { id: 'e', text: 'Inequidad laboral', correct: true },
      ],
      explanation:
        'La ley describe seis modalidades: maltrato, persecución, discriminación, entorpecimiento, inequidad y desprotección laboral.',
    },
    {
      topic: MODALIDADES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un jefe comenta de forma reiterada y en público detalles de la vida privada de una trabajadora. ¿Qué modalidad puede configurarse?',
      options: [
        { id: 'a', text: 'Inequidad laboral', correct: false },
        { id: 'b', text: 'Desprotección laboral', correct: false },
        { id: 'c', text: 'Maltrato laboral', correct: true },
        { id: 'd', text: 'Entorpecimiento laboral', correct: false },
      ],
      explanation:
        'El maltrato laboral incluye actos que lesionan la dignidad o la intimidad del trabajador (Ley 1010 de 2006); exponer su vida privada de forma reiterada lo afecta.',
    },

    // Comité de convivencia
    {
      topic: COMITE,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué norma rige hoy la conformación y el funcionamiento del comité de convivencia laboral?',
      options: [
        { id: 'a', text: 'La Resolución 2013 de 1986', correct: false },
        { id: 'b', text: 'La Resolución 3461 de 2025', correct: true },
        { id: 'c', text: 'La Resolución 0312 de 2019', correct: false },
      ],
      explanation:
        'El comité de convivencia laboral se rige por la Resolución 3461 de 2025. La Resolución 2013 de 1986 regula el COPASST.',
    },
    {
      topic: COMITE,
      level: 'easy',
      kind: 'true_false',
      prompt: 'El comité de convivencia laboral puede imponer sanciones disciplinarias a quien incurre en acoso.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'El procedimiento interno es confidencial y conciliatorio (Ley 1010 de 2006): el comité escucha, promueve acuerdos y hace seguimiento, pero no sanciona ni reemplaza a los jueces.',
    },
    {
      topic: COMITE,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cómo escucha el comité de convivencia a las partes involucradas en una queja?',
      options: [
        { id: 'a', text: 'Por separado, con respeto y reserva', correct: true },
        { id: 'b', text: 'Juntas, frente a todo su equipo de trabajo', correct: false },
        { id: 'c', text: 'Solo por escrito, sin reuniones', correct: false },
      ],
      explanation:
        'El comité escucha a las partes por separado, con respeto y reserva; todo lo que conoce es confidencial y sus integrantes no pueden comentarlo fuera de las sesiones.',
    },
    {
      topic: COMITE,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estas son funciones del comité de convivencia laboral?',
      options: [
        { id: 'a', text: 'Recibir y dar trámite a las quejas', correct: true },
        { id: 'b', text: 'Despedir al trabajador acusado', correct: false },
        { id: 'c', text: 'Promover el diálogo y los acuerdos', correct: true },
        { id: 'd', text: 'Investigar los accidentes de trabajo', correct: false },
        { id: 'e', text: 'Hacer seguimiento a los compromisos', correct: true },
      ],
      explanation:
        'El comité recibe quejas, escucha, promueve acuerdos, formula planes de mejora, hace seguimiento y propone acciones preventivas. No despide ni investiga accidentes.',
    },
    {
      topic: COMITE,
      level: 'medium',
      kind: 'single',
      prompt:
        '¿Qué hace el comité de convivencia cuando las partes no llegan a un acuerdo o incumplen los compromisos?',
      options: [
        { id: 'a', text: 'Archiva el caso por falta de acuerdo', correct: false },
        { id: 'b', text: 'Sanciona directamente a la parte que incumple', correct: false },
        { id: 'c', text: 'Traslada el caso al COPASST para que decida', correct: false },
        { id: 'd', text: 'Informa a la alta dirección para que tome medidas', correct: true },
      ],
      explanation:
        'Cuando no hay acuerdo o los compromisos se incumplen, el comité informa a la alta dirección para que se tomen las medidas que correspondan.',
    },
    {
      topic: COMITE,
      level: 'medium',
      kind: 'single',
      prompt: 'Antes de presentar una queja ante el comité de convivencia, ¿qué conviene preparar?',
      options: [
        { id: 'a', text: 'Una carta firmada por la mayoría de los compañeros', correct: false },
        { id: 'b', text: 'Los hechos concretos y las evidencias disponibles', correct: true },
        { id: 'c', text: 'Un concepto médico sobre los efectos del acoso', correct: false },
      ],
      explanation:
        'La queja describe qué pasó, cuándo, dónde y quién estaba presente, acompañada de evidencias como correos, mensajes o nombres de testigos.',
    },
    {
      topic: COMITE,
      level: 'hard',
      kind: 'single',
      prompt: '¿Qué normas reemplazó la Resolución 3461 de 2025 en materia de comités de convivencia laboral?',
      options: [
        { id: 'a', text: 'Las Resoluciones 652 y 1356 de 2012', correct: true },
        { id: 'b', text: 'La Resolución 2013 de 1986', correct: false },
        { id: 'c', text: 'La Ley 1010 de 2006', correct: false },
        { id: 'd', text: 'La Resolución 2646 de 2008', correct: false },
      ],
      explanation:
        'La Resolución 3461 de 2025 reemplazó a las Resoluciones 652 y 1356 de 2012. La Ley 1010 de 2006 sigue vigente como ley sobre acoso laboral.',
    },
    {
      topic: COMITE,
      level: 'hard',
      kind: 'single',
      prompt: '¿Qué deben incluir las empresas en su reglamento de trabajo según la Ley 1010 de 2006?',
      options: [
        { id: 'a', text: 'Una lista de sanciones fijas para cada modalidad de acoso', correct: false },
        { id: 'b', text: 'La obligación de denunciar todo conflicto ante un juez', correct: false },
        { id: 'c', text: 'Mecanismos de prevención y un procedimiento interno confidencial', correct: true },
      ],
      explanation:
        'La ley ordena incluir mecanismos de prevención del acoso y un procedimiento interno, confidencial, conciliatorio y efectivo para superar estas situaciones.',
    },
    {
      topic: COMITE,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'La Ley 1010 de 2006 establece garantías contra las represalias para quien presenta una queja o sirve como testigo.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La ley protege contra represalias a quien denuncia y a quien sirve como testigo; sin esa garantía, pocas personas se atreverían a hablar.',
    },

    // Prevención y buena convivencia
    {
      topic: PREVENCION,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál es una buena práctica de un líder para dar retroalimentación?',
      options: [
        { id: 'a', text: 'Corregir en público para que todos aprendan', correct: false },
        { id: 'b', text: 'Evitar corregir para no generar conflictos', correct: false },
        { id: 'c', text: 'Corregir en privado y reconocer en público', correct: true },
      ],
      explanation:
        'La retroalimentación sobre errores se da a solas y con respeto; los logros se reconocen frente al equipo.',
    },
    {
      topic: PREVENCION,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál de estas frases expresa un desacuerdo con un mensaje en primera persona?',
      options: [
        { id: 'a', text: '"Me preocupa que el informe llegue tarde al cliente"', correct: true },
        { id: 'b', text: '"Usted siempre entrega todo tarde al cliente"', correct: false },
        { id: 'c', text: '"Nadie en este equipo cumple con el cliente"', correct: false },
      ],
      explanation:
        'Los mensajes en primera persona ("me preocupa que…") expresan el desacuerdo sin descalificar a la otra persona, a diferencia de "usted siempre…".',
    },
    {
      topic: PREVENCION,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estas son señales de alerta de un problema de convivencia en un equipo?',
      options: [
        { id: 'a', text: 'Una persona que se aísla y deja de participar', correct: true },
        { id: 'b', text: 'Rumores persistentes sobre alguien', correct: true },
        { id: 'c', text: 'Discusiones respetuosas sobre métodos de trabajo', correct: false },
        { id: 'd', text: 'Más solicitudes de traslado en el área', correct: true },
        { id: 'e', text: 'Reconocimiento público de los logros', correct: false },
      ],
      explanation:
        'El aislamiento, los rumores, el aumento de incapacidades o traslados y los comentarios reiterados sobre alguien son señales de alerta. Discutir con respeto y reconocer logros son prácticas sanas.',
    },
    {
      topic: PREVENCION,
      level: 'medium',
      kind: 'single',
      prompt:
        'El chat de un equipo se llena de memes sobre un agente recién llegado. ¿Cuál es la respuesta más adecuada del supervisor?',
      options: [
        { id: 'a', text: 'Ignorarlo, porque los memes son parte del ambiente del equipo', correct: false },
        { id: 'b', text: 'Hablar con el equipo, recordar las normas y apoyar al afectado', correct: true },
        { id: 'c', text: 'Enviar el caso de inmediato al comité para que sancione', correct: false },
      ],
      explanation:
        'Actuar temprano suele bastar: recordar las normas de respeto, pedir que el chat se use para temas de trabajo y ofrecer apoyo en privado a la persona afectada.',
    },
    {
      topic: PREVENCION,
      level: 'medium',
      kind: 'single',
      prompt: '¿Para qué sirve que un líder reparta el trabajo con criterios conocidos por el equipo?',
      options: [
        { id: 'a', text: 'Para evitar la percepción de favoritismo o de castigo', correct: true },
        { id: 'b', text: 'Para que el líder no tenga que escuchar reclamos', correct: false },
        { id: 'c', text: 'Para asignar más carga a quien rinde mejor', correct: false },
        { id: 'd', text: 'Para cumplir una exigencia de la ARL', correct: false },
      ],
      explanation:
        'Un reparto con criterios conocidos reduce la percepción de favoritismo o de castigo, una fuente frecuente de conflictos que pueden escalar.',
    },
    {
      topic: PREVENCION,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Las relaciones interpersonales y el estilo de liderazgo son factores de riesgo psicosocial que la empresa debe identificar y gestionar.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La Resolución 2646 de 2008 incluye estos factores entre los psicosociales que la empresa debe identificar, evaluar e intervenir.',
    },
    {
      topic: PREVENCION,
      level: 'hard',
      kind: 'single',
      prompt:
        'El vendedor con mejores resultados del equipo se burla a menudo de un compañero con apodos ofensivos. ¿Qué debe hacer el líder?',
      options: [
        { id: 'a', text: 'Tolerarlo, porque sus resultados benefician al equipo', correct: false },
        { id: 'b', text: 'Pedir al compañero afectado que no se lo tome a pecho', correct: false },
        { id: 'c', text: 'No tolerarlo y corregirlo, aunque tenga buen desempeño', correct: true },
      ],
      explanation:
        'Los líderes no deben tolerar burlas, apodos ofensivos o chismes, aunque provengan de personas con buen desempeño: las pequeñas conductas no corregidas se convierten en patrones.',
    },
    {
      topic: PREVENCION,
      level: 'hard',
      kind: 'multiple',
      prompt: '¿Qué prácticas de cada trabajador favorecen la buena convivencia?',
      options: [
        { id: 'a', text: 'Cuidar el tono de los mensajes en los chats', correct: true },
        { id: 'b', text: 'Responder con ironía a una crítica en el grupo', correct: false },
        { id: 'c', text: 'Respetar los horarios de descanso de otros', correct: true },
        { id: 'd', text: 'Esperar a que los conflictos se resuelvan solos', correct: false },
        { id: 'e', text: 'Orientar al compañero maltratado hacia el comité', correct: true },
      ],
      explanation:
        'Cuidar el tono escrito, respetar los descansos, expresar el desacuerdo con argumentos y apoyar a quien es maltratado orientándolo al comité previenen que los conflictos escalen.',
    },

    // Concepto de acoso laboral (ampliación)
    {
      topic: CONCEPTO,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál es la ley colombiana que define, previene, corrige y sanciona el acoso laboral?',
      options: [
        { id: 'a', text: 'La Ley 1562 de 2012', correct: false },
        { id: 'b', text: 'La Ley 1010 de 2006', correct: true },
        { id: 'c', text: 'La Ley 1581 de 2012', correct: false },
        { id: 'd', text: 'La Ley 100 de 1993', correct: false },
      ],
      explanation:
        'La Ley 1010 de 2006 es la norma que define, previene, corrige y sanciona el acoso laboral. La Ley 1562 de 2012 trata el Sistema General de Riesgos Laborales y la 1581 de 2012, los datos personales.',
    },
    {
      topic: CONCEPTO,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Los servidores públicos quedan por fuera de la protección de la Ley 1010 de 2006.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'La Ley 1010 de 2006 protege a quienes trabajan en relaciones laborales privadas y públicas, incluidos los servidores públicos; para ellos el acoso se trata además como falta disciplinaria.',
    },
    {
      topic: CONCEPTO,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una trabajadora afirma que su jefe la acosa porque, en una sola ocasión, le pidió rehacer un informe que tenía errores. ¿Qué rasgo de la definición legal de acoso falta en este caso?',
      options: [
        { id: 'a', text: 'Que la conducta sea persistente', correct: true },
        { id: 'b', text: 'Que el jefe pertenezca a otra área', correct: false },
        { id: 'c', text: 'Que la trabajadora tenga contrato indefinido', correct: false },
        { id: 'd', text: 'Que el hecho ocurra fuera del horario', correct: false },
      ],
      explanation:
        'La Ley 1010 de 2006 describe el acoso como una conducta persistente y demostrable. Una solicitud aislada y razonable de corregir un trabajo no es un patrón de hostilidad.',
    },
    {
      topic: CONCEPTO,
      level: 'easy',
      kind: 'single',
      prompt:
        'En la definición de la Ley 1010 de 2006, ¿qué dos características tiene, por regla general, la conducta de acoso laboral?',
      options: [
        { id: 'a', text: 'Ser pública y por escrito', correct: false },
        { id: 'b', text: 'Ser ocasional pero muy grave', correct: false },
        { id: 'c', text: 'Ser persistente y demostrable', correct: true },
        { id: 'd', text: 'Ser verbal y en forma presencial', correct: false },
      ],
      explanation:
        'La Ley 1010 de 2006 exige que la conducta sea persistente, es decir, que se repita, y demostrable, es decir, que pueda probarse con hechos, testigos o documentos.',
    },
    {
      topic: CONCEPTO,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un auxiliar de bodega humilla de forma reiterada a su jefa inmediata frente al resto del equipo. ¿Puede configurarse acoso laboral?',
      options: [
        { id: 'a', text: 'No, porque el acoso solo va del jefe hacia el subalterno', correct: false },
        { id: 'b', text: 'No, porque la jefa tiene la facultad de despedirlo', correct: false },
        { id: 'c', text: 'Solo si la jefa trabaja en una entidad del Estado', correct: false },
        { id: 'd', text: 'Sí, porque la ley contempla el acoso que viene de un subalterno', correct: true },
      ],
      explanation:
        'La Ley 1010 de 2006 reconoce como posibles víctimas a los jefes inmediatos cuando el acoso proviene de sus subalternos; el acoso no solo es descendente.',
    },
    {
      topic: CONCEPTO,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué busca proteger, ante todo, la Ley 1010 de 2006?',
      options: [
        { id: 'a', text: 'La productividad y las utilidades de la empresa', correct: false },
        { id: 'b', text: 'La reserva de los secretos industriales', correct: false },
        { id: 'c', text: 'La dignidad, la intimidad y la salud mental', correct: true },
        { id: 'd', text: 'El cumplimiento de las metas comerciales del año', correct: false },
      ],
      explanation:
        'La Ley 1010 de 2006 protege el trabajo en condiciones dignas y justas, la libertad, la intimidad, la honra y la salud mental de los trabajadores, además de la armonía en el ambiente laboral.',
    },
    {
      topic: CONCEPTO,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estos son bienes que la Ley 1010 de 2006 busca proteger?',
      options: [
        { id: 'a', text: 'La honra del trabajador', correct: true },
        { id: 'b', text: 'La libertad del trabajador', correct: true },
        { id: 'c', text: 'La imagen comercial de la marca', correct: false },
        { id: 'd', text: 'La salud mental del trabajador', correct: true },
        { id: 'e', text: 'La reserva de la estrategia de ventas', correct: false },
      ],
      explanation:
        'La ley protege el trabajo en condiciones dignas y justas, la libertad, la intimidad, la honra y la salud mental de quienes trabajan, y la armonía del ambiente laboral. La imagen comercial o la estrategia de ventas no son su objeto.',
    },
    {
      topic: CONCEPTO,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué diferencia principal hay entre un conflicto laboral ordinario y el acoso laboral?',
      options: [
        {
          id: 'a',
          text: 'El conflicto es puntual y se dialoga; el acoso es un patrón de hostilidad',
          correct: true,
        },
        {
          id: 'b',
          text: 'El conflicto ocurre entre jefes; el acoso ocurre entre compañeros del mismo nivel',
          correct: false,
        },
        {
          id: 'c',
          text: 'El conflicto se lleva al COPASST; el acoso se lleva a la ARL del trabajador',
          correct: false,
        },
        {
          id: 'd',
          text: 'El conflicto es verbal; el acoso requiere que exista una agresión física comprobada',
          correct: false,
        },
      ],
      explanation:
        'Un desacuerdo puntual manejado con respeto es normal y se resuelve dialogando. El acoso laboral es una conducta persistente y demostrable dirigida contra una persona (Ley 1010 de 2006).',
    },
    {
      topic: CONCEPTO,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un trabajador recibe cada semana, en su celular, mensajes anónimos con insultos y amenazas relacionados con su trabajo. ¿Cómo se valora según la Ley 1010 de 2006?',
      options: [
        { id: 'a', text: 'No es acoso, porque los mensajes no llegan al correo de la empresa', correct: false },
        { id: 'b', text: 'Puede ser acoso: la ley menciona el envío de anónimos y mensajes injuriosos', correct: true },
        { id: 'c', text: 'No es acoso, porque no se conoce a la persona que los envía', correct: false },
        { id: 'd', text: 'Solo es acoso si los mensajes se envían dentro de la jornada', correct: false },
      ],
      explanation:
        'Entre las conductas que pueden constituir acoso, la Ley 1010 de 2006 (art. 7) incluye el envío de anónimos, llamadas y mensajes virtuales con contenido injurioso, ofensivo o intimidatorio.',
    },
    {
      topic: CONCEPTO,
      level: 'hard',
      kind: 'single',
      prompt: 'Según el artículo 7 de la Ley 1010 de 2006, ¿cuándo se presume que existe acoso laboral?',
      options: [
        { id: 'a', text: 'Cuando el trabajador presenta una incapacidad médica por estrés laboral', correct: false },
        {
          id: 'b',
          text: 'Cuando el trabajador no alcanza las metas comerciales fijadas en el periodo',
          correct: false,
        },
        { id: 'c', text: 'Cuando dos trabajadores discuten en voz alta durante una reunión de área', correct: false },
        {
          id: 'd',
          text: 'Cuando se prueba que una conducta de su lista ocurrió repetida y en público',
          correct: true,
        },
      ],
      explanation:
        'El artículo 7 de la Ley 1010 de 2006 presume el acoso cuando se acredita que alguna de las conductas de su lista, como las burlas o las amenazas injustificadas, ocurrió de forma repetida y pública.',
    },
    {
      topic: CONCEPTO,
      level: 'hard',
      kind: 'single',
      prompt:
        'Las conductas hostiles de un jefe contra una trabajadora ocurren siempre en privado, sin testigos. ¿Qué dispone la Ley 1010 de 2006 para estos casos?',
      options: [
        { id: 'a', text: 'Que se demuestren con los medios de prueba que reconoce la ley', correct: true },
        { id: 'b', text: 'Que se archiven, porque sin testigos no puede haber acoso', correct: false },
        { id: 'c', text: 'Que se presuman ciertas sin necesidad de ninguna prueba', correct: false },
        { id: 'd', text: 'Que la trabajadora obtenga primero un dictamen de la ARL', correct: false },
      ],
      explanation:
        'La Ley 1010 de 2006 (art. 7) señala que las conductas ocurridas en privado deben demostrarse con los medios de prueba reconocidos en la ley procesal, como documentos, mensajes o indicios.',
    },
    {
      topic: CONCEPTO,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Según la Ley 1010 de 2006, de manera excepcional un solo acto hostil puede bastar para acreditar el acoso laboral, dependiendo de su gravedad.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La regla general es la persistencia, pero el artículo 7 de la Ley 1010 de 2006 admite que, excepcionalmente, un solo acto hostil basta si por su gravedad ofende por sí mismo la dignidad o los derechos fundamentales.',
    },
    {
      topic: CONCEPTO,
      level: 'medium',
      kind: 'single',
      prompt:
        'La empresa adelanta el trámite para terminar el contrato de un trabajador con base en una justa causa prevista en el Código Sustantivo del Trabajo. ¿Constituye acoso laboral?',
      options: [
        { id: 'a', text: 'Sí, porque toda terminación de contrato es persecución laboral', correct: false },
        { id: 'b', text: 'Sí, siempre que el trabajador no esté de acuerdo con la decisión', correct: false },
        { id: 'c', text: 'No, las gestiones para terminar un contrato con justa causa no lo son', correct: true },
        { id: 'd', text: 'Solo si el trabajador lleva más de un año en la empresa', correct: false },
      ],
      explanation:
        'La Ley 1010 de 2006 (art. 8) excluye del acoso las actuaciones encaminadas a terminar el contrato de trabajo con base en una causa legal o una justa causa.',
    },
    {
      topic: CONCEPTO,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un gerente envía un memorando que pide a todas las áreas reducir los tiempos de entrega, medidos con indicadores objetivos y generales. ¿Cómo se valora?',
      options: [
        { id: 'a', text: 'Es persecución laboral contra los jefes de área', correct: false },
        { id: 'b', text: 'No es acoso: es una exigencia técnica para mejorar la eficiencia', correct: true },
        { id: 'c', text: 'Es entorpecimiento laboral, porque hace la labor más difícil', correct: false },
        { id: 'd', text: 'Es maltrato laboral, porque genera presión en los equipos', correct: false },
      ],
      explanation:
        'La Ley 1010 de 2006 (art. 8) aclara que los memorandos que buscan exigencias técnicas o mejorar la eficiencia, y la evaluación con indicadores objetivos y generales, no constituyen acoso.',
    },
    {
      topic: CONCEPTO,
      level: 'hard',
      kind: 'single',
      prompt:
        'Según la Ley 1010 de 2006, ¿qué condición deben cumplir las exigencias técnicas, los requerimientos de eficiencia y las peticiones de colaboración para no considerarse acoso?',
      options: [
        { id: 'a', text: 'Estar aprobados previamente por el comité de convivencia', correct: false },
        { id: 'b', text: 'Comunicarse por escrito con un mes de anticipación', correct: false },
        { id: 'c', text: 'Contar con el visto bueno de la ARL de la empresa', correct: false },
        { id: 'd', text: 'Ser justificados, objetivos y no discriminatorios', correct: true },
      ],
      explanation:
        'El parágrafo del artículo 8 de la Ley 1010 de 2006 exige que esas exigencias y peticiones sean justificadas, fundadas en criterios objetivos y no discriminatorios.',
    },
    {
      topic: CONCEPTO,
      level: 'medium',
      kind: 'single',
      prompt:
        'Siguiendo el procedimiento del reglamento de trabajo, un jefe cita a descargos a un trabajador que ha llegado tarde varias veces. ¿Cómo se valora según la Ley 1010 de 2006?',
      options: [
        { id: 'a', text: 'No es acoso: es el ejercicio legítimo de la potestad disciplinaria', correct: true },
        { id: 'b', text: 'Es persecución laboral, porque se repite la llamada de atención', correct: false },
        { id: 'c', text: 'Es maltrato laboral, porque expone al trabajador ante la empresa', correct: false },
        { id: 'd', text: 'Es discriminación laboral, porque se dirige a una sola persona', correct: false },
      ],
      explanation:
        'La Ley 1010 de 2006 (art. 8) excluye del acoso los actos destinados a ejercer la potestad disciplinaria que legalmente corresponde a los superiores, siempre que se hagan con justificación y respeto.',
    },
    {
      topic: CONCEPTO,
      level: 'hard',
      kind: 'single',
      prompt:
        'Según la Ley 1010 de 2006, ¿qué multa puede imponerse a la persona que realiza el acoso laboral y al empleador que lo tolera?',
      options: [
        { id: 'a', text: 'Entre 2 y 10 salarios mínimos legales mensuales', correct: true },
        { id: 'b', text: 'Entre 20 y 50 salarios mínimos legales mensuales', correct: false },
        { id: 'c', text: 'Entre medio y un salario mínimo legal mensual', correct: false },
        { id: 'd', text: 'Entre 100 y 500 salarios mínimos legales mensuales', correct: false },
      ],
      explanation:
        'El artículo 10 de la Ley 1010 de 2006 prevé una multa de entre dos y diez salarios mínimos legales mensuales para quien realiza el acoso y para el empleador que lo tolera.',
    },
    {
      topic: CONCEPTO,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un trabajador enferma como consecuencia de un acoso laboral que su empleador toleró. ¿Qué obligación económica prevé la Ley 1010 de 2006 para ese empleador?',
      options: [
        { id: 'a', text: 'Pagar a la EPS y a la ARL el 10 % del costo del tratamiento', correct: false },
        { id: 'b', text: 'Pagar a la EPS y a la ARL el 25 % del costo del tratamiento', correct: false },
        { id: 'c', text: 'Pagar a la EPS y a la ARL el 50 % del costo del tratamiento', correct: true },
        { id: 'd', text: 'Pagar a la EPS y a la ARL el 75 % del costo del tratamiento', correct: false },
      ],
      explanation:
        'La Ley 1010 de 2006 (art. 10) obliga al empleador que ocasionó o toleró el acoso a pagar a la EPS y a la ARL el cincuenta por ciento del costo del tratamiento de las enfermedades y secuelas que este produjo.',
    },
    {
      topic: CONCEPTO,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un trabajador renuncia porque fue víctima de acoso laboral, y así se demuestra. ¿Cómo trata esa renuncia la Ley 1010 de 2006?',
      options: [
        { id: 'a', text: 'Como una renuncia voluntaria que no genera ningún pago', correct: false },
        { id: 'b', text: 'Como un abandono del cargo que da lugar a una multa', correct: false },
        { id: 'c', text: 'Como una suspensión del contrato hasta que decida un juez', correct: false },
        { id: 'd', text: 'Como una terminación sin justa causa, con la indemnización legal', correct: true },
      ],
      explanation:
        'Según el artículo 10 de la Ley 1010 de 2006, cuando el acoso da lugar a la renuncia del trabajador, esta se trata como terminación del contrato sin justa causa y procede la indemnización del Código Sustantivo del Trabajo.',
    },
    {
      topic: CONCEPTO,
      level: 'hard',
      kind: 'single',
      prompt:
        'Se comprueba que un trabajador acosó de forma grave a un compañero. Según la Ley 1010 de 2006, ¿qué puede hacer el empleador con el contrato del acosador?',
      options: [
        { id: 'a', text: 'Nada, porque solo el comité de convivencia puede sancionarlo', correct: false },
        { id: 'b', text: 'Tomarlo como justa causa para terminarlo o no renovarlo', correct: true },
        { id: 'c', text: 'Reducirle el salario a la mitad mientras dure el proceso', correct: false },
        { id: 'd', text: 'Trasladar a la víctima a otra ciudad sin consultarle', correct: false },
      ],
      explanation:
        'El artículo 10 de la Ley 1010 de 2006 establece que, según la gravedad de los hechos, el acoso ejercido por un compañero o un subalterno es justa causa de terminación o de no renovación del contrato.',
    },
    {
      topic: CONCEPTO,
      level: 'hard',
      kind: 'single',
      prompt: '¿En qué plazo caducan las acciones derivadas del acoso laboral según la Ley 1010 de 2006?',
      options: [
        { id: 'a', text: 'Un mes después de ocurridas las conductas', correct: false },
        { id: 'b', text: 'Dos años después de ocurridas las conductas', correct: false },
        { id: 'c', text: 'Seis meses después de ocurridas las conductas', correct: true },
        { id: 'd', text: 'Cinco años después de ocurridas las conductas', correct: false },
      ],
      explanation:
        'El artículo 18 de la Ley 1010 de 2006 fija la caducidad de las acciones por acoso laboral en seis meses contados desde la fecha en que ocurrieron las conductas.',
    },
    {
      topic: CONCEPTO,
      level: 'hard',
      kind: 'single',
      prompt:
        'Según la Ley 1010 de 2006, ¿qué le puede pasar a quien presenta una queja de acoso que, a juicio del juez o del Ministerio Público, carece de todo fundamento?',
      options: [
        { id: 'a', text: 'Se le puede imponer una multa por queja temeraria', correct: true },
        { id: 'b', text: 'Debe pagar los honorarios de los miembros del comité', correct: false },
        { id: 'c', text: 'Pierde su derecho a las vacaciones de ese año', correct: false },
        { id: 'd', text: 'Queda despedido de forma automática y sin trámite', correct: false },
      ],
      explanation:
        'El artículo 14 de la Ley 1010 de 2006 sanciona con multa la queja temeraria, es decir, la que carece de todo fundamento fáctico o razonable, y también la queja repetida por los mismos hechos.',
    },
    {
      topic: CONCEPTO,
      level: 'hard',
      kind: 'multiple',
      prompt: '¿Cuáles de estas son circunstancias que agravan el acoso laboral según la Ley 1010 de 2006?',
      options: [
        { id: 'a', text: 'La reiteración de la conducta', correct: true },
        { id: 'b', text: 'Haber tenido buena conducta anterior', correct: false },
        { id: 'c', text: 'Aprovechar la posición de poder del cargo', correct: true },
        { id: 'd', text: 'Reparar por iniciativa propia el daño', correct: false },
        { id: 'e', text: 'Causar un daño en la salud de la víctima', correct: true },
      ],
      explanation:
        'El artículo 4 de la Ley 1010 de 2006 agrava la reiteración, la posición predominante del autor y el daño a la salud física o psíquica. La buena conducta anterior y la reparación del daño son atenuantes (art. 3).',
    },
    {
      topic: CONCEPTO,
      level: 'hard',
      kind: 'single',
      prompt: '¿Cuál de estas circunstancias atenúa la conducta de acoso laboral según la Ley 1010 de 2006?',
      options: [
        { id: 'a', text: 'Repetir la conducta durante varios meses', correct: false },
        { id: 'b', text: 'Valerse de un tercero para ejecutarla', correct: false },
        { id: 'c', text: 'Ocultarla para dificultar la defensa de la víctima', correct: false },
        { id: 'd', text: 'Procurar por voluntad propia disminuir sus consecuencias', correct: true },
      ],
      explanation:
        'El artículo 3 de la Ley 1010 de 2006 considera atenuante procurar voluntariamente, después de la conducta, disminuir o anular sus consecuencias. Repetirla, valerse de un tercero u ocultarla son agravantes (art. 4).',
    },
    {
      topic: CONCEPTO,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un empleador sabe que un supervisor humilla de forma reiterada a una trabajadora y, en lugar de detenerlo, lo anima a seguir. ¿Qué calidad tiene el empleador según la Ley 1010 de 2006?',
      options: [
        { id: 'a', text: 'Es un tercero sin ninguna responsabilidad', correct: false },
        { id: 'b', text: 'Es sujeto partícipe, porque promueve o favorece el acoso', correct: true },
        { id: 'c', text: 'Es solo un testigo de los hechos denunciados', correct: false },
        { id: 'd', text: 'Es víctima, porque el conflicto afecta su empresa', correct: false },
      ],
      explanation:
        'El artículo 6 de la Ley 1010 de 2006 llama sujeto partícipe al empleador que promueve, induce o favorece el acoso laboral.',
    },
    {
      topic: CONCEPTO,
      level: 'hard',
      kind: 'single',
      prompt: '¿En cuál de estas relaciones NO se aplica la Ley 1010 de 2006?',
      options: [
        { id: 'a', text: 'Un contrato laboral a término fijo en una empresa privada', correct: false },
        { id: 'b', text: 'Un empleado público vinculado a una alcaldía', correct: false },
        { id: 'c', text: 'Un contrato civil de prestación de servicios sin subordinación', correct: true },
        { id: 'd', text: 'Un contrato laboral a término indefinido en un hospital', correct: false },
      ],
      explanation:
        'El parágrafo del artículo 1 de la Ley 1010 de 2006 excluye las relaciones civiles o comerciales derivadas de contratos de prestación de servicios en los que no hay jerarquía ni subordinación.',
    },
    {
      topic: CONCEPTO,
      level: 'easy',
      kind: 'single',
      prompt:
        'Una jefa revisa el trabajo de su equipo y señala con respeto, en privado, los errores del informe de un analista. ¿Cómo se califica esta conducta?',
      options: [
        { id: 'a', text: 'Como maltrato laboral', correct: false },
        { id: 'b', text: 'Como persecución laboral', correct: false },
        { id: 'c', text: 'Como entorpecimiento laboral', correct: false },
        { id: 'd', text: 'Como retroalimentación legítima', correct: true },
      ],
      explanation:
        'Señalar errores con respeto y en privado es parte de la función de un líder y no constituye acoso (Ley 1010 de 2006); al contrario, es una buena práctica de convivencia.',
    },
    {
      topic: CONCEPTO,
      level: 'easy',
      kind: 'single',
      prompt:
        'Un compañero ridiculiza todos los días, frente a los demás, la manera de hablar de otro trabajador. ¿Puede ser acoso laboral?',
      options: [
        { id: 'a', text: 'Sí, es una conducta repetida que ataca la dignidad', correct: true },
        { id: 'b', text: 'No, porque se trata de bromas entre compañeros', correct: false },
        { id: 'c', text: 'No, porque quien se burla no es el jefe del afectado', correct: false },
        { id: 'd', text: 'Solo si el afectado renuncia por esa causa', correct: false },
      ],
      explanation:
        'La burla reiterada en público lesiona la dignidad y puede constituir maltrato laboral, sin importar que provenga de un compañero (Ley 1010 de 2006).',
    },
    {
      topic: CONCEPTO,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Exigir a un trabajador que cumpla el horario pactado en su contrato constituye acoso laboral.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Pedir que se cumplan las obligaciones del contrato y del reglamento de trabajo no es acoso (Ley 1010 de 2006, art. 8), siempre que se haga con respeto y sin discriminación.',
    },
    {
      topic: CONCEPTO,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Según la Ley 1010 de 2006, las burlas hechas en público sobre la apariencia física o la forma de vestir de un trabajador pueden constituir acoso laboral.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El artículo 7 de la Ley 1010 de 2006 incluye, entre las conductas de acoso, las burlas sobre la apariencia física o la forma de vestir formuladas en público.',
    },
    {
      topic: CONCEPTO,
      level: 'medium',
      kind: 'multiple',
      prompt:
        '¿Cuáles de estas conductas, si se repiten en público, hacen presumir acoso laboral según la Ley 1010 de 2006?',
      options: [
        { id: 'a', text: 'Amenazar sin justificación con el despido frente al equipo', correct: true },
        { id: 'b', text: 'Reconocer en una reunión el logro de un trabajador', correct: false },
        { id: 'c', text: 'Aludir en público a hechos de la intimidad de alguien', correct: true },
        { id: 'd', text: 'Pedir el informe mensual en la fecha acordada', correct: false },
        { id: 'e', text: 'Descalificar con humillaciones sus propuestas de trabajo', correct: true },
      ],
      explanation:
        'El artículo 7 de la Ley 1010 de 2006 menciona las amenazas injustificadas de despido, la alusión pública a la intimidad y la descalificación humillante de propuestas frente a los compañeros. Reconocer logros o pedir un informe a tiempo no son acoso.',
    },
    {
      topic: CONCEPTO,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un jefe niega sin justificación, una y otra vez, las vacaciones a un trabajador que cumple las condiciones legales para tomarlas, mientras se las concede a los demás. ¿Qué dice la Ley 1010 de 2006?',
      options: [
        { id: 'a', text: 'Es una facultad libre del jefe que no admite reclamo', correct: false },
        { id: 'b', text: 'Solo es acoso si el trabajador se queja ante la ARL', correct: false },
        { id: 'c', text: 'Esa negativa injustificada puede constituir acoso laboral', correct: true },
        { id: 'd', text: 'Es un conflicto ordinario que no requiere ninguna atención', correct: false },
      ],
      explanation:
        'La Ley 1010 de 2006 (art. 7) incluye entre las conductas de acoso la negativa claramente injustificada a otorgar permisos, licencias o vacaciones cuando se cumplen las condiciones para pedirlos.',
    },
    {
      topic: CONCEPTO,
      level: 'medium',
      kind: 'single',
      prompt:
        'A un trabajador lo excluyen a propósito de las reuniones, los chats y las actividades del área, y nadie le dirige la palabra. ¿Qué conducta de la Ley 1010 de 2006 describe esta situación?',
      options: [
        { id: 'a', text: 'El ejercicio de la potestad disciplinaria', correct: false },
        { id: 'b', text: 'La imposición de un aislamiento social', correct: true },
        { id: 'c', text: 'Una exigencia razonable de lealtad empresarial', correct: false },
        { id: 'd', text: 'Una evaluación del desempeño con indicadores', correct: false },
      ],
      explanation:
        'El artículo 7 de la Ley 1010 de 2006 menciona el sometimiento a una situación de aislamiento social entre las conductas que pueden constituir acoso laboral.',
    },
    {
      topic: CONCEPTO,
      level: 'medium',
      kind: 'single',
      prompt: '¿Por qué es importante saber distinguir el acoso laboral de un conflicto ordinario?',
      options: [
        { id: 'a', text: 'Para que los desacuerdos nunca lleguen al conocimiento del jefe', correct: false },
        { id: 'b', text: 'Para que el comité atienda solo los casos en que participa un jefe', correct: false },
        { id: 'c', text: 'Para sancionar a quien plantea desacuerdos en las reuniones', correct: false },
        { id: 'd', text: 'Para no minimizar el acoso real ni llamar acoso a cualquier diferencia', correct: true },
      ],
      explanation:
        'Distinguir ambas situaciones evita restar importancia a un acoso real y, a la vez, evita tratar como acoso los desacuerdos normales que se resuelven con diálogo.',
    },
    {
      topic: CONCEPTO,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál de estas situaciones describe mejor un patrón de acoso laboral?',
      options: [
        {
          id: 'a',
          text: 'Una jefa que, durante meses, humilla a la misma trabajadora frente al equipo',
          correct: true,
        },
        { id: 'b', text: 'Dos compañeros que discrepan una vez sobre la forma de hacer una tarea', correct: false },
        { id: 'c', text: 'Un supervisor que exige a todo el equipo usar el arnés en las alturas', correct: false },
        { id: 'd', text: 'Un gerente que fija las mismas metas de ventas para todos los asesores', correct: false },
      ],
      explanation:
        'La humillación repetida contra una misma persona es persistente y puede demostrarse con testigos: reúne los rasgos del acoso (Ley 1010 de 2006). Las demás son un desacuerdo aislado o exigencias legítimas.',
    },
    {
      topic: CONCEPTO,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Según la Ley 1010 de 2006, las exigencias razonables de fidelidad laboral o de lealtad hacia la empresa no constituyen acoso laboral.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El artículo 8 de la Ley 1010 de 2006 excluye del acoso la formulación de exigencias razonables de fidelidad laboral o lealtad empresarial e institucional.',
    },
    {
      topic: CONCEPTO,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Según la Ley 1010 de 2006, el empleador que tolera el acoso laboral no recibe sanción alguna, porque esta recae únicamente en quien lo comete.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'El artículo 10 de la Ley 1010 de 2006 prevé multa para la persona que realiza el acoso y también para el empleador que lo tolera, además de otras consecuencias.',
    },
    {
      topic: CONCEPTO,
      level: 'easy',
      kind: 'single',
      prompt: '¿En qué año se expidió la Ley 1010, la ley colombiana sobre acoso laboral?',
      options: [
        { id: 'a', text: 'En 1994', correct: false },
        { id: 'b', text: 'En 2012', correct: false },
        { id: 'c', text: 'En 2006', correct: true },
        { id: 'd', text: 'En 2019', correct: false },
      ],
      explanation:
        'La ley sobre acoso laboral es la Ley 1010 de 2006, que define, previene, corrige y sanciona estas conductas en las relaciones de trabajo.',
    },
    {
      topic: CONCEPTO,
      level: 'hard',
      kind: 'single',
      prompt:
        '¿Cómo se valoran las conductas hostiles que no aparecen en la lista del artículo 7 de la Ley 1010 de 2006?',
      options: [
        { id: 'a', text: 'Se descartan, porque solo cuentan las conductas de la lista', correct: false },
        { id: 'b', text: 'La autoridad competente las valora según el caso y su gravedad', correct: true },
        { id: 'c', text: 'Cuentan si el COPASST las aprueba como acoso', correct: false },
        { id: 'd', text: 'Se presumen acoso sin necesidad de analizar el caso', correct: false },
      ],
      explanation:
        'La lista del artículo 7 de la Ley 1010 de 2006 no es cerrada: en los demás casos, la autoridad competente valora las circunstancias y la gravedad de las conductas denunciadas.',
    },
    {
      topic: CONCEPTO,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un trabajador conserva un chat grupal en el que su jefe lo insulta en varias ocasiones distintas. ¿Qué rasgos de la definición legal de acoso puede sustentar el trabajador con ese chat?',
      options: [
        { id: 'a', text: 'Que la conducta sea esporádica y privada', correct: false },
        { id: 'b', text: 'Que la conducta sea justificada y objetiva', correct: false },
        { id: 'c', text: 'Que la conducta sea conciliable y reservada', correct: false },
        { id: 'd', text: 'Que la conducta sea persistente y demostrable', correct: true },
      ],
      explanation:
        'Los mensajes repetidos muestran que la conducta se repite (persistente) y sirven como prueba (demostrable), los dos rasgos que destaca la Ley 1010 de 2006.',
    },
    {
      topic: CONCEPTO,
      level: 'hard',
      kind: 'single',
      prompt: 'Según la Ley 1010 de 2006, ¿cuál de estos grupos puede ser víctima (sujeto pasivo) de acoso laboral?',
      options: [
        { id: 'a', text: 'Los clientes que visitan las instalaciones de la empresa', correct: false },
        { id: 'b', text: 'Los proveedores externos que entregan mercancía', correct: false },
        { id: 'c', text: 'Los servidores públicos que trabajan en una entidad estatal', correct: true },
        { id: 'd', text: 'Los contratistas civiles que trabajan sin subordinación', correct: false },
      ],
      explanation:
        'El artículo 6 de la Ley 1010 de 2006 incluye como sujetos pasivos a los trabajadores del sector privado, a los servidores públicos y a los jefes inmediatos acosados por subalternos. Los contratos civiles sin subordinación están excluidos (art. 1).',
    },

    // Modalidades de acoso (ampliación)
    {
      topic: MODALIDADES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuántas modalidades de acoso laboral describe la Ley 1010 de 2006?',
      options: [
        { id: 'a', text: 'Cuatro', correct: false },
        { id: 'b', text: 'Cinco', correct: false },
        { id: 'c', text: 'Seis', correct: true },
        { id: 'd', text: 'Ocho', correct: false },
      ],
      explanation:
        'La Ley 1010 de 2006 describe seis modalidades: maltrato, persecución, discriminación, entorpecimiento, inequidad y desprotección laboral.',
    },
    {
      topic: MODALIDADES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué modalidad de acoso consiste en agredir a la persona o atacar su dignidad o su intimidad?',
      options: [
        { id: 'a', text: 'Maltrato laboral', correct: true },
        { id: 'b', text: 'Inequidad laboral', correct: false },
        { id: 'c', text: 'Entorpecimiento laboral', correct: false },
        { id: 'd', text: 'Desprotección laboral', correct: false },
      ],
      explanation:
        'El maltrato laboral comprende la violencia contra la integridad física o moral y las expresiones o comportamientos que lesionan la dignidad, la intimidad o el buen nombre (Ley 1010 de 2006).',
    },
    {
      topic: MODALIDADES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué modalidad de acoso consiste en encargar a una persona tareas que la humillan o la rebajan?',
      options: [
        { id: 'a', text: 'Persecución laboral', correct: false },
        { id: 'b', text: 'Desprotección laboral', correct: false },
        { id: 'c', text: 'Discriminación laboral', correct: false },
        { id: 'd', text: 'Inequidad laboral', correct: true },
      ],
      explanation:
        'La inequidad laboral es la asignación de funciones a menosprecio del trabajador (Ley 1010 de 2006).',
    },
    {
      topic: MODALIDADES,
      level: 'easy',
      kind: 'single',
      prompt:
        '¿Qué modalidad de acoso consiste en poner trabas para que la persona no pueda hacer su trabajo o le cueste más hacerlo?',
      options: [
        { id: 'a', text: 'Inequidad laboral', correct: false },
        { id: 'b', text: 'Entorpecimiento laboral', correct: true },
        { id: 'c', text: 'Maltrato laboral', correct: false },
        { id: 'd', text: 'Discriminación laboral', correct: false },
      ],
      explanation:
        'El entorpecimiento laboral es toda acción que obstaculiza la labor, la hace más gravosa o la retrasa en perjuicio del trabajador (Ley 1010 de 2006).',
    },
    {
      topic: MODALIDADES,
      level: 'easy',
      kind: 'single',
      prompt:
        '¿Qué modalidad de acoso consiste en ordenar tareas que ponen en peligro a la persona sin las protecciones mínimas de seguridad?',
      options: [
        { id: 'a', text: 'Persecución laboral', correct: false },
        { id: 'b', text: 'Inequidad laboral', correct: false },
        { id: 'c', text: 'Desprotección laboral', correct: true },
        { id: 'd', text: 'Entorpecimiento laboral', correct: false },
      ],
      explanation:
        'La desprotección laboral es la conducta que pone en riesgo la integridad y la seguridad del trabajador mediante órdenes o funciones sin los requisitos mínimos de protección (Ley 1010 de 2006).',
    },
    {
      topic: MODALIDADES,
      level: 'easy',
      kind: 'single',
      prompt:
        '¿Qué modalidad de acoso consiste en tratar peor a alguien por su raza, su género, su origen, su religión o su opinión política?',
      options: [
        { id: 'a', text: 'Discriminación laboral', correct: true },
        { id: 'b', text: 'Entorpecimiento laboral', correct: false },
        { id: 'c', text: 'Desprotección laboral', correct: false },
        { id: 'd', text: 'Inequidad laboral', correct: false },
      ],
      explanation:
        'La discriminación laboral es el trato diferenciado por razones como la raza, el género, el origen familiar o nacional, el credo religioso o la preferencia política (Ley 1010 de 2006).',
    },
    {
      topic: MODALIDADES,
      level: 'easy',
      kind: 'single',
      prompt:
        '¿Qué modalidad de acoso busca, mediante hostigamiento repetido y sin razón válida, que la persona termine renunciando?',
      options: [
        { id: 'a', text: 'Inequidad laboral', correct: false },
        { id: 'b', text: 'Desprotección laboral', correct: false },
        { id: 'c', text: 'Entorpecimiento laboral', correct: false },
        { id: 'd', text: 'Persecución laboral', correct: true },
      ],
      explanation:
        'La persecución laboral se caracteriza por conductas reiteradas o claramente arbitrarias que dejan ver el propósito de inducir la renuncia del trabajador (Ley 1010 de 2006).',
    },
    {
      topic: MODALIDADES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un analista borra a propósito los archivos que su compañera necesita para entregar el cierre contable del mes. ¿Qué modalidad de acoso puede configurarse?',
      options: [
        { id: 'a', text: 'Inequidad laboral', correct: false },
        { id: 'b', text: 'Entorpecimiento laboral', correct: true },
        { id: 'c', text: 'Desprotección laboral', correct: false },
        { id: 'd', text: 'Discriminación laboral', correct: false },
      ],
      explanation:
        'La Ley 1010 de 2006 menciona como entorpecimiento la destrucción o pérdida de información necesaria para la labor, porque obstaculiza o retrasa el trabajo.',
    },
    {
      topic: MODALIDADES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una coordinadora oculta de forma sistemática los correos de los clientes dirigidos a un asesor, que después queda mal por no responderlos. ¿Qué modalidad es?',
      options: [
        { id: 'a', text: 'Desprotección laboral', correct: false },
        { id: 'b', text: 'Inequidad laboral', correct: false },
        { id: 'c', text: 'Discriminación laboral', correct: false },
        { id: 'd', text: 'Entorpecimiento laboral', correct: true },
      ],
      explanation:
        'El ocultamiento de correspondencia o de mensajes electrónicos es uno de los ejemplos de entorpecimiento laboral que da la Ley 1010 de 2006.',
    },
    {
      topic: MODALIDADES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un supervisor ordena a un electricista intervenir un tablero energizado sin elementos de protección ni permiso de trabajo. ¿Qué modalidad de acoso puede configurarse?',
      options: [
        { id: 'a', text: 'Desprotección laboral', correct: true },
        { id: 'b', text: 'Inequidad laboral', correct: false },
        { id: 'c', text: 'Entorpecimiento laboral', correct: false },
        { id: 'd', text: 'Discriminación laboral', correct: false },
      ],
      explanation:
        'Dar órdenes que ponen en riesgo la integridad del trabajador sin los requisitos mínimos de protección y seguridad es desprotección laboral (Ley 1010 de 2006).',
    },
    {
      topic: MODALIDADES,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Cambiar a un trabajador de labor por una necesidad técnica real y objetiva de la empresa constituye, por sí solo, inequidad laboral.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'La Ley 1010 de 2006 (art. 7) reprocha el cambio brusco de lugar o de labor sin fundamento objetivo en las necesidades técnicas de la empresa. Si existe esa necesidad y se trata con respeto, no hay acoso.',
    },
    {
      topic: MODALIDADES,
      level: 'hard',
      kind: 'single',
      prompt: '¿Qué medios menciona la Ley 1010 de 2006 como propios de la persecución laboral?',
      options: [
        { id: 'a', text: 'La capacitación obligatoria y las evaluaciones periódicas', correct: false },
        { id: 'b', text: 'La descalificación, la carga excesiva y los cambios de horario', correct: true },
        { id: 'c', text: 'Los ascensos por mérito y las bonificaciones por cumplir metas', correct: false },
        { id: 'd', text: 'El uso de uniforme, el carné y el registro de la hora de llegada', correct: false },
      ],
      explanation:
        'La Ley 1010 de 2006 describe la persecución como conductas reiteradas o arbitrarias, como la descalificación, la carga excesiva de trabajo y los cambios permanentes de horario, que buscan inducir la renuncia.',
    },
    {
      topic: MODALIDADES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un jefe descalifica a un trabajador en cada reunión, le cambia el horario cada semana y le asigna una carga que no da a nadie más. ¿Qué permite calificarlo como persecución laboral?',
      options: [
        { id: 'a', text: 'Que el trabajador lleve poco tiempo en la empresa', correct: false },
        { id: 'b', text: 'Que el jefe le comunique los cambios por escrito', correct: false },
        { id: 'c', text: 'Que la reiteración y la arbitrariedad apuntan a su renuncia', correct: true },
        { id: 'd', text: 'Que el área tenga metas exigentes durante la temporada', correct: false },
      ],
      explanation:
        'Según la Ley 1010 de 2006, lo que define la persecución es la reiteración o la evidente arbitrariedad de las conductas, que permiten inferir el propósito de que la persona renuncie.',
    },
    {
      topic: MODALIDADES,
      level: 'medium',
      kind: 'single',
      prompt:
        'A un trabajador que cumple todos los requisitos se le niega un ascenso porque su jefe rechaza la religión que profesa. ¿Qué modalidad se configura?',
      options: [
        { id: 'a', text: 'Inequidad laboral', correct: false },
        { id: 'b', text: 'Entorpecimiento laboral', correct: false },
        { id: 'c', text: 'Desprotección laboral', correct: false },
        { id: 'd', text: 'Discriminación laboral', correct: true },
      ],
      explanation:
        'Tratar de forma diferente a alguien por su credo religioso es discriminación laboral según la Ley 1010 de 2006.',
    },
    {
      topic: MODALIDADES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un supervisor excluye de los incentivos del área solo a los trabajadores que expresan una preferencia política distinta a la suya. ¿Qué modalidad es?',
      options: [
        { id: 'a', text: 'Discriminación laboral', correct: true },
        { id: 'b', text: 'Desprotección laboral', correct: false },
        { id: 'c', text: 'Entorpecimiento laboral', correct: false },
        { id: 'd', text: 'Inequidad laboral', correct: false },
      ],
      explanation:
        'La Ley 1010 de 2006 incluye la preferencia política entre los motivos de trato diferenciado que configuran discriminación laboral.',
    },
    {
      topic: MODALIDADES,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Según la Ley 1010 de 2006, también es discriminación laboral el trato diferenciado que carece de toda razonabilidad desde el punto de vista laboral, aunque no se base en la raza o el género.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La definición de la Ley 1010 de 2006 menciona motivos como raza, género, origen, credo o preferencia política, y añade el trato diferenciado que carezca de toda razonabilidad laboral.',
    },
    {
      topic: MODALIDADES,
      level: 'easy',
      kind: 'single',
      prompt:
        'Durante una discusión, un jefe lanza una carpeta contra un trabajador y lo empuja. ¿Qué modalidad de acoso puede configurarse?',
      options: [
        { id: 'a', text: 'Inequidad laboral', correct: false },
        { id: 'b', text: 'Maltrato laboral', correct: true },
        { id: 'c', text: 'Entorpecimiento laboral', correct: false },
        { id: 'd', text: 'Desprotección laboral', correct: false },
      ],
      explanation:
        'Todo acto de violencia contra la integridad física del trabajador es maltrato laboral (Ley 1010 de 2006); la agresión física está además entre las conductas del artículo 7.',
    },
    {
      topic: MODALIDADES,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Según la Ley 1010 de 2006, el maltrato laboral incluye los actos de violencia contra la libertad sexual de quien trabaja.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La Ley 1010 de 2006 define el maltrato laboral como todo acto de violencia contra la integridad física o moral, la libertad física o sexual y los bienes del trabajador, entre otras conductas.',
    },
    {
      topic: MODALIDADES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un compañero difunde rumores falsos y expresiones ofensivas que dañan el buen nombre de una trabajadora en toda la empresa. ¿Qué modalidad puede configurarse?',
      options: [
        { id: 'a', text: 'Desprotección laboral', correct: false },
        { id: 'b', text: 'Inequidad laboral', correct: false },
        { id: 'c', text: 'Maltrato laboral', correct: true },
        { id: 'd', text: 'Entorpecimiento laboral', correct: false },
      ],
      explanation:
        'Las expresiones injuriosas o ultrajantes que lesionan la integridad moral, la intimidad o el buen nombre son maltrato laboral según la Ley 1010 de 2006.',
    },
    {
      topic: MODALIDADES,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estas acciones son ejemplos de entorpecimiento laboral?',
      options: [
        { id: 'a', text: 'Ocultar los documentos que alguien necesita', correct: true },
        { id: 'b', text: 'Dañar a propósito la herramienta de un compañero', correct: true },
        { id: 'c', text: 'Asignar tareas humillantes como castigo', correct: false },
        { id: 'd', text: 'Destruir la información necesaria para la labor', correct: true },
        { id: 'e', text: 'Insultar al trabajador frente al equipo', correct: false },
      ],
      explanation:
        'Ocultar, inutilizar o destruir documentos, instrumentos o información son ejemplos de entorpecimiento (Ley 1010 de 2006). Las tareas humillantes son inequidad y los insultos, maltrato.',
    },
    {
      topic: MODALIDADES,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estas órdenes pueden constituir desprotección laboral?',
      options: [
        { id: 'a', text: 'Trabajar en altura sin sistema contra caídas', correct: true },
        { id: 'b', text: 'Soldar sin careta ni guantes de protección', correct: true },
        { id: 'c', text: 'Negar un ascenso por el origen del trabajador', correct: false },
        { id: 'd', text: 'Esconder el manual que el operario necesita', correct: false },
        { id: 'e', text: 'Entrar a un tanque sin medir antes la atmósfera', correct: true },
      ],
      explanation:
        'Ordenar tareas peligrosas sin las medidas mínimas de protección es desprotección laboral (Ley 1010 de 2006). Negar un ascenso por el origen es discriminación y esconder el manual, entorpecimiento.',
    },
    {
      topic: MODALIDADES,
      level: 'hard',
      kind: 'single',
      prompt: '¿Cuál de estas parejas de modalidad y ejemplo es correcta?',
      options: [
        { id: 'a', text: 'Inequidad: ocultar las herramientas de un compañero', correct: false },
        { id: 'b', text: 'Entorpecimiento: poner a un ingeniero a barrer como castigo', correct: false },
        { id: 'c', text: 'Discriminación: exigir el uso del casco a todo el personal', correct: false },
        { id: 'd', text: 'Desprotección: ordenar trabajar en altura sin protección', correct: true },
      ],
      explanation:
        'Ordenar trabajo en altura sin protección contra caídas es desprotección (Ley 1010 de 2006). Ocultar herramientas es entorpecimiento, poner a barrer como castigo es inequidad y exigir el casco no es acoso.',
    },
    {
      topic: MODALIDADES,
      level: 'hard',
      kind: 'single',
      prompt: '¿Cuál de estas parejas de modalidad y ejemplo está bien formada?',
      options: [
        {
          id: 'a',
          text: 'Persecución: cambios de turno injustificados a una sola persona para que renuncie',
          correct: true,
        },
        {
          id: 'b',
          text: 'Desprotección: negar una capacitación a una trabajadora por estar embarazada',
          correct: false,
        },
        {
          id: 'c',
          text: 'Maltrato: llamar la atención por escrito a quien no usa el casco en la obra',
          correct: false,
        },
        {
          id: 'd',
          text: 'Inequidad: evaluar el desempeño de todo el equipo con indicadores objetivos',
          correct: false,
        },
      ],
      explanation:
        'Los cambios de turno sin justificación dirigidos a una persona para que renuncie son persecución (Ley 1010 de 2006). Negar la capacitación por embarazo es discriminación, y exigir el casco o evaluar con criterios objetivos no es acoso.',
    },
    {
      topic: MODALIDADES,
      level: 'medium',
      kind: 'single',
      prompt:
        'A una trabajadora de 58 años la excluyen de todas las capacitaciones del área solo por su edad. ¿Qué modalidad de acoso puede configurarse?',
      options: [
        { id: 'a', text: 'Desprotección laboral', correct: false },
        { id: 'b', text: 'Discriminación laboral', correct: true },
        { id: 'c', text: 'Inequidad laboral', correct: false },
        { id: 'd', text: 'Entorpecimiento laboral', correct: false },
      ],
      explanation:
        'Tratar peor a una persona por una condición personal como la edad, sin ninguna razón laboral que lo justifique, es discriminación laboral (Ley 1010 de 2006).',
    },
    {
      topic: MODALIDADES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un jefe niega una y otra vez a un técnico los repuestos y los planos indispensables para reparar un equipo, y luego lo reprende por no terminar. ¿Qué modalidad es?',
      options: [
        { id: 'a', text: 'Inequidad laboral', correct: false },
        { id: 'b', text: 'Discriminación laboral', correct: false },
        { id: 'c', text: 'Entorpecimiento laboral', correct: true },
        { id: 'd', text: 'Desprotección laboral', correct: false },
      ],
      explanation:
        'Privar al trabajador de los insumos o documentos que necesita obstaculiza su labor: es entorpecimiento laboral (Ley 1010 de 2006), y la negativa a suministrar materiales indispensables figura en su artículo 7.',
    },
    {
      topic: MODALIDADES,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'Las modalidades de acoso que describe la Ley 1010 de 2006 son maltrato, persecución, discriminación, entorpecimiento, inequidad y desprotección laboral.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation: 'Esas son las seis modalidades de acoso laboral que describe el artículo 2 de la Ley 1010 de 2006.',
    },
    {
      topic: MODALIDADES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál de estas NO es una modalidad de acoso laboral de la Ley 1010 de 2006?',
      options: [
        { id: 'a', text: 'Entorpecimiento laboral', correct: false },
        { id: 'b', text: 'Desprotección laboral', correct: false },
        { id: 'c', text: 'Inequidad laboral', correct: false },
        { id: 'd', text: 'Supervisión laboral', correct: true },
      ],
      explanation:
        'La supervisión del trabajo es una función legítima. Las seis modalidades son maltrato, persecución, discriminación, entorpecimiento, inequidad y desprotección (Ley 1010 de 2006).',
    },
    {
      topic: MODALIDADES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un jefe conoce la restricción médica de una operaria para levantar peso y aun así le ordena cargar bultos de 50 kg sin ayudas mecánicas. ¿Qué modalidad de acoso puede configurarse?',
      options: [
        { id: 'a', text: 'Desprotección laboral', correct: true },
        { id: 'b', text: 'Inequidad laboral', correct: false },
        { id: 'c', text: 'Entorpecimiento laboral', correct: false },
        { id: 'd', text: 'Discriminación laboral', correct: false },
      ],
      explanation:
        'La orden expone a la operaria a un daño previsible sin las medidas mínimas de protección, lo que corresponde a la desprotección laboral (Ley 1010 de 2006).',
    },
    {
      topic: MODALIDADES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Después de declarar como testigo a favor de un compañero, a un conductor le asignan siempre los peores horarios, le cambian el turno sin aviso y su jefe lo descalifica a diario para que se vaya. ¿Qué modalidad es?',
      options: [
        { id: 'a', text: 'Desprotección laboral', correct: false },
        { id: 'b', text: 'Discriminación laboral', correct: false },
        { id: 'c', text: 'Inequidad laboral', correct: false },
        { id: 'd', text: 'Persecución laboral', correct: true },
      ],
      explanation:
        'Las conductas reiteradas y arbitrarias que buscan la renuncia, como la descalificación y los cambios de horario, son persecución laboral (Ley 1010 de 2006). Además, la ley protege a los testigos contra represalias.',
    },
    {
      topic: MODALIDADES,
      level: 'hard',
      kind: 'single',
      prompt: '¿En qué se diferencia la persecución laboral del maltrato laboral?',
      options: [
        {
          id: 'a',
          text: 'La persecución la ejerce un jefe; el maltrato lo ejerce un compañero de trabajo',
          correct: false,
        },
        {
          id: 'b',
          text: 'La persecución busca la renuncia; el maltrato ataca la integridad o la dignidad',
          correct: true,
        },
        {
          id: 'c',
          text: 'La persecución ocurre en el sector público; el maltrato ocurre en el sector privado',
          correct: false,
        },
        {
          id: 'd',
          text: 'La persecución es física; el maltrato se limita a palabras ofensivas',
          correct: false,
        },
      ],
      explanation:
        'Según la Ley 1010 de 2006, la persecución se define por la reiteración o arbitrariedad orientada a inducir la renuncia, y el maltrato, por la violencia o el ataque a la integridad, la dignidad, la intimidad o el buen nombre.',
    },
    {
      topic: MODALIDADES,
      level: 'hard',
      kind: 'single',
      prompt: '¿En qué se diferencia la inequidad laboral del entorpecimiento laboral?',
      options: [
        {
          id: 'a',
          text: 'La inequidad obstaculiza la labor; el entorpecimiento asigna funciones que humillan',
          correct: false,
        },
        {
          id: 'b',
          text: 'La inequidad exige un daño físico; el entorpecimiento exige un daño económico',
          correct: false,
        },
        {
          id: 'c',
          text: 'La inequidad asigna funciones que menosprecian; el entorpecimiento obstaculiza la labor',
          correct: true,
        },
        {
          id: 'd',
          text: 'La inequidad se da por escrito; el entorpecimiento se da de palabra',
          correct: false,
        },
      ],
      explanation:
        'La Ley 1010 de 2006 define la inequidad como la asignación de funciones a menosprecio del trabajador, y el entorpecimiento como la acción que obstaculiza, retrasa o hace más gravosa la labor.',
    },
    {
      topic: MODALIDADES,
      level: 'easy',
      kind: 'single',
      prompt:
        'Una vendedora desconecta a propósito, todos los días, el computador de su compañera para que no alcance a registrar sus ventas. ¿Qué modalidad de acoso es?',
      options: [
        { id: 'a', text: 'Entorpecimiento laboral', correct: true },
        { id: 'b', text: 'Desprotección laboral', correct: false },
        { id: 'c', text: 'Discriminación laboral', correct: false },
        { id: 'd', text: 'Inequidad laboral', correct: false },
      ],
      explanation:
        'Inutilizar los instrumentos de trabajo de otra persona para impedir o retrasar su labor es entorpecimiento laboral (Ley 1010 de 2006).',
    },
    {
      topic: MODALIDADES,
      level: 'easy',
      kind: 'single',
      prompt:
        'Un jefe envía al chat del equipo, cada semana, audios con insultos y palabras soeces dirigidos a una asesora. ¿Qué modalidad puede configurarse?',
      options: [
        { id: 'a', text: 'Inequidad laboral', correct: false },
        { id: 'b', text: 'Desprotección laboral', correct: false },
        { id: 'c', text: 'Maltrato laboral', correct: true },
        { id: 'd', text: 'Entorpecimiento laboral', correct: false },
      ],
      explanation:
        'Las expresiones injuriosas o ultrajantes contra una persona, también por medios digitales, son maltrato laboral (Ley 1010 de 2006).',
    },
    {
      topic: MODALIDADES,
      level: 'hard',
      kind: 'true_false',
      prompt: 'Para que exista desprotección laboral es necesario que el trabajador llegue a sufrir un accidente.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'La Ley 1010 de 2006 define la desprotección como la conducta tendiente a poner en riesgo la integridad del trabajador con órdenes sin las protecciones mínimas; basta la exposición al riesgo, no se exige el accidente.',
    },
    {
      topic: MODALIDADES,
      level: 'easy',
      kind: 'true_false',
      prompt: 'La inequidad laboral consiste en asignar a un trabajador funciones que lo menosprecian.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Así define la Ley 1010 de 2006 la inequidad laboral: la asignación de funciones a menosprecio del trabajador.',
    },
    {
      topic: MODALIDADES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un jefe obliga a un conductor a salir a ruta con un camión cuyos frenos sabe que están fallando. ¿Qué modalidad de acoso puede configurarse?',
      options: [
        { id: 'a', text: 'Inequidad laboral', correct: false },
        { id: 'b', text: 'Discriminación laboral', correct: false },
        { id: 'c', text: 'Entorpecimiento laboral', correct: false },
        { id: 'd', text: 'Desprotección laboral', correct: true },
      ],
      explanation:
        'La orden pone en riesgo la vida del conductor sin las condiciones mínimas de seguridad, lo que corresponde a la desprotección laboral (Ley 1010 de 2006).',
    },
    {
      topic: MODALIDADES,
      level: 'hard',
      kind: 'multiple',
      prompt: '¿Cuáles de estos motivos menciona la Ley 1010 de 2006 al definir la discriminación laboral?',
      options: [
        { id: 'a', text: 'La raza', correct: true },
        { id: 'b', text: 'El credo religioso', correct: true },
        { id: 'c', text: 'El bajo desempeño medido con indicadores', correct: false },
        { id: 'd', text: 'La preferencia política', correct: true },
        { id: 'e', text: 'El incumplimiento reiterado del horario', correct: false },
      ],
      explanation:
        'La Ley 1010 de 2006 menciona la raza, el género, el origen familiar o nacional, el credo religioso, la preferencia política o la situación social. Exigir desempeño o puntualidad con criterios objetivos no es discriminar.',
    },
    {
      topic: MODALIDADES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una gerente se burla una y otra vez del peso de un trabajador delante de clientes y compañeros. ¿Qué modalidad de acoso puede configurarse?',
      options: [
        { id: 'a', text: 'Maltrato laboral', correct: true },
        { id: 'b', text: 'Inequidad laboral', correct: false },
        { id: 'c', text: 'Entorpecimiento laboral', correct: false },
        { id: 'd', text: 'Desprotección laboral', correct: false },
      ],
      explanation:
        'Las burlas públicas sobre la apariencia física menoscaban la autoestima y la dignidad: son maltrato laboral y figuran entre las conductas del artículo 7 de la Ley 1010 de 2006.',
    },
    {
      topic: MODALIDADES,
      level: 'easy',
      kind: 'single',
      prompt:
        'A un trabajador se le niegan los permisos que se conceden a sus compañeros, solo por pertenecer a una comunidad indígena. ¿Qué modalidad es?',
      options: [
        { id: 'a', text: 'Entorpecimiento laboral', correct: false },
        { id: 'b', text: 'Discriminación laboral', correct: true },
        { id: 'c', text: 'Desprotección laboral', correct: false },
        { id: 'd', text: 'Inequidad laboral', correct: false },
      ],
      explanation:
        'El trato diferenciado por razones de raza u origen es discriminación laboral según la Ley 1010 de 2006.',
    },
    {
      topic: MODALIDADES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Sin ninguna necesidad técnica, un jefe pasa a una diseñadora gráfica a ordenar el archivo muerto, solo para rebajarla ante sus compañeros. ¿Qué modalidad es?',
      options: [
        { id: 'a', text: 'Desprotección laboral', correct: false },
        { id: 'b', text: 'Discriminación laboral', correct: false },
        { id: 'c', text: 'Inequidad laboral', correct: true },
        { id: 'd', text: 'Entorpecimiento laboral', correct: false },
      ],
      explanation:
        'Asignar funciones con el fin de menospreciar a la persona es inequidad laboral (Ley 1010 de 2006). Si el cambio respondiera a una necesidad objetiva y se manejara con respeto, no habría acoso.',
    },

    // Prevención y buena convivencia (ampliación)
    {
      topic: PREVENCION,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cómo debe dar un líder las instrucciones a su equipo para prevenir conflictos?',
      options: [
        { id: 'a', text: 'De forma general, para que cada persona las interprete', correct: false },
        { id: 'b', text: 'Con claridad sobre qué se espera, para cuándo y con qué recursos', correct: true },
        { id: 'c', text: 'Solo por el chat del equipo, sin dar espacio para preguntas', correct: false },
        { id: 'd', text: 'A última hora, para que el equipo aprenda a trabajar bajo presión', correct: false },
      ],
      explanation:
        'Las instrucciones claras sobre qué se espera, para cuándo y con qué recursos evitan malentendidos, una fuente frecuente de conflictos en los equipos.',
    },
    {
      topic: PREVENCION,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'Muchos casos de acoso laboral empiezan con pequeñas conductas que nadie corrige, como una burla tolerada o un grito justificado por el estrés.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Las conductas pequeñas que no se corrigen tienden a repetirse y a volverse un patrón; por eso la prevención consiste en actuar temprano.',
    },
    {
      topic: PREVENCION,
      level: 'easy',
      kind: 'single',
      prompt:
        'En una reunión, usted no está de acuerdo con la propuesta de un compañero. ¿Qué es lo más adecuado para la convivencia?',
      options: [
        { id: 'a', text: 'Callar y comentarlo después con otros compañeros', correct: false },
        { id: 'b', text: 'Burlarse de la propuesta para que no sea aprobada', correct: false },
        { id: 'c', text: 'Exponer sus argumentos sin descalificar a la persona', correct: true },
        { id: 'd', text: 'Pedir al jefe que no deje hablar a ese compañero', correct: false },
      ],
      explanation:
        'Expresar el desacuerdo con argumentos y sin descalificar a la otra persona permite discutir las ideas sin dañar la relación de trabajo.',
    },
    {
      topic: PREVENCION,
      level: 'medium',
      kind: 'single',
      prompt: '¿Por qué conviene cuidar especialmente el tono de los mensajes en los chats del trabajo?',
      options: [
        {
          id: 'a',
          text: 'Porque lo escrito se lee sin el tono de voz y se malinterpreta con facilidad',
          correct: true,
        },
        { id: 'b', text: 'Porque los chats del trabajo solo pueden usarse fuera de la jornada', correct: false },
        { id: 'c', text: 'Porque la ley prohíbe usar el chat para temas de trabajo', correct: false },
        { id: 'd', text: 'Porque el jefe debe aprobar cada mensaje antes de enviarlo', correct: false },
      ],
      explanation:
        'Un mensaje escrito llega sin gestos ni tono de voz, por lo que una frase seca o irónica puede leerse como una ofensa y escalar un conflicto.',
    },
    {
      topic: PREVENCION,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un jefe envía mensajes de trabajo a su equipo casi todas las noches a las 11 p. m., sin que exista una urgencia real. ¿Qué práctica de convivencia desatiende?',
      options: [
        { id: 'a', text: 'Corregir en privado y reconocer en público', correct: false },
        { id: 'b', text: 'Repartir el trabajo con criterios conocidos', correct: false },
        { id: 'c', text: 'Escuchar a las partes antes de decidir', correct: false },
        { id: 'd', text: 'Respetar los horarios de descanso del equipo', correct: true },
      ],
      explanation:
        'Respetar el descanso de los compañeros y evitar mensajes laborales fuera de la jornada, salvo necesidad real, es una práctica básica de buena convivencia.',
    },
    {
      topic: PREVENCION,
      level: 'hard',
      kind: 'single',
      prompt:
        '¿Qué ley colombiana regula la desconexión laboral, es decir, el derecho a no ser contactado por temas de trabajo fuera de la jornada?',
      options: [
        { id: 'a', text: 'La Ley 1562 de 2012', correct: false },
        { id: 'b', text: 'La Ley 1581 de 2012', correct: false },
        { id: 'c', text: 'La Ley 2191 de 2022', correct: true },
        { id: 'd', text: 'La Ley 100 de 1993', correct: false },
      ],
      explanation:
        'La Ley 2191 de 2022 regula la desconexión laboral. La Ley 1562 de 2012 trata el Sistema General de Riesgos Laborales, la 1581 de 2012 los datos personales y la 100 de 1993 la seguridad social.',
    },
    {
      topic: PREVENCION,
      level: 'medium',
      kind: 'single',
      prompt:
        'Dos integrantes del equipo llegan a quejarse el uno del otro ante su líder. ¿Qué debe hacer primero el líder?',
      options: [
        { id: 'a', text: 'Dar la razón a quien lleva más tiempo en la empresa', correct: false },
        { id: 'b', text: 'Escuchar a ambas partes antes de tomar una decisión', correct: true },
        { id: 'c', text: 'Sancionar a los dos para que no se repita', correct: false },
        { id: 'd', text: 'Pedirles que lo resuelvan solos y no volver a hablar del tema', correct: false },
      ],
      explanation:
        'Escuchar antes de decidir permite entender el conflicto y actuar con justicia; decidir sin oír a las partes suele agravar la situación.',
    },
    {
      topic: PREVENCION,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'Un aumento de las incapacidades y las ausencias en un área no guarda relación con la convivencia del equipo.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'El aumento de incapacidades, ausencias o solicitudes de traslado es una de las señales de alerta de un problema de convivencia, junto con el aislamiento de una persona y los rumores persistentes.',
    },
    {
      topic: PREVENCION,
      level: 'easy',
      kind: 'single',
      prompt:
        'Varios compañeros comentan a diario el origen y la vida privada de una auxiliar recién llegada. ¿Qué es lo más adecuado que usted puede hacer?',
      options: [
        { id: 'a', text: 'Sumarse a los comentarios para integrarse al grupo', correct: false },
        { id: 'b', text: 'Ignorarlo, porque no es un asunto suyo', correct: false },
        { id: 'c', text: 'Compartir los comentarios en el chat del área', correct: false },
        { id: 'd', text: 'Conversarlo con el líder o con el comité de convivencia', correct: true },
      ],
      explanation:
        'Los comentarios reiterados sobre el origen o la vida privada de alguien son una señal de alerta; conversarlo con el líder o con el comité permite actuar a tiempo.',
    },
    {
      topic: PREVENCION,
      level: 'medium',
      kind: 'single',
      prompt:
        '¿Qué norma obliga a las empresas a identificar, evaluar e intervenir los factores de riesgo psicosocial en el trabajo?',
      options: [
        { id: 'a', text: 'La Resolución 2646 de 2008', correct: true },
        { id: 'b', text: 'La Resolución 2013 de 1986', correct: false },
        { id: 'c', text: 'La Resolución 1401 de 2007', correct: false },
        { id: 'd', text: 'La Resolución 4272 de 2021', correct: false },
      ],
      explanation:
        'La Resolución 2646 de 2008 regula la identificación, evaluación, prevención e intervención de los factores de riesgo psicosocial. La 2013 de 1986 trata el COPASST, la 1401 de 2007 la investigación de accidentes y la 4272 de 2021 el trabajo en alturas.',
    },
    {
      topic: PREVENCION,
      level: 'medium',
      kind: 'single',
      prompt:
        '¿Qué factores de riesgo psicosocial se relacionan de manera más directa con la convivencia en un equipo?',
      options: [
        { id: 'a', text: 'El ruido y la iluminación del puesto de trabajo', correct: false },
        { id: 'b', text: 'La postura y la manipulación manual de cargas', correct: false },
        { id: 'c', text: 'Las relaciones interpersonales y el estilo de liderazgo', correct: true },
        { id: 'd', text: 'La exposición a virus, bacterias y hongos del entorno', correct: false },
      ],
      explanation:
        'Las relaciones interpersonales y el estilo de liderazgo son factores psicosociales que la empresa debe gestionar (Resolución 2646 de 2008). El ruido es un peligro físico, la postura uno biomecánico y los virus uno biológico.',
    },
    {
      topic: PREVENCION,
      level: 'hard',
      kind: 'single',
      prompt:
        'Según la Ley 1010 de 2006, ¿cómo se entiende la omisión del empleador o de los jefes superiores en adoptar medidas preventivas y correctivas frente al acoso laboral?',
      options: [
        { id: 'a', text: 'Como una decisión neutral que no genera consecuencias', correct: false },
        { id: 'b', text: 'Como tolerancia de la situación de acoso laboral', correct: true },
        { id: 'c', text: 'Como una prueba de que el acoso no existió', correct: false },
        { id: 'd', text: 'Como una falta que solo debe juzgar el COPASST', correct: false },
      ],
      explanation:
        'El artículo 9 de la Ley 1010 de 2006 señala que no adoptar medidas preventivas y correctivas se entiende como tolerancia del acoso, y la ley prevé sanciones para el empleador que lo tolera.',
    },
    {
      topic: PREVENCION,
      level: 'hard',
      kind: 'single',
      prompt:
        'La gerencia recibe varias quejas por los gritos de un jefe de ventas, pero decide no hacer nada porque «da buenos resultados». ¿Qué riesgo asume la empresa?',
      options: [
        { id: 'a', text: 'Ninguno, porque los resultados justifican el estilo del jefe', correct: false },
        { id: 'b', text: 'Solo un riesgo de imagen, sin consecuencias legales', correct: false },
        { id: 'c', text: 'Que su omisión se entienda como tolerancia del acoso', correct: true },
        { id: 'd', text: 'Que el COPASST deba despedir al jefe de ventas', correct: false },
      ],
      explanation:
        'Las conductas no corregidas se convierten en patrones, y la omisión del empleador frente al acoso se entiende como tolerancia (Ley 1010 de 2006, art. 9), con las sanciones que la ley prevé.',
    },
    {
      topic: PREVENCION,
      level: 'hard',
      kind: 'single',
      prompt: '¿Cuál de estas es una medida preventiva del acoso laboral que contempla la Resolución 2646 de 2008?',
      options: [
        { id: 'a', text: 'Formular una política de prevención del acoso con compromiso de todos', correct: true },
        { id: 'b', text: 'Grabar todas las conversaciones de los trabajadores en la empresa', correct: false },
        { id: 'c', text: 'Prohibir que los trabajadores se reúnan fuera de la jornada', correct: false },
        { id: 'd', text: 'Trasladar de inmediato a quien presenta una queja de acoso', correct: false },
      ],
      explanation:
        'La Resolución 2646 de 2008 incluye entre las medidas preventivas una política clara para prevenir el acoso, con el compromiso del empleador y de los trabajadores de promover un ambiente de convivencia.',
    },
    {
      topic: PREVENCION,
      level: 'hard',
      kind: 'multiple',
      prompt: '¿Cuáles de estas medidas preventivas del acoso laboral contempla la Resolución 2646 de 2008?',
      options: [
        { id: 'a', text: 'Actividades de sensibilización sobre el acoso', correct: true },
        { id: 'b', text: 'Capacitación en resolución de conflictos', correct: true },
        { id: 'c', text: 'Multas automáticas a quien discuta con un jefe', correct: false },
        { id: 'd', text: 'Códigos o manuales de convivencia', correct: true },
        { id: 'e', text: 'Suspender las reuniones de equipo', correct: false },
      ],
      explanation:
        'La Resolución 2646 de 2008 prevé, entre otras medidas, la sensibilización sobre el acoso y sus consecuencias, la capacitación en resolución de conflictos y la elaboración de códigos o manuales de convivencia.',
    },
    {
      topic: PREVENCION,
      level: 'medium',
      kind: 'single',
      prompt:
        'Durante una reunión con quince personas, una jefa detecta un error grave en el trabajo de un auxiliar. ¿Qué es lo más adecuado?',
      options: [
        { id: 'a', text: 'Señalarlo de inmediato frente a todos para que sirva de ejemplo', correct: false },
        { id: 'b', text: 'No mencionarlo nunca para evitar un conflicto con el auxiliar', correct: false },
        { id: 'c', text: 'Enviar un mensaje al chat del área con el error resaltado', correct: false },
        { id: 'd', text: 'Hablar con él a solas y con respeto después de la reunión', correct: true },
      ],
      explanation:
        'La retroalimentación sobre errores se da en privado y con respeto; exponerlos en público humilla y daña la relación, y no corregirlos tampoco ayuda.',
    },
    {
      topic: PREVENCION,
      level: 'medium',
      kind: 'single',
      prompt:
        'En un servicio de urgencias, varias auxiliares se quejan de que a las mismas personas les asignan siempre los pacientes más complejos. ¿Qué medida preventiva es la más adecuada?',
      options: [
        { id: 'a', text: 'Dar a conocer criterios escritos para repartir los pacientes', correct: true },
        { id: 'b', text: 'Pedir a las auxiliares que dejen de quejarse por el reparto', correct: false },
        { id: 'c', text: 'Asignar los pacientes según la simpatía de la jefa de turno', correct: false },
        { id: 'd', text: 'Cambiar a todas las auxiliares de servicio sin consultarles', correct: false },
      ],
      explanation:
        'Un reparto con criterios conocidos evita la percepción de favoritismo o de castigo, que es una fuente frecuente de conflictos y de quejas por acoso.',
    },
    {
      topic: PREVENCION,
      level: 'easy',
      kind: 'single',
      prompt: 'Usted nota que un compañero es humillado con frecuencia por otro trabajador. ¿Qué puede hacer?',
      options: [
        { id: 'a', text: 'Apoyarlo y orientarlo hacia el comité de convivencia', correct: true },
        { id: 'b', text: 'Mantenerse al margen para no tener problemas', correct: false },
        { id: 'c', text: 'Aconsejarle que acepte la situación en silencio', correct: false },
        { id: 'd', text: 'Reírse también, para no quedar excluido del grupo', correct: false },
      ],
      explanation:
        'Cada trabajador puede apoyar a un compañero maltratado y orientarlo hacia el comité de convivencia; el silencio de los demás ayuda a que la conducta continúe.',
    },
    {
      topic: PREVENCION,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Una buena convivencia laboral significa que en el equipo no existen conflictos de ningún tipo.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'La convivencia no es ausencia de conflicto, sino la capacidad del equipo para resolver sus diferencias con respeto.',
    },
    {
      topic: PREVENCION,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'Atender a tiempo las primeras señales de un problema de convivencia suele bastar para reencauzar la situación.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Actuar temprano, con una conversación o un recordatorio de las normas de respeto, suele evitar que el conflicto escale hasta una queja formal.',
    },
    {
      topic: PREVENCION,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un supervisor grita con frecuencia a su equipo y lo justifica diciendo que está bajo mucha presión por las metas. ¿Cómo debe valorarse esta conducta?',
      options: [
        { id: 'a', text: 'Como algo aceptable mientras duren las metas exigentes del trimestre', correct: false },
        { id: 'b', text: 'Como una conducta inaceptable que puede volverse un patrón', correct: true },
        { id: 'c', text: 'Como un estilo de liderazgo firme que motiva a los equipos', correct: false },
        { id: 'd', text: 'Como un asunto personal del supervisor que la empresa no debe atender', correct: false },
      ],
      explanation:
        'El estrés no justifica los gritos: un grito justificado hoy puede convertirse en un patrón de maltrato. El estilo de liderazgo es además un factor psicosocial que la empresa debe gestionar (Resolución 2646 de 2008).',
    },
    {
      topic: PREVENCION,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué estilo de comunicación favorece la buena convivencia en el trabajo?',
      options: [
        { id: 'a', text: 'El pasivo: callar siempre para evitar discusiones', correct: false },
        { id: 'b', text: 'El agresivo: imponer la propia opinión levantando la voz', correct: false },
        { id: 'c', text: 'El irónico: decir las cosas con sarcasmo para no confrontar', correct: false },
        { id: 'd', text: 'El asertivo: decir lo que se piensa con claridad y respeto', correct: true },
      ],
      explanation:
        'La comunicación asertiva permite expresar opiniones y desacuerdos con claridad sin agredir ni callar, lo que evita que los conflictos se acumulen o escalen.',
    },
    {
      topic: PREVENCION,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué norma básica conviene acordar para el chat de trabajo de un equipo?',
      options: [
        { id: 'a', text: 'Usarlo para temas de trabajo y con un trato respetuoso', correct: true },
        { id: 'b', text: 'Permitir cualquier contenido porque es un espacio informal', correct: false },
        { id: 'c', text: 'Usarlo para corregir los errores de cada persona', correct: false },
        { id: 'd', text: 'Enviar mensajes a cualquier hora del día o de la noche', correct: false },
      ],
      explanation:
        'Acordar que el chat se use para temas de trabajo y con respeto evita burlas, malentendidos y mensajes fuera de la jornada.',
    },
    {
      topic: PREVENCION,
      level: 'easy',
      kind: 'single',
      prompt: 'Un compañero le cuenta un chisme sobre la vida privada de otra trabajadora. ¿Qué es lo más adecuado?',
      options: [
        { id: 'a', text: 'Contárselo a otros para saber si es cierto', correct: false },
        { id: 'b', text: 'No difundirlo y pedir que no se siga comentando', correct: true },
        { id: 'c', text: 'Preguntarle a la trabajadora frente al equipo', correct: false },
        { id: 'd', text: 'Publicarlo en el chat para aclararlo de una vez', correct: false },
      ],
      explanation:
        'Los rumores sobre la vida privada de alguien dañan su dignidad y son una señal de alerta; no difundirlos ayuda a cortar la cadena.',
    },
    {
      topic: PREVENCION,
      level: 'medium',
      kind: 'single',
      prompt:
        '¿Quién tiene la responsabilidad de identificar y gestionar factores de riesgo psicosocial como el estilo de liderazgo y las relaciones en el trabajo?',
      options: [
        { id: 'a', text: 'Cada trabajador, por su propia cuenta', correct: false },
        { id: 'b', text: 'La EPS a la que está afiliado cada trabajador', correct: false },
        { id: 'c', text: 'El empleador, dentro de su gestión de la SST', correct: true },
        { id: 'd', text: 'La Defensoría del Pueblo de cada municipio', correct: false },
      ],
      explanation:
        'La Resolución 2646 de 2008 asigna al empleador la identificación, evaluación e intervención de los factores de riesgo psicosocial, como parte de la gestión de la seguridad y salud en el trabajo.',
    },
    {
      topic: PREVENCION,
      level: 'hard',
      kind: 'single',
      prompt:
        '¿Con qué instrumento evalúan hoy las empresas colombianas los factores de riesgo psicosocial, que incluyen las relaciones y el liderazgo?',
      options: [
        { id: 'a', text: 'Con la matriz de peligros de la GTC 45 únicamente', correct: false },
        { id: 'b', text: 'Con la batería adoptada por la Resolución 2764 de 2022', correct: true },
        { id: 'c', text: 'Con el formato de investigación de la Resolución 1401 de 2007', correct: false },
        { id: 'd', text: 'Con la autoevaluación de la Resolución 0312 de 2019', correct: false },
      ],
      explanation:
        'La Resolución 2764 de 2022 adoptó la batería de instrumentos para evaluar los factores de riesgo psicosocial. La Resolución 1401 de 2007 trata la investigación de accidentes y la 0312 de 2019 los estándares mínimos.',
    },
    {
      topic: PREVENCION,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué conviene incluir en la inducción de los nuevos trabajadores para prevenir el acoso laboral?',
      options: [
        { id: 'a', text: 'Las normas de convivencia y el canal para presentar quejas', correct: true },
        { id: 'b', text: 'La lista de compañeros con quienes conviene no hablar', correct: false },
        { id: 'c', text: 'La advertencia de que las quejas afectan la evaluación', correct: false },
        { id: 'd', text: 'Las bromas habituales del equipo para que no se ofendan', correct: false },
      ],
      explanation:
        'Dar a conocer desde el inicio las normas de convivencia y el canal del comité de convivencia ayuda a prevenir conductas hostiles y a atenderlas a tiempo.',
    },
    {
      topic: PREVENCION,
      level: 'hard',
      kind: 'single',
      prompt:
        'Según la Resolución 2646 de 2008, ¿a quiénes deben dirigirse las actividades de sensibilización sobre el acoso laboral y sus consecuencias?',
      options: [
        { id: 'a', text: 'A los clientes y a los proveedores externos', correct: false },
        { id: 'b', text: 'A la ARL y a la EPS de los trabajadores', correct: false },
        { id: 'c', text: 'A los jueces y a los inspectores de trabajo', correct: false },
        { id: 'd', text: 'Al nivel directivo y a los trabajadores', correct: true },
      ],
      explanation:
        'La Resolución 2646 de 2008 prevé actividades de sensibilización sobre el acoso dirigidas al nivel directivo y a los trabajadores, para que se rechacen estas prácticas y se respalde la dignidad en el trabajo.',
    },
    {
      topic: PREVENCION,
      level: 'medium',
      kind: 'single',
      prompt:
        'A un trabajador le molesta que un compañero lo interrumpa en todas las reuniones. ¿Cuál de estas frases expresa mejor su reclamo?',
      options: [
        { id: 'a', text: '"Usted no deja hablar a nadie, como siempre"', correct: false },
        { id: 'b', text: '"Con usted es imposible trabajar en equipo"', correct: false },
        { id: 'c', text: '"Me cuesta terminar mis ideas cuando me interrumpen"', correct: true },
        { id: 'd', text: '"Todos estamos cansados de sus interrupciones"', correct: false },
      ],
      explanation:
        'Un mensaje en primera persona describe cómo afecta la conducta a quien habla, sin acusar ni generalizar, y abre la puerta a un acuerdo.',
    },
    {
      topic: PREVENCION,
      level: 'easy',
      kind: 'single',
      prompt: 'Un equipo recibe a una trabajadora que llega de otro país. ¿Qué práctica favorece su integración?',
      options: [
        { id: 'a', text: 'Presentarla, orientarla y evitar comentarios sobre su origen', correct: true },
        { id: 'b', text: 'Asignarle las tareas que nadie quiere mientras se adapta', correct: false },
        { id: 'c', text: 'Dejar que aprenda sola cómo funciona el equipo de trabajo', correct: false },
        { id: 'd', text: 'Hacer bromas sobre su acento para que se sienta en confianza', correct: false },
      ],
      explanation:
        'Una acogida respetuosa evita la exclusión y los comentarios sobre el origen, que son señales de alerta y pueden derivar en discriminación o maltrato.',
    },
    {
      topic: PREVENCION,
      level: 'medium',
      kind: 'single',
      prompt:
        'Circula en el área un chisme persistente sobre la vida personal de una trabajadora. ¿Qué debe hacer su líder?',
      options: [
        { id: 'a', text: 'Ignorarlo, porque los chismes se acaban solos', correct: false },
        { id: 'b', text: 'Preguntar a la trabajadora en público si es verdad', correct: false },
        { id: 'c', text: 'Pedir a la trabajadora que cambie de área', correct: false },
        { id: 'd', text: 'No tolerarlo y recordar al equipo las normas de respeto', correct: true },
      ],
      explanation:
        'Los líderes no deben tolerar chismes, burlas ni apodos ofensivos. Recordar las normas y ofrecer apoyo a la persona afectada evita que se vuelva un patrón.',
    },
    {
      topic: PREVENCION,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuál de estas acciones de la empresa es preventiva frente al acoso laboral?',
      options: [
        { id: 'a', text: 'Capacitar a los líderes en comunicación y manejo de conflictos', correct: true },
        { id: 'b', text: 'Citar a las partes después de recibir una queja formal', correct: false },
        { id: 'c', text: 'Hacer seguimiento a los compromisos de un caso ya tratado', correct: false },
        { id: 'd', text: 'Informar a la dirección que un acuerdo fue incumplido', correct: false },
      ],
      explanation:
        'La capacitación actúa antes de que aparezcan las conductas. Citar a las partes, hacer seguimiento o informar un incumplimiento son acciones frente a casos que ya se presentaron.',
    },
    {
      topic: PREVENCION,
      level: 'easy',
      kind: 'single',
      prompt: 'En un equipo que trabaja en casa, ¿qué práctica ayuda a la buena convivencia?',
      options: [
        { id: 'a', text: 'Esperar respuestas inmediatas a cualquier hora', correct: false },
        { id: 'b', text: 'Acordar horarios de respuesta y cuidar el tono escrito', correct: true },
        { id: 'c', text: 'Resolver los desacuerdos con mensajes en mayúsculas', correct: false },
        { id: 'd', text: 'Comentar los errores ajenos en el chat del grupo', correct: false },
      ],
      explanation:
        'En el trabajo remoto casi todo se comunica por escrito: acordar horarios y cuidar el tono evita malentendidos y respeta el descanso.',
    },
    {
      topic: PREVENCION,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estas prácticas de un líder ayudan a prevenir el acoso laboral?',
      options: [
        { id: 'a', text: 'Dar instrucciones claras y sin ambigüedades', correct: true },
        { id: 'b', text: 'Escuchar a las partes antes de decidir', correct: true },
        { id: 'c', text: 'Repartir el trabajo según sus simpatías', correct: false },
        { id: 'd', text: 'Corregir en público para dar ejemplo', correct: false },
        { id: 'e', text: 'Frenar las burlas y los apodos ofensivos', correct: true },
      ],
      explanation:
        'Las instrucciones claras, escuchar antes de decidir y no tolerar burlas previenen conflictos. Repartir por simpatía genera percepción de favoritismo y corregir en público humilla.',
    },
    {
      topic: PREVENCION,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un supervisor afirma que en su área no hay problemas de convivencia porque nadie ha presentado quejas. Sin embargo, allí aumentaron los traslados y las incapacidades. ¿Qué conclusión es correcta?',
      options: [
        { id: 'a', text: 'No hay problema, porque sin quejas formales no puede haber acoso', correct: false },
        { id: 'b', text: 'Los traslados y las incapacidades no guardan relación con la convivencia', correct: false },
        { id: 'c', text: 'La falta de quejas no lo descarta: esas cifras son señales de alerta', correct: true },
        { id: 'd', text: 'Solo el COPASST puede decidir si existe un problema de convivencia', correct: false },
      ],
      explanation:
        'El aumento de incapacidades o de solicitudes de traslado es una señal de alerta aunque nadie se haya quejado; muchas personas no se atreven a denunciar.',
    },
    {
      topic: PREVENCION,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una analista nota que a un compañero nuevo lo excluyen de los almuerzos y las reuniones informales, y que ha empezado a faltar. ¿Qué es lo más adecuado?',
      options: [
        { id: 'a', text: 'Acercarse, ofrecerle apoyo y comentarlo con el líder o el comité', correct: true },
        { id: 'b', text: 'Esperar, porque es normal que los nuevos se adapten solos', correct: false },
        { id: 'c', text: 'Reportarlo ante la ARL como un accidente de trabajo', correct: false },
        { id: 'd', text: 'Aconsejarle que busque otro empleo cuanto antes', correct: false },
      ],
      explanation:
        'El aislamiento y las ausencias son señales de alerta. Ofrecer apoyo y comentarlo con el líder o con el comité de convivencia permite actuar a tiempo.',
    },
    {
      topic: PREVENCION,
      level: 'hard',
      kind: 'single',
      prompt: '¿Qué diferencia hay entre una medida preventiva y una medida correctiva frente al acoso laboral?',
      options: [
        {
          id: 'a',
          text: 'La preventiva la toma el juez; la correctiva la toma la ARL de la empresa',
          correct: false,
        },
        {
          id: 'b',
          text: 'La preventiva aplica a los jefes; la correctiva aplica a los trabajadores',
          correct: false,
        },
        {
          id: 'c',
          text: 'La preventiva es voluntaria; la correctiva es obligatoria en el sector público',
          correct: false,
        },
        {
          id: 'd',
          text: 'La preventiva actúa antes de la conducta; la correctiva, después de ocurrida',
          correct: true,
        },
      ],
      explanation:
        'La Ley 1010 de 2006 exige ambas: mecanismos de prevención, como capacitaciones y normas de convivencia, y un procedimiento interno para superar las conductas que ya ocurrieron.',
    },
    {
      topic: PREVENCION,
      level: 'medium',
      kind: 'single',
      prompt: '¿Por qué un líder no debe tolerar las burlas en el equipo, aunque se presenten como simples bromas?',
      options: [
        { id: 'a', text: 'Porque las conductas pequeñas no corregidas se convierten en patrones', correct: true },
        { id: 'b', text: 'Porque las bromas están prohibidas por el reglamento de trabajo', correct: false },
        { id: 'c', text: 'Porque toda broma constituye por sí sola un acoso laboral', correct: false },
        { id: 'd', text: 'Porque el comité de convivencia sanciona cada broma reportada', correct: false },
      ],
      explanation:
        'Una burla tolerada hoy se repite mañana; lo que empieza como broma puede convertirse en un patrón de maltrato contra una persona.',
    },
    {
      topic: PREVENCION,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál de estas es una práctica de cada trabajador que favorece la buena convivencia?',
      options: [
        { id: 'a', text: 'Responder a un grito con otro grito', correct: false },
        { id: 'b', text: 'Difundir lo que oye sobre los demás', correct: false },
        { id: 'c', text: 'Ignorar los acuerdos de respeto del equipo', correct: false },
        { id: 'd', text: 'Expresar el desacuerdo con argumentos', correct: true },
      ],
      explanation:
        'Expresar el desacuerdo con argumentos y sin descalificar a nadie es una práctica básica de convivencia; responder con agresión o difundir rumores escala los conflictos.',
    },
    {
      topic: PREVENCION,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'Construir las normas de convivencia con la participación del propio equipo ayuda a que todos las conozcan y las cumplan.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Cuando el equipo participa en definir sus acuerdos de respeto, los siente propios y es más fácil recordarlos y pedir que se cumplan.',
    },

    // Comité de convivencia (ampliación)
    {
      topic: COMITE,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál es el propósito principal del comité de convivencia laboral?',
      options: [
        { id: 'a', text: 'Investigar los accidentes e incidentes de trabajo', correct: false },
        { id: 'b', text: 'Prevenir el acoso laboral y atender las quejas con reserva', correct: true },
        { id: 'c', text: 'Vigilar el cumplimiento de todo el SG-SST de la empresa', correct: false },
        { id: 'd', text: 'Decidir los despidos de quienes incurren en acoso', correct: false },
      ],
      explanation:
        'El comité de convivencia es la instancia interna para prevenir el acoso laboral y atender las quejas de forma confidencial. La vigilancia general de la SST corresponde al COPASST.',
    },
    {
      topic: COMITE,
      level: 'medium',
      kind: 'single',
      prompt: '¿En qué se diferencia el comité de convivencia laboral del COPASST?',
      options: [
        {
          id: 'a',
          text: 'El comité de convivencia revisa los extintores; el COPASST atiende las quejas de acoso',
          correct: false,
        },
        {
          id: 'b',
          text: 'El comité de convivencia solo existe en el sector público; el COPASST, en el privado',
          correct: false,
        },
        {
          id: 'c',
          text: 'El comité de convivencia atiende relaciones y conductas de acoso; el COPASST, la SST en general',
          correct: true,
        },
        {
          id: 'd',
          text: 'El comité de convivencia sanciona a los trabajadores; el COPASST sanciona a los jefes',
          correct: false,
        },
      ],
      explanation:
        'El COPASST (Resolución 2013 de 1986) se ocupa de la seguridad y la salud en el trabajo en general; el comité de convivencia (Resolución 3461 de 2025) se concentra en las relaciones laborales y en las conductas que pueden ser acoso.',
    },
    {
      topic: COMITE,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'Todo lo que el comité de convivencia conoce sobre un caso es reservado, y sus integrantes no pueden comentarlo fuera de las sesiones.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La confidencialidad protege a las partes y a los testigos, y da confianza para acudir al comité; por eso lo tratado en las sesiones es reservado.',
    },
    {
      topic: COMITE,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuál es el orden recomendado para presentar una queja ante el comité de convivencia?',
      options: [
        {
          id: 'a',
          text: 'Entregar la queja, escribir los hechos, buscar evidencias y luego hablar con los testigos',
          correct: false,
        },
        {
          id: 'b',
          text: 'Reunir evidencias, publicar el caso en el chat, entregar la queja y esperar la sanción',
          correct: false,
        },
        {
          id: 'c',
          text: 'Hablar primero con un juez, luego con la ARL y al final con el comité de la empresa',
          correct: false,
        },
        {
          id: 'd',
          text: 'Escribir los hechos, reunir evidencias, entregar la queja y participar en las reuniones',
          correct: true,
        },
      ],
      explanation:
        'Primero se describen los hechos de forma concreta, luego se reúnen las evidencias, se entrega la queja por el canal definido y se participa en las reuniones a las que el comité cite.',
    },
    {
      topic: COMITE,
      level: 'easy',
      kind: 'single',
      prompt: '¿Por dónde debe entregarse una queja dirigida al comité de convivencia?',
      options: [
        { id: 'a', text: 'Por el canal que la empresa haya definido para el comité', correct: true },
        { id: 'b', text: 'Por el chat general del área para que todos se enteren', correct: false },
        { id: 'c', text: 'Por la cartelera de la empresa, con los nombres de las partes', correct: false },
        { id: 'd', text: 'Por las redes sociales personales del trabajador afectado', correct: false },
      ],
      explanation:
        'La queja se entrega al comité por el canal que la empresa haya definido, lo que permite tramitarla con la reserva que exige el procedimiento.',
    },
    {
      topic: COMITE,
      level: 'medium',
      kind: 'single',
      prompt: 'Después de presentar su queja ante el comité de convivencia, ¿qué se espera de quien la presentó?',
      options: [
        { id: 'a', text: 'Que comente el caso con el equipo para reunir apoyo', correct: false },
        { id: 'b', text: 'Que espere la sanción sin participar en el trámite', correct: false },
        { id: 'c', text: 'Que asista a las reuniones citadas y cumpla los acuerdos', correct: true },
        { id: 'd', text: 'Que presente la misma queja ante varias instancias a la vez', correct: false },
      ],
      explanation:
        'El trámite es conciliatorio: quien presenta la queja participa en las reuniones a las que es citado y cumple los acuerdos que se pacten.',
    },
    {
      topic: COMITE,
      level: 'easy',
      kind: 'single',
      prompt: 'Al redactar una queja para el comité de convivencia, ¿qué debe describirse?',
      options: [
        { id: 'a', text: 'La opinión personal sobre el carácter de la otra persona', correct: false },
        { id: 'b', text: 'Qué pasó, cuándo, dónde y quién estaba presente', correct: true },
        { id: 'c', text: 'Los rumores que circulan sobre la otra persona', correct: false },
        { id: 'd', text: 'La sanción que se espera para el acusado', correct: false },
      ],
      explanation:
        'Una queja útil describe hechos concretos: qué pasó, cuándo, dónde y quién estaba presente. Así el comité puede entender el caso y la conducta puede demostrarse.',
    },
    {
      topic: COMITE,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál de estos elementos sirve como evidencia al presentar una queja ante el comité de convivencia?',
      options: [
        { id: 'a', text: 'Un rumor que otra persona escuchó en la cafetería', correct: false },
        { id: 'b', text: 'Una encuesta general de clima de toda la empresa', correct: false },
        { id: 'c', text: 'Una opinión sobre el carácter de la persona señalada', correct: false },
        { id: 'd', text: 'Los correos y mensajes en los que consta la conducta', correct: true },
      ],
      explanation:
        'Los correos, los mensajes y los nombres de testigos permiten sustentar los hechos; los rumores y las opiniones no demuestran la conducta.',
    },
    {
      topic: COMITE,
      level: 'medium',
      kind: 'single',
      prompt:
        'Tras escuchar a las partes, un comité verifica que una jefe de turno asigna siempre los casos más complejos a la misma auxiliar y la corrige a gritos. ¿Qué compromisos son coherentes con su función?',
      options: [
        {
          id: 'a',
          text: 'Reparto con criterios escritos, corrección en privado y seguimiento',
          correct: true,
        },
        { id: 'b', text: 'Despido inmediato de la jefe de turno, decidido por el propio comité', correct: false },
        { id: 'c', text: 'Multa a la jefe de turno descontada de su salario por el comité', correct: false },
        { id: 'd', text: 'Traslado de la auxiliar a otra sede, sin consultarle la decisión', correct: false },
      ],
      explanation:
        'El comité promueve acuerdos y formula planes de mejora con seguimiento; no despide ni impone multas. Si la conducta persiste, informa a la alta dirección.',
    },
    {
      topic: COMITE,
      level: 'medium',
      kind: 'single',
      prompt:
        'Tras atender varios casos similares en el mismo turno, ¿qué tipo de acción puede proponer el comité de convivencia a la empresa?',
      options: [
        { id: 'a', text: 'Suspender sin sueldo a todo el personal del turno', correct: false },
        { id: 'b', text: 'Publicar los nombres de las personas involucradas', correct: false },
        { id: 'c', text: 'Eliminar el turno y cerrar el área de trabajo', correct: false },
        { id: 'd', text: 'Capacitaciones o ajustes en la organización del trabajo', correct: true },
      ],
      explanation:
        'Entre las funciones del comité está proponer acciones preventivas, como capacitaciones o cambios en la forma de organizar el trabajo, para que los conflictos no se repitan.',
    },
    {
      topic: COMITE,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un integrante del comité de convivencia comenta en la cafetería los detalles de una queja que está en trámite. ¿Qué está incumpliendo?',
      options: [
        { id: 'a', text: 'El deber de reserva sobre los casos del comité', correct: true },
        { id: 'b', text: 'El deber de asistir a las reuniones del COPASST', correct: false },
        { id: 'c', text: 'La obligación de reportar el caso a la ARL', correct: false },
        { id: 'd', text: 'La obligación de sancionar a la persona acusada', correct: false },
      ],
      explanation:
        'Lo que conoce el comité es reservado y sus integrantes no pueden comentarlo fuera de las sesiones; divulgarlo expone a las partes y resta confianza al procedimiento.',
    },
    {
      topic: COMITE,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una queja ante el comité de convivencia señala como presunto acosador a uno de los integrantes del propio comité. ¿Qué es lo más adecuado?',
      options: [
        { id: 'a', text: 'Que ese integrante dirija el análisis, porque conoce el caso', correct: false },
        { id: 'b', text: 'Que se archive la queja para evitar conflictos internos', correct: false },
        { id: 'c', text: 'Que ese integrante no participe en el trámite de ese caso', correct: true },
        { id: 'd', text: 'Que la queja se traslade al COPASST para que la resuelva', correct: false },
      ],
      explanation:
        'Quien es parte de un caso no puede ser imparcial al analizarlo; apartarlo de ese trámite protege la confianza y la reserva del procedimiento.',
    },
    {
      topic: COMITE,
      level: 'hard',
      kind: 'single',
      prompt:
        'Además del procedimiento interno, ¿ante qué autoridad puede la víctima poner en conocimiento una situación continuada de acoso según la Ley 1010 de 2006?',
      options: [
        { id: 'a', text: 'Ante la EPS a la que está afiliada', correct: false },
        { id: 'b', text: 'Ante el inspector de trabajo competente', correct: true },
        { id: 'c', text: 'Ante la Cámara de Comercio de su ciudad', correct: false },
        { id: 'd', text: 'Ante el fondo de pensiones de la empresa', correct: false },
      ],
      explanation:
        'El artículo 9 de la Ley 1010 de 2006 permite acudir al inspector de trabajo, y también a los inspectores municipales de policía, los personeros municipales o la Defensoría del Pueblo.',
    },
    {
      topic: COMITE,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un inspector de trabajo recibe una denuncia escrita de acoso laboral con prueba sumaria de los hechos. Según la Ley 1010 de 2006, ¿qué hace?',
      options: [
        { id: 'a', text: 'Ordena el despido inmediato de la persona acusada', correct: false },
        { id: 'b', text: 'Impone de una vez la multa prevista en la ley', correct: false },
        { id: 'c', text: 'Traslada la denuncia al COPASST para que la investigue', correct: false },
        {
          id: 'd',
          text: 'Conmina al empleador a activar el procedimiento interno',
          correct: true,
        },
      ],
      explanation:
        'Según el artículo 9 de la Ley 1010 de 2006, la autoridad conmina preventivamente al empleador para que ponga en marcha el procedimiento confidencial y programe actividades pedagógicas o terapias grupales, después de escuchar a la parte denunciada.',
    },
    {
      topic: COMITE,
      level: 'hard',
      kind: 'single',
      prompt:
        'Según la Ley 1010 de 2006, ¿quién es competente para imponer las sanciones por acoso laboral cuando la víctima es un trabajador particular?',
      options: [
        { id: 'a', text: 'El juez del trabajo del lugar de los hechos', correct: true },
        { id: 'b', text: 'El comité de convivencia laboral de la empresa', correct: false },
        { id: 'c', text: 'El COPASST, después de una inspección', correct: false },
        { id: 'd', text: 'La ARL a la que está afiliada la empresa', correct: false },
      ],
      explanation:
        'El artículo 12 de la Ley 1010 de 2006 asigna a los jueces del trabajo la imposición de las sanciones cuando las víctimas son trabajadores particulares. El comité de convivencia no sanciona.',
    },
    {
      topic: COMITE,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Según la Ley 1010 de 2006, quien se considere víctima de acoso laboral puede pedir la intervención de una institución de conciliación autorizada para superar la situación de forma amigable.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El artículo 9 de la Ley 1010 de 2006 prevé que la presunta víctima solicite la intervención de una institución de conciliación autorizada legalmente.',
    },
    {
      topic: COMITE,
      level: 'hard',
      kind: 'single',
      prompt:
        'Según la Ley 1010 de 2006, ¿durante cuánto tiempo después de la queja carece de efecto el despido de la víctima que usó los procedimientos de la ley, si la autoridad verifica los hechos?',
      options: [
        { id: 'a', text: 'Durante el mes siguiente a la queja', correct: false },
        { id: 'b', text: 'Durante los dos años siguientes a la queja', correct: false },
        { id: 'c', text: 'Durante los cinco años siguientes a la queja', correct: false },
        { id: 'd', text: 'Durante los seis meses siguientes a la queja', correct: true },
      ],
      explanation:
        'El artículo 11 de la Ley 1010 de 2006 deja sin efecto la terminación del contrato de la víctima dentro de los seis meses siguientes a su queja, siempre que la autoridad competente verifique los hechos.',
    },
    {
      topic: COMITE,
      level: 'hard',
      kind: 'single',
      prompt:
        'Dos meses después de presentar una queja de acoso, cuyos hechos verifica luego la autoridad, una trabajadora es despedida sin justa causa. ¿Qué efecto tiene ese despido según la Ley 1010 de 2006?',
      options: [
        { id: 'a', text: 'Carece de todo efecto por la garantía contra represalias', correct: true },
        { id: 'b', text: 'Es válido, porque el empleador puede despedir sin justa causa', correct: false },
        { id: 'c', text: 'Es válido si el empleador paga una bonificación adicional', correct: false },
        { id: 'd', text: 'Solo es inválido si el comité de convivencia lo autoriza', correct: false },
      ],
      explanation:
        'La garantía del artículo 11 de la Ley 1010 de 2006 deja sin efecto el despido de la víctima dentro de los seis meses siguientes a la queja, cuando la autoridad verifica los hechos denunciados.',
    },
    {
      topic: COMITE,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'La Resolución 0312 de 2019 incluye la conformación y el funcionamiento del comité de convivencia laboral entre los estándares mínimos del SG-SST.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Entre los estándares mínimos de la Resolución 0312 de 2019 está la conformación y el funcionamiento del comité de convivencia laboral, que la empresa debe evidenciar en su autoevaluación.',
    },
    {
      topic: COMITE,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa de 30 trabajadores, clasificada en riesgo II, hace su autoevaluación de estándares mínimos. ¿Debe verificar la conformación y el funcionamiento del comité de convivencia?',
      options: [
        { id: 'a', text: 'No, porque ese estándar solo aplica a empresas de más de 50 trabajadores', correct: false },
        {
          id: 'b',
          text: 'Sí, porque está entre los 21 estándares de las empresas de 11 a 50 trabajadores',
          correct: true,
        },
        {
          id: 'c',
          text: 'No, porque el comité de convivencia no hace parte de los estándares mínimos',
          correct: false,
        },
        { id: 'd', text: 'Solo si alguno de sus trabajadores ha presentado una queja de acoso', correct: false },
      ],
      explanation:
        'La Resolución 0312 de 2019 incluye la conformación y el funcionamiento del comité de convivencia laboral entre los 21 estándares de las empresas de 11 a 50 trabajadores con riesgo I, II o III.',
    },
    {
      topic: COMITE,
      level: 'medium',
      kind: 'single',
      prompt:
        'Según la Ley 1010 de 2006, ¿qué características debe tener el procedimiento interno de la empresa para superar las conductas de acoso?',
      options: [
        { id: 'a', text: 'Público, sancionatorio y rápido', correct: false },
        { id: 'b', text: 'Judicial, escrito y obligatorio', correct: false },
        { id: 'c', text: 'Confidencial, conciliatorio y efectivo', correct: true },
        { id: 'd', text: 'Anónimo, disciplinario y definitivo', correct: false },
      ],
      explanation:
        'El artículo 9 de la Ley 1010 de 2006 exige un procedimiento interno confidencial, conciliatorio y efectivo para superar las conductas de acoso que ocurran en el trabajo.',
    },
    {
      topic: COMITE,
      level: 'easy',
      kind: 'true_false',
      prompt: 'El comité de convivencia laboral y el COPASST son el mismo organismo con dos nombres distintos.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Son instancias distintas: el COPASST se rige por la Resolución 2013 de 1986 y atiende la SST en general; el comité de convivencia se rige por la Resolución 3461 de 2025 y atiende la convivencia y el acoso laboral.',
    },
    {
      topic: COMITE,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál de estos asuntos corresponde al comité de convivencia y no al COPASST?',
      options: [
        { id: 'a', text: 'Un andamio inestable en la zona de cargue', correct: false },
        { id: 'b', text: 'La inspección mensual de los extintores', correct: false },
        { id: 'c', text: 'La caída de un operario desde una escalera', correct: false },
        { id: 'd', text: 'Las humillaciones reiteradas de un jefe', correct: true },
      ],
      explanation:
        'Las conductas que pueden ser acoso laboral, como las humillaciones reiteradas, son asunto del comité de convivencia. Los peligros, las inspecciones y los accidentes corresponden a la gestión de la SST y al COPASST.',
    },
    {
      topic: COMITE,
      level: 'medium',
      kind: 'single',
      prompt:
        'Dos meses después de que las partes pactaron compromisos ante el comité de convivencia, ¿qué le corresponde hacer al comité?',
      options: [
        { id: 'a', text: 'Hacer seguimiento al cumplimiento de los compromisos', correct: true },
        { id: 'b', text: 'Cerrar el caso sin más, porque ya hubo un acuerdo', correct: false },
        { id: 'c', text: 'Publicar los resultados del caso en la cartelera', correct: false },
        { id: 'd', text: 'Imponer una sanción a la parte que presentó la queja', correct: false },
      ],
      explanation:
        'El comité formula un plan de mejora y hace seguimiento a los compromisos; si la conducta persiste o se incumplen los acuerdos, informa a la alta dirección.',
    },
    {
      topic: COMITE,
      level: 'medium',
      kind: 'single',
      prompt: '¿Por qué el comité de convivencia escucha a las partes por separado antes de cualquier sesión conjunta?',
      options: [
        { id: 'a', text: 'Para decidir sin que la otra parte pueda dar su versión', correct: false },
        { id: 'b', text: 'Para que cada una pueda expresarse con libertad y con reserva', correct: true },
        { id: 'c', text: 'Para evitar que las partes lleguen a un acuerdo directo', correct: false },
        { id: 'd', text: 'Para cumplir un requisito de la ARL antes de sancionar', correct: false },
      ],
      explanation:
        'Escuchar por separado, con respeto y reserva, permite que cada parte cuente su versión sin presiones; después el comité puede promover un espacio de diálogo entre ambas.',
    },
    {
      topic: COMITE,
      level: 'easy',
      kind: 'single',
      prompt: 'Cuando el comité de convivencia recibe una queja, ¿qué hace?',
      options: [
        { id: 'a', text: 'La remite de inmediato a un juez laboral', correct: false },
        { id: 'b', text: 'La publica para que la empresa la conozca', correct: false },
        { id: 'c', text: 'Le da trámite y escucha a las partes', correct: true },
        { id: 'd', text: 'La devuelve si no trae firma de testigos', correct: false },
      ],
      explanation:
        'El comité recibe y da trámite a las quejas, escucha a las partes por separado y promueve el diálogo y los acuerdos.',
    },
    {
      topic: COMITE,
      level: 'hard',
      kind: 'single',
      prompt:
        'Según la Ley 1010 de 2006, ¿qué comités de empresa pueden asumir funciones relacionadas con el acoso laboral en el reglamento de trabajo?',
      options: [
        { id: 'a', text: 'Los comités de empresa de carácter bipartito, donde existan', correct: true },
        { id: 'b', text: 'Los comités de compras y de contratación de la empresa', correct: false },
        { id: 'c', text: 'Las brigadas de emergencia de cada sede', correct: false },
        { id: 'd', text: 'Los comités financieros de la junta directiva', correct: false },
      ],
      explanation:
        'El artículo 9 de la Ley 1010 de 2006 permite que los comités de empresa de carácter bipartito, donde existan, asuman funciones relacionadas con el acoso laboral.',
    },
    {
      topic: COMITE,
      level: 'hard',
      kind: 'multiple',
      prompt:
        'El trámite ante el comité no logró un acuerdo y el jefe denunciado mantiene su conducta. ¿A cuáles de estas vías puede acudir la trabajadora según la Ley 1010 de 2006?',
      options: [
        { id: 'a', text: 'Al inspector de trabajo', correct: true },
        { id: 'b', text: 'A una institución de conciliación autorizada', correct: true },
        { id: 'c', text: 'Al COPASST, para que sancione al jefe', correct: false },
        { id: 'd', text: 'Al juez del trabajo', correct: true },
        { id: 'e', text: 'A su EPS, para que multe al empleador', correct: false },
      ],
      explanation:
        'La Ley 1010 de 2006 prevé la denuncia ante el inspector de trabajo, la conciliación y la acción ante el juez del trabajo, que impone las sanciones. El COPASST y la EPS no sancionan el acoso.',
    },
    {
      topic: COMITE,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué significa que el procedimiento interno frente al acoso laboral sea conciliatorio?',
      options: [
        { id: 'a', text: 'Que termina con la sanción de una de las partes', correct: false },
        { id: 'b', text: 'Que lo decide un juez en una audiencia pública', correct: false },
        { id: 'c', text: 'Que la decisión la toma quien presentó la queja', correct: false },
        { id: 'd', text: 'Que busca que las partes construyan acuerdos', correct: true },
      ],
      explanation:
        'Un procedimiento conciliatorio busca que las partes dialoguen y pacten acuerdos para superar la situación, en lugar de imponer castigos (Ley 1010 de 2006).',
    },
    {
      topic: COMITE,
      level: 'easy',
      kind: 'single',
      prompt: '¿Con qué actitud deben actuar los integrantes del comité de convivencia al atender un caso?',
      options: [
        { id: 'a', text: 'Con respeto, reserva e imparcialidad', correct: true },
        { id: 'b', text: 'Con rapidez para castigar al culpable', correct: false },
        { id: 'c', text: 'Con preferencia hacia quien tiene más cargo', correct: false },
        { id: 'd', text: 'Con publicidad para dar ejemplo al resto', correct: false },
      ],
      explanation:
        'El comité escucha a las partes con respeto y reserva, y debe actuar sin favorecer a nadie para que su trámite sea confiable.',
    },
    {
      topic: COMITE,
      level: 'hard',
      kind: 'single',
      prompt:
        'Según la Ley 1010 de 2006, ¿qué debe acompañar la denuncia escrita de acoso que se presenta ante el inspector de trabajo?',
      options: [
        { id: 'a', text: 'Un dictamen de pérdida de capacidad laboral', correct: false },
        { id: 'b', text: 'La firma de todos los compañeros del área', correct: false },
        { id: 'c', text: 'Una prueba sumaria de los hechos denunciados', correct: true },
        { id: 'd', text: 'El concepto previo del COPASST de la empresa', correct: false },
      ],
      explanation:
        'El artículo 9 de la Ley 1010 de 2006 exige que la denuncia se presente por escrito, detallando los hechos y con prueba sumaria de ellos.',
    },
    {
      topic: COMITE,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un trabajador quiere exponer su caso de acoso en el chat general del área «para que todos sepan». ¿Qué es lo más adecuado?',
      options: [
        { id: 'a', text: 'Publicarlo, porque así se obtiene el apoyo de los compañeros', correct: false },
        { id: 'b', text: 'Presentar la queja ante el comité, que la trata con reserva', correct: true },
        { id: 'c', text: 'Enviarlo por correo a toda la empresa con las pruebas', correct: false },
        { id: 'd', text: 'Esperar a que el jefe se entere por otros medios', correct: false },
      ],
      explanation:
        'El comité tramita las quejas con reserva y por el canal definido; exponer el caso en público puede afectar a las partes y a los testigos y entorpecer la solución.',
    },
    {
      topic: COMITE,
      level: 'hard',
      kind: 'multiple',
      prompt:
        'Un trabajador denuncia que su jefe, como represalia, lo obliga a trabajar en altura sin arnés. ¿Qué instancias de la empresa deben ocuparse de la situación?',
      options: [
        { id: 'a', text: 'El comité de convivencia, por la posible desprotección laboral', correct: true },
        { id: 'b', text: 'La EPS del trabajador, para sancionar al jefe', correct: false },
        { id: 'c', text: 'El COPASST y el área de SST, por la condición insegura', correct: true },
        { id: 'd', text: 'El comité de compras, por el costo de los arneses', correct: false },
      ],
      explanation:
        'La orden puede ser desprotección laboral, asunto del comité de convivencia (Ley 1010 de 2006), y a la vez es un peligro de caída que la gestión de la SST y el COPASST deben atender de inmediato.',
    },
    {
      topic: COMITE,
      level: 'easy',
      kind: 'single',
      prompt: 'Dentro de la empresa, ¿ante qué instancia presenta un trabajador una queja por acoso laboral?',
      options: [
        { id: 'a', text: 'Ante la brigada de emergencias de la sede', correct: false },
        { id: 'b', text: 'Ante el comité de convivencia laboral', correct: true },
        { id: 'c', text: 'Ante el COPASST de la empresa', correct: false },
        { id: 'd', text: 'Ante el área de compras de la empresa', correct: false },
      ],
      explanation:
        'El comité de convivencia laboral es la instancia interna que recibe y tramita las quejas por situaciones que pueden constituir acoso laboral.',
    },
    {
      topic: COMITE,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuál de estos contenidos aporta MENOS a una queja ante el comité de convivencia?',
      options: [
        { id: 'a', text: 'Las fechas y los lugares en que ocurrieron los hechos', correct: false },
        { id: 'b', text: 'Los nombres de las personas que presenciaron los hechos', correct: false },
        { id: 'c', text: 'Los mensajes en los que consta la conducta denunciada', correct: false },
        { id: 'd', text: 'Los calificativos sobre la personalidad de la otra parte', correct: true },
      ],
      explanation:
        'El comité necesita hechos concretos y evidencias: fechas, lugares, testigos y mensajes. Los calificativos sobre la otra persona no demuestran la conducta y pueden escalar el conflicto.',
    },

    // Ampliación final por temas
    {
      topic: CONCEPTO,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Según la Ley 1010 de 2006, cuando el autor del acoso laboral es un servidor público, la conducta se trata como falta disciplinaria gravísima.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El artículo 10 de la Ley 1010 de 2006 establece que el acoso laboral constituye falta disciplinaria gravísima cuando su autor es un servidor público.',
    },
    {
      topic: CONCEPTO,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué significa que la conducta de acoso laboral sea «persistente»?',
      options: [
        { id: 'a', text: 'Que la presencian al menos tres compañeros', correct: false },
        { id: 'b', text: 'Que se repite en el tiempo y forma un patrón', correct: true },
        { id: 'c', text: 'Que ocurre dentro de la jornada laboral', correct: false },
        { id: 'd', text: 'Que consta en un documento firmado', correct: false },
      ],
      explanation:
        'Por regla general, el acoso no es un mal momento aislado sino una conducta que se repite contra una persona (Ley 1010 de 2006).',
    },
    {
      topic: CONCEPTO,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un jefe exige a un trabajador, de forma permanente y sin fundamento en las necesidades de la empresa, laborar todos los domingos y festivos, mientras al resto del equipo no. ¿Qué dice la Ley 1010 de 2006?',
      options: [
        { id: 'a', text: 'Es una exigencia legítima que hace parte de los deberes del cargo', correct: false },
        { id: 'b', text: 'Puede constituir acoso, por ser permanente, infundada y discriminatoria', correct: true },
        { id: 'c', text: 'Solo es acoso si el trabajador no recibe el pago de los recargos', correct: false },
        { id: 'd', text: 'Es un conflicto ordinario que se resuelve entre las dos partes', correct: false },
      ],
      explanation:
        'El artículo 7 de la Ley 1010 de 2006 incluye la exigencia permanente de trabajar en dominicales y festivos sin fundamento objetivo en las necesidades de la empresa, o en forma discriminatoria.',
    },
    {
      topic: MODALIDADES,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Esconder los instrumentos de trabajo de un compañero es un ejemplo de inequidad laboral.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Esconder o inutilizar los instrumentos de trabajo es entorpecimiento laboral; la inequidad consiste en asignar funciones que menosprecian al trabajador (Ley 1010 de 2006).',
    },
    {
      topic: MODALIDADES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un jefe ordena a un auxiliar de bodega manejar un montacargas sin capacitación ni autorización, aunque el auxiliar le advierte que no sabe operarlo. ¿Qué modalidad de acoso puede configurarse?',
      options: [
        { id: 'a', text: 'Inequidad laboral', correct: false },
        { id: 'b', text: 'Desprotección laboral', correct: true },
        { id: 'c', text: 'Entorpecimiento laboral', correct: false },
        { id: 'd', text: 'Discriminación laboral', correct: false },
      ],
      explanation:
        'La orden pone en riesgo la integridad del auxiliar sin los requisitos mínimos de seguridad, como la capacitación, lo que corresponde a la desprotección laboral (Ley 1010 de 2006).',
    },
    {
      topic: MODALIDADES,
      level: 'hard',
      kind: 'single',
      prompt:
        'En la misma semana, a un técnico le esconden a propósito sus herramientas y su jefe lo pone a limpiar los baños como castigo. ¿Qué modalidades de acoso se presentan?',
      options: [
        { id: 'a', text: 'Desprotección y discriminación', correct: false },
        { id: 'b', text: 'Persecución y desprotección', correct: false },
        { id: 'c', text: 'Entorpecimiento e inequidad', correct: true },
        { id: 'd', text: 'Discriminación y persecución', correct: false },
      ],
      explanation:
        'Esconder las herramientas obstaculiza la labor (entorpecimiento) y asignar una tarea para rebajar a la persona es inequidad (Ley 1010 de 2006).',
    },
    {
      topic: PREVENCION,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa aplica la batería de riesgo psicosocial y obtiene un nivel de riesgo alto, asociado a problemas de liderazgo y de relaciones. ¿Cada cuánto debe repetir la evaluación?',
      options: [
        { id: 'a', text: 'Cada seis meses', correct: false },
        { id: 'b', text: 'Cada año', correct: true },
        { id: 'c', text: 'Cada dos años', correct: false },
        { id: 'd', text: 'Cada tres años', correct: false },
      ],
      explanation:
        'Según la Resolución 2764 de 2022, las empresas con riesgo psicosocial alto repiten la evaluación cada año; con riesgo medio o bajo, cada dos años.',
    },
    {
      topic: PREVENCION,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Evitar corregir los errores de un colaborador para no generar conflictos es una buena práctica de convivencia.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Callar los errores no previene conflictos: la buena práctica es corregir en privado, con respeto y con instrucciones claras, y reconocer los logros en público.',
    },
    {
      topic: MODALIDADES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una supervisora borra a propósito los correos con los pedidos que un vendedor debe atender, para que incumpla sus metas. ¿Qué modalidad de acoso de la Ley 1010 de 2006 describe mejor la conducta?',
      options: [
        { id: 'a', text: 'Desprotección laboral', correct: false },
        { id: 'b', text: 'Inequidad laboral', correct: false },
        { id: 'c', text: 'Entorpecimiento laboral', correct: true },
        { id: 'd', text: 'Discriminación laboral', correct: false },
      ],
      explanation:
        'Obstaculizar el trabajo de alguien o hacerlo más difícil, por ejemplo ocultando o destruyendo la información que necesita, es entorpecimiento laboral (Ley 1010 de 2006, art. 2).',
    },
    {
      topic: MODALIDADES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un jefe ordena una y otra vez a un electricista intervenir tableros energizados sin guantes dieléctricos ni la demás protección exigida. ¿Qué modalidad de acoso puede configurar esa conducta?',
      options: [
        { id: 'a', text: 'Desprotección laboral', correct: true },
        { id: 'b', text: 'Inequidad laboral', correct: false },
        { id: 'c', text: 'Entorpecimiento laboral', correct: false },
        { id: 'd', text: 'Discriminación laboral', correct: false },
      ],
      explanation:
        'La Ley 1010 de 2006 (art. 2) llama desprotección laboral a poner en riesgo la integridad y la seguridad del trabajador con órdenes que no cumplen los requisitos mínimos de protección y seguridad.',
    },
    {
      topic: MODALIDADES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Sin ninguna razón del servicio, a una ingeniera de planta le asignan solo tareas muy por debajo de su cargo, como servir el café y sacar fotocopias. ¿Qué modalidad de acoso describe mejor la situación?',
      options: [
        { id: 'a', text: 'Entorpecimiento laboral', correct: false },
        { id: 'b', text: 'Desprotección laboral', correct: false },
        { id: 'c', text: 'Discriminación laboral', correct: false },
        { id: 'd', text: 'Inequidad laboral', correct: true },
      ],
      explanation:
        'Asignar funciones que menosprecian al trabajador es inequidad laboral (Ley 1010 de 2006, art. 2); no es discriminación, porque nada indica un trato distinto por raza, género, credo u otro motivo semejante.',
    },
    {
      topic: MODALIDADES,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'Según la Ley 1010 de 2006, también es discriminación laboral un trato diferenciado que no tenga ninguna razón de ser desde el punto de vista laboral, aunque no se base en raza, género o religión.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La ley cuenta como discriminación el trato diferenciado por motivos como la raza, el género, el credo o la opinión política, y además el que carece de toda razonabilidad laboral (Ley 1010 de 2006, art. 2).',
    },
  ],
};
