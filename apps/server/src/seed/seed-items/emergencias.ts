import type { SeedItemBank } from './seed-item.js';

const PLAN = 'Plan de emergencias';
const BRIGADA = 'Brigada y evacuación';
const FUEGO = 'Fuego y extintores';
const AUXILIOS = 'Primeros auxilios';

export const emergenciasItems: SeedItemBank = {
  routeKey: 'emergencias',
  items: [
    // Plan de emergencias
    {
      topic: PLAN,
      level: 'easy',
      kind: 'single',
      prompt: 'En el análisis de amenazas, una fuga de gas o una explosión se clasifican como amenazas…',
      options: [
        { id: 'a', text: 'Naturales o geológicas', correct: false },
        { id: 'b', text: 'Sociales o de orden público', correct: false },
        { id: 'c', text: 'Tecnológicas', correct: true },
      ],
      explanation:
        'Las amenazas tecnológicas incluyen incendio, explosión y fugas de gas o de sustancias químicas; las naturales, sismo, inundación o vendaval; las sociales, atentado, asonada o robo.',
    },
    {
      topic: PLAN,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'El plan de prevención, preparación y respuesta ante emergencias debe cubrir también a contratistas y visitantes.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El plan protege a todas las personas de cada sede y cada turno, sin importar cómo estén vinculadas: también a contratistas y visitantes (Decreto 1072 de 2015, art. 2.2.4.6.25).',
    },
    {
      topic: PLAN,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué evalúa el análisis de vulnerabilidad del plan de emergencias?',
      options: [
        { id: 'a', text: 'Las personas, los recursos y los sistemas y procesos', correct: true },
        { id: 'b', text: 'Solo la resistencia estructural del edificio', correct: false },
        { id: 'c', text: 'La probabilidad de que ocurra un sismo en la ciudad', correct: false },
        { id: 'd', text: 'El desempeño individual de cada brigadista', correct: false },
      ],
      explanation:
        'La vulnerabilidad se analiza en personas, recursos y sistemas y procesos: cuántas personas hay por turno, si las salidas son suficientes, si hay extintores y detectores, si la estructura es sismorresistente.',
    },
    {
      topic: PLAN,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estos son componentes del plan de emergencias?',
      options: [
        { id: 'a', text: 'Identificación de amenazas', correct: true },
        { id: 'b', text: 'Plan comercial del año', correct: false },
        { id: 'c', text: 'Análisis de vulnerabilidad', correct: true },
        { id: 'd', text: 'Procedimientos operativos normalizados', correct: true },
        { id: 'e', text: 'Evaluación del desempeño del personal', correct: false },
      ],
      explanation:
        'El plan incluye amenazas, vulnerabilidad, valoración del riesgo, procedimientos operativos normalizados, recursos, plan de evacuación, capacitación y simulacros.',
    },
    {
      topic: PLAN,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué peso tiene la gestión de amenazas en la autoevaluación de estándares mínimos?',
      options: [
        { id: 'a', text: '30 %', correct: false },
        { id: 'b', text: '10 %', correct: true },
        { id: 'c', text: '25 %', correct: false },
        { id: 'd', text: '5 %', correct: false },
      ],
      explanation:
        'La gestión de amenazas representa el 10 % de la calificación e incluye el plan de emergencias y la brigada conformada, capacitada y dotada (Resolución 0312 de 2019).',
    },
    {
      topic: PLAN,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué debe contemplar de forma particular el plan de emergencias de una obra de construcción?',
      options: [
        { id: 'a', text: 'Rutas fijas que no cambian durante toda la obra', correct: false },
        { id: 'b', text: 'La evacuación de pacientes que no pueden caminar', correct: false },
        { id: 'c', text: 'El rescate de un trabajador suspendido en su arnés', correct: true },
      ],
      explanation:
        'En obra el plan cambia con el avance de los trabajos y debe prever el rescate de un trabajador suspendido en su arnés, además de rutas distintas para la excavación y los pisos altos.',
    },
    {
      topic: PLAN,
      level: 'hard',
      kind: 'single',
      prompt: '¿En cuál de estas situaciones debe actualizarse el plan de emergencias?',
      options: [
        { id: 'a', text: 'Solo cuando lo pida el cuerpo de bomberos en su visita de inspección', correct: false },
        { id: 'b', text: 'Cuando cambia el gerente general o el representante legal de la empresa', correct: false },
        { id: 'c', text: 'Únicamente después de una emergencia real', correct: false },
        { id: 'd', text: 'Cuando cambian instalaciones, número de personas o procesos', correct: true },
      ],
      explanation:
        'Un plan archivado no salva vidas: se actualiza cuando cambian las instalaciones, el número de personas o los procesos, y se corrige con lo que revelan los simulacros.',
    },
    {
      topic: PLAN,
      level: 'hard',
      kind: 'single',
      prompt: 'En el plan de emergencias, ¿cómo se obtiene la valoración del riesgo que permite priorizar?',
      options: [
        { id: 'a', text: 'Combinando la amenaza y la vulnerabilidad', correct: true },
        { id: 'b', text: 'Contando los extintores disponibles por piso', correct: false },
        { id: 'c', text: 'Sumando los accidentes de trabajo del año', correct: false },
      ],
      explanation:
        'La valoración del riesgo combina la amenaza identificada con la vulnerabilidad de personas, recursos y procesos, para priorizar la preparación.',
    },

    // Brigada y evacuación
    {
      topic: BRIGADA,
      level: 'easy',
      kind: 'single',
      prompt: '¿Dónde debe ubicarse el punto de encuentro de una evacuación?',
      options: [
        { id: 'a', text: 'Junto a la fachada, para volver rápido', correct: false },
        { id: 'b', text: 'Lejos de fachadas, cables y vías vehiculares', correct: true },
        { id: 'c', text: 'En el parqueadero, entre los vehículos', correct: false },
      ],
      explanation:
        'El punto de encuentro se define lejos de fachadas, cables eléctricos y vías vehiculares, para que las personas no queden expuestas a nuevos peligros.',
    },
    {
      topic: BRIGADA,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Durante una evacuación por incendio se pueden usar los ascensores para salir más rápido.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'En una evacuación no se usan ascensores: se sale caminando rápido, sin correr, por la derecha de pasillos y escaleras.',
    },
    {
      topic: BRIGADA,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué es la brigada de emergencias?',
      options: [
        { id: 'a', text: 'El cuerpo de bomberos asignado a la zona de la empresa', correct: false },
        { id: 'b', text: 'El grupo de vigilancia privada que custodia la sede', correct: false },
        { id: 'c', text: 'El área de SST, que responde sola a cualquier evento', correct: false },
        { id: 'd', text: 'Trabajadores voluntarios, capacitados y dotados, que actúan primero', correct: true },
      ],
      explanation:
        'La brigada es el grupo de trabajadores voluntarios, capacitados y dotados, que actúa en los primeros minutos mientras llegan los organismos de socorro (Resolución 0312 de 2019 la incluye entre los estándares).',
    },
    {
      topic: BRIGADA,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Qué funciones corresponden a los brigadistas de evacuación?',
      options: [
        { id: 'a', text: 'Guiar al personal por las rutas', correct: true },
        { id: 'b', text: 'Atacar los conatos con extintores', correct: false },
        { id: 'c', text: 'Verificar que las áreas queden vacías', correct: true },
        { id: 'd', text: 'Hacer el conteo en el punto de encuentro', correct: true },
        { id: 'e', text: 'Negociar con los organismos externos', correct: false },
      ],
      explanation:
        'Los brigadistas de evacuación guían, verifican que las áreas queden vacías y hacen el conteo. Los conatos los atienden los de control de incendios y el enlace externo lo lleva el jefe de brigada.',
    },
    {
      topic: BRIGADA,
      level: 'medium',
      kind: 'multiple',
      prompt: 'Al evacuar por una ruta con presencia de humo, ¿qué se debe hacer?',
      options: [
        { id: 'a', text: 'Avanzar agachado', correct: true },
        { id: 'b', text: 'Correr para salir antes', correct: false },
        { id: 'c', text: 'Cubrir nariz y boca', correct: true },
        { id: 'd', text: 'Regresar por el celular', correct: false },
        { id: 'e', text: 'Tomar el ascensor', correct: false },
      ],
      explanation:
        'Con humo se avanza agachado, cubriendo nariz y boca, caminando rápido sin correr, sin ascensores y sin regresar por objetos personales.',
    },
    {
      topic: BRIGADA,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué se debe hacer durante un sismo?',
      options: [
        { id: 'a', text: 'Salir corriendo mientras la tierra se mueve', correct: false },
        { id: 'b', text: 'Protegerse lejos de ventanas y evacuar cuando termine', correct: true },
        { id: 'c', text: 'Ubicarse junto a las ventanas para ver la salida', correct: false },
      ],
      explanation:
        'Durante el movimiento se busca protección lejos de ventanas y objetos que puedan caer; se evacúa cuando el movimiento termina y la brigada lo indica.',
    },
    {
      topic: BRIGADA,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cómo se prepara la evacuación de una persona con movilidad reducida?',
      options: [
        { id: 'a', text: 'Se le pide que espere dentro hasta que lleguen los bomberos', correct: false },
        { id: 'b', text: 'Se decide en el momento quién la ayuda, según quién esté cerca', correct: false },
        { id: 'c', text: 'Se asigna con anticipación quién la acompaña y por qué ruta', correct: true },
      ],
      explanation:
        'Para las personas con movilidad reducida se define previamente quién las acompaña y por cuál ruta, de modo que nadie improvise durante la emergencia.',
    },
    {
      topic: BRIGADA,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una planta tiene una brigada completa en el turno de día, pero ningún brigadista en el turno nocturno. ¿Cuál es el problema?',
      options: [
        { id: 'a', text: 'Ninguno, porque en la noche trabaja menos personal', correct: false },
        { id: 'b', text: 'Debe haber brigadistas en todos los turnos y sedes', correct: true },
        { id: 'c', text: 'La brigada de día es demasiado grande para la planta', correct: false },
        { id: 'd', text: 'La brigada debería contratarse con una empresa externa', correct: false },
      ],
      explanation:
        'De nada sirve una brigada completa en el día si la emergencia ocurre de noche: debe haber brigadistas en todos los turnos y sedes.',
    },
    {
      topic: PLAN,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Hacer al menos un simulacro al año es una buena práctica recomendada, pero ninguna norma obliga al empleador a hacerlo.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Es una obligación legal: el empleador debe hacer simulacros como mínimo una vez al año, con la participación de todos los trabajadores (Decreto 1072 de 2015, art. 2.2.4.6.25).',
    },
    {
      topic: BRIGADA,
      level: 'hard',
      kind: 'true_false',
      prompt: 'Un simulacro "perfecto" sin análisis posterior es más útil que uno con fallas bien documentadas.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'El simulacro sirve para medir tiempos, detectar rutas obstruidas y entrenar decisiones; las fallas documentadas y evaluadas con los brigadistas generan acciones de mejora.',
    },

    // Fuego y extintores
    {
      topic: FUEGO,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué tres elementos forman el triángulo del fuego?',
      options: [
        { id: 'a', text: 'Combustible, oxígeno y calor', correct: true },
        { id: 'b', text: 'Humo, llamas y calor', correct: false },
        { id: 'c', text: 'Chispa, gas y electricidad', correct: false },
      ],
      explanation:
        'El fuego necesita combustible, oxígeno y calor; si se quita uno, se apaga. Con la reacción en cadena se habla del tetraedro del fuego.',
    },
    {
      topic: FUEGO,
      level: 'easy',
      kind: 'single',
      prompt: 'Un fuego en papel, cartón y madera es de clase…',
      options: [
        { id: 'a', text: 'B', correct: false },
        { id: 'b', text: 'C', correct: false },
        { id: 'c', text: 'A', correct: true },
        { id: 'd', text: 'K', correct: false },
      ],
      explanation: 'La clase A corresponde a sólidos comunes que dejan brasa, como papel, madera, cartón y tela.',
    },
    {
      topic: FUEGO,
      level: 'easy',
      kind: 'single',
      prompt: 'Se incendia el aceite de una freidora industrial. ¿Qué extintor es el adecuado?',
      options: [
        { id: 'a', text: 'Extintor de agua a presión', correct: false },
        { id: 'b', text: 'Extintor clase K de acetato de potasio', correct: true },
        { id: 'c', text: 'Extintor de polvo especial para metales', correct: false },
      ],
      explanation:
        'Los aceites y grasas de cocina son fuegos clase K y se atacan con extintor de acetato de potasio; el agua proyecta el aceite caliente en llamas.',
    },
    {
      topic: FUEGO,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'El agua no debe usarse en un fuego de aceite de cocina, porque el aceite caliente proyecta llamas al contacto con ella.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Nunca se usa agua en fuegos clase K (aceites de cocina) ni en fuegos clase C (equipos energizados).',
    },
    {
      topic: FUEGO,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿En qué condiciones puede una persona atacar un conato de incendio?',
      options: [
        { id: 'a', text: 'Ha sido entrenada en el uso de extintores', correct: true },
        { id: 'b', text: 'Hay humo denso llenando el área', correct: false },
        { id: 'c', text: 'El fuego es pequeño y está localizado', correct: true },
        { id: 'd', text: 'Tiene una vía de escape a su espalda', correct: true },
        { id: 'e', text: 'Aún no da la alarma, para no alarmar', correct: false },
      ],
      explanation:
        'Solo se ataca un conato con entrenamiento, fuego pequeño, extintor adecuado, vía de escape a la espalda y la alarma ya dada. Si hay mucho humo o el fuego crece, se evacúa.',
    },
    {
      topic: FUEGO,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuál es la secuencia correcta para usar un extintor portátil?',
      options: [
        { id: 'a', text: 'Presionar, halar el pasador, barrer y apuntar', correct: false },
        { id: 'b', text: 'Apuntar a las llamas altas, presionar y esperar', correct: false },
        { id: 'c', text: 'Halar el pasador, apuntar a la base, presionar y barrer', correct: true },
      ],
      explanation:
        'Se hala el pasador, se apunta a la base de las llamas, se presiona la palanca y se barre de lado a lado avanzando a medida que el fuego retrocede.',
    },
    {
      topic: FUEGO,
      level: 'hard',
      kind: 'single',
      prompt: 'En un taller arde viruta de magnesio. ¿Qué agente extintor corresponde?',
      options: [
        { id: 'a', text: 'Polvo especial para metales (clase D)', correct: true },
        { id: 'b', text: 'Agua a presión en chorro directo (clase A)', correct: false },
        { id: 'c', text: 'Acetato de potasio (clase K)', correct: false },
        { id: 'd', text: 'Espuma formadora de película para líquidos (clase B)', correct: false },
      ],
      explanation:
        'Los metales combustibles como magnesio, titanio o sodio son fuego clase D y requieren polvos especiales para metales.',
    },
    {
      topic: FUEGO,
      level: 'hard',
      kind: 'single',
      prompt: 'Un extintor se descargó unos pocos segundos para apagar un conato pequeño. ¿Qué debe hacerse con él?',
      options: [
        { id: 'a', text: 'Enviarlo a recarga, aunque se usó poco', correct: true },
        { id: 'b', text: 'Dejarlo para prácticas de la brigada', correct: false },
        { id: 'c', text: 'Revisar el manómetro y, si está en verde, dejarlo', correct: false },
        { id: 'd', text: 'Devolverlo a su lugar, porque aún tiene carga', correct: false },
      ],
      explanation:
        'Un extintor usado, aunque sea por unos segundos, debe enviarse a recarga: puede perder presión y fallar en la siguiente emergencia.',
    },
    {
      topic: FUEGO,
      level: 'hard',
      kind: 'single',
      prompt: 'Al atacar un conato de incendio en exteriores, ¿cómo debe ubicarse quien usa el extintor?',
      options: [
        { id: 'a', text: 'Pegado al fuego, para no desperdiciar el agente', correct: false },
        { id: 'b', text: 'A unos tres metros, con el viento a su espalda', correct: true },
        { id: 'c', text: 'A unos diez metros, con el viento de frente', correct: false },
      ],
      explanation:
        'Se trabaja a unos tres metros del fuego y, en exteriores, con el viento a la espalda; al terminar se retrocede sin dar la espalda y se vigila que no se reavive.',
    },

    // Primeros auxilios
    {
      topic: AUXILIOS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué significa el principio PAS ante una persona lesionada?',
      options: [
        { id: 'a', text: 'Prevenir, Atender y Salir', correct: false },
        { id: 'b', text: 'Proteger, Avisar y Socorrer', correct: true },
        { id: 'c', text: 'Parar, Analizar y Sanar', correct: false },
      ],
      explanation:
        'Primero se protege la escena, luego se avisa a la brigada y al 123, y después se socorre con la atención básica para la que se esté capacitado.',
    },
    {
      topic: AUXILIOS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cómo se atiende de inmediato una quemadura térmica?',
      options: [
        { id: 'a', text: 'Enfriándola con agua limpia a temperatura ambiente', correct: true },
        { id: 'b', text: 'Aplicando hielo directamente sobre la piel', correct: false },
        { id: 'c', text: 'Reventando las ampollas para que drenen', correct: false },
      ],
      explanation:
        'La quemadura se enfría con agua limpia a temperatura ambiente durante varios minutos; no se aplica hielo, cremas ni pasta de dientes, ni se revientan las ampollas.',
    },
    {
      topic: AUXILIOS,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Aplicar pasta de dientes sobre una quemadura ayuda a aliviarla y es una práctica recomendada.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'En una quemadura no se aplican cremas, pasta de dientes ni hielo: se enfría con agua limpia a temperatura ambiente.',
    },
    {
      topic: AUXILIOS,
      level: 'medium',
      kind: 'single',
      prompt: 'Un compañero tiene una herida que sangra abundantemente y la gasa se empapa. ¿Qué se hace?',
      options: [
        { id: 'a', text: 'Retirar la gasa empapada y lavar la herida', correct: false },
        { id: 'b', text: 'Dejar de presionar para ver de dónde sangra', correct: false },
        { id: 'c', text: 'Poner otra gasa encima y mantener la presión', correct: true },
        { id: 'd', text: 'Aplicar alcohol para detener el sangrado', correct: false },
      ],
      explanation:
        'Ante una hemorragia se presiona directamente con gasa o tela limpia, usando guantes; si la gasa se empapa, no se retira: se pone otra encima.',
    },
    {
      topic: AUXILIOS,
      level: 'medium',
      kind: 'single',
      prompt: 'Un trabajador sigue en contacto con un cable energizado. ¿Qué se hace primero?',
      options: [
        { id: 'a', text: 'Cortar la energía antes de tocarlo', correct: true },
        { id: 'b', text: 'Halarlo de la ropa con las manos', correct: false },
        { id: 'c', text: 'Echarle agua para separarlo', correct: false },
      ],
      explanation:
        'No se toca a la víctima mientras siga en contacto con la fuente: primero se corta la energía. Así se aplica el primer paso del PAS, proteger.',
    },
    {
      topic: AUXILIOS,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estas acciones deben evitarse al auxiliar a un lesionado grave?',
      options: [
        { id: 'a', text: 'Darle de beber a una persona inconsciente', correct: true },
        { id: 'b', text: 'Presionar directamente una hemorragia', correct: false },
        { id: 'c', text: 'Administrarle medicamentos', correct: true },
        { id: 'd', text: 'Llamar a la línea de emergencias 123', correct: false },
        { id: 'e', text: 'Dejar sola a la víctima', correct: true },
      ],
      explanation:
        'No se da de beber ni de comer a un lesionado grave o inconsciente, no se administran medicamentos, no se le mueve sin necesidad y no se le deja solo.',
    },
    {
      topic: AUXILIOS,
      level: 'medium',
      kind: 'single',
      prompt: 'A un operario le salpica un químico en los ojos. ¿Cuál es la atención inicial?',
      options: [
        { id: 'a', text: 'Frotarse los ojos con un pañuelo limpio', correct: false },
        { id: 'b', text: 'Cerrar los ojos y esperar al médico', correct: false },
        { id: 'c', text: 'Aplicar gotas lubricantes del botiquín', correct: false },
        { id: 'd', text: 'Lavar con abundante agua, párpados abiertos', correct: true },
      ],
      explanation:
        'Se lava con agua abundante o en la ducha lavaojos durante varios minutos, con los párpados abiertos, y se consulta la hoja de seguridad del producto.',
    },
    {
      topic: AUXILIOS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una persona no responde y no respira normalmente. ¿Qué debe hacer un auxiliador entrenado, además de avisar?',
      options: [
        { id: 'a', text: 'Pedir un desfibrilador e iniciar la reanimación cardiopulmonar', correct: true },
        { id: 'b', text: 'Sentarla, aflojarle la ropa y darle agua para que reaccione', correct: false },
        { id: 'c', text: 'Ponerla de lado y esperar a que llegue la ambulancia sin intervenir', correct: false },
      ],
      explanation:
        'Si la persona no responde y no respira normalmente, se pide un desfibrilador externo automático y, si se está entrenado, se inicia la RCP con compresiones fuertes y rápidas en el centro del pecho.',
    },
    {
      topic: AUXILIOS,
      level: 'hard',
      kind: 'true_false',
      prompt: 'Un accidente de trabajo atendido en el sitio con el botiquín no necesita reportarse a la ARL.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Todo accidente de trabajo, aunque se haya atendido en el sitio, se reporta a la ARL y a la EPS dentro de los dos días hábiles siguientes (Resolución 156 de 2005).',
    },
    {
      topic: PLAN,
      level: 'easy',
      kind: 'single',
      prompt:
        '¿Qué norma obliga a todo empleador a implementar y mantener un plan de prevención, preparación y respuesta ante emergencias?',
      options: [
        { id: 'a', text: 'Resolución 2013 de 1986', correct: false },
        { id: 'b', text: 'Ley 1010 de 2006', correct: false },
        { id: 'c', text: 'Decreto 1072 de 2015', correct: true },
        { id: 'd', text: 'Resolución 2646 de 2008', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015, en su artículo 2.2.4.6.25, obliga al empleador a implementar y mantener el plan de prevención, preparación y respuesta ante emergencias como parte del SG-SST.',
    },
    {
      topic: PLAN,
      level: 'easy',
      kind: 'single',
      prompt: 'En el plan de emergencias, ¿qué se entiende por amenaza?',
      options: [
        { id: 'a', text: 'Un evento que puede ocurrir y causar daño a personas, bienes o procesos', correct: true },
        {
          id: 'b',
          text: 'El inventario de extintores, botiquines y camillas con que cuenta la empresa',
          correct: false,
        },
        {
          id: 'c',
          text: 'La sanción que impone la autoridad si la empresa no tiene el plan actualizado',
          correct: false,
        },
        { id: 'd', text: 'El listado de brigadistas de cada turno', correct: false },
      ],
      explanation:
        'La amenaza es el evento, natural, tecnológico o social, que puede presentarse y causar daño. La vulnerabilidad, en cambio, mide qué tan expuestas y preparadas están las personas, los recursos y los procesos.',
    },
    {
      topic: PLAN,
      level: 'easy',
      kind: 'single',
      prompt: 'Un atentado, una asonada o un robo a mano armada se clasifican en el plan de emergencias como amenazas…',
      options: [
        { id: 'a', text: 'Tecnológicas', correct: false },
        { id: 'b', text: 'Naturales', correct: false },
        { id: 'c', text: 'Sociales', correct: true },
      ],
      explanation:
        'Las amenazas sociales son las causadas por personas de forma intencional, como atentados, asonadas o robos; las tecnológicas incluyen incendios, explosiones y fugas, y las naturales, sismos, inundaciones o vendavales.',
    },
    {
      topic: PLAN,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'El plan de emergencias puede limitarse al turno de día, porque es el turno en el que trabaja la mayoría del personal.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'El plan debe cubrir todos los centros de trabajo y todos los turnos (Decreto 1072 de 2015, art. 2.2.4.6.25). Una emergencia nocturna necesita la misma preparación que una diurna.',
    },
    {
      topic: PLAN,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué son los procedimientos operativos normalizados (PON) del plan de emergencias?',
      options: [
        { id: 'a', text: 'Informes que resumen los accidentes del año anterior', correct: false },
        { id: 'b', text: 'Contratos firmados con los organismos de socorro', correct: false },
        { id: 'c', text: 'Listas de chequeo para comprar equipos de emergencia', correct: false },
        { id: 'd', text: 'Instrucciones de qué hacer, quién y en qué orden', correct: true },
      ],
      explanation:
        'Los PON son instrucciones claras para cada tipo de emergencia: qué se hace, quién lo hace y en qué orden, de modo que nadie tenga que improvisar.',
    },
    {
      topic: PLAN,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'Los simulacros del plan de emergencias deben hacerse con la participación de todos los trabajadores, no solo de los brigadistas.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 (art. 2.2.4.6.25) exige simulacros como mínimo una vez al año con la participación de todos los trabajadores.',
    },
    {
      topic: PLAN,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué información esencial del plan de emergencias debe conocer todo el personal?',
      options: [
        { id: 'a', text: 'El presupuesto, los contratos y los proveedores del plan', correct: false },
        { id: 'b', text: 'La alarma, las rutas, el punto de encuentro y a quién llamar', correct: true },
        { id: 'c', text: 'Las hojas de vida y los certificados de curso de los brigadistas', correct: false },
        { id: 'd', text: 'Las actas de reunión del comité de gerencia y sus compromisos', correct: false },
      ],
      explanation:
        'Todo trabajador debe saber cómo suena la alarma, por dónde salir, dónde reunirse y a quién avisar; esa es la información que se divulga a todo el personal.',
    },
    {
      topic: PLAN,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál de estos elementos es un recurso del plan de emergencias?',
      options: [
        { id: 'a', text: 'El reglamento interno de trabajo', correct: false },
        { id: 'b', text: 'El manual de funciones de cada cargo', correct: false },
        { id: 'c', text: 'La iluminación de emergencia', correct: true },
        { id: 'd', text: 'El plan de mercadeo del año', correct: false },
      ],
      explanation:
        'Entre los recursos del plan están la brigada, las alarmas, los extintores, los botiquines, las camillas, la iluminación de emergencia, la señalización y el directorio de entidades de apoyo.',
    },
    {
      topic: PLAN,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué contiene el plan de evacuación que forma parte del plan de emergencias?',
      options: [
        { id: 'a', text: 'Los turnos de vacaciones y los reemplazos del personal de cada área', correct: false },
        { id: 'b', text: 'El inventario de materias primas y de producto terminado de las bodegas', correct: false },
        {
          id: 'c',
          text: 'Los horarios de atención al público y los turnos de la recepción en cada sede',
          correct: false,
        },
        {
          id: 'd',
          text: 'Las rutas principales y alternas, los puntos de encuentro y los coordinadores',
          correct: true,
        },
      ],
      explanation:
        'El plan de evacuación define las rutas principales y alternas, los puntos de encuentro y los coordinadores que guían la salida y hacen el conteo.',
    },
    {
      topic: PLAN,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué debe incluir el directorio de entidades de apoyo del plan de emergencias?',
      options: [
        {
          id: 'a',
          text: 'Los teléfonos de la línea 123, los bomberos, la ARL y los organismos de socorro',
          correct: true,
        },
        {
          id: 'b',
          text: 'Los teléfonos de los proveedores de materias primas y de los transportadores',
          correct: false,
        },
        {
          id: 'c',
          text: 'Los correos electrónicos y los teléfonos de los clientes principales y sus compradores',
          correct: false,
        },
        { id: 'd', text: 'Las extensiones internas del área comercial y de la gerencia financiera', correct: false },
      ],
      explanation:
        'El directorio reúne los contactos que se necesitan en una emergencia: la línea 123, bomberos, organismos de socorro, centros de salud cercanos y la ARL.',
    },
    {
      topic: PLAN,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'Identificar las amenazas es el primer componente del plan de emergencias, porque sin saber qué puede ocurrir no se puede preparar la respuesta.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El plan empieza por identificar las amenazas naturales, tecnológicas y sociales; sobre ellas se analiza la vulnerabilidad, se valora el riesgo y se diseñan los procedimientos.',
    },
    {
      topic: PLAN,
      level: 'easy',
      kind: 'single',
      prompt:
        'En una empresa de 30 trabajadores, ¿quién debe recibir la información de las rutas y del punto de encuentro?',
      options: [
        { id: 'a', text: 'Solo los brigadistas', correct: false },
        { id: 'b', text: 'Todo el personal', correct: true },
        { id: 'c', text: 'Solo los jefes de área', correct: false },
      ],
      explanation:
        'La información esencial del plan (alarma, rutas, punto de encuentro y a quién llamar) se divulga a todo el personal, porque cualquiera puede tener que evacuar.',
    },
    {
      topic: PLAN,
      level: 'medium',
      kind: 'single',
      prompt:
        '¿Qué exige de forma particular el plan de emergencias de una planta química con riesgo de derrames y fugas?',
      options: [
        { id: 'a', text: 'Procedimientos específicos y kits de control de derrames', correct: true },
        { id: 'b', text: 'Extintores de agua como único recurso en todas las áreas', correct: false },
        { id: 'c', text: 'Evacuar al personal por los ascensores de carga', correct: false },
        { id: 'd', text: 'Evitar la coordinación con los organismos de socorro', correct: false },
      ],
      explanation:
        'En una planta química los derrames y las fugas exigen procedimientos específicos, kits de control de derrames y coordinación con los organismos de socorro.',
    },
    {
      topic: PLAN,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una empresa ocupa dos pisos de un edificio de oficinas que comparte con otras compañías. ¿Qué debe hacer con su plan de emergencias?',
      options: [
        { id: 'a', text: 'Elaborarlo sin consultar a nadie, porque es solo suyo', correct: false },
        { id: 'b', text: 'Delegarlo por completo a la administración del edificio', correct: false },
        { id: 'c', text: 'Coordinarlo con la administración y las demás empresas', correct: true },
        { id: 'd', text: 'Limitarlo a sus pisos sin conocer las salidas comunes', correct: false },
      ],
      explanation:
        'En un edificio compartido las rutas, escaleras y alarmas son comunes: el plan debe coordinarse con la administración del edificio y con las demás empresas que lo ocupan.',
    },
    {
      topic: PLAN,
      level: 'medium',
      kind: 'single',
      prompt:
        'Durante el análisis de vulnerabilidad, el equipo se pregunta si las salidas alcanzan para el número de personas de cada turno. ¿Qué está evaluando?',
      options: [
        { id: 'a', text: 'La amenaza natural de la zona', correct: false },
        { id: 'b', text: 'La vulnerabilidad de la empresa', correct: true },
        { id: 'c', text: 'El ausentismo del personal', correct: false },
      ],
      explanation:
        'Preguntar si las salidas son suficientes para las personas de cada turno es parte del análisis de vulnerabilidad, que revisa personas, recursos y sistemas y procesos.',
    },
    {
      topic: PLAN,
      level: 'medium',
      kind: 'single',
      prompt: 'Una empresa abrió un turno nocturno con 40 personas. ¿Qué implica esto para su plan de emergencias?',
      options: [
        { id: 'a', text: 'Nada, si el turno de día ya está cubierto por el plan vigente', correct: false },
        { id: 'b', text: 'Solo informarlo a la ARL por correo electrónico dentro del mes', correct: false },
        { id: 'c', text: 'Suspender los simulacros del turno de día', correct: false },
        { id: 'd', text: 'Actualizar el plan para cubrir ese turno y a sus personas', correct: true },
      ],
      explanation:
        'El plan se actualiza cuando cambian el número de personas o la forma de trabajar, y debe cubrir todos los turnos (Decreto 1072 de 2015, art. 2.2.4.6.25).',
    },
    {
      topic: PLAN,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estos hallazgos de un simulacro deben generar acciones de mejora en el plan de emergencias?',
      options: [
        { id: 'a', text: 'Una ruta de evacuación obstruida con estibas', correct: true },
        { id: 'b', text: 'La alarma no se oyó en la bodega', correct: true },
        { id: 'c', text: 'Los trabajadores caminaron sin correr', correct: false },
        { id: 'd', text: 'El conteo se demoró por falta de la lista de visitantes', correct: true },
        { id: 'e', text: 'El simulacro se hizo dentro del horario laboral', correct: false },
      ],
      explanation:
        'El simulacro sirve para encontrar fallas reales, como rutas obstruidas, alarmas que no se oyen o conteos lentos; cada falla se registra con su acción de mejora. Caminar sin correr es lo que se espera.',
    },
    {
      topic: PLAN,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estas amenazas son de origen natural?',
      options: [
        { id: 'a', text: 'Sismo', correct: true },
        { id: 'b', text: 'Explosión', correct: false },
        { id: 'c', text: 'Inundación', correct: true },
        { id: 'd', text: 'Asonada', correct: false },
        { id: 'e', text: 'Vendaval', correct: true },
      ],
      explanation:
        'Sismo, inundación y vendaval son amenazas naturales. La explosión es una amenaza tecnológica y la asonada, una amenaza social.',
    },
    {
      topic: PLAN,
      level: 'medium',
      kind: 'single',
      prompt: 'En la Resolución 0312 de 2019, ¿en qué ciclo del PHVA se ubica la gestión de amenazas?',
      options: [
        { id: 'a', text: 'Planear', correct: false },
        { id: 'b', text: 'Hacer', correct: true },
        { id: 'c', text: 'Verificar', correct: false },
        { id: 'd', text: 'Actuar', correct: false },
      ],
      explanation:
        'La Resolución 0312 de 2019 ubica la gestión de amenazas en el ciclo Hacer, junto con la gestión de la salud y la gestión de peligros y riesgos.',
    },
    {
      topic: PLAN,
      level: 'medium',
      kind: 'single',
      prompt:
        'Además del plan de emergencias, ¿qué otro estándar integra la gestión de amenazas en la Resolución 0312 de 2019?',
      options: [
        { id: 'a', text: 'El comité de convivencia laboral', correct: false },
        { id: 'b', text: 'La matriz legal de la empresa', correct: false },
        { id: 'c', text: 'La brigada de emergencias', correct: true },
        { id: 'd', text: 'La auditoría anual del SG-SST', correct: false },
      ],
      explanation:
        'La gestión de amenazas reúne dos estándares: el plan de prevención, preparación y respuesta ante emergencias y la brigada conformada, capacitada y dotada (Resolución 0312 de 2019).',
    },
    {
      topic: PLAN,
      level: 'medium',
      kind: 'single',
      prompt:
        'Según el Decreto 1072 de 2015, ¿qué debe hacer la empresa con los equipos de atención de emergencias, como alarmas y señalización?',
      options: [
        { id: 'a', text: 'Inspeccionarlos con la periodicidad definida en el SG-SST', correct: true },
        { id: 'b', text: 'Revisarlos solo cuando ocurra una emergencia', correct: false },
        { id: 'c', text: 'Dejarlos a cargo exclusivo del cuerpo de bomberos', correct: false },
        { id: 'd', text: 'Reemplazarlos cada mes sin necesidad de revisarlos', correct: false },
      ],
      explanation:
        'El artículo 2.2.4.6.25 del Decreto 1072 de 2015 pide inspeccionar, con la periodicidad definida en el SG-SST, los equipos de emergencia, incluidos los sistemas de alerta, señalización y alarma, para garantizar que funcionen.',
    },
    {
      topic: PLAN,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué son los planes de ayuda mutua que menciona el Decreto 1072 de 2015 para las emergencias?',
      options: [
        { id: 'a', text: 'Préstamos de dinero entre trabajadores después de un desastre', correct: false },
        { id: 'b', text: 'Seguros privados que pagan los daños del edificio', correct: false },
        { id: 'c', text: 'Turnos en los que los trabajadores se cubren las vacaciones', correct: false },
        { id: 'd', text: 'Acuerdos con el entorno para compartir recursos ante amenazas comunes', correct: true },
      ],
      explanation:
        'El Decreto 1072 de 2015 (art. 2.2.4.6.25) pide desarrollar planes de ayuda mutua con empresas y entidades del entorno ante amenazas de interés común, articulados con los planes de la zona.',
    },
    {
      topic: PLAN,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'El análisis de vulnerabilidad incluye preguntarse si la estructura de la edificación es sismorresistente.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La vulnerabilidad de los recursos abarca la edificación: si la estructura es sismorresistente, si las salidas son suficientes y si hay extintores y detectores.',
    },
    {
      topic: PLAN,
      level: 'medium',
      kind: 'single',
      prompt:
        'En una obra, la excavación del sótano terminó y ahora se trabaja en el piso diez. ¿Qué pasa con las rutas de evacuación del plan?',
      options: [
        { id: 'a', text: 'Siguen siendo las mismas definidas para la excavación', correct: false },
        { id: 'b', text: 'Se redefinen para los pisos altos y se divulgan de nuevo', correct: true },
        { id: 'c', text: 'Se eliminan, porque en altura no se evacúa', correct: false },
        { id: 'd', text: 'Quedan a criterio de cada trabajador', correct: false },
      ],
      explanation:
        'El plan de una obra cambia con el avance: las rutas de la excavación no sirven para el piso diez, así que se redefinen y se dan a conocer a todo el personal.',
    },
    {
      topic: PLAN,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué diferencia un simulacro de una simulación o ejercicio de escritorio?',
      options: [
        { id: 'a', text: 'El simulacro se hace solo con los directivos en una sala de juntas', correct: false },
        { id: 'b', text: 'La simulación obliga a evacuar todo el edificio y a llamar a los bomberos', correct: false },
        {
          id: 'c',
          text: 'En el simulacro las personas ejecutan físicamente las acciones, como evacuar',
          correct: true,
        },
        {
          id: 'd',
          text: 'El simulacro no necesita evaluación posterior ni registro de los tiempos de salida',
          correct: false,
        },
      ],
      explanation:
        'En el simulacro las personas realizan físicamente la respuesta (alarma, evacuación, conteo); la simulación es un ejercicio de mesa en el que se discuten decisiones sobre un escenario supuesto.',
    },
    {
      topic: PLAN,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una empresa tiene tres sedes en ciudades distintas. ¿Cómo debe quedar cubierta por el plan de emergencias?',
      options: [
        { id: 'a', text: 'Con el plan de la sede principal, copiado sin cambios', correct: false },
        { id: 'b', text: 'Con cada sede cubierta según sus amenazas, rutas y recursos', correct: true },
        {
          id: 'c',
          text: 'Solo la sede con más trabajadores, que se toma como referencia para las demás',
          correct: false,
        },
        { id: 'd', text: 'Con un plan para la sede que tenga más visitantes', correct: false },
      ],
      explanation:
        'El plan alcanza todos los centros de trabajo (Decreto 1072 de 2015, art. 2.2.4.6.25) y cada sede tiene sus propias amenazas, rutas, puntos de encuentro y recursos.',
    },
    {
      topic: PLAN,
      level: 'medium',
      kind: 'single',
      prompt:
        'Según el Decreto 1072 de 2015, ¿para qué se informa, capacita y entrena a todos los trabajadores en el plan de emergencias?',
      options: [
        { id: 'a', text: 'Para que puedan actuar y proteger su salud ante una emergencia', correct: true },
        { id: 'b', text: 'Para reemplazar a los organismos de socorro externos', correct: false },
        { id: 'c', text: 'Para que cada uno diseñe su propio plan de emergencias', correct: false },
        { id: 'd', text: 'Para cumplir un requisito que no requiere práctica', correct: false },
      ],
      explanation:
        'El artículo 2.2.4.6.25 del Decreto 1072 de 2015 pide informar, capacitar y entrenar a todos los trabajadores para que estén en capacidad de actuar y proteger su salud e integridad ante una emergencia real o potencial.',
    },
    {
      topic: PLAN,
      level: 'medium',
      kind: 'single',
      prompt: 'Una empresa hizo su último simulacro hace un año y medio. ¿Qué indica esto?',
      options: [
        { id: 'a', text: 'Cumple, porque basta con un simulacro cada dos años', correct: false },
        { id: 'b', text: 'Cumple, siempre que el plan esté firmado', correct: false },
        { id: 'c', text: 'Incumple, porque debe hacer al menos un simulacro al año', correct: true },
      ],
      explanation:
        'El Decreto 1072 de 2015 (art. 2.2.4.6.25) exige simulacros como mínimo una vez al año, con la participación de todos los trabajadores; dieciocho meses sin simulacro es un incumplimiento.',
    },
    {
      topic: PLAN,
      level: 'medium',
      kind: 'single',
      prompt:
        '¿Qué componente del plan responde a «qué se hace, quién lo hace y en qué orden» ante un derrame químico?',
      options: [
        { id: 'a', text: 'El análisis de vulnerabilidad de las personas y los recursos', correct: false },
        { id: 'b', text: 'La identificación de amenazas tecnológicas de la planta', correct: false },
        { id: 'c', text: 'El directorio de entidades de apoyo', correct: false },
        { id: 'd', text: 'El procedimiento operativo normalizado del derrame', correct: true },
      ],
      explanation:
        'Los procedimientos operativos normalizados dan instrucciones para cada tipo de emergencia: qué se hace, quién lo hace y en qué orden.',
    },
    {
      topic: PLAN,
      level: 'hard',
      kind: 'single',
      prompt:
        'En la autoevaluación de la Resolución 0312 de 2019, ¿cuánto vale el estándar del plan de prevención, preparación y respuesta ante emergencias?',
      options: [
        { id: 'a', text: '10 puntos', correct: false },
        { id: 'b', text: '2,5 puntos', correct: false },
        { id: 'c', text: '5 puntos', correct: true },
        { id: 'd', text: '1 punto', correct: false },
      ],
      explanation:
        'La gestión de amenazas vale 10 puntos en total, repartidos en dos estándares de 5 puntos cada uno: el plan de emergencias y la brigada (Resolución 0312 de 2019).',
    },
    {
      topic: PLAN,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa cumple totalmente el estándar del plan de emergencias, pero su brigada no está capacitada ni dotada. ¿Cuánto obtiene como máximo en gestión de amenazas?',
      options: [
        { id: 'a', text: '5 puntos', correct: true },
        { id: 'b', text: '10 puntos', correct: false },
        { id: 'c', text: '7,5 puntos', correct: false },
        { id: 'd', text: '0 puntos', correct: false },
      ],
      explanation:
        'En la Resolución 0312 de 2019 cada estándar de gestión de amenazas vale 5 puntos y solo se otorga si se cumple totalmente; sin brigada capacitada y dotada se pierden esos 5 puntos.',
    },
    {
      topic: PLAN,
      level: 'hard',
      kind: 'single',
      prompt:
        'En un edificio de oficinas, el sismo resulta una amenaza probable y la estructura no es sismorresistente. ¿Qué concluye la valoración del riesgo?',
      options: [
        { id: 'a', text: 'El riesgo es bajo si no ha temblado en el último año', correct: false },
        { id: 'b', text: 'El riesgo sísmico es alto y debe priorizarse', correct: true },
        { id: 'c', text: 'El riesgo depende solo de la cantidad de extintores', correct: false },
        { id: 'd', text: 'El riesgo no se valora, porque el sismo es natural', correct: false },
      ],
      explanation:
        'La valoración combina amenaza y vulnerabilidad: una amenaza probable sobre una estructura vulnerable da un riesgo alto, que se prioriza en la preparación.',
    },
    {
      topic: PLAN,
      level: 'hard',
      kind: 'multiple',
      prompt:
        'Según el Decreto 1072 de 2015, ¿cuáles de estos elementos debe incluir el plan de prevención, preparación y respuesta ante emergencias?',
      options: [
        { id: 'a', text: 'Simulacros como mínimo una vez al año', correct: true },
        { id: 'b', text: 'Una póliza de seguro contra incendio', correct: false },
        { id: 'c', text: 'Planes de ayuda mutua con el entorno', correct: true },
        { id: 'd', text: 'La aprobación del plan por la EPS', correct: false },
        { id: 'e', text: 'La inspección de los equipos de emergencia', correct: true },
      ],
      explanation:
        'El artículo 2.2.4.6.25 del Decreto 1072 de 2015 incluye simulacros anuales, planes de ayuda mutua y la inspección periódica de los equipos de emergencia. No exige pólizas ni aprobación de la EPS.',
    },
    {
      topic: PLAN,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un vigilante de una empresa contratista trabaja de noche en la portería de una planta. ¿Lo cubre el plan de emergencias de la planta?',
      options: [
        { id: 'a', text: 'No, porque no es empleado de planta y lo cubre solo su empleador', correct: false },
        {
          id: 'b',
          text: 'Solo si su contrato con la empresa de vigilancia lo menciona de forma expresa',
          correct: false,
        },
        { id: 'c', text: 'Solo durante el turno de día', correct: false },
        { id: 'd', text: 'Sí, porque el plan cubre todos los turnos y a los contratistas', correct: true },
      ],
      explanation:
        'El plan cubre todos los centros y turnos de trabajo y a todas las personas, sin importar su forma de vinculación, incluidos contratistas y subcontratistas (Decreto 1072 de 2015, art. 2.2.4.6.25).',
    },
    {
      topic: PLAN,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Para cumplir la gestión de amenazas de la Resolución 0312 de 2019 basta con tener el documento del plan de emergencias, aunque no haya brigada ni simulacros.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'La gestión de amenazas exige el plan implementado, con simulacros, y la brigada conformada, capacitada y dotada (Resolución 0312 de 2019 y Decreto 1072 de 2015, art. 2.2.4.6.25).',
    },
    {
      topic: PLAN,
      level: 'hard',
      kind: 'single',
      prompt:
        'El análisis de vulnerabilidad muestra que la única salida de un taller queda junto a la bodega de solventes. ¿Qué debe hacer el plan?',
      options: [
        { id: 'a', text: 'Definir una ruta alterna y priorizar ese riesgo', correct: true },
        { id: 'b', text: 'Mantener la salida, porque ya existe una', correct: false },
        { id: 'c', text: 'Retirar la señalización para no causar alarma', correct: false },
        { id: 'd', text: 'Ordenar que se evacúe por la bodega, que es más corta', correct: false },
      ],
      explanation:
        'Un hallazgo de vulnerabilidad se traduce en acciones: si la única salida puede quedar bloqueada por un incendio de solventes, se necesita una ruta alterna y ese riesgo se prioriza.',
    },
    {
      topic: PLAN,
      level: 'hard',
      kind: 'single',
      prompt:
        'En una bodega, los vendavales levantan las láminas del techo, que está mal anclado. ¿Cómo se registra esto en el plan?',
      options: [
        { id: 'a', text: 'El techo mal anclado como amenaza y el vendaval como recurso externo', correct: false },
        { id: 'b', text: 'Ambos como recursos del plan', correct: false },
        { id: 'c', text: 'El vendaval como amenaza y el techo mal anclado como vulnerabilidad', correct: true },
        { id: 'd', text: 'Ambos como procedimientos operativos normalizados del plan de emergencias', correct: false },
      ],
      explanation:
        'El vendaval es la amenaza natural; la debilidad del techo es una condición de vulnerabilidad de los recursos. Combinando ambos se valora el riesgo.',
    },
    {
      topic: PLAN,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'En el plan de emergencias también se identifican como recursos las capacidades externas, como bomberos, hospitales cercanos y empresas vecinas con las que hay ayuda mutua.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 (art. 2.2.4.6.25) pide identificar los recursos internos y también las capacidades de las redes institucionales y de ayuda mutua del entorno.',
    },
    {
      topic: PLAN,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una clínica prepara su plan de emergencias. ¿Qué decisión es la adecuada para la unidad de cuidados intensivos?',
      options: [
        {
          id: 'a',
          text: 'Evacuarla igual que las oficinas, con los pacientes caminando por la escalera',
          correct: false,
        },
        { id: 'b', text: 'Prever cómo mover a pacientes que no caminan y mantener servicios vitales', correct: true },
        { id: 'c', text: 'Excluirla del plan, porque allí los pacientes no se pueden evacuar', correct: false },
        { id: 'd', text: 'Dejarla para que la atiendan los bomberos al llegar', correct: false },
      ],
      explanation:
        'En una clínica la evacuación debe prever a los pacientes que no pueden caminar y los servicios que no pueden detenerse; ninguna área queda fuera del plan.',
    },
    {
      topic: PLAN,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa instaló un tanque de gas propano en su nueva nave de producción. ¿Qué debe revisar en su plan de emergencias?',
      options: [
        { id: 'a', text: 'Nada, si el tanque fue instalado y certificado por un proveedor autorizado', correct: false },
        { id: 'b', text: 'Solo el número de extintores de las oficinas administrativas', correct: false },
        { id: 'c', text: 'Únicamente la póliza de seguro de la nave', correct: false },
        { id: 'd', text: 'Incluir la nueva amenaza tecnológica y su procedimiento de respuesta', correct: true },
      ],
      explanation:
        'Un cambio en instalaciones o procesos obliga a actualizar el plan: el tanque de propano introduce amenazas de fuga, incendio y explosión que necesitan su procedimiento operativo.',
    },
    {
      topic: BRIGADA,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué integrante de la brigada coordina la respuesta y se comunica con los organismos externos?',
      options: [
        { id: 'a', text: 'El brigadista de evacuación', correct: false },
        { id: 'b', text: 'El jefe de brigada', correct: true },
        { id: 'c', text: 'El brigadista de primeros auxilios', correct: false },
        { id: 'd', text: 'El encargado de la recepción', correct: false },
      ],
      explanation:
        'El jefe de brigada coordina la respuesta, toma las decisiones y mantiene la comunicación con los organismos externos de socorro.',
    },
    {
      topic: BRIGADA,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué funciones cumple el rol de comunicaciones dentro de la brigada?',
      options: [
        { id: 'a', text: 'Atender a los lesionados en el sitio hasta que llegue la ambulancia', correct: false },
        { id: 'b', text: 'Atacar los conatos con extintores y aislar la zona', correct: false },
        { id: 'c', text: 'Activar la alarma, llamar al 123 y mantener el enlace', correct: true },
        { id: 'd', text: 'Hacer el conteo en el punto de encuentro', correct: false },
      ],
      explanation:
        'Quien tiene el rol de comunicaciones activa la alarma, llama a la línea de emergencias 123 y mantiene el enlace con la brigada.',
    },
    {
      topic: BRIGADA,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué hacen los brigadistas de primeros auxilios durante una emergencia?',
      options: [
        { id: 'a', text: 'Valoran y atienden a los lesionados mientras llega la ayuda especializada', correct: true },
        { id: 'b', text: 'Reemplazan al médico y deciden el tratamiento definitivo de cada lesionado', correct: false },
        { id: 'c', text: 'Guían al personal por las rutas de evacuación hasta el punto de encuentro', correct: false },
        { id: 'd', text: 'Negocian con los organismos de socorro externos', correct: false },
      ],
      explanation:
        'Los brigadistas de primeros auxilios valoran y atienden a los lesionados con la atención básica para la que están capacitados, hasta que llega la ayuda especializada.',
    },
    {
      topic: BRIGADA,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Durante una evacuación se camina rápido, sin correr, por la derecha de pasillos y escaleras.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Así se evitan caídas y atascamientos y la salida es ordenada: se camina rápido, sin correr, por la derecha y sin usar ascensores.',
    },
    {
      topic: BRIGADA,
      level: 'easy',
      kind: 'single',
      prompt: 'Suena la alarma de evacuación mientras usted trabaja en su escritorio. ¿Qué hace?',
      options: [
        { id: 'a', text: 'Termina el correo que estaba escribiendo y luego sale', correct: false },
        { id: 'b', text: 'Espera a que su jefe confirme si la alarma es real', correct: false },
        { id: 'c', text: 'Recoge todos sus documentos y equipos antes de salir', correct: false },
        { id: 'd', text: 'Suspende su labor, toma solo lo indispensable y sale por la ruta', correct: true },
      ],
      explanation:
        'Al oír la alarma, cada persona suspende su labor, toma solo lo indispensable y sale por la ruta definida; demorarse pone en riesgo a todos.',
    },
    {
      topic: BRIGADA,
      level: 'easy',
      kind: 'single',
      prompt: 'Después de una evacuación, ¿cuándo se puede volver a entrar a las instalaciones?',
      options: [
        {
          id: 'a',
          text: 'Cuando cada trabajador considere que ya no hay peligro en su área de trabajo',
          correct: false,
        },
        { id: 'b', text: 'Cuando lo autoricen el jefe de brigada o los organismos de socorro', correct: true },
        { id: 'c', text: 'Apenas se termine el conteo de personas en el punto de encuentro', correct: false },
      ],
      explanation:
        'El reingreso solo se hace cuando el jefe de brigada o los organismos de socorro lo autorizan, después de verificar que el lugar es seguro.',
    },
    {
      topic: BRIGADA,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'Al llegar al punto de encuentro, cada persona debe permanecer allí hasta el conteo, en lugar de retirarse por su cuenta.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Si alguien se va sin avisar, el conteo lo reporta como desaparecido y se puede arriesgar a los rescatistas buscándolo; por eso todos permanecen en el punto de encuentro.',
    },
    {
      topic: BRIGADA,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué debe hacer primero la persona que detecta una emergencia?',
      options: [
        { id: 'a', text: 'Terminar su tarea antes de avisar', correct: false },
        { id: 'b', text: 'Buscar al gerente para pedirle permiso', correct: false },
        { id: 'c', text: 'Avisar de inmediato a la brigada', correct: true },
        { id: 'd', text: 'Grabar un video como evidencia', correct: false },
      ],
      explanation:
        'La evacuación empieza con la detección y la alarma: quien detecta la emergencia avisa de inmediato y la brigada confirma y activa la alarma.',
    },
    {
      topic: BRIGADA,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál de estos perfiles corresponde a un buen brigadista?',
      options: [
        { id: 'a', text: 'Conoce las instalaciones, mantiene la calma y está presente en el turno', correct: true },
        { id: 'b', text: 'Tiene el cargo de mayor rango en la empresa, aunque viaje casi siempre', correct: false },
        { id: 'c', text: 'Es el más antiguo de la empresa, aunque trabaje en otra sede de la ciudad', correct: false },
        { id: 'd', text: 'Trabaja desde su casa y conoce el plan de memoria', correct: false },
      ],
      explanation:
        'Un buen brigadista conoce las instalaciones, mantiene la calma, tiene buena condición física y, sobre todo, está presente en el turno y la sede donde debe actuar.',
    },
    {
      topic: BRIGADA,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué información de emergencia debe recibir un visitante al ingresar a la empresa?',
      options: [
        { id: 'a', text: 'El reglamento interno de trabajo completo, para que lo firme', correct: false },
        { id: 'b', text: 'La lista de brigadistas con sus teléfonos personales y sus direcciones', correct: false },
        { id: 'c', text: 'El presupuesto del plan de emergencias', correct: false },
        { id: 'd', text: 'Qué hacer si suena la alarma, la ruta y el punto de encuentro', correct: true },
      ],
      explanation:
        'Los visitantes deben recibir la información de emergencia al ingresar: cómo reconocer la alarma, por dónde salir y dónde reunirse.',
    },
    {
      topic: BRIGADA,
      level: 'easy',
      kind: 'single',
      prompt: '¿Para qué se hace el conteo en el punto de encuentro?',
      options: [
        { id: 'a', text: 'Para verificar que nadie falte', correct: true },
        { id: 'b', text: 'Para registrar la hora de salida del turno', correct: false },
        { id: 'c', text: 'Para descontar el tiempo no trabajado', correct: false },
      ],
      explanation:
        'Los coordinadores verifican que nadie falte usando listas de personal, visitantes y contratistas; una ausencia se informa de inmediato al jefe de brigada.',
    },
    {
      topic: BRIGADA,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Las señales que indican rutas de evacuación y salidas de emergencia son de color verde.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'En la señalización de seguridad, el verde identifica condiciones seguras y de salvamento, como rutas de evacuación, salidas de emergencia y primeros auxilios; el rojo se usa para prohibición y equipos contra incendio.',
    },
    {
      topic: BRIGADA,
      level: 'medium',
      kind: 'single',
      prompt: 'Según el Decreto 1072 de 2015, la brigada de emergencias debe estar preparada, además, para…',
      options: [
        { id: 'a', text: 'La investigación penal de lo ocurrido', correct: false },
        { id: 'b', text: 'El pago de las indemnizaciones', correct: false },
        { id: 'c', text: 'La auditoría anual del SG-SST', correct: false },
        { id: 'd', text: 'La atención de primeros auxilios', correct: true },
      ],
      explanation:
        'El artículo 2.2.4.6.25 del Decreto 1072 de 2015 pide conformar, capacitar, entrenar y dotar la brigada de emergencias, incluyendo la atención de primeros auxilios.',
    },
    {
      topic: BRIGADA,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Qué listas usan los coordinadores de evacuación para el conteo en el punto de encuentro?',
      options: [
        { id: 'a', text: 'Lista del personal del turno', correct: true },
        { id: 'b', text: 'Registro de visitantes del día', correct: true },
        { id: 'c', text: 'Inventario de extintores', correct: false },
        { id: 'd', text: 'Lista de contratistas presentes', correct: true },
        { id: 'e', text: 'Directorio de proveedores', correct: false },
      ],
      explanation:
        'El conteo se hace con listas del personal, de los visitantes y de los contratistas presentes, para saber con certeza si falta alguien.',
    },
    {
      topic: BRIGADA,
      level: 'medium',
      kind: 'single',
      prompt: '¿Por qué se circula por la derecha en pasillos y escaleras durante una evacuación?',
      options: [
        { id: 'a', text: 'Para que la fila avance más despacio y nadie se adelante', correct: false },
        { id: 'b', text: 'Para dejar libre el otro lado a la brigada y a los socorristas', correct: true },
        { id: 'c', text: 'Porque el lado izquierdo se reserva a los jefes y a los coordinadores', correct: false },
        { id: 'd', text: 'Para facilitar el conteo en cada piso', correct: false },
      ],
      explanation:
        'Circular por la derecha mantiene un flujo ordenado y deja un espacio libre para que la brigada y los organismos de socorro puedan moverse en sentido contrario.',
    },
    {
      topic: BRIGADA,
      level: 'medium',
      kind: 'single',
      prompt: 'Suena la alarma y un operario de torno tiene unos segundos antes de salir. ¿Qué hace con la máquina?',
      options: [
        { id: 'a', text: 'Termina la pieza que está mecanizando', correct: false },
        { id: 'b', text: 'La deja encendida para no perder el trabajo ni la pieza en proceso', correct: false },
        { id: 'c', text: 'La deja en condición segura, si puede hacerlo en segundos', correct: true },
        { id: 'd', text: 'La desarma para guardar las piezas valiosas antes de salir', correct: false },
      ],
      explanation:
        'En la preparación para salir, cada persona suspende su labor y deja los equipos en condición segura solo si puede hacerlo en segundos; nada justifica demorar la salida.',
    },
    {
      topic: BRIGADA,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Al evacuar, es recomendable cerrar las puertas al pasar, sin asegurarlas, para retrasar el avance del fuego y del humo.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Una puerta cerrada frena el paso del humo y del fuego; no se asegura con llave para que los rezagados y la brigada puedan pasar.',
    },
    {
      topic: BRIGADA,
      level: 'medium',
      kind: 'single',
      prompt: '¿Para qué sirve una ruta alterna de evacuación?',
      options: [
        { id: 'a', text: 'Para que los visitantes salgan separados del personal', correct: false },
        { id: 'b', text: 'Para evacuar solo a los brigadistas', correct: false },
        { id: 'c', text: 'Para salir si la ruta principal queda bloqueada', correct: true },
        { id: 'd', text: 'Para los días en que no hay simulacro', correct: false },
      ],
      explanation:
        'El plan de evacuación define rutas principales y alternas: si el fuego, el humo o los escombros bloquean la principal, se usa la alterna.',
    },
    {
      topic: BRIGADA,
      level: 'medium',
      kind: 'single',
      prompt: 'Termina un sismo fuerte y la brigada indica evacuar. ¿Qué precaución se tiene al salir?',
      options: [
        { id: 'a', text: 'Usar el ascensor, porque la escalera puede estar dañada', correct: false },
        { id: 'b', text: 'Encender un fósforo para ver mejor en la oscuridad', correct: false },
        { id: 'c', text: 'Estar atento a réplicas y a objetos o vidrios que puedan caer', correct: true },
        { id: 'd', text: 'Quedarse junto a la fachada para revisar los daños', correct: false },
      ],
      explanation:
        'Después de un sismo pueden venir réplicas, vidrios y objetos sueltos; se evacúa con atención, sin ascensores, sin encender llamas por posibles fugas de gas y lejos de las fachadas.',
    },
    {
      topic: BRIGADA,
      level: 'medium',
      kind: 'single',
      prompt: 'Usted está en una oficina y empieza un sismo fuerte. ¿Cuál es la protección adecuada?',
      options: [
        { id: 'a', text: 'Agacharse, cubrirse bajo un escritorio firme y sujetarse', correct: true },
        { id: 'b', text: 'Pararse junto a la ventana para ver qué ocurre', correct: false },
        { id: 'c', text: 'Bajar corriendo por las escaleras durante el movimiento', correct: false },
        { id: 'd', text: 'Meterse al ascensor para llegar rápido a la calle', correct: false },
      ],
      explanation:
        'Durante el movimiento se busca protección: agacharse, cubrirse bajo un mueble firme y sujetarse, lejos de ventanas y objetos que puedan caer. Se evacúa cuando el movimiento termine.',
    },
    {
      topic: BRIGADA,
      level: 'medium',
      kind: 'true_false',
      prompt: 'La buena voluntad basta para ser brigadista; la capacitación y el entrenamiento son opcionales.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'La brigada debe estar conformada, capacitada, entrenada y dotada (Decreto 1072 de 2015, art. 2.2.4.6.25, y Resolución 0312 de 2019). Un brigadista sin entrenamiento puede ponerse en riesgo y poner en riesgo a otros.',
    },
    {
      topic: BRIGADA,
      level: 'medium',
      kind: 'single',
      prompt: 'Hay un conato en la bodega. ¿Qué brigadistas lo atacan con extintores y aíslan la zona?',
      options: [
        { id: 'a', text: 'Los de evacuación de cada piso', correct: false },
        { id: 'b', text: 'Los de control de incendios', correct: true },
        { id: 'c', text: 'Los de primeros auxilios del turno', correct: false },
      ],
      explanation:
        'Los brigadistas de control de incendios atacan los conatos con extintores y aíslan la zona, mientras los de evacuación guían al personal y hacen el conteo.',
    },
    {
      topic: BRIGADA,
      level: 'medium',
      kind: 'single',
      prompt: 'Suena la alarma mientras un proveedor descarga mercancía en el muelle. ¿Qué corresponde?',
      options: [
        { id: 'a', text: 'Que siga descargando, porque no es empleado', correct: false },
        { id: 'b', text: 'Que salga por su cuenta, sin que nadie lo registre en el conteo', correct: false },
        { id: 'c', text: 'Que espere dentro del camión, en el muelle, hasta que pase la emergencia', correct: false },
        { id: 'd', text: 'Que los brigadistas de evacuación lo guíen y lo incluyan en el conteo', correct: true },
      ],
      explanation:
        'El plan protege a todas las personas presentes, sean empleados, contratistas, proveedores o visitantes; todos salen por la ruta y entran en el conteo.',
    },
    {
      topic: BRIGADA,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Qué debe hacer cada persona en la fase de preparación para salir?',
      options: [
        { id: 'a', text: 'Suspender su labor', correct: true },
        { id: 'b', text: 'Empacar sus documentos de trabajo', correct: false },
        { id: 'c', text: 'Dejar los equipos seguros si toma segundos', correct: true },
        { id: 'd', text: 'Llamar a su familia antes de salir', correct: false },
        { id: 'e', text: 'Tomar solo lo indispensable', correct: true },
      ],
      explanation:
        'En la preparación cada persona suspende su labor, deja los equipos en condición segura si puede hacerlo en segundos y toma solo lo indispensable; lo demás retrasa la salida.',
    },
    {
      topic: BRIGADA,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuál es el orden correcto de las fases de una evacuación?',
      options: [
        { id: 'a', text: 'Salida, alarma, conteo, preparación y punto de encuentro', correct: false },
        { id: 'b', text: 'Preparación, salida, alarma, conteo y punto de encuentro', correct: false },
        { id: 'c', text: 'Alarma, conteo, salida, preparación y punto de encuentro', correct: false },
        { id: 'd', text: 'Detección y alarma, preparación, salida, punto de encuentro y conteo', correct: true },
      ],
      explanation:
        'La evacuación sigue este orden: detección y alarma, preparación para salir, salida, reunión en el punto de encuentro y conteo; el reingreso solo se hace con autorización.',
    },
    {
      topic: BRIGADA,
      level: 'medium',
      kind: 'single',
      prompt: 'Antes de abrir una puerta cerrada durante un incendio, ¿qué se debe hacer?',
      options: [
        { id: 'a', text: 'Abrirla de golpe y salir cuanto antes, antes de que el fuego avance', correct: false },
        { id: 'b', text: 'Tocarla con el dorso de la mano y, si está caliente, no abrirla', correct: true },
        { id: 'c', text: 'Mojarla con agua del extintor y abrirla de inmediato', correct: false },
        { id: 'd', text: 'Patearla para comprobar si cede', correct: false },
      ],
      explanation:
        'Una puerta o manija caliente indica fuego al otro lado; se comprueba con el dorso de la mano y, si está caliente, no se abre y se busca otra salida.',
    },
    {
      topic: BRIGADA,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'El brigadista de evacuación de un área es de los últimos en salir de ella, porque verifica que quede vacía.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Los brigadistas de evacuación guían al personal y verifican que las áreas queden vacías antes de salir, para luego apoyar el conteo en el punto de encuentro.',
    },
    {
      topic: BRIGADA,
      level: 'medium',
      kind: 'single',
      prompt: '¿Por qué no se debe correr durante una evacuación?',
      options: [
        { id: 'a', text: 'Porque correr provoca caídas y atascamientos que retrasan a todos', correct: true },
        { id: 'b', text: 'Porque así se cansa menos el personal administrativo durante la salida', correct: false },
        { id: 'c', text: 'Porque el plan exige llegar al punto de encuentro a una hora exacta', correct: false },
      ],
      explanation:
        'Correr causa caídas, empujones y atascamientos en escaleras y puertas; caminar rápido y en orden es más seguro y, en conjunto, más rápido.',
    },
    {
      topic: BRIGADA,
      level: 'hard',
      kind: 'single',
      prompt:
        'En un simulacro, el conteo tardó 20 minutos porque no había listas de contratistas ni de visitantes. ¿Cuál es la acción de mejora adecuada?',
      options: [
        {
          id: 'a',
          text: 'Dejar de contar a contratistas y visitantes y contar solo al personal de planta',
          correct: false,
        },
        {
          id: 'b',
          text: 'Hacer el conteo dentro del edificio, piso por piso, antes de salir hacia el punto de encuentro',
          correct: false,
        },
        {
          id: 'c',
          text: 'Llevar al punto de encuentro listas actualizadas de personal, contratistas y visitantes',
          correct: true,
        },
        { id: 'd', text: 'Suspender los simulacros hasta nuevo aviso de la ARL', correct: false },
      ],
      explanation:
        'El conteo usa listas de personal, visitantes y contratistas; la falla documentada en el simulacro se corrige asegurando que esas listas estén actualizadas y disponibles.',
    },
    {
      topic: BRIGADA,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una trabajadora que usa silla de ruedas está en el tercer piso cuando suena la alarma por incendio. ¿Qué debe ocurrir?',
      options: [
        { id: 'a', text: 'Baja sola en el ascensor, para no estorbar a los demás en la escalera', correct: false },
        { id: 'b', text: 'Sale con su acompañante asignado, por la ruta definida para ella', correct: true },
        { id: 'c', text: 'Espera en su puesto hasta que algún compañero la recuerde', correct: false },
        { id: 'd', text: 'Sus compañeros deciden en ese momento cómo bajarla', correct: false },
      ],
      explanation:
        'Para las personas con movilidad reducida se asigna con anticipación quién las acompaña y por qué ruta; en un incendio no se usan ascensores.',
    },
    {
      topic: BRIGADA,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un incendio bloquea la escalera principal y hay humo en el pasillo del cuarto piso. ¿Qué debe hacer el grupo que evacúa?',
      options: [
        { id: 'a', text: 'Tomar el ascensor, que queda lejos del humo y es más rápido', correct: false },
        { id: 'b', text: 'Cruzar la escalera principal a toda prisa', correct: false },
        { id: 'c', text: 'Subir corriendo a la terraza y esperar allí el rescate', correct: false },
        { id: 'd', text: 'Usar la ruta alterna, agachados y cubriendo nariz y boca', correct: true },
      ],
      explanation:
        'Si la ruta principal está bloqueada se usa la alterna; con humo se avanza agachado, cubriendo nariz y boca, y nunca se usa el ascensor en un incendio.',
    },
    {
      topic: BRIGADA,
      level: 'hard',
      kind: 'single',
      prompt:
        'En una emergencia, Ana llama al 123, Pedro revisa que los baños queden vacíos y Luis atiende a un herido. ¿Qué roles cumplen?',
      options: [
        { id: 'a', text: 'Ana comunicaciones, Pedro evacuación y Luis primeros auxilios', correct: true },
        { id: 'b', text: 'Ana evacuación, Pedro comunicaciones y Luis control de incendios', correct: false },
        { id: 'c', text: 'Ana jefe de brigada, Pedro primeros auxilios y Luis evacuación', correct: false },
        { id: 'd', text: 'Ana primeros auxilios, Pedro control de incendios y Luis comunicaciones', correct: false },
      ],
      explanation:
        'Comunicaciones llama al 123 y mantiene el enlace; evacuación verifica que las áreas queden vacías; primeros auxilios atiende a los lesionados.',
    },
    {
      topic: BRIGADA,
      level: 'hard',
      kind: 'single',
      prompt:
        'Usted queda atrapado en una oficina: el pasillo está lleno de humo y no hay otra salida. ¿Qué debe hacer?',
      options: [
        { id: 'a', text: 'Abrir la puerta y cruzar el humo corriendo', correct: false },
        { id: 'b', text: 'Esconderse en un armario hasta que pase el incendio', correct: false },
        { id: 'c', text: 'Cerrar la puerta, tapar las rendijas y avisar dónde está', correct: true },
        { id: 'd', text: 'Romper las ventanas para sacar el humo del pasillo', correct: false },
      ],
      explanation:
        'Si no hay salida segura, se aísla del humo (puerta cerrada y rendijas tapadas), se comunica su ubicación al 123 o a la brigada y se hace visible para los rescatistas.',
    },
    {
      topic: BRIGADA,
      level: 'hard',
      kind: 'single',
      prompt: 'Llegan los bomberos a atender el incendio de una bodega. ¿Qué debe hacer el jefe de brigada?',
      options: [
        { id: 'a', text: 'Ordenarles cómo atacar el fuego, porque él conoce mejor la empresa', correct: false },
        { id: 'b', text: 'Retirarse a su casa, porque ya llegó la ayuda', correct: false },
        { id: 'c', text: 'Informarles lo ocurrido, los peligros y si falta alguien, y apoyarlos', correct: true },
        { id: 'd', text: 'Impedirles la entrada hasta terminar el conteo en el punto de encuentro', correct: false },
      ],
      explanation:
        'La brigada actúa mientras llegan los organismos de socorro; a su llegada, el jefe de brigada les entrega la información clave (qué pasó, peligros, personas faltantes) y apoya su operación.',
    },
    {
      topic: BRIGADA,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un simulacro revela que la alarma no se oye en la zona de compresores por el ruido. ¿Qué acción es la adecuada?',
      options: [
        { id: 'a', text: 'Complementar la alarma en esa zona, por ejemplo con señales luminosas', correct: true },
        { id: 'b', text: 'Excluir esa zona y a sus operarios de los próximos simulacros', correct: false },
        { id: 'c', text: 'Pedir al supervisor de la zona que grite cuando haya una emergencia', correct: false },
        {
          id: 'd',
          text: 'Dejar constancia de la falla en el informe del simulacro, sin tomar ninguna medida',
          correct: false,
        },
      ],
      explanation:
        'La alarma debe llegar a todas las personas; si el ruido la tapa, se complementa en esa zona (señales luminosas u otros avisos) y se comprueba en el siguiente simulacro.',
    },
    {
      topic: BRIGADA,
      level: 'hard',
      kind: 'multiple',
      prompt: '¿Qué le corresponde hacer al coordinador de evacuación en el punto de encuentro?',
      options: [
        { id: 'a', text: 'Hacer el conteo con las listas', correct: true },
        { id: 'b', text: 'Enviar a todos a sus casas de inmediato', correct: false },
        { id: 'c', text: 'Informar las ausencias al jefe de brigada', correct: true },
        { id: 'd', text: 'Entrar solo a buscar a quien falte', correct: false },
        { id: 'e', text: 'Impedir el reingreso sin autorización', correct: true },
      ],
      explanation:
        'El coordinador cuenta con las listas, informa las ausencias al jefe de brigada para que la búsqueda se haga de forma segura e impide el reingreso hasta que haya autorización.',
    },
    {
      topic: BRIGADA,
      level: 'hard',
      kind: 'single',
      prompt: 'En el conteo del punto de encuentro falta un trabajador de la bodega. ¿Qué hacen los coordinadores?',
      options: [
        {
          id: 'a',
          text: 'Lo dan por ausente, terminan el ejercicio y lo reportan al día siguiente a talento humano',
          correct: false,
        },
        {
          id: 'b',
          text: 'Informan al jefe de brigada, que coordina la búsqueda con los organismos de socorro',
          correct: true,
        },
        {
          id: 'c',
          text: 'Entran de inmediato a buscarlo por su cuenta, antes de que lleguen los bomberos',
          correct: false,
        },
        { id: 'd', text: 'Esperan en silencio a que aparezca', correct: false },
      ],
      explanation:
        'Una ausencia se informa de inmediato al jefe de brigada, que la comunica a los organismos de socorro; nadie reingresa por su cuenta a buscarlo.',
    },
    {
      topic: BRIGADA,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Después de una falsa alarma, lo prudente es que los trabajadores esperen a confirmar la siguiente alarma antes de salir.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Cada alarma se atiende como real: esperar a confirmar retrasa la salida justo cuando cada segundo cuenta. Las falsas alarmas se analizan y corrigen, pero no se ignoran las siguientes.',
    },
    {
      topic: BRIGADA,
      level: 'hard',
      kind: 'single',
      prompt:
        'Según el Decreto 1072 de 2015, ¿de acuerdo con qué se conforma, capacita, entrena y dota la brigada de emergencias?',
      options: [
        { id: 'a', text: 'El número de accionistas de la empresa', correct: false },
        { id: 'b', text: 'La preferencia del gerente de turno', correct: false },
        { id: 'c', text: 'El tamaño de las empresas vecinas', correct: false },
        { id: 'd', text: 'El nivel de riesgo y los recursos disponibles', correct: true },
      ],
      explanation:
        'El artículo 2.2.4.6.25 del Decreto 1072 de 2015 pide conformar, capacitar, entrenar y dotar la brigada acorde con el nivel de riesgo y los recursos disponibles.',
    },
    {
      topic: BRIGADA,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un operario ve humo en la bodega y sale corriendo del edificio sin avisar a nadie. ¿Qué paso del procedimiento omitió?',
      options: [
        { id: 'a', text: 'El aviso inmediato a la brigada para que confirme y active la alarma', correct: true },
        {
          id: 'b',
          text: 'El conteo de los extintores disponibles en la bodega antes de salir del edificio',
          correct: false,
        },
        { id: 'c', text: 'La revisión del plan anual de trabajo', correct: false },
        { id: 'd', text: 'La firma del acta del simulacro por parte del supervisor del área', correct: false },
      ],
      explanation:
        'La evacuación empieza con la detección y la alarma: quien detecta avisa de inmediato y la brigada confirma y activa la alarma, para que todos salgan a tiempo.',
    },
    {
      topic: AUXILIOS,
      level: 'easy',
      kind: 'single',
      prompt: 'En el principio PAS, ¿qué significa el paso «Proteger»?',
      options: [
        { id: 'a', text: 'Cubrir al lesionado con una manta para que no pierda calor', correct: false },
        { id: 'b', text: 'Asegurar la escena para usted, la víctima y los demás', correct: true },
        { id: 'c', text: 'Proteger los documentos y los equipos de la empresa', correct: false },
        { id: 'd', text: 'Ponerle un collar cervical a cualquier lesionado', correct: false },
      ],
      explanation:
        'Proteger es asegurar la escena antes de actuar: cortar la energía, detener la máquina, señalizar o alejar a los curiosos. Un auxiliador lesionado no ayuda a nadie.',
    },
    {
      topic: AUXILIOS,
      level: 'easy',
      kind: 'single',
      prompt: 'Ante un trabajador gravemente lesionado, ¿a qué línea se llama para pedir ayuda especializada?',
      options: [
        { id: 'a', text: 'A la línea de atención al cliente de la empresa', correct: false },
        { id: 'b', text: 'Al número de la oficina de nómina', correct: false },
        { id: 'c', text: 'A la línea de emergencias 123', correct: true },
      ],
      explanation: 'En el paso Avisar del PAS se activa la brigada y se llama a la línea de emergencias 123.',
    },
    {
      topic: AUXILIOS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cómo se comprueba si una persona lesionada responde?',
      options: [
        { id: 'a', text: 'Hablándole en voz alta y tocándole los hombros', correct: true },
        { id: 'b', text: 'Echándole agua fría en la cara y esperando su reacción', correct: false },
        { id: 'c', text: 'Sacudiéndole la cabeza con fuerza para despertarlo', correct: false },
        { id: 'd', text: 'Dándole a oler alcohol o amoníaco', correct: false },
      ],
      explanation:
        'En la valoración inicial se le habla en voz alta y se le tocan los hombros; sacudir la cabeza puede agravar una lesión de columna.',
    },
    {
      topic: AUXILIOS,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Antes de acercarse a un lesionado, el auxiliador debe asegurarse de que la escena es segura para él.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Es el primer paso del PAS, proteger: si la escena no es segura (energía, máquinas en marcha, tráfico, gases), el auxiliador puede convertirse en otra víctima.',
    },
    {
      topic: AUXILIOS,
      level: 'easy',
      kind: 'single',
      prompt: 'Al atender una herida que sangra, ¿qué elemento de protección usa el auxiliador?',
      options: [
        { id: 'a', text: 'Gafas de sol', correct: false },
        { id: 'b', text: 'Protectores auditivos', correct: false },
        { id: 'c', text: 'Casco de seguridad', correct: false },
        { id: 'd', text: 'Guantes desechables', correct: true },
      ],
      explanation:
        'Se usan guantes para presionar la herida: protegen al auxiliador del contacto con la sangre y a la víctima de una contaminación adicional.',
    },
    {
      topic: AUXILIOS,
      level: 'easy',
      kind: 'single',
      prompt: 'Un compañero se corta la mano y sangra mucho. ¿Cuál es la primera medida para controlar la hemorragia?',
      options: [
        { id: 'a', text: 'Lavar la herida con alcohol antes de cubrirla', correct: false },
        { id: 'b', text: 'Presionar directamente la herida con una gasa limpia', correct: true },
        { id: 'c', text: 'Ponerle un torniquete en el cuello', correct: false },
        { id: 'd', text: 'Dejar que sangre unos minutos para que la herida se limpie', correct: false },
      ],
      explanation:
        'La hemorragia se controla presionando directamente la herida con gasa o tela limpia, con guantes, y manteniendo la presión.',
    },
    {
      topic: AUXILIOS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué debe verificarse periódicamente en el botiquín de la empresa?',
      options: [
        { id: 'a', text: 'Que tenga medicamentos para repartir a los trabajadores', correct: false },
        { id: 'b', text: 'Que esté guardado con llave en la gerencia', correct: false },
        { id: 'c', text: 'Que esté completo y con productos vigentes', correct: true },
        { id: 'd', text: 'Que lo revise únicamente la ARL', correct: false },
      ],
      explanation:
        'El botiquín se revisa periódicamente para confirmar que está completo, con productos vigentes y con un contenido acorde con los peligros del lugar.',
    },
    {
      topic: AUXILIOS,
      level: 'easy',
      kind: 'single',
      prompt: 'A un compañero le sangra la nariz. ¿Cuál es la posición adecuada?',
      options: [
        { id: 'a', text: 'Sentado, inclinado hacia adelante y presionando la parte blanda de la nariz', correct: true },
        {
          id: 'b',
          text: 'Sentado, con la cabeza echada hacia atrás para que la sangre no gotee sobre la ropa',
          correct: false,
        },
        { id: 'c', text: 'Acostado boca arriba, con la cabeza colgando por el borde de la camilla', correct: false },
      ],
      explanation:
        'Se inclina la cabeza hacia adelante y se presiona la parte blanda de la nariz; echarla hacia atrás hace que la sangre pase a la garganta.',
    },
    {
      topic: AUXILIOS,
      level: 'easy',
      kind: 'true_false',
      prompt: 'En una quemadura química se lava la zona con abundante agua corriente y se retira la ropa contaminada.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La quemadura química se lava con abundante agua corriente, se retira la ropa contaminada y se consulta la hoja de seguridad del producto.',
    },
    {
      topic: AUXILIOS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué significa la sigla DEA?',
      options: [
        { id: 'a', text: 'Dispositivo de evacuación asistida', correct: false },
        { id: 'b', text: 'Detector electrónico de alarma', correct: false },
        { id: 'c', text: 'Dosificador de emergencia automático', correct: false },
        { id: 'd', text: 'Desfibrilador externo automático', correct: true },
      ],
      explanation:
        'El DEA, desfibrilador externo automático, analiza el ritmo del corazón y, si es necesario, aplica una descarga; se pide cuando una persona no responde y no respira normalmente.',
    },
    {
      topic: AUXILIOS,
      level: 'easy',
      kind: 'single',
      prompt: 'Al llamar al 123 por un accidente, ¿qué información debe darse?',
      options: [
        { id: 'a', text: 'Solo el nombre de la empresa', correct: false },
        { id: 'b', text: 'El NIT, la razón social y el número de la póliza de la ARL de la empresa', correct: false },
        { id: 'c', text: 'Dirección exacta, qué pasó, cuántos lesionados hay y su estado', correct: true },
        { id: 'd', text: 'El nombre del jefe inmediato y el cargo del lesionado', correct: false },
      ],
      explanation:
        'Para que la ayuda llegue rápido y preparada se informa la dirección exacta, qué pasó, cuántos lesionados hay y en qué estado están.',
    },
    {
      topic: AUXILIOS,
      level: 'easy',
      kind: 'single',
      prompt: '¿En qué parte del cuerpo se hacen las compresiones de la reanimación cardiopulmonar en un adulto?',
      options: [
        { id: 'a', text: 'En la parte alta del abdomen', correct: false },
        { id: 'b', text: 'En el centro del pecho', correct: true },
        { id: 'c', text: 'En el costado izquierdo de las costillas', correct: false },
        { id: 'd', text: 'En la espalda, entre los omóplatos', correct: false },
      ],
      explanation: 'Las compresiones se hacen en el centro del pecho, fuertes y rápidas, sin interrupciones largas.',
    },
    {
      topic: AUXILIOS,
      level: 'medium',
      kind: 'single',
      prompt: 'En el botiquín de un taller metalmecánico, ¿qué elemento no puede faltar por los peligros del lugar?',
      options: [
        { id: 'a', text: 'Elementos para el lavado ocular', correct: true },
        { id: 'b', text: 'Antibióticos de amplio espectro', correct: false },
        { id: 'c', text: 'Jarabe para la tos', correct: false },
      ],
      explanation:
        'El contenido del botiquín corresponde a los peligros: en un taller metalmecánico, con partículas y virutas, no puede faltar el lavado ocular.',
    },
    {
      topic: AUXILIOS,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una persona consciente se atraganta, no puede hablar ni toser y se lleva las manos al cuello. ¿Qué hace un auxiliador entrenado?',
      options: [
        { id: 'a', text: 'Le da agua para que pase el bocado', correct: false },
        { id: 'b', text: 'La acuesta boca arriba y espera la ambulancia', correct: false },
        { id: 'c', text: 'Le aplica compresiones abdominales', correct: true },
        { id: 'd', text: 'Le introduce los dedos a ciegas en la garganta', correct: false },
      ],
      explanation:
        'Si la obstrucción es total (no puede hablar, toser ni respirar), el auxiliador entrenado aplica compresiones abdominales hasta expulsar el objeto o hasta que la persona pierda el conocimiento y haya que iniciar la RCP.',
    },
    {
      topic: AUXILIOS,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una persona inconsciente respira con normalidad y no hay sospecha de trauma. ¿Cómo se deja mientras llega la ayuda?',
      options: [
        { id: 'a', text: 'Sentada en una silla', correct: false },
        { id: 'b', text: 'Boca abajo con los brazos extendidos', correct: false },
        { id: 'c', text: 'De pie, sostenida por dos personas', correct: false },
        { id: 'd', text: 'En posición lateral de seguridad', correct: true },
      ],
      explanation:
        'La posición lateral de seguridad mantiene abierta la vía aérea y evita que se ahogue con vómito; no se usa si se sospecha lesión de columna.',
    },
    {
      topic: AUXILIOS,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Durante una convulsión se debe introducir un objeto en la boca de la persona para que no se muerda la lengua.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Durante una convulsión no se mete nada en la boca ni se sujeta a la persona: se retiran los objetos cercanos, se le protege la cabeza y, al terminar, se le pone de lado.',
    },
    {
      topic: AUXILIOS,
      level: 'medium',
      kind: 'single',
      prompt: 'Un trabajador tiene una varilla clavada en el muslo. ¿Qué se hace?',
      options: [
        { id: 'a', text: 'Retirar la varilla de inmediato para limpiar y desinfectar la herida', correct: false },
        { id: 'b', text: 'No retirarla, inmovilizarla y controlar el sangrado alrededor', correct: true },
        { id: 'c', text: 'Girarla con cuidado hasta que salga', correct: false },
        { id: 'd', text: 'Cortarla al ras de la piel con una pulidora', correct: false },
      ],
      explanation:
        'Un objeto incrustado no se retira: puede estar taponando vasos sanguíneos. Se inmoviliza en su lugar y se controla el sangrado alrededor mientras llega la ayuda.',
    },
    {
      topic: AUXILIOS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cómo se inmoviliza una posible fractura de antebrazo?',
      options: [
        { id: 'a', text: 'En la posición en que se encontró, incluyendo las articulaciones vecinas', correct: true },
        { id: 'b', text: 'Después de enderezar el hueso con un tirón firme para alinearlo', correct: false },
        { id: 'c', text: 'Solo la muñeca, dejando libre el codo', correct: false },
        {
          id: 'd',
          text: 'Con un vendaje muy apretado que corte la circulación para evitar la hinchazón',
          correct: false,
        },
      ],
      explanation:
        'Una posible fractura se inmoviliza en la posición en que se encontró, abarcando las articulaciones de arriba y de abajo; no se intenta enderezar.',
    },
    {
      topic: AUXILIOS,
      level: 'medium',
      kind: 'single',
      prompt: 'Un trabajador tiene una fractura en la que el hueso asoma por la piel. ¿Qué se hace?',
      options: [
        { id: 'a', text: 'Se empuja el hueso hacia adentro', correct: false },
        { id: 'b', text: 'Se lava la herida con alcohol y se deja al aire para que seque', correct: false },
        { id: 'c', text: 'Se cubre la herida con gasa limpia y se inmoviliza sin mover el hueso', correct: true },
        {
          id: 'd',
          text: 'Se le pide que mueva el brazo para comprobar la lesión antes de inmovilizar',
          correct: false,
        },
      ],
      explanation:
        'En una fractura abierta se cubre la herida con gasa limpia para reducir la contaminación y se inmoviliza tal como está; nunca se intenta reintroducir el hueso.',
    },
    {
      topic: AUXILIOS,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'En una quemadura se retiran anillos y relojes de la zona antes de que se hinche, pero no la ropa que está pegada a la piel.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La zona quemada se hincha y los anillos o relojes pueden cortar la circulación; en cambio, la ropa adherida se deja, porque al retirarla se arranca la piel.',
    },
    {
      topic: AUXILIOS,
      level: 'medium',
      kind: 'single',
      prompt: 'Un obrero que trabaja al sol está confuso, con la piel muy caliente y enrojecida. ¿Qué hace?',
      options: [
        { id: 'a', text: 'Le da una bebida alcohólica fría para refrescarlo', correct: false },
        { id: 'b', text: 'Lo deja seguir trabajando a la sombra, con una gorra', correct: false },
        { id: 'c', text: 'Le pide que camine para recuperarse', correct: false },
        { id: 'd', text: 'Lo lleva a la sombra, lo enfría y llama al 123', correct: true },
      ],
      explanation:
        'Confusión con piel muy caliente sugiere un golpe de calor, que es una emergencia: se lleva a un lugar fresco, se enfría con agua y se pide ayuda especializada.',
    },
    {
      topic: AUXILIOS,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estos signos sugieren que un lesionado está entrando en estado de choque (shock)?',
      options: [
        { id: 'a', text: 'Piel pálida, fría y sudorosa', correct: true },
        { id: 'b', text: 'Mejillas rosadas y calma total', correct: false },
        { id: 'c', text: 'Pulso rápido y débil', correct: true },
        { id: 'd', text: 'Confusión o ansiedad creciente', correct: true },
        { id: 'e', text: 'Aumento del apetito', correct: false },
      ],
      explanation:
        'El estado de choque se manifiesta con piel pálida, fría y sudorosa, pulso rápido y débil y alteración de la conciencia; se mantiene a la persona acostada, abrigada y vigilada mientras llega la ayuda.',
    },
    {
      topic: AUXILIOS,
      level: 'medium',
      kind: 'single',
      prompt: 'Mientras el DEA analiza el ritmo del corazón o aplica la descarga, ¿qué debe hacerse?',
      options: [
        { id: 'a', text: 'Seguir haciendo compresiones sin parar', correct: false },
        { id: 'b', text: 'Que nadie toque a la víctima', correct: true },
        { id: 'c', text: 'Sostener la mano de la víctima', correct: false },
        { id: 'd', text: 'Mojar el pecho para mejorar el contacto', correct: false },
      ],
      explanation:
        'Durante el análisis y la descarga nadie toca a la víctima, para no alterar la lectura ni recibir la descarga; luego se reanudan las compresiones según indique el equipo.',
    },
    {
      topic: AUXILIOS,
      level: 'medium',
      kind: 'single',
      prompt: 'Al lavar un ojo salpicado con un químico, ¿hacia dónde se dirige el agua?',
      options: [
        { id: 'a', text: 'Del lagrimal hacia afuera, para no contaminar el otro ojo', correct: true },
        { id: 'b', text: 'Desde afuera hacia la nariz, para arrastrar el químico', correct: false },
        { id: 'c', text: 'Directo al centro de la pupila con presión alta', correct: false },
      ],
      explanation:
        'Se lava con abundante agua y los párpados abiertos, dejando correr el agua desde el lagrimal hacia el borde externo, para que el químico no pase al otro ojo.',
    },
    {
      topic: AUXILIOS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cómo se llama el formato para reportar un accidente de trabajo a la ARL?',
      options: [
        { id: 'a', text: 'FUREL', correct: false },
        { id: 'b', text: 'PILA', correct: false },
        { id: 'c', text: 'RUT', correct: false },
        { id: 'd', text: 'FURAT', correct: true },
      ],
      explanation:
        'El accidente de trabajo se reporta en el FURAT; el FUREL es el formato para la enfermedad laboral (Resolución 156 de 2005).',
    },
    {
      topic: AUXILIOS,
      level: 'medium',
      kind: 'single',
      prompt: 'Un compañero se marea y se desvanece unos segundos, sin golpearse, y respira normalmente. ¿Qué se hace?',
      options: [
        { id: 'a', text: 'Se le sienta de inmediato y se le da café bien cargado', correct: false },
        { id: 'b', text: 'Se le acuesta boca arriba, se le elevan las piernas y se le vigila', correct: true },
        { id: 'c', text: 'Se le da un medicamento para la presión que tenga un compañero', correct: false },
        { id: 'd', text: 'Se le pone de pie y se le hace caminar para que se reactive la circulación', correct: false },
      ],
      explanation:
        'En un desmayo sin trauma se acuesta a la persona, se le elevan las piernas para favorecer el retorno de sangre al cerebro y se vigila su respiración; no se dan medicamentos ni bebidas.',
    },
    {
      topic: AUXILIOS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cómo se deben manejar la sangre y los fluidos de un lesionado?',
      options: [
        {
          id: 'a',
          text: 'Como potencialmente infecciosos, con guantes y desechando el material de forma segura',
          correct: true,
        },
        {
          id: 'b',
          text: 'Sin precauciones especiales si el lesionado dice estar sano y no tener ninguna enfermedad',
          correct: false,
        },
        { id: 'c', text: 'Limpiándolos con las manos desnudas y luego lavándose con agua y jabón', correct: false },
        {
          id: 'd',
          text: 'Reutilizando las gasas manchadas si están secas, para no desperdiciar el botiquín',
          correct: false,
        },
      ],
      explanation:
        'Toda sangre o fluido se maneja como potencialmente infeccioso: se usan guantes y el material contaminado se desecha de forma segura.',
    },
    {
      topic: AUXILIOS,
      level: 'medium',
      kind: 'single',
      prompt: 'Un operario se expuso a un producto químico. ¿Para qué se consulta la hoja de seguridad del producto?',
      options: [
        { id: 'a', text: 'Para conocer el precio y la fecha de vencimiento del producto', correct: false },
        { id: 'b', text: 'Para saber el nombre del proveedor', correct: false },
        { id: 'c', text: 'Para conocer los primeros auxilios específicos del producto', correct: true },
        { id: 'd', text: 'Para decidir si el accidente se reporta a la ARL como accidente de trabajo', correct: false },
      ],
      explanation:
        'La hoja de seguridad indica los primeros auxilios específicos de cada sustancia; se consulta y se entrega a la ayuda especializada.',
    },
    {
      topic: AUXILIOS,
      level: 'hard',
      kind: 'single',
      prompt: '¿A qué ritmo se hacen las compresiones torácicas de la reanimación cardiopulmonar en un adulto?',
      options: [
        { id: 'a', text: 'De 30 a 40 por minuto', correct: false },
        { id: 'b', text: 'De 60 a 70 por minuto', correct: false },
        { id: 'c', text: 'De 100 a 120 por minuto', correct: true },
        { id: 'd', text: 'De 150 a 180 por minuto', correct: false },
      ],
      explanation:
        'Las compresiones deben ser fuertes y rápidas, a un ritmo de 100 a 120 por minuto, sin interrupciones largas.',
    },
    {
      topic: AUXILIOS,
      level: 'hard',
      kind: 'single',
      prompt: 'A un trabajador se le amputa un dedo. ¿Cómo se conserva la parte amputada para llevarla con él?',
      options: [
        { id: 'a', text: 'Directamente en un vaso con hielo, sin envolver, para que se congele', correct: false },
        { id: 'b', text: 'En un frasco con alcohol, bien tapado', correct: false },
        { id: 'c', text: 'Al aire libre, envuelta en papel periódico seco', correct: false },
        { id: 'd', text: 'En gasa húmeda, dentro de una bolsa cerrada, sobre agua con hielo', correct: true },
      ],
      explanation:
        'La parte amputada se envuelve en gasa limpia humedecida, se mete en una bolsa cerrada y esta se coloca sobre agua con hielo; el hielo directo daña los tejidos.',
    },
    {
      topic: AUXILIOS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una persona no responde y no respira normalmente, y usted no está entrenado para dar respiraciones. ¿Qué puede hacer?',
      options: [
        {
          id: 'a',
          text: 'Esperar sin hacer nada a que llegue la ambulancia, para no causarle lesiones',
          correct: false,
        },
        { id: 'b', text: 'Hacer compresiones continuas en el centro del pecho, guiado por el 123', correct: true },
        { id: 'c', text: 'Darle agua a sorbos pequeños', correct: false },
        { id: 'd', text: 'Sentarla y darle palmadas en la espalda hasta que reaccione', correct: false },
      ],
      explanation:
        'Quien no está entrenado en respiraciones puede hacer solo compresiones continuas, fuertes y rápidas, siguiendo las indicaciones de la línea 123, mientras llega un DEA o la ayuda.',
    },
    {
      topic: AUXILIOS,
      level: 'hard',
      kind: 'single',
      prompt: 'A un trabajador le cae cal viva en polvo sobre el brazo. ¿Cuál es la atención correcta?',
      options: [
        { id: 'a', text: 'Retirar primero el polvo seco y luego lavar con abundante agua', correct: true },
        { id: 'b', text: 'Frotar la zona con un trapo húmedo para arrastrar el polvo', correct: false },
        { id: 'c', text: 'Cubrir el polvo con crema humectante para que no se extienda por la piel', correct: false },
        { id: 'd', text: 'Esperar a que el polvo se caiga solo', correct: false },
      ],
      explanation:
        'Con un químico en polvo seco se retira primero el polvo (cepillando, sin frotar) y después se lava con abundante agua corriente; se consulta la hoja de seguridad.',
    },
    {
      topic: AUXILIOS,
      level: 'hard',
      kind: 'single',
      prompt: 'Además de la ARL y la EPS, ¿a quién se reporta un accidente de trabajo grave o mortal?',
      options: [
        { id: 'a', text: 'A la Dirección Territorial del Ministerio del Trabajo', correct: true },
        { id: 'b', text: 'A la Superintendencia de Industria y Comercio (SIC)', correct: false },
        { id: 'c', text: 'A la caja de compensación familiar del trabajador', correct: false },
        { id: 'd', text: 'A la Dirección de Impuestos y Aduanas Nacionales (DIAN)', correct: false },
      ],
      explanation:
        'Los accidentes graves y mortales también se reportan a la Dirección Territorial del Ministerio del Trabajo dentro de los dos días hábiles siguientes (Decreto 1072 de 2015).',
    },
    {
      topic: AUXILIOS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un trabajador cae de un andamio, no responde y no respira; podría tener lesión de columna. ¿Qué se prioriza?',
      options: [
        {
          id: 'a',
          text: 'No tocarlo en absoluto hasta que llegue la ambulancia, por la posible lesión de columna',
          correct: false,
        },
        { id: 'b', text: 'Sentarlo para que respire mejor', correct: false },
        { id: 'c', text: 'Iniciar la RCP, porque la falta de respiración amenaza la vida de inmediato', correct: true },
        { id: 'd', text: 'Darle agua para que reaccione', correct: false },
      ],
      explanation:
        'La regla de no mover a un lesionado cede ante una amenaza inmediata para la vida: si no responde y no respira, se pide un DEA y se inicia la RCP.',
    },
    {
      topic: AUXILIOS,
      level: 'hard',
      kind: 'single',
      prompt:
        'En la ruta de evacuación hay un trabajador caído con dolor en la cadera y el humo avanza hacia él. ¿Qué se hace?',
      options: [
        { id: 'a', text: 'Dejarlo allí, porque a un lesionado con posible fractura nunca se le mueve', correct: false },
        { id: 'b', text: 'Pedirle que camine solo hasta la salida', correct: false },
        { id: 'c', text: 'Esperar con él a que el humo se disipe', correct: false },
        { id: 'd', text: 'Moverlo con la técnica más segura posible, porque hay peligro inminente', correct: true },
      ],
      explanation:
        'A un posible fracturado no se le mueve salvo peligro inminente; el humo que avanza es ese peligro, así que se le traslada con el mayor cuidado posible.',
    },
    {
      topic: AUXILIOS,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Un accidente de trabajo leve, atendido con el botiquín y en el que el trabajador volvió a su labor el mismo día, no necesita investigarse.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'La Resolución 1401 de 2007 exige investigar todos los incidentes y accidentes de trabajo, no solo los graves, dentro de los 15 días siguientes.',
    },
    {
      topic: AUXILIOS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Hay dos lesionados: uno grita por un golpe en el brazo y otro está en silencio y no responde. ¿A quién se valora primero?',
      options: [
        { id: 'a', text: 'Al que grita', correct: false },
        { id: 'b', text: 'Al que no responde', correct: true },
        { id: 'c', text: 'Al que esté más cerca de la salida', correct: false },
      ],
      explanation:
        'Quien grita respira y tiene la vía aérea abierta; quien no responde puede estar en paro o con la vía aérea obstruida, así que se valora primero.',
    },
    {
      topic: AUXILIOS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un electricista recibió una descarga, ya está separado de la fuente, está consciente y solo tiene una quemadura pequeña en la mano. ¿Qué procede?',
      options: [
        {
          id: 'a',
          text: 'Que siga trabajando, porque la quemadura es pequeña y ya no tiene corriente',
          correct: false,
        },
        { id: 'b', text: 'Aplicarle pasta de dientes en la quemadura y enviarlo a casa', correct: false },
        { id: 'c', text: 'Darle un analgésico y observarlo una hora', correct: false },
        { id: 'd', text: 'Llevarlo a valoración médica, porque puede tener lesiones internas', correct: true },
      ],
      explanation:
        'La corriente puede causar lesiones internas y alteraciones del ritmo cardiaco aunque la quemadura de entrada se vea pequeña; toda víctima de descarga eléctrica debe ser valorada por un médico.',
    },
    {
      topic: AUXILIOS,
      level: 'hard',
      kind: 'multiple',
      prompt: 'Una obra de construcción arma su botiquín según sus peligros. ¿Cuáles de estos elementos corresponden?',
      options: [
        { id: 'a', text: 'Elementos para inmovilizar', correct: true },
        { id: 'b', text: 'Analgésicos para repartir', correct: false },
        { id: 'c', text: 'Gasas y vendas', correct: true },
        { id: 'd', text: 'Guantes desechables', correct: true },
        { id: 'e', text: 'Jarabes para la tos', correct: false },
      ],
      explanation:
        'El botiquín de una obra incluye elementos para inmovilizar, gasas, vendas y guantes; los medicamentos no se reparten, porque el auxiliador no los administra.',
    },
    {
      topic: AUXILIOS,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Durante la reanimación cardiopulmonar, las compresiones se interrumpen cada pocos segundos para comprobar si la persona ya respira.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Las compresiones deben ser continuas, fuertes y rápidas, sin interrupciones largas; las pausas frecuentes reducen el flujo de sangre al cerebro y al corazón.',
    },
    {
      topic: FUEGO,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué elemento se agrega al triángulo del fuego para formar el tetraedro del fuego?',
      options: [
        { id: 'a', text: 'El humo que desprende el combustible', correct: false },
        { id: 'b', text: 'La reacción química en cadena', correct: true },
        { id: 'c', text: 'El vapor de agua del ambiente', correct: false },
        { id: 'd', text: 'La luz y el color de las llamas', correct: false },
      ],
      explanation:
        'Al triángulo (combustible, oxígeno y calor) se le suma la reacción química en cadena para formar el tetraedro; algunos agentes extintores actúan interrumpiendo esa reacción.',
    },
    {
      topic: FUEGO,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué agente contiene un extintor multipropósito ABC?',
      options: [
        { id: 'a', text: 'Agua a presión', correct: false },
        { id: 'b', text: 'Acetato de potasio', correct: false },
        { id: 'c', text: 'Polvo químico seco', correct: true },
        { id: 'd', text: 'Espuma', correct: false },
      ],
      explanation:
        'El extintor multipropósito ABC es de polvo químico seco y sirve para fuegos de sólidos comunes, líquidos inflamables y equipos eléctricos energizados.',
    },
    {
      topic: FUEGO,
      level: 'easy',
      kind: 'single',
      prompt: 'Al inspeccionar un extintor, ¿en qué zona debe estar la aguja del manómetro?',
      options: [
        { id: 'a', text: 'En la zona verde', correct: true },
        { id: 'b', text: 'En la zona roja de baja presión', correct: false },
        { id: 'c', text: 'En la zona roja de sobrepresión', correct: false },
      ],
      explanation:
        'La aguja en zona verde indica que el extintor tiene la presión adecuada; fuera de ella, se reporta para su revisión o su recarga.',
    },
    {
      topic: FUEGO,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'El fuego clase B es el de líquidos y gases inflamables, como gasolina, solventes, pinturas y gas propano.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La clase B agrupa los líquidos y gases inflamables; se atacan con polvo químico seco, CO2 o espuma.',
    },
    {
      topic: FUEGO,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué es un conato de incendio?',
      options: [
        { id: 'a', text: 'Un incendio que ya se extendió a varios pisos y requiere a los bomberos', correct: false },
        { id: 'b', text: 'Una explosión de gas en un recinto cerrado', correct: false },
        { id: 'c', text: 'Una alarma de incendio que se activó por error en el sistema de detección', correct: false },
        { id: 'd', text: 'Un fuego pequeño y localizado, que aún se puede controlar con extintores', correct: true },
      ],
      explanation:
        'El conato es el fuego en su etapa inicial, pequeño y localizado; es el único que puede atacar con un extintor portátil una persona entrenada.',
    },
    {
      topic: FUEGO,
      level: 'easy',
      kind: 'single',
      prompt: 'Usted intenta apagar un conato, pero el fuego crece y aumenta el humo. ¿Qué debe hacer?',
      options: [
        { id: 'a', text: 'Evacuar y dejar la respuesta a los bomberos', correct: true },
        { id: 'b', text: 'Acercarse más para descargar mejor el extintor', correct: false },
        { id: 'c', text: 'Buscar un segundo extintor y seguir solo', correct: false },
        { id: 'd', text: 'Abrir las ventanas para que salga el humo', correct: false },
      ],
      explanation:
        'Si el fuego crece, hay mucho humo o hay duda, se evacúa y se deja la respuesta a los bomberos; insistir pone en riesgo la vida.',
    },
    {
      topic: FUEGO,
      level: 'easy',
      kind: 'single',
      prompt: '¿Para qué sirve el pasador de seguridad de un extintor?',
      options: [
        { id: 'a', text: 'Para medir la presión del agente dentro del cilindro', correct: false },
        { id: 'b', text: 'Para evitar una descarga accidental; se hala antes de usarlo', correct: true },
        { id: 'c', text: 'Para colgar el extintor en la pared', correct: false },
        { id: 'd', text: 'Para regular la distancia y la fuerza del chorro durante la descarga', correct: false },
      ],
      explanation:
        'El pasador bloquea la palanca y evita descargas accidentales; es lo primero que se hala al usar el extintor.',
    },
    {
      topic: FUEGO,
      level: 'easy',
      kind: 'single',
      prompt: 'A un trabajador se le incendia la ropa. ¿Qué debe hacer?',
      options: [
        { id: 'a', text: 'Correr hacia la ducha más cercana para mojarse la ropa', correct: false },
        { id: 'b', text: 'Agitar los brazos para apagar las llamas', correct: false },
        { id: 'c', text: 'Detenerse, tirarse al suelo y rodar cubriéndose la cara', correct: true },
        { id: 'd', text: 'Quitarse la ropa rápidamente mientras sigue caminando hacia la salida', correct: false },
      ],
      explanation:
        'Correr aviva el fuego con más oxígeno; detenerse, tirarse al suelo y rodar cubriéndose la cara sofoca las llamas.',
    },
    {
      topic: FUEGO,
      level: 'easy',
      kind: 'true_false',
      prompt: 'En un incendio, el humo es una de las principales causas de muerte, incluso más que las llamas.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El humo contiene gases tóxicos, como el monóxido de carbono, y quita visibilidad; por eso, al evacuar, se avanza agachado y cubriendo nariz y boca.',
    },
    {
      topic: FUEGO,
      level: 'easy',
      kind: 'single',
      prompt: '¿De qué color son las señales que identifican los equipos contra incendio, como los extintores?',
      options: [
        { id: 'a', text: 'Verde', correct: false },
        { id: 'b', text: 'Azul', correct: false },
        { id: 'c', text: 'Amarillo', correct: false },
        { id: 'd', text: 'Rojo', correct: true },
      ],
      explanation:
        'En la señalización de seguridad los equipos contra incendio se identifican en rojo; el verde se reserva para rutas, salidas y primeros auxilios.',
    },
    {
      topic: FUEGO,
      level: 'medium',
      kind: 'single',
      prompt: '¿Para qué clase de fuego es adecuado un extintor de agua a presión?',
      options: [
        { id: 'a', text: 'Clase A, como papel, madera o tela', correct: true },
        { id: 'b', text: 'Clase C, como tableros energizados', correct: false },
        { id: 'c', text: 'Clase B, como gasolina derramada', correct: false },
        { id: 'd', text: 'Clase D, como virutas de magnesio', correct: false },
      ],
      explanation:
        'El agua a presión apaga por enfriamiento los sólidos comunes (clase A); no se usa en equipos energizados, porque conduce la electricidad, ni en líquidos inflamables, porque los esparce.',
    },
    {
      topic: FUEGO,
      level: 'medium',
      kind: 'single',
      prompt: '¿Por qué se prefiere un extintor de CO2 para un fuego en equipos electrónicos energizados?',
      options: [
        { id: 'a', text: 'Porque enfría el equipo con agua', correct: false },
        { id: 'b', text: 'Porque no conduce la electricidad y no deja residuos', correct: true },
        { id: 'c', text: 'Porque sirve también para metales combustibles', correct: false },
        { id: 'd', text: 'Porque funciona sin necesidad de entrenamiento', correct: false },
      ],
      explanation:
        'El CO2 no conduce la electricidad y no deja residuos que dañen los equipos, por eso se usa en fuegos clase C, junto con el polvo químico seco y los agentes limpios.',
    },
    {
      topic: FUEGO,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cómo actúa principalmente el agua al apagar un fuego clase A?',
      options: [
        { id: 'a', text: 'Aporta oxígeno para que el fuego se consuma', correct: false },
        { id: 'b', text: 'Interrumpe solo la reacción de los metales', correct: false },
        { id: 'c', text: 'Aísla la electricidad del equipo', correct: false },
        { id: 'd', text: 'Enfría el combustible, es decir, retira el calor', correct: true },
      ],
      explanation:
        'El agua apaga por enfriamiento: retira el calor, uno de los tres elementos del triángulo del fuego.',
    },
    {
      topic: FUEGO,
      level: 'medium',
      kind: 'single',
      prompt:
        'Arde el gas que sale de la manguera de una estufa y alguien cierra la válvula del cilindro. ¿Qué elemento del fuego se retiró?',
      options: [
        { id: 'a', text: 'El combustible', correct: true },
        { id: 'b', text: 'El oxígeno del aire', correct: false },
        { id: 'c', text: 'El calor de la llama', correct: false },
      ],
      explanation:
        'Cerrar la válvula corta el suministro de gas, es decir, retira el combustible; sin combustible el fuego se apaga.',
    },
    {
      topic: FUEGO,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Qué se revisa en la inspección periódica de un extintor?',
      options: [
        { id: 'a', text: 'Que el manómetro esté en zona verde', correct: true },
        { id: 'b', text: 'El color de la pared donde está colgado', correct: false },
        { id: 'c', text: 'Que el pasador y el sello estén en su sitio', correct: true },
        { id: 'd', text: 'Que esté señalizado y sin obstáculos', correct: true },
        { id: 'e', text: 'La marca comercial del proveedor', correct: false },
      ],
      explanation:
        'Se revisa que el extintor esté en su lugar, señalizado y sin obstáculos, con el manómetro en verde, pasador y sello en su sitio, etiqueta de recarga vigente y sin golpes ni corrosión.',
    },
    {
      topic: FUEGO,
      level: 'medium',
      kind: 'single',
      prompt: 'Usted acaba de apagar un conato con un extintor. ¿Qué debe hacer a continuación?',
      options: [
        { id: 'a', text: 'Dar la espalda y retirarse de inmediato', correct: false },
        { id: 'b', text: 'Guardar el extintor en su soporte, aunque esté descargado, sin avisar', correct: false },
        { id: 'c', text: 'Retroceder sin darle la espalda y vigilar que no se reavive', correct: true },
        { id: 'd', text: 'Abrir todas las puertas para ventilar el área', correct: false },
      ],
      explanation:
        'Al apagarse el fuego se retrocede sin darle la espalda y se vigila que no se reavive; luego el extintor se envía a recarga.',
    },
    {
      topic: FUEGO,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estos agentes son adecuados para un fuego clase C (equipo eléctrico energizado)?',
      options: [
        { id: 'a', text: 'CO2', correct: true },
        { id: 'b', text: 'Agua a presión', correct: false },
        { id: 'c', text: 'Polvo químico seco', correct: true },
        { id: 'd', text: 'Espuma', correct: false },
        { id: 'e', text: 'Agentes limpios', correct: true },
      ],
      explanation:
        'En fuegos clase C se usan CO2, polvo químico seco o agentes limpios. El agua y la espuma conducen la electricidad y ponen en riesgo a quien las usa.',
    },
    {
      topic: FUEGO,
      level: 'medium',
      kind: 'single',
      prompt: 'Se derrama gasolina junto a una planta eléctrica y se enciende. ¿Qué extintor es adecuado?',
      options: [
        { id: 'a', text: 'Agua a presión', correct: false },
        { id: 'b', text: 'Polvo especial para metales', correct: false },
        { id: 'c', text: 'Polvo químico seco', correct: true },
      ],
      explanation:
        'La gasolina es fuego clase B: se ataca con polvo químico seco, CO2 o espuma. El chorro de agua esparce el líquido en llamas.',
    },
    {
      topic: FUEGO,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué gas tóxico del humo es una causa frecuente de muerte en los incendios?',
      options: [
        { id: 'a', text: 'El oxígeno liberado por la combustión', correct: false },
        { id: 'b', text: 'El nitrógeno del aire', correct: false },
        { id: 'c', text: 'El monóxido de carbono', correct: true },
        { id: 'd', text: 'El helio', correct: false },
      ],
      explanation:
        'El monóxido de carbono se produce en la combustión incompleta, no se ve ni se huele y puede causar la muerte en poco tiempo.',
    },
    {
      topic: FUEGO,
      level: 'medium',
      kind: 'single',
      prompt: 'Huele fuertemente a gas en la cocina del casino de la empresa. ¿Qué se debe hacer?',
      options: [
        { id: 'a', text: 'Encender la luz para buscar la fuga', correct: false },
        {
          id: 'b',
          text: 'Cerrar la válvula si es seguro, ventilar, no accionar interruptores y evacuar',
          correct: true,
        },
        {
          id: 'c',
          text: 'Llamar por celular desde dentro de la cocina a la empresa de gas y esperar instrucciones',
          correct: false,
        },
        { id: 'd', text: 'Prender un fósforo o un encendedor para comprobar de dónde sale el gas', correct: false },
      ],
      explanation:
        'Cualquier chispa puede encender el gas acumulado: no se accionan interruptores ni se usan aparatos dentro del área, se cierra la válvula si es seguro, se ventila, se evacúa y se avisa desde afuera.',
    },
    {
      topic: FUEGO,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Un extintor con el manómetro en zona roja o con el sello roto debe reportarse para su revisión o su recarga.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Manómetro fuera de la zona verde o sello roto indican que el extintor pudo perder presión o fue usado; puede fallar en una emergencia y debe revisarse.',
    },
    {
      topic: FUEGO,
      level: 'medium',
      kind: 'true_false',
      prompt: 'El extintor de polvo químico seco multipropósito sirve para fuegos de clase A, B y C.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El polvo químico seco multipropósito (ABC) es adecuado para sólidos comunes, líquidos y gases inflamables y equipos eléctricos energizados; no sirve para metales (clase D).',
    },
    {
      topic: FUEGO,
      level: 'medium',
      kind: 'single',
      prompt: 'En la inspección mensual, ¿qué indica un extintor con el sello de seguridad intacto?',
      options: [
        { id: 'a', text: 'Que no ha sido usado ni manipulado desde su última recarga', correct: true },
        { id: 'b', text: 'Que ya no necesita ninguna otra revisión hasta la próxima recarga', correct: false },
        { id: 'c', text: 'Que sirve para cualquier clase de fuego, incluida la clase K', correct: false },
        { id: 'd', text: 'Que su recarga está vencida', correct: false },
      ],
      explanation:
        'El sello intacto indica que el extintor no ha sido accionado ni manipulado; aun así se revisan el manómetro, la etiqueta de recarga y el estado general.',
    },
    {
      topic: FUEGO,
      level: 'hard',
      kind: 'single',
      prompt: 'Los extintores portátiles de CO2 normalmente no tienen manómetro. ¿Cómo se comprueba su carga?',
      options: [
        { id: 'a', text: 'Agitándolo cerca del oído para oír el gas', correct: false },
        { id: 'b', text: 'Descargándolo unos segundos hacia el suelo', correct: false },
        { id: 'c', text: 'Mirando el color y el estado de la pintura del cilindro', correct: false },
        { id: 'd', text: 'Pesándolo y comparando con el peso indicado', correct: true },
      ],
      explanation:
        'El CO2 se almacena como líquido a presión y su carga se verifica por peso; descargarlo para probarlo obliga a enviarlo a recarga.',
    },
    {
      topic: FUEGO,
      level: 'hard',
      kind: 'single',
      prompt: 'Al descargar un extintor de CO2, ¿de dónde debe sujetarse la boquilla?',
      options: [
        { id: 'a', text: 'De la corneta metálica, para apuntar mejor', correct: false },
        { id: 'b', text: 'De la manija o mango aislado, no de la corneta', correct: true },
        { id: 'c', text: 'Del cilindro, con las dos manos sobre la válvula', correct: false },
        { id: 'd', text: 'De la manguera, justo donde se une a la corneta', correct: false },
      ],
      explanation:
        'La descarga de CO2 enfría mucho la corneta y puede causar quemaduras por frío; se sujeta por la manija o el mango aislado.',
    },
    {
      topic: FUEGO,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Cuando se corta la energía de un equipo que arde, el fuego deja de ser clase C y pasa a la clase del material que se quema.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La clase C existe por el riesgo eléctrico; al desenergizar el equipo, el fuego se trata según lo que arde, por ejemplo clase A si son plásticos o cables.',
    },
    {
      topic: FUEGO,
      level: 'hard',
      kind: 'single',
      prompt:
        'El humo caliente sube por un ducto y enciende materiales en el piso de arriba. ¿Cómo se propagó el calor?',
      options: [
        { id: 'a', text: 'Por convección', correct: true },
        { id: 'b', text: 'Por conducción', correct: false },
        { id: 'c', text: 'Por radiación', correct: false },
      ],
      explanation:
        'La convección transporta el calor con los gases calientes que suben; la conducción lo transmite a través de sólidos y la radiación, por ondas de calor a distancia.',
    },
    {
      topic: FUEGO,
      level: 'hard',
      kind: 'single',
      prompt: 'Arde el gas que escapa de un cilindro de propano. Si es seguro hacerlo, ¿qué se hace primero?',
      options: [
        { id: 'a', text: 'Apagar la llama con el extintor y dejar la válvula abierta', correct: false },
        { id: 'b', text: 'Echar agua directamente sobre la válvula', correct: false },
        { id: 'c', text: 'Cerrar la válvula para cortar el gas', correct: true },
        { id: 'd', text: 'Tapar la salida con un trapo', correct: false },
      ],
      explanation:
        'En fuegos de gas se corta primero el suministro; si se apaga la llama mientras el gas sigue saliendo, se forma una nube que puede explotar al reencenderse.',
    },
    {
      topic: FUEGO,
      level: 'hard',
      kind: 'single',
      prompt: 'Se descargó un extintor de CO2 en un cuarto pequeño de servidores. ¿Qué precaución se toma?',
      options: [
        { id: 'a', text: 'Ventilar antes de permanecer, porque el CO2 desplaza el oxígeno', correct: true },
        { id: 'b', text: 'Limpiar el polvo que deja sobre los equipos', correct: false },
        { id: 'c', text: 'Encender los equipos de inmediato para comprobarlos', correct: false },
        { id: 'd', text: 'Cerrar la puerta para que el gas siga actuando con personas dentro', correct: false },
      ],
      explanation:
        'El CO2 apaga por sofocación, desplazando el oxígeno; en un espacio pequeño puede causar asfixia, por eso se ventila antes de permanecer en él.',
    },
    {
      topic: FUEGO,
      level: 'hard',
      kind: 'single',
      prompt: 'En un laboratorio arde sodio metálico y un compañero trae un extintor de agua. ¿Qué se hace?',
      options: [
        { id: 'a', text: 'Usarlo, porque el agua apaga cualquier fuego', correct: false },
        { id: 'b', text: 'Usarlo solo si se apunta a la base', correct: false },
        { id: 'c', text: 'Mezclar el agua con espuma antes de usarla', correct: false },
        { id: 'd', text: 'No usarlo: se necesita polvo especial para metales', correct: true },
      ],
      explanation:
        'El sodio reacciona violentamente con el agua y el fuego empeora; los metales combustibles son clase D y requieren polvos especiales.',
    },
    {
      topic: FUEGO,
      level: 'hard',
      kind: 'single',
      prompt:
        'Se diseña la protección contra incendio de la cocina industrial de un hospital. ¿Qué combinación es adecuada?',
      options: [
        {
          id: 'a',
          text: 'Solo extintores de agua a presión en toda la cocina, incluidas las freidoras',
          correct: false,
        },
        { id: 'b', text: 'Extintor clase K junto a las freidoras y multipropósito para el resto', correct: true },
        { id: 'c', text: 'Solo extintores de CO2 junto a las freidoras', correct: false },
        { id: 'd', text: 'Extintores de polvo para metales en toda el área', correct: false },
      ],
      explanation:
        'Las freidoras generan fuegos clase K, que se atacan con acetato de potasio; el resto del área se cubre con extintores multipropósito.',
    },
    {
      topic: FUEGO,
      level: 'hard',
      kind: 'single',
      prompt: 'Un extintor tiene el manómetro en verde, pero la etiqueta de recarga está vencida. ¿Qué se hace?',
      options: [
        { id: 'a', text: 'Dejarlo en servicio, porque la presión es correcta', correct: false },
        { id: 'b', text: 'Quitarle la etiqueta vieja', correct: false },
        { id: 'c', text: 'Reportarlo para recarga o mantenimiento', correct: true },
        { id: 'd', text: 'Descargarlo para comprobar que funciona', correct: false },
      ],
      explanation:
        'La inspección verifica también que la etiqueta de recarga esté vigente; un extintor vencido se reporta para mantenimiento aunque el manómetro marque verde.',
    },
    {
      topic: FUEGO,
      level: 'hard',
      kind: 'single',
      prompt: '¿Cuál es el mecanismo principal con el que el polvo químico seco apaga el fuego?',
      options: [
        { id: 'a', text: 'Enfría el combustible con el agua que contiene', correct: false },
        { id: 'b', text: 'Aporta oxígeno al combustible', correct: false },
        { id: 'c', text: 'Retira el combustible del lugar', correct: false },
        { id: 'd', text: 'Interrumpe la reacción química en cadena', correct: true },
      ],
      explanation:
        'El polvo químico seco actúa sobre todo inhibiendo la reacción química en cadena, el cuarto elemento del tetraedro del fuego; además ayuda a sofocar.',
    },
    {
      topic: FUEGO,
      level: 'hard',
      kind: 'single',
      prompt:
        'Arde una papelera dentro de una oficina. Usted está entrenado y tiene un extintor ABC, pero para atacarla tendría que entrar y dejar la única puerta detrás del fuego. ¿Qué debe hacer?',
      options: [
        { id: 'a', text: 'Entrar a atacarla, porque el fuego es pequeño', correct: false },
        { id: 'b', text: 'No entrar: cerrar la puerta, dar la alarma y alejarse', correct: true },
        { id: 'c', text: 'Entrar y, si el fuego crece, esperar adentro a que llegue ayuda', correct: false },
        { id: 'd', text: 'Entrar, cerrar la puerta por dentro y atacar el fuego', correct: false },
      ],
      explanation:
        'Solo se ataca un conato con una vía de escape a la espalda; si el fuego quedaría entre usted y la única salida, el riesgo de quedar atrapado es alto. Cerrar la puerta ayuda a contener el humo y el fuego mientras llega la brigada o los bomberos.',
    },
  ],
};
