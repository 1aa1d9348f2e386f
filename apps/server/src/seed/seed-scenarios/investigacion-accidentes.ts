import type { ScenarioDefinition } from '@academia/shared';

/**
 * «Un accidente en la bodega», the simulator of the accident-investigation route: report within two business days
 * to the ARL and the EPS (Resolución 156 de 2005), investigate within 15 days with the supervisor, a COPASST
 * member and the SG-SST lead (Resolución 1401 de 2007), immediate and basic causes, actions, and the monthly
 * frequency and severity indicators as Resolución 0312 de 2019 defines them.
 */
export const scenario: ScenarioDefinition = {
  title: 'Un accidente en la bodega',
  summary:
    'Usted es el responsable del SG-SST de un centro de distribución con 150 trabajadores. Un auxiliar de bodega se lesiona un pie: decida cómo se atiende, se reporta y se investiga el accidente, y calcule los indicadores del mes.',
  passPercent: 70,
  startId: 'accidente',
  situations: [
    {
      id: 'accidente',
      kind: 'choice',
      title: 'El accidente',
      text: 'Es martes, en una semana sin festivos. A las 9:30 de la mañana, el supervisor de bodega le avisa que a Yesid, auxiliar de alistamiento, le cayó una caja de 18 kilos en el pie izquierdo cuando la bajaba del segundo nivel de una estantería. La brigadista de primeros auxilios lo atiende: está consciente, pero el pie se inflama y le cuesta apoyarlo.\n\n¿Qué decide?',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Coordina su traslado a una institución de salud de la red de la ARL, pide que no se muevan las cajas ni la estantería hasta documentar la escena y empieza a preparar el reporte del accidente.',
          consequence:
            'Correcto. La atención del trabajador va primero, y por tratarse de un accidente de trabajo la cubre la ARL. Conservar la escena permite que la investigación reconstruya lo que pasó, y preparar el reporte desde ya ayuda a cumplir el plazo.',
          points: 10,
          critical: false,
          next: 'plazo',
        },
        {
          id: 'b',
          text: 'Le pide que consulte por su EPS como una enfermedad común, para que el accidente no afecte los indicadores de la empresa.',
          consequence:
            'Error crítico. Ocultar un accidente de trabajo incumple la obligación de reportarlo a la ARL y a la EPS (Resolución 156 de 2005) y le quita a Yesid la atención y las prestaciones que le corresponden por origen laboral. Además, la empresa pierde la oportunidad de corregir la causa.',
          points: -20,
          critical: true,
          next: 'eps',
        },
        {
          id: 'c',
          text: 'Le sugiere descansar una hora y seguir trabajando; si el dolor empeora, lo reportarán.',
          consequence:
            'Un golpe con una carga de 18 kilos puede causar una fractura aunque al principio parezca leve. Todo accidente de trabajo se reporta, con o sin incapacidad, y el trabajador debe recibir valoración médica.',
          points: -10,
          critical: false,
          next: 'plazo',
        },
      ],
    },
    {
      id: 'eps',
      kind: 'choice',
      title: 'La EPS pregunta por el origen',
      text: 'Una semana después, la EPS le informa a Yesid que su lesión tiene las características de un accidente de trabajo y que debe atenderlo la ARL. Él le pide a usted que se haga el reporte.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Reporta de inmediato el accidente a la ARL y a la EPS, aunque sea fuera de plazo, y explica la demora.',
          consequence:
            'Reportar tarde es mejor que no reportar: Yesid podrá recibir la atención y las prestaciones de la ARL. Pero la demora es un incumplimiento del empleador y afectó la atención del trabajador.',
          points: 2,
          critical: false,
          next: 'equipo',
        },
        {
          id: 'b',
          text: 'Le responde que ya pasó el plazo y que no hay nada que hacer.',
          consequence:
            'El vencimiento del plazo no elimina la obligación de reportar, ni el derecho del trabajador a que se reconozca el origen laboral. Negarse a reportar agrava el incumplimiento.',
          points: -10,
          critical: false,
          next: 'equipo',
        },
      ],
    },
    {
      id: 'plazo',
      kind: 'choice',
      title: 'El reporte del accidente',
      text: 'Yesid ya está en la clínica. Usted abre el Formato Único de Reporte de Accidente de Trabajo (FURAT). ¿A quién debe enviarlo y cuál es el plazo máximo, sabiendo que el accidente ocurrió el martes y no hay festivos en la semana?',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'A la ARL y a la EPS del trabajador, a más tardar el jueves.',
          consequence:
            'Correcto. El accidente se reporta a la ARL y a la EPS dentro de los dos días hábiles siguientes (Resolución 156 de 2005): miércoles y jueves. Cuanto antes se reporte, mejor.',
          points: 10,
          critical: false,
          next: 'equipo',
        },
        {
          id: 'b',
          text: 'Solo a la ARL, dentro de los 15 días siguientes, junto con la investigación.',
          consequence:
            'Se confunden dos obligaciones distintas. El reporte va a la ARL y a la EPS dentro de los dos días hábiles siguientes (Resolución 156 de 2005); los 15 días son el plazo para investigar (Resolución 1401 de 2007).',
          points: -5,
          critical: false,
          next: 'equipo',
        },
        {
          id: 'c',
          text: 'Al Ministerio del Trabajo, en el informe de accidentalidad de fin de mes.',
          consequence:
            'El FURAT no se envía al Ministerio del Trabajo ni espera al cierre del mes. Va a la ARL y a la EPS dentro de los dos días hábiles siguientes al accidente (Resolución 156 de 2005).',
          points: -10,
          critical: false,
          next: 'equipo',
        },
      ],
    },
    {
      id: 'equipo',
      kind: 'choice',
      title: 'El equipo investigador',
      text: 'Con el reporte resuelto, debe organizar la investigación. El gerente le pregunta quiénes la harán y en qué plazo.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'El supervisor de bodega como jefe inmediato, un representante del COPASST y usted como responsable del SG-SST, dentro de los 15 días siguientes al accidente.',
          consequence:
            'Correcto. Ese es el equipo mínimo que exige la Resolución 1401 de 2007, y el plazo es de 15 días. Si el caso lo requiere, pueden sumarse personas de mantenimiento o el proveedor de la estantería.',
          points: 10,
          critical: false,
          next: 'hallazgos',
        },
        {
          id: 'b',
          text: 'Usted solo, para terminar rápido, y sin plazo fijo porque el caso no es grave.',
          consequence:
            'La investigación no es una tarea individual: la Resolución 1401 de 2007 pide que participen el jefe inmediato, un representante del COPASST o el vigía y el responsable del SG-SST, dentro de los 15 días siguientes. Cada uno aporta una mirada distinta.',
          points: -5,
          critical: false,
          next: 'hallazgos',
        },
        {
          id: 'c',
          text: 'El jefe de talento humano, para que defina la sanción que corresponde a Yesid.',
          consequence:
            'La investigación busca causas para evitar que el accidente se repita, no un culpable para sancionar. Si los trabajadores sienten que investigar es castigar, dejarán de reportar.',
          points: -10,
          critical: false,
          next: 'hallazgos',
        },
      ],
    },
    {
      id: 'hallazgos',
      kind: 'choice',
      title: 'Lo que encuentra el equipo',
      text: 'En las entrevistas y en la escena, el equipo encuentra lo siguiente: la escalera de plataforma del pasillo 7 está dañada desde hace dos semanas; un auxiliar avisó de palabra, pero nadie registró el reporte. Ese día había un despacho urgente y Yesid bajó la caja estirando los brazos desde el piso. Lleva cuatro meses en el cargo y su capacitación en manejo de cargas está registrada.\n\n¿Cómo resume el equipo las causas?',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Causas inmediatas: bajar la caja sin escalera y la escalera dañada. Causas básicas: no existe un trámite para registrar y atender los reportes, y la presión del despacho urgente.',
          consequence:
            'Correcto. Las causas inmediatas son el acto y la condición que precedieron al accidente; las básicas explican por qué existían: la escalera seguía dañada porque el reporte no tenía a dónde ir, y la urgencia empujó a trabajar sin ella.',
          points: 10,
          critical: false,
          next: 'acciones',
        },
        {
          id: 'b',
          text: 'Causa única: falta de autocuidado del trabajador, que conocía el procedimiento.',
          consequence:
            'Si la conclusión es solo "falta de autocuidado", faltaron preguntas. ¿Por qué no usó la escalera? Porque estaba dañada. ¿Por qué seguía así? Porque el reporte no se tramitó. Con esa conclusión, el próximo auxiliar se lesionará igual.',
          points: -10,
          critical: false,
          next: 'acciones',
        },
        {
          id: 'c',
          text: 'Un hecho fortuito: la caja se deslizó y no había forma de preverlo.',
          consequence:
            'Nada en los hallazgos indica algo imprevisible: la escalera dañada y la urgencia del despacho eran conocidas. Llamar fortuito a un accidente con causas identificables impide corregirlas.',
          points: -10,
          critical: false,
          next: 'acciones',
        },
      ],
    },
    {
      id: 'acciones',
      kind: 'choice',
      title: 'El plan de acción',
      text: 'El equipo debe proponer las acciones que eviten que el accidente se repita. ¿Qué plan aprueba?',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Reparar o reponer las escaleras de todos los pasillos, crear un registro de reportes con responsable y plazo de respuesta, revisar la programación de despachos urgentes y divulgar la lección aprendida; cada acción con responsable y fecha.',
          consequence:
            'Muy bien. Cada causa básica tiene una acción, hay responsables y fechas, y la lección se comparte con las demás áreas que usan estanterías.',
          points: 10,
          critical: false,
          next: 'indicadores',
        },
        {
          id: 'b',
          text: 'Comprar una escalera nueva para el pasillo 7.',
          consequence:
            'Ataca la condición inmediata del pasillo 7, pero no las causas básicas: la próxima escalera dañada tampoco tendrá quién la reporte y la atienda, y la presión del despacho seguirá igual.',
          points: 3,
          critical: false,
          next: 'indicadores',
        },
        {
          id: 'c',
          text: 'Un llamado de atención escrito a Yesid y una charla de autocuidado para el área.',
          consequence:
            'Estas medidas no cambian ninguna de las causas encontradas. La escalera sigue dañada, el reporte sigue sin trámite y el mensaje para el equipo es que reportar trae problemas.',
          points: -10,
          critical: false,
          next: 'indicadores',
        },
      ],
    },
    {
      id: 'indicadores',
      kind: 'calculation',
      title: 'Los indicadores del mes',
      text: 'Al cierre del mes debe calcular dos indicadores de la Resolución 0312 de 2019. En el mes hubo 3 accidentes de trabajo, incluido el de Yesid, y la empresa tuvo 150 trabajadores. Los accidentes generaron 3, 2 y 7 días de incapacidad; no hubo días cargados.\n\nFrecuencia = accidentes de trabajo del mes ÷ trabajadores del mes × 100.\nSeveridad = (días de incapacidad por accidente de trabajo + días cargados del mes) ÷ trabajadores del mes × 100.',
      media: null,
      fields: [
        {
          id: 'frecuencia',
          label: 'Frecuencia de accidentalidad del mes',
          unit: 'accidentes por cada 100 trabajadores',
          expected: 2,
          tolerance: 0.01,
          points: 10,
          explanation: '3 accidentes ÷ 150 trabajadores × 100 = 2 accidentes por cada 100 trabajadores.',
        },
        {
          id: 'severidad',
          label: 'Severidad de la accidentalidad del mes',
          unit: 'días por cada 100 trabajadores',
          expected: 8,
          tolerance: 0.01,
          points: 10,
          explanation:
            'Los días de incapacidad suman 3 + 2 + 7 = 12, sin días cargados. 12 ÷ 150 trabajadores × 100 = 8 días por cada 100 trabajadores.',
        },
      ],
      next: 'seguimiento',
    },
    {
      id: 'seguimiento',
      kind: 'choice',
      title: 'Seis semanas después',
      text: 'Las escaleras ya se repusieron y el registro de reportes está funcionando. El gerente propone cerrar el caso.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Antes de cerrar, verifica con el COPASST que las escaleras estén en cada pasillo y se usen, que los reportes se atiendan a tiempo y que no haya eventos parecidos, y actualiza la matriz de peligros.',
          consequence:
            'Correcto. Cumplir una acción no es lo mismo que resolver el problema. Verificar su eficacia y actualizar la matriz de peligros cierra el ciclo y deja evidencia para el SG-SST.',
          points: 10,
          critical: false,
          next: 'fin-cerrado',
        },
        {
          id: 'b',
          text: 'Cierra el caso: las acciones están cumplidas.',
          consequence:
            'Sin verificar la eficacia no sabe si las medidas funcionan. Dos meses después, otro auxiliar sube por las estanterías porque la escalera de su pasillo se la llevaron para otra área.',
          points: -5,
          critical: false,
          next: 'fin-repite',
        },
      ],
    },
    {
      id: 'fin-cerrado',
      kind: 'end',
      title: 'Caso cerrado con aprendizaje',
      text: 'El accidente quedó reportado, investigado y con acciones verificadas. Yesid regresó a su puesto después de la incapacidad y la lección aprendida se compartió en las charlas de inicio de turno de todas las bodegas. Revise en el resumen las decisiones que podría mejorar.',
      media: null,
    },
    {
      id: 'fin-repite',
      kind: 'end',
      title: 'Un accidente que se repite',
      text: 'Un nuevo auxiliar se lastima la espalda al bajar una caja desde el segundo nivel, en un pasillo donde ya no había escalera. Las acciones se habían cumplido en el papel, pero nadie verificó que siguieran funcionando.',
      media: null,
    },
  ],
};
