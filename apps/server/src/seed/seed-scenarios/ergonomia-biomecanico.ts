import type { ScenarioDefinition } from '@academia/shared';

/**
 * «Dolor de muñeca en facturación», the simulator of the ergonomics route: an early report of discomfort, adjusting
 * a display workstation to a neutral posture, active breaks, a manual-handling task and extending the fix to the
 * whole area. No choice here endangers anyone enough to be a critical error.
 */
export const scenario: ScenarioDefinition = {
  title: 'Dolor de muñeca en facturación',
  summary:
    'Usted apoya el SG-SST de una empresa de servicios. Una analista de facturación tiene dolor de cuello y de muñeca al final del día: decida cómo atender el reporte, cómo ajustar su puesto, cómo organizar las pausas y qué hacer con el resto del área.',
  passPercent: 60,
  startId: 'reporte',
  situations: [
    {
      id: 'reporte',
      kind: 'choice',
      title: 'Una molestia que se repite',
      text: 'Claudia, analista de facturación, le cuenta que desde hace tres semanas termina cada jornada con dolor en el cuello y en la muñeca derecha. "Seguro es la edad", dice, "pero quería contárselo".',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Le agradece el aviso, registra el reporte, programa una revisión de su puesto de trabajo y le sugiere consultar a su EPS si la molestia continúa.',
          consequence:
            'Correcto. Una molestia que aparece al final de cada jornada es una señal temprana de riesgo biomecánico. Atendida a tiempo, suele resolverse con ajustes sencillos; ignorada, puede terminar en una lesión con incapacidad.',
          points: 10,
          critical: false,
          next: 'puesto',
        },
        {
          id: 'b',
          text: 'Le recomienda tomar un analgésico y esperar a ver si se le pasa.',
          consequence:
            'El analgésico oculta la señal, pero no cambia lo que la causa. Si la postura o el puesto son el problema, el dolor volverá y puede empeorar. Además, usted no debe recomendar medicamentos.',
          points: -10,
          critical: false,
          next: 'puesto',
        },
        {
          id: 'c',
          text: 'Le entrega una muñequera y da el caso por resuelto.',
          consequence:
            'Un elemento para la muñeca no corrige la causa y puede dar una falsa sensación de solución. Primero hay que mirar cómo está organizado el puesto y la tarea.',
          points: -5,
          critical: false,
          next: 'puesto',
        },
      ],
    },
    {
      id: 'puesto',
      kind: 'choice',
      title: 'Lo que muestra el puesto',
      text: 'En la revisión encuentra que Claudia trabaja con el portátil directamente sobre el escritorio y mira hacia abajo durante horas. La silla está tan baja que los codos le quedan por debajo de la mesa, el mouse está lejos del borde y la ventana queda detrás de la pantalla, con reflejos.\n\n¿Qué ajuste propone?',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Soporte para el portátil con el borde superior de la pantalla a la altura de los ojos, teclado y mouse externos cerca del borde, silla a la altura de los codos con reposapiés si hace falta, y la pantalla perpendicular a la ventana.',
          consequence:
            'Correcto. Así el cuello queda neutro, los codos cerca del cuerpo en un ángulo cercano a 90 grados, las muñecas rectas y la pantalla sin reflejos. Son ajustes de bajo costo que atacan la causa.',
          points: 10,
          critical: false,
          next: 'pausas',
        },
        {
          id: 'b',
          text: 'Poner el portátil sobre una caja de resmas para elevar la pantalla, sin teclado ni mouse externos.',
          consequence:
            'La pantalla sube, pero el teclado del portátil también: Claudia tendrá que levantar los hombros y doblar las muñecas para escribir. Un portátil elevado necesita teclado y mouse externos.',
          points: -5,
          critical: false,
          next: 'pausas',
        },
        {
          id: 'c',
          text: 'Pedir una silla nueva de alta gama y dejar el resto igual.',
          consequence:
            'Una silla mejor ayuda, pero si la pantalla sigue baja y el mouse lejos, el cuello y la muñeca seguirán trabajando forzados. Lo importante es ajustar el conjunto del puesto.',
          points: -5,
          critical: false,
          next: 'pausas',
        },
      ],
    },
    {
      id: 'pausas',
      kind: 'choice',
      title: 'Organizar las pausas',
      text: 'Claudia trabaja unas siete horas frente a la pantalla y solo se levanta a la hora del almuerzo. ¿Cómo le propone organizar las pausas?',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Pausas activas cortas, de 5 a 10 minutos cada una o dos horas, con un recordatorio en el computador, ejercicios de cuello, hombros, muñecas y ojos, y la regla 20-20-20 para la vista.',
          consequence:
            'Correcto. Las pausas funcionan mejor cortas y frecuentes que largas y esporádicas, y deben enfocarse en las partes del cuerpo que más trabajan en la tarea.',
          points: 10,
          critical: false,
          next: 'cajas',
        },
        {
          id: 'b',
          text: 'Una sola pausa larga de 40 minutos al final de la tarde.',
          consequence:
            'Una pausa al final llega cuando la fatiga ya se acumuló. Para que los tejidos se recuperen, las pausas deben ser cortas y repartidas durante la jornada.',
          points: -5,
          critical: false,
          next: 'cajas',
        },
        {
          id: 'c',
          text: 'Que haga pausas solo cuando sienta dolor.',
          consequence:
            'Si espera al dolor, la pausa llega tarde. Las pausas activas son un control preventivo: se hacen antes de que aparezcan las molestias.',
          points: -5,
          critical: false,
          next: 'cajas',
        },
      ],
    },
    {
      id: 'cajas',
      kind: 'choice',
      title: 'Las cajas del archivo',
      text: 'Al cierre de mes, Claudia debe guardar doce cajas de archivo de unos 15 kilos cada una, que están en el piso de la oficina, en una estantería del cuarto de archivo, al fondo del pasillo.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Transportarlas en un carro de carga, ubicar las más pesadas entre la altura de las rodillas y la de los hombros, levantar con las rodillas dobladas, la espalda recta y la caja pegada al cuerpo, sin girar el tronco.',
          consequence:
            'Correcto. El carro evita cargar las cajas por el pasillo, la ubicación reduce los levantamientos más exigentes y la técnica protege la espalda en los que quedan.',
          points: 10,
          critical: false,
          next: 'area',
        },
        {
          id: 'b',
          text: 'Llevarlas una por una en brazos y, para ir rápido, levantarlas doblando la espalda y girando para ponerlas en la estantería.',
          consequence:
            'Doblar la espalda con las piernas rectas y girar el tronco con carga son las dos maniobras que más lesionan la zona lumbar. Y caminar doce veces el pasillo con 15 kilos se evita con un carro.',
          points: -10,
          critical: false,
          next: 'area',
        },
        {
          id: 'c',
          text: 'Usar una faja lumbar y moverlas lo más rápido posible.',
          consequence:
            'La faja no reemplaza las ayudas mecánicas ni la técnica, y la prisa aumenta los movimientos bruscos. Primero se reduce la manipulación con un carro; después se levanta bien lo que quede.',
          points: -5,
          critical: false,
          next: 'area',
        },
      ],
    },
    {
      id: 'area',
      kind: 'choice',
      title: 'Otras dos personas con la misma molestia',
      text: 'Un mes después, las molestias de Claudia bajaron mucho. Pero dos compañeros de facturación le cuentan que tienen el mismo dolor y trabajan con portátiles en las mismas condiciones.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Revisar todos los puestos del área, solicitar soportes, teclados y mouse para quienes usan portátil, actualizar la valoración del peligro biomecánico en la matriz y proponer un seguimiento de las molestias del área.',
          consequence:
            'Muy bien. Cuando varias personas tienen la misma molestia, la causa está en las condiciones del área y no en cada persona. Actualizar la matriz y hacer seguimiento permite a la empresa actuar antes de que aparezcan lesiones.',
          points: 10,
          critical: false,
          next: 'fin-area',
        },
        {
          id: 'b',
          text: 'Ajustar solo los puestos de los dos compañeros que se quejaron.',
          consequence:
            'Ayuda a esas dos personas, pero el resto del área sigue expuesto a lo mismo. Las demás molestias aparecerán más adelante, una por una.',
          points: -5,
          critical: false,
          next: 'fin-caso-a-caso',
        },
      ],
    },
    {
      id: 'fin-area',
      kind: 'end',
      title: 'Un área que trabaja mejor',
      text: 'En dos meses, todos los puestos de facturación tienen soporte, teclado y mouse externos, y las pausas activas se hacen en grupo a media mañana y a media tarde. Las consultas por dolor de cuello y muñeca en el área bajan. Revise en el resumen las decisiones que podría mejorar.',
      media: null,
    },
    {
      id: 'fin-caso-a-caso',
      kind: 'end',
      title: 'Un puesto a la vez',
      text: 'Los tres puestos ajustados funcionan bien, pero en los meses siguientes otras personas del área reportan molestias parecidas. La empresa va resolviendo caso por caso lo que pudo prevenir para todos desde el principio.',
      media: null,
    },
  ],
};
