import type { ScenarioDefinition } from '@academia/shared';

/**
 * «Evacuación ante un sismo», the simulator of the emergencies route. Original text; it follows the route's lessons
 * (plan de prevención, preparación y respuesta ante emergencias, Decreto 1072 de 2015, art. 2.2.4.6.25; brigada;
 * evacuación paso a paso). The best path scores 125; the three errors the issue names (lift, belongings, exit) and
 * going back in without authorisation are critical.
 */
export const scenario: ScenarioDefinition = {
  title: 'Evacuación ante un sismo',
  summary:
    'Usted trabaja en el piso 6 de un edificio de oficinas cuando empieza un sismo fuerte. Decida cómo protegerse durante el movimiento, cómo ayudar a otros y cómo evacuar hasta el punto de encuentro siguiendo el plan de emergencias y a la brigada.',
  passPercent: 70,
  startId: 'inicio',
  situations: [
    {
      id: 'inicio',
      kind: 'choice',
      title: 'Empieza a temblar',
      text: 'Son las 10:40 de la mañana. Usted está en su puesto del piso 6, junto a un ventanal, revisando un informe. De repente el piso se mueve con fuerza, las lámparas se balancean y se oye crujir el cielo raso. El movimiento no se detiene.\n\n¿Qué hace en este primer momento?',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Se aleja del ventanal, se agacha junto a su escritorio, se cubre la cabeza y la nuca con los brazos y se sujeta hasta que pase el movimiento.',
          consequence:
            'Correcto. Durante el movimiento, desplazarse es peligroso: la mayoría de las lesiones en un sismo vienen de caídas y de objetos que se desprenden. Alejarse de los vidrios, agacharse, cubrirse y sujetarse es la protección que enseña el plan de emergencias.',
          points: 10,
          critical: false,
          next: 'durante',
        },
        {
          id: 'b',
          text: 'Sale corriendo hacia la escalera para abandonar el edificio cuanto antes.',
          consequence:
            'Mientras el piso se mueve es muy difícil mantener el equilibrio, y en pasillos y escaleras caen lámparas, paneles y personas. La evacuación empieza cuando el movimiento termina y la brigada da la instrucción, no antes.',
          points: -10,
          critical: false,
          next: 'pasillo',
        },
        {
          id: 'c',
          text: 'Se queda de pie junto al ventanal y graba el movimiento con el celular.',
          consequence:
            'Los vidrios de fachadas y ventanas se rompen con facilidad durante un sismo y sus fragmentos causan heridas graves. Además, tener las manos ocupadas con el celular le impide protegerse la cabeza.',
          points: -10,
          critical: false,
          next: 'vidrios',
        },
      ],
    },
    {
      id: 'durante',
      kind: 'choice',
      title: 'Una compañera paralizada',
      text: 'Desde su lugar ve a Andrea, su compañera, de pie y paralizada junto a un archivador alto que se tambalea. Están a unos seis metros de distancia y el movimiento continúa.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Sin salir de su sitio, le dice en voz alta y con firmeza que se aleje del archivador, se agache y se cubra la cabeza.',
          consequence:
            'Bien hecho. Una instrucción clara y en voz alta ayuda a quien se bloquea por el miedo, y usted no se expone a caer ni a ser golpeado cruzando la oficina mientras tiembla.',
          points: 5,
          critical: false,
          next: 'termina',
        },
        {
          id: 'b',
          text: 'Se levanta y cruza la oficina para jalarla del brazo.',
          consequence:
            'Su intención es buena, pero atravesar la oficina durante el movimiento lo expone a caídas y a golpes, y podría terminar con dos lesionados en lugar de uno. Ayude desde su lugar con instrucciones y acérquese cuando el movimiento termine.',
          points: -5,
          critical: false,
          next: 'termina',
        },
        {
          id: 'c',
          text: 'Se concentra en protegerse y no dice nada.',
          consequence:
            'Protegerse es lo primero, pero una indicación en voz alta no le cuesta nada y puede evitar que su compañera quede bajo el archivador.',
          points: 0,
          critical: false,
          next: 'termina',
        },
      ],
    },
    {
      id: 'pasillo',
      kind: 'choice',
      title: 'En el pasillo, mientras tiembla',
      text: 'Ya en el pasillo, el movimiento lo hace trastabillar. Un panel del cielo raso cae a dos metros de usted y la puerta de la escalera está a unos quince metros.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Se agacha junto a la pared interior, lejos de vidrios y lámparas, y se cubre la cabeza hasta que el movimiento termine.',
          consequence:
            'Es la mejor decisión posible desde donde está: protegerse en el sitio es más seguro que seguir corriendo. Aun así, salir del puesto durante el movimiento lo expuso sin necesidad.',
          points: 3,
          critical: false,
          next: 'termina',
        },
        {
          id: 'b',
          text: 'Sigue corriendo hasta la escalera y empieza a bajar mientras todavía tiembla.',
          consequence:
            'Bajar escaleras durante el movimiento es una de las situaciones con más caídas. Usted se golpea una rodilla contra un escalón y llega al descanso con dolor. Tuvo suerte de que no fuera más grave.',
          points: -5,
          critical: false,
          next: 'termina',
        },
      ],
    },
    {
      id: 'vidrios',
      kind: 'choice',
      title: 'Se rompe el ventanal',
      text: 'Un cristal del ventanal se fisura y varios fragmentos caen al piso cerca de sus pies. Un trozo le hace un corte superficial en el antebrazo. El movimiento continúa.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Se aleja agachado de la ventana, se protege junto a una columna interior y se cubre la cabeza.',
          consequence:
            'Alejarse de los vidrios y protegerse junto a un elemento interior es lo correcto. Cuando termine el movimiento, pida a un brigadista de primeros auxilios que revise su herida.',
          points: 3,
          critical: false,
          next: 'termina',
        },
        {
          id: 'b',
          text: 'Se queda donde está para no pisar los vidrios.',
          consequence:
            'Junto al ventanal sigue expuesto a que caigan más fragmentos. Es preferible desplazarse agachado unos pocos pasos hacia el interior que quedarse bajo el cristal roto.',
          points: -5,
          critical: false,
          next: 'termina',
        },
      ],
    },
    {
      id: 'termina',
      kind: 'choice',
      title: 'Termina el movimiento',
      text: 'El movimiento se detiene. Hay polvo en el aire, papeles en el piso y algunos paneles del cielo raso caídos. La alarma de evacuación todavía no ha sonado y varias personas se miran sin saber qué hacer.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Respira, revisa si usted o las personas cercanas están heridas y se prepara para seguir las instrucciones de la alarma y de la brigada.',
          consequence:
            'Correcto. Después del movimiento, lo primero es verificar si hay lesionados y estar atento a la alarma y a los brigadistas, que saben qué rutas están habilitadas. Salir sin coordinación puede llevarlo a una escalera dañada o bloqueada.',
          points: 10,
          critical: false,
          next: 'lesionado',
        },
        {
          id: 'b',
          text: 'Sale de inmediato por la primera puerta que ve, sin esperar la alarma ni revisar a nadie.',
          consequence:
            'Usted se dirige a la escalera A, que tiene escombros, y un brigadista debe devolverlo. Además, dejó atrás a compañeros que podían necesitar ayuda. Salir sin instrucción no suele ser más rápido: las rutas se confirman después de revisar los daños.',
          points: -5,
          critical: false,
          next: 'alarma',
        },
        {
          id: 'c',
          text: 'Se sienta a llamar a su familia y a revisar las noticias en el celular.',
          consequence:
            'Es comprensible querer saber de su familia, pero justo después de un sismo las líneas se saturan y la llamada probablemente no entre. Un mensaje de texto corto, cuando esté a salvo, es mejor opción. Ahora debe estar atento a su entorno y a la brigada.',
          points: -3,
          critical: false,
          next: 'lesionado',
        },
      ],
    },
    {
      id: 'lesionado',
      kind: 'choice',
      title: 'Un compañero herido',
      text: 'Carlos, el compañero del puesto de al lado, tiene un corte en la mano causado por el vidrio de un portarretratos. Sangra de forma moderada, está consciente y responde bien. Hay un botiquín en el muro del pasillo.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Avisa al brigadista de primeros auxilios del piso y, mientras llega, se pone guantes del botiquín y presiona la herida con una gasa limpia.',
          consequence:
            'Muy bien. Avisar a la brigada y controlar la hemorragia con presión directa, usando guantes, es la atención básica adecuada. El brigadista valorará si Carlos puede evacuar por sus propios medios.',
          points: 10,
          critical: false,
          next: 'alarma',
        },
        {
          id: 'b',
          text: 'Le retira con los dedos los fragmentos de vidrio que tiene en la herida y le da un analgésico que usted lleva en el bolso.',
          consequence:
            'No se deben retirar objetos incrustados ni administrar medicamentos: puede aumentar el sangrado y usted no conoce las alergias ni la condición de salud de Carlos. Presione alrededor de la herida con gasa y deje la valoración a la brigada.',
          points: -5,
          critical: false,
          next: 'alarma',
        },
        {
          id: 'c',
          text: 'Le dice que no es grave y que ya lo atenderán afuera.',
          consequence:
            'Una herida que sangra necesita presión directa desde el primer momento, y la brigada debe saber que hay un lesionado para organizar su evacuación. Avisar y prestar la atención básica toma menos de un minuto.',
          points: -5,
          critical: false,
          next: 'alarma',
        },
      ],
    },
    {
      id: 'alarma',
      kind: 'choice',
      title: 'Suena la alarma de evacuación',
      text: 'Suena la alarma. El brigadista de evacuación del piso, con su chaleco, indica que se evacúe por la escalera B, porque la escalera A tiene escombros. Su portátil y su bolso quedaron en el puesto, a unos diez metros, en la dirección contraria a la ruta.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Sale de inmediato con lo que tiene encima, que es el celular en el bolsillo, y sigue la ruta que indica el brigadista.',
          consequence:
            'Correcto. En una evacuación se lleva solo lo que se tiene a mano. Los objetos se recuperan después, cuando la brigada o los organismos de socorro autoricen el reingreso.',
          points: 10,
          critical: false,
          next: 'visitante',
        },
        {
          id: 'b',
          text: 'Regresa al puesto por el portátil y el bolso; son solo diez metros.',
          consequence:
            'Error crítico. Volver por las pertenencias lo mantiene dentro de un edificio que acaba de sufrir daños, lo pone a caminar en contra del flujo de la evacuación y retrasa el conteo de la brigada. Ningún objeto vale ese riesgo.',
          points: -15,
          critical: true,
          next: 'pertenencias',
        },
        {
          id: 'c',
          text: 'Termina de enviar el correo que estaba escribiendo antes de salir.',
          consequence:
            'Cada minuto dentro del edificio después de un sismo lo expone a réplicas y a daños que aún no se conocen. La alarma significa suspender la labor de inmediato; el correo puede esperar.',
          points: -5,
          critical: false,
          next: 'visitante',
        },
      ],
    },
    {
      id: 'pertenencias',
      kind: 'choice',
      title: 'Una réplica mientras recoge sus cosas',
      text: 'Mientras recoge el portátil, se siente una réplica. Un panel del cielo raso cae sobre la silla de al lado. El brigadista lo llama a gritos desde la puerta: es la última persona que queda en la oficina.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Suelta todo, se protege hasta que pase la réplica y luego sale de inmediato hacia la ruta indicada.',
          consequence:
            'Es lo correcto en este punto: protegerse durante la réplica y salir sin cargar nada. Pero el riesgo que corrió y el tiempo que hizo perder al brigadista se habrían evitado si no hubiera regresado.',
          points: 2,
          critical: false,
          next: 'visitante',
        },
        {
          id: 'b',
          text: 'Espera a que pase la réplica y sale con el portátil y el bolso.',
          consequence:
            'Cargar objetos en la escalera le quita el apoyo del pasamanos y lo hace más lento. Usted llega a la escalera cuando el grupo ya bajó.',
          points: -5,
          critical: false,
          next: 'visitante',
        },
      ],
    },
    {
      id: 'visitante',
      kind: 'choice',
      title: 'El visitante de la sala de juntas',
      text: 'En la sala de juntas está el señor Ramírez, un proveedor que llegó hace veinte minutos y no conoce el edificio. Está confundido y le pregunta por dónde se sale.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Le pide que lo acompañe, le explica que bajarán por la escalera B y avisa al brigadista que el visitante va con usted.',
          consequence:
            'Muy bien. Los visitantes no conocen las rutas ni el punto de encuentro. Acompañarlo y avisar a la brigada permite que quede incluido en el conteo, que cubre a trabajadores, contratistas y visitantes.',
          points: 10,
          critical: false,
          next: 'movilidad',
        },
        {
          id: 'b',
          text: 'Le señala la puerta y le dice que siga a la gente; usted se adelanta.',
          consequence:
            'Una persona que no conoce el edificio puede tomar la escalera equivocada o quedarse atrás. Además, si nadie avisa que estaba en el piso, la brigada no sabrá a quién buscar en el conteo.',
          points: -5,
          critical: false,
          next: 'movilidad',
        },
      ],
    },
    {
      id: 'movilidad',
      kind: 'choice',
      title: 'Lucía camina con muletas',
      text: 'Lucía, su compañera, se recupera de una cirugía de rodilla y camina con muletas. Cuando se actualizó el plan de evacuación del piso, a usted se le asignó acompañarla en caso de emergencia. Ella puede bajar escaleras, pero despacio.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'La acompaña a su ritmo por la escalera B, del lado del pasamanos, le lleva las muletas si ella lo prefiere y deja pasar a quienes bajan más rápido.',
          consequence:
            'Correcto. Usted cumple el rol que el plan le asignó. Bajar a su ritmo, con apoyo en el pasamanos y sin bloquear el paso de los demás, es más seguro que cualquier prisa.',
          points: 10,
          critical: false,
          next: 'ascensor',
        },
        {
          id: 'b',
          text: 'Le dice que espere en la oficina a que suban los bomberos y baja usted solo.',
          consequence:
            'Dejar sola a una persona con movilidad reducida, cuando el plan lo designó a usted para acompañarla y ella puede bajar, contradice el plan. Esperar un rescate es la opción para quien no puede usar la escalera, y siempre en un lugar acordado y avisando a la brigada.',
          points: -10,
          critical: false,
          next: 'ascensor',
        },
        {
          id: 'c',
          text: 'La carga en brazos para bajar más rápido.',
          consequence:
            'Cargar a una persona por una escalera sin técnica ni ayuda puede provocar la caída de los dos. Lucía puede bajar por sí misma con apoyo; su ritmo es más seguro que la prisa.',
          points: -5,
          critical: false,
          next: 'ascensor',
        },
      ],
    },
    {
      id: 'ascensor',
      kind: 'choice',
      title: 'Frente a los ascensores',
      text: 'Camino a la escalera B pasan frente a los ascensores. Uno acaba de abrir sus puertas y un compañero lo sostiene: «Bajemos en el ascensor, con Lucía es mucho más rápido».',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Acepta y sube al ascensor con Lucía y el visitante.',
          consequence:
            'Error crítico. Después de un sismo, los ascensores pueden quedar dañados o detenerse por un corte de energía o por una réplica, y dejar atrapadas a las personas entre dos pisos. En una evacuación nunca se usan los ascensores.',
          points: -20,
          critical: true,
          next: 'atrapados',
        },
        {
          id: 'b',
          text: 'Explica que el ascensor no se usa en una evacuación y continúa por la escalera B con el grupo.',
          consequence:
            'Correcto. Un ascensor puede detenerse entre pisos con una réplica o un corte de energía. La escalera señalizada es la ruta segura, aunque sea más lenta. Si alguien no puede bajar escaleras, el plan debe prever cómo se le ayuda sin usar el ascensor.',
          points: 10,
          critical: false,
          next: 'escalera',
        },
      ],
    },
    {
      id: 'atrapados',
      kind: 'choice',
      title: 'Atrapados entre dos pisos',
      text: 'Entre el piso 4 y el piso 3 se siente una réplica, se va la energía y el ascensor se detiene. Quedan a oscuras usted, Lucía, el visitante y su compañero.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Pulsa el botón de alarma o el citófono, avisa por mensaje a la brigada dónde están y pide a todos que mantengan la calma y esperen.',
          consequence:
            'Es lo mejor que puede hacer ahora: avisar y esperar el rescate. Pero la brigada tendrá que dedicar personas y tiempo a sacarlos, en lugar de atender a otros.',
          points: 2,
          critical: false,
          next: 'fin-ascensor',
        },
        {
          id: 'b',
          text: 'Intenta abrir las puertas a la fuerza para salir por el hueco.',
          consequence:
            'Forzar las puertas de un ascensor detenido entre pisos puede causar caídas por el hueco o atrapamientos. El rescate de un ascensor lo hace personal entrenado.',
          points: -10,
          critical: false,
          next: 'fin-ascensor',
        },
      ],
    },
    {
      id: 'escalera',
      kind: 'choice',
      title: 'Réplica en la escalera',
      text: 'Van bajando entre el piso 4 y el piso 3 por la escalera B. Se siente una réplica: la baranda vibra y algunas personas gritan.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Se detiene, se agacha junto a la pared, se cubre la cabeza y se sujeta del pasamanos; ayuda a Lucía a hacer lo mismo y continúan cuando pasa.',
          consequence:
            'Correcto. Durante una réplica se aplica lo mismo que en el sismo principal: protegerse en el sitio. Cuando el movimiento termina, la evacuación continúa con calma.',
          points: 10,
          critical: false,
          next: 'salida',
        },
        {
          id: 'b',
          text: 'Corre escaleras abajo para salir antes de que empeore.',
          consequence:
            'Correr en una escalera que se mueve provoca caídas en cadena. Usted empuja sin querer a otra persona, que tropieza. Durante el movimiento, protéjase en el sitio.',
          points: -10,
          critical: false,
          next: 'salida',
        },
        {
          id: 'c',
          text: 'Decide volver a subir a la oficina porque le parece más seguro.',
          consequence:
            'Subir va en contra del flujo de la evacuación y lo devuelve al edificio afectado. Una vez iniciada la evacuación, se protege durante la réplica y luego se continúa hacia la salida.',
          points: -10,
          critical: false,
          next: 'salida',
        },
      ],
    },
    {
      id: 'salida',
      kind: 'choice',
      title: 'La puerta de salida',
      text: 'Llegan al primer piso y salen por la puerta de emergencia a la acera. Afuera, muchas personas se detienen justo frente a la puerta para llamar a sus familias. El punto de encuentro es el parqueadero abierto de la esquina, a unos 80 metros.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Se queda con Lucía junto a la puerta para esperar al resto del equipo y llamar a casa.',
          consequence:
            'Error crítico. Detenerse en la salida bloquea la evacuación de quienes vienen detrás y lo deja bajo la fachada, de donde pueden caer vidrios y elementos sueltos, sobre todo si hay réplicas. La puerta y la ruta deben quedar libres.',
          points: -15,
          critical: true,
          next: 'punto-encuentro',
        },
        {
          id: 'b',
          text: 'Se aleja de la puerta y de la fachada y camina con su grupo hasta el punto de encuentro, lejos de postes, cables y de la vía.',
          consequence:
            'Correcto. La salida queda libre para los demás y usted llega a un lugar abierto, lejos de fachadas, redes eléctricas y tránsito, donde la brigada hará el conteo.',
          points: 10,
          critical: false,
          next: 'punto-encuentro',
        },
        {
          id: 'c',
          text: 'Cruza corriendo la avenida hacia un parque que le parece más amplio.',
          consequence:
            'Cruzar una vía con tránsito en medio de la confusión es peligroso, y en un lugar distinto al punto de encuentro la brigada no lo podrá contar. El punto de encuentro se definió para que todos sepan dónde estar.',
          points: -5,
          critical: false,
          next: 'punto-encuentro',
        },
      ],
    },
    {
      id: 'punto-encuentro',
      kind: 'choice',
      title: 'En el punto de encuentro',
      text: 'En el parqueadero, la brigadista de evacuación de su piso tiene la lista del personal y la de visitantes, y está haciendo el conteo. Usted llegó con Lucía y el señor Ramírez. Sabe que Carlos salió antes con el brigadista de primeros auxilios.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Se reporta con la brigadista e informa que llegó con Lucía y con el visitante, y que Carlos salió con la brigada por una herida en la mano.',
          consequence:
            'Muy bien. El conteo es la única forma de saber si alguien quedó adentro. Reportarse a sí mismo y a las personas que vienen con usted evita búsquedas innecesarias y permite concentrar el rescate donde hace falta.',
          points: 10,
          critical: false,
          next: 'reingreso',
        },
        {
          id: 'b',
          text: 'Como ya está afuera y a salvo, se va para su casa sin avisar a nadie.',
          consequence:
            'En la lista usted figura como presente en el edificio. Si no se reporta, la brigada supondrá que quedó adentro y los organismos de socorro podrían entrar a buscarlo, arriesgándose sin necesidad.',
          points: -10,
          critical: false,
          next: 'fin-conteo',
        },
        {
          id: 'c',
          text: 'No se reporta porque la brigadista ya lo vio llegar.',
          consequence:
            'Con decenas de personas llegando, la brigadista no puede recordar a cada una. El conteo depende de que cada persona se reporte, y también de que informe por quienes vienen con ella, como un visitante.',
          points: -5,
          critical: false,
          next: 'reingreso',
        },
      ],
    },
    {
      id: 'reingreso',
      kind: 'choice',
      title: '¿Volver a entrar?',
      text: 'Han pasado cuarenta minutos. Un compañero le dice: «Ya pasó todo, subamos rápido por las cosas y bajamos; nadie ha dicho nada». El jefe de brigada informó que esperan la revisión de la estructura antes de autorizar el reingreso.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Sube con su compañero por sus cosas.',
          consequence:
            'Error crítico. Nadie sabe todavía si la estructura quedó en condiciones seguras, y las réplicas pueden continuar durante horas. Solo se reingresa cuando el jefe de brigada o los organismos de socorro lo autorizan.',
          points: -15,
          critical: true,
          next: 'fin-reingreso',
        },
        {
          id: 'b',
          text: 'Se queda en el punto de encuentro, le explica a su compañero que el reingreso no está autorizado y le pide que no suba.',
          consequence:
            'Correcto. El reingreso solo se hace con autorización, después de verificar el estado del edificio. Además, usted ayudó a que su compañero no se expusiera.',
          points: 10,
          critical: false,
          next: 'replica-exterior',
        },
      ],
    },
    {
      id: 'replica-exterior',
      kind: 'choice',
      title: 'Una réplica en el parqueadero',
      text: 'Mientras esperan, se siente otra réplica. Algunas personas corren a resguardarse bajo la marquesina de vidrio del edificio vecino.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Se queda en la zona abierta del parqueadero, lejos de fachadas, postes y cables, agachado hasta que pase.',
          consequence:
            'Correcto. En un espacio abierto, el mayor peligro es lo que puede caer desde arriba. Alejarse de estructuras, vidrios y redes eléctricas es la mejor protección.',
          points: 5,
          critical: false,
          next: 'cierre',
        },
        {
          id: 'b',
          text: 'Corre con ellos a resguardarse bajo la marquesina.',
          consequence:
            'Una marquesina de vidrio es justo lo que puede desprenderse con una réplica. Afuera, la protección está en quedarse lejos de lo que puede caer.',
          points: -10,
          critical: false,
          next: 'cierre',
        },
      ],
    },
    {
      id: 'cierre',
      kind: 'choice',
      title: 'La reunión de evaluación',
      text: 'Dos días después, la brigada y el responsable del SG-SST reúnen a las personas del piso para evaluar la respuesta al sismo y actualizar el plan de emergencias. Le preguntan qué observó.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Cuenta lo que vio: la escalera A quedó con escombros, varias personas se detuvieron frente a la salida y alguien propuso usar el ascensor.',
          consequence:
            'Muy bien. El plan de prevención, preparación y respuesta ante emergencias debe revisarse con lo que revelan los eventos reales y los simulacros (Decreto 1072 de 2015, art. 2.2.4.6.25). Sus observaciones se convierten en acciones de mejora y en temas para el próximo simulacro, que la empresa debe hacer por lo menos una vez al año.',
          points: 5,
          critical: false,
          next: 'fin-seguro',
        },
        {
          id: 'b',
          text: 'Dice que todo salió bien y que no tiene nada que agregar.',
          consequence:
            'Sin las observaciones de quienes evacuaron, los problemas quedan en el plan: la próxima vez alguien puede volver a intentar usar el ascensor o detenerse en la puerta.',
          points: 0,
          critical: false,
          next: 'fin-sin-aprendizaje',
        },
      ],
    },
    {
      id: 'fin-seguro',
      kind: 'end',
      title: 'Evacuación completa y un plan mejor',
      text: 'Todas las personas del piso 6 llegaron al punto de encuentro y fueron contadas, incluido el visitante. Con lo que usted y sus compañeros reportaron, la brigada ajusta la señalización de la escalera B, refuerza la instrucción sobre la puerta de salida y programa el próximo simulacro. Revise en el resumen las decisiones que podría mejorar.',
      media: null,
    },
    {
      id: 'fin-sin-aprendizaje',
      kind: 'end',
      title: 'Evacuación completa, pero sin aprendizaje',
      text: 'Todas las personas llegaron al punto de encuentro y fueron contadas. Sin embargo, en la reunión de evaluación nadie mencionó los problemas que se vieron durante la evacuación, y el plan queda igual. Los mismos errores pueden repetirse en la próxima emergencia.',
      media: null,
    },
    {
      id: 'fin-ascensor',
      kind: 'end',
      title: 'Rescate del ascensor',
      text: 'Pasaron cincuenta minutos antes de que un equipo de rescate abriera el ascensor. Lucía, que no podía apoyar bien la rodilla, pasó todo ese tiempo de pie en la oscuridad. Mientras tanto, la brigada tuvo que separar personas del conteo y de la atención de otros lesionados. Ninguna prisa justifica usar el ascensor en una evacuación.',
      media: null,
    },
    {
      id: 'fin-reingreso',
      kind: 'end',
      title: 'Lesionado dentro del edificio',
      text: 'Mientras usted y su compañero recogían sus cosas en el piso 6, una réplica desprendió parte del cielo raso. Su compañero sufrió un golpe en el hombro y la brigada tuvo que volver a entrar por ustedes. La inspección posterior encontró daños en la escalera A. El reingreso sin autorización puso en riesgo a tres personas más.',
      media: null,
    },
    {
      id: 'fin-conteo',
      kind: 'end',
      title: 'Una búsqueda innecesaria',
      text: 'Como usted no se reportó, la brigada lo dio por desaparecido. Dos bomberos entraron al edificio dañado a buscarlo en el piso 6, expuestos a las réplicas, mientras usted ya iba camino a casa. El conteo solo funciona si cada persona se reporta antes de retirarse.',
      media: null,
    },
  ],
};
