import type { SeedRoute } from './seed-route.js';

export const emergencias: SeedRoute = {
  key: 'emergencias',
  title: 'Preparación y respuesta ante emergencias',
  summary:
    'Conozca cómo se construye y se pone a prueba el plan de prevención, preparación y respuesta ante emergencias: análisis de amenazas, brigada, evacuación, uso de extintores y primeros auxilios básicos.',
  objectives: [
    'Explicar los componentes del plan de prevención, preparación y respuesta ante emergencias.',
    'Describir los roles de la brigada de emergencias y de los coordinadores de evacuación.',
    'Ejecutar una evacuación ordenada hasta el punto de encuentro.',
    'Seleccionar el extintor adecuado según la clase de fuego y usarlo con la técnica correcta.',
    'Aplicar los principios básicos de primeros auxilios mientras llega la ayuda especializada.',
  ],
  category: 'Emergencias',
  hours: 4,
  level: 'basic',
  // The brigade refreshes its training every year, a common practice: its certificates are in force for 12 months.
  validityMonths: 12,
  items: [
    {
      kind: 'text',
      title: 'El plan de emergencias',
      description: 'Qué es, qué contiene y cómo se mantiene vigente.',
      durationMinutes: 15,
      body: `## Una obligación del SG-SST

Toda empresa debe tener y mantener al día un **plan de prevención, preparación y respuesta ante emergencias** (Decreto 1072 de 2015, art. 2.2.4.6.25). El plan no es solo para la sede principal ni para el turno de día: alcanza cada sede y cada turno, y protege a todas las personas que están en ella, sean empleados de planta, contratistas o visitantes. En la autoevaluación de estándares mínimos, la gestión de amenazas representa el 10 % de la calificación e incluye el plan y la brigada conformada, capacitada y dotada (Resolución 0312 de 2019).

## Componentes del plan

1. **Identificación de amenazas.** Pueden ser naturales (sismo, inundación, vendaval), tecnológicas (incendio, explosión, fuga de gas o de sustancias químicas) o sociales (atentado, asonada, robo).
2. **Análisis de vulnerabilidad.** Evalúa a las personas, los recursos y los sistemas y procesos: ¿cuántas personas hay por turno?, ¿las salidas son suficientes?, ¿hay extintores y detectores?, ¿la estructura es sismorresistente?
3. **Valoración del riesgo.** Combina amenaza y vulnerabilidad para priorizar.
4. **Procedimientos operativos normalizados.** Instrucciones claras para cada tipo de emergencia: qué se hace, quién lo hace y en qué orden.
5. **Recursos.** Brigada, alarmas, extintores, botiquines, camillas, iluminación de emergencia, señalización y directorio de entidades de apoyo.
6. **Plan de evacuación.** Rutas principales y alternas, puntos de encuentro y coordinadores.
7. **Capacitación y simulacros.** Para brigadistas y para todo el personal.

## Ejemplos por sector

- En un **edificio de oficinas**, las amenazas principales suelen ser el sismo y el incendio. El plan debe coordinarse con la administración del edificio y las demás empresas que lo ocupan.
- En una **planta química**, los derrames y las fugas exigen procedimientos específicos, kits de control de derrames y coordinación con los organismos de socorro.
- En una **obra de construcción**, el plan cambia con el avance de la obra: las rutas de evacuación de la excavación no son las mismas que las del piso diez. Debe contemplar el rescate de un trabajador suspendido en su arnés.
- En una **clínica**, la evacuación debe prever pacientes que no pueden caminar y servicios que no pueden detenerse.

## Mantenerlo vivo

Un plan archivado no salva vidas. Actualícelo cuando cambien las instalaciones, el número de personas o los procesos; pruébelo con un simulacro al menos una vez al año, con la participación de todos los trabajadores, y corrija lo que los simulacros revelen. El simulacro anual no es una simple recomendación: es una obligación legal del empleador (Decreto 1072 de 2015, art. 2.2.4.6.25). Divulgue a todo el personal la información esencial: alarma, rutas, punto de encuentro y a quién llamar.`,
    },
    {
      kind: 'text',
      title: 'La brigada y la evacuación',
      description: 'Roles de la brigada y pasos para una evacuación ordenada.',
      durationMinutes: 15,
      body: `## La brigada de emergencias

La brigada es el grupo de trabajadores voluntarios, capacitados y dotados, que actúa en los primeros minutos de una emergencia, mientras llegan los organismos de socorro. La Resolución 0312 de 2019 incluye entre los estándares mínimos contar con una brigada conformada, capacitada y dotada.

Un buen brigadista conoce las instalaciones, mantiene la calma, tiene buena condición física y está presente en el turno. Es importante que haya brigadistas en **todos los turnos y sedes**: de nada sirve una brigada completa en el turno de día si el incendio ocurre de noche.

### Roles habituales

| Rol | Funciones principales |
| --- | --- |
| **Jefe de brigada** | Coordina la respuesta, toma decisiones y se comunica con los organismos externos |
| **Brigadistas de control de incendios** | Atacan conatos con extintores y aíslan la zona |
| **Brigadistas de primeros auxilios** | Valoran y atienden a los lesionados mientras llega la ayuda especializada |
| **Brigadistas de evacuación** | Guían al personal por las rutas, verifican que las áreas queden vacías y hacen el conteo en el punto de encuentro |
| **Comunicaciones** | Activan la alarma, llaman a la línea 123 y mantienen el enlace con la brigada |

## La evacuación paso a paso

1. **Detección y alarma.** Quien detecta la emergencia avisa de inmediato; la brigada confirma y activa la alarma.
2. **Preparación para salir.** Cada persona suspende su labor, deja los equipos en condición segura si puede hacerlo en segundos y toma solo lo indispensable.
3. **Salida.** Se camina rápido, sin correr, por la derecha en pasillos y escaleras, sin usar ascensores. En presencia de humo, se avanza agachado y cubriendo nariz y boca.
4. **Punto de encuentro.** Todos se reúnen en el sitio definido, lejos de fachadas, cables eléctricos y vías vehiculares.
5. **Conteo.** Los coordinadores verifican que nadie falte, usando listas de personal, de visitantes y de contratistas.
6. **Reingreso.** Solo cuando el jefe de brigada o los organismos de socorro lo autoricen.

## Consideraciones especiales

- **Personas con movilidad reducida:** asigne previamente a quién acompaña a cada persona y por qué ruta.
- **Visitantes:** deben recibir la información de emergencia al ingresar.
- **Sismo:** durante el movimiento, protéjase lejos de ventanas y objetos que puedan caer; evacúe cuando el movimiento termine y la brigada lo indique.

## Simulacros

La empresa debe hacer como mínimo un simulacro al año con todos los trabajadores (Decreto 1072 de 2015, art. 2.2.4.6.25). El simulacro permite medir tiempos, detectar rutas obstruidas, probar alarmas y entrenar la toma de decisiones. Después de cada ejercicio, haga una reunión de evaluación con los brigadistas y registre las acciones de mejora. Un simulacro con fallas bien documentadas es más útil que uno "perfecto" sin análisis.`,
    },
    {
      kind: 'text',
      title: 'Clases de fuego y uso de extintores',
      description: 'Cómo se clasifica el fuego, qué extintor usar y cómo operarlo.',
      durationMinutes: 15,
      body: `## El triángulo del fuego

Para que exista fuego se necesitan tres elementos: **combustible**, **oxígeno** y **calor**. Si se quita uno, el fuego se apaga. Cuando se agrega la reacción química en cadena se habla del tetraedro del fuego. Los extintores actúan enfriando, sofocando o interrumpiendo esa reacción.

## Clases de fuego

| Clase | Combustible | Ejemplos | Agente recomendado |
| --- | --- | --- | --- |
| **A** | Sólidos comunes que dejan brasa | Papel, madera, cartón, tela | Agua a presión, polvo químico seco multipropósito (ABC) |
| **B** | Líquidos y gases inflamables | Gasolina, solventes, pinturas, gas propano | Polvo químico seco, CO2, espuma |
| **C** | Equipos eléctricos energizados | Tableros, motores, computadores | CO2, polvo químico seco, agentes limpios |
| **D** | Metales combustibles | Magnesio, titanio, sodio | Polvos especiales para metales |
| **K** | Aceites y grasas de cocina | Freidoras industriales | Extintor de acetato de potasio (clase K) |

Dos advertencias que salvan vidas: **nunca use agua en fuegos clase C**, porque conduce la electricidad, ni en fuegos clase K, porque el aceite caliente proyecta llamas al contacto con el agua.

## Cuándo intentar apagar un fuego

Solo ataque un **conato** de incendio si:

- Ha sido entrenado en el uso de extintores.
- El fuego es pequeño y está localizado.
- Tiene el extintor adecuado a la mano.
- Tiene una vía de escape a su espalda.
- Ya se dio la alarma.

Si el fuego crece, hay mucho humo o duda, evacúe y deje la respuesta a los bomberos.

## Técnica de uso

Una forma fácil de recordarla:

1. **Hale** el pasador de seguridad.
2. **Apunte** la boquilla a la base de las llamas, no a las llamas.
3. **Presione** la palanca.
4. **Barra** de lado a lado, avanzando a medida que el fuego retrocede.

Ubíquese a unos tres metros del fuego y, en exteriores, con el viento a su espalda. Cuando el fuego se apague, retroceda sin darle la espalda y vigile que no se reavive.

## Inspección de extintores

Como buena práctica, revise mensualmente que cada extintor esté en su lugar, señalizado y sin obstáculos, con el manómetro en zona verde, el pasador y el sello en su sitio, la etiqueta de recarga vigente y sin golpes ni corrosión. Un extintor usado, aunque sea por unos segundos, debe enviarse a recarga.

En una cocina industrial de un hospital, por ejemplo, debe haber un extintor clase K junto a las freidoras, además de extintores multipropósito para el resto del área.`,
    },
    {
      kind: 'text',
      title: 'Primeros auxilios básicos',
      description: 'Qué hacer en los primeros minutos mientras llega la ayuda especializada.',
      durationMinutes: 12,
      body: `## El principio PAS

Ante cualquier persona lesionada, siga tres pasos en orden:

- **Proteger:** asegure la escena para usted, para la víctima y para los demás. Corte la energía, detenga la máquina, señalice la vía o aleje a los curiosos. Un auxiliador lesionado no ayuda a nadie.
- **Avisar:** active la brigada y llame a la línea de emergencias 123. Indique dirección exacta, qué pasó, cuántos lesionados hay y su estado.
- **Socorrer:** brinde la atención básica para la que esté capacitado hasta que llegue la ayuda.

## Valoración inicial

1. **¿Responde?** Háblele en voz alta y tóquele los hombros.
2. **¿Respira?** Observe el pecho durante unos segundos.
3. **¿Sangra abundantemente?** Busque hemorragias visibles.

Si la persona no responde y no respira normalmente, pida un desfibrilador externo automático si hay uno disponible e inicie la reanimación cardiopulmonar si está entrenado. Las compresiones se hacen en el centro del pecho, fuertes y rápidas, sin interrupciones largas.

## Situaciones frecuentes en el trabajo

- **Hemorragia:** presione directamente la herida con gasa o tela limpia, usando guantes. No retire la gasa si se empapa; ponga otra encima.
- **Quemadura térmica:** enfríe con agua limpia a temperatura ambiente durante varios minutos. No aplique cremas, pasta de dientes ni hielo, y no reviente las ampollas.
- **Quemadura química:** lave con abundante agua corriente y retire la ropa contaminada. Consulte la hoja de seguridad del producto.
- **Salpicadura en los ojos:** lave con agua abundante o en la ducha lavaojos durante varios minutos, con los párpados abiertos.
- **Posible fractura o caída de altura:** no mueva a la persona salvo peligro inminente. Inmovilice la zona en la posición en que la encontró.
- **Contacto eléctrico:** no toque a la víctima mientras siga en contacto con la fuente. Corte primero la energía.

## Lo que no se debe hacer

- Dar de beber o de comer a una persona inconsciente o con lesiones graves.
- Administrar medicamentos.
- Mover a un lesionado sin necesidad.
- Dejar sola a la víctima.

## El botiquín

Verifique periódicamente que el botiquín esté completo y con productos vigentes, y que su contenido corresponda a los peligros del lugar: en un taller metalmecánico no puede faltar el lavado ocular; en una obra, los elementos para inmovilizar.

Recuerde que todo accidente de trabajo, aunque se haya atendido en el sitio, debe reportarse a la ARL y a la EPS dentro de los dos días hábiles siguientes (Resolución 156 de 2005).`,
    },
    {
      kind: 'quiz',
      title: 'Repaso: emergencias',
      description: 'Ponga a prueba lo aprendido sobre el plan, la evacuación, el fuego y los primeros auxilios.',
      durationMinutes: 10,
      quiz: {
        passMark: 75,
        questions: [
          {
            id: 'q1',
            prompt: 'Se incendia un tablero eléctrico energizado. ¿Qué agente NO debe usarse?',
            options: [
              { id: 'a', text: 'CO2', correct: false },
              { id: 'b', text: 'Agua a presión', correct: true },
              { id: 'c', text: 'Polvo químico seco', correct: false },
            ],
            explanation: 'En fuegos clase C el agua conduce la electricidad y pone en riesgo a quien la usa.',
          },
          {
            id: 'q2',
            prompt: '¿Hacia dónde se dirige la descarga de un extintor?',
            options: [
              { id: 'a', text: 'A la parte más alta de las llamas', correct: false },
              { id: 'b', text: 'A la base de las llamas, barriendo de lado a lado', correct: true },
            ],
            explanation: 'El agente debe llegar al combustible que arde, es decir, a la base del fuego.',
          },
          {
            id: 'q3',
            prompt: 'Un compañero cae desde una plataforma y está consciente pero con dolor en la espalda. ¿Qué hace?',
            options: [
              { id: 'a', text: 'Lo levanta para llevarlo a la enfermería', correct: false },
              { id: 'b', text: 'Le da agua y un analgésico', correct: false },
              { id: 'c', text: 'No lo mueve, avisa a la brigada y llama al 123', correct: true },
            ],
            explanation:
              'Ante una posible lesión de columna no se mueve a la persona salvo peligro inminente. Se protege la escena, se avisa y se espera la ayuda especializada.',
          },
          {
            id: 'q4',
            prompt: 'La Resolución 0312 de 2019 incluye entre los estándares mínimos contar con una brigada…',
            options: [
              { id: 'a', text: 'Conformada, capacitada y dotada', correct: true },
              { id: 'b', text: 'Contratada con una empresa externa', correct: false },
              { id: 'c', text: 'Integrada solo por el personal de SST', correct: false },
            ],
            explanation:
              'El estándar exige que la brigada esté conformada, capacitada y dotada, dentro de la gestión de amenazas.',
          },
        ],
      },
    },
  ],
};
