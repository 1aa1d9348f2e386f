import type { SeedRoute } from './seed-route.js';

export const investigacionAccidentes: SeedRoute = {
  key: 'investigacion-accidentes',
  title: 'Investigación de incidentes y accidentes de trabajo',
  summary:
    'Aprenda a reportar e investigar incidentes y accidentes de trabajo según la Resolución 156 de 2005 y la Resolución 1401 de 2007: desde el reporte oportuno hasta el análisis de causas y el seguimiento de las acciones.',
  objectives: [
    'Diferenciar incidente, accidente de trabajo y enfermedad laboral.',
    'Cumplir los plazos y formatos de reporte a la ARL y a la EPS.',
    'Conformar el equipo investigador y recolectar la información del evento.',
    'Analizar causas inmediatas y básicas con métodos sencillos.',
    'Formular acciones correctivas y verificar su eficacia.',
  ],
  category: 'Gestión del SG-SST',
  hours: 6,
  level: 'intermediate',
  items: [
    {
      kind: 'text',
      title: 'Incidente, accidente y enfermedad laboral',
      description: 'Los conceptos básicos y por qué también se investigan los incidentes.',
      durationMinutes: 12,
      body: `## Tres conceptos que se deben dominar

- **Accidente de trabajo:** un hecho súbito, ligado al trabajo, que le causa daño a la persona: desde una lesión en el cuerpo o una alteración de su funcionamiento físico o mental hasta una invalidez o la muerte. Cuenta también el que ocurre mientras el trabajador cumple una orden del empleador, aunque sea fuera de la sede o del horario (Ley 1562 de 2012, art. 3).
- **Incidente de trabajo:** un hecho del trabajo que pudo terminar en accidente, con personas involucradas, pero en el que nadie resultó lesionado (Resolución 1401 de 2007). En la práctica, los eventos que solo dejan daños materiales o pérdidas en el proceso también se registran y se analizan.
- **Enfermedad laboral:** la que aparece porque la persona estuvo expuesta, por su oficio o por el ambiente en el que tuvo que trabajar, a un factor de riesgo propio de esa labor. A diferencia del accidente, suele desarrollarse de forma lenta (Ley 1562 de 2012, art. 4).

## Ejemplos para diferenciarlos

| Situación | Clasificación |
| --- | --- |
| Un ladrillo cae desde el tercer piso de la obra y golpea el suelo a un metro de un ayudante | Incidente |
| Una auxiliar de enfermería se pincha con una aguja usada al desechar una jeringa | Accidente de trabajo |
| Un operario de montacargas golpea una estantería y daña mercancía, sin lesionados | Incidente |
| Un soldador desarrolla hipoacusia tras años de exposición a ruido sin control | Enfermedad laboral |

## ¿Por qué investigar los incidentes?

Un incidente es un accidente que no llegó a lesionar a nadie, casi siempre por suerte. Las causas suelen ser las mismas que las de un accidente grave: en el ejemplo del ladrillo, la falta de rodapié en el andamio y la ausencia de demarcación de la zona de caída de objetos pueden terminar en una fatalidad la próxima vez.

Por eso la Resolución 1401 de 2007 obliga a investigar tanto los accidentes como los incidentes de trabajo. Las empresas que aprenden de sus incidentes tienen menos accidentes, porque corrigen las causas sin esperar a que alguien resulte herido.

## La cultura del reporte

Para investigar, primero hay que saber que ocurrió el evento. Muchos incidentes se quedan sin reportar por miedo a una sanción o porque "no pasó nada". Promueva el reporte explicando su propósito preventivo, agradeciendo a quien reporta y mostrando qué cambió gracias a su información. El reporte de incidentes es un indicador de confianza, no de fracaso.`,
    },
    {
      kind: 'text',
      title: 'El reporte: FURAT, FUREL y plazos',
      description: 'Qué formato se usa, a quién se envía y en qué plazo.',
      durationMinutes: 10,
      body: `## Dos días hábiles

Cuando ocurre un accidente de trabajo o se diagnostica una enfermedad laboral, el empleador debe reportarlo a la **ARL** y a la **EPS** a la que está afiliado el trabajador dentro de los **dos días hábiles siguientes** al evento o al diagnóstico (Resolución 156 de 2005).

Para ello se usan dos formatos:

- **FURAT:** Formato Único de Reporte de Accidente de Trabajo.
- **FUREL:** Formato Único de Reporte de Enfermedad Laboral.

Ambos fueron adoptados por la Resolución 156 de 2005. Hoy la mayoría de las ARL permiten diligenciarlos en línea, pero el contenido es el mismo.

## Qué información pide el FURAT

- Datos del empleador y del trabajador, incluida su vinculación y su cargo.
- Fecha, hora, lugar y jornada en que ocurrió el accidente.
- Tipo de lesión, parte del cuerpo afectada, agente y mecanismo del accidente.
- Descripción del evento: qué hacía el trabajador, qué pasó y cómo se lesionó.
- Datos de los testigos y de quien diligencia el reporte.

## Cómo escribir una buena descripción

La descripción debe ser objetiva, concreta y sin juicios. Compare:

- **Incompleta:** "El trabajador se cortó por descuido".
- **Adecuada:** "A las 10:15 a. m., en el área de corte, el trabajador retiraba residuos de la mesa de la sierra circular con la mano derecha mientras el disco seguía girando por inercia; el disco le produjo una herida en el dedo índice".

La segunda permite entender qué pasó y orienta la investigación, sin atribuir culpas antes de tiempo.

## Errores que complican al trabajador y a la empresa

- **No reportar accidentes "leves".** Una torcedura de tobillo que parecía menor puede complicarse días después. Sin reporte, el trabajador tendrá dificultades para que se reconozca el origen laboral.
- **Reportar tarde.** El plazo de dos días hábiles es una obligación del empleador (Resolución 156 de 2005).
- **Enviar al trabajador a la EPS como si fuera enfermedad común.** Esto retrasa la atención a cargo de la ARL y distorsiona las estadísticas.

## Después del reporte

Con el reporte enviado, el siguiente paso es conformar el equipo investigador. Reporte e investigación son obligaciones distintas: la primera garantiza la atención y las prestaciones del trabajador; la segunda busca que el evento no se repita.`,
    },
    {
      kind: 'text',
      title: 'Cómo investigar: equipo, información y causas',
      description: 'El equipo investigador, la recolección de información y el análisis de causas.',
      durationMinutes: 20,
      body: `## El equipo y el plazo

La investigación se realiza dentro de los **15 días** siguientes al evento, por un equipo integrado como mínimo por el **jefe inmediato o supervisor** del trabajador o del área, un **representante del COPASST o el vigía en SST** y el **responsable del SG-SST** (Resolución 1401 de 2007). Según la complejidad del caso, pueden sumarse personas de mantenimiento, ingeniería o el proveedor de un equipo.

## Paso 1: recolectar la información

Actúe lo antes posible, mientras la escena y la memoria están frescas:

- **Escena:** fotografías, medidas, estado de equipos, herramientas y EPP.
- **Testimonios:** entreviste por separado al trabajador lesionado, cuando su estado lo permita, y a los testigos. Use preguntas abiertas: "¿qué estaba haciendo?", "¿qué pasó justo antes?".
- **Documentos:** procedimientos, permisos de trabajo, registros de capacitación, inspecciones preoperacionales, mantenimientos.

## Paso 2: reconstruir la secuencia

Ordene los hechos en una línea de tiempo desde antes del evento hasta la atención del lesionado. Las brechas en la secuencia señalan las preguntas que faltan por responder.

## Paso 3: analizar las causas

La Resolución 1401 de 2007 exige identificar las causas del evento. Se suelen distinguir dos niveles:

- **Causas inmediatas:** los actos y condiciones que precedieron directamente al evento. Ejemplo: el trabajador retiró la guarda; el piso estaba mojado.
- **Causas básicas:** las razones de fondo. Se dividen en **factores personales**, como falta de conocimiento o fatiga, y **factores del trabajo**, como procedimientos inexistentes, mantenimiento deficiente, supervisión insuficiente o presión por producción.

### Técnica de los cinco porqués

En una planta de alimentos, una operaria se quema la mano con vapor:

1. ¿Por qué se quemó? Porque abrió la válvula de purga con la mano descubierta.
2. ¿Por qué sin guante? Porque el guante térmico estaba roto.
3. ¿Por qué estaba roto? Porque no se había reemplazado.
4. ¿Por qué no se reemplazó? Porque no había guantes en el almacén.
5. ¿Por qué no había? Porque el EPP de esa área no estaba incluido en la reposición periódica.

La causa básica no es "descuido de la operaria", sino una falla en la gestión de la reposición de EPP. Si solo se hubiera llamado la atención a la trabajadora, el evento se repetiría con otra persona.

Para eventos complejos, el **árbol de causas** permite representar varias cadenas de hechos que confluyen en el accidente.

## Una regla de oro

Investigue para encontrar causas, no culpables. Si el equipo concluye que la única causa fue "falta de autocuidado", probablemente no hizo suficientes preguntas.`,
    },
    {
      kind: 'text',
      title: 'Acciones correctivas y lecciones aprendidas',
      description: 'Cómo convertir la investigación en medidas que eviten la repetición.',
      durationMinutes: 12,
      body: `## De las causas a las acciones

La investigación termina con un plan de acción. Cada causa básica identificada debe tener al menos una medida que la ataque, y las medidas deben seguir la jerarquía de controles: eliminación, sustitución, controles de ingeniería, controles administrativos y elementos de protección personal (Decreto 1072 de 2015).

En el caso de la quemadura con vapor, un buen plan podría incluir:

- **Ingeniería:** instalar una purga automática o reubicar la válvula con una extensión que aleje la mano de la salida de vapor.
- **Administrativa:** incluir los guantes térmicos en la reposición periódica y en la inspección semanal del área.
- **EPP:** entregar guantes térmicos de inmediato a todo el personal del área.

## Cada acción con dueño y fecha

Para cada medida registre qué se hará, quién es el responsable, la fecha límite y cómo se verificará que funcionó. Sin estos datos, el plan se queda en buenas intenciones.

## Verificar la eficacia

Cumplir la acción no es lo mismo que resolver el problema. Semanas después de implementada, revise:

- ¿La medida está funcionando como se diseñó?
- ¿Los trabajadores la aplican o encontraron la forma de evitarla?
- ¿Se presentaron nuevos eventos similares?

El COPASST o el vigía pueden hacer este seguimiento en sus reuniones mensuales.

## Lecciones aprendidas

Divulgar las lecciones aprendidas es lo que convierte una investigación local en prevención para toda la empresa. No basta con corregir el área donde ocurrió el evento: otras áreas o sedes con condiciones parecidas deben revisar si tienen el mismo problema.

Una forma práctica es una ficha de una página con:

- Qué pasó, en pocas líneas y sin nombres.
- Por qué pasó: las causas principales.
- Qué cambiamos.
- Qué debe revisar usted en su área.

Esa ficha puede leerse en las charlas de inicio de turno, publicarse en carteleras o enviarse por los canales internos.

## Los datos para el sistema

Cada investigación alimenta los indicadores del SG-SST, como la frecuencia y la severidad de los accidentes, y debe tenerse en cuenta para actualizar la matriz de peligros. Si un accidente revela un peligro que no estaba identificado, o uno cuyo control era menos eficaz de lo que se creía, la valoración debe corregirse.

## Conservación

Los reportes y las investigaciones de incidentes y accidentes hacen parte de la documentación del SG-SST (Decreto 1072 de 2015). Conserve el informe con sus anexos y téngalo disponible para la ARL y las autoridades cuando lo soliciten. Recuerde que la información médica del lesionado es un dato sensible y no debe incluirse en el informe más allá de lo necesario (Ley 1581 de 2012).`,
    },
    {
      kind: 'quiz',
      title: 'Repaso: investigación de incidentes y accidentes',
      description: 'Repase conceptos, plazos y análisis de causas.',
      durationMinutes: 10,
      quiz: {
        passMark: 75,
        questions: [
          {
            id: 'q1',
            prompt: 'Una herramienta cae desde un andamio y no golpea a nadie. ¿Cómo se clasifica el evento?',
            options: [
              { id: 'a', text: 'No es un evento reportable porque no hubo lesionados', correct: false },
              { id: 'b', text: 'Incidente de trabajo, que también debe investigarse', correct: true },
              { id: 'c', text: 'Accidente de trabajo leve', correct: false },
            ],
            explanation:
              'Es un incidente: tuvo el potencial de ser un accidente sin que hubiera lesionados. La Resolución 1401 de 2007 exige investigar incidentes y accidentes.',
          },
          {
            id: 'q2',
            prompt: '¿A quién y en qué plazo se reporta un accidente de trabajo?',
            options: [
              { id: 'a', text: 'Al Ministerio del Trabajo, dentro de los 15 días siguientes', correct: false },
              { id: 'b', text: 'A la ARL y a la EPS, dentro de los dos días hábiles siguientes', correct: true },
              { id: 'c', text: 'Solo a la ARL, al final del mes', correct: false },
            ],
            explanation:
              'El FURAT se envía a la ARL y a la EPS dentro de los dos días hábiles siguientes (Resolución 156 de 2005).',
          },
          {
            id: 'q3',
            prompt: '¿Dentro de qué plazo debe realizarse la investigación del accidente?',
            options: [
              { id: 'a', text: '15 días siguientes al evento', correct: true },
              { id: 'b', text: '6 meses siguientes al evento', correct: false },
            ],
            explanation:
              'La Resolución 1401 de 2007 establece que la investigación se realiza dentro de los 15 días siguientes.',
          },
          {
            id: 'q4',
            prompt: '¿Cuál de estas es una causa básica y no una causa inmediata?',
            options: [
              { id: 'a', text: 'El piso estaba mojado', correct: false },
              { id: 'b', text: 'El trabajador no usaba guantes', correct: false },
              { id: 'c', text: 'No existía un programa de reposición periódica de EPP', correct: true },
            ],
            explanation:
              'Las causas inmediatas son los actos y condiciones que preceden al evento; las básicas son las fallas de fondo, como la gestión deficiente de la reposición de EPP.',
          },
        ],
      },
    },
  ],
};
