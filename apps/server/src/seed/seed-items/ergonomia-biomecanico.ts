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
        { id: 'a', text: 'Hipoacusia inducida por ruido', correct: false },
        { id: 'b', text: 'Dermatitis de contacto por solventes', correct: false },
        { id: 'c', text: 'Síndrome del túnel carpiano', correct: true },
        { id: 'd', text: 'Asma ocupacional por polvo de harina', correct: false },
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
        { id: 'b', text: 'Esperar unos meses a ver si desaparece con el descanso', correct: false },
        { id: 'c', text: 'Tomar analgésicos por su cuenta y seguir con la misma tarea', correct: false },
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
        { id: 'a', text: 'Cada uno a su ritmo, para no estorbarse al caminar con la carga', correct: false },
        { id: 'b', text: 'Uno levanta primero su extremo y el otro lo sigue cuando pueda', correct: false },
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
        { id: 'b', text: 'Cadera, rodillas, tobillos y planta de los pies', correct: false },
        { id: 'c', text: 'Solo la espalda baja, con flexiones de tronco', correct: false },
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
        {
          id: 'b',
          text: 'Trabajo sentado con los antebrazos apoyados en la mesa y los hombros relajados',
          correct: false,
        },
        { id: 'c', text: 'Caminar con los brazos relajados a los lados durante los desplazamientos', correct: false },
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
          text: 'Reportarlo para que un médico lo valore: puede comprometer el nervio mediano',
          correct: true,
        },
        {
          id: 'b',
          text: 'Ignorarlo, porque es normal en quien digita mucho y desaparece con el tiempo',
          correct: false,
        },
        {
          id: 'c',
          text: 'Hacer ejercicios de fuerza con la mano, apretando una pelota hasta que pase',
          correct: false,
        },
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
        {
          id: 'b',
          text: 'Doblar la espalda con las piernas estiradas para llegar más rápido a la caja',
          correct: false,
        },
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
        { id: 'b', text: 'Porque permite caminar más rápido y ver mejor el camino', correct: false },
        { id: 'c', text: 'Porque evita tener que usar guantes al tomar la carga', correct: false },
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
    {
      topic: BIOMECANICO,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuáles son los peligros que la GTC 45 clasifica como biomecánicos?',
      options: [
        { id: 'a', text: 'Ruido, vibración, iluminación, radiaciones y temperaturas extremas', correct: false },
        { id: 'b', text: 'Postura, esfuerzo, movimiento repetitivo y manipulación manual de cargas', correct: true },
        { id: 'c', text: 'Postura, ruido, presión de tiempo, vibración y trabajo monótono', correct: false },
        {
          id: 'd',
          text: 'Esfuerzo, caídas a nivel, cortes, golpes y atrapamiento con partes móviles de máquinas',
          correct: false,
        },
      ],
      explanation:
        'La GTC 45 agrupa como biomecánicos la postura, el esfuerzo, el movimiento repetitivo y la manipulación manual de cargas. El ruido, la vibración y la iluminación son peligros físicos.',
    },
    {
      topic: BIOMECANICO,
      level: 'easy',
      kind: 'single',
      prompt:
        'Un operario de empaque repite el mismo gesto con las manos cada pocos segundos durante todo el turno. ¿Qué peligro biomecánico presenta principalmente?',
      options: [
        { id: 'a', text: 'Manipulación manual de cargas pesadas', correct: false },
        { id: 'b', text: 'Esfuerzo al empujar carros', correct: false },
        { id: 'c', text: 'Movimiento repetitivo', correct: true },
        { id: 'd', text: 'Postura antigravitacional', correct: false },
      ],
      explanation:
        'Los ciclos cortos que se repiten durante la jornada con los mismos grupos musculares corresponden al movimiento repetitivo, típico de operarios de empaque y digitadores (GTC 45).',
    },
    {
      topic: BIOMECANICO,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Los desórdenes musculoesqueléticos suelen aparecer de forma súbita, igual que un accidente de trabajo.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Estas lesiones se desarrollan lentamente, por acumulación de la exposición; por eso suelen detectarse tarde, a diferencia de un accidente.',
    },
    {
      topic: BIOMECANICO,
      level: 'medium',
      kind: 'single',
      prompt: '¿Por qué los desórdenes musculoesqueléticos suelen detectarse tarde?',
      options: [
        { id: 'a', text: 'Porque solo aparecen después de los 50 años de edad', correct: false },
        { id: 'b', text: 'Porque ningún examen médico puede detectarlos', correct: false },
        { id: 'c', text: 'Porque la ley impide reportarlos a la ARL', correct: false },
        { id: 'd', text: 'Porque se desarrollan lentamente, por acumulación', correct: true },
      ],
      explanation:
        'Los desórdenes musculoesqueléticos se instalan poco a poco con la exposición repetida; los síntomas iniciales son leves y a menudo se ignoran hasta que la lesión avanza.',
    },
    {
      topic: BIOMECANICO,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un soldador trabaja agachado bajo una estructura durante largos periodos. Según la GTC 45, ¿cómo se clasifica el peligro derivado de la posición de su cuerpo?',
      options: [
        { id: 'a', text: 'Biomecánico, por postura', correct: true },
        { id: 'b', text: 'Físico, por vibración', correct: false },
        { id: 'c', text: 'Locativo, por las superficies de trabajo', correct: false },
        { id: 'd', text: 'Psicosocial, por carga mental', correct: false },
      ],
      explanation:
        'Trabajar agachado de forma prolongada es una postura forzada y mantenida, que la GTC 45 clasifica como peligro biomecánico por postura.',
    },
    {
      topic: BIOMECANICO,
      level: 'medium',
      kind: 'single',
      prompt: '¿Dónde se identifica y valora el riesgo biomecánico dentro del SG-SST?',
      options: [
        {
          id: 'a',
          text: 'En el reglamento interno de trabajo, junto con las sanciones disciplinarias',
          correct: false,
        },
        { id: 'b', text: 'En la matriz de identificación de peligros y valoración de riesgos', correct: true },
        { id: 'c', text: 'En el plan de preparación y respuesta ante emergencias de la empresa', correct: false },
        { id: 'd', text: 'En el contrato individual de trabajo de cada trabajador expuesto', correct: false },
      ],
      explanation:
        'El riesgo biomecánico se identifica y valora en la matriz de peligros como cualquier otro riesgo, y a partir de esa valoración se definen los controles (Decreto 1072 de 2015).',
    },
    {
      topic: BIOMECANICO,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuál es el orden de la jerarquía de controles, de la medida más eficaz a la menos eficaz?',
      options: [
        {
          id: 'a',
          text: 'Elementos de protección personal, controles administrativos, ingeniería, sustitución y eliminación',
          correct: false,
        },
        {
          id: 'b',
          text: 'Sustitución, eliminación, controles administrativos, ingeniería y elementos de protección personal',
          correct: false,
        },
        {
          id: 'c',
          text: 'Eliminación, sustitución, controles de ingeniería, controles administrativos y elementos de protección personal',
          correct: true,
        },
        {
          id: 'd',
          text: 'Controles administrativos, elementos de protección personal, eliminación, sustitución e ingeniería',
          correct: false,
        },
      ],
      explanation:
        'El Decreto 1072 de 2015 establece el orden: eliminación, sustitución, controles de ingeniería, controles administrativos y, por último, elementos de protección personal.',
    },
    {
      topic: BIOMECANICO,
      level: 'hard',
      kind: 'single',
      prompt:
        'En la evaluación médica periódica se encuentra que un trabajador tiene tendinitis de hombro. ¿Qué información recibe el empleador?',
      options: [
        { id: 'a', text: 'El diagnóstico completo junto con la historia clínica', correct: false },
        { id: 'b', text: 'El diagnóstico, pero sin recomendaciones', correct: false },
        { id: 'c', text: 'Una copia de todos los exámenes practicados', correct: false },
        { id: 'd', text: 'El concepto de aptitud y las recomendaciones', correct: true },
      ],
      explanation:
        'La historia clínica es reservada: el empleador recibe solo el concepto de aptitud y las recomendaciones para adaptar el puesto, nunca el diagnóstico.',
    },
    {
      topic: BIOMECANICO,
      level: 'hard',
      kind: 'multiple',
      prompt:
        'En una planta de alimentos, los operarios deshuesan pollo al ritmo de la cadena, en un cuarto frío y con cuchillos sin afilar. ¿Qué condiciones de esta tarea aumentan el riesgo biomecánico?',
      options: [
        { id: 'a', text: 'El ritmo impuesto por la cadena', correct: true },
        { id: 'b', text: 'La rotación planificada entre tareas distintas', correct: false },
        { id: 'c', text: 'La baja temperatura del cuarto', correct: true },
        { id: 'd', text: 'Los cuchillos sin afilar', correct: true },
        { id: 'e', text: 'Las pausas de recuperación programadas', correct: false },
      ],
      explanation:
        'El ritmo impuesto, el frío y las herramientas en mal estado aumentan el riesgo biomecánico; la rotación de tareas y las pausas de recuperación lo reducen.',
    },
    {
      topic: BIOMECANICO,
      level: 'hard',
      kind: 'true_false',
      prompt: 'En la matriz de peligros, la presión de tiempo se registra como un peligro biomecánico.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'La presión de tiempo es un peligro psicosocial según la GTC 45; aunque aumenta la tensión muscular y agrava el riesgo biomecánico, se registra en su propia clase.',
    },
    {
      topic: PANTALLA,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué es una postura neutra?',
      options: [
        { id: 'a', text: 'La que se mantiene sin cambios durante toda la jornada para no fatigarse', correct: false },
        { id: 'b', text: 'La que cada persona adopta de forma espontánea al sentarse', correct: false },
        {
          id: 'c',
          text: 'Aquella con las articulaciones alineadas y el menor esfuerzo muscular',
          correct: true,
        },
        { id: 'd', text: 'La que mantiene la espalda inclinada hacia la pantalla', correct: false },
      ],
      explanation:
        'En la postura neutra las articulaciones están alineadas y los músculos trabajan con el menor esfuerzo; aun así, conviene cambiar de posición con frecuencia.',
    },
    {
      topic: PANTALLA,
      level: 'easy',
      kind: 'single',
      prompt: '¿A qué altura deben ubicarse el teclado y el mouse?',
      options: [
        { id: 'a', text: 'A la altura de los codos', correct: true },
        { id: 'b', text: 'A la altura de los hombros', correct: false },
        { id: 'c', text: 'A la altura de los ojos', correct: false },
      ],
      explanation:
        'Con el teclado y el mouse a la altura de los codos y cerca del borde de la mesa, las muñecas quedan rectas y los hombros relajados.',
    },
    {
      topic: PANTALLA,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Para evitar reflejos, lo mejor es ubicar la pantalla de espaldas a la ventana.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'La pantalla debe quedar perpendicular a las ventanas, no de frente ni de espaldas a ellas; así se evitan los reflejos y los contrastes fuertes.',
    },
    {
      topic: PANTALLA,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una trabajadora ve reflejos en su pantalla porque la ventana está justo detrás del monitor. ¿Cómo debe reubicar el puesto?',
      options: [
        { id: 'a', text: 'Con la pantalla de espaldas a la ventana', correct: false },
        { id: 'b', text: 'Con la pantalla perpendicular a la ventana', correct: true },
        { id: 'c', text: 'Con la pantalla pegada al vidrio de la ventana', correct: false },
        { id: 'd', text: 'Con la pantalla inclinada hacia el techo', correct: false },
      ],
      explanation:
        'La pantalla se ubica perpendicular a las ventanas; ni de frente ni de espaldas a ellas, porque en ambos casos aparecen reflejos o deslumbramiento.',
    },
    {
      topic: PANTALLA,
      level: 'medium',
      kind: 'single',
      prompt: '¿A qué parte de la espalda debe ajustarse el soporte lumbar de la silla?',
      options: [
        { id: 'a', text: 'A la altura de los omoplatos', correct: false },
        { id: 'b', text: 'A la base del cuello', correct: false },
        { id: 'c', text: 'Al borde delantero del asiento', correct: false },
        { id: 'd', text: 'A la curva de la cintura', correct: true },
      ],
      explanation:
        'El soporte lumbar se ajusta a la curva de la cintura para mantener la curvatura natural de la columna mientras la espalda se apoya en el espaldar.',
    },
    {
      topic: PANTALLA,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un trabajador en modalidad remota pasa la jornada en el sofá con el portátil sobre las piernas. ¿Qué recomendación aplica?',
      options: [
        {
          id: 'a',
          text: 'Usar una silla con apoyo para la espalda, elevar la pantalla y usar teclado externo',
          correct: true,
        },
        {
          id: 'b',
          text: 'Seguir en el sofá, pero bajar el brillo de la pantalla y apoyar el portátil en un cojín',
          correct: false,
        },
        {
          id: 'c',
          text: 'Trabajar acostado para descansar la espalda, con el portátil sobre el pecho',
          correct: false,
        },
        { id: 'd', text: 'Poner el portátil en el piso y sentarse frente a él', correct: false },
      ],
      explanation:
        'Los principios del puesto con pantalla aplican también en casa: silla con apoyo para la espalda, pantalla elevada con libros o un soporte, teclado externo y pausas frecuentes.',
    },
    {
      topic: PANTALLA,
      level: 'medium',
      kind: 'single',
      prompt: '¿Por qué se recomienda parpadear con frecuencia al trabajar frente a la pantalla?',
      options: [
        { id: 'a', text: 'Porque el parpadeo reduce los reflejos de la ventana sobre la pantalla', correct: false },
        { id: 'b', text: 'Porque así se enfoca mejor la letra pequeña sin acercarse', correct: false },
        { id: 'c', text: 'Porque frente a la pantalla se parpadea menos y eso reseca los ojos', correct: true },
        { id: 'd', text: 'Porque así se puede trabajar con menos iluminación en el puesto', correct: false },
      ],
      explanation:
        'Al concentrarse en la pantalla la persona parpadea menos de lo normal y los ojos se resecan; parpadear a propósito y aplicar la regla 20-20-20 ayuda a evitarlo.',
    },
    {
      topic: PANTALLA,
      level: 'hard',
      kind: 'single',
      prompt:
        'En el puesto de un digitador, los pies están apoyados, las rodillas a 90 grados y la pantalla a un brazo de distancia, pero al teclear las muñecas quedan dobladas hacia arriba porque el teclado está alto. ¿Qué ajuste corrige el problema?',
      options: [
        {
          id: 'a',
          text: 'Subir la pantalla por encima de la línea de los ojos para enderezar el cuello',
          correct: false,
        },
        { id: 'b', text: 'Dejar el teclado a la altura de los codos y cerca del borde de la mesa', correct: true },
        { id: 'c', text: 'Alejar el teclado hacia el fondo de la mesa, sin cambiar su altura', correct: false },
        { id: 'd', text: 'Retirar el reposapiés y bajar la silla hasta el nivel más bajo', correct: false },
      ],
      explanation:
        'Con el teclado a la altura de los codos y cerca del borde de la mesa las muñecas quedan rectas; mover la pantalla o alejar el teclado no corrige la flexión de la muñeca.',
    },
    {
      topic: PANTALLA,
      level: 'hard',
      kind: 'multiple',
      prompt:
        'Una analista termina el día con dolor de cuello: trabaja con el portátil sobre la mesa, mirando hacia abajo durante horas. ¿Qué medidas corrigen la situación?',
      options: [
        { id: 'a', text: 'Poner el portátil sobre un soporte', correct: true },
        { id: 'b', text: 'Inclinar más la pantalla hacia abajo', correct: false },
        { id: 'c', text: 'Usar teclado y mouse externos', correct: true },
        { id: 'd', text: 'Hacer pausas cada hora', correct: true },
        { id: 'e', text: 'Reducir el tamaño de la letra en la pantalla', correct: false },
      ],
      explanation:
        'Con un soporte la pantalla sube a la altura de los ojos, el teclado y el mouse externos mantienen los brazos en postura neutra y las pausas permiten recuperar; así disminuyen las molestias.',
    },
    {
      topic: PANTALLA,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Un trabajador que teletrabaja desde su casa sigue cubierto por el SG-SST de su empleador, por lo que sus condiciones de trabajo en casa deben considerarse en la identificación de peligros.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El SG-SST cubre a todos los trabajadores sin importar dónde presten el servicio; por eso el trabajo en casa también se tiene en cuenta en la identificación de peligros (Decreto 1072 de 2015).',
    },
    {
      topic: CARGAS,
      level: 'easy',
      kind: 'single',
      prompt: 'Antes de levantar una carga, ¿cómo deben ubicarse los pies?',
      options: [
        { id: 'a', text: 'Juntos y alineados con la carga, con los talones pegados', correct: false },
        { id: 'b', text: 'Cruzados, para girar con más facilidad al dejar la carga', correct: false },
        { id: 'c', text: 'Sobre la punta de los pies, para ganar altura y alcanzar la carga', correct: false },
        { id: 'd', text: 'Separados al ancho de los hombros, uno ligeramente adelante', correct: true },
      ],
      explanation:
        'Los pies separados al ancho de los hombros, uno un poco adelante, dan una base de apoyo estable para levantar con las piernas.',
    },
    {
      topic: CARGAS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cómo debe agarrarse una carga para levantarla?',
      options: [
        { id: 'a', text: 'Con toda la mano, de forma firme', correct: true },
        { id: 'b', text: 'Solo con la punta de los dedos', correct: false },
        { id: 'c', text: 'Con una sola mano, para tener la otra libre', correct: false },
      ],
      explanation:
        'El agarre firme con toda la mano, no solo con los dedos, evita que la carga se resbale y reduce el esfuerzo de los dedos y la muñeca.',
    },
    {
      topic: CARGAS,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Si no sabe cuánto pesa una carga, puede probar empujándola un poco antes de levantarla.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Empujar la carga un poco permite estimar su peso antes de levantarla y decidir si se necesita un compañero o una ayuda mecánica.',
    },
    {
      topic: CARGAS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuál de estas medidas reduce el peso que los trabajadores levantan a mano?',
      options: [
        { id: 'a', text: 'Capacitar en la técnica de levantamiento', correct: false },
        { id: 'b', text: 'Entregar guantes con mejor agarre', correct: false },
        { id: 'c', text: 'Acordar con los proveedores empaques más livianos', correct: true },
        { id: 'd', text: 'Programar pausas activas después de cargar', correct: false },
      ],
      explanation:
        'Reducir el peso de los empaques con los proveedores, como bultos de cemento más livianos o cajas más pequeñas, disminuye la carga misma; las otras medidas no cambian el peso.',
    },
    {
      topic: CARGAS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cómo se deposita una carga al terminar el transporte?',
      options: [
        { id: 'a', text: 'Dejándola caer desde la altura de la cintura para no forzar los brazos', correct: false },
        { id: 'b', text: 'Con la misma técnica del levantamiento, doblando las rodillas', correct: true },
        { id: 'c', text: 'Doblando la espalda con las piernas rectas, para bajarla más rápido', correct: false },
        { id: 'd', text: 'Soltándola primero de un lado y luego del otro', correct: false },
      ],
      explanation:
        'La carga se deposita con la misma técnica con la que se levantó: rodillas dobladas, espalda recta y carga cerca del cuerpo.',
    },
    {
      topic: CARGAS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Por qué se recomienda levantar la carga con las piernas y no con la espalda?',
      options: [
        { id: 'a', text: 'Porque así se levanta más rápido y se terminan antes los viajes', correct: false },
        { id: 'b', text: 'Porque así no hace falta evaluar el peso ni los agarres de la carga', correct: false },
        {
          id: 'c',
          text: 'Porque así se puede girar el tronco sin riesgo mientras se sostiene la carga',
          correct: false,
        },
        {
          id: 'd',
          text: 'Porque las piernas hacen la fuerza y la espalda recta recibe menos carga',
          correct: true,
        },
      ],
      explanation:
        'Al doblar las rodillas y mantener la espalda recta, la fuerza la hacen las piernas y la zona lumbar queda protegida; girar el tronco con carga sigue siendo peligroso.',
    },
    {
      topic: CARGAS,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Entregar fajas lumbares es la medida más eficaz para controlar el riesgo de los auxiliares de bodega que levantan cajas.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Las medidas que dependen del trabajador están al final de la jerarquía de controles; tienen prioridad la eliminación y los controles de ingeniería, como las ayudas mecánicas (Decreto 1072 de 2015).',
    },
    {
      topic: CARGAS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un auxiliar lleva a mano cajas de 20 kg desde un camión hasta una estantería ubicada a 40 metros. Según la jerarquía de controles, ¿cuál es la mejor medida?',
      options: [
        { id: 'a', text: 'Enseñarle a cargar las cajas sobre el hombro para repartir el peso', correct: false },
        { id: 'b', text: 'Entregarle una faja lumbar para todo el recorrido', correct: false },
        { id: 'c', text: 'Transportar las cajas con una carretilla o un estibador', correct: true },
        { id: 'd', text: 'Pedirle que haga una pausa cada diez cajas transportadas', correct: false },
      ],
      explanation:
        'Una ayuda mecánica elimina el transporte manual y es un control de ingeniería, con prioridad sobre la capacitación, las pausas o los elementos de protección (Decreto 1072 de 2015).',
    },
    {
      topic: CARGAS,
      level: 'hard',
      kind: 'multiple',
      prompt: 'Un auxiliar de bodega va a levantar del piso una caja grande. ¿Qué pasos de la técnica son correctos?',
      options: [
        { id: 'a', text: 'Acercarse a la carga antes de levantarla', correct: true },
        { id: 'b', text: 'Doblar las rodillas y mantener la espalda recta', correct: true },
        { id: 'c', text: 'Girar el tronco para ubicar la caja a un lado', correct: false },
        { id: 'd', text: 'Levantar de forma suave, sin tirones', correct: true },
        { id: 'e', text: 'Mantener la caja lejos del cuerpo para ver el piso', correct: false },
      ],
      explanation:
        'La técnica pide acercarse, doblar las rodillas con la espalda recta y levantar suave con la carga pegada al cuerpo; no se gira el tronco con la carga ni se aleja del cuerpo.',
    },
    {
      topic: CARGAS,
      level: 'hard',
      kind: 'true_false',
      prompt: 'Antes de movilizar a un paciente, la cama debe ajustarse a la altura de la cadera del trabajador.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Ajustar la cama a la altura de la cadera evita que el trabajador se incline con la espalda doblada mientras moviliza al paciente.',
    },
    {
      topic: PAUSAS,
      level: 'medium',
      kind: 'single',
      prompt: 'En la rutina de pausa activa, ¿cuánto tiempo se sostiene la inclinación de la cabeza hacia un hombro?',
      options: [
        { id: 'a', text: 'Un segundo', correct: false },
        { id: 'b', text: 'Unos 10 segundos', correct: true },
        { id: 'c', text: 'Cerca de dos minutos', correct: false },
        { id: 'd', text: 'Al menos cinco minutos', correct: false },
      ],
      explanation:
        'En la rutina del puesto se inclina la cabeza hacia un hombro y se sostiene unos 10 segundos; luego se repite hacia el otro lado.',
    },
    {
      topic: PAUSAS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál de estas actividades es una pausa activa?',
      options: [
        {
          id: 'a',
          text: 'Hacer círculos lentos con los hombros y estirar las muñecas',
          correct: true,
        },
        { id: 'b', text: 'Revisar el celular sin levantarse de la silla durante unos minutos', correct: false },
        { id: 'c', text: 'Tomar un café sentado en el mismo puesto de trabajo', correct: false },
      ],
      explanation:
        'La pausa activa interrumpe la tarea para movilizar articulaciones, estirar músculos y cambiar de postura; quedarse sentado en la misma posición no cumple ese fin.',
    },
    {
      topic: PAUSAS,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'Las pausas activas son una actividad recreativa opcional y no hacen parte del control del riesgo biomecánico.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Las pausas activas no son una actividad recreativa: son un control administrativo dentro de la gestión del riesgo biomecánico.',
    },
    {
      topic: PAUSAS,
      level: 'medium',
      kind: 'single',
      prompt: 'Para los operarios de una línea de producción, ¿en qué zonas se enfoca la pausa activa?',
      options: [
        { id: 'a', text: 'Solo los ojos, con la regla 20-20-20, como en el trabajo con pantalla', correct: false },
        { id: 'b', text: 'Cadera y piernas, al bajarse del vehículo al final del recorrido', correct: false },
        { id: 'c', text: 'Manos, antebrazos y hombros, además de cambiar el apoyo de los pies', correct: true },
      ],
      explanation:
        'La rutina se adapta a la tarea: en producción en línea se trabajan manos, antebrazos y hombros, y se cambia el apoyo de los pies.',
    },
    {
      topic: PAUSAS,
      level: 'medium',
      kind: 'single',
      prompt: 'Para el personal de obra, ¿en qué zonas conviene enfocar la pausa activa?',
      options: [
        { id: 'a', text: 'Espalda baja y hombros, sobre todo después de tareas de carga', correct: true },
        { id: 'b', text: 'Ojos y muñecas, por el uso de pantallas y teclados durante la obra', correct: false },
        { id: 'c', text: 'Solo el cuello, una vez al final de la jornada y sin calentamiento', correct: false },
      ],
      explanation:
        'El personal de obra carga y levanta materiales, por eso su rutina hace énfasis en la espalda baja y los hombros después de esas tareas.',
    },
    {
      topic: PAUSAS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué ejercicio de la rutina de cinco minutos trabaja los brazos y las muñecas?',
      options: [
        {
          id: 'a',
          text: 'Apoyado en la silla o en la pared, llevar un talón hacia el glúteo y sostener unos segundos',
          correct: false,
        },
        {
          id: 'b',
          text: 'Extender un brazo al frente y llevar suavemente los dedos hacia abajo con la otra mano',
          correct: true,
        },
        { id: 'c', text: 'Inclinar la cabeza hacia un hombro y sostener, luego cambiar de lado', correct: false },
        { id: 'd', text: 'Mirar a lo lejos por una ventana y parpadear varias veces seguidas', correct: false },
      ],
      explanation:
        'Con el brazo extendido al frente se llevan los dedos suavemente hacia abajo, con la palma hacia arriba y luego hacia abajo; así se estiran antebrazo y muñeca.',
    },
    {
      topic: PAUSAS,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Si un trabajador tiene una lesión o una recomendación médica, debe consultar qué ejercicios de la pausa activa le convienen.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La rutina general puede no ser adecuada para todos; quien tiene una lesión o una recomendación médica consulta qué ejercicios le convienen.',
    },
    {
      topic: PAUSAS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa quiere controlar las molestias de muñeca de sus digitadores. ¿Qué combinación es más coherente con la jerarquía de controles?',
      options: [
        {
          id: 'a',
          text: 'Reemplazar el ajuste de los puestos por pausas activas más largas y frecuentes en cada turno',
          correct: false,
        },
        { id: 'b', text: 'Entregar muñequeras a todos los digitadores y suspender las pausas activas', correct: false },
        {
          id: 'c',
          text: 'Ajustar los puestos para que las muñecas queden rectas y complementar con pausas activas',
          correct: true,
        },
        { id: 'd', text: 'Hacer una sola pausa activa larga cada semana, sin modificar los puestos', correct: false },
      ],
      explanation:
        'Primero se corrige el puesto (control de ingeniería) y las pausas activas lo complementan como control administrativo; las pausas no reemplazan el rediseño (Decreto 1072 de 2015).',
    },
    {
      topic: PAUSAS,
      level: 'hard',
      kind: 'multiple',
      prompt: '¿Cuáles de estos ejercicios son adecuados en una rutina de pausa activa en el puesto?',
      options: [
        { id: 'a', text: 'Círculos lentos con los hombros hacia atrás', correct: true },
        { id: 'b', text: 'Abrir y cerrar las manos varias veces', correct: true },
        { id: 'c', text: 'Saltos con rebote para estirar la espalda', correct: false },
        { id: 'd', text: 'Mirar a lo lejos y parpadear varias veces', correct: true },
        { id: 'e', text: 'Estirar el cuello hasta sentir dolor', correct: false },
      ],
      explanation:
        'La rutina incluye movimientos suaves de hombros, manos y ojos; los rebotes y el dolor se evitan porque pueden lesionar los tejidos.',
    },
    {
      topic: PAUSAS,
      level: 'hard',
      kind: 'single',
      prompt: '¿Cuál es el propósito principal de las pausas activas dentro de la jornada?',
      options: [
        { id: 'a', text: 'Aumentar la fuerza máxima del trabajador con ejercicios de resistencia', correct: false },
        { id: 'b', text: 'Compensar jornadas más largas sin descanso al final del turno', correct: false },
        {
          id: 'c',
          text: 'Reemplazar el examen médico periódico con una valoración del jefe inmediato',
          correct: false,
        },
        { id: 'd', text: 'Permitir que los tejidos se recuperen antes de que la fatiga se acumule', correct: true },
      ],
      explanation:
        'Las pausas activas buscan recuperar los tejidos antes de que la fatiga se acumule; no reemplazan los exámenes médicos ni justifican alargar la jornada.',
    },
    {
      topic: BIOMECANICO,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál de estas situaciones es un ejemplo de movimiento repetitivo?',
      options: [
        { id: 'a', text: 'Levantar un bulto de cemento una sola vez al día', correct: false },
        { id: 'b', text: 'Permanecer de pie vigilando una entrada durante el turno', correct: false },
        { id: 'c', text: 'Digitar datos en el computador durante toda la jornada', correct: true },
        { id: 'd', text: 'Empujar un carro de carga de vez en cuando entre dos bodegas', correct: false },
      ],
      explanation:
        'El movimiento repetitivo son ciclos cortos que se repiten durante la jornada con los mismos grupos musculares, como digitar datos de forma continua (GTC 45).',
    },
    {
      topic: BIOMECANICO,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál de estas tareas es un ejemplo de manipulación manual de cargas?',
      options: [
        { id: 'a', text: 'Una auxiliar de enfermería que moviliza pacientes en la cama', correct: true },
        { id: 'b', text: 'Un vigilante que observa las cámaras de seguridad durante el turno', correct: false },
        { id: 'c', text: 'Una recepcionista que contesta llamadas y agenda citas', correct: false },
        { id: 'd', text: 'Un conductor que revisa su hoja de ruta antes de salir', correct: false },
      ],
      explanation:
        'La manipulación manual de cargas incluye levantar, transportar, empujar o halar objetos o personas, como ocurre al movilizar pacientes.',
    },
    {
      topic: BIOMECANICO,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál de estas enfermedades es un desorden musculoesquelético?',
      options: [
        { id: 'a', text: 'Intoxicación por plomo', correct: false },
        { id: 'b', text: 'Hipertensión arterial', correct: false },
        { id: 'c', text: 'Epicondilitis', correct: true },
        { id: 'd', text: 'Conjuntivitis', correct: false },
      ],
      explanation:
        'La epicondilitis es una lesión de los tendones del codo y hace parte de los desórdenes musculoesqueléticos, junto con el dolor lumbar, la tendinitis y el síndrome del túnel carpiano.',
    },
    {
      topic: BIOMECANICO,
      level: 'medium',
      kind: 'single',
      prompt:
        'En la jerarquía de controles, ¿qué tipo de medida es rotar a los trabajadores entre tareas que usan distintos grupos musculares?',
      options: [
        { id: 'a', text: 'Eliminación', correct: false },
        { id: 'b', text: 'Control de ingeniería', correct: false },
        { id: 'c', text: 'Elemento de protección personal', correct: false },
        { id: 'd', text: 'Control administrativo', correct: true },
      ],
      explanation:
        'La rotación cambia la organización del trabajo y no el puesto ni la herramienta; por eso es un control administrativo (Decreto 1072 de 2015).',
    },
    {
      topic: BIOMECANICO,
      level: 'medium',
      kind: 'single',
      prompt:
        'Cambiar unas pinzas de mango delgado por otras de mango ergonómico que reducen la fuerza de agarre es un ejemplo de…',
      options: [
        { id: 'a', text: 'Control de ingeniería', correct: true },
        { id: 'b', text: 'Control administrativo', correct: false },
        { id: 'c', text: 'Elemento de protección personal', correct: false },
      ],
      explanation:
        'Las herramientas con mangos adecuados modifican el medio de trabajo para reducir el esfuerzo; son controles de ingeniería, especialmente eficaces en ergonomía.',
    },
    {
      topic: BIOMECANICO,
      level: 'medium',
      kind: 'true_false',
      prompt: 'Las temperaturas bajas en el sitio de trabajo pueden aumentar el riesgo biomecánico.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El frío y la vibración están entre los factores que aumentan el riesgo biomecánico, junto con la exposición sin pausas, el ritmo impuesto y las herramientas mal diseñadas.',
    },
    {
      topic: BIOMECANICO,
      level: 'medium',
      kind: 'single',
      prompt:
        '¿Cuál de estas es una obligación del trabajador frente al riesgo biomecánico según el Decreto 1072 de 2015?',
      options: [
        { id: 'a', text: 'Elaborar la matriz de peligros de la empresa y firmarla como responsable', correct: false },
        { id: 'b', text: 'Comprar su propia silla ergonómica y los demás elementos del puesto', correct: false },
        {
          id: 'c',
          text: 'Procurar el cuidado integral de su salud e informar con veracidad su estado de salud',
          correct: true,
        },
        {
          id: 'd',
          text: 'Decidir por su cuenta qué controles se implementan en su puesto, sin consultar al empleador',
          correct: false,
        },
      ],
      explanation:
        'El Decreto 1072 de 2015 pide al trabajador procurar el cuidado integral de su salud y dar información clara, veraz y completa sobre su estado de salud; elaborar la matriz y definir controles corresponde al empleador.',
    },
    {
      topic: BIOMECANICO,
      level: 'hard',
      kind: 'single',
      prompt:
        'Según la Ley 1562 de 2012, ¿cuándo un síndrome del túnel carpiano puede considerarse enfermedad laboral?',
      options: [
        {
          id: 'a',
          text: 'Cuando el trabajador tiene más de diez años de antigüedad en la misma empresa',
          correct: false,
        },
        {
          id: 'b',
          text: 'Cuando se contrae como resultado de la exposición a factores de riesgo propios de la actividad laboral',
          correct: true,
        },
        {
          id: 'c',
          text: 'Cuando aparece en cualquier trabajador que use computador, sin importar la causa ni el tiempo de exposición',
          correct: false,
        },
        {
          id: 'd',
          text: 'Cuando el trabajador lo declara por escrito ante su jefe inmediato y el COPASST',
          correct: false,
        },
      ],
      explanation:
        'La Ley 1562 de 2012 define la enfermedad laboral como la contraída por la exposición a factores de riesgo inherentes a la actividad laboral o al medio en que el trabajador ha debido trabajar.',
    },
    {
      topic: BIOMECANICO,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una trabajadora recibe el diagnóstico de enfermedad laboral por un desorden musculoesquelético. ¿En qué plazo debe el empleador reportarlo a la ARL y a la EPS?',
      options: [
        { id: 'a', text: 'Dentro de los 15 días calendario siguientes al diagnóstico', correct: false },
        { id: 'b', text: 'Dentro del mes siguiente al diagnóstico, con la historia clínica', correct: false },
        { id: 'c', text: 'En la siguiente autoevaluación de estándares mínimos del SG-SST', correct: false },
        { id: 'd', text: 'Dentro de los 2 días hábiles siguientes al diagnóstico', correct: true },
      ],
      explanation:
        'El empleador reporta la enfermedad laboral a la ARL y a la EPS dentro de los dos días hábiles siguientes al diagnóstico, en el formato FUREL (Resolución 156 de 2005).',
    },
    {
      topic: BIOMECANICO,
      level: 'hard',
      kind: 'multiple',
      prompt:
        'Un estudio de puesto encuentra que los operarios de ensamble trabajan con los brazos elevados, a ritmo impuesto y sin pausas. ¿Qué medidas son adecuadas para controlar ese riesgo?',
      options: [
        { id: 'a', text: 'Bajar la altura de trabajo con una mesa regulable', correct: true },
        { id: 'b', text: 'Programar pausas de recuperación y rotación de tareas', correct: true },
        { id: 'c', text: 'Exigir más velocidad para terminar antes', correct: false },
        { id: 'd', text: 'Esperar a que aparezcan síntomas para actuar', correct: false },
        { id: 'e', text: 'Revisar el ritmo de la línea con producción', correct: true },
      ],
      explanation:
        'Primero se corrige el diseño (mesa regulable) y se revisa la organización del ritmo; las pausas y la rotación complementan. Aumentar la velocidad o esperar los síntomas agrava el riesgo.',
    },
    {
      topic: PANTALLA,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué ángulo aproximado deben formar las rodillas al estar sentado frente al computador?',
      options: [
        { id: 'a', text: 'Unos 45 grados', correct: false },
        { id: 'b', text: 'Cerca de 90 grados', correct: true },
        { id: 'c', text: 'Unos 150 grados', correct: false },
      ],
      explanation:
        'La silla se ajusta para que los pies queden apoyados en el piso y las rodillas formen un ángulo cercano a 90 grados.',
    },
    {
      topic: PANTALLA,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Frente a la pantalla, los hombros deben estar relajados y los codos cerca del cuerpo.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Con los hombros relajados y los codos cerca del cuerpo, doblados cerca de 90 grados, los brazos trabajan en postura neutra.',
    },
    {
      topic: PANTALLA,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué significa la frase «la mejor postura es la siguiente»?',
      options: [
        { id: 'a', text: 'Que hay que copiar la postura del compañero de al lado', correct: false },
        { id: 'b', text: 'Que la postura correcta se aprende en la inducción', correct: false },
        { id: 'c', text: 'Que la postura de la mañana debe repetirse en la tarde', correct: false },
        { id: 'd', text: 'Que conviene cambiar de posición con frecuencia', correct: true },
      ],
      explanation:
        'Ninguna postura es buena para ocho horas seguidas; por eso se recomienda partir de una postura neutra y cambiar de posición con frecuencia.',
    },
    {
      topic: PANTALLA,
      level: 'medium',
      kind: 'single',
      prompt:
        'Al revisar su puesto con la lista de chequeo, un trabajador ve que no tiene espacio libre bajo la mesa para mover las piernas. ¿Qué debe hacer?',
      options: [
        { id: 'a', text: 'Corregirlo si es sencillo o reportarlo al responsable del SG-SST', correct: true },
        { id: 'b', text: 'Ignorarlo, porque la lista solo revisa la silla y la pantalla', correct: false },
        { id: 'c', text: 'Sentarse de lado para sacar las piernas', correct: false },
        { id: 'd', text: 'Esperar a la próxima evaluación médica para mencionarlo', correct: false },
      ],
      explanation:
        'Los puntos de la lista que no se cumplen se corrigen con ajustes sencillos o se reportan al responsable del SG-SST para que evalúe una mejora.',
    },
    {
      topic: PANTALLA,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'La lista de chequeo del puesto con pantalla reemplaza la inspección del puesto por parte de un profesional.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'La lista es una herramienta de autocuidado para detectar problemas; no reemplaza la inspección del puesto que hace un profesional.',
    },
    {
      topic: PANTALLA,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué se busca al ubicar la pantalla justo de frente al trabajador?',
      options: [
        { id: 'a', text: 'Que la pantalla reciba más luz de la ventana', correct: false },
        { id: 'b', text: 'Que no tenga que girar el cuello para verla', correct: true },
        { id: 'c', text: 'Que el teclado quede más lejos del cuerpo', correct: false },
        { id: 'd', text: 'Que el mouse quede más alto que el teclado', correct: false },
      ],
      explanation:
        'Con la pantalla de frente el cuello permanece en posición neutra; una pantalla a un lado obliga a girarlo durante horas.',
    },
    {
      topic: PANTALLA,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un trabajador pasa toda la mañana sentado sin levantarse. Según la lista de chequeo del puesto, ¿qué hábito le falta?',
      options: [
        { id: 'a', text: 'Revisar el correo cada hora', correct: false },
        { id: 'b', text: 'Bajar el brillo de la pantalla a mediodía', correct: false },
        { id: 'c', text: 'Ajustar la silla al final de la jornada', correct: false },
        { id: 'd', text: 'Levantarse al menos una vez cada hora', correct: true },
      ],
      explanation:
        'La lista de chequeo incluye cambiar de postura con frecuencia y levantarse al menos una vez cada hora, además de las pausas activas y la regla 20-20-20.',
    },
    {
      topic: PANTALLA,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una trabajadora pone el portátil sobre un soporte para que la pantalla quede a la altura de los ojos, pero sigue escribiendo en su teclado. ¿Qué problema aparece y cómo se resuelve?',
      options: [
        { id: 'a', text: 'El cuello se flexiona; se resuelve bajando el soporte', correct: false },
        {
          id: 'b',
          text: 'Los brazos y las muñecas quedan elevados; se resuelve con teclado y mouse externos',
          correct: true,
        },
        { id: 'c', text: 'Aparecen reflejos; se resuelve inclinando el soporte hacia la ventana', correct: false },
        { id: 'd', text: 'La pantalla queda muy lejos; se resuelve poniéndola sobre las piernas', correct: false },
      ],
      explanation:
        'Al subir el portátil, su teclado también sube y obliga a elevar brazos y muñecas; por eso el soporte se acompaña de teclado y mouse externos.',
    },
    {
      topic: PANTALLA,
      level: 'hard',
      kind: 'single',
      prompt:
        'En una línea de ensamble, una operaria trabaja de pie todo el turno sobre piso de concreto. ¿Qué combinación de medidas es adecuada?',
      options: [
        { id: 'a', text: 'Un reposapiés alto para mantener siempre el mismo pie apoyado', correct: false },
        { id: 'b', text: 'Calzado de tacón y permanecer quieta en un solo punto', correct: false },
        { id: 'c', text: 'Un tapete antifatiga y la opción de alternar con una silla alta', correct: true },
        { id: 'd', text: 'Una silla de oficina baja con ruedas frente a la línea', correct: false },
      ],
      explanation:
        'En puestos de pie se usan tapetes antifatiga, se alterna el apoyo de los pies y, si es posible, se dispone de una silla alta para alternar posturas.',
    },
    {
      topic: PANTALLA,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Un ajuste de bajo costo, como un soporte para el portátil con teclado y mouse externos, puede evitar una incapacidad por dolor de cuello.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'En el ejemplo de la analista de facturación, el soporte, el teclado y el mouse externos y las pausas disminuyeron las molestias en pocas semanas.',
    },
    {
      topic: CARGAS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cómo debe mantenerse la espalda durante el levantamiento de una carga?',
      options: [
        { id: 'a', text: 'Doblada hacia adelante, con las piernas estiradas', correct: false },
        { id: 'b', text: 'Girada hacia el lado donde se dejará la carga', correct: false },
        { id: 'c', text: 'Recta, conservando su curvatura natural', correct: true },
      ],
      explanation:
        'Se doblan las rodillas y la espalda se mantiene recta conservando su curvatura natural, para que las piernas hagan la fuerza.',
    },
    {
      topic: CARGAS,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'Antes de levantar una carga conviene verificar que el recorrido esté libre de obstáculos y que el piso esté seco.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Un recorrido con obstáculos o un piso húmedo puede causar un resbalón con la carga en las manos; por eso se revisa antes de levantar.',
    },
    {
      topic: CARGAS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál de estas es una ayuda mecánica para evitar levantar cargas a mano?',
      options: [
        { id: 'a', text: 'Un tapete antifatiga', correct: false },
        { id: 'b', text: 'Una mesa elevadora', correct: true },
        { id: 'c', text: 'Un atril para documentos', correct: false },
        { id: 'd', text: 'Un reposapiés', correct: false },
      ],
      explanation:
        'Las carretillas, los estibadores, los montacargas, los polipastos y las mesas elevadoras eliminan o reducen la manipulación manual de cargas.',
    },
    {
      topic: CARGAS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Por qué empujar un carro suele ser mejor que halarlo?',
      options: [
        { id: 'a', text: 'Porque permite usar el peso del cuerpo y mantener la espalda recta', correct: true },
        { id: 'b', text: 'Porque así se ve mejor el camino que queda detrás del carro', correct: false },
        { id: 'c', text: 'Porque así el carro avanza solo por inercia en las pendientes', correct: false },
        { id: 'd', text: 'Porque así se puede mover con una sola mano y llevar algo en la otra', correct: false },
      ],
      explanation:
        'Al empujar, el trabajador aprovecha el peso de su cuerpo y conserva la espalda recta; al halar suele torcer el tronco y mirar hacia atrás.',
    },
    {
      topic: CARGAS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué medida de organización reduce el esfuerzo de transportar cargas a mano en una bodega?',
      options: [
        { id: 'a', text: 'Ubicar lo pesado en el nivel más alto de la estantería', correct: false },
        { id: 'b', text: 'Pedir que cada trabajador cargue más cajas por viaje', correct: false },
        { id: 'c', text: 'Alejar la zona de despacho de la zona de almacenamiento', correct: false },
        { id: 'd', text: 'Disminuir las distancias de transporte', correct: true },
      ],
      explanation:
        'Reducir las distancias de transporte disminuye el tiempo que la carga se lleva en las manos; ubicar lo pesado arriba o cargar más cajas por viaje aumenta el riesgo.',
    },
    {
      topic: CARGAS,
      level: 'medium',
      kind: 'single',
      prompt:
        'En clínicas y hospitales, ¿qué personal tiene una de las exposiciones más altas a manipulación de cargas?',
      options: [
        { id: 'a', text: 'El personal administrativo de facturación y admisiones', correct: false },
        { id: 'b', text: 'El personal asistencial que moviliza pacientes', correct: true },
        { id: 'c', text: 'El personal de sistemas y soporte técnico', correct: false },
        { id: 'd', text: 'El personal de vigilancia de la entrada principal', correct: false },
      ],
      explanation:
        'Al movilizar pacientes, el personal asistencial enfrenta una de las exposiciones más altas a manipulación de cargas.',
    },
    {
      topic: CARGAS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué ayuda sirve para trasladar a un paciente de la camilla a la cama reduciendo la fuerza necesaria?',
      options: [
        { id: 'a', text: 'Una faja lumbar ajustada antes del traslado', correct: false },
        { id: 'b', text: 'Un tapete antifatiga al lado de la cama', correct: false },
        { id: 'c', text: 'Una tabla de transferencia o una sábana deslizante', correct: true },
        { id: 'd', text: 'Un reposapiés bajo para el paciente durante el traslado', correct: false },
      ],
      explanation:
        'Las grúas de traslado, las tablas de transferencia y las sábanas deslizantes reducen la fuerza necesaria para movilizar a un paciente.',
    },
    {
      topic: CARGAS,
      level: 'hard',
      kind: 'single',
      prompt:
        'En una obra, los ayudantes suben bultos de cemento por una rampa y luego los llevan unos metros en horizontal. La empresa instala un malacate. ¿Qué medida complementa mejor ese control?',
      options: [
        { id: 'a', text: 'Retirar el malacate cuando los ayudantes aprendan la técnica', correct: false },
        { id: 'b', text: 'Capacitar en técnica de levantamiento para los tramos horizontales', correct: true },
        { id: 'c', text: 'Entregar fajas lumbares en lugar de capacitar', correct: false },
        { id: 'd', text: 'Pedir que suban dos bultos por viaje en la rampa', correct: false },
      ],
      explanation:
        'El malacate resuelve el transporte vertical; en los tramos que siguen siendo manuales, la capacitación en técnica de levantamiento complementa el control de ingeniería.',
    },
    {
      topic: CARGAS,
      level: 'hard',
      kind: 'multiple',
      prompt:
        'Dos camilleros van a movilizar a un paciente que no puede moverse por sí mismo. ¿Qué prácticas son correctas?',
      options: [
        { id: 'a', text: 'Explicar al paciente lo que se va a hacer', correct: true },
        { id: 'b', text: 'Que uno de ellos lo movilice solo mientras el otro prepara la cama', correct: false },
        { id: 'c', text: 'Ajustar la cama a la altura de la cadera de los camilleros', correct: true },
        { id: 'd', text: 'Usar una sábana deslizante para el traslado', correct: true },
        { id: 'e', text: 'Levantarlo rápido para que el esfuerzo dure menos', correct: false },
      ],
      explanation:
        'Nunca se moviliza solo a un paciente dependiente; se ajusta la altura de la cama, se usan ayudas de traslado y se explica al paciente para que colabore cuando sea posible.',
    },
    {
      topic: CARGAS,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Cuando una carga se levanta entre dos personas, cada una debe moverse a su propio ritmo para no estorbar a la otra.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Una persona da las instrucciones en voz alta para que ambas se muevan al mismo tiempo; moverse a destiempo descarga el peso de golpe sobre uno de los dos.',
    },
    {
      topic: PAUSAS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cómo se hacen los círculos de hombros en la rutina de pausa activa?',
      options: [
        { id: 'a', text: 'Lentos y hacia atrás, unas cinco veces', correct: true },
        { id: 'b', text: 'Rápidos y con rebote, el mayor número de veces posible', correct: false },
        { id: 'c', text: 'Con pesas en las manos, hasta sentir cansancio', correct: false },
      ],
      explanation:
        'En la rutina se hacen círculos lentos de hombros hacia atrás cinco veces; después se suben los hombros hacia las orejas, se sostiene y se suelta.',
    },
    {
      topic: PAUSAS,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Una rutina de pausa activa puede hacerse en el mismo puesto de trabajo en unos cinco minutos.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La rutina propuesta para el puesto dura unos cinco minutos y recorre cuello, hombros, brazos, manos, espalda, piernas y ojos.',
    },
    {
      topic: PAUSAS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cómo debe respirar mientras hace los ejercicios de la pausa activa?',
      options: [
        { id: 'a', text: 'Conteniendo la respiración en cada estiramiento', correct: false },
        { id: 'b', text: 'De forma agitada, para activar el cuerpo', correct: false },
        { id: 'c', text: 'De manera pausada', correct: true },
        { id: 'd', text: 'Solo por la boca y muy rápido', correct: false },
      ],
      explanation:
        'Los ejercicios se hacen de forma suave, sin rebotes, sin llegar al dolor y con respiración pausada.',
    },
    {
      topic: PAUSAS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Con qué actividad termina la rutina de pausa activa de cinco minutos?',
      options: [
        { id: 'a', text: 'Con un estiramiento de cuello hacia atrás', correct: false },
        { id: 'b', text: 'Con una serie de saltos', correct: false },
        { id: 'c', text: 'Sentado, con los ojos cerrados', correct: false },
        { id: 'd', text: 'Caminando un minuto', correct: true },
      ],
      explanation:
        'Después de los estiramientos de piernas, la rutina finaliza caminando un minuto para activar la circulación antes de volver a la tarea.',
    },
    {
      topic: PAUSAS,
      level: 'medium',
      kind: 'single',
      prompt: 'En la rutina de pausa activa, ¿cómo se estira la espalda?',
      options: [
        {
          id: 'a',
          text: 'De pie, con las manos en la cintura, llevando suavemente el tronco hacia atrás',
          correct: true,
        },
        {
          id: 'b',
          text: 'Sentado, girando el tronco con fuerza hacia cada lado hasta sentir un tirón',
          correct: false,
        },
        { id: 'c', text: 'Doblando la espalda hasta tocar el piso con rebotes rápidos y repetidos', correct: false },
        {
          id: 'd',
          text: 'Colgándose de una puerta con los brazos estirados para descomprimir la columna',
          correct: false,
        },
      ],
      explanation:
        'Para la espalda se lleva suavemente el tronco hacia atrás con las manos en la cintura y luego se entrelazan las manos al frente para redondear la espalda.',
    },
    {
      topic: PAUSAS,
      level: 'medium',
      kind: 'true_false',
      prompt: 'Hacer las pausas activas en grupo tiende a aumentar su cumplimiento y a mejorar el ambiente de trabajo.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Cuando las pausas se hacen en grupo se cumplen más y mejoran el ambiente; por eso se recomiendan siempre que sea posible.',
    },
    {
      topic: PAUSAS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué ejercicio de la rutina se hace para las piernas?',
      options: [
        { id: 'a', text: 'Abrir y cerrar las manos con fuerza varias veces seguidas', correct: false },
        { id: 'b', text: 'Hacer círculos lentos con los hombros hacia adelante y hacia atrás', correct: false },
        { id: 'c', text: 'Apoyado en la silla o en la pared, llevar un talón hacia el glúteo', correct: true },
        { id: 'd', text: 'Inclinar la cabeza hacia un hombro y sostener unos segundos', correct: false },
      ],
      explanation:
        'Para las piernas, apoyado en la silla o la pared, se lleva un talón hacia el glúteo y se sostiene; luego se cambia de pierna.',
    },
    {
      topic: PAUSAS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un operador de montacargas y una digitadora harán la pausa activa a la misma hora. ¿Qué recomendación es correcta?',
      options: [
        {
          id: 'a',
          text: 'Deben hacer exactamente la misma rutina, porque el cuerpo y los músculos son iguales',
          correct: false,
        },
        {
          id: 'b',
          text: 'Cada rutina se adapta a su tarea: la digitadora con énfasis en cuello, hombros, muñecas y ojos',
          correct: true,
        },
        {
          id: 'c',
          text: 'Solo la digitadora necesita pausa, porque el operador se mueve todo el tiempo en el montacargas',
          correct: false,
        },
        {
          id: 'd',
          text: 'El operador debe hacer la pausa mientras maneja para no perder tiempo de operación',
          correct: false,
        },
      ],
      explanation:
        'La rutina se adapta a la tarea: para personal de oficina el énfasis está en cuello, hombros, muñecas y ojos; quien conduce la hace al bajarse del vehículo, nunca mientras maneja.',
    },
    {
      topic: PAUSAS,
      level: 'hard',
      kind: 'single',
      prompt:
        'En un call center, los asesores olvidan hacer las pausas activas en medio de la atención de llamadas. ¿Qué medida práctica ayuda más?',
      options: [
        { id: 'a', text: 'Dejar las pausas para cuando termine la jornada', correct: false },
        { id: 'b', text: 'Hacer una pausa larga de una hora a mitad de la semana', correct: false },
        { id: 'c', text: 'Suspender las pausas hasta que baje el volumen de llamadas', correct: false },
        { id: 'd', text: 'Programar recordatorios en el computador o el celular', correct: true },
      ],
      explanation:
        'Los recordatorios en el computador o el celular ayudan a que las pausas se vuelvan hábito; dejarlas para después contradice la idea de pausas cortas y frecuentes.',
    },
    {
      topic: PAUSAS,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Aunque la postura de trabajo sea correcta, prolongar la exposición sin pausas de recuperación aumenta el riesgo biomecánico.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La duración y la frecuencia de la exposición sin pausas de recuperación son factores que aumentan el riesgo; por eso las pausas se hacen aunque el puesto esté bien ajustado.',
    },
    {
      topic: BIOMECANICO,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál es el efecto más común del riesgo biomecánico sobre la salud?',
      options: [
        { id: 'a', text: 'Las quemaduras en la piel', correct: false },
        { id: 'b', text: 'Los desórdenes musculoesqueléticos', correct: true },
        { id: 'c', text: 'Las intoxicaciones por sustancias', correct: false },
        { id: 'd', text: 'La pérdida de audición', correct: false },
      ],
      explanation:
        'Los efectos más comunes del riesgo biomecánico son los desórdenes musculoesqueléticos, como el dolor lumbar, la tendinitis o el síndrome del túnel carpiano.',
    },
    {
      topic: BIOMECANICO,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'El riesgo biomecánico solo se presenta en trabajos de fuerza, como la construcción; en las oficinas no existe.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'En oficinas hay posturas prolongadas y movimientos repetitivos, como los de los digitadores; por eso el riesgo biomecánico también se gestiona allí.',
    },
    {
      topic: BIOMECANICO,
      level: 'easy',
      kind: 'single',
      prompt: 'Una empresa compra sillas ajustables para sus digitadores. ¿Qué tipo de control es?',
      options: [
        { id: 'a', text: 'Control administrativo', correct: false },
        { id: 'b', text: 'Control de ingeniería', correct: true },
        { id: 'c', text: 'Elemento de protección personal', correct: false },
      ],
      explanation:
        'Las sillas ajustables modifican el puesto de trabajo; son controles de ingeniería, especialmente eficaces en ergonomía.',
    },
    {
      topic: BIOMECANICO,
      level: 'medium',
      kind: 'single',
      prompt:
        '¿Quién es responsable de implementar los controles del riesgo biomecánico que resultan de la matriz de peligros?',
      options: [
        { id: 'a', text: 'La EPS de cada trabajador', correct: false },
        { id: 'b', text: 'Cada trabajador, con sus propios recursos', correct: false },
        { id: 'c', text: 'El Ministerio del Trabajo', correct: false },
        { id: 'd', text: 'El empleador, dentro de su SG-SST', correct: true },
      ],
      explanation:
        'El empleador debe identificar los peligros, valorar los riesgos y aplicar los controles como parte del SG-SST (Decreto 1072 de 2015); la ARL asesora, pero no asume esa obligación.',
    },
    {
      topic: BIOMECANICO,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estas lesiones son desórdenes musculoesqueléticos?',
      options: [
        { id: 'a', text: 'Dolor lumbar', correct: true },
        { id: 'b', text: 'Hipoacusia por ruido', correct: false },
        { id: 'c', text: 'Tendinitis', correct: true },
        { id: 'd', text: 'Lesiones del hombro', correct: true },
        { id: 'e', text: 'Dermatitis por contacto', correct: false },
      ],
      explanation:
        'Dolor lumbar, tendinitis, lesiones del hombro, epicondilitis y síndrome del túnel carpiano son desórdenes musculoesqueléticos. La hipoacusia y la dermatitis tienen otros orígenes.',
    },
    {
      topic: BIOMECANICO,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un carpintero usa un martillo con el mango desgastado y resbaloso. ¿Qué factor que aumenta el riesgo biomecánico está presente?',
      options: [
        { id: 'a', text: 'Una herramienta en mal estado que obliga a hacer más fuerza', correct: true },
        { id: 'b', text: 'Un ritmo de trabajo impuesto por una máquina o una línea de producción', correct: false },
        { id: 'c', text: 'Una temperatura baja en el sitio de trabajo', correct: false },
        { id: 'd', text: 'Una presión de tiempo por metas de producción exigentes', correct: false },
      ],
      explanation:
        'Las herramientas mal diseñadas o en mal estado aumentan la fuerza necesaria para sostenerlas y usarlas, y con ello el riesgo biomecánico.',
    },
    {
      topic: BIOMECANICO,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un mensajero motorizado pasa a un cargo de digitador. ¿Qué peligro biomecánico cobra más importancia en su nuevo cargo?',
      options: [
        { id: 'a', text: 'La manipulación de bultos pesados', correct: false },
        { id: 'b', text: 'El esfuerzo al empujar carros', correct: false },
        { id: 'c', text: 'El movimiento repetitivo de manos y dedos', correct: true },
        { id: 'd', text: 'La postura agachada bajo estructuras', correct: false },
      ],
      explanation:
        'El trabajo de digitación implica ciclos cortos que se repiten con los mismos grupos musculares durante la jornada, es decir, movimiento repetitivo.',
    },
    {
      topic: BIOMECANICO,
      level: 'hard',
      kind: 'single',
      prompt:
        'En una empresa, 8 de sus 20 empacadores reportan dolor de muñeca. ¿Cuál es la respuesta más adecuada dentro del SG-SST?',
      options: [
        { id: 'a', text: 'Entregar analgésicos en la enfermería y registrar cada caso en la bitácora', correct: false },
        {
          id: 'b',
          text: 'Revisar puestos y tarea, valorar el riesgo y definir controles con seguimiento de salud',
          correct: true,
        },
        {
          id: 'c',
          text: 'Reemplazar a los trabajadores afectados por personal nuevo y sin antecedentes',
          correct: false,
        },
        {
          id: 'd',
          text: 'Esperar a que la ARL califique el origen de todos los casos como enfermedad laboral antes de actuar',
          correct: false,
        },
      ],
      explanation:
        'Varios casos en el mismo cargo son una señal de alerta: se revisan las condiciones de la tarea, se valora el riesgo en la matriz, se aplican controles y se hace seguimiento, por ejemplo con un programa de vigilancia epidemiológica.',
    },
    {
      topic: BIOMECANICO,
      level: 'hard',
      kind: 'single',
      prompt:
        '¿Qué norma expidió la tabla de enfermedades laborales, que incluye desórdenes musculoesqueléticos como el síndrome del túnel carpiano?',
      options: [
        { id: 'a', text: 'El Decreto 1477 de 2014', correct: true },
        { id: 'b', text: 'La Resolución 2013 de 1986', correct: false },
        { id: 'c', text: 'La Ley 1010 de 2006', correct: false },
        { id: 'd', text: 'La Resolución 0312 de 2019', correct: false },
      ],
      explanation:
        'El Decreto 1477 de 2014 expidió la tabla de enfermedades laborales. La Resolución 2013 de 1986 trata del comité paritario, la Ley 1010 de 2006 del acoso laboral y la Resolución 0312 de 2019 de los estándares mínimos.',
    },
    {
      topic: BIOMECANICO,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'En la jerarquía de controles, capacitar en higiene postural tiene prioridad sobre instalar mesas de altura regulable.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Las mesas de altura regulable son un control de ingeniería y la capacitación es un control administrativo; la ingeniería está antes en la jerarquía (Decreto 1072 de 2015).',
    },
    {
      topic: PANTALLA,
      level: 'easy',
      kind: 'single',
      prompt: 'Al trabajar sentado, ¿dónde debe apoyarse la espalda?',
      options: [
        { id: 'a', text: 'En el borde de la mesa', correct: false },
        { id: 'b', text: 'En el espaldar de la silla', correct: true },
        { id: 'c', text: 'En ningún apoyo, inclinada hacia la pantalla', correct: false },
      ],
      explanation:
        'La espalda se apoya en el espaldar y el soporte lumbar se ajusta a la curva de la cintura, para que los músculos no sostengan solos el tronco.',
    },
    {
      topic: PANTALLA,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Según la lista de chequeo, los cables del puesto deben estar organizados y no atravesar zonas de paso.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La lista de chequeo del puesto revisa el entorno: cables organizados fuera de las zonas de paso, iluminación suficiente y espacio libre bajo la mesa.',
    },
    {
      topic: PANTALLA,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué característica debe tener la silla según la lista de chequeo del puesto con pantalla?',
      options: [
        { id: 'a', text: 'Altura fija, igual para todos los trabajadores', correct: false },
        { id: 'b', text: 'Asiento sin espaldar para obligar a sentarse derecho', correct: false },
        { id: 'c', text: 'Patas fijas sin posibilidad de moverla', correct: false },
        { id: 'd', text: 'Ajuste de altura y ruedas en buen estado', correct: true },
      ],
      explanation:
        'La lista verifica que la silla tenga ajuste de altura y ruedas en buen estado, además del apoyo de la espalda y de los pies.',
    },
    {
      topic: PANTALLA,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué le ocurre al cuello si la pantalla queda demasiado baja?',
      options: [
        { id: 'a', text: 'Se flexiona hacia adelante durante horas', correct: true },
        { id: 'b', text: 'Se extiende hacia atrás todo el tiempo', correct: false },
        { id: 'c', text: 'Gira de forma permanente hacia un lado', correct: false },
      ],
      explanation:
        'Una pantalla baja obliga a mirar hacia abajo y a flexionar el cuello; por eso el borde superior se ubica a la altura de los ojos o ligeramente por debajo.',
    },
    {
      topic: PANTALLA,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cómo debe ser la iluminación del puesto de trabajo con pantalla?',
      options: [
        { id: 'a', text: 'La más intensa posible, dirigida directamente hacia la pantalla', correct: false },
        {
          id: 'b',
          text: 'Suficiente para leer documentos sin esfuerzo y sin reflejos sobre la pantalla',
          correct: true,
        },
        { id: 'c', text: 'Muy baja, para que la pantalla resalte y no canse la vista', correct: false },
        {
          id: 'd',
          text: 'Solo la luz de la pantalla, con las lámparas apagadas y las cortinas cerradas',
          correct: false,
        },
      ],
      explanation:
        'La lista de chequeo pide iluminación suficiente para leer documentos sin esfuerzo y que no haya reflejos de ventanas ni de lámparas sobre la pantalla.',
    },
    {
      topic: PANTALLA,
      level: 'medium',
      kind: 'multiple',
      prompt: 'Según la lista de chequeo, ¿qué debe cumplir la pantalla?',
      options: [
        { id: 'a', text: 'Estar de frente, sin necesidad de girar el cuello', correct: true },
        { id: 'b', text: 'Tener el borde superior a la altura de los ojos o ligeramente por debajo', correct: true },
        { id: 'c', text: 'Estar a un palmo de los ojos', correct: false },
        { id: 'd', text: 'No tener reflejos de ventanas ni de lámparas', correct: true },
        { id: 'e', text: 'Tener el brillo siempre al máximo', correct: false },
      ],
      explanation:
        'La pantalla va de frente, a un brazo extendido, con el borde superior a la altura de los ojos o un poco por debajo y sin reflejos.',
    },
    {
      topic: PANTALLA,
      level: 'medium',
      kind: 'single',
      prompt: 'Un trabajador se sienta en el borde de la silla, sin apoyar la espalda. ¿Qué le recomienda?',
      options: [
        { id: 'a', text: 'Poner un cojín bajo los pies y seguir sentado igual en el borde', correct: false },
        { id: 'b', text: 'Inclinarse más hacia la pantalla para ver mejor sin forzar los ojos', correct: false },
        {
          id: 'c',
          text: 'Subir la silla hasta que los pies queden colgando, para apoyar mejor los codos',
          correct: false,
        },
        {
          id: 'd',
          text: 'Sentarse al fondo del asiento, apoyar la espalda y ajustar el soporte lumbar',
          correct: true,
        },
      ],
      explanation:
        'Sentado al fondo del asiento, con la espalda en el espaldar y el soporte lumbar en la curva de la cintura, la columna conserva su curvatura y los músculos descansan.',
    },
    {
      topic: PANTALLA,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una trabajadora en casa no tiene soporte para su portátil. ¿Qué alternativa sencilla permite elevar la pantalla?',
      options: [
        { id: 'a', text: 'Ponerlo sobre libros y usar un teclado externo', correct: true },
        { id: 'b', text: 'Trabajar con el portátil sobre las piernas', correct: false },
        { id: 'c', text: 'Inclinar la pantalla hacia atrás al máximo', correct: false },
        { id: 'd', text: 'Sentarse en un cojín en el piso', correct: false },
      ],
      explanation:
        'En casa se puede elevar la pantalla con libros o un soporte y usar teclado externo para que los brazos sigan en postura neutra.',
    },
    {
      topic: PANTALLA,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un trabajador deja el mouse lejos, a un lado del teclado, y lo usa con el brazo estirado. ¿Qué consecuencia tiene?',
      options: [
        { id: 'a', text: 'La muñeca queda recta y el hombro descansa durante la tarea', correct: false },
        { id: 'b', text: 'El brazo se separa del cuerpo y se sobrecarga el hombro', correct: true },
        { id: 'c', text: 'Mejora la circulación del brazo al mantenerlo estirado', correct: false },
        { id: 'd', text: 'Se reduce el esfuerzo de los dedos al hacer clic', correct: false },
      ],
      explanation:
        'El mouse va al nivel del teclado y cerca de él; alcanzarlo con el brazo estirado separa el codo del cuerpo y sobrecarga el hombro durante horas.',
    },
    {
      topic: PANTALLA,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un trabajador ajustó bien su silla, su teclado y su pantalla, pero pasa cuatro horas seguidas sin moverse. ¿Qué le falta?',
      options: [
        { id: 'a', text: 'Cambiar de postura con frecuencia y hacer pausas', correct: true },
        { id: 'b', text: 'Subir la pantalla por encima de los ojos', correct: false },
        { id: 'c', text: 'Bajar la silla para que las rodillas queden más altas', correct: false },
        { id: 'd', text: 'Retirar el soporte lumbar para moverse más', correct: false },
      ],
      explanation:
        'Una postura neutra reduce la carga, pero ninguna postura es buena para horas sin cambios; hay que cambiar de posición, levantarse y hacer pausas.',
    },
    {
      topic: PANTALLA,
      level: 'hard',
      kind: 'multiple',
      prompt: 'Una trabajadora pasa a trabajar desde el comedor de su casa. ¿Qué medidas aplican a su puesto?',
      options: [
        { id: 'a', text: 'Usar una silla con apoyo para la espalda', correct: true },
        { id: 'b', text: 'Trabajar desde la cama en las tardes', correct: false },
        { id: 'c', text: 'Elevar la pantalla y usar teclado externo', correct: true },
        { id: 'd', text: 'Considerar su puesto en la identificación de peligros', correct: true },
        { id: 'e', text: 'Omitir las pausas porque está en casa', correct: false },
      ],
      explanation:
        'En casa aplican los mismos principios: silla con apoyo, pantalla elevada, teclado externo y pausas; además, el trabajo en casa se considera en la identificación de peligros (Decreto 1072 de 2015).',
    },
    {
      topic: PANTALLA,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Un puesto con el borde superior de la pantalla ligeramente por debajo de la altura de los ojos está mal ajustado.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'El borde superior de la pantalla puede quedar a la altura de los ojos o ligeramente por debajo; ambas posiciones mantienen el cuello en postura neutra.',
    },
    {
      topic: CARGAS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué equipo sirve para elevar cargas pesadas de forma vertical en un taller?',
      options: [
        { id: 'a', text: 'Un atril', correct: false },
        { id: 'b', text: 'Un polipasto', correct: true },
        { id: 'c', text: 'Un tapete antifatiga', correct: false },
      ],
      explanation:
        'El polipasto es una ayuda mecánica que eleva cargas; junto con carretillas, estibadores y mesas elevadoras, reduce la manipulación manual.',
    },
    {
      topic: CARGAS,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'Una carga demasiado voluminosa o pesada para una persona puede levantarse entre dos personas coordinadas.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Cuando la carga es voluminosa o pesada para una persona, se levanta entre dos, con una persona que da las instrucciones en voz alta.',
    },
    {
      topic: CARGAS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuándo conviene pedir la ayuda de un compañero o de una ayuda mecánica?',
      options: [
        { id: 'a', text: 'Solo cuando el jefe lo ordena por escrito', correct: false },
        { id: 'b', text: 'Cuando la carga es muy pesada o voluminosa para una persona', correct: true },
        { id: 'c', text: 'Cuando la carga es liviana, compacta y tiene buenos agarres', correct: false },
        { id: 'd', text: 'Cuando se quiere terminar la tarea más rápido para salir temprano', correct: false },
      ],
      explanation:
        'Evaluar la carga antes de levantarla incluye decidir si se necesita un compañero o una ayuda mecánica; se pide cuando la carga supera lo que una persona maneja con seguridad.',
    },
    {
      topic: CARGAS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Por qué la carga se levanta de forma suave y sin tirones?',
      options: [
        { id: 'a', text: 'Porque así se gasta más energía y se calienta el músculo', correct: false },
        { id: 'b', text: 'Porque los tirones producen picos de esfuerzo sobre la espalda', correct: true },
        { id: 'c', text: 'Porque así la carga pesa menos al llegar arriba', correct: false },
        { id: 'd', text: 'Porque los tirones solo afectan las manos', correct: false },
      ],
      explanation:
        'Un levantamiento brusco genera picos de fuerza en la columna; hacerlo suave y con las piernas reduce ese esfuerzo.',
    },
    {
      topic: CARGAS,
      level: 'medium',
      kind: 'single',
      prompt: 'En una obra se instala un malacate para subir los bultos de cemento. ¿Qué tipo de control es?',
      options: [
        { id: 'a', text: 'Control administrativo', correct: false },
        { id: 'b', text: 'Elemento de protección personal', correct: false },
        { id: 'c', text: 'Sustitución del material', correct: false },
        { id: 'd', text: 'Control de ingeniería', correct: true },
      ],
      explanation:
        'El malacate es una ayuda mecánica que cambia la forma de hacer el transporte vertical; es un control de ingeniería, con prioridad sobre la capacitación (Decreto 1072 de 2015).',
    },
    {
      topic: CARGAS,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estos equipos son ayudas mecánicas para reducir la manipulación manual de cargas?',
      options: [
        { id: 'a', text: 'Carretilla', correct: true },
        { id: 'b', text: 'Estibador', correct: true },
        { id: 'c', text: 'Tapete antifatiga', correct: false },
        { id: 'd', text: 'Montacargas', correct: true },
        { id: 'e', text: 'Atril para documentos', correct: false },
      ],
      explanation:
        'Carretillas, estibadores, montacargas, polipastos y mesas elevadoras eliminan o reducen la manipulación manual de cargas; el tapete y el atril sirven para otros puestos.',
    },
    {
      topic: CARGAS,
      level: 'medium',
      kind: 'true_false',
      prompt: 'La capacitación en técnica de levantamiento es un control de ingeniería.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'La capacitación cambia la forma en que la persona trabaja, no el puesto ni los equipos; es un control administrativo (Decreto 1072 de 2015).',
    },
    {
      topic: CARGAS,
      level: 'hard',
      kind: 'single',
      prompt:
        '¿En qué orden, de más a menos eficaz según la jerarquía de controles, se ubican estas medidas para una bodega: faja lumbar, capacitación en levantamiento y estibador?',
      options: [
        { id: 'a', text: 'Estibador, capacitación y faja lumbar', correct: true },
        { id: 'b', text: 'Capacitación, faja lumbar y estibador', correct: false },
        { id: 'c', text: 'Faja lumbar, estibador y capacitación', correct: false },
        { id: 'd', text: 'Capacitación, estibador y faja lumbar', correct: false },
      ],
      explanation:
        'El estibador es un control de ingeniería, la capacitación es un control administrativo y la faja depende solo del trabajador, por lo que va al final (Decreto 1072 de 2015).',
    },
    {
      topic: CARGAS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una enfermera debe pasar a un paciente dependiente de la cama a la silla y su compañero está ocupado. ¿Qué debe hacer?',
      options: [
        { id: 'a', text: 'Movilizarlo sola, con la técnica de levantamiento', correct: false },
        { id: 'b', text: 'Pedirle al paciente que se pare solo', correct: false },
        { id: 'c', text: 'Esperar ayuda o usar una grúa de traslado', correct: true },
        { id: 'd', text: 'Levantarlo rápido para que el esfuerzo dure poco', correct: false },
      ],
      explanation:
        'Nunca se moviliza solo a un paciente dependiente; se espera a un compañero o se usa una ayuda como la grúa de traslado.',
    },
    {
      topic: CARGAS,
      level: 'hard',
      kind: 'single',
      prompt:
        '¿Cuál de estas medidas elimina el transporte manual de cajas entre dos áreas, en lugar de solo reducir su efecto?',
      options: [
        { id: 'a', text: 'Capacitar en técnica de levantamiento a todo el personal', correct: false },
        { id: 'b', text: 'Rotar a los trabajadores cada hora entre las dos áreas', correct: false },
        { id: 'c', text: 'Entregar guantes con mejor agarre', correct: false },
        { id: 'd', text: 'Instalar una banda transportadora entre las dos áreas', correct: true },
      ],
      explanation:
        'Con la banda transportadora las cajas dejan de llevarse a mano entre las áreas; la capacitación, la rotación y los guantes solo disminuyen el efecto del transporte manual.',
    },
    {
      topic: PAUSAS,
      level: 'easy',
      kind: 'single',
      prompt: 'En la rutina de pausa activa, ¿qué ejercicio se hace con las manos?',
      options: [
        { id: 'a', text: 'Abrirlas y cerrarlas con fuerza varias veces', correct: true },
        { id: 'b', text: 'Apretar una pesa hasta sentir dolor en el antebrazo', correct: false },
        { id: 'c', text: 'Tronar los dedos uno por uno con la otra mano', correct: false },
      ],
      explanation:
        'Para las manos se abren y cierran con fuerza varias veces; los ejercicios nunca deben llegar al dolor.',
    },
    {
      topic: PAUSAS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué ejercicio de la rutina está dirigido a los ojos?',
      options: [
        { id: 'a', text: 'Cerrar los ojos y apretarlos con fuerza durante un minuto', correct: false },
        { id: 'b', text: 'Acercar la cara a la pantalla y enfocar la letra más pequeña', correct: false },
        { id: 'c', text: 'Mirar a lo lejos por una ventana y parpadear varias veces', correct: true },
        { id: 'd', text: 'Frotarse los ojos con las manos hasta sentir alivio', correct: false },
      ],
      explanation:
        'Mirar a lo lejos relaja el enfoque de los ojos y parpadear evita que se resequen después de un tiempo frente a la pantalla.',
    },
    {
      topic: PAUSAS,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Las pausas activas sirven para cambiar de postura durante la jornada.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Además de movilizar articulaciones y estirar músculos, las pausas activas interrumpen la postura mantenida de la tarea.',
    },
    {
      topic: PAUSAS,
      level: 'medium',
      kind: 'single',
      prompt: 'Después de hacer círculos lentos con los hombros, ¿qué ejercicio de hombros sigue en la rutina?',
      options: [
        { id: 'a', text: 'Balancear los brazos con fuerza hacia atrás', correct: false },
        { id: 'b', text: 'Cruzar los brazos sobre la cabeza y rebotar', correct: false },
        { id: 'c', text: 'Subir los hombros hacia las orejas, sostener y soltar', correct: true },
      ],
      explanation:
        'En la rutina, tras los círculos lentos hacia atrás se suben los hombros hacia las orejas, se sostiene la posición y se sueltan.',
    },
    {
      topic: PAUSAS,
      level: 'medium',
      kind: 'single',
      prompt: 'En la rutina de cuello, después de inclinar la cabeza hacia cada hombro, ¿qué movimiento se hace?',
      options: [
        { id: 'a', text: 'Llevar el mentón hacia el pecho', correct: true },
        { id: 'b', text: 'Girar la cabeza en círculos rápidos', correct: false },
        { id: 'c', text: 'Echar la cabeza hacia atrás con rebote', correct: false },
        { id: 'd', text: 'Sostener la cabeza inclinada durante cinco minutos', correct: false },
      ],
      explanation:
        'Tras las inclinaciones laterales se lleva el mentón hacia el pecho, siempre de forma suave y sin rebotes.',
    },
    {
      topic: PAUSAS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué papel cumple un líder de pausas en un área de trabajo?',
      options: [
        { id: 'a', text: 'Sancionar a quien no haga los ejercicios', correct: false },
        { id: 'b', text: 'Guiar al grupo en la rutina de pausas', correct: true },
        { id: 'c', text: 'Diagnosticar las lesiones de sus compañeros', correct: false },
        { id: 'd', text: 'Reemplazar al responsable del SG-SST', correct: false },
      ],
      explanation:
        'Los líderes de pausas guían al grupo en cada área y ayudan a que las pausas se vuelvan hábito; no diagnostican ni sancionan.',
    },
    {
      topic: PAUSAS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué diferencia a una pausa activa de un descanso en el que se sigue sentado?',
      options: [
        { id: 'a', text: 'La pausa activa dura más de una hora y reemplaza el almuerzo', correct: false },
        { id: 'b', text: 'La pausa activa se hace solo una vez, al final de la jornada laboral', correct: false },
        { id: 'c', text: 'En la pausa activa se sigue con la tarea a menor ritmo', correct: false },
        { id: 'd', text: 'En la pausa activa se moviliza el cuerpo y se cambia de postura', correct: true },
      ],
      explanation:
        'La pausa activa interrumpe la tarea para mover las articulaciones, estirar y cambiar de postura; quedarse sentado no rompe la postura mantenida.',
    },
    {
      topic: PAUSAS,
      level: 'hard',
      kind: 'single',
      prompt: 'Una empresa hace una sola pausa activa de 30 minutos cada viernes. ¿Qué cambio recomienda?',
      options: [
        { id: 'a', text: 'Pausas de 5 a 10 minutos cada una o dos horas, todos los días', correct: true },
        { id: 'b', text: 'Mantener la pausa del viernes y alargarla a una hora', correct: false },
        { id: 'c', text: 'Pasar la pausa al lunes para empezar la semana', correct: false },
        { id: 'd', text: 'Hacer la pausa solo cuando haya quejas de dolor', correct: false },
      ],
      explanation:
        'Las pausas funcionan mejor cortas y frecuentes; una sola pausa semanal no permite recuperar los tejidos durante la jornada.',
    },
    {
      topic: PAUSAS,
      level: 'hard',
      kind: 'multiple',
      prompt:
        '¿Qué zonas debe incluir la rutina de pausas de los asesores de un centro de contacto que trabajan con computador?',
      options: [
        { id: 'a', text: 'Cuello', correct: true },
        { id: 'b', text: 'Ojos', correct: true },
        { id: 'c', text: 'Muñecas', correct: true },
        { id: 'd', text: 'Levantamiento de pesas con las piernas', correct: false },
        { id: 'e', text: 'Saltos con rebote para la espalda', correct: false },
      ],
      explanation:
        'Para personal de oficina y digitadores el énfasis está en cuello, hombros, muñecas y ojos, siempre con movimientos suaves, sin rebotes.',
    },
    {
      topic: PAUSAS,
      level: 'hard',
      kind: 'single',
      prompt:
        'En una línea con ritmo impuesto, una operaria no puede detener la banda para hacer su pausa. ¿Qué solución es coherente con la gestión del riesgo?',
      options: [
        { id: 'a', text: 'Omitir las pausas en las líneas con ritmo impuesto', correct: false },
        { id: 'b', text: 'Hacer los ejercicios sin dejar de trabajar en la banda', correct: false },
        { id: 'c', text: 'Organizar relevos para que cada operaria haga su pausa', correct: true },
        { id: 'd', text: 'Acumular todas las pausas al final del turno', correct: false },
      ],
      explanation:
        'Las pausas son un control administrativo y se organizan con la tarea, por ejemplo con relevos; omitirlas o acumularlas al final pierde su efecto de recuperación.',
    },
    {
      topic: PAUSAS,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Conviene hacer las pausas activas antes de que aparezca el dolor, porque buscan recuperar los tejidos antes de que la fatiga se acumule.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Las pausas activas son preventivas: ayudan a recuperar los tejidos antes de que se acumule la fatiga, no solo cuando ya hay molestias.',
    },
    {
      topic: BIOMECANICO,
      level: 'easy',
      kind: 'single',
      prompt:
        'Un ayudante de obra carga bloques y bultos de un lado a otro durante la jornada. ¿Qué peligro biomecánico es el principal?',
      options: [
        { id: 'a', text: 'Movimiento repetitivo de los dedos', correct: false },
        { id: 'b', text: 'Postura sentada prolongada', correct: false },
        { id: 'c', text: 'Esfuerzo al apretar tornillos', correct: false },
        { id: 'd', text: 'Manipulación manual de cargas', correct: true },
      ],
      explanation:
        'Levantar y transportar objetos, como bloques y bultos, es manipulación manual de cargas según la GTC 45; es típica de ayudantes de obra y auxiliares de bodega.',
    },
    {
      topic: BIOMECANICO,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál de estos factores reduce el riesgo biomecánico?',
      options: [
        { id: 'a', text: 'Las pausas de recuperación durante la jornada', correct: true },
        { id: 'b', text: 'El ritmo de trabajo impuesto por la máquina o la línea', correct: false },
        { id: 'c', text: 'Las herramientas en mal estado o sin mango', correct: false },
        { id: 'd', text: 'El trabajo prolongado en un cuarto frío', correct: false },
      ],
      explanation:
        'La exposición sin pausas de recuperación aumenta el riesgo; el ritmo impuesto, las herramientas en mal estado y el frío también lo aumentan.',
    },
    {
      topic: BIOMECANICO,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál de estas situaciones corresponde a una postura prolongada?',
      options: [
        { id: 'a', text: 'Levantarse a tomar agua cada hora durante la jornada', correct: false },
        { id: 'b', text: 'Permanecer sentado frente al computador la mayor parte de la jornada', correct: true },
        { id: 'c', text: 'Caminar unos minutos durante la pausa de media mañana', correct: false },
        {
          id: 'd',
          text: 'Alternar entre estar sentado y de pie varias veces a lo largo de la jornada',
          correct: false,
        },
      ],
      explanation:
        'Mantener la misma posición, sentado o de pie, durante la mayor parte de la jornada es una postura prolongada; alternar y moverse la interrumpe.',
    },
    {
      topic: BIOMECANICO,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué información usa un programa de vigilancia epidemiológica para desórdenes musculoesqueléticos?',
      options: [
        { id: 'a', text: 'Los diagnósticos individuales de cada trabajador, enviados a su jefe', correct: false },
        { id: 'b', text: 'Los resultados agregados de las evaluaciones médicas ocupacionales', correct: true },
        { id: 'c', text: 'Las opiniones de los trabajadores sobre la salud de sus compañeros', correct: false },
        { id: 'd', text: 'Los reportes de ventas y productividad de cada área', correct: false },
      ],
      explanation:
        'El programa de vigilancia se construye con resultados agregados, sin revelar diagnósticos individuales: el empleador solo recibe el concepto de aptitud y las recomendaciones.',
    },
    {
      topic: BIOMECANICO,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'En ergonomía, los controles de ingeniería, como las ayudas mecánicas y las mesas regulables, son especialmente eficaces.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Los controles de ingeniería modifican el puesto o el equipo y protegen sin depender del comportamiento del trabajador; por eso son especialmente eficaces frente al riesgo biomecánico.',
    },
    {
      topic: BIOMECANICO,
      level: 'medium',
      kind: 'single',
      prompt:
        'En una empresa de 30 trabajadores se actualiza la matriz de peligros, incluido el riesgo biomecánico. ¿Quiénes deben participar?',
      options: [
        { id: 'a', text: 'Solo el gerente general y el jefe de producción', correct: false },
        { id: 'b', text: 'Solo un asesor externo, sin consultar a nadie de la empresa', correct: false },
        { id: 'c', text: 'Solo los trabajadores que ya tienen molestias', correct: false },
        { id: 'd', text: 'Los trabajadores de todos los niveles, con el COPASST', correct: true },
      ],
      explanation:
        'El Decreto 1072 de 2015 pide identificar los peligros con la participación de todos los niveles de la empresa; el COPASST participa en esa labor.',
    },
    {
      topic: BIOMECANICO,
      level: 'medium',
      kind: 'single',
      prompt:
        'Dentro de la jerarquía de controles frente al riesgo biomecánico, ¿dónde se ubican los elementos de protección personal?',
      options: [
        { id: 'a', text: 'Al final, después de los controles administrativos', correct: true },
        { id: 'b', text: 'Al inicio, antes de la eliminación', correct: false },
        { id: 'c', text: 'Entre la eliminación y la sustitución', correct: false },
        { id: 'd', text: 'Entre la sustitución y los controles de ingeniería', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 ordena: eliminación, sustitución, controles de ingeniería, controles administrativos y, por último, elementos de protección personal.',
    },
    {
      topic: BIOMECANICO,
      level: 'medium',
      kind: 'single',
      prompt:
        '¿Qué herramienta ayuda a detectar síntomas tempranos de desórdenes musculoesqueléticos en los trabajadores?',
      options: [
        { id: 'a', text: 'El reglamento interno de trabajo de la empresa', correct: false },
        { id: 'b', text: 'El plan de emergencias y sus simulacros', correct: false },
        { id: 'c', text: 'Las evaluaciones médicas ocupacionales periódicas', correct: true },
        { id: 'd', text: 'El registro de entrega de dotación y elementos de protección', correct: false },
      ],
      explanation:
        'Las evaluaciones médicas ocupacionales periódicas permiten detectar síntomas tempranos y orientar recomendaciones antes de que la lesión avance.',
    },
    {
      topic: BIOMECANICO,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un operario sostiene durante horas un taladro pesado que vibra. Según la GTC 45, ¿cómo se clasifican la vibración y la fuerza para sostener la herramienta?',
      options: [
        { id: 'a', text: 'Ambas como peligros biomecánicos', correct: false },
        { id: 'b', text: 'Ambas como peligros físicos', correct: false },
        { id: 'c', text: 'La vibración como peligro físico y la fuerza como peligro biomecánico', correct: true },
        { id: 'd', text: 'La vibración como peligro biomecánico y la fuerza como peligro físico', correct: false },
      ],
      explanation:
        'En la GTC 45 la vibración es un peligro físico, mientras que aplicar fuerza con el cuerpo es un esfuerzo, que es peligro biomecánico; cada uno se registra por separado.',
    },
    {
      topic: BIOMECANICO,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un trabajador con diagnóstico de epicondilitis regresa a trabajar con recomendaciones médicas. ¿Qué debe hacer la empresa?',
      options: [
        { id: 'a', text: 'Pedirle la historia clínica para conocer el diagnóstico', correct: false },
        { id: 'b', text: 'Asignarle la misma tarea sin cambios', correct: false },
        { id: 'c', text: 'Cumplir las recomendaciones y adaptar la tarea o el puesto', correct: true },
        { id: 'd', text: 'Esperar a que vuelva a tener dolor para actuar', correct: false },
      ],
      explanation:
        'El empleador recibe las recomendaciones, no el diagnóstico, y debe aplicarlas adaptando la tarea o el puesto para evitar que la lesión empeore.',
    },
    {
      topic: BIOMECANICO,
      level: 'hard',
      kind: 'multiple',
      prompt: '¿Qué señales indican que un puesto necesita una revisión ergonómica?',
      options: [
        { id: 'a', text: 'Varios trabajadores del mismo cargo con molestias similares', correct: true },
        { id: 'b', text: 'Dolor que aparece al final de cada turno', correct: true },
        { id: 'c', text: 'Trabajadores que hacen sus pausas activas', correct: false },
        { id: 'd', text: 'Incapacidades repetidas por dolor lumbar en el área', correct: true },
        { id: 'e', text: 'Sillas con ajuste de altura en buen estado', correct: false },
      ],
      explanation:
        'Molestias repetidas en un mismo cargo, dolor al final de cada turno e incapacidades frecuentes son señales de alerta; las pausas y las sillas ajustables son medidas de control.',
    },
    {
      topic: PANTALLA,
      level: 'easy',
      kind: 'single',
      prompt: '¿Para qué sirve un atril en el puesto de trabajo con pantalla?',
      options: [
        { id: 'a', text: 'Para elevar la pantalla del portátil', correct: false },
        { id: 'b', text: 'Para apoyar los pies cuando no alcanzan el piso desde la silla elevada', correct: false },
        { id: 'c', text: 'Para sostener los documentos junto a la pantalla, a la misma altura', correct: true },
        { id: 'd', text: 'Para apoyar las muñecas sobre el teclado mientras se digita', correct: false },
      ],
      explanation:
        'El atril mantiene los documentos junto a la pantalla, a la misma altura y distancia, para no girar ni flexionar el cuello al transcribir.',
    },
    {
      topic: PANTALLA,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué elemento ayuda a reducir la fatiga en un puesto donde se trabaja de pie sobre un piso duro?',
      options: [
        { id: 'a', text: 'Un tapete antifatiga', correct: true },
        { id: 'b', text: 'Un atril para documentos', correct: false },
        { id: 'c', text: 'Un soporte para portátil', correct: false },
      ],
      explanation:
        'Los tapetes antifatiga se usan en puestos de pie, como cajas registradoras o líneas de ensamble, junto con el cambio de apoyo de los pies.',
    },
    {
      topic: PANTALLA,
      level: 'easy',
      kind: 'single',
      prompt: 'Además de la altura de los codos, ¿dónde deben quedar el teclado y el mouse?',
      options: [
        { id: 'a', text: 'En el fondo de la mesa, lejos del cuerpo', correct: false },
        { id: 'b', text: 'Sobre las piernas del trabajador', correct: false },
        { id: 'c', text: 'Cerca del borde de la mesa', correct: true },
        { id: 'd', text: 'En una bandeja por encima de la mesa', correct: false },
      ],
      explanation:
        'El teclado y el mouse se ubican a la altura de los codos y cerca del borde de la mesa, para que las muñecas queden rectas y los brazos no se estiren.',
    },
    {
      topic: PANTALLA,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué le ocurre al cuello si el borde superior de la pantalla queda muy por encima de los ojos?',
      options: [
        { id: 'a', text: 'Se flexiona hacia adelante, con el mentón abajo', correct: false },
        { id: 'b', text: 'Se extiende hacia atrás durante horas', correct: true },
        { id: 'c', text: 'Queda en posición neutra todo el tiempo', correct: false },
        { id: 'd', text: 'Gira hacia el lado del mouse', correct: false },
      ],
      explanation:
        'Una pantalla muy alta obliga a levantar el mentón y extender el cuello; por eso el borde superior se ubica a la altura de los ojos o ligeramente por debajo.',
    },
    {
      topic: PANTALLA,
      level: 'medium',
      kind: 'multiple',
      prompt: 'Según la lista de chequeo, ¿qué debe cumplirse en cuanto a teclado y mouse?',
      options: [
        { id: 'a', text: 'Estar a la altura de los codos', correct: true },
        { id: 'b', text: 'Estar cerca del borde de la mesa', correct: true },
        { id: 'c', text: 'Quedar al fondo de la mesa para apoyar los antebrazos lejos', correct: false },
        { id: 'd', text: 'Permitir que las muñecas permanezcan rectas', correct: true },
        { id: 'e', text: 'Usar el teclado del portátil aunque se trabaje toda la jornada', correct: false },
      ],
      explanation:
        'La lista verifica que teclado y mouse estén a la altura de los codos y cerca del borde, con las muñecas rectas; si se usa portátil de forma habitual, se requieren teclado y mouse externos.',
    },
    {
      topic: PANTALLA,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un trabajador escribe con los codos muy separados del cuerpo porque el teclado está lejos. ¿Qué ajuste corrige esa postura?',
      options: [
        { id: 'a', text: 'Subir la pantalla por encima de los ojos', correct: false },
        { id: 'b', text: 'Acercar el teclado y el mouse al borde de la mesa', correct: true },
        { id: 'c', text: 'Bajar el respaldo de la silla hasta el tope', correct: false },
        { id: 'd', text: 'Alejar la silla de la mesa para estirar los brazos', correct: false },
      ],
      explanation:
        'Con el teclado y el mouse cerca del borde, los codos quedan cerca del cuerpo y doblados a unos 90 grados, con los hombros relajados.',
    },
    {
      topic: PANTALLA,
      level: 'medium',
      kind: 'single',
      prompt: 'En un puesto de caja donde se trabaja de pie, ¿para qué sirve un reposapiés bajo?',
      options: [
        { id: 'a', text: 'Para subirse y alcanzar los objetos de los estantes altos', correct: false },
        { id: 'b', text: 'Para sentarse en los momentos de descanso entre clientes', correct: false },
        { id: 'c', text: 'Para guardar los elementos de trabajo', correct: false },
        { id: 'd', text: 'Para alternar el apoyo de los pies y variar la postura', correct: true },
      ],
      explanation:
        'En los puestos de pie se alterna el apoyo de los pies con un reposapiés bajo, lo que rompe la postura estática de piernas y espalda.',
    },
    {
      topic: PANTALLA,
      level: 'hard',
      kind: 'single',
      prompt:
        'Al revisar un puesto se encuentra: pies apoyados, rodillas a 90 grados y espalda apoyada, pero la pantalla está a un lado del teclado y el trabajador gira la cabeza para verla. ¿Qué corrige el problema?',
      options: [
        { id: 'a', text: 'Ubicar la pantalla de frente al trabajador', correct: true },
        { id: 'b', text: 'Subir la silla unos centímetros más', correct: false },
        { id: 'c', text: 'Poner un reposapiés más alto bajo los pies', correct: false },
        { id: 'd', text: 'Acercar el mouse al teclado y al borde de la mesa', correct: false },
      ],
      explanation:
        'La pantalla debe quedar de frente para que el cuello no gire durante horas; los demás ajustes ya están bien y no resuelven el giro.',
    },
    {
      topic: PANTALLA,
      level: 'hard',
      kind: 'single',
      prompt:
        'Dos trabajadores de estaturas muy distintas comparten el mismo puesto en turnos diferentes. ¿Qué debe hacer cada uno al iniciar su turno?',
      options: [
        {
          id: 'a',
          text: 'Usar el puesto tal como lo dejó el compañero del turno anterior, para no perder tiempo',
          correct: false,
        },
        { id: 'b', text: 'Ajustar solo el brillo y el contraste de la pantalla a su gusto', correct: false },
        { id: 'c', text: 'Trabajar de pie todo el turno para no cambiar nada del puesto', correct: false },
        { id: 'd', text: 'Ajustar la silla, y con ella revisar la posición de codos, pies y pantalla', correct: true },
      ],
      explanation:
        'Cada persona ajusta la silla para apoyar los pies con las rodillas cerca de 90 grados, y revisa que los codos queden a la altura del teclado y la pantalla a la altura de los ojos.',
    },
    {
      topic: CARGAS,
      level: 'easy',
      kind: 'single',
      prompt: 'Al levantar una carga, ¿qué parte del cuerpo debe hacer la fuerza principal?',
      options: [
        { id: 'a', text: 'La espalda', correct: false },
        { id: 'b', text: 'Los brazos estirados', correct: false },
        { id: 'c', text: 'Las piernas', correct: true },
        { id: 'd', text: 'El cuello', correct: false },
      ],
      explanation:
        'Se doblan las rodillas, se mantiene la espalda recta y se levanta con las piernas, que son las que deben hacer la fuerza.',
    },
    {
      topic: CARGAS,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Antes de levantar una carga del piso, conviene acercarse a ella.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Acercarse a la carga permite mantenerla pegada al cuerpo durante el levantamiento y reduce el esfuerzo de la zona lumbar.',
    },
    {
      topic: CARGAS,
      level: 'easy',
      kind: 'single',
      prompt:
        'En un hospital, ¿qué equipo mecánico se usa para levantar y trasladar a un paciente que no puede moverse?',
      options: [
        { id: 'a', text: 'Una grúa de traslado', correct: true },
        { id: 'b', text: 'Un polipasto de obra', correct: false },
        { id: 'c', text: 'Un estibador de bodega', correct: false },
      ],
      explanation:
        'Las grúas de traslado, junto con las tablas de transferencia y las sábanas deslizantes, reducen el esfuerzo del personal al movilizar pacientes.',
    },
    {
      topic: CARGAS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué equipo permite mover estibas cargadas en una bodega sin levantarlas a mano?',
      options: [
        { id: 'a', text: 'Un tapete antifatiga', correct: false },
        { id: 'b', text: 'Un estibador', correct: true },
        { id: 'c', text: 'Un atril', correct: false },
        { id: 'd', text: 'Un reposapiés', correct: false },
      ],
      explanation:
        'El estibador desplaza las estibas cargadas sobre ruedas, con lo que se elimina la manipulación manual de su contenido.',
    },
    {
      topic: CARGAS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Por qué conviene explicar al paciente lo que se va a hacer antes de movilizarlo?',
      options: [
        { id: 'a', text: 'Porque así el traslado se puede hacer sin ayudas mecánicas ni sábanas', correct: false },
        { id: 'b', text: 'Porque así lo puede movilizar una sola persona sin importar su peso', correct: false },
        { id: 'c', text: 'Porque así puede colaborar y se reduce el esfuerzo del personal', correct: true },
        { id: 'd', text: 'Porque así se evita ajustar la altura de la cama', correct: false },
      ],
      explanation:
        'Cuando el paciente entiende el movimiento y colabora, el personal hace menos fuerza; las ayudas, el trabajo en pareja y el ajuste de la cama se mantienen.',
    },
    {
      topic: CARGAS,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estas medidas de organización reducen la manipulación manual de cargas?',
      options: [
        { id: 'a', text: 'Disminuir las distancias de transporte', correct: true },
        { id: 'b', text: 'Almacenar lo pesado entre la altura de las rodillas y la de los hombros', correct: true },
        { id: 'c', text: 'Pedir que se lleven más cajas por viaje', correct: false },
        { id: 'd', text: 'Acordar con los proveedores empaques más livianos', correct: true },
        { id: 'e', text: 'Ubicar las cajas más pesadas en el nivel más alto', correct: false },
      ],
      explanation:
        'Acortar recorridos, almacenar lo pesado entre rodillas y hombros y reducir el peso de los empaques disminuyen la manipulación; cargar más o almacenar arriba la aumenta.',
    },
    {
      topic: CARGAS,
      level: 'medium',
      kind: 'single',
      prompt: 'En la obra donde se instaló un malacate para subir los bultos de cemento, ¿qué resultado se obtuvo?',
      options: [
        { id: 'a', text: 'Más esfuerzo para los operarios, pero menos tiempo de trabajo', correct: false },
        { id: 'b', text: 'Las mismas molestias lumbares, aunque con menos costo de mano de obra', correct: false },
        { id: 'c', text: 'Menos esfuerzo, pero una tarea mucho más lenta y costosa', correct: false },
        { id: 'd', text: 'Menos esfuerzo, menos molestias lumbares y una tarea más rápida', correct: true },
      ],
      explanation:
        'El malacate redujo el esfuerzo y las molestias lumbares e hizo la tarea más rápida: el control de ingeniería protegió más que cualquier instrucción.',
    },
    {
      topic: CARGAS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Para qué se separan los pies al ancho de los hombros antes de levantar una carga?',
      options: [
        { id: 'a', text: 'Para tener una base de apoyo estable', correct: true },
        { id: 'b', text: 'Para poder girar el tronco con la carga', correct: false },
        { id: 'c', text: 'Para alejar la carga del cuerpo', correct: false },
        { id: 'd', text: 'Para levantar con la espalda doblada', correct: false },
      ],
      explanation:
        'Los pies separados al ancho de los hombros, uno ligeramente adelante, dan estabilidad y permiten levantar con las piernas sin perder el equilibrio.',
    },
    {
      topic: CARGAS,
      level: 'hard',
      kind: 'single',
      prompt: '¿Cuál de estas formas de levantar la misma caja exige más esfuerzo a la zona lumbar?',
      options: [
        { id: 'a', text: 'Tomarla de una mesa a la altura de la cintura, pegada al cuerpo', correct: false },
        { id: 'b', text: 'Tomarla de una estantería entre rodillas y hombros, pegada al cuerpo', correct: false },
        { id: 'c', text: 'Tomarla del piso, con los brazos estirados y girando el tronco', correct: true },
        { id: 'd', text: 'Moverla sobre un carro empujándolo con la espalda recta', correct: false },
      ],
      explanation:
        'Levantar desde el piso, con la carga lejos del cuerpo y girando el tronco, suma tres factores que aumentan mucho la carga sobre la columna.',
    },
    {
      topic: CARGAS,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Si la técnica de levantamiento es correcta, girar el tronco mientras se sostiene la carga deja de representar un riesgo.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Girar el tronco con la carga es riesgoso aunque el resto de la técnica sea correcto; el giro se hace moviendo los pies, con la carga pegada al cuerpo.',
    },
    {
      topic: CARGAS,
      level: 'hard',
      kind: 'single',
      prompt: 'Un trabajador debe levantar del piso una caja de peso desconocido. ¿Cuál es la secuencia correcta?',
      options: [
        {
          id: 'a',
          text: 'Levantarla de una vez, girando el tronco, y evaluar el peso cuando ya esté arriba, a la altura del pecho',
          correct: false,
        },
        { id: 'b', text: 'Pedir una faja lumbar y levantarla sin revisar los agarres ni el recorrido', correct: false },
        {
          id: 'c',
          text: 'Levantarla con la espalda doblada para ver si pesa mucho y luego enderezarse',
          correct: false,
        },
        {
          id: 'd',
          text: 'Empujarla un poco para estimar el peso, revisar agarres y recorrido, y levantar con las piernas',
          correct: true,
        },
      ],
      explanation:
        'Antes de levantar se estima el peso empujando la carga, se revisan los agarres y el recorrido y se decide si hace falta ayuda; luego se levanta con las piernas.',
    },
    {
      topic: PAUSAS,
      level: 'easy',
      kind: 'single',
      prompt: 'En una jornada de oficina, ¿cuál es un buen momento para hacer una pausa activa?',
      options: [
        { id: 'a', text: 'A media mañana, tras una o dos horas de trabajo continuo', correct: true },
        { id: 'b', text: 'Solo al salir de la empresa, ya terminada la jornada', correct: false },
        { id: 'c', text: 'Una vez al mes, durante la reunión general de todo el personal', correct: false },
      ],
      explanation:
        'Las pausas funcionan mejor cuando son cortas y frecuentes, cada una o dos horas, y no como una actividad ocasional.',
    },
    {
      topic: PAUSAS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Dónde se pueden programar los recordatorios de las pausas activas?',
      options: [
        { id: 'a', text: 'Solo en la cartelera de la cafetería', correct: false },
        { id: 'b', text: 'En el informe anual de gestión', correct: false },
        { id: 'c', text: 'En el computador o en el celular', correct: true },
        { id: 'd', text: 'En el reglamento interno de trabajo', correct: false },
      ],
      explanation: 'Programar recordatorios en el computador o el celular ayuda a que las pausas se vuelvan hábito.',
    },
    {
      topic: PAUSAS,
      level: 'medium',
      kind: 'single',
      prompt: 'En el estiramiento de brazos y muñecas, ¿cómo se ubica la palma de la mano?',
      options: [
        { id: 'a', text: 'Siempre cerrada en puño', correct: false },
        { id: 'b', text: 'Primero hacia arriba y luego hacia abajo', correct: true },
        { id: 'c', text: 'Solo hacia un lado, con el codo doblado', correct: false },
        { id: 'd', text: 'Apoyada sobre el teclado durante el ejercicio', correct: false },
      ],
      explanation:
        'Con el brazo extendido al frente se hace el estiramiento con la palma hacia arriba y luego se repite con la palma hacia abajo, cambiando de mano.',
    },
    {
      topic: PAUSAS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué zona se estira al llevar un talón hacia el glúteo, apoyado en la silla o en la pared?',
      options: [
        { id: 'a', text: 'La parte posterior del cuello', correct: false },
        { id: 'b', text: 'Los músculos del antebrazo', correct: false },
        { id: 'c', text: 'La espalda alta', correct: false },
        { id: 'd', text: 'La parte delantera del muslo', correct: true },
      ],
      explanation:
        'Al llevar el talón hacia el glúteo se estira la parte delantera del muslo; el apoyo en la silla o la pared ayuda a mantener el equilibrio.',
    },
    {
      topic: PAUSAS,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Qué recomendaciones hacen segura una rutina de pausa activa?',
      options: [
        { id: 'a', text: 'Hacer los movimientos sin rebotes', correct: true },
        { id: 'b', text: 'Hacerlos lo más rápido posible', correct: false },
        { id: 'c', text: 'No llegar al dolor', correct: true },
        { id: 'd', text: 'Respirar de manera pausada', correct: true },
        { id: 'e', text: 'Contener la respiración en cada estiramiento', correct: false },
      ],
      explanation: 'Cada ejercicio se hace de forma suave, sin rebotes, sin llegar al dolor y con respiración pausada.',
    },
    {
      topic: PAUSAS,
      level: 'medium',
      kind: 'single',
      prompt:
        'En la rutina para la espalda, después de llevar suavemente el tronco hacia atrás con las manos en la cintura, ¿qué se hace?',
      options: [
        { id: 'a', text: 'Entrelazar las manos al frente y redondear la espalda', correct: true },
        { id: 'b', text: 'Girar el tronco con fuerza hacia cada lado varias veces', correct: false },
        { id: 'c', text: 'Tocar el piso con rebotes rápidos', correct: false },
        { id: 'd', text: 'Cargar un objeto pesado con los brazos para estirar', correct: false },
      ],
      explanation:
        'La rutina de espalda combina una extensión suave hacia atrás y luego una flexión, entrelazando las manos al frente y redondeando la espalda.',
    },
    {
      topic: PAUSAS,
      level: 'hard',
      kind: 'single',
      prompt:
        'El líder de pausas de una empresa propone la misma rutina de ojos y muñecas para todas las áreas, incluidos los conductores y el personal de obra. ¿Qué debe ajustarse?',
      options: [
        { id: 'a', text: 'Nada, porque una sola rutina sirve para todos', correct: false },
        { id: 'b', text: 'Eliminar las pausas de quienes no usan computador', correct: false },
        { id: 'c', text: 'Hacer la rutina solo una vez al mes para todos', correct: false },
        { id: 'd', text: 'Adaptar la rutina a la tarea de cada área', correct: true },
      ],
      explanation:
        'La rutina se adapta a la tarea: conductores con espalda, cadera y piernas; personal de obra con espalda baja y hombros; oficina con cuello, hombros, muñecas y ojos.',
    },
    {
      topic: PAUSAS,
      level: 'hard',
      kind: 'multiple',
      prompt: 'Un supervisor revisa el programa de pausas activas de su área. ¿Qué prácticas son adecuadas?',
      options: [
        { id: 'a', text: 'Pausas cortas y frecuentes durante la jornada', correct: true },
        { id: 'b', text: 'Líderes de pausas que guíen al grupo', correct: true },
        { id: 'c', text: 'Pausas solo cuando alguien reporte dolor', correct: false },
        { id: 'd', text: 'Rutinas adaptadas a la tarea del área', correct: true },
        { id: 'e', text: 'Una única pausa larga a la semana', correct: false },
      ],
      explanation:
        'Las pausas funcionan mejor cortas y frecuentes, guiadas por líderes y adaptadas a la tarea; esperar al dolor o hacer una sola pausa semanal les quita su efecto.',
    },
    {
      topic: PAUSAS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Los operarios de una planta hacen sus pausas activas, pero siguen con dolor de hombros. Al revisar, se ve que la banda de trabajo queda por encima de la altura de sus codos. ¿Qué medida corresponde?',
      options: [
        { id: 'a', text: 'Duplicar el número de pausas activas y no cambiar la altura de la banda', correct: false },
        { id: 'b', text: 'Entregar analgésicos antes de cada turno y vigilar los síntomas', correct: false },
        { id: 'c', text: 'Ajustar la altura de trabajo y mantener las pausas como complemento', correct: true },
        { id: 'd', text: 'Suspender las pausas porque no funcionan', correct: false },
      ],
      explanation:
        'Las pausas complementan, pero no reemplazan, el rediseño del puesto; la causa, una altura de trabajo inadecuada, se corrige con un control de ingeniería.',
    },
  ],
};
