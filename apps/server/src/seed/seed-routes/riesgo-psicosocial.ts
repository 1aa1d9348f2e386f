import type { SeedRoute } from './seed-route.js';

export const riesgoPsicosocial: SeedRoute = {
  key: 'riesgo-psicosocial',
  title: 'Riesgo psicosocial y salud mental en el trabajo',
  summary:
    'Comprenda cómo se identifican, evalúan e intervienen los factores de riesgo psicosocial según la Resolución 2646 de 2008 y la Resolución 2764 de 2022, y cómo cuidar la salud mental propia y del equipo.',
  objectives: [
    'Diferenciar los factores psicosociales intralaborales, extralaborales e individuales.',
    'Explicar cómo y con qué periodicidad se aplica la batería de instrumentos de evaluación.',
    'Reconocer las señales de estrés laboral y las estrategias para manejarlo.',
    'Proponer medidas de intervención organizacional y de apoyo individual.',
  ],
  category: 'Salud en el trabajo',
  hours: 4,
  level: 'intermediate',
  items: [
    {
      kind: 'text',
      title: 'Factores de riesgo psicosocial',
      description: 'Qué son y cómo se clasifican según la Resolución 2646 de 2008.',
      durationMinutes: 15,
      body: `## Más allá de lo que se ve

Los accidentes con máquinas o las caídas dejan huellas visibles. Los efectos de una organización del trabajo deficiente son más silenciosos: cansancio que no se recupera con el descanso, irritabilidad, problemas de sueño, conflictos en el equipo, ausentismo y, con el tiempo, enfermedades. La **Resolución 2646 de 2008** pone esos efectos en el mapa del SG-SST: le pide al empleador reconocer qué condiciones psicosociales hay en su empresa, medir cuánto pesan, actuar sobre ellas y seguirlas en el tiempo. También sirve de base para estudiar si una enfermedad ligada al estrés tiene origen en el trabajo.

## Tres grupos de factores

La Resolución 2646 de 2008 organiza los factores psicosociales en tres grupos:

| Grupo | Qué incluye | Ejemplos |
| --- | --- | --- |
| **Intralaborales** | Condiciones propias del trabajo y de la organización | Estilo de liderazgo, claridad del rol, carga de trabajo, control sobre la tarea, jornada, relaciones con compañeros, reconocimiento |
| **Extralaborales** | Condiciones del entorno del trabajador fuera del trabajo | Tiempo de desplazamiento, situación económica del hogar, vivienda, tiempo libre, relaciones familiares |
| **Individuales** | Características propias de cada persona | Edad, formación, estrategias de afrontamiento, condiciones de salud |

Los factores intralaborales son los que la empresa puede intervenir de forma más directa. Los extralaborales y los individuales se tienen en cuenta porque interactúan con los primeros: un trabajador con un desplazamiento de dos horas diarias llega con menos reservas a una jornada exigente.

## Cómo se manifiesta en distintos sectores

- **Servicios de salud:** turnos nocturnos, contacto con el sufrimiento, usuarios agresivos, alta responsabilidad sobre la vida de otros.
- **Centros de contacto:** metas de tiempo por llamada, monitoreo permanente, clientes molestos, poco control sobre el ritmo.
- **Construcción:** presión por plazos, trabajo lejos de la familia, inestabilidad contractual.
- **Oficinas:** sobrecarga de correos y reuniones, ambigüedad de funciones, dificultad para desconectarse fuera de la jornada.

## Riesgo no es lo mismo que fragilidad

Un error frecuente es pensar que el riesgo psicosocial depende de que las personas "sean fuertes" o "aguanten". El enfoque de la norma es organizacional: se evalúa cómo está diseñado el trabajo y se interviene sobre las condiciones, no solo sobre las personas. Un equipo con metas imposibles, roles confusos y un líder que no escucha generará estrés incluso en las personas más resilientes.

Por otra parte, no todo factor psicosocial es negativo. Un trabajo con autonomía, retos alcanzables y reconocimiento es un **factor protector** que favorece la salud y el compromiso.`,
    },
    {
      kind: 'text',
      title: 'La batería de evaluación y la confidencialidad',
      description: 'Cómo se evalúa el riesgo psicosocial, cada cuánto y cómo se protegen los datos.',
      durationMinutes: 15,
      body: `## La batería de instrumentos

Para evaluar los factores psicosociales de manera estandarizada, en Colombia se usa la **batería de instrumentos para la evaluación de factores de riesgo psicosocial**, adoptada por la **Resolución 2764 de 2022**. La batería incluye cuestionarios para los factores intralaborales, los extralaborales y el estrés, además de una ficha de datos generales del trabajador.

## ¿Cada cuánto se aplica?

La Resolución 2764 de 2022 fija la periodicidad según el resultado:

- **Cada año**, en las empresas donde se haya identificado un nivel de riesgo psicosocial alto.
- **Cada dos años**, en los demás casos.

Además de la batería, se recomienda revisar otros indicadores: ausentismo, rotación de personal, quejas ante el comité de convivencia, resultados de las evaluaciones médicas en forma agregada y clima laboral.

## Quién la aplica y cómo

La aplicación y el análisis de la batería deben estar a cargo de un profesional idóneo, según los requisitos de la normatividad vigente. Para que los resultados sean confiables:

1. **Informe a los trabajadores** el propósito de la evaluación y cómo se usarán los resultados.
2. **Obtenga el consentimiento informado** de cada participante.
3. **Aplique en condiciones adecuadas**: un espacio tranquilo, tiempo suficiente dentro de la jornada y sin la presencia de los jefes.
4. **Presente los resultados de forma agregada**, por áreas o grupos, nunca de manera que se pueda identificar a una persona.

## Confidencialidad y datos sensibles

Las respuestas de la batería revelan información sobre la salud mental, la situación familiar y las condiciones de vida del trabajador. Son **datos sensibles** según la Ley 1581 de 2012 y el Decreto 1377 de 2013, por lo que requieren autorización expresa, uso limitado a la finalidad informada y medidas de seguridad estrictas. Los cuestionarios individuales no se entregan a los jefes ni al área de talento humano.

Si los trabajadores temen que sus respuestas se usen en su contra, contestarán lo que creen que la empresa quiere oír y la evaluación no servirá.

## De los resultados a la acción

La evaluación no termina con el informe. Con los resultados se construye un plan de intervención que prioriza las áreas y los factores con mayor nivel de riesgo. Por ejemplo, si en el área de cartera de una empresa de servicios la dimensión "demandas cuantitativas" sale en riesgo muy alto, la intervención debe revisar la carga de trabajo y la distribución de tareas, no limitarse a un taller de manejo del estrés.

Los resultados también alimentan la matriz de peligros del SG-SST, donde el peligro psicosocial se registra y valora como cualquier otro.`,
    },
    {
      kind: 'text',
      title: 'Estrés laboral: señales y autocuidado',
      description: 'Cómo reconocer el estrés y qué puede hacer cada persona para manejarlo.',
      durationMinutes: 12,
      body: `## ¿Qué es el estrés laboral?

El estrés es una respuesta natural del organismo ante una exigencia. En dosis moderadas nos ayuda a concentrarnos y a responder ante un reto. El problema aparece cuando las exigencias superan de manera sostenida los recursos de la persona para afrontarlas y no hay tiempo suficiente para recuperarse. Entonces el estrés deja de ser útil y empieza a afectar la salud.

## Señales de alerta

| Tipo | Señales frecuentes |
| --- | --- |
| **Físicas** | Dolor de cabeza, tensión en cuello y espalda, problemas digestivos, alteraciones del sueño, cansancio permanente |
| **Emocionales** | Irritabilidad, ansiedad, tristeza, sensación de no poder con todo |
| **Cognitivas** | Dificultad para concentrarse, olvidos, errores frecuentes, indecisión |
| **De conducta** | Aislamiento, aumento del consumo de alcohol, cigarrillo o cafeína, ausentismo, conflictos |

Una señal aislada no indica un problema. Preste atención cuando varias se mantienen durante semanas.

## Estrategias de autocuidado

- **Organice la carga:** haga una lista de tareas, identifique las urgentes y las importantes, y converse con su jefe cuando las prioridades choquen.
- **Haga pausas:** unos minutos de pausa activa o de respiración cada hora ayudan a recuperar la concentración.
- **Respire de forma consciente:** inhale por la nariz contando hasta cuatro, sostenga un momento y exhale lentamente contando hasta seis. Repita varias veces.
- **Cuide lo básico:** dormir lo suficiente, comer a horas regulares y hacer actividad física.
- **Ponga límites:** en lo posible, desconéctese de los mensajes de trabajo fuera de la jornada.
- **Hable:** compartir lo que siente con una persona de confianza reduce la carga.

## Cuando el autocuidado no basta

Si los síntomas persisten, interfieren con su vida diaria o aparecen pensamientos de hacerse daño, busque ayuda profesional a través de su EPS. Muchas empresas cuentan además con programas de apoyo psicológico. Pedir ayuda es una decisión responsable, no una señal de debilidad.

## Cómo apoyar a un compañero

Si nota que un compañero está cambiando, acérquese en privado, pregúntele cómo está y escuche sin juzgar ni dar consejos apresurados. Oriéntelo hacia los recursos disponibles: su EPS, el programa de bienestar o el responsable del SG-SST. Si percibe riesgo inminente para su vida, no lo deje solo y busque ayuda de inmediato llamando a la línea 123.

Recuerde que el autocuidado es solo una parte de la solución: las causas organizacionales del estrés deben intervenirse desde el SG-SST.`,
    },
    {
      kind: 'text',
      title: 'Intervención organizacional',
      description: 'Medidas de la empresa para reducir el riesgo psicosocial en la fuente.',
      durationMinutes: 12,
      body: `## Intervenir en la fuente

Igual que con cualquier otro peligro, la intervención del riesgo psicosocial es más eficaz cuando actúa sobre las condiciones de trabajo y no solo sobre la respuesta de las personas. La Resolución 2646 de 2008 no se limita a la evaluación: también contempla la intervención de los factores de riesgo psicosocial. Como buena práctica, esa intervención se basa en los resultados de la evaluación y se orienta primero a los factores de la organización.

## Ejemplos de medidas por factor

| Factor identificado | Medidas posibles |
| --- | --- |
| Sobrecarga de trabajo | Revisar la asignación de tareas y los tiempos estándar, redistribuir funciones, ajustar metas |
| Falta de claridad del rol | Actualizar perfiles de cargo, definir responsabilidades y canales de comunicación |
| Poco control sobre el trabajo | Dar margen para organizar la propia tarea, consultar a los equipos antes de cambiar procesos |
| Liderazgo deficiente | Formar a los jefes en comunicación, retroalimentación y manejo de conflictos |
| Jornadas extensas y turnos | Planear turnos con descansos suficientes, limitar las horas extra, rotación en sentido horario |
| Contacto con usuarios agresivos | Protocolos de atención, apoyo de seguridad, espacios de descarga emocional después de eventos críticos |

## Programas de vigilancia epidemiológica

Cuando la evaluación muestra niveles de riesgo altos, muchas empresas implementan un **programa de vigilancia epidemiológica** en riesgo psicosocial. Este programa define la población objetivo, las actividades de intervención, los indicadores y el seguimiento de los casos, siempre con la asesoría de profesionales idóneos y con el apoyo técnico de la ARL.

## Intervención individual

De forma complementaria, la empresa puede ofrecer:

- Orientación psicológica individual o líneas de apoyo.
- Talleres de manejo del estrés, de resolución de conflictos y de comunicación.
- Acompañamiento al reintegro laboral después de una incapacidad prolongada.
- Espacios de pausas activas y actividades de bienestar.

Estas medidas suman, pero no reemplazan la intervención organizacional. Un taller de respiración no compensa una meta imposible.

## Un caso en una clínica

Una clínica obtiene en la batería un riesgo muy alto en "demandas emocionales" y en "liderazgo" en el servicio de urgencias. El plan incluye: formar a los coordinadores en retroalimentación y escucha; establecer un espacio breve de descarga al final de cada turno después de eventos críticos, como la muerte de un paciente; reforzar el protocolo de atención a usuarios agresivos con el apoyo de vigilancia; y revisar la programación para evitar dobles turnos consecutivos. Al año siguiente, de acuerdo con la periodicidad para riesgo alto, se repite la evaluación (Resolución 2764 de 2022) y se comparan los resultados.

## El papel de todos

La alta dirección asigna recursos, los líderes cambian prácticas, el comité de convivencia atiende los conflictos y cada trabajador cuida de sí mismo y de sus compañeros. La salud mental en el trabajo es una responsabilidad compartida.`,
    },
    {
      kind: 'quiz',
      title: 'Repaso: riesgo psicosocial',
      description: 'Compruebe sus conocimientos sobre factores, evaluación e intervención.',
      durationMinutes: 8,
      quiz: {
        passMark: 70,
        questions: [
          {
            id: 'q1',
            prompt: 'El tiempo de desplazamiento entre la casa y el trabajo es un factor psicosocial…',
            options: [
              { id: 'a', text: 'Intralaboral', correct: false },
              { id: 'b', text: 'Extralaboral', correct: true },
              { id: 'c', text: 'Individual', correct: false },
            ],
            explanation:
              'Las condiciones del entorno fuera del trabajo, como el desplazamiento o la vivienda, son factores extralaborales (Resolución 2646 de 2008).',
          },
          {
            id: 'q2',
            prompt:
              'Si una empresa identificó un nivel de riesgo psicosocial alto, ¿cada cuánto debe aplicar la batería?',
            options: [
              { id: 'a', text: 'Cada año', correct: true },
              { id: 'b', text: 'Cada dos años', correct: false },
              { id: 'c', text: 'Cada cinco años', correct: false },
            ],
            explanation:
              'La Resolución 2764 de 2022 establece una aplicación anual donde el riesgo es alto y cada dos años en los demás casos.',
          },
          {
            id: 'q3',
            prompt: '¿Cómo deben presentarse los resultados de la batería a la empresa?',
            options: [
              { id: 'a', text: 'Con el nombre de cada trabajador y su puntaje', correct: false },
              { id: 'b', text: 'De forma agregada, sin permitir identificar a ninguna persona', correct: true },
            ],
            explanation:
              'Las respuestas son datos sensibles (Ley 1581 de 2012). Los resultados se presentan agregados por áreas o grupos.',
          },
          {
            id: 'q4',
            prompt: 'Un área tiene riesgo muy alto por sobrecarga de trabajo. ¿Cuál medida ataca la fuente?',
            options: [
              { id: 'a', text: 'Un taller de técnicas de respiración', correct: false },
              { id: 'b', text: 'Revisar y redistribuir la carga de trabajo y las metas del área', correct: true },
              { id: 'c', text: 'Pedir a los trabajadores que sean más resilientes', correct: false },
            ],
            explanation:
              'La intervención debe orientarse primero a las condiciones de la organización. Los talleres individuales complementan, pero no reemplazan, ese cambio.',
          },
        ],
      },
    },
  ],
};
