/** One question of the help page; `answer` holds its paragraphs. */
export interface FaqEntry {
  id: string;
  question: string;
  answer: readonly string[];
}

/*
 * How this platform really works (docs/product.md §2, §5–§13 and §17, and the code behind it). Keep each answer true
 * to the product: when a rule changes (pass mark, attempts, reset code), change the answer with it.
 */
export const faqEntries: readonly FaqEntry[] = [
  {
    id: 'rutas',
    question: '¿Qué es una ruta de aprendizaje y cómo la empiezo?',
    answer: [
      'Una ruta es un camino ordenado: una prueba inicial de diagnóstico, los contenidos (lecturas, videos, documentos PDF, enlaces y repasos cortos), el simulador cuando la ruta lo tiene y la evaluación final.',
      'Entre a «Rutas/Contenido», abra la ruta que le interese y pulse «Continuar». Al empezar una ruta, su inscripción queda registrada. Las rutas que le asigna el equipo de formación aparecen en su inicio.',
    ],
  },
  {
    id: 'avance',
    question: '¿Cómo se guarda mi avance y cómo retomo donde quedé?',
    answer: [
      'El avance se guarda mientras estudia: el tiempo dedicado, el punto del video o del documento donde iba y los contenidos completados. Puede cerrar la página y volver después, incluso desde otro dispositivo.',
      'Las lecturas, los PDF y los enlaces se completan con «Marcar como completado»; los videos subidos a la plataforma se completan al ver el 90 %, y los repasos al aprobarlos. En «Inicio» encontrará el siguiente paso para continuar.',
    ],
  },
  {
    id: 'pretest',
    question: '¿Para qué sirve la prueba inicial?',
    answer: [
      'La prueba inicial es un diagnóstico: mide lo que ya sabe antes de estudiar y no se aprueba ni se reprueba. Se presenta una sola vez por ruta.',
      'En las rutas que se recorren en orden, los contenidos se desbloquean al terminar la prueba inicial. Su puntaje se compara después con el de la evaluación final para mostrarle cuánto aprendió.',
    ],
  },
  {
    id: 'evaluacion-final',
    question: '¿Cómo funciona la evaluación final adaptativa?',
    answer: [
      'Se habilita cuando usted completa todos los contenidos obligatorios. Es adaptativa: cada pregunta se elige según sus respuestas anteriores, buscando la que más información da sobre su nivel, y la prueba termina cuando la estimación es lo bastante precisa o se alcanza el máximo de preguntas.',
      'Cada respuesta se guarda en el momento: si se cierra la pestaña o se pierde la conexión, usted retoma la misma evaluación. Recibe retroalimentación de cada pregunta, su puntaje de 0 a 100 y sus fortalezas y brechas por tema. La nota mínima y los intentos los define cada ruta (por defecto, 80 puntos y 3 intentos).',
    ],
  },
  {
    id: 'certificados',
    question: '¿Cómo obtengo mi certificado y cómo se verifica?',
    answer: [
      'Al aprobar la evaluación final se emite un certificado en PDF con un código único y un código QR. Lo encuentra en la página de la ruta y en «Mi avance».',
      'Cualquier persona puede comprobarlo en la página pública /verificar, escribiendo el código o escaneando el QR. El certificado es un registro de formación de la academia; no reemplaza el certificado oficial del curso de 50 horas del SG-SST.',
    ],
  },
  {
    id: 'bibliotecas',
    question: '¿Qué encuentro en las bibliotecas?',
    answer: [
      'La biblioteca educativa reúne guías, manuales, videos, infografías y formatos de SST. La biblioteca legislativa reúne normas colombianas (leyes, decretos, resoluciones y circulares) con su estado: vigente, modificada o derogada, y la norma que la reemplaza.',
      'Puede buscar por palabras, con o sin tildes, y filtrar por tipo, tema, año y estado. Los documentos se leen en el navegador o se descargan.',
    ],
  },
  {
    id: 'busqueda',
    question: '¿Cómo busco en toda la plataforma?',
    answer: [
      'Escriba en la casilla «Ingresa tu búsqueda» del encabezado (en el celular, pulse el botón de la lupa). Desde dos letras verá rutas, contenidos y documentos de ambas bibliotecas, con las palabras encontradas resaltadas.',
      'Presione Escape o borre la casilla para volver a la página en la que estaba.',
    ],
  },
  {
    id: 'favoritos',
    question: '¿Cómo uso los favoritos?',
    answer: [
      'Pulse el corazón de una ruta, un contenido, un documento o una norma para guardarlo. En «Favoritos» los verá agrupados por tipo, con un enlace a cada uno y el botón «Quitar».',
    ],
  },
  {
    id: 'mi-avance',
    question: '¿Qué muestra «Mi avance»?',
    answer: [
      'Su avance en cada ruta, el tiempo dedicado, los contenidos completados, los puntajes de la prueba inicial y de la evaluación final, sus certificados y dos gráficos: contenidos completados por semana y tiempo por ruta. Cada gráfico tiene un botón para ver sus datos en una tabla.',
    ],
  },
  {
    id: 'contrasena',
    question: 'Olvidé mi contraseña, ¿cómo la recupero?',
    answer: [
      'En la página de inicio de sesión elija «¿Olvidó su contraseña?» y escriba su correo. Le enviaremos un código de 6 dígitos y un enlace, válidos por 15 minutos y de un solo uso.',
      'Por su seguridad, la respuesta es la misma exista o no una cuenta con ese correo. Si no le llega el mensaje, revise la carpeta de correo no deseado o escríbanos.',
    ],
  },
  {
    id: 'sesion',
    question: '¿Qué hace «Recordarme» al iniciar sesión?',
    answer: [
      'Con «Recordarme», la sesión se mantiene hasta 30 días en ese navegador mientras la siga usando. Sin marcarlo, termina al cerrar el navegador. No lo marque en computadores compartidos, y use «Cerrar sesión» en el menú de su nombre al terminar.',
    ],
  },
  {
    id: 'accesibilidad',
    question: '¿La plataforma es accesible?',
    answer: [
      'Se puede usar solo con el teclado y con lectores de pantalla: el enlace «Saltar al contenido principal» aparece con la primera tecla Tab, los formularios tienen etiquetas y los mensajes importantes se anuncian.',
      'Los videos subidos pueden tener subtítulos en español, los gráficos tienen su tabla de datos y, si su dispositivo pide reducir el movimiento, las animaciones se desactivan.',
    ],
  },
  {
    id: 'datos',
    question: '¿Qué hacen con mis datos personales?',
    answer: [
      'Los tratamos según la Ley 1581 de 2012: solo para la formación, el seguimiento de su avance, la emisión y verificación de certificados y la seguridad de la plataforma. En la política de tratamiento de datos verá qué datos guardamos, sus derechos y cómo ejercerlos.',
    ],
  },
];

/** Lower case without accents, so "evaluacion" finds "evaluación". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es-CO');
}

/** The entries whose question or answer contains every word typed, ignoring case and accents. */
export function filterFaq(entries: readonly FaqEntry[], query: string): FaqEntry[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const text = foldText([entry.question, ...entry.answer].join(' '));
    return words.every((word) => text.includes(word));
  });
}
