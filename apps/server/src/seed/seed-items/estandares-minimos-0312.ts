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
  ],
};
