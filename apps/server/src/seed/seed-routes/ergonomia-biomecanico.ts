import type { SeedRoute } from './seed-route.js';

export const ergonomiaBiomecanico: SeedRoute = {
  key: 'ergonomia-biomecanico',
  title: 'Ergonomía y riesgo biomecánico',
  summary:
    'Aprenda a reconocer y controlar el riesgo biomecánico en oficinas, plantas, obras y servicios de salud: posturas, movimientos repetitivos, manipulación de cargas y pausas activas para prevenir desórdenes musculoesqueléticos.',
  objectives: [
    'Identificar los peligros biomecánicos según la clasificación de la GTC 45.',
    'Ajustar un puesto de trabajo con pantalla a una postura neutra.',
    'Aplicar una técnica segura para levantar y transportar cargas.',
    'Incorporar pausas activas efectivas en la jornada.',
  ],
  category: 'Salud en el trabajo',
  hours: 4,
  level: 'basic',
  items: [
    {
      kind: 'text',
      title: '¿Qué es el riesgo biomecánico?',
      description: 'Peligros biomecánicos, sus efectos y cómo se gestionan en el SG-SST.',
      durationMinutes: 12,
      body: `## Cuando el cuerpo paga la factura

La ergonomía busca adaptar el trabajo a las personas y no al revés. Cuando el diseño del puesto, de las herramientas o de la tarea obliga al cuerpo a trabajar fuera de sus límites, aparece el **riesgo biomecánico**. Sus efectos más comunes son los **desórdenes musculoesqueléticos**: dolor lumbar, lesiones del hombro, epicondilitis, síndrome del túnel carpiano y tendinitis. A diferencia de un accidente, estas lesiones se desarrollan lentamente, por acumulación, y por eso suelen detectarse tarde.

## Los cuatro peligros biomecánicos

La GTC 45 clasifica como peligro biomecánico:

- **Postura:** prolongada, mantenida, forzada o antigravitacional. Ejemplo: un soldador que trabaja agachado bajo una estructura o una cajera de pie toda la jornada.
- **Esfuerzo:** aplicación de fuerza con el cuerpo. Ejemplo: apretar tornillos con herramienta manual o empujar carros pesados.
- **Movimiento repetitivo:** ciclos cortos que se repiten durante la jornada con los mismos grupos musculares. Ejemplo: operarios de empaque o digitadores.
- **Manipulación manual de cargas:** levantar, transportar, empujar o halar objetos. Ejemplo: auxiliares de bodega, ayudantes de obra, personal de enfermería que moviliza pacientes.

## Factores que aumentan el riesgo

- Duración y frecuencia de la exposición sin pausas de recuperación.
- Herramientas mal diseñadas o en mal estado.
- Ritmo impuesto por la máquina o por metas exigentes.
- Temperaturas bajas y vibración.
- Factores psicosociales como la presión de tiempo, que aumentan la tensión muscular.

## Gestionarlo dentro del SG-SST

El riesgo biomecánico se identifica y valora en la matriz de peligros como cualquier otro y se controla siguiendo la jerarquía de controles: eliminación, sustitución, controles de ingeniería, controles administrativos y elementos de protección personal (Decreto 1072 de 2015). En ergonomía, los controles de ingeniería son especialmente eficaces: mesas de altura regulable, ayudas mecánicas para levantar cargas, herramientas con mangos adecuados, sillas ajustables.

Las evaluaciones médicas ocupacionales periódicas ayudan a detectar síntomas tempranos. Recuerde que el empleador recibe solo el concepto de aptitud y las recomendaciones, no el diagnóstico, según la normatividad sobre evaluaciones médicas ocupacionales. Con los resultados agregados, muchas empresas implementan un programa de vigilancia epidemiológica para desórdenes musculoesqueléticos.

## El papel del trabajador

Reporte las molestias a tiempo. Un dolor de muñeca que aparece al final de cada turno es una señal de alerta que, atendida pronto, puede resolverse con un ajuste del puesto. Si se ignora durante meses, puede convertirse en una lesión que requiera incapacidad o cirugía.`,
    },
    {
      kind: 'text',
      title: 'El puesto de trabajo con pantalla',
      description: 'Cómo ajustar silla, pantalla, teclado y entorno para una postura neutra.',
      durationMinutes: 12,
      body: `## La postura neutra

Una postura neutra es aquella en la que las articulaciones están alineadas y los músculos trabajan con el menor esfuerzo. No existe una postura perfecta para ocho horas: la mejor postura es la siguiente, es decir, cambiar de posición con frecuencia. Pero partir de una postura neutra reduce mucho la carga sobre el cuerpo.

## Ajuste paso a paso

1. **Silla.** Ajuste la altura para que los pies queden apoyados en el piso y las rodillas formen un ángulo cercano a 90 grados. Si no alcanza el piso, use un reposapiés. Apoye la espalda en el espaldar y ajuste el soporte lumbar a la curva de la cintura.
2. **Mesa y teclado.** Los codos deben quedar cerca del cuerpo, doblados en un ángulo cercano a 90 grados, con los hombros relajados. El teclado y el mouse se ubican a la altura de los codos y cerca del borde de la mesa, para que las muñecas queden rectas.
3. **Pantalla.** Ubíquela de frente, a una distancia aproximada de un brazo extendido. El borde superior debe quedar a la altura de los ojos o ligeramente por debajo. Si usa portátil de forma habitual, póngalo sobre un soporte y use teclado y mouse externos.
4. **Documentos.** Si transcribe desde papel, use un atril junto a la pantalla para no girar el cuello.
5. **Iluminación.** Evite reflejos: la pantalla debe quedar perpendicular a las ventanas, no de frente ni de espaldas a ellas.

## Cuidado visual

Aplique la regla **20-20-20**: cada 20 minutos, mire un objeto a unos 6 metros de distancia durante 20 segundos. Parpadee con frecuencia; frente a la pantalla tendemos a parpadear menos, y eso reseca los ojos.

## Trabajo en casa

Muchos trabajadores en modalidad remota trabajan desde el comedor o el sofá. Los mismos principios aplican: una silla con apoyo para la espalda, la pantalla elevada con libros o un soporte, teclado externo y pausas frecuentes. Como el SG-SST cubre a todos los trabajadores, sin importar dónde presten el servicio, el trabajo en casa también debe tenerse en cuenta en la identificación de peligros (Decreto 1072 de 2015).

## Otros puestos

- **De pie:** en una línea de ensamble o una caja registradora, use tapetes antifatiga, alterne el apoyo de los pies con un reposapiés bajo y, si es posible, disponga de una silla alta para alternar posturas.

## Ejemplo

Una analista de facturación se queja de dolor de cuello al final del día. Al revisar su puesto se encuentra que trabaja con el portátil sobre la mesa, mirando hacia abajo durante horas. Con un soporte para el portátil, teclado y mouse externos y pausas cada hora, las molestias disminuyen en pocas semanas: un ajuste de bajo costo evitó una posible incapacidad.`,
    },
    {
      kind: 'text',
      title: 'Manipulación manual de cargas',
      description: 'Técnica segura para levantar, transportar y movilizar cargas y pacientes.',
      durationMinutes: 15,
      body: `## Primero, evite levantar

Antes de enseñar a levantar bien, pregúntese si la carga debe levantarse a mano. Siguiendo la jerarquía de controles (Decreto 1072 de 2015), las mejores soluciones eliminan o reducen la manipulación:

- Usar carretillas, estibadores, montacargas, polipastos o mesas elevadoras.
- Reducir el peso de los empaques en acuerdo con los proveedores, por ejemplo bultos de cemento más livianos o cajas más pequeñas.
- Organizar el almacenamiento para que lo pesado quede entre la altura de las rodillas y la de los hombros.
- Disminuir las distancias de transporte.

## Evaluar antes de levantar

- ¿Cuánto pesa? Si no lo sabe, pruebe empujándola un poco antes de levantarla.
- ¿Tiene agarres firmes?
- ¿El recorrido está libre de obstáculos y el piso seco?
- ¿Necesito ayuda de un compañero o una ayuda mecánica?

## Técnica de levantamiento

1. **Acérquese** a la carga y separe los pies al ancho de los hombros, uno ligeramente adelante.
2. **Doble las rodillas** y mantenga la espalda recta, conservando su curvatura natural.
3. **Agarre firme** con toda la mano, no solo con los dedos.
4. **Levante con las piernas**, de forma suave y sin tirones, manteniendo la carga pegada al cuerpo.
5. **No gire el tronco** con la carga: gire moviendo los pies.
6. **Deposite la carga** con la misma técnica, doblando las rodillas.

Cuando la carga es voluminosa o pesada para una persona, levántela entre dos, con una persona que dé las instrucciones en voz alta para moverse al mismo tiempo.

## Empujar y halar

Empujar suele ser mejor que halar, porque permite usar el peso del cuerpo y mantener la espalda recta. Revise que las ruedas de los carros estén en buen estado: un carro con una rueda trabada multiplica el esfuerzo.

## Movilización de pacientes

En clínicas y hospitales, el personal asistencial enfrenta una de las exposiciones más altas a manipulación de cargas. Buenas prácticas:

- Usar ayudas como grúas de traslado, tablas de transferencia y sábanas deslizantes.
- Nunca movilizar solo a un paciente dependiente.
- Ajustar la altura de la cama a la altura de la cadera del trabajador.
- Aprovechar la colaboración del paciente cuando sea posible, explicándole lo que se va a hacer.

## Ejemplo en construcción

En una obra, los ayudantes suben a mano bultos de cemento por una rampa. La empresa instala un malacate para el transporte vertical y capacita en técnica de levantamiento para los tramos horizontales. El resultado es menos esfuerzo, menos molestias lumbares y una tarea más rápida. El control de ingeniería protegió más que cualquier instrucción.`,
    },
    {
      kind: 'text',
      title: 'Pausas activas',
      description: 'Por qué funcionan y una rutina corta para hacer en el puesto de trabajo.',
      durationMinutes: 10,
      body: `## Recuperar antes de que duela

Las pausas activas son periodos cortos durante la jornada en los que se interrumpe la tarea para movilizar las articulaciones, estirar los músculos que han trabajado y cambiar de postura. No son una actividad recreativa: son un control administrativo dentro de la gestión del riesgo biomecánico, que ayuda a recuperar los tejidos antes de que la fatiga se acumule.

Funcionan mejor cuando son **cortas y frecuentes**, por ejemplo entre 5 y 10 minutos cada una o dos horas, que cuando son largas y esporádicas.

## Rutina de cinco minutos en el puesto

Realice cada ejercicio de forma suave, sin rebotes y sin llegar al dolor. Respire de manera pausada.

1. **Cuello:** incline la cabeza hacia un hombro y sostenga 10 segundos; repita hacia el otro lado. Luego lleve el mentón hacia el pecho.
2. **Hombros:** haga círculos lentos hacia atrás, cinco veces. Después suba los hombros hacia las orejas, sostenga y suelte.
3. **Brazos y muñecas:** extienda un brazo al frente con la palma hacia arriba y, con la otra mano, lleve los dedos suavemente hacia abajo. Sostenga 10 segundos y cambie de mano. Repita con la palma hacia abajo.
4. **Manos:** abra y cierre las manos con fuerza varias veces.
5. **Espalda:** de pie, con las manos en la cintura, lleve suavemente el tronco hacia atrás. Luego entrelace las manos al frente y redondee la espalda.
6. **Piernas:** apoyado en la silla o la pared, lleve un talón hacia el glúteo y sostenga. Cambie de pierna. Finalice caminando un minuto.
7. **Ojos:** mire a lo lejos por una ventana y parpadee varias veces.

## Adapte la rutina a la tarea

- **Digitadores y personal de oficina:** énfasis en cuello, hombros, muñecas y ojos.
- **Operarios de producción en línea:** manos, antebrazos y hombros, además de cambiar el apoyo de los pies.
- **Conductores:** espalda, cadera y piernas al bajarse del vehículo en las paradas.
- **Personal de obra:** espalda baja y hombros, especialmente después de tareas de carga.

## Consejos para que se vuelvan hábito

- Programe recordatorios en el computador o en el celular.
- Designe líderes de pausas en cada área que guíen al grupo.
- Hágalas en grupo cuando sea posible: se cumplen más y mejoran el ambiente.
- Si tiene una lesión o una recomendación médica, consulte qué ejercicios le convienen.

Las pausas activas complementan, pero no reemplazan, el rediseño del puesto y de la tarea. Si un puesto genera molestias a pesar de las pausas, es momento de revisar sus condiciones.`,
    },
    {
      kind: 'pdf',
      title: 'Lista de chequeo: puesto de trabajo con pantalla',
      description: 'Documento descargable para autoevaluar su puesto de trabajo de oficina o en casa.',
      durationMinutes: 5,
      fileName: 'lista-chequeo-puesto-pantalla.pdf',
      sections: [
        {
          heading: 'Cómo usar esta lista',
          paragraphs: [
            'Revise cada punto en su puesto de trabajo y marque si se cumple. Los puntos que no se cumplan pueden corregirse con ajustes sencillos o reportarse al responsable del SG-SST para que se evalúe una mejora.',
            'Esta lista es una herramienta de autocuidado y no reemplaza la inspección del puesto por parte de un profesional.',
          ],
        },
        {
          heading: 'Silla',
          paragraphs: [
            'Los pies quedan apoyados en el piso o en un reposapiés.',
            'Las rodillas forman un ángulo cercano a 90 grados.',
            'La espalda se apoya en el espaldar y el soporte lumbar coincide con la curva de la cintura.',
            'La silla tiene ajuste de altura y ruedas en buen estado.',
          ],
        },
        {
          heading: 'Pantalla',
          paragraphs: [
            'La pantalla está de frente, sin necesidad de girar el cuello.',
            'El borde superior está a la altura de los ojos o ligeramente por debajo.',
            'La distancia es de aproximadamente un brazo extendido.',
            'No hay reflejos de ventanas ni de lámparas sobre la pantalla.',
          ],
        },
        {
          heading: 'Teclado y mouse',
          paragraphs: [
            'El teclado y el mouse están a la altura de los codos y cerca del borde de la mesa.',
            'Las muñecas permanecen rectas al escribir.',
            'Si usa portátil de forma habitual, tiene soporte, teclado y mouse externos.',
          ],
        },
        {
          heading: 'Entorno',
          paragraphs: [
            'La iluminación es suficiente para leer documentos sin esfuerzo.',
            'Los cables están organizados y no atraviesan zonas de paso.',
            'Hay espacio libre bajo la mesa para mover las piernas.',
          ],
        },
        {
          heading: 'Hábitos',
          paragraphs: [
            'Hace pausas activas cortas cada una o dos horas.',
            'Aplica la regla 20-20-20 para el descanso visual.',
            'Cambia de postura con frecuencia y se levanta al menos una vez cada hora.',
            'Reporta a tiempo cualquier molestia en cuello, espalda, hombros o manos.',
          ],
        },
      ],
    },
    {
      kind: 'quiz',
      title: 'Repaso: ergonomía y riesgo biomecánico',
      description: 'Repase las posturas, la técnica de levantamiento y las pausas activas.',
      durationMinutes: 8,
      quiz: {
        passMark: 70,
        questions: [
          {
            id: 'q1',
            prompt: '¿Cuál de los siguientes NO es un peligro biomecánico según la GTC 45?',
            options: [
              { id: 'a', text: 'Movimiento repetitivo', correct: false },
              { id: 'b', text: 'Manipulación manual de cargas', correct: false },
              { id: 'c', text: 'Ruido', correct: true },
              { id: 'd', text: 'Postura prolongada', correct: false },
            ],
            explanation:
              'El ruido es un peligro físico. Los biomecánicos son postura, esfuerzo, movimiento repetitivo y manipulación manual de cargas.',
          },
          {
            id: 'q2',
            prompt: '¿Dónde debe quedar el borde superior de la pantalla?',
            options: [
              { id: 'a', text: 'A la altura de los ojos o ligeramente por debajo', correct: true },
              { id: 'b', text: 'Por encima de la cabeza', correct: false },
              { id: 'c', text: 'A la altura del pecho', correct: false },
            ],
            explanation: 'Así se mantiene el cuello en posición neutra, sin flexionarlo ni extenderlo durante horas.',
          },
          {
            id: 'q3',
            prompt: 'Al levantar una caja del piso, ¿qué es correcto?',
            options: [
              { id: 'a', text: 'Mantener las piernas rectas y doblar la espalda', correct: false },
              {
                id: 'b',
                text: 'Doblar las rodillas, mantener la espalda recta y la carga pegada al cuerpo',
                correct: true,
              },
              { id: 'c', text: 'Girar el tronco para dejar la caja a un lado', correct: false },
            ],
            explanation: 'La fuerza debe venir de las piernas, con la carga cerca del cuerpo y sin girar el tronco.',
          },
          {
            id: 'q4',
            prompt: '¿Qué medida controla mejor el riesgo de subir bultos de cemento a mano en una obra?',
            options: [
              { id: 'a', text: 'Instalar un malacate para el transporte vertical', correct: true },
              { id: 'b', text: 'Entregar una faja lumbar a cada ayudante', correct: false },
            ],
            explanation:
              'La ayuda mecánica es un control de ingeniería, que tiene prioridad sobre las medidas que dependen del trabajador (Decreto 1072 de 2015).',
          },
        ],
      },
    },
  ],
};
