import type { SeedRoute } from './seed-route.js';

export const peligrosGtc45: SeedRoute = {
  key: 'peligros-gtc45',
  title: 'Identificación de peligros y valoración de riesgos con la GTC 45',
  summary:
    'Construya y actualice una matriz de peligros con la metodología de la GTC 45: clasificación de peligros, cálculo de los niveles de probabilidad, consecuencia y riesgo, y definición de controles según la jerarquía.',
  objectives: [
    'Clasificar los peligros de un proceso según las categorías de la GTC 45.',
    'Calcular el nivel de probabilidad y el nivel de riesgo a partir de ND, NE y NC.',
    'Interpretar la aceptabilidad del riesgo y priorizar la intervención.',
    'Proponer controles siguiendo la jerarquía de eliminación a EPP.',
  ],
  category: 'Peligros y riesgos',
  hours: 8,
  level: 'intermediate',
  items: [
    {
      kind: 'text',
      title: 'Peligros y su clasificación',
      description: 'Conceptos básicos y las siete clases de peligro de la GTC 45.',
      durationMinutes: 15,
      body: `## Por qué una metodología

El Decreto 1072 de 2015 (art. 2.2.4.6.15) le pide al empleador un método ordenado para encontrar los peligros y valorar los riesgos, y que ese método no deje nada por fuera: todas las sedes, todas las tareas, también las que se hacen pocas veces, y también las que hacen contratistas. La norma no impone una metodología única, pero en Colombia la más usada es la **Guía Técnica Colombiana GTC 45**, publicada por ICONTEC. Su ventaja es que ofrece un lenguaje común: cuando un profesional de SST dice "riesgo nivel I", otro entiende lo mismo.

## Conceptos que no se deben confundir

- **Peligro:** aquello que puede hacerle daño a alguien, sea una cosa, una condición del lugar o una forma de hacer la tarea. Ejemplo: una zanja de 3 metros sin entibado.
- **Riesgo:** la medida de ese peligro, que junta dos preguntas: qué tan posible es que pase algo y qué tan grave sería el daño. Ejemplo: un derrumbe bastante posible y con consecuencia mortal.
- **Control existente:** medida que ya está funcionando en la fuente, en el medio o en el trabajador.

## Clases de peligro según la GTC 45

| Clase | Ejemplos |
| --- | --- |
| **Biológico** | Virus, bacterias, hongos, fluidos corporales, picaduras, mordeduras |
| **Físico** | Ruido, iluminación, vibración, temperaturas extremas, radiaciones ionizantes y no ionizantes |
| **Químico** | Polvos, fibras, líquidos, gases, vapores, humos metálicos, material particulado |
| **Psicosocial** | Gestión organizacional, características de la tarea, jornada de trabajo, relaciones interpersonales |
| **Biomecánico** | Postura, esfuerzo, movimiento repetitivo, manipulación manual de cargas |
| **Condiciones de seguridad** | Mecánico, eléctrico, locativo, tecnológico, accidentes de tránsito, público, trabajo en alturas, espacios confinados |
| **Fenómenos naturales** | Sismo, vendaval, inundación, derrumbe, precipitaciones |

## Cómo identificar en campo

La matriz no se hace desde el escritorio. Recorra las áreas, observe las tareas tal como se realizan, incluidas las de mantenimiento y limpieza, y converse con los trabajadores. Pregunte: ¿qué puede salir mal?, ¿qué hace usted cuando la máquina se atasca?, ¿qué tarea le parece más pesada?

## Un ejemplo en un hospital

En el servicio de urgencias, una auxiliar de enfermería canaliza venas, moviliza pacientes y atiende turnos nocturnos. Sus peligros incluyen **biológico** (sangre y fluidos, cortopunzantes), **biomecánico** (movilización de pacientes), **psicosocial** (jornadas extensas, atención de usuarios agresivos) y **condiciones de seguridad** de tipo público (agresiones). Cada uno se registra en una fila distinta de la matriz, porque cada uno tendrá su propia valoración y sus propios controles.

Recuerde que la matriz se deja por escrito y se revisa por lo menos cada año. También se revisa antes de que se cumpla el año si hay un accidente mortal o un evento catastrófico, o si cambian los procesos, las instalaciones, las máquinas o los equipos (Decreto 1072 de 2015, art. 2.2.4.6.15).`,
    },
    {
      kind: 'text',
      title: 'Cómo se calcula el nivel de riesgo',
      description: 'Nivel de deficiencia, exposición, probabilidad, consecuencia y riesgo, con ejemplos resueltos.',
      durationMinutes: 20,
      body: `## La fórmula de la GTC 45

La valoración del riesgo con la GTC 45 se hace en dos multiplicaciones:

- **Nivel de probabilidad (NP) = Nivel de deficiencia (ND) × Nivel de exposición (NE)**
- **Nivel de riesgo (NR) = Nivel de probabilidad (NP) × Nivel de consecuencia (NC)**

## Las escalas

**Nivel de deficiencia (ND):** qué tan deficientes son los controles frente al peligro.

- Muy alto: 10. Alto: 6. Medio: 2. Bajo: no se asigna valor, porque los controles son eficaces.

**Nivel de exposición (NE):** con qué frecuencia se expone el trabajador.

- Continua: 4. Frecuente: 3. Ocasional: 2. Esporádica: 1.

**Interpretación del NP:** muy alto entre 24 y 40; alto entre 10 y 20; medio entre 6 y 8; bajo entre 2 y 4.

**Nivel de consecuencias (NC):** el daño más grave que el peligro podría causar de forma directa si el evento ocurre. No se toma el daño más probable ni el más frecuente, sino el más serio que la situación descrita permite.

- Mortal o catastrófico: 100. Muy grave: 60. Grave: 25. Leve: 10.

## Interpretación del nivel de riesgo

| NR | Nivel | Significado |
| --- | --- | --- |
| 600 o más | **I** | No aceptable: la actividad se detiene hasta que los controles bajen el riesgo |
| 150 a 599 | **II** | No aceptable o aceptable con control específico: los controles se aplican ya; con un NR de 360 o más, además se suspende la actividad |
| 40 a 149 | **III** | Mejorable: el riesgo se tolera, pero se estudian mejoras según su costo y su beneficio |
| Menos de 40 | **IV** | Aceptable: se conservan los controles y se revisan periódicamente |

## Ejemplo 1: construcción

Un trabajador instala formaleta en el borde de una losa a 6 metros de altura. La baranda perimetral está incompleta y el punto de anclaje no está certificado: **ND = 6** (alto). La tarea se hace varias veces en la jornada: **NE = 3** (frecuente). **NP = 6 × 3 = 18**, probabilidad alta. Una caída desde esa altura puede ser mortal: **NC = 100**. **NR = 18 × 100 = 1.800**, nivel **I**. La actividad debe suspenderse hasta instalar baranda y anclajes certificados.

## Ejemplo 2: oficina

Una analista contable trabaja toda la jornada frente al computador. La oficina tiene buena luz general, pero la lámpara de su puesto está fundida desde hace una semana y la pantalla queda en penumbra en la tarde: **ND = 2** (medio). **NE = 4** (continua). **NP = 8**, probabilidad media. Lo más grave que esta iluminación deficiente puede causarle de forma directa es fatiga visual y dolor de cabeza, que ceden con el descanso y no generan incapacidad: **NC = 10**. **NR = 80**, nivel **III**: aceptable, pero conviene mejorar cambiando la lámpara y revisando la iluminación de los puestos en la inspección mensual.

## Errores que distorsionan la matriz

- Calificar el ND como bajo sin verificar que los controles realmente funcionen.
- Tomar como consecuencia el daño más probable o el más leve, en lugar del más grave que el peligro podría causar de forma directa. Una caída desde 6 metros casi siempre deja fracturas, pero puede matar: su NC es 100.
- Copiar la valoración de otra empresa o de otra sede.
- No recalcular después de implementar un control.

La valoración es una herramienta para decidir prioridades. Si dos riesgos quedan en el mismo nivel, priorice el que afecta a más trabajadores o el de consecuencia más grave.`,
    },
    {
      kind: 'text',
      title: 'Del nivel de riesgo al control',
      description: 'Jerarquía de controles y cómo escribir medidas de intervención eficaces.',
      durationMinutes: 15,
      body: `## La jerarquía de controles

Una vez valorados los riesgos, la matriz debe proponer medidas de intervención. El Decreto 1072 de 2015 exige aplicarlas en este orden de prioridad:

1. **Eliminación:** suprimir el peligro. Ejemplo: prefabricar en el piso una estructura que antes se armaba en altura.
2. **Sustitución:** reemplazar por algo menos peligroso. Ejemplo: cambiar un desengrasante con solvente por uno de base acuosa.
3. **Controles de ingeniería:** aislar el peligro o al trabajador. Ejemplo: guardas en las máquinas, extracción localizada de humos de soldadura, encerramiento de un compresor ruidoso.
4. **Controles administrativos:** señalización, procedimientos, permisos de trabajo, rotación, capacitación, inspecciones.
5. **Elementos de protección personal:** la última barrera, cuando los controles anteriores no son suficientes.

Cuanto más alto en la lista, más eficaz y menos dependiente del comportamiento humano es el control. Un error frecuente es resolver todo con "capacitar" y "entregar EPP", cuando existía una opción de ingeniería viable.

## Escribir controles que se puedan cumplir

Un control útil en la matriz es concreto, tiene responsable y fecha. Compare:

- **Vago:** "Mejorar condiciones de la bodega".
- **Concreto:** "Instalar estantería anclada al muro con señalización de carga máxima en la bodega 2, responsable: jefe de mantenimiento, plazo: 30 días".

## Controles según el nivel de riesgo

- **Nivel I:** no se continúa la actividad hasta reducir el riesgo. Por ejemplo, en trabajo en alturas desde 2 metros se exigen sistemas de protección contra caídas y personal capacitado (Resolución 4272 de 2021).
- **Nivel II:** se implementan controles de inmediato, con seguimiento cercano. Si el NR es 360 o más, la actividad se suspende hasta que los controles lo reduzcan.
- **Nivel III:** se evalúan mejoras con criterio de costo y beneficio.
- **Nivel IV:** se mantienen y verifican los controles existentes.

## Revaloración: cerrar el ciclo

Después de implementar un control, el riesgo se vuelve a valorar. En el ejemplo de la losa a 6 metros, con baranda perimetral completa, anclajes certificados y personal con el entrenamiento de trabajador autorizado (32 horas, según la Resolución 4272 de 2021), el ND podría bajar a 2. Con NE = 3, el NP sería 6; con NC = 100, el NR sería 600, que todavía corresponde al nivel I. La matriz está diciendo algo importante: cuando la consecuencia posible es mortal, una deficiencia media no basta. Hay que llevar los controles a un nivel de deficiencia bajo, verificando que funcionen siempre, por ejemplo con redes de seguridad, líneas de vida permanentes e inspección diaria, o reducir la exposición prefabricando en el piso parte del trabajo.

Este ejercicio muestra que en tareas de consecuencia mortal el margen de tolerancia es mínimo y que la matriz es un documento vivo: se actualiza con cada cambio de proceso y con cada lección aprendida de los incidentes.`,
    },
    {
      kind: 'pdf',
      title: 'Tabla de valoración del riesgo GTC 45',
      description: 'Documento de consulta rápida con las escalas de ND, NE, NP, NC y NR.',
      durationMinutes: 5,
      fileName: 'tabla-valoracion-riesgo-gtc45.pdf',
      sections: [
        {
          heading: 'Cómo usar esta tabla',
          paragraphs: [
            'Esta tabla resume las escalas de la Guía Técnica Colombiana GTC 45 para valorar riesgos en la matriz de peligros. Primero calcule el nivel de probabilidad (NP = ND x NE) y luego el nivel de riesgo (NR = NP x NC).',
            'La GTC 45 es una guía técnica; el Decreto 1072 de 2015 exige que la empresa use una metodología sistemática para identificar peligros y valorar riesgos.',
          ],
        },
        {
          heading: 'Nivel de deficiencia (ND): cuánto fallan los controles',
          paragraphs: [
            'Muy alto (10): prácticamente nada protege a la persona. No hay controles, o los que hay no funcionan, y lo observado puede terminar en un daño serio.',
            'Alto (6): hay controles, pero cubren poco o fallan a menudo, y lo observado puede terminar en un daño serio.',
            'Medio (2): los controles funcionan en buena parte y quedan fallas menores, o lo observado solo llevaría a daños de poca importancia.',
            'Bajo (sin número): los controles funcionan y el recorrido no encontró fallas que llamen la atención. El peligro se considera controlado y no recibe valor.',
          ],
        },
        {
          heading: 'Nivel de exposición (NE): cuánto tiempo y cuántas veces',
          paragraphs: [
            'Continua (4): la persona está expuesta toda o casi toda la jornada, o muchas veces y durante ratos largos.',
            'Frecuente (3): la exposición se repite varias veces en el turno, pero cada vez dura poco.',
            'Ocasional (2): la exposición se da alguna vez en el turno y dura poco.',
            'Esporádica (1): la exposición ocurre de vez en cuando, no en todas las jornadas.',
          ],
        },
        {
          heading: 'Nivel de probabilidad (NP = ND x NE)',
          paragraphs: [
            'Muy alto: de 24 a 40. Alto: de 10 a 20. Medio: de 6 a 8. Bajo: de 2 a 4. Las escalas de ND y NE no producen ningún otro resultado.',
          ],
        },
        {
          heading: 'Nivel de consecuencia (NC): el daño más grave posible',
          paragraphs: [
            'Asigne el daño más grave que el peligro podría causar de forma directa, no el más probable.',
            'Mortal o catastrófico (100): el evento puede matar a una o más personas.',
            'Muy grave (60): el daño deja secuelas permanentes, como la pérdida de una parte del cuerpo o de una función, o una invalidez.',
            'Grave (25): la persona se recupera, pero necesita días de incapacidad para trabajar.',
            'Leve (10): basta una atención menor o primeros auxilios, sin días de incapacidad.',
          ],
        },
        {
          heading: 'Nivel de riesgo (NR = NP x NC): qué hacer con cada nivel',
          paragraphs: [
            'Nivel I (600 o más), no aceptable: la actividad se detiene y no se reanuda hasta que los controles reduzcan el riesgo. Es la primera prioridad de la matriz.',
            'Nivel II (150 a 599), no aceptable o aceptable con control específico: los controles se ponen en marcha ya, sin esperar al próximo plan. Si el NR es 360 o más, la actividad se suspende mientras tanto.',
            'Nivel III (40 a 149), mejorable: el riesgo se tolera, pero vale la pena estudiar mejoras y compararlas con lo que cuestan.',
            'Nivel IV (menos de 40), aceptable: se conservan los controles actuales y se revisan de vez en cuando para confirmar que siguen funcionando.',
          ],
        },
        {
          heading: 'Ejemplo de cálculo',
          paragraphs: [
            'Soldador en un taller sin extracción localizada de humos: ND alto (6), exposición continua (4), NP = 24 (muy alto). Lo más grave que los humos pueden causarle de forma directa es una enfermedad respiratoria crónica con daño permanente: NC muy grave (60). NR = 24 x 60 = 1.440, nivel I. Prioridad: instalar extracción localizada y verificar la protección respiratoria mientras tanto.',
          ],
        },
      ],
    },
    {
      kind: 'quiz',
      title: 'Repaso: valoración de riesgos con la GTC 45',
      description: 'Practique el cálculo y la interpretación del nivel de riesgo.',
      durationMinutes: 12,
      quiz: {
        passMark: 75,
        questions: [
          {
            id: 'q1',
            prompt: 'La exposición a ruido de una troqueladora se clasifica en la GTC 45 como peligro…',
            options: [
              { id: 'a', text: 'Químico', correct: false },
              { id: 'b', text: 'Físico', correct: true },
              { id: 'c', text: 'Biomecánico', correct: false },
              { id: 'd', text: 'Condiciones de seguridad', correct: false },
            ],
            explanation:
              'El ruido, la iluminación, la vibración, las temperaturas extremas y las radiaciones son peligros físicos en la GTC 45.',
          },
          {
            id: 'q2',
            prompt: 'Con ND = 6 y NE = 2, ¿cuál es el nivel de probabilidad?',
            options: [
              { id: 'a', text: 'NP = 8, medio', correct: false },
              { id: 'b', text: 'NP = 12, alto', correct: true },
              { id: 'c', text: 'NP = 12, muy alto', correct: false },
            ],
            explanation: 'NP = ND × NE = 6 × 2 = 12. En la GTC 45, un NP entre 10 y 20 es alto.',
          },
          {
            id: 'q3',
            prompt: 'Un riesgo obtiene NP = 6 y NC = 25. ¿Qué nivel de riesgo tiene?',
            options: [
              { id: 'a', text: 'NR = 150, nivel II', correct: true },
              { id: 'b', text: 'NR = 150, nivel III', correct: false },
              { id: 'c', text: 'NR = 31, nivel IV', correct: false },
            ],
            explanation:
              'NR = NP × NC = 6 × 25 = 150. Un NR entre 150 y 599 corresponde al nivel II: no aceptable o aceptable con control específico. Como no llega a 360, la actividad no se suspende, pero los controles se adoptan de inmediato.',
          },
          {
            id: 'q4',
            prompt: 'Para controlar los humos de soldadura, ¿cuál medida está más arriba en la jerarquía de controles?',
            options: [
              { id: 'a', text: 'Entregar respiradores con filtro para humos', correct: false },
              { id: 'b', text: 'Instalar un sistema de extracción localizada', correct: true },
              { id: 'c', text: 'Capacitar a los soldadores sobre los efectos de los humos', correct: false },
            ],
            explanation:
              'La extracción localizada es un control de ingeniería, que tiene prioridad sobre los controles administrativos y los EPP (Decreto 1072 de 2015).',
          },
          {
            id: 'q5',
            prompt: '¿Qué significa un riesgo de nivel I?',
            options: [
              { id: 'a', text: 'Aceptable: mantener los controles existentes', correct: false },
              { id: 'b', text: 'No aceptable: suspender la actividad o intervenir de inmediato', correct: true },
            ],
            explanation:
              'Un NR de 600 o más es nivel I: no aceptable. La actividad se detiene hasta que los controles reduzcan el riesgo.',
          },
        ],
      },
    },
  ],
};
