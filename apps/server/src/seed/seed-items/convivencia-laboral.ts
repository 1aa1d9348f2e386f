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
  ],
};
