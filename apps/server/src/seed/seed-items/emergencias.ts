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
        { id: 'a', text: 'Naturales', correct: false },
        { id: 'b', text: 'Sociales', correct: false },
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
        { id: 'a', text: 'Solo cuando lo pida el cuerpo de bomberos', correct: false },
        { id: 'b', text: 'Cuando cambia el gerente general de la empresa', correct: false },
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
        { id: 'b', text: 'Agua a presión (clase A)', correct: false },
        { id: 'c', text: 'Acetato de potasio (clase K)', correct: false },
        { id: 'd', text: 'Espuma para líquidos (clase B)', correct: false },
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
        { id: 'b', text: 'Sentarla y darle agua para que reaccione', correct: false },
        { id: 'c', text: 'Esperar a que llegue la ambulancia sin intervenir', correct: false },
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
  ],
};
