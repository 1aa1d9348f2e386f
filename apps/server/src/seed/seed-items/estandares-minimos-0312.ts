import type { SeedItemBank } from './seed-item.js';

const GRUPOS = 'Estándares según tamaño y riesgo';
const PUNTOS = 'Distribución de los puntos';
const AUTOEVALUACION = 'Autoevaluación';
const VALORACION = 'Valoración y plan de mejora';

export const estandaresMinimos0312Items: SeedItemBank = {
  routeKey: 'estandares-minimos-0312',
  items: [
    // Estándares según tamaño y riesgo
    {
      topic: GRUPOS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuántos estándares mínimos contempla en total la Resolución 0312 de 2019 y cuánto suman?',
      options: [
        { id: 'a', text: '21 estándares que suman 100 puntos', correct: false },
        { id: 'b', text: '60 estándares que suman 100 puntos', correct: true },
        { id: 'c', text: '100 estándares de un punto cada uno', correct: false },
        { id: 'd', text: '7 estándares de igual valor', correct: false },
      ],
      explanation:
        'La Resolución 0312 de 2019 contempla 60 estándares que suman 100 puntos; según su tamaño y clase de riesgo, cada empresa aplica 7, 21 o los 60.',
    },
    {
      topic: GRUPOS,
      level: 'easy',
      kind: 'single',
      prompt:
        'Una oficina contable tiene 8 trabajadores y está clasificada en riesgo I. ¿Cuántos estándares mínimos le aplican?',
      options: [
        { id: 'a', text: '21 estándares', correct: false },
        { id: 'b', text: '60 estándares', correct: false },
        { id: 'c', text: '7 estándares', correct: true },
      ],
      explanation:
        'Las empresas de hasta 10 trabajadores con clase de riesgo I, II o III aplican 7 estándares (Resolución 0312 de 2019, art. 3).',
    },
    {
      topic: GRUPOS,
      level: 'easy',
      kind: 'true_false',
      prompt: 'La Resolución 0312 de 2019 reemplazó a la Resolución 1111 de 2017 sobre estándares mínimos del SG-SST.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La Resolución 0312 de 2019 del Ministerio del Trabajo fija hoy los estándares mínimos del SG-SST y reemplazó a la Resolución 1111 de 2017.',
    },
    {
      topic: GRUPOS,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una comercializadora tiene 35 trabajadores y su clase de riesgo es II. ¿Cuántos estándares debe cumplir?',
      options: [
        { id: 'a', text: '21 estándares', correct: true },
        { id: 'b', text: '7 estándares', correct: false },
        { id: 'c', text: '60 estándares', correct: false },
      ],
      explanation:
        'Las empresas de 11 a 50 trabajadores con clase de riesgo I, II o III aplican 21 estándares (Resolución 0312 de 2019, art. 9).',
    },
    {
      topic: GRUPOS,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una empresa de 40 trabajadores tiene una actividad clasificada en riesgo IV ante la ARL. ¿Cuántos estándares le aplican y por qué?',
      options: [
        { id: 'a', text: '21, porque tiene entre 11 y 50 trabajadores', correct: false },
        { id: 'b', text: '7, porque todavía es una empresa pequeña', correct: false },
        { id: 'c', text: 'Ninguno hasta superar los 50 trabajadores', correct: false },
        { id: 'd', text: '60, porque su clase de riesgo es IV', correct: true },
      ],
      explanation:
        'Las empresas con más de 50 trabajadores, o de cualquier tamaño con riesgo IV o V, aplican los 60 estándares (Resolución 0312 de 2019, art. 16). La clase de riesgo pesa tanto como el tamaño.',
    },
    {
      topic: GRUPOS,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Una empresa de 5 trabajadores clasificada en riesgo V solo debe cumplir 7 estándares, porque tiene menos de 10 trabajadores.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Con riesgo IV o V la empresa aplica los 60 estándares sin importar su tamaño (Resolución 0312 de 2019, art. 16). Los 7 estándares son solo para empresas pequeñas de riesgo I a III.',
    },
    {
      topic: GRUPOS,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles hacen parte de los 7 estándares de las empresas de hasta 10 trabajadores con riesgo I a III?',
      options: [
        { id: 'a', text: 'Asignar una persona que diseñe e implemente el SG-SST', correct: true },
        { id: 'b', text: 'Conformar un COPASST con cuatro representantes', correct: false },
        { id: 'c', text: 'Tener un plan anual de trabajo', correct: true },
        { id: 'd', text: 'Contratar una auditoría externa cada año', correct: false },
        { id: 'e', text: 'Realizar las evaluaciones médicas ocupacionales', correct: true },
      ],
      explanation:
        'Los 7 estándares incluyen asignar responsable, afiliar a la seguridad social, capacitar, tener plan anual, hacer evaluaciones médicas, identificar peligros y controlarlos (Resolución 0312 de 2019, art. 3).',
    },
    {
      topic: GRUPOS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una oficina de riesgo I con 8 trabajadores contrata 6 personas más. ¿Qué cambia en sus estándares mínimos?',
      options: [
        { id: 'a', text: 'Nada, porque su clase de riesgo sigue siendo I', correct: false },
        { id: 'b', text: 'Pasa de 7 a 21 estándares, por tener ahora 14 trabajadores', correct: true },
        { id: 'c', text: 'Pasa de 7 a 60 estándares, por superar los 10 trabajadores', correct: false },
      ],
      explanation:
        'Con 14 trabajadores y riesgo I la empresa queda en el grupo de 11 a 50 trabajadores, que aplica 21 estándares (Resolución 0312 de 2019, art. 9).',
    },
    {
      topic: GRUPOS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Antes de iniciar la autoevaluación, ¿qué dos datos deben confirmarse para ubicar a la empresa en su grupo?',
      options: [
        { id: 'a', text: 'Las ventas del último año y el número de sedes', correct: false },
        { id: 'b', text: 'La antigüedad de la empresa y sus accidentes del año', correct: false },
        { id: 'c', text: 'El número real de trabajadores y la clase de riesgo ante la ARL', correct: true },
        { id: 'd', text: 'El tipo de sociedad y el número de contratos vigentes', correct: false },
      ],
      explanation:
        'El grupo (7, 21 o 60 estándares) depende del número de trabajadores y de la clase de riesgo (Resolución 0312 de 2019). Un error en estos datos deja mal planteada toda la evaluación.',
    },
    {
      topic: GRUPOS,
      level: 'hard',
      kind: 'true_false',
      prompt: 'La Resolución 0312 de 2019 sustituye al Decreto 1072 de 2015 en todo lo relativo al SG-SST.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Los estándares mínimos no sustituyen al Decreto 1072 de 2015: lo complementan, al convertir sus exigencias en ítems verificables con una calificación.',
    },

    // Distribución de los puntos
    {
      topic: PUNTOS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué porcentaje de la calificación de los estándares mínimos corresponde a la fase Hacer?',
      options: [
        { id: 'a', text: '25 %', correct: false },
        { id: 'b', text: '10 %', correct: false },
        { id: 'c', text: '60 %', correct: true },
        { id: 'd', text: '5 %', correct: false },
      ],
      explanation:
        'Hacer suma 60 %: gestión de la salud (20 %), gestión de peligros y riesgos (30 %) y gestión de amenazas (10 %) (Resolución 0312 de 2019).',
    },
    {
      topic: PUNTOS,
      level: 'easy',
      kind: 'true_false',
      prompt: 'La fase Verificar tiene un peso de 5 % en la calificación de los estándares mínimos.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation: 'Según la Resolución 0312 de 2019, Planear pesa 25 %, Hacer 60 %, Verificar 5 % y Actuar 10 %.',
    },
    {
      topic: PUNTOS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuál es el grupo de estándares con mayor peso dentro de la calificación?',
      options: [
        { id: 'a', text: 'Gestión de la salud', correct: false },
        { id: 'b', text: 'Gestión integral del SG-SST', correct: false },
        { id: 'c', text: 'Gestión de amenazas', correct: false },
        { id: 'd', text: 'Gestión de peligros y riesgos', correct: true },
      ],
      explanation:
        'La gestión de peligros y riesgos vale 30 %, frente a 20 % de la gestión de la salud, 15 % de la gestión integral y 10 % de la gestión de amenazas (Resolución 0312 de 2019).',
    },
    {
      topic: PUNTOS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué evalúa el grupo de gestión de amenazas, que vale 10 % de la calificación?',
      options: [
        { id: 'a', text: 'El plan de emergencias y la brigada conformada, capacitada y dotada', correct: true },
        { id: 'b', text: 'Los exámenes médicos de ingreso, periódicos y de retiro', correct: false },
        { id: 'c', text: 'Los indicadores, la auditoría y la revisión por la dirección', correct: false },
      ],
      explanation:
        'La gestión de amenazas se refiere a la preparación ante emergencias: el plan de prevención, preparación y respuesta y la brigada conformada, capacitada y dotada (Resolución 0312 de 2019).',
    },
    {
      topic: PUNTOS,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Qué grupos de estándares conforman la fase Hacer?',
      options: [
        { id: 'a', text: 'Gestión de la salud', correct: true },
        { id: 'b', text: 'Mejoramiento', correct: false },
        { id: 'c', text: 'Gestión de peligros y riesgos', correct: true },
        { id: 'd', text: 'Gestión integral del SG-SST', correct: false },
        { id: 'e', text: 'Gestión de amenazas', correct: true },
      ],
      explanation:
        'Hacer agrupa gestión de la salud, gestión de peligros y riesgos y gestión de amenazas. La gestión integral pertenece a Planear y el mejoramiento a Actuar (Resolución 0312 de 2019).',
    },
    {
      topic: PUNTOS,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Una empresa con toda la documentación del SG-SST en orden obtiene necesariamente una valoración aceptable.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'El 60 % de la calificación está en Hacer (Resolución 0312 de 2019). Sin evidencias de exámenes médicos, control de peligros y preparación ante emergencias, la calificación cae aunque los documentos estén completos.',
    },
    {
      topic: PUNTOS,
      level: 'hard',
      kind: 'single',
      prompt: 'Dentro de Planear, ¿cuánto pesa el grupo de recursos y cómo se reparte?',
      options: [
        { id: 'a', text: '10 %: 4 % de recursos y 6 % de capacitación', correct: true },
        { id: 'b', text: '25 %: todo asignado a recursos financieros', correct: false },
        { id: 'c', text: '5 %: 2 % de recursos y 3 % de capacitación', correct: false },
        { id: 'd', text: '15 %: 10 % de recursos y 5 % de capacitación', correct: false },
      ],
      explanation:
        'Planear (25 %) se compone de recursos (10 %: recursos financieros, técnicos, humanos y de otra índole 4 % y capacitación 6 %) y gestión integral del SG-SST (15 %) (Resolución 0312 de 2019).',
    },
    {
      topic: PUNTOS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un taller obtiene todos los puntos de Planear, pero no tiene mediciones de ruido, no ha hecho simulacro y su matriz de peligros lleva tres años sin actualizarse. ¿Por qué su resultado puede ser bajo?',
      options: [
        { id: 'a', text: 'Porque Planear solo cuenta si la ARL lo valida', correct: false },
        { id: 'b', text: 'Porque sus brechas están en Hacer, que pesa 60 %', correct: true },
        { id: 'c', text: 'Porque Verificar es la fase de mayor peso', correct: false },
      ],
      explanation:
        'Las mediciones, el simulacro y la matriz de peligros hacen parte de Hacer, la fase de mayor peso (60 %) según la Resolución 0312 de 2019. Una documentación impecable no compensa esa pérdida.',
    },
    {
      topic: PUNTOS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa cumple todos los estándares de Planear, Verificar y Actuar, pero ninguno de Hacer. ¿Qué puntaje y valoración obtiene?',
      options: [
        { id: 'a', text: '40 %, valoración crítica', correct: true },
        { id: 'b', text: '60 %, moderadamente aceptable', correct: false },
        { id: 'c', text: '75 %, moderadamente aceptable', correct: false },
        { id: 'd', text: '85 %, valoración aceptable', correct: false },
      ],
      explanation:
        'Planear (25 %) + Verificar (5 %) + Actuar (10 %) suman 40 %. Un resultado menor al 60 % es crítico (Resolución 0312 de 2019).',
    },

    // Autoevaluación
    {
      topic: AUTOEVALUACION,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál es la regla de oro para calificar un estándar en la autoevaluación?',
      options: [
        { id: 'a', text: 'Lo que se planea hacer durante el año se califica como cumplido', correct: false },
        { id: 'b', text: 'Lo que el jefe confirma de palabra se califica como cumplido', correct: false },
        { id: 'c', text: 'Lo que no tiene soporte no se califica como cumplido', correct: true },
      ],
      explanation:
        'Cada estándar se califica contra evidencias concretas: actas, registros, informes o indicadores. Un procedimiento no escrito o una capacitación sin lista de asistencia no suman.',
    },
    {
      topic: AUTOEVALUACION,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Un estándar marcado como "no aplica" sin una justificación vale cero puntos.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La Resolución 0312 de 2019 solo reconoce el puntaje de un ítem que no aplica cuando existe la justificación de por qué no aplica.',
    },
    {
      topic: AUTOEVALUACION,
      level: 'medium',
      kind: 'single',
      prompt: '¿Ante quién se registran la autoevaluación de estándares mínimos y el plan de mejoramiento?',
      options: [
        { id: 'a', text: 'Ante el Fondo de Riesgos Laborales', correct: true },
        { id: 'b', text: 'Ante la EPS de cada trabajador', correct: false },
        { id: 'c', text: 'Ante la cámara de comercio', correct: false },
        { id: 'd', text: 'Ante el comité de convivencia', correct: false },
      ],
      explanation:
        'La autoevaluación y el plan de mejoramiento se registran ante el Fondo de Riesgos Laborales, según la Circular 0071 de 2020 del Ministerio del Trabajo.',
    },
    {
      topic: AUTOEVALUACION,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una empresa de software sin procesos industriales marca "no aplica" en las mediciones de sustancias químicas. ¿Cuándo obtiene el puntaje?',
      options: [
        { id: 'a', text: 'Siempre, porque es una empresa de servicios', correct: false },
        { id: 'b', text: 'Nunca, porque todo estándar debe cumplirse con evidencia', correct: false },
        { id: 'c', text: 'Si justifica que no usa químicos, soportado en su matriz de peligros', correct: true },
      ],
      explanation:
        'Un estándar que no corresponde a la realidad de la empresa recibe el puntaje solo si se justifica por qué no aplica (Resolución 0312 de 2019); la matriz de peligros respalda esa justificación.',
    },
    {
      topic: AUTOEVALUACION,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una planta de pinturas marca "no aplica" en las mediciones ambientales porque "nunca las ha necesitado". ¿Es correcto?',
      options: [
        { id: 'a', text: 'Sí, porque la empresa decide qué estándares le aplican', correct: false },
        { id: 'b', text: 'Sí, siempre que lo escriba en el formato de autoevaluación', correct: false },
        { id: 'c', text: 'No, porque la exposición a solventes hace que el estándar aplique', correct: true },
      ],
      explanation:
        'El "no aplica" solo procede cuando el estándar no corresponde a la realidad de la empresa. Si hay exposición a solventes, las mediciones sí aplican y, sin ellas, el estándar vale cero.',
    },
    {
      topic: AUTOEVALUACION,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estos elementos sirven como evidencia para calificar un estándar como cumplido?',
      options: [
        { id: 'a', text: 'Acta firmada de la reunión del COPASST', correct: true },
        { id: 'b', text: 'Afirmación verbal del jefe de que se capacitó', correct: false },
        { id: 'c', text: 'Lista de asistencia de una capacitación', correct: true },
        { id: 'd', text: 'Informe de la medición de ruido del área', correct: true },
        { id: 'e', text: 'Intención de hacer el simulacro el próximo año', correct: false },
      ],
      explanation:
        'Los estándares se califican contra evidencias concretas como actas, registros, fotografías, informes e indicadores. Lo que no tiene soporte no se califica como cumplido.',
    },
    {
      topic: AUTOEVALUACION,
      level: 'hard',
      kind: 'single',
      prompt: 'En la autoevaluación, un estándar se cumple solo en parte. ¿Cómo se califica?',
      options: [
        { id: 'a', text: 'Con la mitad de su valor en puntos', correct: false },
        { id: 'b', text: 'Como "no aplica", mientras se completa', correct: false },
        { id: 'c', text: 'Con su valor completo si hay plan de mejora', correct: false },
        { id: 'd', text: 'Con cero, porque solo suma si se cumple completamente', correct: true },
      ],
      explanation:
        'En la Resolución 0312 de 2019 cada estándar otorga su valor solo si se cumple completamente; si no se cumple, se obtiene cero.',
    },
    {
      topic: AUTOEVALUACION,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Calificar como cumplido un estándar sin evidencia solo tiene un riesgo: perder esos puntos si la ARL revisa la autoevaluación.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Una calificación inflada deja a la empresa sin plan de mejora justo donde más lo necesita y la expone a sanciones si una inspección encuentra la diferencia entre el papel y la realidad.',
    },

    // Valoración y plan de mejora
    {
      topic: VALORACION,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué valoración corresponde a un resultado mayor al 85 % en la autoevaluación?',
      options: [
        { id: 'a', text: 'Moderadamente aceptable', correct: false },
        { id: 'b', text: 'Aceptable', correct: true },
        { id: 'c', text: 'Crítico', correct: false },
      ],
      explanation:
        'Según la Resolución 0312 de 2019, más de 85 % es aceptable; entre 60 % y 85 %, moderadamente aceptable; menos de 60 %, crítico.',
    },
    {
      topic: VALORACION,
      level: 'easy',
      kind: 'single',
      prompt: 'Una empresa de logística obtiene 72 % en su autoevaluación. ¿Cuál es su valoración?',
      options: [
        { id: 'a', text: 'Moderadamente aceptable', correct: true },
        { id: 'b', text: 'Crítico', correct: false },
        { id: 'c', text: 'Aceptable', correct: false },
      ],
      explanation:
        'Un resultado entre 60 % y 85 % es moderadamente aceptable: exige plan de mejoramiento e informe de avances a la ARL en máximo seis meses, y el Ministerio del Trabajo incluye a la empresa en su plan de visitas (Resolución 0312 de 2019, art. 28).',
    },
    {
      topic: VALORACION,
      level: 'medium',
      kind: 'single',
      prompt:
        'Con una valoración moderadamente aceptable, ¿en qué plazo máximo debe enviarse a la ARL el informe de avances del plan de mejoramiento?',
      options: [
        { id: 'a', text: 'Tres meses', correct: false },
        { id: 'b', text: 'Seis meses', correct: true },
        { id: 'c', text: 'Un año', correct: false },
        { id: 'd', text: 'Dos meses', correct: false },
      ],
      explanation:
        'Entre 60 % y 85 % la empresa debe tener plan de mejoramiento y reportar avances a la ARL en un plazo máximo de seis meses; además, entra en el plan de visitas del Ministerio del Trabajo (Resolución 0312 de 2019, art. 28).',
    },
    {
      topic: VALORACION,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Una empresa con valoración aceptable no debe hacer nada más con los estándares hasta la siguiente autoevaluación.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Incluso con más de 85 % la empresa debe mantener la calificación y las evidencias e incluir las mejoras detectadas en el plan anual de trabajo (Resolución 0312 de 2019).',
    },
    {
      topic: VALORACION,
      level: 'medium',
      kind: 'single',
      prompt: '¿Con qué valoraciones incluye el Ministerio del Trabajo a la empresa en un plan de visita?',
      options: [
        { id: 'a', text: 'Solo con la crítica, por debajo del 60 %', correct: false },
        { id: 'b', text: 'Con la crítica y con la moderadamente aceptable, es decir, hasta el 85 %', correct: true },
        { id: 'c', text: 'Con las tres, incluida la aceptable', correct: false },
      ],
      explanation:
        'El plan de visita del Ministerio del Trabajo llega con la valoración crítica (menos de 60 %) y también con la moderadamente aceptable (60 % a 85 %). Con más de 85 % la empresa solo mantiene la calificación y las evidencias a su disposición (Resolución 0312 de 2019, art. 28).',
    },
    {
      topic: VALORACION,
      level: 'hard',
      kind: 'single',
      prompt:
        'Además del plan de visita, ¿qué valoración trae un seguimiento anual por parte del Ministerio del Trabajo?',
      options: [
        { id: 'a', text: 'Crítica, con menos de 60 %', correct: true },
        { id: 'b', text: 'Moderadamente aceptable, con 60 % a 85 %', correct: false },
        { id: 'c', text: 'Aceptable, con más de 85 %', correct: false },
      ],
      explanation:
        'Solo la valoración crítica suma seguimiento anual al plan de visita, junto con el plan de mejoramiento inmediato y el informe de avances a la ARL en máximo tres meses. La moderadamente aceptable trae plan de visita, pero no ese seguimiento anual (Resolución 0312 de 2019, art. 28).',
    },
    {
      topic: VALORACION,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Una empresa que obtiene 58 % puede enviar a la ARL el informe de avances de su plan de mejoramiento en un plazo de hasta seis meses.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Con menos de 60 % la valoración es crítica y el informe de avances a la ARL debe enviarse en un plazo máximo de tres meses (Resolución 0312 de 2019).',
    },
    {
      topic: VALORACION,
      level: 'medium',
      kind: 'multiple',
      prompt: 'Para que un plan de mejoramiento sea útil, ¿qué debe definir cada acción?',
      options: [
        { id: 'a', text: 'Un responsable con nombre y cargo', correct: true },
        { id: 'b', text: 'La firma de todos los trabajadores', correct: false },
        { id: 'c', text: 'Una fecha realista dentro del plazo', correct: true },
        { id: 'd', text: 'Los recursos asignados para ejecutarla', correct: true },
        { id: 'e', text: 'La aprobación previa del Ministerio', correct: false },
      ],
      explanation:
        'Cada acción debe responder qué se hará, por qué (el estándar incumplido), quién, cuándo y con qué recursos; sin esos datos el plan se queda en buenas intenciones.',
    },
    {
      topic: VALORACION,
      level: 'hard',
      kind: 'single',
      prompt: 'Al construir el plan de mejoramiento, ¿qué brechas conviene atender primero?',
      options: [
        { id: 'a', text: 'Las documentales, porque son las más fáciles de cerrar', correct: false },
        { id: 'b', text: 'Las de Verificar, porque su peso en puntos es menor', correct: false },
        { id: 'c', text: 'Las de peligros y tareas de alto riesgo, como alturas', correct: true },
        { id: 'd', text: 'Las que la ARL revise con más frecuencia', correct: false },
      ],
      explanation:
        'Se priorizan la gestión de peligros y riesgos y las tareas de alto riesgo (alturas, espacios confinados, energías peligrosas), porque de ellas dependen las lesiones graves; después, los ítems documentales.',
    },
    {
      topic: VALORACION,
      level: 'hard',
      kind: 'single',
      prompt: 'Una empresa obtiene exactamente 85 % en su autoevaluación. ¿Qué valoración le corresponde?',
      options: [
        { id: 'a', text: 'Aceptable, porque alcanzó el 85 %', correct: false },
        { id: 'b', text: 'Moderadamente aceptable', correct: true },
        { id: 'c', text: 'Crítica, porque no superó el 90 %', correct: false },
      ],
      explanation:
        'La valoración aceptable exige un resultado mayor al 85 %; entre 60 % y 85 % la valoración es moderadamente aceptable (Resolución 0312 de 2019).',
    },
    // Lote adicional 1: requisitos concretos de los estándares
    {
      topic: GRUPOS,
      level: 'easy',
      kind: 'single',
      prompt:
        'En una panadería de 7 trabajadores, ¿qué figura asume la participación de los trabajadores en SST que en las empresas más grandes tiene el COPASST?',
      options: [
        { id: 'a', text: 'El comité de convivencia laboral', correct: false },
        { id: 'b', text: 'El vigía de seguridad y salud en el trabajo', correct: true },
        { id: 'c', text: 'La brigada de emergencias', correct: false },
        { id: 'd', text: 'El auditor interno del SG-SST', correct: false },
      ],
      explanation:
        'La Resolución 2013 de 1986 exige el COPASST a las empresas de 10 o más trabajadores; las de menos de 10 designan un vigía de SST (Decreto 1295 de 1994; Decreto 1072 de 2015).',
    },
    {
      topic: GRUPOS,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'Afiliar a los trabajadores al Sistema de Seguridad Social Integral es uno de los 7 estándares de las empresas de hasta 10 trabajadores con riesgo I a III.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La afiliación al Sistema de Seguridad Social Integral está entre los 7 estándares de las empresas más pequeñas (Resolución 0312 de 2019, art. 3), junto con el responsable, la capacitación y el plan anual, entre otros.',
    },
    {
      topic: GRUPOS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué curso debe haber aprobado la persona responsable del diseño e implementación del SG-SST?',
      options: [
        { id: 'a', text: 'El curso de trabajo seguro en alturas de nivel avanzado', correct: false },
        { id: 'b', text: 'Un diplomado presencial de primeros auxilios', correct: false },
        { id: 'c', text: 'El curso virtual de 50 horas sobre el SG-SST', correct: true },
        { id: 'd', text: 'El curso de brigadista de emergencias', correct: false },
      ],
      explanation:
        'Los estándares exigen que el responsable del SG-SST acredite el curso virtual de 50 horas, reglamentado por la Resolución 4927 de 2016 y ofrecido solo por entidades autorizadas.',
    },
    {
      topic: GRUPOS,
      level: 'medium',
      kind: 'multiple',
      prompt:
        '¿Cuáles de estos estándares hacen parte de los 21 que aplican a una empresa de 11 a 50 trabajadores con riesgo I, II o III?',
      options: [
        { id: 'a', text: 'Conformación y funcionamiento del COPASST', correct: true },
        { id: 'b', text: 'Auditoría anual del SG-SST', correct: false },
        { id: 'c', text: 'Plan de prevención, preparación y respuesta ante emergencias', correct: true },
        { id: 'd', text: 'Conformación del comité de convivencia laboral', correct: true },
        { id: 'e', text: 'Matriz legal actualizada', correct: false },
      ],
      explanation:
        'Los 21 estándares del artículo 9 de la Resolución 0312 de 2019 incluyen el COPASST, el comité de convivencia y el plan de emergencias; la auditoría anual y la matriz legal aparecen en la tabla completa de 60.',
    },
    {
      topic: GRUPOS,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una distribuidora de 30 trabajadores con riesgo II debe conformar su COPASST. ¿Cómo se integra según su tamaño?',
      options: [
        { id: 'a', text: 'Dos representantes del empleador y dos de los trabajadores, con suplentes', correct: false },
        { id: 'b', text: 'Un vigía designado por el empleador, sin elección', correct: false },
        { id: 'c', text: 'Cuatro representantes de cada parte, con suplentes', correct: false },
        { id: 'd', text: 'Un representante del empleador y uno de los trabajadores, con suplentes', correct: true },
      ],
      explanation:
        'Para empresas de 10 a 49 trabajadores el COPASST tiene un representante principal y un suplente por cada parte (Resolución 2013 de 1986). Dos por parte corresponde a empresas de 50 a 499 trabajadores.',
    },
    {
      topic: GRUPOS,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una ferretería de 9 trabajadores con riesgo II revisa su lista de estándares. ¿Cuál de estos NO es uno de sus 7 estándares?',
      options: [
        { id: 'a', text: 'Realizar las evaluaciones médicas ocupacionales', correct: false },
        { id: 'b', text: 'Tener un plan anual de trabajo', correct: false },
        { id: 'c', text: 'Planificar la auditoría anual con el COPASST', correct: true },
        { id: 'd', text: 'Identificar peligros y valorar los riesgos', correct: false },
      ],
      explanation:
        'Los 7 estándares del artículo 3 de la Resolución 0312 de 2019 incluyen evaluaciones médicas, plan anual e identificación de peligros; la planificación de la auditoría con el COPASST pertenece a la tabla de 60.',
    },
    {
      topic: GRUPOS,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una empresa tiene trabajadores en actividades de alto riesgo definidas en el Decreto 2090 de 2003. ¿Qué le exige el estándar correspondiente?',
      options: [
        { id: 'a', text: 'Identificarlos y pagar la cotización especial de pensiones', correct: true },
        { id: 'b', text: 'Afiliarlos a una ARL diferente de la del resto del personal', correct: false },
        { id: 'c', text: 'Reducirles la jornada a cuatro horas diarias', correct: false },
        { id: 'd', text: 'Retirarlos del COPASST por su exposición', correct: false },
      ],
      explanation:
        'El estándar 1.1.5 de la Resolución 0312 de 2019 pide identificar a los trabajadores que realizan actividades de alto riesgo según el Decreto 2090 de 2003 y cotizar por ellos la pensión especial, que tiene puntos adicionales a cargo del empleador.',
    },
    {
      topic: GRUPOS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una constructora de 6 trabajadores está clasificada en riesgo V. En su autoevaluación, ¿se le califica la brigada de emergencias?',
      options: [
        { id: 'a', text: 'No, porque con menos de 10 trabajadores solo tiene 7 estándares', correct: false },
        { id: 'b', text: 'Sí, porque aplica los 60 estándares, entre ellos la brigada', correct: true },
        { id: 'c', text: 'Solo si la ARL se lo exige por escrito después de una visita', correct: false },
      ],
      explanation:
        'Con riesgo IV o V se aplican los 60 estándares sin importar el tamaño (Resolución 0312 de 2019, art. 16); la tabla incluye la brigada de emergencias conformada, capacitada y dotada.',
    },
    {
      topic: GRUPOS,
      level: 'hard',
      kind: 'single',
      prompt:
        'La Resolución 0312 de 2019 recogió las fases de adecuación del SG-SST que venían de la norma anterior. ¿Cuál fue la primera de ellas?',
      options: [
        { id: 'a', text: 'Inspección, vigilancia y control', correct: false },
        { id: 'b', text: 'Ejecución del sistema', correct: false },
        { id: 'c', text: 'Plan de mejoramiento', correct: false },
        { id: 'd', text: 'Evaluación inicial', correct: true },
      ],
      explanation:
        'La transición empezó con la evaluación inicial, siguió con el plan de mejoramiento, la ejecución y el seguimiento, y terminó con la fase de inspección, vigilancia y control del Ministerio del Trabajo (Resolución 0312 de 2019).',
    },
    {
      topic: GRUPOS,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Cuando una empresa de 20 trabajadores recibe asesoría de su ARL para implementar el SG-SST, la responsabilidad de cumplir los estándares mínimos pasa a la ARL.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'La ARL asesora y brinda asistencia técnica, pero la obligación de implementar el SG-SST y cumplir los estándares sigue siendo del empleador (Decreto 1072 de 2015 y Resolución 0312 de 2019).',
    },
    {
      topic: PUNTOS,
      level: 'easy',
      kind: 'single',
      prompt:
        'En la tabla de valores, ¿cuánto vale el estándar del plan de prevención, preparación y respuesta ante emergencias?',
      options: [
        { id: 'a', text: '0,5 puntos', correct: false },
        { id: 'b', text: '2 puntos', correct: false },
        { id: 'c', text: '10 puntos', correct: false },
        { id: 'd', text: '5 puntos', correct: true },
      ],
      explanation:
        'La gestión de amenazas vale 10 puntos repartidos en dos estándares de 5: el plan de prevención, preparación y respuesta ante emergencias y la brigada (Resolución 0312 de 2019).',
    },
    {
      topic: PUNTOS,
      level: 'easy',
      kind: 'single',
      prompt:
        '¿Cuánto vale cada uno de los estándares del subgrupo de recursos financieros, técnicos y humanos, como la asignación del responsable o la afiliación a la seguridad social?',
      options: [
        { id: 'a', text: '0,5 puntos', correct: true },
        { id: 'b', text: '1 punto', correct: false },
        { id: 'c', text: '2 puntos', correct: false },
        { id: 'd', text: '4 puntos', correct: false },
      ],
      explanation:
        'El subgrupo de recursos vale 4 puntos repartidos en 8 estándares de 0,5 cada uno (Resolución 0312 de 2019). Los 4 puntos son el total del subgrupo, no de cada estándar.',
    },
    {
      topic: PUNTOS,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'Cada uno de los tres estándares de capacitación en el SG-SST (programa anual, inducción y reinducción, curso del responsable) vale 2 puntos.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La capacitación en el SG-SST suma 6 puntos: tres estándares de 2 puntos cada uno (Resolución 0312 de 2019).',
    },
    {
      topic: PUNTOS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cómo se reparten los 5 puntos del grupo de verificación del SG-SST?',
      options: [
        { id: 'a', text: 'Un único estándar de auditoría que vale 5 puntos', correct: false },
        { id: 'b', text: 'Cuatro estándares de 1,25 puntos cada uno', correct: true },
        { id: 'c', text: 'Dos estándares de 2,5 puntos cada uno', correct: false },
        { id: 'd', text: 'Cinco estándares de 1 punto cada uno', correct: false },
      ],
      explanation:
        'Verificar tiene cuatro estándares de 1,25 puntos: indicadores, auditoría anual, revisión por la alta dirección y planificación de la auditoría con el COPASST (Resolución 0312 de 2019).',
    },
    {
      topic: PUNTOS,
      level: 'medium',
      kind: 'single',
      prompt:
        '¿Cuánto vale el estándar de reporte de los accidentes de trabajo y enfermedades laborales a la ARL y a la EPS?',
      options: [
        { id: 'a', text: '1 punto', correct: false },
        { id: 'b', text: '0,5 puntos', correct: false },
        { id: 'c', text: '2 puntos', correct: true },
        { id: 'd', text: '5 puntos', correct: false },
      ],
      explanation:
        'El subgrupo de registro, reporte e investigación vale 5 puntos: el reporte (2), la investigación (2) y el registro y análisis estadístico (1) (Resolución 0312 de 2019).',
    },
    {
      topic: PUNTOS,
      level: 'medium',
      kind: 'single',
      prompt: 'El grupo de mejoramiento vale 10 puntos. ¿Cómo se distribuyen?',
      options: [
        { id: 'a', text: 'Cuatro estándares de 2,5 puntos cada uno', correct: true },
        { id: 'b', text: 'Dos estándares de 5 puntos cada uno', correct: false },
        { id: 'c', text: 'Diez estándares de 1 punto cada uno', correct: false },
        { id: 'd', text: 'Un estándar de 4 puntos y tres de 2 puntos', correct: false },
      ],
      explanation:
        'Mejoramiento agrupa cuatro estándares de 2,5 puntos: acciones preventivas y correctivas, mejoras por la revisión de la alta dirección, mejoras por las investigaciones de AT y EL, y plan de mejoramiento por requerimientos de autoridades y ARL (Resolución 0312 de 2019).',
    },
    {
      topic: PUNTOS,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Todos los estándares de la tabla de la Resolución 0312 de 2019 tienen el mismo valor, porque son 60 estándares que suman 100 puntos.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Los valores varían de 0,5 a 5 puntos: por ejemplo, cada estándar de recursos vale 0,5 y cada estándar de gestión de amenazas vale 5 (Resolución 0312 de 2019).',
    },
    {
      topic: PUNTOS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa no cumple dos estándares: la identificación de peligros con participación de todos los niveles y las mediciones ambientales. ¿Cuántos puntos pierde?',
      options: [
        { id: 'a', text: '5 puntos', correct: false },
        { id: 'b', text: '2,5 puntos', correct: false },
        { id: 'c', text: '15 puntos', correct: false },
        { id: 'd', text: '8 puntos', correct: true },
      ],
      explanation:
        'Cada uno de esos estándares vale 4 puntos en la tabla de la Resolución 0312 de 2019, así que la empresa pierde 8. Los 15 puntos son el total del subgrupo de identificación de peligros.',
    },
    {
      topic: PUNTOS,
      level: 'hard',
      kind: 'single',
      prompt:
        'En una empresa que aplica los 60 estándares faltan el plan anual de trabajo firmado, la matriz legal y el archivo y retención documental. ¿Cuántos puntos pierde?',
      options: [
        { id: 'a', text: '3 puntos', correct: false },
        { id: 'b', text: '6 puntos', correct: true },
        { id: 'c', text: '15 puntos', correct: false },
        { id: 'd', text: '1,5 puntos', correct: false },
      ],
      explanation:
        'Esos tres estándares de la gestión integral valen 2 puntos cada uno, en total 6 (Resolución 0312 de 2019). Los 15 puntos corresponden a todo el grupo de gestión integral.',
    },
    {
      topic: PUNTOS,
      level: 'hard',
      kind: 'multiple',
      prompt: '¿Cuáles de estos estándares valen 2,5 puntos cada uno en la tabla de la Resolución 0312 de 2019?',
      options: [
        { id: 'a', text: 'Entrega de elementos de protección personal y capacitación en su uso', correct: true },
        { id: 'b', text: 'Mantenimiento periódico de instalaciones, equipos y herramientas', correct: true },
        { id: 'c', text: 'Mediciones ambientales químicas, físicas y biológicas', correct: false },
        { id: 'd', text: 'Acciones de mejora según las investigaciones de AT y EL', correct: true },
        { id: 'e', text: 'Evaluaciones médicas ocupacionales', correct: false },
      ],
      explanation:
        'Los seis estándares de medidas de prevención y control y los cuatro de mejoramiento valen 2,5 cada uno. Las mediciones ambientales valen 4 y las evaluaciones médicas, 1 (Resolución 0312 de 2019).',
    },
    {
      topic: AUTOEVALUACION,
      level: 'easy',
      kind: 'single',
      prompt: 'Como buena práctica, ¿quiénes deberían participar en la autoevaluación de los estándares mínimos?',
      options: [
        { id: 'a', text: 'Solo un consultor externo, para que sea imparcial', correct: false },
        { id: 'b', text: 'Únicamente el gerente, porque es quien firma', correct: false },
        {
          id: 'c',
          text: 'El responsable del SG-SST, la alta dirección y un integrante del COPASST o el vigía',
          correct: true,
        },
        { id: 'd', text: 'Los funcionarios de la ARL, que la diligencian por la empresa', correct: false },
      ],
      explanation:
        'La autoevaluación la lidera el responsable del SG-SST con un representante de la alta dirección y, como buena práctica, un integrante del COPASST o el vigía, que conocen la realidad de la operación.',
    },
    {
      topic: AUTOEVALUACION,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'Una vez registrada la autoevaluación, la empresa puede eliminar las evidencias, porque ya cumplió con reportarla.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'La empresa debe conservar una copia firmada y todas las evidencias, porque la ARL o un inspector del Ministerio del Trabajo pueden solicitarlas (Resolución 0312 de 2019).',
    },
    {
      topic: AUTOEVALUACION,
      level: 'easy',
      kind: 'single',
      prompt:
        '¿Qué soporte demuestra en la autoevaluación que se cumple el estándar de evaluaciones médicas ocupacionales?',
      options: [
        { id: 'a', text: 'Los certificados de aptitud emitidos por el médico para cada trabajador', correct: true },
        { id: 'b', text: 'Los diagnósticos clínicos de cada trabajador archivados por el jefe', correct: false },
        { id: 'c', text: 'La lista de EPS a las que están afiliados los trabajadores', correct: false },
        { id: 'd', text: 'Una declaración del gerente de que todos están sanos', correct: false },
      ],
      explanation:
        'El empleador recibe y conserva el certificado de aptitud de cada evaluación médica; el diagnóstico es reservado y hace parte de la historia clínica, que no custodia el empleador.',
    },
    {
      topic: AUTOEVALUACION,
      level: 'medium',
      kind: 'single',
      prompt:
        'Al revisar el estándar de la política de SST, ¿qué debe verificar el equipo para calificarlo como cumplido?',
      options: [
        { id: 'a', text: 'Que esté publicada en la página web, aunque no esté firmada', correct: false },
        { id: 'b', text: 'Que la haya redactado la ARL con su logotipo', correct: false },
        { id: 'c', text: 'Que exista un borrador aprobado verbalmente por la gerencia', correct: false },
        { id: 'd', text: 'Que esté escrita, firmada, fechada y comunicada al COPASST', correct: true },
      ],
      explanation:
        'El estándar de la política pide un documento escrito, firmado y fechado por el representante legal y comunicado al COPASST (Resolución 0312 de 2019; Decreto 1072 de 2015).',
    },
    {
      topic: AUTOEVALUACION,
      level: 'medium',
      kind: 'single',
      prompt:
        'La matriz de peligros de una empresa se elaboró hace dos años y no se ha vuelto a revisar. ¿Cómo se califica el estándar de identificación de peligros?',
      options: [
        { id: 'a', text: 'Cumplido, porque la matriz existe y está firmada', correct: false },
        { id: 'b', text: 'No cumplido, porque debe actualizarse al menos una vez al año', correct: true },
        { id: 'c', text: 'Como "no aplica", mientras se actualiza', correct: false },
        { id: 'd', text: 'Con la mitad de su valor por estar desactualizada', correct: false },
      ],
      explanation:
        'La identificación de peligros y valoración de riesgos debe hacerse con participación de todos los niveles y actualizarse como mínimo una vez al año (Resolución 0312 de 2019). Un estándar incumplido vale cero.',
    },
    {
      topic: AUTOEVALUACION,
      level: 'medium',
      kind: 'multiple',
      prompt:
        '¿Qué evidencias sirven para calificar como cumplido el estándar de la brigada de emergencias conformada, capacitada y dotada?',
      options: [
        { id: 'a', text: 'El acta o registro de conformación de la brigada', correct: true },
        { id: 'b', text: 'Los registros de las capacitaciones de los brigadistas', correct: true },
        { id: 'c', text: 'La promesa de comprar los equipos el próximo año', correct: false },
        { id: 'd', text: 'El inventario de la dotación entregada a la brigada', correct: true },
        { id: 'e', text: 'Un correo que invita a los trabajadores a inscribirse', correct: false },
      ],
      explanation:
        'El estándar exige tres cosas verificables: brigada conformada, capacitada y dotada (Resolución 0312 de 2019). Cada una necesita su soporte; una intención o una convocatoria no lo demuestran.',
    },
    {
      topic: AUTOEVALUACION,
      level: 'medium',
      kind: 'single',
      prompt:
        'El último simulacro de una empresa se hizo hace 18 meses. ¿Cómo se califica este año el estándar del plan de emergencias?',
      options: [
        { id: 'a', text: 'No cumplido, porque el simulacro debe hacerse al menos una vez al año', correct: true },
        { id: 'b', text: 'Cumplido, porque existe registro de un simulacro', correct: false },
        { id: 'c', text: 'Cumplido, si el plan escrito sigue vigente', correct: false },
        { id: 'd', text: 'Como "no aplica", hasta el próximo simulacro', correct: false },
      ],
      explanation:
        'El plan de prevención, preparación y respuesta ante emergencias debe probarse con simulacros como mínimo una vez al año (Decreto 1072 de 2015 y Resolución 0312 de 2019). Un simulacro de hace 18 meses no soporta el estándar de este año.',
    },
    {
      topic: AUTOEVALUACION,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un estudio de diseño gráfico marca "no aplica" en el estándar de sustancias carcinógenas o de toxicidad aguda, con una justificación escrita respaldada en su matriz de peligros. ¿Qué puntaje recibe ese estándar?',
      options: [
        { id: 'a', text: 'Cero, porque todo estándar debe cumplirse', correct: false },
        { id: 'b', text: 'La mitad de su valor, 1,5 puntos', correct: false },
        { id: 'c', text: 'Su valor completo, 3 puntos', correct: true },
        { id: 'd', text: 'Un punto simbólico por la justificación', correct: false },
      ],
      explanation:
        'Un estándar que no aplica, con justificación, recibe su valor completo; el de sustancias carcinógenas o de toxicidad aguda vale 3 puntos (Resolución 0312 de 2019).',
    },
    {
      topic: AUTOEVALUACION,
      level: 'hard',
      kind: 'single',
      prompt:
        'La responsable del SG-SST tiene licencia en SST vigente, pero no ha aprobado el curso virtual de 50 horas. ¿Cómo se califica el estándar que exige ese curso?',
      options: [
        { id: 'a', text: 'Con su valor completo, porque la licencia lo reemplaza', correct: false },
        { id: 'b', text: 'Con cero de sus 2 puntos, porque falta el certificado', correct: true },
        { id: 'c', text: 'Con 1 punto, porque cumple la mitad del requisito', correct: false },
        { id: 'd', text: 'Como "no aplica", porque ya es profesional', correct: false },
      ],
      explanation:
        'El estándar del curso de 50 horas vale 2 puntos y solo se obtiene con el certificado (Resolución 0312 de 2019; Resolución 4927 de 2016). La licencia es un requisito distinto y no lo sustituye.',
    },
    {
      topic: AUTOEVALUACION,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Si un estándar se incumple en la autoevaluación, el equipo puede marcarlo como "no aplica" mientras ejecuta el plan de mejoramiento, para no perder los puntos.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'El "no aplica" solo procede cuando el estándar no corresponde a la realidad de la empresa y se justifica (Resolución 0312 de 2019). Un estándar incumplido vale cero y va al plan de mejoramiento.',
    },
    {
      topic: VALORACION,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál es el propósito del plan de mejoramiento que sigue a la autoevaluación?',
      options: [
        { id: 'a', text: 'Justificar ante la ARL por qué no se cumplieron los estándares', correct: false },
        { id: 'b', text: 'Reemplazar el plan anual de trabajo durante un año', correct: false },
        { id: 'c', text: 'Subir el puntaje sin cambiar la operación de la empresa', correct: false },
        { id: 'd', text: 'Responder en orden a los estándares que no se cumplieron', correct: true },
      ],
      explanation:
        'El plan de mejoramiento es la respuesta ordenada a los estándares incumplidos: cada acción define qué se hará, por qué, quién, cuándo y con qué recursos (Resolución 0312 de 2019).',
    },
    {
      topic: VALORACION,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Con una valoración crítica, el plan de mejoramiento debe formularse de inmediato.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Con menos de 60 % la Resolución 0312 de 2019 exige un plan de mejoramiento inmediato, a disposición del Ministerio del Trabajo, y un informe de avances a la ARL en máximo tres meses.',
    },
    {
      topic: VALORACION,
      level: 'easy',
      kind: 'single',
      prompt:
        'Con valoración crítica o moderadamente aceptable, ¿a disposición de quién debe quedar el plan de mejoramiento?',
      options: [
        { id: 'a', text: 'Del Ministerio del Trabajo', correct: true },
        { id: 'b', text: 'De la EPS de los trabajadores', correct: false },
        { id: 'c', text: 'De la cámara de comercio', correct: false },
      ],
      explanation:
        'En ambos rangos el plan de mejoramiento debe estar a disposición del Ministerio del Trabajo, que además incluye a la empresa en su plan de visitas (Resolución 0312 de 2019, art. 28).',
    },
    {
      topic: VALORACION,
      level: 'medium',
      kind: 'single',
      prompt: '¿En qué espacios conviene revisar periódicamente el avance del plan de mejoramiento?',
      options: [
        { id: 'a', text: 'Solo en la siguiente autoevaluación anual', correct: false },
        { id: 'b', text: 'En las reuniones del COPASST y en la revisión por la alta dirección', correct: true },
        { id: 'c', text: 'Únicamente cuando la ARL programe una visita', correct: false },
        { id: 'd', text: 'En las reuniones del comité de convivencia laboral', correct: false },
      ],
      explanation:
        'El plan se revisa en las reuniones del COPASST y en la revisión por la alta dirección; un plan que no se revisa se convierte en un documento más.',
    },
    {
      topic: VALORACION,
      level: 'medium',
      kind: 'single',
      prompt:
        'Después de una visita, la ARL deja recomendaciones escritas a una empresa. ¿Qué espera el estándar de mejoramiento relacionado?',
      options: [
        { id: 'a', text: 'Archivarlas, porque la ARL no es autoridad sancionatoria', correct: false },
        { id: 'b', text: 'Atenderlas solo si coinciden con la autoevaluación', correct: false },
        { id: 'c', text: 'Incluirlas en un plan de mejoramiento y evidenciar su ejecución', correct: true },
        { id: 'd', text: 'Enviarlas al Ministerio para que decida si aplican', correct: false },
      ],
      explanation:
        'El estándar 7.1.4 de la Resolución 0312 de 2019 pide un plan de mejoramiento para los requerimientos de las autoridades y las recomendaciones de la ARL, con evidencia de su implementación.',
    },
    {
      topic: VALORACION,
      level: 'medium',
      kind: 'single',
      prompt:
        'En el plan de mejoramiento, una acción dice «Responsable: área de SST». ¿Qué le falta para que sea útil?',
      options: [
        { id: 'a', text: 'La firma de todos los trabajadores del área', correct: false },
        { id: 'b', text: 'El visto bueno previo de la ARL', correct: false },
        { id: 'c', text: 'Un responsable concreto, con nombre y cargo', correct: true },
        { id: 'd', text: 'Una referencia a la norma en cada renglón', correct: false },
      ],
      explanation:
        'Cada acción necesita una persona concreta que responda por ella; «el área de SST» en abstracto diluye la responsabilidad y la acción suele quedarse sin ejecutar.',
    },
    {
      topic: VALORACION,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una empresa con brechas en varias áreas arma su plan de mejoramiento. ¿Qué acción debería quedar primero?',
      options: [
        { id: 'a', text: 'Actualizar el formato de las actas del COPASST', correct: false },
        { id: 'b', text: 'Reorganizar las carpetas del archivo del SG-SST', correct: false },
        { id: 'c', text: 'Redactar de nuevo los objetivos de SST', correct: false },
        { id: 'd', text: 'Implementar los controles para el trabajo en alturas', correct: true },
      ],
      explanation:
        'Se priorizan las brechas de gestión de peligros y riesgos y de tareas de alto riesgo como las alturas, porque de ellas dependen las lesiones graves; los ítems documentales van después.',
    },
    {
      topic: VALORACION,
      level: 'hard',
      kind: 'single',
      prompt: 'La empresa A obtuvo 55 % y la empresa B, 78 %. ¿Cuál afirmación sobre sus obligaciones es correcta?',
      options: [
        {
          id: 'a',
          text: 'A informa avances a la ARL en máximo tres meses y tiene seguimiento anual; B, en máximo seis meses',
          correct: true,
        },
        {
          id: 'b',
          text: 'Ambas informan avances a la ARL en máximo seis meses y solo A tiene plan de visita',
          correct: false,
        },
        {
          id: 'c',
          text: 'A informa avances a la ARL en máximo seis meses y B solo incluye mejoras en el plan anual',
          correct: false,
        },
      ],
      explanation:
        'Con 55 % la valoración es crítica: informe a la ARL en máximo tres meses y seguimiento anual del Ministerio. Con 78 % es moderadamente aceptable: informe en máximo seis meses. Ambas entran en el plan de visitas (Resolución 0312 de 2019, art. 28).',
    },
    {
      topic: VALORACION,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Una empresa con 90 % puede dejar de conservar las evidencias de sus estándares, porque con valoración aceptable no entra en el plan de visitas del Ministerio del Trabajo.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Con valoración aceptable la empresa debe mantener la calificación y las evidencias a disposición del Ministerio del Trabajo e incluir las mejoras en el plan anual de trabajo (Resolución 0312 de 2019, art. 28).',
    },
    {
      topic: VALORACION,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa de 80 trabajadores obtuvo 64 %. Su plan fija las acciones en los meses 1, 3 y 8. ¿Qué problema tiene ese cronograma?',
      options: [
        { id: 'a', text: 'Ninguno, porque el plan puede durar hasta un año', correct: false },
        { id: 'b', text: 'Que debió fijar todas las acciones para el primer mes', correct: false },
        { id: 'c', text: 'Que debe esperar a la visita del Ministerio para empezar', correct: false },
        { id: 'd', text: 'Que el informe de avances a la ARL vence a los seis meses', correct: true },
      ],
      explanation:
        'Con 64 % la valoración es moderadamente aceptable y el informe de avances a la ARL debe presentarse en máximo seis meses (Resolución 0312 de 2019, art. 28); conviene que las acciones importantes muestren avance antes de esa fecha.',
    },
    // Lote adicional 2
    {
      topic: GRUPOS,
      level: 'easy',
      kind: 'single',
      prompt: 'Según el estándar del plan anual de trabajo, ¿quiénes deben firmarlo?',
      options: [
        { id: 'a', text: 'El presidente del COPASST y el asesor de la ARL', correct: false },
        { id: 'b', text: 'El empleador y el responsable del SG-SST', correct: true },
        { id: 'c', text: 'Todos los trabajadores de la empresa', correct: false },
        { id: 'd', text: 'Un inspector del Ministerio del Trabajo', correct: false },
      ],
      explanation:
        'El plan anual de trabajo identifica metas, responsabilidades, recursos y cronograma, y debe estar firmado por el empleador y el responsable del SG-SST (Resolución 0312 de 2019).',
    },
    {
      topic: GRUPOS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué pide el estándar de inducción y reinducción en SST?',
      options: [
        { id: 'a', text: 'Que se haga solo cuando el trabajador cumpla un año en la empresa', correct: false },
        { id: 'b', text: 'Que se dicte únicamente a los integrantes del COPASST', correct: false },
        { id: 'c', text: 'Que se dirija solo a los contratistas de obra', correct: false },
        {
          id: 'd',
          text: 'Que todo trabajador la reciba antes de empezar, con los peligros de su labor',
          correct: true,
        },
      ],
      explanation:
        'La inducción se da a cada trabajador antes de iniciar sus labores e incluye los peligros y riesgos de su oficio y la forma de controlarlos; la reinducción actualiza esos contenidos (Resolución 0312 de 2019; Decreto 1072 de 2015).',
    },
    {
      topic: GRUPOS,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'El estándar del comité de convivencia laboral se relaciona con la prevención del acoso laboral que regula la Ley 1010 de 2006.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El comité de convivencia laboral es una medida preventiva frente al acoso laboral definido en la Ley 1010 de 2006; su conformación y funcionamiento es uno de los estándares de la Resolución 0312 de 2019.',
    },
    {
      topic: GRUPOS,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una clínica va a contratar el mantenimiento de sus ascensores. ¿Qué le pide el estándar de evaluación y selección de proveedores y contratistas?',
      options: [
        { id: 'a', text: 'Elegir siempre la oferta más económica del mercado', correct: false },
        { id: 'b', text: 'Incluir criterios de SST al evaluar y seleccionar al contratista', correct: true },
        { id: 'c', text: 'Pedir a la ARL que escoja al contratista', correct: false },
        { id: 'd', text: 'Afiliar a los técnicos del contratista a su propia nómina', correct: false },
      ],
      explanation:
        'El estándar 2.10.1 de la Resolución 0312 de 2019 exige procedimientos para evaluar y seleccionar proveedores y contratistas que tengan en cuenta aspectos de SST.',
    },
    {
      topic: GRUPOS,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una fábrica va a reemplazar una línea de empaque manual por una automatizada. ¿Qué exige el estándar de gestión del cambio?',
      options: [
        { id: 'a', text: 'Evaluar el impacto del cambio en la SST antes de implementarlo', correct: true },
        { id: 'b', text: 'Esperar la siguiente autoevaluación para revisar los riesgos', correct: false },
        { id: 'c', text: 'Solicitar un permiso previo al Ministerio del Trabajo', correct: false },
        { id: 'd', text: 'Suspender el COPASST mientras se instala la línea', correct: false },
      ],
      explanation:
        'La gestión del cambio pide evaluar cómo los cambios internos (procesos, equipos, instalaciones) o externos afectan la SST y tomar las medidas antes de ejecutarlos (Decreto 1072 de 2015; Resolución 0312 de 2019).',
    },
    {
      topic: GRUPOS,
      level: 'medium',
      kind: 'single',
      prompt:
        'Antes de comprar un nuevo desengrasante para el taller, ¿qué pide el estándar de SST en la adquisición de bienes y servicios?',
      options: [
        { id: 'a', text: 'Comprar solo a proveedores recomendados por la ARL', correct: false },
        { id: 'b', text: 'Que el COPASST apruebe el precio de la compra', correct: false },
        { id: 'c', text: 'Considerar los requisitos de SST, como la ficha de seguridad del producto', correct: true },
        { id: 'd', text: 'Registrar la compra ante el Fondo de Riesgos Laborales', correct: false },
      ],
      explanation:
        'El estándar 2.9.1 de la Resolución 0312 de 2019 pide identificar y evaluar las especificaciones de SST de las compras y adquisiciones, como la información de seguridad de un químico.',
    },
    {
      topic: GRUPOS,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'La custodia de las historias clínicas ocupacionales de los trabajadores corresponde al jefe de talento humano de la empresa.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Las historias clínicas ocupacionales las custodia la institución o el médico que realiza las evaluaciones, no el empleador, que solo recibe el certificado de aptitud; así lo verifica el estándar de custodia de la Resolución 0312 de 2019.',
    },
    {
      topic: GRUPOS,
      level: 'hard',
      kind: 'single',
      prompt:
        '¿Qué información debe entregar el empleador al médico que realiza las evaluaciones médicas ocupacionales?',
      options: [
        { id: 'a', text: 'Los salarios y la antigüedad de cada trabajador', correct: false },
        { id: 'b', text: 'Los perfiles de cargo con los peligros a los que se expone cada trabajador', correct: true },
        { id: 'c', text: 'Las evaluaciones de desempeño del último año', correct: false },
        { id: 'd', text: 'Las historias clínicas de la EPS de cada trabajador', correct: false },
      ],
      explanation:
        'El estándar 3.1.3 de la Resolución 0312 de 2019 pide informar al médico los perfiles de cargo con la descripción de las tareas y del medio en que se desarrolla la labor, para que la evaluación se enfoque en los riesgos reales.',
    },
    {
      topic: GRUPOS,
      level: 'hard',
      kind: 'single',
      prompt:
        'En una empresa muere un trabajador en un accidente de trabajo. Según el estándar de reporte, ¿a quiénes se reporta y en qué plazo?',
      options: [
        { id: 'a', text: 'Solo a la ARL, dentro de los ocho días siguientes', correct: false },
        { id: 'b', text: 'A la ARL y a la EPS, dentro de los quince días siguientes', correct: false },
        {
          id: 'c',
          text: 'A la ARL, a la EPS y a la Dirección Territorial del Ministerio del Trabajo, en dos días hábiles',
          correct: true,
        },
        { id: 'd', text: 'Solo al Ministerio del Trabajo, dentro del mes siguiente', correct: false },
      ],
      explanation:
        'Los accidentes se reportan a la ARL y a la EPS en dos días hábiles; los graves y mortales se reportan además a la Dirección Territorial del Ministerio del Trabajo en el mismo plazo (Resolución 0312 de 2019, estándar 3.2.1).',
    },
    {
      topic: GRUPOS,
      level: 'hard',
      kind: 'single',
      prompt: '¿Quiénes deben participar en la investigación de un accidente de trabajo en una empresa con COPASST?',
      options: [
        {
          id: 'a',
          text: 'El jefe inmediato, un integrante del COPASST y el responsable del SG-SST',
          correct: true,
        },
        { id: 'b', text: 'Solo el asesor de la ARL que atiende la empresa', correct: false },
        { id: 'c', text: 'El comité de convivencia laboral en pleno', correct: false },
        { id: 'd', text: 'Únicamente el gerente y el trabajador accidentado', correct: false },
      ],
      explanation:
        'El equipo investigador lo integran al menos el jefe inmediato o supervisor, un representante del COPASST o el vigía y el responsable del SG-SST (Resolución 1401 de 2007); el estándar 3.2.2 de la Resolución 0312 de 2019 pide investigar con el COPASST.',
    },
    {
      topic: PUNTOS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuántos estándares conforman el grupo de gestión de amenazas?',
      options: [
        { id: 'a', text: 'Cinco estándares', correct: false },
        { id: 'b', text: 'Diez estándares', correct: false },
        { id: 'c', text: 'Dos estándares', correct: true },
        { id: 'd', text: 'Un solo estándar', correct: false },
      ],
      explanation:
        'La gestión de amenazas tiene dos estándares de 5 puntos: el plan de prevención, preparación y respuesta ante emergencias y la brigada de emergencias (Resolución 0312 de 2019).',
    },
    {
      topic: PUNTOS,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'En la gestión de peligros y riesgos, la identificación de peligros y valoración de riesgos y las medidas de prevención y control valen 15 puntos cada una.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Los 30 puntos de la gestión de peligros y riesgos se reparten en dos subgrupos de 15: identificación y valoración, y medidas de prevención y control (Resolución 0312 de 2019).',
    },
    {
      topic: PUNTOS,
      level: 'easy',
      kind: 'single',
      prompt:
        '¿Cuánto vale el subgrupo de vigilancia de las condiciones de salud, que reúne los indicadores de accidentalidad, enfermedad laboral y ausentismo?',
      options: [
        { id: 'a', text: '6 puntos, uno por cada indicador', correct: true },
        { id: 'b', text: '10 puntos, repartidos por igual', correct: false },
        { id: 'c', text: '3 puntos, medio por indicador', correct: false },
        { id: 'd', text: '12 puntos, dos por indicador', correct: false },
      ],
      explanation:
        'La vigilancia de condiciones de salud vale 6 puntos: seis indicadores (frecuencia y severidad de la accidentalidad, mortalidad, prevalencia e incidencia de enfermedad laboral y ausentismo) de 1 punto cada uno (Resolución 0312 de 2019).',
    },
    {
      topic: PUNTOS,
      level: 'medium',
      kind: 'single',
      prompt:
        'Dentro del subgrupo de identificación de peligros y valoración de riesgos, ¿qué estándar vale 3 puntos en lugar de 4?',
      options: [
        { id: 'a', text: 'La metodología de identificación de peligros', correct: false },
        { id: 'b', text: 'Las mediciones ambientales', correct: false },
        { id: 'c', text: 'La identificación con participación de todos los niveles', correct: false },
        { id: 'd', text: 'La identificación de sustancias carcinógenas o de toxicidad aguda', correct: true },
      ],
      explanation:
        'El subgrupo suma 15 puntos: metodología (4), identificación con participación de todos los niveles (4), sustancias carcinógenas o de toxicidad aguda (3) y mediciones ambientales (4) (Resolución 0312 de 2019).',
    },
    {
      topic: PUNTOS,
      level: 'medium',
      kind: 'single',
      prompt: 'El subgrupo de condiciones de salud en el trabajo vale 9 puntos. ¿Cómo se reparten?',
      options: [
        { id: 'a', text: 'Tres estándares de 3 puntos cada uno', correct: false },
        { id: 'b', text: 'Nueve estándares de 1 punto cada uno', correct: true },
        { id: 'c', text: 'Un estándar de 5 puntos y dos de 2 puntos', correct: false },
        { id: 'd', text: 'Dieciocho estándares de 0,5 puntos', correct: false },
      ],
      explanation:
        'Condiciones de salud tiene nueve estándares de 1 punto, entre ellos el diagnóstico de salud, las evaluaciones médicas, la custodia de historias clínicas y los servicios de higiene (Resolución 0312 de 2019).',
    },
    {
      topic: PUNTOS,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estos estándares de la gestión integral del SG-SST valen 2 puntos cada uno?',
      options: [
        { id: 'a', text: 'Plan anual de trabajo', correct: true },
        { id: 'b', text: 'Política de SST', correct: false },
        { id: 'c', text: 'Matriz legal', correct: true },
        { id: 'd', text: 'Evaluación y selección de proveedores y contratistas', correct: true },
        { id: 'e', text: 'Objetivos de SST', correct: false },
      ],
      explanation:
        'En la gestión integral valen 2 puntos el plan anual, el archivo y retención documental, la matriz legal y la evaluación de proveedores y contratistas; la política y los objetivos valen 1 punto cada uno (Resolución 0312 de 2019).',
    },
    {
      topic: PUNTOS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cómo se componen los 20 puntos de la gestión de la salud?',
      options: [
        {
          id: 'a',
          text: 'Condiciones de salud 10, reporte e investigación 5 y vigilancia 5',
          correct: false,
        },
        {
          id: 'b',
          text: 'Evaluaciones médicas 10 y vigilancia epidemiológica 10',
          correct: false,
        },
        {
          id: 'c',
          text: 'Condiciones de salud 9, reporte e investigación 5 y vigilancia con indicadores 6',
          correct: true,
        },
        {
          id: 'd',
          text: 'Condiciones de salud 5, reporte e investigación 9 y vigilancia 6',
          correct: false,
        },
      ],
      explanation:
        'La gestión de la salud suma 20 puntos: condiciones de salud en el trabajo (9), registro, reporte e investigación de AT y EL (5) y vigilancia de las condiciones de salud con indicadores (6) (Resolución 0312 de 2019).',
    },
    {
      topic: PUNTOS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa que aplica los 60 estándares no tiene comité de convivencia, su COPASST no funciona y nunca capacitó a sus integrantes. ¿Cuántos puntos pierde por esos tres estándares?',
      options: [
        { id: 'a', text: '3 puntos', correct: false },
        { id: 'b', text: '6 puntos', correct: false },
        { id: 'c', text: '0,5 puntos', correct: false },
        { id: 'd', text: '1,5 puntos', correct: true },
      ],
      explanation:
        'Los tres estándares pertenecen al subgrupo de recursos, donde cada uno vale 0,5 puntos: en total se pierden 1,5 (Resolución 0312 de 2019). Su peso es bajo, pero su ausencia afecta la participación en todo el sistema.',
    },
    {
      topic: PUNTOS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa no calcula ninguno de los seis indicadores de vigilancia de la salud ni lleva el registro y análisis estadístico de los AT y EL. ¿Cuántos puntos pierde?',
      options: [
        { id: 'a', text: '7 puntos', correct: true },
        { id: 'b', text: '6 puntos', correct: false },
        { id: 'c', text: '12 puntos', correct: false },
        { id: 'd', text: '3,5 puntos', correct: false },
      ],
      explanation:
        'Cada indicador vale 1 punto (6 en total) y el registro y análisis estadístico vale 1 más: la empresa pierde 7 puntos (Resolución 0312 de 2019).',
    },
    {
      topic: PUNTOS,
      level: 'hard',
      kind: 'single',
      prompt:
        'El subgrupo de recursos tiene ocho estándares y el de capacitación solo tres. ¿Por qué, aun así, el de capacitación vale más?',
      options: [
        { id: 'a', text: 'Porque la capacitación pertenece a la fase Hacer', correct: false },
        {
          id: 'b',
          text: 'Porque cada estándar de capacitación vale 2 puntos y cada uno de recursos 0,5',
          correct: true,
        },
        { id: 'c', text: 'Porque los estándares de recursos no aplican a empresas pequeñas', correct: false },
        { id: 'd', text: 'Porque la ARL asigna puntos extra a la capacitación', correct: false },
      ],
      explanation:
        'Recursos suma 8 × 0,5 = 4 puntos y capacitación 3 × 2 = 6 puntos; ambos están en Planear, dentro del grupo de recursos de 10 puntos (Resolución 0312 de 2019).',
    },
    {
      topic: AUTOEVALUACION,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cómo conviene organizar las evidencias de la autoevaluación?',
      options: [
        { id: 'a', text: 'En una sola carpeta ordenada por fecha de elaboración', correct: false },
        {
          id: 'b',
          text: 'Por fases Planear, Hacer, Verificar y Actuar, con una subcarpeta por estándar',
          correct: true,
        },
        { id: 'c', text: 'Por trabajador, con todos sus documentos personales', correct: false },
        { id: 'd', text: 'En el correo del responsable, sin clasificar', correct: false },
      ],
      explanation:
        'Seguir la estructura del PHVA con una subcarpeta por estándar permite que la ARL o un inspector encuentren cada soporte en minutos y que la empresa vea de inmediato los vacíos.',
    },
    {
      topic: AUTOEVALUACION,
      level: 'easy',
      kind: 'single',
      prompt: 'Al calificar cada estándar, ¿qué conviene anotar además de la calificación?',
      options: [
        { id: 'a', text: 'El nombre de quien tuvo la idea de cumplirlo', correct: false },
        { id: 'b', text: 'El costo que tuvo para la empresa', correct: false },
        { id: 'c', text: 'Qué evidencia lo soporta y dónde está guardada', correct: true },
        { id: 'd', text: 'La opinión de los trabajadores sobre el estándar', correct: false },
      ],
      explanation:
        'Anotar la evidencia y su ubicación permite demostrar la calificación ante la ARL o el Ministerio del Trabajo y facilita la siguiente autoevaluación.',
    },
    {
      topic: AUTOEVALUACION,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'La autoevaluación de estándares mínimos es un diagnóstico del SG-SST, no un examen en el que la meta sea sacar la nota más alta.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Su valor está en mostrar las brechas reales para atenderlas en el plan de mejoramiento; una calificación inflada oculta justo lo que hay que corregir.',
    },
    {
      topic: AUTOEVALUACION,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué evidencia soporta el estándar de reporte de accidentes de trabajo?',
      options: [
        {
          id: 'a',
          text: 'Los formatos de reporte radicados ante la ARL y la EPS dentro de los dos días hábiles',
          correct: true,
        },
        { id: 'b', text: 'Una nota en la cartelera con el número de accidentes del mes', correct: false },
        { id: 'c', text: 'La incapacidad que el trabajador entregó a talento humano', correct: false },
        { id: 'd', text: 'Un correo interno que avisa del accidente al gerente', correct: false },
      ],
      explanation:
        'El estándar se soporta con los reportes (FURAT o FUREL) radicados ante la ARL y la EPS dentro de los dos días hábiles siguientes (Resolución 0312 de 2019; Resolución 156 de 2005).',
    },
    {
      topic: AUTOEVALUACION,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué evidencia demuestra el funcionamiento del COPASST en la autoevaluación?',
      options: [
        { id: 'a', text: 'La resolución de conformación, aunque el comité no se haya reunido', correct: false },
        { id: 'b', text: 'Una foto del día de la elección de los representantes', correct: false },
        { id: 'c', text: 'La lista de trabajadores que votaron en la elección', correct: false },
        { id: 'd', text: 'Las actas de sus reuniones mensuales', correct: true },
      ],
      explanation:
        'El estándar pide conformación y funcionamiento; el COPASST se reúne por lo menos una vez al mes (Resolución 2013 de 1986) y las actas prueban que funciona. La elección solo prueba que se conformó.',
    },
    {
      topic: AUTOEVALUACION,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué evidencia soporta el estándar de entrega de elementos de protección personal?',
      options: [
        { id: 'a', text: 'Las facturas de compra de los elementos', correct: false },
        { id: 'b', text: 'Los registros firmados de entrega y de capacitación en su uso', correct: true },
        { id: 'c', text: 'El catálogo del proveedor de los elementos', correct: false },
        { id: 'd', text: 'Una fotografía del almacén con los elementos', correct: false },
      ],
      explanation:
        'El estándar 4.2.6 de la Resolución 0312 de 2019 verifica que los EPP se entreguen a los trabajadores y que se les capacite en su uso; una factura solo prueba la compra.',
    },
    {
      topic: AUTOEVALUACION,
      level: 'medium',
      kind: 'single',
      prompt: '¿Con qué se demuestra el estándar de rendición de cuentas?',
      options: [
        { id: 'a', text: 'Con el balance financiero anual de la empresa', correct: false },
        { id: 'b', text: 'Con las actas de la asamblea de accionistas', correct: false },
        {
          id: 'c',
          text: 'Con el registro de la rendición anual de cuentas de quienes tienen responsabilidades en SST',
          correct: true,
        },
        { id: 'd', text: 'Con la declaración de renta del representante legal', correct: false },
      ],
      explanation:
        'Quienes tienen responsabilidades en el SG-SST rinden cuentas sobre su desempeño al menos una vez al año, y esa rendición debe quedar documentada (Decreto 1072 de 2015; Resolución 0312 de 2019).',
    },
    {
      topic: AUTOEVALUACION,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un operario tiene una restricción médica para levantar cargas pesadas, pero sigue en el mismo puesto sin ningún ajuste. ¿Cómo se califica el estándar de restricciones y recomendaciones médico-laborales?',
      options: [
        { id: 'a', text: 'Cumplido, porque la restricción está archivada', correct: false },
        { id: 'b', text: 'Como "no aplica", porque es un solo trabajador', correct: false },
        {
          id: 'c',
          text: 'No cumplido, porque el empleador debe acatar la restricción y ajustar la labor',
          correct: true,
        },
        { id: 'd', text: 'Cumplido, si el trabajador firmó que acepta el riesgo', correct: false },
      ],
      explanation:
        'El estándar 3.1.6 de la Resolución 0312 de 2019 pide acatar las restricciones y recomendaciones médico-laborales, con los ajustes o la reubicación que correspondan. Archivarlas sin aplicarlas no cumple.',
    },
    {
      topic: AUTOEVALUACION,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un taller solo repara sus máquinas cuando se dañan y no tiene programa ni registros de mantenimiento. ¿Cómo califica el estándar de mantenimiento?',
      options: [
        { id: 'a', text: 'No cumplido, porque el estándar exige mantenimiento periódico', correct: true },
        { id: 'b', text: 'Cumplido, porque las máquinas sí se reparan', correct: false },
        { id: 'c', text: 'Cumplido a medias, con 1,25 de sus 2,5 puntos', correct: false },
        { id: 'd', text: 'Como "no aplica", porque no hay máquinas nuevas', correct: false },
      ],
      explanation:
        'El estándar 4.2.5 de la Resolución 0312 de 2019 pide mantenimiento periódico de instalaciones, equipos, máquinas y herramientas, con sus registros; las reparaciones tras la falla no lo cumplen y no hay puntaje parcial.',
    },
    {
      topic: AUTOEVALUACION,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Si un estándar se cumple en tres de las cuatro sedes de una empresa, se califica con el 75 % de su valor.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'En la Resolución 0312 de 2019 no hay puntajes proporcionales: el estándar vale su puntaje completo si se cumple completamente y cero en caso contrario.',
    },
    {
      topic: VALORACION,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué rangos de valoración exigen alguna acción a la empresa?',
      options: [
        { id: 'a', text: 'Solo el crítico', correct: false },
        { id: 'b', text: 'El crítico y el moderadamente aceptable', correct: false },
        { id: 'c', text: 'Los tres, incluido el aceptable', correct: true },
      ],
      explanation:
        'Todos los rangos exigen acción: la empresa aceptable debe mantener la calificación, conservar evidencias e incluir mejoras en el plan anual de trabajo (Resolución 0312 de 2019, art. 28).',
    },
    {
      topic: VALORACION,
      level: 'easy',
      kind: 'single',
      prompt: 'Con valoración aceptable, ¿dónde se incluyen las mejoras detectadas en la autoevaluación?',
      options: [
        { id: 'a', text: 'En el plan anual de trabajo', correct: true },
        { id: 'b', text: 'En el reglamento interno de trabajo', correct: false },
        { id: 'c', text: 'En el informe trimestral a la ARL', correct: false },
        { id: 'd', text: 'En el acta del comité de convivencia', correct: false },
      ],
      explanation:
        'Con más de 85 % la empresa mantiene la calificación y las evidencias e incluye las mejoras detectadas en el plan anual de trabajo (Resolución 0312 de 2019, art. 28).',
    },
    {
      topic: VALORACION,
      level: 'easy',
      kind: 'true_false',
      prompt: 'El informe de avances del plan de mejoramiento se envía a la EPS de cada trabajador.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'El informe de avances del plan de mejoramiento se presenta a la ARL, en tres o seis meses según la valoración (Resolución 0312 de 2019, art. 28).',
    },
    {
      topic: VALORACION,
      level: 'medium',
      kind: 'single',
      prompt:
        'En un plan de mejoramiento, ¿a cuál de las preguntas de una acción bien formulada responde «realizar sonometría en el área de corte»?',
      options: [
        { id: 'a', text: '¿Quién?', correct: false },
        { id: 'b', text: '¿Cuándo?', correct: false },
        { id: 'c', text: '¿Con qué?', correct: false },
        { id: 'd', text: '¿Qué?', correct: true },
      ],
      explanation:
        'La acción concreta responde al «qué»; el plan debe completar por qué (estándar incumplido), quién (responsable), cuándo (fecha) y con qué (recursos).',
    },
    {
      topic: VALORACION,
      level: 'medium',
      kind: 'single',
      prompt:
        'La investigación de un accidente concluyó que una máquina no tenía guarda de protección. ¿Qué espera el estándar de mejoramiento correspondiente?',
      options: [
        { id: 'a', text: 'Archivar la investigación y esperar la siguiente autoevaluación', correct: false },
        { id: 'b', text: 'Sancionar al trabajador y cerrar el caso', correct: false },
        { id: 'c', text: 'Implementar las acciones que resultaron de la investigación y verificarlas', correct: true },
        { id: 'd', text: 'Enviar la investigación a la EPS para que la cierre', correct: false },
      ],
      explanation:
        'El estándar 7.1.3 de la Resolución 0312 de 2019 pide definir e implementar las acciones de mejora que resultan de las investigaciones de accidentes e incidentes y de enfermedades laborales.',
    },
    {
      topic: VALORACION,
      level: 'medium',
      kind: 'single',
      prompt:
        'En la revisión anual por la alta dirección se ve que el ausentismo por causa médica sigue subiendo. ¿Qué pide el estándar de mejoramiento ligado a esa revisión?',
      options: [
        { id: 'a', text: 'Definir e implementar acciones de mejora con base en lo revisado', correct: true },
        { id: 'b', text: 'Dejar constancia del dato sin tomar decisiones', correct: false },
        { id: 'c', text: 'Trasladar el asunto al comité de convivencia', correct: false },
        { id: 'd', text: 'Dejar de medir el ausentismo hasta el otro año', correct: false },
      ],
      explanation:
        'El estándar 7.1.2 de la Resolución 0312 de 2019 exige acciones de mejora a partir de la revisión por la alta dirección; la revisión sin decisiones no cumple su propósito.',
    },
    {
      topic: VALORACION,
      level: 'medium',
      kind: 'multiple',
      prompt: 'Una empresa obtiene 45 % en su autoevaluación. ¿Qué obligaciones tiene?',
      options: [
        { id: 'a', text: 'Formular de inmediato el plan de mejoramiento', correct: true },
        { id: 'b', text: 'Enviar a la ARL el informe de avances en máximo tres meses', correct: true },
        { id: 'c', text: 'Enviar el informe de avances en máximo seis meses', correct: false },
        { id: 'd', text: 'Recibir seguimiento anual y plan de visita del Ministerio del Trabajo', correct: true },
        { id: 'e', text: 'Limitarse a incluir mejoras en el plan anual de trabajo', correct: false },
      ],
      explanation:
        'Con menos de 60 % la valoración es crítica: plan de mejoramiento inmediato, informe a la ARL en máximo tres meses, seguimiento anual y plan de visita del Ministerio del Trabajo (Resolución 0312 de 2019, art. 28).',
    },
    {
      topic: VALORACION,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa conoce el 15 de enero su resultado de 52 %. Si cuenta el plazo desde ese día, ¿hasta cuándo tiene para enviar a la ARL el informe de avances?',
      options: [
        { id: 'a', text: 'Hasta el 15 de julio', correct: false },
        { id: 'b', text: 'Hasta el 15 de abril', correct: true },
        { id: 'c', text: 'Hasta el 31 de diciembre', correct: false },
        { id: 'd', text: 'Hasta el 15 de febrero', correct: false },
      ],
      explanation:
        'Con 52 % la valoración es crítica y el informe de avances a la ARL tiene un plazo máximo de tres meses (Resolución 0312 de 2019, art. 28). El 15 de julio correspondería a seis meses, propio de la valoración moderadamente aceptable.',
    },
    {
      topic: VALORACION,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa pasa de 58 % a 70 % entre una autoevaluación y la siguiente. ¿Cómo cambian sus obligaciones?',
      options: [
        { id: 'a', text: 'Queda libre de plan de mejoramiento y de visitas', correct: false },
        { id: 'b', text: 'Sigue con informe a tres meses, porque el cambio tarda un año', correct: false },
        {
          id: 'c',
          text: 'Pasa a informe a seis meses, sigue en plan de visita y sale del seguimiento anual',
          correct: true,
        },
        { id: 'd', text: 'Solo debe incluir las mejoras en el plan anual de trabajo', correct: false },
      ],
      explanation:
        'Con 70 % la valoración es moderadamente aceptable: plan de mejoramiento, informe a la ARL en máximo seis meses y plan de visita del Ministerio; el seguimiento anual es propio de la valoración crítica (Resolución 0312 de 2019, art. 28).',
    },
    {
      topic: VALORACION,
      level: 'hard',
      kind: 'single',
      prompt:
        'En una inspección con participación del COPASST se encuentran extintores vencidos. ¿Qué estándar de mejoramiento se pone en juego?',
      options: [
        { id: 'a', text: 'El plan de mejoramiento por requerimientos de autoridades', correct: false },
        { id: 'b', text: 'Las acciones de mejora por la revisión de la alta dirección', correct: false },
        { id: 'c', text: 'Las acciones de mejora por investigaciones de accidentes', correct: false },
        {
          id: 'd',
          text: 'Las acciones preventivas y correctivas basadas en inspecciones, indicadores y el COPASST',
          correct: true,
        },
      ],
      explanation:
        'El estándar 7.1.1 de la Resolución 0312 de 2019 pide acciones preventivas y correctivas a partir de los resultados de la supervisión, las inspecciones, los indicadores y las recomendaciones del COPASST o del vigía.',
    },
    // Lote adicional 3
    {
      topic: GRUPOS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cómo deben ser los objetivos de SST según el estándar correspondiente?',
      options: [
        { id: 'a', text: 'Generales, para que nunca dejen de cumplirse', correct: false },
        { id: 'b', text: 'Claros, medibles y con metas definidas', correct: true },
        { id: 'c', text: 'Verbales, para poder ajustarlos cada mes', correct: false },
        { id: 'd', text: 'Iguales a los objetivos comerciales del año', correct: false },
      ],
      explanation:
        'Los objetivos de SST deben ser claros, medibles y cuantificables, con metas, documentados y coherentes con el plan de trabajo (Decreto 1072 de 2015; Resolución 0312 de 2019).',
    },
    {
      topic: GRUPOS,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'El estándar de servicios de higiene verifica que la empresa tenga agua potable, servicios sanitarios y mecanismos para disponer las basuras.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Ese estándar del subgrupo de condiciones de salud pide agua potable, servicios sanitarios y disposición de basuras para los trabajadores (Resolución 0312 de 2019).',
    },
    {
      topic: GRUPOS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué es la matriz legal que exige uno de los estándares de gestión integral?',
      options: [
        { id: 'a', text: 'La lista de demandas laborales en curso contra la empresa', correct: false },
        { id: 'b', text: 'El registro de los contratos de trabajo vigentes', correct: false },
        { id: 'c', text: 'El inventario de multas pagadas al Ministerio', correct: false },
        { id: 'd', text: 'La herramienta que identifica las normas de SST que le aplican a la empresa', correct: true },
      ],
      explanation:
        'La matriz legal recoge las normas vigentes de SST aplicables a la empresa y se actualiza cuando cambian (Decreto 1072 de 2015; Resolución 0312 de 2019).',
    },
    {
      topic: GRUPOS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué contiene el estándar de descripción sociodemográfica y diagnóstico de condiciones de salud?',
      options: [
        {
          id: 'a',
          text: 'Datos como edad, sexo y escolaridad de los trabajadores y los resultados de su salud',
          correct: true,
        },
        { id: 'b', text: 'La lista de proveedores que atienden la salud de la empresa', correct: false },
        { id: 'c', text: 'Los diagnósticos individuales con nombre de cada trabajador', correct: false },
        { id: 'd', text: 'El presupuesto asignado a las EPS de la empresa', correct: false },
      ],
      explanation:
        'La descripción sociodemográfica caracteriza a la población trabajadora y el diagnóstico de condiciones de salud resume los resultados de las evaluaciones médicas, de forma agregada y sin vulnerar la reserva de la historia clínica (Resolución 0312 de 2019).',
    },
    {
      topic: GRUPOS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué pide el estándar de metodología de identificación de peligros y valoración de riesgos?',
      options: [
        { id: 'a', text: 'Contratar cada año a la ARL para que identifique los peligros', correct: false },
        {
          id: 'b',
          text: 'Una metodología definida que cubra todos los procesos y actividades, rutinarias o no',
          correct: true,
        },
        { id: 'c', text: 'Evaluar solo las actividades rutinarias del área de producción', correct: false },
        { id: 'd', text: 'Que el gerente decida qué peligros se registran', correct: false },
      ],
      explanation:
        'La empresa debe tener una metodología para identificar peligros y evaluar y valorar riesgos con alcance sobre todos los procesos y actividades, rutinarias y no rutinarias; en Colombia es común la GTC 45 (Resolución 0312 de 2019; Decreto 1072 de 2015).',
    },
    {
      topic: GRUPOS,
      level: 'medium',
      kind: 'single',
      prompt:
        '¿Durante cuánto tiempo deben conservarse registros como las evaluaciones médicas, las mediciones ambientales y la entrega de EPP?',
      options: [
        { id: 'a', text: 'Cinco años desde su elaboración', correct: false },
        { id: 'b', text: 'Hasta la siguiente autoevaluación', correct: false },
        { id: 'c', text: 'Mínimo veinte años después de terminada la relación laboral', correct: true },
        { id: 'd', text: 'Diez años desde la afiliación a la ARL', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 exige conservar esos registros por lo menos veinte años contados desde que termina la relación laboral; el estándar de archivo y retención documental lo verifica.',
    },
    {
      topic: GRUPOS,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Las medidas de prevención y control deben seguir el orden eliminación, sustitución, controles de ingeniería, controles administrativos y, por último, elementos de protección personal.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 fija esa jerarquía de controles y el estándar de medidas de prevención y control de la Resolución 0312 de 2019 la verifica: los EPP son el último recurso.',
    },
    {
      topic: GRUPOS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una máquina de corte genera ruido alto. ¿Cuál de estas medidas ocupa el nivel más alto en la jerarquía de controles?',
      options: [
        { id: 'a', text: 'Entregar protectores auditivos a los operarios', correct: false },
        { id: 'b', text: 'Rotar a los operarios para reducir el tiempo de exposición', correct: false },
        { id: 'c', text: 'Instalar un encerramiento acústico alrededor de la máquina', correct: false },
        { id: 'd', text: 'Rediseñar el proceso para que ya no se necesite esa máquina', correct: true },
      ],
      explanation:
        'Rediseñar el proceso para prescindir de la fuente de ruido es eliminación, el primer nivel de la jerarquía; le siguen la sustitución, los controles de ingeniería (encerramiento), los administrativos (rotación) y los EPP (Decreto 1072 de 2015).',
    },
    {
      topic: GRUPOS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa entregó arneses a su personal de alturas, pero nadie verifica si los usan en las tareas. ¿Qué estándar queda sin cumplir?',
      options: [
        {
          id: 'a',
          text: 'La verificación de la aplicación de las medidas de control por los trabajadores',
          correct: true,
        },
        { id: 'b', text: 'La asignación de recursos para el SG-SST', correct: false },
        { id: 'c', text: 'La identificación de sustancias carcinógenas', correct: false },
        { id: 'd', text: 'La rendición de cuentas anual', correct: false },
      ],
      explanation:
        'El estándar 4.2.2 de la Resolución 0312 de 2019 pide verificar que los trabajadores apliquen las medidas de prevención y control; entregar el equipo no basta si no se supervisa su uso.',
    },
    {
      topic: GRUPOS,
      level: 'hard',
      kind: 'single',
      prompt:
        'En una empresa de 120 trabajadores, el responsable del SG-SST hace solo las inspecciones de seguridad, sin el COPASST. ¿Qué estándar se ve afectado?',
      options: [
        { id: 'a', text: 'La conformación del comité de convivencia laboral', correct: false },
        { id: 'b', text: 'El archivo y la retención documental', correct: false },
        { id: 'c', text: 'Las inspecciones con participación del COPASST', correct: true },
        { id: 'd', text: 'La evaluación y selección de proveedores', correct: false },
      ],
      explanation:
        'El estándar 4.2.4 de la Resolución 0312 de 2019 pide realizar inspecciones sistemáticas a instalaciones, máquinas y equipos con la participación del COPASST.',
    },
    {
      topic: PUNTOS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál es el valor más alto que tiene un estándar individual en la tabla de la Resolución 0312 de 2019?',
      options: [
        { id: 'a', text: '5 puntos', correct: true },
        { id: 'b', text: '10 puntos', correct: false },
        { id: 'c', text: '4 puntos', correct: false },
        { id: 'd', text: '15 puntos', correct: false },
      ],
      explanation:
        'Los estándares de mayor valor son el plan de prevención, preparación y respuesta ante emergencias y la brigada, con 5 puntos cada uno (Resolución 0312 de 2019).',
    },
    {
      topic: PUNTOS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál es el valor más bajo que tiene un estándar individual en la tabla de la Resolución 0312 de 2019?',
      options: [
        { id: 'a', text: '1 punto', correct: false },
        { id: 'b', text: '1,25 puntos', correct: false },
        { id: 'c', text: '0,25 puntos', correct: false },
        { id: 'd', text: '0,5 puntos', correct: true },
      ],
      explanation:
        'Los ocho estándares de recursos financieros, técnicos y humanos valen 0,5 puntos cada uno, el menor valor de la tabla (Resolución 0312 de 2019).',
    },
    {
      topic: PUNTOS,
      level: 'easy',
      kind: 'true_false',
      prompt: 'La revisión anual por la alta dirección vale 1,25 puntos en la tabla de la Resolución 0312 de 2019.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La revisión por la alta dirección es uno de los cuatro estándares de verificación, cada uno de 1,25 puntos (Resolución 0312 de 2019).',
    },
    {
      topic: PUNTOS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuál de estos estándares vale 1 punto en la tabla de la Resolución 0312 de 2019?',
      options: [
        { id: 'a', text: 'El plan anual de trabajo', correct: false },
        { id: 'b', text: 'La política de SST', correct: true },
        { id: 'c', text: 'La brigada de emergencias', correct: false },
        { id: 'd', text: 'La entrega de elementos de protección personal', correct: false },
      ],
      explanation:
        'La política de SST vale 1 punto; el plan anual vale 2, la brigada 5 y la entrega de EPP 2,5 (Resolución 0312 de 2019).',
    },
    {
      topic: PUNTOS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuántos estándares conforman el grupo de gestión integral del SG-SST, que vale 15 puntos?',
      options: [
        { id: 'a', text: '15 estándares', correct: false },
        { id: 'b', text: '5 estándares', correct: false },
        { id: 'c', text: '11 estándares', correct: true },
        { id: 'd', text: '8 estándares', correct: false },
      ],
      explanation:
        'La gestión integral tiene 11 estándares: siete de 1 punto y cuatro de 2 puntos, que suman 15 (Resolución 0312 de 2019).',
    },
    {
      topic: PUNTOS,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estos estándares valen 4 puntos cada uno?',
      options: [
        { id: 'a', text: 'Metodología de identificación de peligros y valoración de riesgos', correct: true },
        { id: 'b', text: 'Identificación de sustancias carcinógenas o de toxicidad aguda', correct: false },
        { id: 'c', text: 'Identificación de peligros con participación de todos los niveles', correct: true },
        { id: 'd', text: 'Plan de prevención, preparación y respuesta ante emergencias', correct: false },
        { id: 'e', text: 'Mediciones ambientales químicas, físicas y biológicas', correct: true },
      ],
      explanation:
        'En el subgrupo de identificación de peligros valen 4 la metodología, la identificación participativa y las mediciones ambientales; las sustancias carcinógenas valen 3 y el plan de emergencias, 5 (Resolución 0312 de 2019).',
    },
    {
      topic: PUNTOS,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'El estándar de evaluaciones médicas ocupacionales vale más que el de entrega de elementos de protección personal.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Las evaluaciones médicas ocupacionales valen 1 punto y la entrega de EPP con capacitación en su uso vale 2,5 (Resolución 0312 de 2019).',
    },
    {
      topic: PUNTOS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa que aplica los 60 estándares no hizo la auditoría anual, no la planificó con el COPASST y no tuvo revisión por la alta dirección. ¿Cuántos puntos pierde?',
      options: [
        { id: 'a', text: '5 puntos', correct: false },
        { id: 'b', text: '3 puntos', correct: false },
        { id: 'c', text: '7,5 puntos', correct: false },
        { id: 'd', text: '3,75 puntos', correct: true },
      ],
      explanation:
        'Son tres estándares de verificación de 1,25 puntos cada uno: 3 × 1,25 = 3,75 (Resolución 0312 de 2019). Los 5 puntos serían todo el grupo, que incluye además los indicadores.',
    },
    {
      topic: PUNTOS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa no tiene plan de emergencias ni brigada y tampoco investiga sus accidentes de trabajo. ¿Cuántos puntos pierde por esos tres estándares?',
      options: [
        { id: 'a', text: '12 puntos', correct: true },
        { id: 'b', text: '10 puntos', correct: false },
        { id: 'c', text: '15 puntos', correct: false },
        { id: 'd', text: '7 puntos', correct: false },
      ],
      explanation:
        'El plan de emergencias y la brigada valen 5 cada uno, y la investigación de incidentes, AT y EL vale 2: en total 12 puntos (Resolución 0312 de 2019).',
    },
    {
      topic: PUNTOS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa cumple todos los estándares de Hacer excepto los seis de medidas de prevención y control. ¿Cuántos de los 60 puntos de Hacer obtiene?',
      options: [
        { id: 'a', text: '30 puntos', correct: false },
        { id: 'b', text: '45 puntos', correct: true },
        { id: 'c', text: '54 puntos', correct: false },
        { id: 'd', text: '50 puntos', correct: false },
      ],
      explanation:
        'Las medidas de prevención y control son seis estándares de 2,5 puntos, 15 en total; Hacer vale 60, así que la empresa obtiene 45 (Resolución 0312 de 2019).',
    },
    {
      topic: AUTOEVALUACION,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál es el primer paso recomendado para hacer la autoevaluación?',
      options: [
        { id: 'a', text: 'Formular el plan de mejoramiento', correct: false },
        { id: 'b', text: 'Calcular el porcentaje de cumplimiento', correct: false },
        { id: 'c', text: 'Confirmar si a la empresa le aplican 7, 21 o 60 estándares', correct: true },
        { id: 'd', text: 'Registrar el resultado ante el Fondo de Riesgos Laborales', correct: false },
      ],
      explanation:
        'Primero se confirma el grupo de la empresa con el número de trabajadores y la clase de riesgo; luego se reúne al equipo, se revisan evidencias, se califica, se calcula y se formula el plan.',
    },
    {
      topic: AUTOEVALUACION,
      level: 'easy',
      kind: 'single',
      prompt: 'Después de calificar todos los estándares y calcular el resultado, ¿qué sigue?',
      options: [
        {
          id: 'a',
          text: 'Ubicar el resultado en la tabla de valoración y formular el plan de mejoramiento',
          correct: true,
        },
        { id: 'b', text: 'Repetir la calificación hasta superar el 85 %', correct: false },
        { id: 'c', text: 'Destruir los borradores y las evidencias revisadas', correct: false },
        { id: 'd', text: 'Esperar a que la ARL apruebe el resultado', correct: false },
      ],
      explanation:
        'Con el resultado calculado, la empresa lo ubica en la tabla de valoración de la Resolución 0312 de 2019 y formula el plan de mejoramiento para los estándares no cumplidos.',
    },
    {
      topic: AUTOEVALUACION,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'En la autoevaluación se revisan uno por uno los estándares que le corresponden a la empresa según su grupo.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La autoevaluación recorre cada estándar aplicable y le asigna la calificación de la Resolución 0312 de 2019 según la evidencia disponible.',
    },
    {
      topic: AUTOEVALUACION,
      level: 'medium',
      kind: 'single',
      prompt:
        'La matriz de peligros se actualizó en enero y en marzo ocurrió un accidente de trabajo mortal. ¿Qué pide el estándar de identificación de peligros?',
      options: [
        { id: 'a', text: 'Esperar a la actualización anual del próximo enero', correct: false },
        { id: 'b', text: 'Actualizar la identificación de peligros a raíz del accidente', correct: true },
        { id: 'c', text: 'Dejar la matriz igual, porque está vigente', correct: false },
        { id: 'd', text: 'Pedir a la ARL que cierre el caso en la matriz', correct: false },
      ],
      explanation:
        'La identificación de peligros se actualiza como mínimo una vez al año y además cada vez que ocurre un accidente de trabajo mortal o un evento catastrófico (Resolución 0312 de 2019).',
    },
    {
      topic: AUTOEVALUACION,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué evidencia soporta el estándar del programa de capacitación anual en promoción y prevención?',
      options: [
        { id: 'a', text: 'Un listado de temas interesantes sin fechas', correct: false },
        { id: 'b', text: 'Los certificados de estudio de los trabajadores', correct: false },
        { id: 'c', text: 'Un video institucional publicado en redes', correct: false },
        { id: 'd', text: 'El programa documentado con cronograma y los registros de asistencia', correct: true },
      ],
      explanation:
        'El estándar 1.2.1 de la Resolución 0312 de 2019 pide un programa de capacitación anual, enfocado en los peligros de la empresa; se demuestra con el programa y los registros de su ejecución.',
    },
    {
      topic: AUTOEVALUACION,
      level: 'medium',
      kind: 'single',
      prompt:
        'En los estándares, ¿con qué periodicidad se calculan los indicadores de frecuencia y de severidad de la accidentalidad?',
      options: [
        { id: 'a', text: 'Mensualmente', correct: true },
        { id: 'b', text: 'Cada dos años', correct: false },
        { id: 'c', text: 'Solo cuando hay un accidente grave', correct: false },
        { id: 'd', text: 'Una vez al año, en diciembre', correct: false },
      ],
      explanation:
        'La Resolución 0312 de 2019 pide medir la frecuencia y la severidad de la accidentalidad cada mes; la proporción de accidentes mortales y los indicadores de enfermedad laboral se miden cada año.',
    },
    {
      topic: AUTOEVALUACION,
      level: 'medium',
      kind: 'single',
      prompt:
        '¿Con qué periodicidad se miden la prevalencia y la incidencia de la enfermedad laboral según los estándares?',
      options: [
        { id: 'a', text: 'Cada semana', correct: false },
        { id: 'b', text: 'Cada mes', correct: false },
        { id: 'c', text: 'Una vez al año', correct: true },
        { id: 'd', text: 'Cada cinco años', correct: false },
      ],
      explanation:
        'La prevalencia y la incidencia de la enfermedad laboral, así como la proporción de accidentes mortales, se miden anualmente (Resolución 0312 de 2019).',
    },
    {
      topic: AUTOEVALUACION,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa calcula el ausentismo por causa médica una sola vez al año. ¿Cómo se califica el estándar de ese indicador?',
      options: [
        { id: 'a', text: 'Cumplido, porque el indicador existe', correct: false },
        { id: 'b', text: 'Cumplido, si el resultado es bajo', correct: false },
        { id: 'c', text: 'Como "no aplica", si hubo pocas incapacidades', correct: false },
        { id: 'd', text: 'No cumplido, porque el ausentismo debe medirse cada mes', correct: true },
      ],
      explanation:
        'La Resolución 0312 de 2019 fija una periodicidad mensual para el indicador de ausentismo por causa médica; medirlo una vez al año no cumple el estándar.',
    },
    {
      topic: AUTOEVALUACION,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una firma de contadores con 70 trabajadores marca "no aplica" en la brigada de emergencias porque "es una oficina". ¿Es válida esa justificación?',
      options: [
        { id: 'a', text: 'Sí, porque las oficinas tienen riesgo bajo', correct: false },
        { id: 'b', text: 'No, porque toda empresa debe prepararse ante emergencias', correct: true },
        { id: 'c', text: 'Sí, si la ARL la firma', correct: false },
        { id: 'd', text: 'Sí, si el edificio tiene su propia brigada', correct: false },
      ],
      explanation:
        'La preparación ante emergencias corresponde a la realidad de cualquier empresa: tiene personas expuestas a sismos, incendios o evacuaciones. El "no aplica" solo procede cuando el estándar no corresponde a la operación (Resolución 0312 de 2019).',
    },
    {
      topic: AUTOEVALUACION,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa hizo las evaluaciones médicas de ingreso, pero no las periódicas que el médico definió para los expuestos a ruido. ¿Cómo califica el estándar de evaluaciones médicas?',
      options: [
        { id: 'a', text: 'No cumplido, porque faltan las evaluaciones periódicas definidas', correct: true },
        { id: 'b', text: 'Cumplido, porque las de ingreso son las obligatorias', correct: false },
        { id: 'c', text: 'Cumplido a medias, con la mitad del punto', correct: false },
        { id: 'd', text: 'Como "no aplica" para los expuestos a ruido', correct: false },
      ],
      explanation:
        'Las evaluaciones médicas deben hacerse según los peligros a los que se expone cada trabajador, incluidas las periódicas; si faltan, el estándar vale cero, porque no hay puntaje parcial (Resolución 0312 de 2019).',
    },
    {
      topic: VALORACION,
      level: 'easy',
      kind: 'single',
      prompt: 'En el plan de mejoramiento, ¿con qué se responde la pregunta «¿por qué?» de cada acción?',
      options: [
        { id: 'a', text: 'Con el nombre del responsable', correct: false },
        { id: 'b', text: 'Con el estándar incumplido al que responde', correct: true },
        { id: 'c', text: 'Con el presupuesto asignado', correct: false },
        { id: 'd', text: 'Con la fecha de cumplimiento', correct: false },
      ],
      explanation:
        'Cada acción debe indicar el estándar incumplido que la origina; así se puede verificar que el plan cubre todas las brechas de la autoevaluación.',
    },
    {
      topic: VALORACION,
      level: 'easy',
      kind: 'single',
      prompt: 'En el plan de mejoramiento, ¿qué información responde a la pregunta «¿con qué?»?',
      options: [
        { id: 'a', text: 'La norma que sustenta la acción', correct: false },
        { id: 'b', text: 'El área donde se ejecutará', correct: false },
        { id: 'c', text: 'Los recursos: presupuesto, horas o proveedor', correct: true },
        { id: 'd', text: 'La firma del representante legal', correct: false },
      ],
      explanation:
        '«¿Con qué?» se refiere a los recursos asignados a la acción; sin presupuesto, tiempo o proveedor definido, la acción rara vez se ejecuta.',
    },
    {
      topic: VALORACION,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'Con valoración moderadamente aceptable, el plan de mejoramiento debe quedar a disposición del Ministerio del Trabajo.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Entre 60 % y 85 % la empresa debe tener un plan de mejoramiento a disposición del Ministerio del Trabajo y enviar a la ARL el informe de avances en máximo seis meses (Resolución 0312 de 2019, art. 28).',
    },
    {
      topic: VALORACION,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estas fuentes alimentan las acciones de mejora del SG-SST según los estándares de Actuar?',
      options: [
        { id: 'a', text: 'La revisión por la alta dirección', correct: true },
        { id: 'b', text: 'Las ventas del trimestre', correct: false },
        { id: 'c', text: 'Las investigaciones de accidentes e incidentes', correct: true },
        { id: 'd', text: 'Los requerimientos de las autoridades y de la ARL', correct: true },
        { id: 'e', text: 'El número de sedes de la empresa', correct: false },
      ],
      explanation:
        'Los cuatro estándares de mejoramiento parten de inspecciones e indicadores, de la revisión por la alta dirección, de las investigaciones de AT y EL y de los requerimientos de autoridades y ARL (Resolución 0312 de 2019).',
    },
    {
      topic: VALORACION,
      level: 'medium',
      kind: 'single',
      prompt: 'Una acción del plan de mejoramiento tiene como fecha «cuando haya presupuesto». ¿Qué falla?',
      options: [
        { id: 'a', text: 'Que no cita el artículo de la norma', correct: false },
        { id: 'b', text: 'Que no la firmó la ARL', correct: false },
        { id: 'c', text: 'Que debería estar en el plan anual y no en el de mejoramiento', correct: false },
        { id: 'd', text: 'Que no tiene una fecha realista dentro del plazo que exige el resultado', correct: true },
      ],
      explanation:
        'El «¿cuándo?» debe ser una fecha concreta y realista dentro del plazo de la valoración (tres o seis meses para el informe a la ARL); una fecha abierta impide el seguimiento.',
    },
    {
      topic: VALORACION,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una empresa de logística tiene cuatro brechas. Según la lógica de priorización, ¿cuál puede ir al final del cronograma?',
      options: [
        { id: 'a', text: 'Las evaluaciones médicas de los conductores de montacargas', correct: false },
        { id: 'b', text: 'El diseño del tablero de indicadores', correct: true },
        { id: 'c', text: 'Los controles para el trabajo en alturas en bodega', correct: false },
        { id: 'd', text: 'Las guardas de la máquina enfardadora', correct: false },
      ],
      explanation:
        'Primero se atienden las brechas ligadas a peligros y tareas críticas, de las que dependen las lesiones graves; el tablero de indicadores es necesario, pero puede ir después.',
    },
    {
      topic: VALORACION,
      level: 'medium',
      kind: 'single',
      prompt:
        '¿Qué acción de un plan de mejoramiento responde directamente al estándar sobre requerimientos de autoridades y ARL?',
      options: [
        { id: 'a', text: 'Atender lo que ordenó un inspector del Ministerio en su visita', correct: true },
        { id: 'b', text: 'Actualizar la política tras la revisión anual', correct: false },
        { id: 'c', text: 'Corregir una falla hallada en una inspección del COPASST', correct: false },
        { id: 'd', text: 'Cambiar un procedimiento tras investigar un accidente', correct: false },
      ],
      explanation:
        'El estándar 7.1.4 de la Resolución 0312 de 2019 se refiere a los requerimientos de las autoridades administrativas y a las recomendaciones de la ARL; las otras acciones responden a otros estándares de mejoramiento.',
    },
    {
      topic: VALORACION,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa obtiene 40 % y el gerente propone empezar por corregir manuales y formatos para subir rápido el puntaje. ¿Qué tan acertado es?',
      options: [
        { id: 'a', text: 'Acertado, porque los documentos pesan más que la ejecución', correct: false },
        { id: 'b', text: 'Acertado, porque Planear es la fase de mayor peso', correct: false },
        {
          id: 'c',
          text: 'Poco acertado: Hacer pesa 60 % y las brechas de peligros son las que protegen de lesiones graves',
          correct: true,
        },
        { id: 'd', text: 'Indiferente, porque todas las brechas valen lo mismo', correct: false },
      ],
      explanation:
        'Hacer pesa 60 % y la gestión de peligros y riesgos es el bloque más pesado; además, de esas brechas dependen las lesiones graves, por eso van primero (Resolución 0312 de 2019).',
    },
    {
      topic: VALORACION,
      level: 'hard',
      kind: 'single',
      prompt:
        '¿Con qué frecuencia mínima debe hacerse la revisión por la alta dirección y qué estándar de Actuar se alimenta de ella?',
      options: [
        { id: 'a', text: 'Cada dos años; alimenta el plan por requerimientos de autoridades', correct: false },
        { id: 'b', text: 'Una vez al año; alimenta las acciones de mejora según esa revisión', correct: true },
        { id: 'c', text: 'Cada mes; alimenta las acciones por investigaciones de accidentes', correct: false },
        { id: 'd', text: 'Solo tras un accidente mortal; alimenta la gestión del cambio', correct: false },
      ],
      explanation:
        'La alta dirección revisa el SG-SST al menos una vez al año (Decreto 1072 de 2015) y el estándar 7.1.2 de la Resolución 0312 de 2019 pide acciones de mejora a partir de esa revisión.',
    },
    // Lote adicional 4
    {
      topic: GRUPOS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Con qué frecuencia mínima debe reunirse el COPASST?',
      options: [
        { id: 'a', text: 'Una vez al año', correct: false },
        { id: 'b', text: 'Cada seis meses', correct: false },
        { id: 'c', text: 'Una vez al mes', correct: true },
        { id: 'd', text: 'Solo cuando hay un accidente', correct: false },
      ],
      explanation:
        'El COPASST se reúne por lo menos una vez al mes (Resolución 2013 de 1986); sus actas son la evidencia del estándar de funcionamiento.',
    },
    {
      topic: GRUPOS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué entidad expidió la Resolución 0312 de 2019 sobre estándares mínimos del SG-SST?',
      options: [
        { id: 'a', text: 'El Ministerio de Salud y Protección Social', correct: false },
        { id: 'b', text: 'El Ministerio del Trabajo', correct: true },
        { id: 'c', text: 'La Federación de Aseguradores', correct: false },
        { id: 'd', text: 'El Fondo de Riesgos Laborales', correct: false },
      ],
      explanation:
        'Los estándares mínimos del SG-SST los fija el Ministerio del Trabajo mediante la Resolución 0312 de 2019.',
    },
    {
      topic: GRUPOS,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'El estándar de asignación de recursos pide que el empleador defina y asigne recursos financieros, técnicos y humanos para el SG-SST.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El empleador debe asignar los recursos necesarios para diseñar, implementar, revisar y mejorar el SG-SST (Decreto 1072 de 2015); la Resolución 0312 de 2019 lo verifica en el subgrupo de recursos.',
    },
    {
      topic: GRUPOS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Por cuánto tiempo se eligen los integrantes del COPASST?',
      options: [
        { id: 'a', text: 'Por dos años', correct: true },
        { id: 'b', text: 'Por un año', correct: false },
        { id: 'c', text: 'Por cinco años', correct: false },
        { id: 'd', text: 'Mientras dure su contrato', correct: false },
      ],
      explanation: 'Los integrantes del COPASST tienen un periodo de dos años (Decreto 1295 de 1994).',
    },
    {
      topic: GRUPOS,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una empresa de 200 trabajadores conforma su COPASST. ¿Cuántos representantes principales tiene cada parte?',
      options: [
        { id: 'a', text: 'Uno por cada parte', correct: false },
        { id: 'b', text: 'Tres por cada parte', correct: false },
        { id: 'c', text: 'Cuatro por cada parte', correct: false },
        { id: 'd', text: 'Dos por cada parte', correct: true },
      ],
      explanation:
        'Para empresas de 50 a 499 trabajadores el COPASST tiene dos representantes principales del empleador y dos de los trabajadores, con sus suplentes (Resolución 2013 de 1986).',
    },
    {
      topic: GRUPOS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuál de estas actividades corresponde al estándar de estilos de vida y entornos saludables?',
      options: [
        { id: 'a', text: 'La entrega de dotación de verano', correct: false },
        {
          id: 'b',
          text: 'Campañas de prevención del tabaquismo, el alcoholismo y la farmacodependencia',
          correct: true,
        },
        { id: 'c', text: 'La medición del ruido en la planta', correct: false },
        { id: 'd', text: 'La elección de los integrantes del COPASST', correct: false },
      ],
      explanation:
        'El estándar de estilos de vida y entornos saludables incluye programas de prevención del tabaquismo, el alcoholismo y la farmacodependencia, entre otros (Resolución 0312 de 2019).',
    },
    {
      topic: GRUPOS,
      level: 'medium',
      kind: 'single',
      prompt: '¿En qué plazo debe investigarse un accidente de trabajo?',
      options: [
        { id: 'a', text: 'Dentro de los dos días hábiles siguientes', correct: false },
        { id: 'b', text: 'Antes de la siguiente autoevaluación anual', correct: false },
        { id: 'c', text: 'Dentro de los quince días siguientes', correct: true },
        { id: 'd', text: 'Dentro de los seis meses siguientes', correct: false },
      ],
      explanation:
        'La investigación se hace dentro de los quince días siguientes al accidente (Resolución 1401 de 2007). Los dos días hábiles son el plazo del reporte a la ARL y la EPS, no de la investigación.',
    },
    {
      topic: GRUPOS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa de 45 trabajadores con riesgo III revisa su lista de 21 estándares. ¿Cuál de estos está incluido?',
      options: [
        { id: 'a', text: 'La descripción sociodemográfica y el diagnóstico de condiciones de salud', correct: true },
        { id: 'b', text: 'La auditoría anual del SG-SST', correct: false },
        { id: 'c', text: 'La matriz legal', correct: false },
        { id: 'd', text: 'La gestión del cambio', correct: false },
      ],
      explanation:
        'La descripción sociodemográfica y el diagnóstico de salud están entre los 21 estándares del artículo 9 de la Resolución 0312 de 2019; la auditoría, la matriz legal y la gestión del cambio aparecen en la tabla completa de 60.',
    },
    {
      topic: GRUPOS,
      level: 'hard',
      kind: 'single',
      prompt:
        'En una empresa de 9 trabajadores con riesgo II ocurre un accidente de trabajo. ¿Quiénes deben integrar como mínimo el equipo investigador?',
      options: [
        { id: 'a', text: 'El gerente y un abogado externo', correct: false },
        { id: 'b', text: 'Solo el responsable del SG-SST', correct: false },
        { id: 'c', text: 'El comité de convivencia y la ARL', correct: false },
        { id: 'd', text: 'El jefe inmediato, el vigía de SST y el responsable del SG-SST', correct: true },
      ],
      explanation:
        'Con menos de 10 trabajadores no hay COPASST sino vigía, que reemplaza al representante del comité en el equipo investigador junto con el jefe inmediato y el responsable del SG-SST (Resolución 1401 de 2007).',
    },
    {
      topic: GRUPOS,
      level: 'hard',
      kind: 'single',
      prompt: '¿Para qué sirve la evaluación inicial del SG-SST que aparece entre los estándares de gestión integral?',
      options: [
        { id: 'a', text: 'Para reemplazar la autoevaluación anual de estándares', correct: false },
        { id: 'b', text: 'Para identificar prioridades y servir de base al plan anual de trabajo', correct: true },
        { id: 'c', text: 'Para fijar la clase de riesgo de la empresa ante la ARL', correct: false },
        { id: 'd', text: 'Para elegir a los integrantes del COPASST', correct: false },
      ],
      explanation:
        'La evaluación inicial identifica las prioridades en SST y sirve para establecer el plan anual de trabajo (Decreto 1072 de 2015; Resolución 0312 de 2019). La clase de riesgo la determina la afiliación a la ARL.',
    },
    {
      topic: PUNTOS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuántos estándares tiene el grupo de verificación del SG-SST?',
      options: [
        { id: 'a', text: 'Cuatro', correct: true },
        { id: 'b', text: 'Cinco', correct: false },
        { id: 'c', text: 'Dos', correct: false },
        { id: 'd', text: 'Diez', correct: false },
      ],
      explanation:
        'Verificar tiene cuatro estándares de 1,25 puntos: indicadores, auditoría anual, revisión por la alta dirección y planificación de la auditoría con el COPASST (Resolución 0312 de 2019).',
    },
    {
      topic: PUNTOS,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Cada uno de los seis estándares de medidas de prevención y control vale 2,5 puntos.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Las medidas de prevención y control suman 15 puntos en seis estándares de 2,5 cada uno (Resolución 0312 de 2019).',
    },
    {
      topic: PUNTOS,
      level: 'easy',
      kind: 'single',
      prompt:
        '¿Cuánto vale el estándar de investigación de incidentes, accidentes de trabajo y enfermedades laborales?',
      options: [
        { id: 'a', text: '0,5 puntos', correct: false },
        { id: 'b', text: '5 puntos', correct: false },
        { id: 'c', text: '1 punto', correct: false },
        { id: 'd', text: '2 puntos', correct: true },
      ],
      explanation:
        'La investigación vale 2 puntos dentro del subgrupo de registro, reporte e investigación, que suma 5 (Resolución 0312 de 2019).',
    },
    {
      topic: PUNTOS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuántos de los 60 estándares pertenecen a la fase Planear?',
      options: [
        { id: 'a', text: '11 estándares', correct: false },
        { id: 'b', text: '22 estándares', correct: true },
        { id: 'c', text: '25 estándares', correct: false },
        { id: 'd', text: '15 estándares', correct: false },
      ],
      explanation:
        'Planear reúne 11 estándares de recursos (8 de recursos y 3 de capacitación) y 11 de gestión integral: 22 en total, que valen 25 puntos (Resolución 0312 de 2019).',
    },
    {
      topic: PUNTOS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuántos de los 60 estándares pertenecen a la fase Hacer?',
      options: [
        { id: 'a', text: '60 estándares', correct: false },
        { id: 'b', text: '21 estándares', correct: false },
        { id: 'c', text: '30 estándares', correct: true },
        { id: 'd', text: '20 estándares', correct: false },
      ],
      explanation:
        'Hacer tiene 18 estándares de gestión de la salud, 10 de gestión de peligros y riesgos y 2 de gestión de amenazas: 30 en total, que valen 60 puntos (Resolución 0312 de 2019).',
    },
    {
      topic: PUNTOS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuál de estos estándares tiene mayor valor en la tabla?',
      options: [
        { id: 'a', text: 'Las mediciones ambientales', correct: true },
        { id: 'b', text: 'El plan anual de trabajo', correct: false },
        { id: 'c', text: 'Las evaluaciones médicas ocupacionales', correct: false },
        { id: 'd', text: 'La revisión por la alta dirección', correct: false },
      ],
      explanation:
        'Las mediciones ambientales valen 4 puntos; el plan anual, 2; la revisión por la alta dirección, 1,25, y las evaluaciones médicas, 1 (Resolución 0312 de 2019).',
    },
    {
      topic: PUNTOS,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estos estándares valen 1 punto cada uno?',
      options: [
        { id: 'a', text: 'Indicador de frecuencia de la accidentalidad', correct: true },
        { id: 'b', text: 'Auditoría anual', correct: false },
        { id: 'c', text: 'Custodia de las historias clínicas', correct: true },
        { id: 'd', text: 'Capacitación de los integrantes del COPASST', correct: false },
        { id: 'e', text: 'Gestión del cambio', correct: true },
      ],
      explanation:
        'Los indicadores, los estándares de condiciones de salud y varios de gestión integral, como la gestión del cambio, valen 1 punto; la auditoría vale 1,25 y la capacitación del COPASST, 0,5 (Resolución 0312 de 2019).',
    },
    {
      topic: PUNTOS,
      level: 'hard',
      kind: 'single',
      prompt: 'En su autoevaluación, una empresa perdió exactamente 2,5 puntos por un único estándar. ¿Cuál pudo ser?',
      options: [
        { id: 'a', text: 'La matriz legal', correct: false },
        { id: 'b', text: 'La brigada de emergencias', correct: false },
        { id: 'c', text: 'El mantenimiento periódico de instalaciones y equipos', correct: true },
        { id: 'd', text: 'La auditoría anual', correct: false },
      ],
      explanation:
        'El mantenimiento periódico es uno de los estándares de medidas de prevención y control, que valen 2,5; la matriz legal vale 2, la brigada 5 y la auditoría 1,25 (Resolución 0312 de 2019).',
    },
    {
      topic: PUNTOS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa que aplica los 60 estándares cumple todos, salvo las mediciones ambientales y las sustancias carcinógenas, que marca "no aplica" con justificación escrita. ¿Qué puntaje obtiene?',
      options: [
        { id: 'a', text: '93 %', correct: false },
        { id: 'b', text: '96 %', correct: false },
        { id: 'c', text: '97 %', correct: false },
        { id: 'd', text: '100 %', correct: true },
      ],
      explanation:
        'Los estándares que no aplican, con justificación, reciben su valor completo (Resolución 0312 de 2019); por eso la empresa conserva los 4 y 3 puntos y obtiene 100 %.',
    },
    {
      topic: PUNTOS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa cumple todos los estándares, pero marca "no aplica" en las mediciones ambientales sin justificarlo y en las sustancias carcinógenas con justificación escrita. ¿Qué puntaje obtiene?',
      options: [
        { id: 'a', text: '96 %', correct: true },
        { id: 'b', text: '93 %', correct: false },
        { id: 'c', text: '97 %', correct: false },
        { id: 'd', text: '100 %', correct: false },
      ],
      explanation:
        'Las mediciones ambientales (4 puntos) sin justificación valen cero; las sustancias carcinógenas (3) conservan su valor por estar justificadas: 100 − 4 = 96 % (Resolución 0312 de 2019).',
    },
    {
      topic: AUTOEVALUACION,
      level: 'easy',
      kind: 'single',
      prompt: '¿Quién es el responsable de realizar la autoevaluación de los estándares mínimos?',
      options: [
        { id: 'a', text: 'La EPS de la mayoría de los trabajadores', correct: false },
        { id: 'b', text: 'El Fondo de Riesgos Laborales', correct: false },
        { id: 'c', text: 'El empleador, a través del responsable del SG-SST', correct: true },
        { id: 'd', text: 'La Dirección Territorial del Ministerio del Trabajo', correct: false },
      ],
      explanation:
        'La autoevaluación la hace el empleador con el responsable del SG-SST (Resolución 0312 de 2019); el Fondo de Riesgos Laborales solo recibe el registro y el Ministerio vigila.',
    },
    {
      topic: AUTOEVALUACION,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'Un procedimiento de trabajo seguro que «se hace, pero no está escrito» suma puntos en la autoevaluación.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Sin soporte no hay cumplimiento: el procedimiento debe estar documentado para que el estándar se califique como cumplido.',
    },
    {
      topic: AUTOEVALUACION,
      level: 'easy',
      kind: 'single',
      prompt:
        '¿Qué norma del Ministerio del Trabajo dio las instrucciones para registrar la autoevaluación y el plan de mejoramiento ante el Fondo de Riesgos Laborales?',
      options: [
        { id: 'a', text: 'La Circular 0071 de 2020', correct: true },
        { id: 'b', text: 'La Resolución 2013 de 1986', correct: false },
        { id: 'c', text: 'La Ley 1010 de 2006', correct: false },
        { id: 'd', text: 'El Decreto 1295 de 1994', correct: false },
      ],
      explanation:
        'La Circular 0071 de 2020 del Ministerio del Trabajo dio las instrucciones para el registro de la autoevaluación y del plan de mejoramiento ante el Fondo de Riesgos Laborales.',
    },
    {
      topic: AUTOEVALUACION,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué evidencia demuestra el estándar de gestión del cambio?',
      options: [
        { id: 'a', text: 'La factura de la maquinaria nueva', correct: false },
        { id: 'b', text: 'El registro de la evaluación del impacto en SST hecha antes del cambio', correct: true },
        { id: 'c', text: 'El acta de entrega del nuevo equipo al área', correct: false },
        { id: 'd', text: 'El contrato con el proveedor del equipo', correct: false },
      ],
      explanation:
        'La gestión del cambio se demuestra con la evaluación del impacto del cambio en la SST y las medidas tomadas antes de implementarlo (Decreto 1072 de 2015; Resolución 0312 de 2019).',
    },
    {
      topic: AUTOEVALUACION,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué evidencia soporta el estándar de mediciones ambientales en una planta con ruido?',
      options: [
        { id: 'a', text: 'Una queja de los vecinos por el ruido', correct: false },
        { id: 'b', text: 'La ficha técnica de los protectores auditivos', correct: false },
        { id: 'c', text: 'La percepción de los operarios registrada en una encuesta', correct: false },
        { id: 'd', text: 'Los informes de las mediciones de ruido de las áreas expuestas', correct: true },
      ],
      explanation:
        'El estándar 4.1.4 de la Resolución 0312 de 2019 pide mediciones de los agentes químicos, físicos y biológicos a los que se exponen los trabajadores; el informe técnico de la medición es su soporte.',
    },
    {
      topic: AUTOEVALUACION,
      level: 'medium',
      kind: 'single',
      prompt:
        '¿Qué evidencia demuestra el estándar de afiliación de los trabajadores al Sistema de Seguridad Social Integral?',
      options: [
        { id: 'a', text: 'Las planillas de pago de aportes a salud, pensión y riesgos laborales', correct: true },
        { id: 'b', text: 'Los contratos de trabajo firmados', correct: false },
        { id: 'c', text: 'Los carnés de la empresa', correct: false },
        { id: 'd', text: 'La nómina sin los descuentos de seguridad social', correct: false },
      ],
      explanation:
        'La afiliación y el pago de aportes a salud, pensión y riesgos laborales se demuestran con las planillas de pago; un contrato no prueba la afiliación.',
    },
    {
      topic: AUTOEVALUACION,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué evidencia soporta el estándar de revisión anual por la alta dirección?',
      options: [
        { id: 'a', text: 'La agenda del gerente con la palabra «SST»', correct: false },
        { id: 'b', text: 'El informe o acta de la revisión con sus conclusiones y decisiones', correct: true },
        { id: 'c', text: 'La firma del gerente en la política de SST', correct: false },
        { id: 'd', text: 'Un correo que anuncia que se hará la revisión', correct: false },
      ],
      explanation:
        'La revisión por la alta dirección debe quedar documentada con sus resultados y decisiones, y comunicarse al COPASST y al responsable del SG-SST (Decreto 1072 de 2015; Resolución 0312 de 2019).',
    },
    {
      topic: AUTOEVALUACION,
      level: 'hard',
      kind: 'single',
      prompt:
        'La política de SST de una empresa está firmada desde 2018, pero nunca se comunicó al COPASST ni se ha revisado. ¿Cómo se califica el estándar?',
      options: [
        { id: 'a', text: 'Cumplido, porque la política está firmada y fechada', correct: false },
        { id: 'b', text: 'Cumplido a medias, con la mitad de su punto', correct: false },
        { id: 'c', text: 'No cumplido, porque debe estar comunicada al COPASST y revisarse cada año', correct: true },
        { id: 'd', text: 'Como "no aplica", porque la política no cambió', correct: false },
      ],
      explanation:
        'La política debe estar firmada, fechada y comunicada al COPASST (Resolución 0312 de 2019) y revisarse como mínimo una vez al año (Decreto 1072 de 2015). Sin esos requisitos el estándar vale cero.',
    },
    {
      topic: AUTOEVALUACION,
      level: 'hard',
      kind: 'single',
      prompt:
        'El plan anual de trabajo está completo, con metas y cronograma, pero no lo firmó el empleador. ¿Qué calificación recibe ese estándar?',
      options: [
        { id: 'a', text: 'Cero de sus 2 puntos', correct: true },
        { id: 'b', text: '1 de sus 2 puntos', correct: false },
        { id: 'c', text: 'Los 2 puntos, porque el contenido está completo', correct: false },
        { id: 'd', text: 'Los 2 puntos, si lo firmó el responsable del SG-SST', correct: false },
      ],
      explanation:
        'El estándar exige el plan anual firmado por el empleador y el responsable del SG-SST; si falta un requisito, el estándar no se cumple y vale cero (Resolución 0312 de 2019).',
    },
    {
      topic: AUTOEVALUACION,
      level: 'hard',
      kind: 'single',
      prompt:
        'Tras un accidente, la empresa no investigó y dejó que la ARL hiciera el análisis por su cuenta. ¿Cómo se califica el estándar de investigación?',
      options: [
        { id: 'a', text: 'Cumplido, porque la ARL es experta en investigación', correct: false },
        { id: 'b', text: 'Como "no aplica", porque la investigó un tercero', correct: false },
        { id: 'c', text: 'Cumplido, si la ARL envió su informe', correct: false },
        { id: 'd', text: 'No cumplido, porque la investigación es deber de la empresa con su COPASST', correct: true },
      ],
      explanation:
        'La empresa debe investigar sus incidentes y accidentes con un equipo propio que incluye al COPASST o al vigía (Resolución 1401 de 2007; Resolución 0312 de 2019). La ARL puede apoyar, pero no reemplaza esa obligación.',
    },
    {
      topic: VALORACION,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué documento organiza las acciones para cerrar las brechas que dejó la autoevaluación?',
      options: [
        { id: 'a', text: 'El reglamento de higiene y seguridad industrial', correct: false },
        { id: 'b', text: 'La matriz legal', correct: false },
        { id: 'c', text: 'El plan de mejoramiento', correct: true },
        { id: 'd', text: 'La política de SST', correct: false },
      ],
      explanation:
        'El plan de mejoramiento ordena las acciones frente a cada estándar no cumplido, con responsable, fecha y recursos (Resolución 0312 de 2019).',
    },
    {
      topic: VALORACION,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'El plan de mejoramiento se formula para los estándares que la autoevaluación calificó como no cumplidos.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El plan de mejoramiento es la respuesta a los estándares no cumplidos; por eso cada acción debe señalar el estándar al que responde.',
    },
    {
      topic: VALORACION,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál de estos responsables está bien definido en un plan de mejoramiento?',
      options: [
        { id: 'a', text: 'Laura Gómez, coordinadora de mantenimiento', correct: true },
        { id: 'b', text: 'El área de SST', correct: false },
        { id: 'c', text: 'Todos los trabajadores', correct: false },
        { id: 'd', text: 'La gerencia en general', correct: false },
      ],
      explanation:
        'Un responsable útil tiene nombre y cargo; las áreas o los grupos en abstracto diluyen la responsabilidad y dificultan el seguimiento.',
    },
    {
      topic: VALORACION,
      level: 'medium',
      kind: 'single',
      prompt: '¿Con qué frecuencia mínima se audita el SG-SST y con quién se planifica la auditoría?',
      options: [
        { id: 'a', text: 'Cada dos años, con la ARL', correct: false },
        { id: 'b', text: 'Cada mes, con el comité de convivencia', correct: false },
        { id: 'c', text: 'Una vez al año, con el Ministerio del Trabajo', correct: false },
        { id: 'd', text: 'Una vez al año, con la participación del COPASST', correct: true },
      ],
      explanation:
        'La auditoría del SG-SST se hace como mínimo una vez al año y se planifica con la participación del COPASST (Decreto 1072 de 2015; Resolución 0312 de 2019). Sus hallazgos alimentan las acciones de mejora.',
    },
    {
      topic: VALORACION,
      level: 'medium',
      kind: 'single',
      prompt: 'La auditoría anual del SG-SST encontró varias no conformidades. ¿Qué sigue?',
      options: [
        { id: 'a', text: 'Definir acciones correctivas y preventivas con responsable y fecha', correct: true },
        { id: 'b', text: 'Repetir la auditoría hasta que no haya hallazgos', correct: false },
        { id: 'c', text: 'Archivar el informe hasta el siguiente año', correct: false },
        { id: 'd', text: 'Enviar el informe al comité de convivencia', correct: false },
      ],
      explanation:
        'Los hallazgos de la auditoría se convierten en acciones preventivas y correctivas con responsable y fecha, que se siguen hasta cerrarlas (Decreto 1072 de 2015; Resolución 0312 de 2019).',
    },
    {
      topic: VALORACION,
      level: 'medium',
      kind: 'single',
      prompt:
        'Tras investigar un accidente, la empresa cambia el procedimiento para eliminar la causa que lo produjo. ¿Qué tipo de acción es?',
      options: [
        { id: 'a', text: 'Una acción preventiva', correct: false },
        { id: 'b', text: 'Una acción correctiva', correct: true },
        { id: 'c', text: 'Una acción de rendición de cuentas', correct: false },
        { id: 'd', text: 'Una acción de gestión documental', correct: false },
      ],
      explanation:
        'La acción correctiva elimina la causa de algo que ya ocurrió; la preventiva actúa sobre una causa potencial antes de que ocurra (Decreto 1072 de 2015).',
    },
    {
      topic: VALORACION,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una empresa con valoración moderadamente aceptable recibe la visita del Ministerio del Trabajo. ¿Qué debe tener listo?',
      options: [
        { id: 'a', text: 'Solo el certificado de afiliación a la ARL', correct: false },
        { id: 'b', text: 'Una nueva autoevaluación hecha el día anterior', correct: false },
        { id: 'c', text: 'El plan de mejoramiento y las evidencias de su avance', correct: true },
        { id: 'd', text: 'Una carta de la ARL que la exima de la visita', correct: false },
      ],
      explanation:
        'El plan de mejoramiento debe estar a disposición del Ministerio del Trabajo, junto con las evidencias de su ejecución (Resolución 0312 de 2019, art. 28).',
    },
    {
      topic: VALORACION,
      level: 'medium',
      kind: 'multiple',
      prompt: 'Una empresa obtiene 88 % en su autoevaluación. ¿Qué le corresponde hacer?',
      options: [
        { id: 'a', text: 'Mantener la calificación obtenida', correct: true },
        { id: 'b', text: 'Enviar a la ARL el informe de avances en seis meses', correct: false },
        { id: 'c', text: 'Tener las evidencias a disposición del Ministerio del Trabajo', correct: true },
        { id: 'd', text: 'Recibir seguimiento anual del Ministerio del Trabajo', correct: false },
        { id: 'e', text: 'Incluir las mejoras detectadas en el plan anual de trabajo', correct: true },
      ],
      explanation:
        'Con más de 85 % la valoración es aceptable: se mantiene la calificación, las evidencias quedan a disposición del Ministerio y las mejoras pasan al plan anual de trabajo (Resolución 0312 de 2019, art. 28).',
    },
    {
      topic: VALORACION,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa que aplica los 60 estándares incumple el plan de emergencias, la brigada, las seis medidas de prevención y control y todo Verificar; lo demás se cumple. ¿Qué plazo tiene para el informe de avances a la ARL?',
      options: [
        { id: 'a', text: 'Tres meses, porque su resultado es crítico', correct: false },
        { id: 'b', text: 'Ninguno, porque su resultado es aceptable', correct: false },
        { id: 'c', text: 'Un año, porque el informe es anual', correct: false },
        { id: 'd', text: 'Seis meses, porque obtiene 70 %, moderadamente aceptable', correct: true },
      ],
      explanation:
        'Pierde 10 (emergencias) + 15 (prevención y control) + 5 (Verificar) = 30 puntos y obtiene 70 %: moderadamente aceptable, con informe a la ARL en máximo seis meses (Resolución 0312 de 2019, art. 28).',
    },
    {
      topic: VALORACION,
      level: 'hard',
      kind: 'single',
      prompt:
        'Para cerrar la brecha de exposición a ruido, el plan de mejoramiento solo dice «comprar protectores auditivos». ¿Qué le falta?',
      options: [
        { id: 'a', text: 'Nada, porque los EPP cierran cualquier brecha de control', correct: false },
        { id: 'b', text: 'Considerar antes controles de mayor nivel, como sustitución o ingeniería', correct: true },
        { id: 'c', text: 'Pedir a la EPS que entregue los protectores', correct: false },
        { id: 'd', text: 'Cambiar la clase de riesgo ante la ARL', correct: false },
      ],
      explanation:
        'Las medidas de control siguen la jerarquía del Decreto 1072 de 2015: eliminación, sustitución, ingeniería, controles administrativos y, al final, EPP. Un plan que solo compra EPP deja de lado controles más eficaces.',
    },
    {
      topic: VALORACION,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Enviar a la ARL el informe de avances reemplaza la obligación de tener el plan de mejoramiento a disposición del Ministerio del Trabajo.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Son obligaciones distintas: el plan queda a disposición del Ministerio del Trabajo y, además, se envía a la ARL el informe de avances en el plazo que fija la valoración (Resolución 0312 de 2019, art. 28).',
    },
  ],
};
