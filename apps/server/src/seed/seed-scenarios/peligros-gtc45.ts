import type { ScenarioDefinition } from '@academia/shared';

/**
 * The GTC 45 valuation exercise of the route «Identificación de peligros y valoración de riesgos con la GTC 45».
 * Four hazards of a building site, one per risk level (I, II with NR ≥ 360, III, IV), each valued step by step, with
 * a decision on controls after each one. Every text is our own; every expected value follows from the facts the
 * situation gives (hours of exposure, controls in place, the most serious direct harm), and its rationale says why.
 */
export const scenario: ScenarioDefinition = {
  title: 'Valoración de riesgos con la GTC 45',
  summary:
    'Usted es la persona de SST de una obra de vivienda. Recorrerá cuatro frentes de trabajo, valorará cada peligro con la GTC 45 (ND, NE, NC, NP, NR, nivel y significado) y decidirá qué controles van primero.',
  passPercent: 70,
  startId: 'inicio',
  situations: [
    {
      id: 'inicio',
      kind: 'choice',
      title: 'Antes de llenar la matriz',
      text: 'La constructora levanta dos torres de vivienda de seis pisos. El director de obra le pide actualizar la matriz de peligros esta semana, porque cambió la etapa del proyecto: ya terminó la cimentación y ahora se funden losas y columnas. ¿Cómo empieza?',
      media: null,
      choices: [
        {
          id: 'recorrer',
          text: 'Recorrer los frentes de trabajo con el maestro de obra, observar las tareas como se hacen hoy y preguntar a los trabajadores qué les preocupa.',
          consequence:
            'Bien. La matriz se construye en campo: lo que ve en el recorrido y lo que le cuentan los trabajadores son los datos con los que valorará cada peligro.',
          points: 5,
          critical: false,
          next: 'caida-borde',
        },
        {
          id: 'copiar',
          text: 'Copiar la matriz de la etapa de cimentación y cambiar solo las fechas, porque la obra es la misma.',
          consequence:
            'La obra es la misma, pero las tareas no: la matriz anterior no incluye el trabajo en el borde de las losas ni el vaciado de columnas. Una matriz copiada deja peligros sin valorar. Igual hará el recorrido, pero empieza tarde.',
          points: 0,
          critical: false,
          next: 'caida-borde',
        },
      ],
    },
    {
      id: 'caida-borde',
      kind: 'gtc45',
      title: 'Peligro 1: el borde de la losa del piso 5',
      text: 'En el piso 5 de la torre B, a 14 metros del suelo, dos carpinteros arman la formaleta del borde de la losa. En ese costado se retiró un tramo de 8 metros de baranda para subir material y no se volvió a instalar. No hay línea de vida ni puntos de anclaje: los carpinteros tienen puesto el arnés, pero no tienen de dónde conectarlo. Trabajan en ese borde toda la jornada, unas 7 de sus 8 horas; solo paran para almorzar. Si uno de ellos cae, lo hace directo hasta el primer piso.',
      media: null,
      hazard: 'Caída de altura desde el borde de la losa (condiciones de seguridad, trabajo en alturas)',
      expected: { nd: 10, ne: 4, nc: 100 },
      rationale: {
        nd: 'Ningún control funciona: la baranda está retirada en ese tramo y el arnés no protege si no hay dónde conectarlo. Sin controles que sirvan, la deficiencia es muy alta (10).',
        ne: 'Los carpinteros están en el borde unas 7 de las 8 horas de la jornada: la exposición es continua (4).',
        nc: 'Una caída libre de 14 metros puede matar a la persona. Se toma ese daño, el más grave que puede ocurrir de forma directa: mortal (100).',
      },
      pointsPerValue: 2,
      next: 'control-caida',
    },
    {
      id: 'control-caida',
      kind: 'choice',
      title: 'Qué hacer con el borde de la losa',
      text: 'NP = 10 × 4 = 40 (muy alto) y NR = 40 × 100 = 4.000: nivel I, no aceptable. El maestro de obra le recuerda que la losa se funde pasado mañana y que el armado va retrasado. ¿Qué decide?',
      media: null,
      choices: [
        {
          id: 'detener-baranda',
          text: 'Detener el trabajo en ese borde, reinstalar la baranda del tramo abierto e instalar puntos de anclaje certificados antes de que los carpinteros vuelvan.',
          consequence:
            'Correcto. Un riesgo de nivel I detiene la actividad hasta controlarlo. La baranda es una protección colectiva que funciona sin depender de que cada persona se acuerde de conectarse; los anclajes dan al arnés un punto firme. Con ambas, el ND baja y la valoración se repite antes de reanudar.',
          points: 10,
          critical: false,
          next: 'electrico-vibradora',
        },
        {
          id: 'charla-permiso',
          text: 'Detener el trabajo en ese borde y reanudarlo mañana, después de una charla sobre el uso del arnés y de firmar el permiso de trabajo en alturas.',
          consequence:
            'Detener la tarea fue correcto, pero la charla y el permiso son controles administrativos: mañana el borde seguirá sin baranda y el arnés seguirá sin dónde conectarse. Sin una barrera física y un anclaje, la deficiencia sigue siendo muy alta.',
          points: 3,
          critical: false,
          next: 'electrico-vibradora',
        },
        {
          id: 'seguir-vigia',
          text: 'Dejar que sigan trabajando para no atrasar la fundida, con un ayudante que les recuerde tener cuidado.',
          consequence:
            'Error crítico. Con un NR de 4.000 la actividad no puede continuar: un ayudante que mira no evita una caída de 14 metros. Si alguien cae mientras tanto, la fecha de la fundida será lo de menos.',
          points: -10,
          critical: true,
          next: 'electrico-vibradora',
        },
      ],
    },
    {
      id: 'electrico-vibradora',
      kind: 'gtc45',
      title: 'Peligro 2: la extensión de la vibradora',
      text: 'En el piso 3, un operario compacta el concreto de las columnas con una vibradora eléctrica de 220 V. Lo hace una vez por jornada, unos 20 minutos, cuando llega el camión de concreto. El tablero provisional de la obra tiene protección diferencial, que el electricista prueba cada lunes y que siempre ha disparado bien. La única falla que encuentra en el recorrido es un empalme hecho con cinta aislante en la extensión de la vibradora, que queda sobre el piso mojado por el curado del concreto. Un contacto con un conductor de 220 V sobre un piso húmedo puede electrocutar a una persona.',
      media: null,
      hazard: 'Contacto eléctrico con la extensión de la vibradora (condiciones de seguridad, eléctrico)',
      expected: { nd: 2, ne: 2, nc: 100 },
      rationale: {
        nd: 'Hay un control que funciona en la fuente, la protección diferencial probada cada semana, y queda una falla puntual, el empalme con cinta sobre el piso mojado. Controles que funcionan en buena parte con una falla: deficiencia media (2). Sería alta (6) si el tablero no tuviera diferencial o nadie lo probara.',
        ne: 'El operario usa la vibradora una sola vez por jornada y por unos 20 minutos: la exposición es ocasional (2).',
        nc: 'Una descarga de 220 V sobre un piso mojado puede ser mortal. Aunque el diferencial haga poco probable ese desenlace, el NC se fija con el daño más grave que puede ocurrir: mortal (100).',
      },
      pointsPerValue: 2,
      next: 'control-electrico',
    },
    {
      id: 'control-electrico',
      kind: 'choice',
      title: 'Qué hacer con la extensión',
      text: 'NP = 2 × 2 = 4 (bajo), pero NR = 4 × 100 = 400: nivel II, y por encima de 360. El camión de concreto ya está en la portería. ¿Qué decide?',
      media: null,
      choices: [
        {
          id: 'cambiar-elevar',
          text: 'Suspender la vibración hasta cambiar la extensión por una nueva, sin empalmes, y tenderla en soportes elevados lejos del agua; luego reanudar.',
          consequence:
            'Correcto. En el nivel II los controles se aplican de inmediato y, con un NR de 400, la actividad se suspende mientras tanto. Cambiar la extensión corrige la falla en la fuente y elevarla la aleja del agua: son controles de ingeniería. El cambio toma pocos minutos y el concreto se puede vibrar a tiempo.',
          points: 10,
          critical: false,
          next: 'acopio-tropiezo',
        },
        {
          id: 'avisar-revisar',
          text: 'Suspender la vibración, poner un aviso de peligro eléctrico junto al tablero y pedir al electricista que revise la extensión la próxima semana.',
          consequence:
            'Suspender fue correcto, pero el aviso es un control administrativo y la revisión queda para después: la extensión dañada seguirá en la obra y alguien la volverá a conectar. El nivel II pide corregir de inmediato, no la semana siguiente.',
          points: 2,
          critical: false,
          next: 'acopio-tropiezo',
        },
        {
          id: 'cinta-seguir',
          text: 'Poner más cinta en el empalme y seguir vibrando, para no perder el concreto que ya llegó.',
          consequence:
            'Error crítico. Con un NR de 400 la actividad debe suspenderse hasta controlar el riesgo, y más cinta no corrige un empalme sobre un piso mojado. Un concreto perdido se repone; una persona electrocutada, no.',
          points: -10,
          critical: true,
          next: 'acopio-tropiezo',
        },
      ],
    },
    {
      id: 'acopio-tropiezo',
      kind: 'gtc45',
      title: 'Peligro 3: la zona de acopio de madera',
      text: 'En el primer piso, los carpinteros cortan tablas en una mesa junto a la zona de acopio. Los pasillos están demarcados con pintura y al final de cada jornada se barre la zona, pero durante el día quedan retazos de tabla en el paso. Cada ayudante cruza esa zona una vez en la mañana, unos cinco minutos, para llevar tablas al malacate. El piso es plano y está a nivel del suelo: lo más grave que puede pasar al tropezar con un retazo es una caída al mismo nivel con un esguince o una fractura de muñeca, que obligaría a algunos días de incapacidad.',
      media: null,
      hazard: 'Tropiezo con retazos de madera en la zona de acopio (condiciones de seguridad, locativo)',
      expected: { nd: 2, ne: 2, nc: 25 },
      rationale: {
        nd: 'Los controles funcionan en buena parte: pasillos demarcados y aseo diario. La falla es que los retazos se acumulan durante el día. Deficiencia media (2).',
        ne: 'Cada ayudante cruza la zona una sola vez en la mañana, unos minutos: la exposición es ocasional (2).',
        nc: 'Una caída al mismo nivel puede causar, como máximo, un esguince o una fractura de la que la persona se recupera tras días de incapacidad: grave (25).',
      },
      pointsPerValue: 2,
      next: 'control-acopio',
    },
    {
      id: 'control-acopio',
      kind: 'choice',
      title: 'Qué proponer para la zona de acopio',
      text: 'NP = 2 × 2 = 4 (bajo) y NR = 4 × 25 = 100: nivel III, mejorable. El riesgo se tolera, pero vale la pena mejorarlo si la medida es razonable. ¿Qué propone en la matriz?',
      media: null,
      choices: [
        {
          id: 'contenedor-corte',
          text: 'Poner un contenedor junto a la mesa de corte, para que los retazos caigan allí y nunca lleguen al pasillo, con responsable y fecha en la matriz.',
          consequence:
            'Buena elección. La medida quita el peligro del camino, en lugar de pedirle a la gente que lo esquive: está arriba en la jerarquía de controles y cuesta poco. Con responsable y fecha, se puede verificar en la próxima inspección.',
          points: 10,
          critical: false,
          next: 'deposito-iluminacion',
        },
        {
          id: 'aviso-cuidado',
          text: 'Colocar un aviso de «Cuidado al pisar» a la entrada de la zona.',
          consequence:
            'El aviso es un control administrativo: depende de que cada persona lo lea y mire el piso, y los retazos siguen en el paso. Ayuda poco frente a una medida que los saque del camino.',
          points: 3,
          critical: false,
          next: 'deposito-iluminacion',
        },
        {
          id: 'botas-cana',
          text: 'Exigir botas de caña alta a todos los que crucen la zona.',
          consequence:
            'Las botas de caña alta protegen el tobillo de golpes, pero no evitan el tropiezo ni la caída. Es un EPP que no responde al peligro valorado.',
          points: 0,
          critical: false,
          next: 'deposito-iluminacion',
        },
      ],
    },
    {
      id: 'deposito-iluminacion',
      kind: 'gtc45',
      title: 'Peligro 4: la luz del depósito del sótano',
      text: 'El almacenista baja al depósito del sótano una vez por semana, unos diez minutos, a contar las herramientas de reserva. Una de las tres lámparas está fundida; con las otras dos se leen las etiquetas de las cajas, aunque con algo de esfuerzo en el rincón del fondo. Los pasillos del depósito están libres y secos. Lo más grave que esta iluminación le puede causar de forma directa es cansancio visual y dolor de cabeza pasajero, sin incapacidad.',
      media: null,
      hazard: 'Iluminación deficiente en el depósito del sótano (físico)',
      expected: { nd: 2, ne: 1, nc: 10 },
      rationale: {
        nd: 'La iluminación funciona en buena parte, con dos de tres lámparas, y la falla es puntual: deficiencia media (2).',
        ne: 'El almacenista entra una vez por semana, no en todas las jornadas: la exposición es esporádica (1).',
        nc: 'El daño más grave posible es cansancio visual o dolor de cabeza que pasan con el descanso, sin días de incapacidad: leve (10).',
      },
      pointsPerValue: 2,
      next: 'control-iluminacion',
    },
    {
      id: 'control-iluminacion',
      kind: 'choice',
      title: 'Qué hacer con un riesgo de nivel IV',
      text: 'NP = 2 × 1 = 2 (bajo) y NR = 2 × 10 = 20: nivel IV, aceptable. Le queda registrar este peligro. ¿Qué anota en la matriz?',
      media: null,
      choices: [
        {
          id: 'mantener-verificar',
          text: 'Mantener los controles: cambiar la lámpara en el mantenimiento de rutina y revisar la iluminación del depósito en la inspección mensual.',
          consequence:
            'Correcto. Un riesgo de nivel IV se acepta con los controles que tiene, pero sigue en la matriz y se verifica de vez en cuando para confirmar que no empeora.',
          points: 5,
          critical: false,
          next: 'fin-matriz-completa',
        },
        {
          id: 'cerrar-deposito',
          text: 'Prohibir la entrada al depósito hasta rediseñar toda su iluminación.',
          consequence:
            'La medida es desproporcionada para un NR de 20: detiene una tarea de bajo riesgo y consume recursos que hacían falta en el borde de la losa y en la instalación eléctrica.',
          points: 0,
          critical: false,
          next: 'fin-matriz-completa',
        },
        {
          id: 'borrar-fila',
          text: 'Quitar la fila de la matriz, porque un riesgo aceptable no necesita registrarse.',
          consequence:
            'Un riesgo aceptable también se registra: la matriz debe mostrar todos los peligros identificados y sus controles, para poder ver si alguno cambia con el tiempo.',
          points: -5,
          critical: false,
          next: 'fin-matriz-incompleta',
        },
      ],
    },
    {
      id: 'fin-matriz-completa',
      kind: 'end',
      title: 'Matriz actualizada',
      text: 'La matriz de la nueva etapa queda con los cuatro peligros valorados y sus controles en orden de prioridad: primero el borde de la losa (nivel I), luego la extensión de la vibradora (nivel II, con suspensión por superar 360), después la zona de acopio (nivel III) y, al final, la luz del depósito (nivel IV). Cada control tiene responsable y fecha, y cada peligro se volverá a valorar cuando sus controles estén instalados.',
      media: null,
    },
    {
      id: 'fin-matriz-incompleta',
      kind: 'end',
      title: 'Matriz con un peligro sin registrar',
      text: 'La matriz queda con tres de los cuatro peligros. Los niveles I, II y III tienen sus controles, pero el depósito del sótano desapareció del registro: si su iluminación empeora, nadie lo notará en la próxima revisión. Una matriz completa incluye también los riesgos aceptables.',
      media: null,
    },
  ],
};
