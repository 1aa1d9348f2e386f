import type { SeedRoute } from './seed-route.js';

export const estandaresMinimos0312: SeedRoute = {
  key: 'estandares-minimos-0312',
  title: 'Estándares mínimos y autoevaluación del SG-SST',
  summary:
    'Aprenda a aplicar la Resolución 0312 de 2019: qué estándares le corresponden a cada empresa, cómo se califican, cómo interpretar el resultado de la autoevaluación y qué hacer con el plan de mejoramiento.',
  objectives: [
    'Determinar cuántos estándares mínimos aplican a una empresa según su tamaño y clase de riesgo.',
    'Explicar la distribución de los 100 puntos de los estándares mínimos en el ciclo PHVA.',
    'Realizar una autoevaluación con evidencias y justificar correctamente los ítems que no aplican.',
    'Interpretar la valoración final y definir las acciones que exige cada resultado.',
  ],
  category: 'Normatividad',
  hours: 6,
  level: 'intermediate',
  items: [
    {
      kind: 'text',
      title: '¿Qué son los estándares mínimos y a quién aplican?',
      description: 'Alcance de la Resolución 0312 de 2019 y los tres grupos de empresas.',
      durationMinutes: 15,
      body: `## El piso que toda empresa debe cumplir

Los estándares mínimos son el conjunto de requisitos indispensables que un empleador debe cumplir para demostrar que su SG-SST funciona. Los fija el Ministerio del Trabajo en la **Resolución 0312 de 2019**, que reemplazó a la Resolución 1111 de 2017. No sustituyen al Decreto 1072 de 2015: lo complementan, al convertir sus exigencias en ítems verificables con una calificación.

La resolución contempla en total **60 estándares que suman 100 puntos**. Sin embargo, no todas las empresas deben cumplir los 60: la norma reconoce que una tienda de barrio y una constructora de vías no tienen la misma complejidad.

## Tres grupos según tamaño y riesgo

| Grupo | Condición de la empresa | Estándares que aplican |
| --- | --- | --- |
| 1 | Hasta 10 trabajadores, clase de riesgo I, II o III | 7 estándares (Resolución 0312 de 2019, art. 3) |
| 2 | De 11 a 50 trabajadores, clase de riesgo I, II o III | 21 estándares (Resolución 0312 de 2019, art. 9) |
| 3 | Más de 50 trabajadores, o cualquier tamaño con clase de riesgo IV o V | 60 estándares (Resolución 0312 de 2019, art. 16) |

Fíjese en la última fila: una empresa de cinco trabajadores dedicada a una actividad de riesgo IV o V, por ejemplo ciertos trabajos de construcción o de manejo de explosivos, debe cumplir los 60 estándares completos, igual que una gran empresa. La clase de riesgo pesa tanto como el número de trabajadores.

## Los siete estándares de las empresas más pequeñas

Para las empresas del primer grupo, los estándares se concentran en lo esencial (Resolución 0312 de 2019, art. 3):

1. Asignar una persona que diseñe e implemente el SG-SST.
2. Afiliar a los trabajadores al Sistema de Seguridad Social Integral.
3. Capacitar en SST.
4. Tener un plan anual de trabajo.
5. Realizar las evaluaciones médicas ocupacionales.
6. Identificar los peligros y evaluar y valorar los riesgos.
7. Implementar medidas de prevención y control frente a esos peligros.

## Un ejemplo para practicar

Una oficina contable con 8 trabajadores (riesgo I) aplica 7 estándares. Si crece a 14 trabajadores, pasa a 21. Una empresa de 40 trabajadores cuya actividad económica está clasificada en riesgo IV ante la ARL aplica los 60 desde el primer día, porque su clase de riesgo la ubica en el tercer grupo.

Antes de iniciar cualquier autoevaluación, confirme el número real de trabajadores, incluidos todos los vinculados, y la clase de riesgo que figura en la afiliación a la ARL. Un error en este punto hace que toda la evaluación quede mal planteada.`,
    },
    {
      kind: 'text',
      title: 'Cómo se distribuyen los 100 puntos',
      description: 'El peso de cada fase del PHVA y de cada grupo de estándares.',
      durationMinutes: 12,
      body: `## Los estándares siguen el ciclo PHVA

La Resolución 0312 de 2019 organiza los 60 estándares según las cuatro fases del ciclo PHVA que exige el Decreto 1072 de 2015. Cada fase tiene un peso distinto, y ese peso revela dónde pone la norma el énfasis: en la ejecución real de la prevención.

| Fase | Peso | Grupos de estándares |
| --- | --- | --- |
| **Planear** | 25 % | Recursos (10 %): recursos financieros, técnicos, humanos y de otra índole (4 %) y capacitación en el SG-SST (6 %). Gestión integral del SG-SST (15 %) |
| **Hacer** | 60 % | Gestión de la salud (20 %), gestión de peligros y riesgos (30 %), gestión de amenazas (10 %) |
| **Verificar** | 5 % | Verificación del SG-SST |
| **Actuar** | 10 % | Mejoramiento |

## Lectura práctica de la tabla

- **El 60 % está en el Hacer.** Una empresa puede tener toda la documentación en orden y, aun así, obtener una calificación baja si no demuestra que realiza los exámenes médicos, que controla los peligros o que tiene preparado su plan de emergencias.
- **La gestión de peligros y riesgos es el bloque más pesado (30 %).** Incluye la identificación de peligros, la evaluación y valoración de riesgos y la implementación de controles. Es el corazón del sistema.
- **La gestión de amenazas (10 %)** se refiere a la preparación ante emergencias: el plan de prevención, preparación y respuesta y la brigada conformada, capacitada y dotada.
- **Verificar pesa poco en puntos (5 %), pero es decisivo.** Sin indicadores, auditoría y revisión por la alta dirección, no hay información para el bloque de Actuar.

## Un caso de taller

Un taller de mecánica industrial con 60 trabajadores obtiene el puntaje completo en Planear porque tiene política, objetivos, plan anual y responsable certificado. Pero en Hacer le faltan las mediciones de ruido, no ha hecho simulacro y la matriz de peligros no se actualiza desde hace tres años. Aunque su documentación luce impecable, la pérdida de puntos en el bloque de mayor peso lo puede llevar a una valoración moderadamente aceptable o incluso crítica.

## Consejo para la autoevaluación

Organice las evidencias en carpetas que sigan exactamente esta estructura: Planear, Hacer, Verificar y Actuar, con una subcarpeta por estándar. Así el evaluador, la ARL o un inspector del Ministerio del Trabajo encontrarán cada soporte en minutos, y usted detectará de inmediato los vacíos.`,
    },
    {
      kind: 'text',
      title: 'La autoevaluación paso a paso',
      description: 'Cómo calificar cada estándar con evidencias y cuándo usar la opción "no aplica".',
      durationMinutes: 15,
      body: `## Calificar con evidencias, no con intenciones

La autoevaluación consiste en revisar uno por uno los estándares que le aplican a la empresa y asignar a cada uno la calificación que establece la Resolución 0312 de 2019. Cada estándar tiene un valor en puntos: si se cumple completamente, se obtiene ese valor; si no se cumple, se obtiene cero. La suma de los puntos obtenidos da el porcentaje de cumplimiento.

La regla de oro es simple: **lo que no tiene soporte no se califica como cumplido**. Un procedimiento que "se hace, pero no está escrito" o una capacitación "que se dictó, pero no hay lista de asistencia" no suman.

## Pasos recomendados

1. **Confirme el grupo de la empresa** (7, 21 o 60 estándares) con el número de trabajadores y la clase de riesgo.
2. **Reúna al equipo**: el responsable del SG-SST, un representante de la alta dirección y, como buena práctica, un integrante del COPASST o el vigía.
3. **Revise cada estándar contra evidencias concretas**: actas, registros, fotografías, informes, indicadores.
4. **Califique** y anote en cada ítem qué evidencia lo soporta y dónde está guardada.
5. **Calcule el resultado** y ubíquelo en la tabla de valoración.
6. **Formule el plan de mejoramiento** para los ítems no cumplidos.

## El uso correcto del "no aplica"

Algunos estándares pueden no corresponder a la realidad de la empresa. En ese caso se califican como "no aplica" y reciben el puntaje, pero **solo si se justifica por escrito** por qué no aplican (Resolución 0312 de 2019). Sin justificación, el ítem vale cero.

Ejemplo válido: una empresa de software sin procesos industriales puede justificar que no realiza mediciones higiénicas de sustancias químicas porque no las usa en su operación, y soportarlo con su matriz de peligros.

Ejemplo inválido: una planta de pinturas que marca "no aplica" en las mediciones ambientales porque "nunca las ha necesitado". Si hay exposición a solventes, el estándar sí aplica.

## Registro de la autoevaluación

La autoevaluación y el plan de mejoramiento se registran ante el Fondo de Riesgos Laborales, según las instrucciones de la Circular 0071 de 2020 del Ministerio del Trabajo. Conserve una copia firmada y todas las evidencias, porque pueden ser solicitadas por la ARL o en una visita de inspección.

## Un consejo final

La autoevaluación no es un examen para "sacar buena nota", sino un diagnóstico. Una calificación inflada deja a la empresa sin plan de mejora justo donde más lo necesita y la expone a sanciones si una inspección encuentra la diferencia entre el papel y la realidad.`,
    },
    {
      kind: 'text',
      title: 'Valoración del resultado y plan de mejoramiento',
      description: 'Qué significa cada rango de calificación y qué acciones exige.',
      durationMinutes: 12,
      body: `## Tres rangos de valoración

Con el puntaje total de la autoevaluación, la empresa se ubica en uno de tres rangos definidos por la Resolución 0312 de 2019:

| Resultado | Valoración | Acciones exigidas |
| --- | --- | --- |
| Menor al 60 % | **Crítico** | Plan de mejoramiento de inmediato, a disposición del Ministerio del Trabajo; informe de avances a la ARL en un plazo máximo de tres meses; seguimiento anual y plan de visita del Ministerio del Trabajo |
| Entre 60 % y 85 % | **Moderadamente aceptable** | Plan de mejoramiento, a disposición del Ministerio del Trabajo; informe de avances a la ARL en un plazo máximo de seis meses; plan de visita del Ministerio del Trabajo |
| Mayor al 85 % | **Aceptable** | Mantener la calificación y las evidencias a disposición del Ministerio del Trabajo, e incluir las mejoras detectadas en el plan anual de trabajo |

Todos los rangos exigen acción (Resolución 0312 de 2019, art. 28). Observe que el Ministerio del Trabajo incluye en su plan de visitas tanto a las empresas con resultado crítico como a las moderadamente aceptables; a las críticas, además, les hace seguimiento cada año. Incluso una empresa "aceptable" debe demostrar que mantiene el cumplimiento y que incorpora mejoras.

## Cómo construir un plan de mejoramiento útil

El plan de mejoramiento es la respuesta ordenada a los estándares que no se cumplieron. Para que funcione, cada acción debe responder a cinco preguntas:

- **¿Qué?** La acción concreta, por ejemplo "realizar sonometría en el área de corte".
- **¿Por qué?** El estándar incumplido al que responde.
- **¿Quién?** Un responsable con nombre y cargo, no "el área de SST" en abstracto.
- **¿Cuándo?** Una fecha de cumplimiento realista dentro del plazo que exige el resultado.
- **¿Con qué?** Los recursos asignados: presupuesto, horas, proveedor.

## Priorizar lo que más protege

No todas las brechas pesan igual. Dé prioridad a los estándares del bloque de gestión de peligros y riesgos y a los relacionados con tareas de alto riesgo, como trabajo en alturas, espacios confinados o energías peligrosas, porque de ellos dependen las lesiones graves. Después, atienda los ítems documentales.

## Ejemplo

Una empresa de logística con 80 trabajadores obtiene 72 %: moderadamente aceptable. Sus brechas principales son la falta de evaluaciones médicas periódicas a los conductores de montacargas, la ausencia de simulacro y la falta de indicadores. Su plan fija las evaluaciones médicas en el primer mes, el simulacro en el tercero y el tablero de indicadores en el cuarto, y programa el informe de avances a la ARL antes de cumplirse los seis meses. Como su valoración trae plan de visita del Ministerio del Trabajo, deja el plan y sus evidencias listos para mostrarlos.

## Seguimiento

Revise el plan en las reuniones del COPASST y en la revisión por la alta dirección. Un plan que no se revisa se convierte en un documento más.`,
    },
    {
      kind: 'link',
      title: 'Portal del Ministerio del Trabajo',
      description:
        'Sitio oficial del Ministerio del Trabajo, donde se publican las normas, circulares y orientaciones sobre riesgos laborales y estándares mínimos.',
      durationMinutes: 5,
      url: 'https://www.mintrabajo.gov.co',
    },
    {
      kind: 'quiz',
      title: 'Repaso: estándares mínimos',
      description: 'Verifique si sabe aplicar e interpretar la Resolución 0312 de 2019.',
      durationMinutes: 10,
      quiz: {
        passMark: 75,
        questions: [
          {
            id: 'q1',
            prompt:
              'Una empresa de demolición tiene 9 trabajadores y está clasificada en riesgo V. ¿Cuántos estándares mínimos debe cumplir?',
            options: [
              { id: 'a', text: '7 estándares', correct: false },
              { id: 'b', text: '21 estándares', correct: false },
              { id: 'c', text: '60 estándares', correct: true },
            ],
            explanation:
              'Las empresas con riesgo IV o V deben cumplir los 60 estándares sin importar su tamaño (Resolución 0312 de 2019, art. 16).',
          },
          {
            id: 'q2',
            prompt: '¿Qué fase del ciclo PHVA tiene el mayor peso en la calificación de los estándares mínimos?',
            options: [
              { id: 'a', text: 'Planear, con 25 %', correct: false },
              { id: 'b', text: 'Hacer, con 60 %', correct: true },
              { id: 'c', text: 'Verificar, con 5 %', correct: false },
              { id: 'd', text: 'Actuar, con 10 %', correct: false },
            ],
            explanation:
              'Hacer suma 60 %: gestión de la salud (20 %), gestión de peligros y riesgos (30 %) y gestión de amenazas (10 %) (Resolución 0312 de 2019).',
          },
          {
            id: 'q3',
            prompt: 'Una empresa obtiene 55 % en su autoevaluación. ¿Qué debe hacer?',
            options: [
              { id: 'a', text: 'Solo incluir las mejoras en el plan anual de trabajo', correct: false },
              {
                id: 'b',
                text: 'Formular de inmediato un plan de mejoramiento y enviar a la ARL un informe de avances en máximo tres meses',
                correct: true,
              },
              { id: 'c', text: 'Repetir la autoevaluación hasta superar el 60 %', correct: false },
            ],
            explanation:
              'Un resultado menor al 60 % es crítico: exige plan de mejoramiento inmediato, informe de avances a la ARL en máximo tres meses, y trae seguimiento anual y plan de visita del Ministerio del Trabajo (Resolución 0312 de 2019, art. 28).',
          },
          {
            id: 'q4',
            prompt: '¿Cuándo se otorga el puntaje a un estándar marcado como "no aplica"?',
            options: [
              { id: 'a', text: 'Siempre, porque no aplica', correct: false },
              { id: 'b', text: 'Solo cuando se justifica por escrito por qué no aplica', correct: true },
              { id: 'c', text: 'Nunca, un estándar que no aplica vale cero', correct: false },
            ],
            explanation:
              'La Resolución 0312 de 2019 solo reconoce el puntaje de un ítem que no aplica cuando existe una justificación. Sin ella, se califica con cero.',
          },
        ],
      },
    },
  ],
};
