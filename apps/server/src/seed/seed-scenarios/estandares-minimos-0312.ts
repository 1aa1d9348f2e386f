import type { ScenarioDefinition } from '@academia/shared';

/**
 * «La autoevaluación de un taller metalmecánico», the simulator of the minimum-standards route (Resolución 0312 de
 * 2019): which set of standards applies, scoring with evidence, a justified «no aplica», the total and its band, and
 * what each band requires (improvement plan, report to the ARL, Ministry visit plan).
 */
export const scenario: ScenarioDefinition = {
  title: 'La autoevaluación de un taller metalmecánico',
  summary:
    'Usted acompaña la autoevaluación de estándares mínimos de un taller de mantenimiento industrial. Decida qué estándares aplican, cómo se califican con evidencias, calcule el resultado y defina lo que exige la valoración.',
  passPercent: 70,
  startId: 'grupo',
  situations: [
    {
      id: 'grupo',
      kind: 'choice',
      title: '¿Cuántos estándares aplican?',
      text: 'Metalmecánica Andina S. A. S. repara y fabrica piezas para la industria. Tiene 65 trabajadores y su clase de riesgo ante la ARL es III. Va a hacer su autoevaluación anual de estándares mínimos.\n\n¿Cuántos estándares debe evaluar?',
      media: null,
      choices: [
        {
          id: 'a',
          text: '7 estándares, porque su clase de riesgo es III.',
          consequence:
            'Los 7 estándares corresponden a empresas de hasta 10 trabajadores con riesgo I, II o III. Con 65 trabajadores, el tamaño la ubica en el grupo de los 60 estándares (Resolución 0312 de 2019, art. 16).',
          points: -5,
          critical: false,
          next: 'evidencias',
        },
        {
          id: 'b',
          text: '21 estándares, porque tiene menos de 100 trabajadores.',
          consequence:
            'Los 21 estándares aplican a empresas de 11 a 50 trabajadores con riesgo I, II o III. Con 65 trabajadores, le corresponden los 60 (Resolución 0312 de 2019, art. 16).',
          points: -5,
          critical: false,
          next: 'evidencias',
        },
        {
          id: 'c',
          text: '60 estándares, porque tiene más de 50 trabajadores.',
          consequence:
            'Correcto. Las empresas con más de 50 trabajadores, o de cualquier tamaño con riesgo IV o V, evalúan los 60 estándares, que suman 100 puntos (Resolución 0312 de 2019, art. 16).',
          points: 10,
          critical: false,
          next: 'evidencias',
        },
      ],
    },
    {
      id: 'evidencias',
      kind: 'choice',
      title: 'Una capacitación sin soporte',
      text: 'Al revisar el estándar de capacitación, el jefe de producción asegura que en marzo se dictó la capacitación anual sobre uso seguro de máquinas, pero no aparece la lista de asistencia ni ningún otro registro.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Lo califica como no cumplido y lo anota en el plan de mejoramiento, con la tarea de dejar registro de las próximas capacitaciones.',
          consequence:
            'Correcto. En la autoevaluación, lo que no tiene soporte no se califica como cumplido. El registro de la capacitación, además, es de los que deben conservarse por años.',
          points: 10,
          critical: false,
          next: 'no-aplica',
        },
        {
          id: 'b',
          text: 'Lo califica como cumplido, porque la capacitación sí se hizo.',
          consequence:
            'Sin evidencia, el estándar no puede darse por cumplido. Si la ARL o un inspector piden el soporte, la calificación no se sostiene.',
          points: -10,
          critical: false,
          next: 'no-aplica',
        },
        {
          id: 'c',
          text: 'Lo marca como "no aplica" para no perder los puntos.',
          consequence:
            'La capacitación en SST aplica a toda empresa. Marcar "no aplica" un estándar que sí aplica, para conservar el puntaje, distorsiona el diagnóstico.',
          points: -10,
          critical: false,
          next: 'no-aplica',
        },
      ],
    },
    {
      id: 'no-aplica',
      kind: 'choice',
      title: 'Las mediciones ambientales',
      text: 'En el taller se desengrasan piezas con solventes y se suelda a diario. Nunca se han hecho mediciones de exposición a vapores de solventes ni a humos de soldadura. Un auxiliar propone marcar ese estándar como "no aplica".',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Explica que el estándar aplica porque hay exposición, lo califica como no cumplido e incluye las mediciones en el plan de mejoramiento.',
          consequence:
            'Correcto. El "no aplica" solo es válido cuando la realidad de la empresa lo justifica por escrito. Con solventes y soldadura en la operación diaria, la medición es necesaria.',
          points: 10,
          critical: false,
          next: 'calculo',
        },
        {
          id: 'b',
          text: 'Lo marca "no aplica" con la justificación escrita de que nunca se han necesitado mediciones.',
          consequence:
            'Una justificación escrita no basta si no es cierta: que nunca se hayan hecho mediciones no significa que no se necesiten. Hay exposición a solventes y humos, así que el estándar aplica.',
          points: -5,
          critical: false,
          next: 'calculo',
        },
        {
          id: 'c',
          text: 'Lo marca "no aplica" sin escribir ninguna justificación.',
          consequence:
            'Sin justificación, un estándar marcado "no aplica" vale cero (Resolución 0312 de 2019). Y en este caso el estándar sí aplica.',
          points: -10,
          critical: false,
          next: 'calculo',
        },
      ],
    },
    {
      id: 'calculo',
      kind: 'calculation',
      title: 'El resultado de la autoevaluación',
      text: 'Terminada la revisión con evidencias, los puntos obtenidos por fase son:\n\nPlanear: 19 de 25.\nHacer: 41,5 de 60.\nVerificar: 2,5 de 5.\nActuar: 5 de 10.\n\nComo los 60 estándares suman 100 puntos, el porcentaje total es la suma de los puntos obtenidos. Calcule también qué porcentaje de su peso logró la fase Hacer.',
      media: null,
      fields: [
        {
          id: 'total',
          label: 'Resultado total de la autoevaluación',
          unit: '%',
          expected: 68,
          tolerance: 0.01,
          points: 10,
          explanation: '19 + 41,5 + 2,5 + 5 = 68 puntos de 100, es decir, 68 %.',
        },
        {
          id: 'hacer',
          label: 'Cumplimiento de la fase Hacer frente a su peso (con un decimal)',
          unit: '%',
          expected: 69.2,
          tolerance: 0.05,
          points: 10,
          explanation:
            '41,5 ÷ 60 × 100 = 69,17 %, que con un decimal es 69,2 %. La fase Hacer pesa 60 puntos, así que las brechas en gestión de la salud, de peligros y de amenazas son las que más bajan el resultado.',
        },
      ],
      next: 'valoracion',
    },
    {
      id: 'valoracion',
      kind: 'choice',
      title: '¿Qué significa 68 %?',
      text: 'El gerente le pregunta cómo queda valorada la empresa con 68 % y qué debe hacer a continuación.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Moderadamente aceptable: plan de mejoramiento, informe de avances a la ARL en máximo seis meses y la empresa queda sujeta a un plan de visita del Ministerio del Trabajo.',
          consequence:
            'Correcto. Entre 60 % y 85 % la valoración es moderadamente aceptable, con esas tres consecuencias (Resolución 0312 de 2019).',
          points: 10,
          critical: false,
          next: 'presion',
        },
        {
          id: 'b',
          text: 'Aceptable: basta con incluir las mejoras en el plan anual de trabajo.',
          consequence:
            'Aceptable es solo un resultado mayor a 85 %. Con 68 %, la empresa necesita un plan de mejoramiento y un informe de avances a la ARL en máximo seis meses, y puede recibir la visita del Ministerio del Trabajo.',
          points: -10,
          critical: false,
          next: 'presion',
        },
        {
          id: 'c',
          text: 'Crítico: plan de mejoramiento inmediato e informe a la ARL en máximo tres meses.',
          consequence:
            'Crítico es un resultado menor a 60 %. Con 68 % la valoración es moderadamente aceptable: el informe de avances a la ARL es en máximo seis meses, con plan de visita del Ministerio del Trabajo.',
          points: -5,
          critical: false,
          next: 'presion',
        },
      ],
    },
    {
      id: 'presion',
      kind: 'choice',
      title: 'El gerente quiere otro resultado',
      text: 'El gerente no quiere que la empresa quede en la lista de visitas del Ministerio. Le pide que marque como cumplidos los estándares "que están casi listos" para pasar de 85 %.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Le explica que sin evidencias no puede calificarlos como cumplidos, que la autoevaluación se registra y puede verificarse, y le propone un plan de mejoramiento con prioridades claras.',
          consequence:
            'Correcto. La autoevaluación es un diagnóstico, no una nota para mostrar. Un resultado inflado deja a la empresa sin plan justo donde más lo necesita y la expone a sanciones si una inspección encuentra la diferencia.',
          points: 10,
          critical: false,
          next: 'prioridades',
        },
        {
          id: 'b',
          text: 'Marca esos estándares como cumplidos y registra 86 %.',
          consequence:
            'Error crítico. Registrar como cumplidos estándares sin evidencia es presentar información falsa sobre el SG-SST. Las brechas reales, como las mediciones de solventes, quedan sin atender mientras los trabajadores siguen expuestos.',
          points: -20,
          critical: true,
          next: 'fin-inspeccion',
        },
      ],
    },
    {
      id: 'prioridades',
      kind: 'choice',
      title: '¿Por dónde empezar?',
      text: 'Hay que ordenar el plan de mejoramiento. Las brechas son: mediciones de solventes y humos de soldadura, el procedimiento de trabajo en alturas para el mantenimiento de cubiertas, los registros de capacitación, los indicadores y el formato de actas.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Primero las mediciones y el procedimiento de alturas, luego los registros e indicadores, y al final los formatos; cada acción con responsable, fecha y recursos.',
          consequence:
            'Muy bien. Las brechas de gestión de peligros y de tareas de alto riesgo son las que pueden terminar en lesiones graves o enfermedades; los ajustes documentales vienen después.',
          points: 10,
          critical: false,
          next: 'registro',
        },
        {
          id: 'b',
          text: 'Primero el formato de actas y los indicadores, porque son rápidos y suben el puntaje pronto.',
          consequence:
            'Subir puntos rápido no es lo mismo que proteger a las personas. Mientras tanto, los trabajadores siguen expuestos a solventes y humos y se sigue subiendo a las cubiertas sin procedimiento.',
          points: -5,
          critical: false,
          next: 'registro',
        },
      ],
    },
    {
      id: 'registro',
      kind: 'choice',
      title: 'Registro y seguimiento',
      text: 'La autoevaluación y el plan de mejoramiento están listos y firmados. ¿Qué sigue?',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Los registra según las instrucciones del Ministerio del Trabajo, guarda las evidencias organizadas por fase y programa la revisión del plan en las reuniones del COPASST y en la revisión por la dirección.',
          consequence:
            'Correcto. La autoevaluación y el plan se registran ante el Fondo de Riesgos Laborales (Circular 0071 de 2020) y el plan se revisa con regularidad para llegar al informe de avances a tiempo.',
          points: 10,
          critical: false,
          next: 'fin-plan',
        },
        {
          id: 'b',
          text: 'Los archiva en la carpeta del SG-SST hasta la próxima autoevaluación.',
          consequence:
            'Un plan que nadie revisa no avanza. Cuando llegue el plazo del informe a la ARL, habrá poco que mostrar.',
          points: -5,
          critical: false,
          next: 'fin-archivado',
        },
      ],
    },
    {
      id: 'fin-plan',
      kind: 'end',
      title: 'Un plan de mejoramiento con rumbo',
      text: 'Cinco meses después, las mediciones están hechas, el procedimiento de alturas se aplica y el informe de avances llega a la ARL antes del plazo. La empresa sabe dónde está y qué le falta para pasar de 85 %. Revise en el resumen las decisiones que podría mejorar.',
      media: null,
    },
    {
      id: 'fin-archivado',
      kind: 'end',
      title: 'Un plan en el cajón',
      text: 'El diagnóstico fue correcto, pero el plan no tuvo seguimiento. Al llegar el plazo del informe a la ARL, la mayoría de las acciones siguen pendientes y las brechas más graves continúan abiertas.',
      media: null,
    },
    {
      id: 'fin-inspeccion',
      kind: 'end',
      title: 'La inspección encuentra la diferencia',
      text: 'Meses después, un soldador consulta por irritación respiratoria y la ARL pide las mediciones de humos, que no existen. En la verificación, la empresa no puede mostrar evidencias de varios estándares que registró como cumplidos. El resultado inflado no evitó la visita: la hizo más grave.',
      media: null,
    },
  ],
};
