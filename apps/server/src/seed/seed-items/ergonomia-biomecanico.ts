import type { SeedItemBank } from './seed-item.js';

const BIOMECANICO = 'Peligro biomecánico';
const PANTALLA = 'Puesto con pantalla';
const CARGAS = 'Manipulación de cargas';
const PAUSAS = 'Pausas activas';

export const ergonomiaBiomecanicoItems: SeedItemBank = {
  routeKey: 'ergonomia-biomecanico',
  items: [
    // Peligro biomecánico
    {
      topic: BIOMECANICO,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál de estas lesiones es un desorden musculoesquelético típico del riesgo biomecánico?',
      options: [
        { id: 'a', text: 'Hipoacusia', correct: false },
        { id: 'b', text: 'Dermatitis de contacto', correct: false },
        { id: 'c', text: 'Síndrome del túnel carpiano', correct: true },
        { id: 'd', text: 'Asma ocupacional', correct: false },
      ],
      explanation:
        'Los desórdenes musculoesqueléticos incluyen dolor lumbar, lesiones de hombro, epicondilitis, síndrome del túnel carpiano y tendinitis.',
    },
    {
      topic: BIOMECANICO,
      level: 'easy',
      kind: 'single',
      prompt: 'Una cajera permanece de pie durante toda la jornada. ¿Qué peligro biomecánico la afecta principalmente?',
      options: [
        { id: 'a', text: 'Postura prolongada', correct: true },
        { id: 'b', text: 'Manipulación de cargas', correct: false },
        { id: 'c', text: 'Esfuerzo por fuerza', correct: false },
      ],
      explanation:
        'La GTC 45 clasifica como postura la prolongada, mantenida, forzada o antigravitacional; permanecer de pie toda la jornada es un ejemplo.',
    },
    {
      topic: BIOMECANICO,
      level: 'easy',
      kind: 'true_false',
      prompt: 'La ergonomía busca adaptar el trabajo a las personas y no las personas al trabajo.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Cuando el puesto, las herramientas o la tarea obligan al cuerpo a trabajar fuera de sus límites aparece el riesgo biomecánico; la ergonomía corrige el diseño del trabajo.',
    },
    {
      topic: BIOMECANICO,
      level: 'medium',
      kind: 'single',
      prompt:
        'Apretar tornillos durante horas con una herramienta manual expone principalmente a un peligro biomecánico de…',
      options: [
        { id: 'a', text: 'Postura antigravitacional', correct: false },
        { id: 'b', text: 'Manipulación de cargas', correct: false },
        { id: 'c', text: 'Vibración de cuerpo entero', correct: false },
        { id: 'd', text: 'Esfuerzo', correct: true },
      ],
      explanation:
        'El esfuerzo es la aplicación de fuerza con el cuerpo, como apretar tornillos con herramienta manual o empujar carros pesados (GTC 45).',
    },
    {
      topic: BIOMECANICO,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estos factores aumentan el riesgo biomecánico?',
      options: [
        { id: 'a', text: 'Exposición prolongada sin pausas', correct: true },
        { id: 'b', text: 'Mesas de altura regulable', correct: false },
        { id: 'c', text: 'Herramientas mal diseñadas', correct: true },
        { id: 'd', text: 'Ritmo impuesto por la máquina', correct: true },
        { id: 'e', text: 'Pausas activas frecuentes', correct: false },
      ],
      explanation:
        'Aumentan el riesgo la duración sin pausas, las herramientas mal diseñadas, el ritmo impuesto, el frío, la vibración y la presión de tiempo. Las mesas regulables y las pausas lo reducen.',
    },
    {
      topic: BIOMECANICO,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuál de estas medidas es un control de ingeniería frente al riesgo biomecánico?',
      options: [
        { id: 'a', text: 'Programar pausas activas cada hora', correct: false },
        { id: 'b', text: 'Instalar mesas de altura regulable', correct: true },
        { id: 'c', text: 'Capacitar en higiene postural', correct: false },
      ],
      explanation:
        'En ergonomía los controles de ingeniería son especialmente eficaces: mesas de altura regulable, ayudas mecánicas, herramientas con mangos adecuados y sillas ajustables (Decreto 1072 de 2015).',
    },
    {
      topic: BIOMECANICO,
      level: 'medium',
      kind: 'single',
      prompt: 'Un operario siente dolor en la muñeca al final de cada turno. ¿Qué es lo más adecuado?',
      options: [
        { id: 'a', text: 'Reportarlo a tiempo para que se ajuste el puesto', correct: true },
        { id: 'b', text: 'Esperar unos meses a ver si desaparece', correct: false },
        { id: 'c', text: 'Tomar analgésicos y seguir igual', correct: false },
      ],
      explanation:
        'Un dolor recurrente es una señal de alerta: atendido pronto, puede resolverse con un ajuste del puesto; ignorado, puede terminar en incapacidad o cirugía.',
    },
    {
      topic: BIOMECANICO,
      level: 'hard',
      kind: 'single',
      prompt:
        '¿Qué implementan muchas empresas a partir de los resultados agregados de las evaluaciones médicas para prevenir los desórdenes musculoesqueléticos?',
      options: [
        { id: 'a', text: 'Un listado de trabajadores con diagnóstico para los jefes', correct: false },
        { id: 'b', text: 'Un programa de vigilancia epidemiológica', correct: true },
        { id: 'c', text: 'Un examen de ingreso más estricto para descartar personal', correct: false },
        { id: 'd', text: 'Una póliza adicional con la ARL', correct: false },
      ],
      explanation:
        'Con resultados agregados se implementa un programa de vigilancia epidemiológica para desórdenes musculoesqueléticos. El empleador recibe solo el concepto de aptitud y las recomendaciones, nunca el diagnóstico.',
    },
    {
      topic: BIOMECANICO,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'La presión de tiempo, que es un factor psicosocial, puede aumentar el riesgo biomecánico porque incrementa la tensión muscular.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Los factores psicosociales como la presión de tiempo aumentan la tensión muscular y se suman a los factores físicos de la tarea.',
    },

    // Puesto con pantalla
    {
      topic: PANTALLA,
      level: 'easy',
      kind: 'single',
      prompt: '¿A qué distancia aproximada de los ojos debe ubicarse la pantalla del computador?',
      options: [
        { id: 'a', text: 'A un palmo de distancia', correct: false },
        { id: 'b', text: 'A unos dos metros', correct: false },
        { id: 'c', text: 'A un brazo extendido', correct: true },
      ],
      explanation:
        'La pantalla se ubica de frente, a una distancia aproximada de un brazo extendido, con el borde superior a la altura de los ojos o ligeramente por debajo.',
    },
    {
      topic: PANTALLA,
      level: 'easy',
      kind: 'single',
      prompt: '¿En qué consiste la regla 20-20-20 para el cuidado visual?',
      options: [
        { id: 'a', text: 'Cada 20 minutos, mirar a unos 6 metros durante 20 segundos', correct: true },
        { id: 'b', text: 'Trabajar 20 minutos y descansar 20 minutos, 20 veces al día', correct: false },
        { id: 'c', text: 'Ubicar la pantalla a 20 cm, con brillo al 20 % y letra de 20', correct: false },
      ],
      explanation:
        'Cada 20 minutos se mira un objeto a unos 6 metros durante 20 segundos; además conviene parpadear con frecuencia para no resecar los ojos.',
    },
    {
      topic: PANTALLA,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Lo ideal es adoptar una postura neutra y mantenerla sin cambios durante toda la jornada.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'No existe una postura perfecta para ocho horas: la mejor postura es la siguiente. Se parte de una postura neutra y se cambia de posición con frecuencia.',
    },
    {
      topic: PANTALLA,
      level: 'medium',
      kind: 'single',
      prompt:
        'Con la silla a la altura correcta para la mesa, una trabajadora no alcanza a apoyar los pies en el piso. ¿Qué se recomienda?',
      options: [
        { id: 'a', text: 'Usar un reposapiés', correct: true },
        { id: 'b', text: 'Sentarse en el borde de la silla', correct: false },
        { id: 'c', text: 'Cruzar las piernas bajo la silla', correct: false },
        { id: 'd', text: 'Dejar los pies colgando', correct: false },
      ],
      explanation:
        'Los pies deben quedar apoyados y las rodillas cerca de 90 grados; si no se alcanza el piso, se usa un reposapiés.',
    },
    {
      topic: PANTALLA,
      level: 'medium',
      kind: 'single',
      prompt: 'Un analista usa el portátil de forma habitual durante toda la jornada. ¿Qué ajuste se recomienda?',
      options: [
        { id: 'a', text: 'Ponerlo sobre las piernas para tenerlo más cerca', correct: false },
        { id: 'b', text: 'Usar un soporte con teclado y mouse externos', correct: true },
        { id: 'c', text: 'Bajar el brillo e inclinar más la pantalla', correct: false },
      ],
      explanation:
        'Con un soporte la pantalla queda a la altura de los ojos, y con teclado y mouse externos los brazos trabajan en postura neutra; así se evita mirar hacia abajo durante horas.',
    },
    {
      topic: PANTALLA,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estos ajustes del puesto con pantalla son correctos?',
      options: [
        { id: 'a', text: 'Codos cerca del cuerpo, a unos 90 grados', correct: true },
        { id: 'b', text: 'Pantalla de frente a la ventana', correct: false },
        { id: 'c', text: 'Muñecas rectas al escribir', correct: true },
        { id: 'd', text: 'Hombros elevados hacia el teclado', correct: false },
        { id: 'e', text: 'Teclado a la altura de los codos', correct: true },
      ],
      explanation:
        'Codos a unos 90 grados y cerca del cuerpo, hombros relajados, muñecas rectas y teclado a la altura de los codos. La pantalla va perpendicular a las ventanas, no de frente ni de espaldas.',
    },
    {
      topic: PANTALLA,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una auxiliar transcribe durante horas datos de facturas en papel. ¿Qué ajuste evita que gire el cuello constantemente?',
      options: [
        { id: 'a', text: 'Poner las facturas sobre las piernas', correct: false },
        { id: 'b', text: 'Ubicar la pantalla a un lado del teclado', correct: false },
        { id: 'c', text: 'Usar un atril junto a la pantalla', correct: true },
      ],
      explanation:
        'Si se transcribe desde papel, un atril junto a la pantalla mantiene los documentos a la misma altura y distancia, sin girar el cuello.',
    },
    {
      topic: PANTALLA,
      level: 'hard',
      kind: 'multiple',
      prompt: '¿Qué medidas ayudan en un puesto de trabajo de pie, como una caja registradora?',
      options: [
        { id: 'a', text: 'Tapete antifatiga', correct: true },
        { id: 'b', text: 'Permanecer quieto en un solo punto', correct: false },
        { id: 'c', text: 'Reposapiés bajo para alternar el apoyo', correct: true },
        { id: 'd', text: 'Silla alta para alternar posturas', correct: true },
        { id: 'e', text: 'Calzado con tacón alto', correct: false },
      ],
      explanation:
        'En puestos de pie se usan tapetes antifatiga, se alterna el apoyo de los pies con un reposapiés bajo y, si es posible, se dispone de una silla alta para alternar posturas.',
    },
    {
      topic: PANTALLA,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'El trabajo en casa queda por fuera de la identificación de peligros del SG-SST, porque el trabajador elige dónde trabajar.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'El SG-SST cubre a todos los trabajadores sin importar dónde presten el servicio, por lo que el trabajo en casa también se considera en la identificación de peligros (Decreto 1072 de 2015).',
    },

    // Manipulación de cargas
    {
      topic: CARGAS,
      level: 'easy',
      kind: 'single',
      prompt: 'Lleva una caja pesada y necesita dejarla a un lado. ¿Cómo debe girar?',
      options: [
        { id: 'a', text: 'Girando el tronco con la caja en las manos', correct: false },
        { id: 'b', text: 'Moviendo los pies, sin girar el tronco', correct: true },
        { id: 'c', text: 'Estirando los brazos para alejar la caja', correct: false },
      ],
      explanation: 'No se gira el tronco con la carga: se gira moviendo los pies, con la carga pegada al cuerpo.',
    },
    {
      topic: CARGAS,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Al mover un carro con carga, empujar suele ser mejor que halar.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation: 'Empujar permite usar el peso del cuerpo y mantener la espalda recta.',
    },
    {
      topic: CARGAS,
      level: 'medium',
      kind: 'single',
      prompt:
        'Antes de enseñar la técnica de levantamiento, ¿qué debe preguntarse la empresa según la jerarquía de controles?',
      options: [
        { id: 'a', text: 'Si la carga debe levantarse a mano', correct: true },
        { id: 'b', text: 'Cuántas personas pueden levantar la carga', correct: false },
        { id: 'c', text: 'Cuánto tiempo dura la capacitación', correct: false },
        { id: 'd', text: 'Qué faja lumbar entregar a cada trabajador', correct: false },
      ],
      explanation:
        'Las mejores soluciones eliminan o reducen la manipulación con carretillas, estibadores, polipastos o mesas elevadoras, siguiendo la jerarquía de controles (Decreto 1072 de 2015).',
    },
    {
      topic: CARGAS,
      level: 'medium',
      kind: 'single',
      prompt: 'En una bodega, ¿a qué altura conviene almacenar los objetos más pesados?',
      options: [
        { id: 'a', text: 'Directamente en el piso, debajo de la estantería', correct: false },
        { id: 'b', text: 'En el nivel más alto, para liberar espacio abajo', correct: false },
        { id: 'c', text: 'Entre la altura de las rodillas y la de los hombros', correct: true },
      ],
      explanation:
        'Organizar el almacenamiento para que lo pesado quede entre rodillas y hombros reduce las posturas forzadas al levantar.',
    },
    {
      topic: CARGAS,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Qué se debe evaluar antes de levantar una carga?',
      options: [
        { id: 'a', text: 'Cuánto pesa la carga', correct: true },
        { id: 'b', text: 'El color del empaque', correct: false },
        { id: 'c', text: 'Si tiene agarres firmes', correct: true },
        { id: 'd', text: 'Si el recorrido está libre y seco', correct: true },
        { id: 'e', text: 'La marca del producto', correct: false },
      ],
      explanation:
        'Antes de levantar se evalúa el peso, los agarres, el recorrido y el piso, y si se necesita ayuda de un compañero o de una ayuda mecánica.',
    },
    {
      topic: CARGAS,
      level: 'medium',
      kind: 'single',
      prompt: 'Una carga es demasiado voluminosa para una sola persona. ¿Cómo se levanta entre dos?',
      options: [
        { id: 'a', text: 'Cada uno a su ritmo, para no estorbarse', correct: false },
        { id: 'b', text: 'Uno levanta primero y el otro lo sigue', correct: false },
        { id: 'c', text: 'Con una persona que da las instrucciones en voz alta', correct: true },
      ],
      explanation:
        'Cuando se levanta entre dos, una persona da las instrucciones en voz alta para que ambos se muevan al mismo tiempo.',
    },
    {
      topic: CARGAS,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un auxiliar nota que debe hacer mucha fuerza para empujar su carro de siempre. ¿Qué conviene revisar primero?',
      options: [
        { id: 'a', text: 'La talla de sus guantes', correct: false },
        { id: 'b', text: 'El estado de las ruedas', correct: true },
        { id: 'c', text: 'La hora de su pausa activa', correct: false },
        { id: 'd', text: 'El color de la demarcación', correct: false },
      ],
      explanation:
        'Un carro con una rueda trabada multiplica el esfuerzo; revisar que las ruedas estén en buen estado es parte del control del riesgo.',
    },
    {
      topic: CARGAS,
      level: 'hard',
      kind: 'multiple',
      prompt: '¿Cuáles son buenas prácticas para movilizar pacientes en una clínica?',
      options: [
        { id: 'a', text: 'Usar grúas, tablas o sábanas deslizantes', correct: true },
        { id: 'b', text: 'Bajar la cama al nivel de las rodillas', correct: false },
        { id: 'c', text: 'No movilizar solo a un paciente dependiente', correct: true },
        { id: 'd', text: 'Aprovechar la colaboración del paciente', correct: true },
        { id: 'e', text: 'Hacerlo rápido, con la espalda doblada', correct: false },
      ],
      explanation:
        'Se usan ayudas de traslado, nunca se moviliza solo a un paciente dependiente, se ajusta la cama a la altura de la cadera del trabajador y se explica al paciente para que colabore.',
    },
    {
      topic: CARGAS,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Si los trabajadores dominan la técnica de levantamiento, ya no es necesario considerar ayudas mecánicas.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'La capacitación es un control administrativo; las ayudas mecánicas son controles de ingeniería y tienen prioridad en la jerarquía (Decreto 1072 de 2015).',
    },

    // Pausas activas
    {
      topic: PAUSAS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué son las pausas activas?',
      options: [
        { id: 'a', text: 'Actividades recreativas que se programan una vez al mes en la empresa', correct: false },
        { id: 'b', text: 'Periodos cortos para movilizar articulaciones, estirar y cambiar de postura', correct: true },
        { id: 'c', text: 'Descansos largos al final de la jornada para recuperar la energía', correct: false },
      ],
      explanation:
        'Las pausas activas interrumpen la tarea por unos minutos para movilizar articulaciones, estirar los músculos que han trabajado y cambiar de postura.',
    },
    {
      topic: PAUSAS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Con qué frecuencia funcionan mejor las pausas activas?',
      options: [
        { id: 'a', text: 'Una pausa larga de una hora a mitad de la jornada', correct: false },
        { id: 'b', text: 'Una vez por semana, en grupo', correct: false },
        { id: 'c', text: 'Solo cuando aparece el dolor', correct: false },
        { id: 'd', text: 'Entre 5 y 10 minutos cada una o dos horas', correct: true },
      ],
      explanation:
        'Funcionan mejor cuando son cortas y frecuentes, por ejemplo de 5 a 10 minutos cada una o dos horas, que cuando son largas y esporádicas.',
    },
    {
      topic: PAUSAS,
      level: 'medium',
      kind: 'single',
      prompt: 'Dentro de la jerarquía de controles, ¿qué tipo de medida son las pausas activas?',
      options: [
        { id: 'a', text: 'Control de ingeniería', correct: false },
        { id: 'b', text: 'Control administrativo', correct: true },
        { id: 'c', text: 'Elemento de protección personal', correct: false },
      ],
      explanation:
        'Las pausas activas son un control administrativo dentro de la gestión del riesgo biomecánico: no cambian el puesto, sino la organización de la tarea.',
    },
    {
      topic: PAUSAS,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Los estiramientos de la pausa activa deben hacerse con rebotes y hasta sentir dolor para que sean efectivos.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation: 'Cada ejercicio se hace de forma suave, sin rebotes y sin llegar al dolor, con respiración pausada.',
    },
    {
      topic: PAUSAS,
      level: 'medium',
      kind: 'single',
      prompt: 'En una rutina de pausas para digitadores, ¿en qué zonas se debe hacer énfasis?',
      options: [
        { id: 'a', text: 'Cuello, hombros, muñecas y ojos', correct: true },
        { id: 'b', text: 'Cadera, rodillas y tobillos', correct: false },
        { id: 'c', text: 'Solo la espalda baja', correct: false },
      ],
      explanation:
        'La rutina se adapta a la tarea: para digitadores y personal de oficina el énfasis está en cuello, hombros, muñecas y ojos.',
    },
    {
      topic: PAUSAS,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Qué ayuda a que las pausas activas se vuelvan un hábito?',
      options: [
        { id: 'a', text: 'Programar recordatorios', correct: true },
        { id: 'b', text: 'Hacerlas solo si hay dolor', correct: false },
        { id: 'c', text: 'Designar líderes de pausas', correct: true },
        { id: 'd', text: 'Hacerlas en grupo', correct: true },
        { id: 'e', text: 'Dejarlas para el viernes', correct: false },
      ],
      explanation:
        'Los recordatorios, los líderes de pausas en cada área y la práctica en grupo aumentan el cumplimiento y mejoran el ambiente.',
    },
    {
      topic: PAUSAS,
      level: 'hard',
      kind: 'single',
      prompt: 'Un puesto sigue generando molestias a pesar de que el trabajador hace sus pausas activas. ¿Qué indica?',
      options: [
        { id: 'a', text: 'Que debe duplicar la duración de las pausas', correct: false },
        { id: 'b', text: 'Que el trabajador hace mal los ejercicios', correct: false },
        { id: 'c', text: 'Que es momento de revisar las condiciones del puesto', correct: true },
        { id: 'd', text: 'Que las molestias son normales en ese cargo', correct: false },
      ],
      explanation:
        'Las pausas activas complementan, pero no reemplazan, el rediseño del puesto y de la tarea; si persisten las molestias, hay que revisar las condiciones.',
    },
    {
      topic: PAUSAS,
      level: 'hard',
      kind: 'single',
      prompt: 'Para un conductor, ¿cuándo y en qué zonas conviene hacer la pausa activa?',
      options: [
        { id: 'a', text: 'Al bajarse en las paradas, con énfasis en espalda, cadera y piernas', correct: true },
        { id: 'b', text: 'Mientras conduce, con ejercicios de cuello y muñecas en el timón', correct: false },
        { id: 'c', text: 'Solo al terminar la ruta, con ejercicios de ojos y manos', correct: false },
      ],
      explanation:
        'Para conductores la rutina se enfoca en espalda, cadera y piernas, y se hace al bajarse del vehículo en las paradas.',
    },
    // Added for issue 19 (ADR 041)
    {
      topic: BIOMECANICO,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál de estas situaciones es un ejemplo de postura forzada?',
      options: [
        { id: 'a', text: 'Trabajar con los brazos por encima de los hombros', correct: true },
        { id: 'b', text: 'Estar sentado con la espalda apoyada en el espaldar', correct: false },
        { id: 'c', text: 'Caminar unos minutos durante la pausa', correct: false },
      ],
      explanation:
        'Una postura forzada saca una articulación de su posición neutra, como elevar los brazos por encima de los hombros; las otras dos son posturas cómodas o de descanso.',
    },
    {
      topic: BIOMECANICO,
      level: 'hard',
      kind: 'true_false',
      prompt: 'En la GTC 45, la vibración que transmite una herramienta manual se clasifica como peligro biomecánico.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'La vibración es un peligro físico en la GTC 45, como el ruido o la iluminación. Biomecánicos son la postura, el esfuerzo, el movimiento repetitivo y la manipulación de cargas.',
    },
    {
      topic: BIOMECANICO,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué combinación aumenta más el riesgo de lesión en el hombro?',
      options: [
        { id: 'a', text: 'Movimientos repetitivos con los brazos elevados y aplicando fuerza', correct: true },
        { id: 'b', text: 'Trabajo sentado con los antebrazos apoyados en la mesa', correct: false },
        { id: 'c', text: 'Caminar con los brazos relajados a los lados', correct: false },
      ],
      explanation:
        'Repetición, fuerza y brazos elevados se suman: juntos sobrecargan los tendones del hombro mucho más que cualquiera de ellos por separado.',
    },
    {
      topic: BIOMECANICO,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una digitadora siente hormigueo en la noche en los dedos pulgar, índice y medio de la mano derecha. ¿Qué es lo adecuado?',
      options: [
        {
          id: 'a',
          text: 'Reportarlo para que un médico lo valore, porque puede ser un compromiso del nervio mediano',
          correct: true,
        },
        { id: 'b', text: 'Ignorarlo, porque es normal en quien digita mucho', correct: false },
        { id: 'c', text: 'Hacer ejercicios de fuerza con la mano hasta que pase', correct: false },
      ],
      explanation:
        'Ese patrón de hormigueo es una señal típica del síndrome del túnel carpiano; reportar los síntomas a tiempo permite valorarlos y revisar el puesto antes de que la lesión avance.',
    },
    {
      topic: PANTALLA,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un trabajador que usa lentes progresivos levanta el mentón para leer la pantalla. ¿Qué ajuste corrige esa postura del cuello?',
      options: [
        { id: 'a', text: 'Bajar la pantalla', correct: true },
        { id: 'b', text: 'Subir la pantalla', correct: false },
        { id: 'c', text: 'Alejar el teclado', correct: false },
      ],
      explanation:
        'Con lentes progresivos se lee de cerca por la parte baja del lente; si la pantalla está alta, la persona echa la cabeza hacia atrás. Bajarla deja el cuello en posición neutra.',
    },
    {
      topic: PANTALLA,
      level: 'easy',
      kind: 'true_false',
      prompt: 'El mouse debe quedar al mismo nivel del teclado y cerca de él.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Así el brazo no se estira ni se separa del cuerpo para alcanzarlo, y el hombro y la muñeca trabajan en postura neutra.',
    },
    {
      topic: CARGAS,
      level: 'easy',
      kind: 'single',
      prompt: 'Al levantar una caja del piso, ¿cuál es la técnica correcta?',
      options: [
        { id: 'a', text: 'Doblar las rodillas, mantener la espalda recta y la caja pegada al cuerpo', correct: true },
        { id: 'b', text: 'Doblar la espalda con las piernas estiradas', correct: false },
        { id: 'c', text: 'Levantar con los brazos extendidos para alejar la caja del cuerpo', correct: false },
      ],
      explanation:
        'Las piernas hacen la fuerza y la espalda se mantiene recta; con la carga cerca del cuerpo la zona lumbar soporta mucho menos esfuerzo.',
    },
    {
      topic: CARGAS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Por qué se recomienda llevar la carga pegada al cuerpo?',
      options: [
        { id: 'a', text: 'Porque reduce la fuerza que soporta la zona lumbar', correct: true },
        { id: 'b', text: 'Porque permite caminar más rápido', correct: false },
        { id: 'c', text: 'Porque evita tener que usar guantes', correct: false },
      ],
      explanation:
        'Cuanto más lejos del cuerpo está la carga, mayor es la palanca que actúa sobre la columna; acercarla reduce el esfuerzo lumbar.',
    },
    {
      topic: CARGAS,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Levantar una carga desde el piso exige más a la espalda que levantar la misma carga desde la altura de la cintura.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Desde el piso hay que flexionar más el cuerpo y el recorrido es mayor; por eso lo pesado se almacena entre la altura de las rodillas y la de los hombros.',
    },
    {
      topic: PAUSAS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál es un beneficio de las pausas activas?',
      options: [
        { id: 'a', text: 'Favorecen la circulación y reducen la fatiga muscular', correct: true },
        { id: 'b', text: 'Reemplazan la adecuación del puesto de trabajo', correct: false },
        { id: 'c', text: 'Permiten alargar la jornada sin descanso', correct: false },
      ],
      explanation:
        'Las pausas activas mueven los músculos que la tarea mantiene quietos o sobrecargados; no sustituyen el rediseño del puesto ni los descansos.',
    },
    {
      topic: PAUSAS,
      level: 'medium',
      kind: 'true_false',
      prompt: 'Un ejercicio de pausa activa debe producir dolor para ser efectivo.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Los estiramientos de una pausa activa son suaves y sin dolor; el dolor indica que el movimiento no es adecuado para esa persona.',
    },
    {
      topic: PAUSAS,
      level: 'medium',
      kind: 'single',
      prompt: 'Si un ejercicio de la rutina de pausas le produce dolor, ¿qué debe hacer?',
      options: [
        { id: 'a', text: 'Suspenderlo y comentarlo con el responsable de SST', correct: true },
        { id: 'b', text: 'Repetirlo con más fuerza hasta que deje de doler', correct: false },
        { id: 'c', text: 'Seguir haciéndolo sin decir nada', correct: false },
      ],
      explanation:
        'El dolor es una señal para detenerse; el responsable de SST puede adaptar la rutina y, si hace falta, orientar una valoración médica.',
    },
  ],
};
