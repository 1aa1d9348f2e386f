import type { ScenarioDefinition } from '@academia/shared';

/**
 * «La batería psicosocial en un centro de contacto», the simulator of the psychosocial-risk route: periodicity
 * (yearly where risk is high, every two years otherwise, Resolución 2764 de 2022), who applies it, consent and
 * conditions, confidentiality of sensitive data (Ley 1581 de 2012), aggregated results and an organisational
 * intervention (Resolución 2646 de 2008).
 */
export const scenario: ScenarioDefinition = {
  title: 'La batería psicosocial en un centro de contacto',
  summary:
    'Usted coordina el SG-SST de un centro de contacto con 220 trabajadores. Toca evaluar los factores de riesgo psicosocial: decida cuándo y cómo se aplica la batería, cómo se protegen las respuestas y qué se hace con los resultados.',
  passPercent: 65,
  startId: 'periodicidad',
  situations: [
    {
      id: 'periodicidad',
      kind: 'choice',
      title: '¿Cuándo se aplica de nuevo?',
      text: 'La batería de riesgo psicosocial se aplicó hace doce meses. En el área de cobranza el resultado fue riesgo alto, sobre todo en la carga de trabajo. La gerencia pregunta si la evaluación puede esperar al próximo año.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'No debe esperar: como se identificó un nivel de riesgo alto, la evaluación se repite cada año.',
          consequence:
            'Correcto. La batería se aplica cada año donde se identificó riesgo alto y cada dos años en los demás casos (Resolución 2764 de 2022). Repetirla permite ver si la intervención funcionó.',
          points: 10,
          critical: false,
          next: 'profesional',
        },
        {
          id: 'b',
          text: 'Puede esperar: la batería se aplica cada dos años en todos los casos.',
          consequence:
            'Cada dos años es la periodicidad cuando no se ha identificado riesgo alto. Con riesgo alto en cobranza, corresponde aplicarla cada año (Resolución 2764 de 2022).',
          points: -5,
          critical: false,
          next: 'profesional',
        },
        {
          id: 'c',
          text: 'Solo se aplica de nuevo si algún trabajador presenta una queja.',
          consequence:
            'La evaluación es periódica y no depende de que alguien se queje. Esperar las quejas es llegar tarde, cuando el daño ya empezó.',
          points: -10,
          critical: false,
          next: 'profesional',
        },
      ],
    },
    {
      id: 'profesional',
      kind: 'choice',
      title: '¿Quién aplica la batería?',
      text: 'Para ahorrar costos, un directivo propone que los líderes de cada equipo entreguen los cuestionarios, los recojan y tabulen los resultados.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'La aplica y la analiza una psicóloga con posgrado en SST y licencia vigente, que custodia los cuestionarios.',
          consequence:
            'Correcto. La Resolución 2646 de 2008 pide que la evaluación la haga un experto: un psicólogo con posgrado en el área y licencia vigente. Además, que los cuestionarios los maneje alguien ajeno a la línea de mando protege la confianza de los trabajadores.',
          points: 10,
          critical: false,
          next: 'aplicacion',
        },
        {
          id: 'b',
          text: 'Acepta la propuesta: los líderes conocen mejor a su equipo.',
          consequence:
            'El liderazgo es uno de los factores que la batería evalúa. Si el líder recoge las respuestas, nadie contestará con sinceridad sobre él, y la evaluación la debe hacer un profesional idóneo.',
          points: -10,
          critical: false,
          next: 'aplicacion',
        },
      ],
    },
    {
      id: 'aplicacion',
      kind: 'choice',
      title: 'El día de la aplicación',
      text: 'Talento humano sugiere aplicar los cuestionarios en el piso de operación, durante la pausa de diez minutos, con los supervisores presentes "para mantener el orden".',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Propone informar antes el propósito, pedir el consentimiento informado, usar una sala tranquila con tiempo suficiente dentro de la jornada y sin jefes presentes.',
          consequence:
            'Correcto. Con información clara, consentimiento, tiempo suficiente y sin la presencia de los jefes, los trabajadores pueden responder con tranquilidad, y los resultados son confiables.',
          points: 10,
          critical: false,
          next: 'confidencialidad',
        },
        {
          id: 'b',
          text: 'Acepta la sugerencia para no afectar la operación.',
          consequence:
            'Diez minutos no alcanzan para responder con cuidado, y con el supervisor al lado muchas personas contestarán lo que creen que la empresa quiere oír. La evaluación perdería su valor.',
          points: -10,
          critical: false,
          next: 'confidencialidad',
        },
        {
          id: 'c',
          text: 'Anuncia que quien no responda tendrá un llamado de atención.',
          consequence:
            'La participación se basa en el consentimiento informado. Amenazar con sanciones genera desconfianza y respuestas poco sinceras.',
          points: -5,
          critical: false,
          next: 'confidencialidad',
        },
      ],
    },
    {
      id: 'confidencialidad',
      kind: 'choice',
      title: 'El gerente pide los resultados',
      text: 'Terminada la aplicación, el gerente de operaciones le escribe: "Envíeme los resultados de cada persona de cobranza, con nombre, para saber quién está estresado y con quién no podemos contar".',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Le responde que las respuestas individuales son datos sensibles bajo custodia de la psicóloga, y que la empresa recibe resultados agregados por área para planear la intervención.',
          consequence:
            'Correcto. Las respuestas revelan información sobre la salud y la vida de cada persona: son datos sensibles (Ley 1581 de 2012). Los resultados se entregan agregados, de forma que nadie pueda ser identificado.',
          points: 10,
          critical: false,
          next: 'resultados',
        },
        {
          id: 'b',
          text: 'Le envía la lista con los nombres y los puntajes de cada trabajador.',
          consequence:
            'Error crítico. Entregar resultados individuales con nombre a un jefe viola la reserva de datos sensibles (Ley 1581 de 2012) y la finalidad informada a los trabajadores. Además, el gerente anunció que los usaría para decidir "con quién no puede contar".',
          points: -20,
          critical: true,
          next: 'fin-desconfianza',
        },
        {
          id: 'c',
          text: 'Le envía solo los resultados del equipo de supervisores de cobranza, sin nombres; son cuatro personas.',
          consequence:
            'En un grupo tan pequeño, quitar los nombres no basta: cualquiera puede deducir quién respondió qué. Los resultados se agrupan de forma que ninguna persona pueda ser identificada.',
          points: -10,
          critical: false,
          next: 'resultados',
        },
      ],
    },
    {
      id: 'resultados',
      kind: 'calculation',
      title: 'Los resultados agregados',
      text: 'El informe de la psicóloga muestra, sin identificar a nadie, que en el área de cobranza 18 de los 30 trabajadores están en riesgo alto o muy alto en los factores intralaborales. En toda la empresa son 55 de 220.\n\nCalcule el porcentaje de trabajadores en riesgo alto o muy alto en cada caso.',
      media: null,
      fields: [
        {
          id: 'cobranza',
          label: 'Trabajadores de cobranza en riesgo alto o muy alto',
          unit: '%',
          expected: 60,
          tolerance: 0.1,
          points: 10,
          explanation: '18 ÷ 30 × 100 = 60 %.',
        },
        {
          id: 'empresa',
          label: 'Trabajadores de toda la empresa en riesgo alto o muy alto',
          unit: '%',
          expected: 25,
          tolerance: 0.1,
          points: 10,
          explanation:
            '55 ÷ 220 × 100 = 25 %. Cobranza está muy por encima del promedio de la empresa: es el área que se prioriza en la intervención.',
        },
      ],
      next: 'intervencion',
    },
    {
      id: 'intervencion',
      kind: 'choice',
      title: 'El plan de intervención',
      text: 'En cobranza, los factores más altos son la carga de trabajo, por metas de llamadas que casi nadie alcanza, y el liderazgo, por la forma en que se da la retroalimentación. ¿Qué plan propone?',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Revisar las metas y la distribución de la cartera, formar a los líderes en retroalimentación, ofrecer apoyo psicológico como complemento, registrar el peligro en la matriz y repetir la evaluación en un año.',
          consequence:
            'Muy bien. La intervención ataca primero las condiciones del trabajo que generan el riesgo, y el apoyo individual la complementa. Repetir la batería en un año permitirá medir el efecto.',
          points: 10,
          critical: false,
          next: 'fin-plan',
        },
        {
          id: 'b',
          text: 'Un taller de manejo del estrés y sesiones de respiración para el área.',
          consequence:
            'Las actividades individuales ayudan, pero no cambian una meta que casi nadie alcanza ni la forma en que se lidera. Un taller de respiración no compensa una carga imposible.',
          points: -5,
          critical: false,
          next: 'fin-taller',
        },
      ],
    },
    {
      id: 'fin-plan',
      kind: 'end',
      title: 'Una intervención en la fuente',
      text: 'Un año después, con metas revisadas y líderes formados, la nueva aplicación muestra que el riesgo en cobranza bajó de alto a medio. Los trabajadores participaron con confianza porque vieron que sus respuestas se protegieron y sirvieron para cambiar algo. Revise en el resumen las decisiones que podría mejorar.',
      media: null,
    },
    {
      id: 'fin-taller',
      kind: 'end',
      title: 'Un taller que no alcanza',
      text: 'El taller tuvo buena asistencia, pero las metas y el estilo de liderazgo siguieron iguales. Al año siguiente, la batería muestra el mismo riesgo alto en cobranza y la rotación del área sigue en aumento.',
      media: null,
    },
    {
      id: 'fin-desconfianza',
      kind: 'end',
      title: 'La confianza rota',
      text: 'La lista con nombres circuló entre los jefes y dos trabajadores de cobranza fueron cambiados de cargo. Cuando se supo, los trabajadores dejaron de creer en la evaluación: en la siguiente aplicación, casi todos respondieron lo que creían que la empresa quería leer, y el riesgo real quedó oculto.',
      media: null,
    },
  ],
};
