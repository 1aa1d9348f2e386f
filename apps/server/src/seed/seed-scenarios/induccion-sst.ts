import type { ScenarioDefinition } from '@academia/shared';

/**
 * «Su primera semana en la planta», the simulator of the induction route: damaged PPE, an unsafe condition to stop
 * and report (the worker's duty under Decreto 1072 de 2015), a spill, an unsafe act reported without blame, an
 * alarm, and a small cut that must still be reported the same day so the employer can file the FURAT.
 */
export const scenario: ScenarioDefinition = {
  title: 'Su primera semana en la planta',
  summary:
    'Usted acaba de entrar como auxiliar de producción en una planta de galletas. En su primera semana encontrará un elemento de protección dañado, una máquina sin guarda, un derrame, una alarma y un pequeño accidente: decida cómo actuar en cada caso.',
  passPercent: 65,
  startId: 'epp',
  situations: [
    {
      id: 'epp',
      kind: 'choice',
      title: 'La entrega de los elementos de protección',
      text: 'Es su primer día. Después de la inducción, el almacén le entrega botas, cofia, tapaoídos y gafas de seguridad. Al revisarlas, nota que uno de los lentes de las gafas tiene una fisura.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Avisa en el almacén antes de salir y pide que se las cambien.',
          consequence:
            'Correcto. Revisar el EPP antes de usarlo y pedir el cambio cuando está dañado es parte de su cuidado. La empresa debe reponerlo, y la entrega queda registrada con su firma.',
          points: 10,
          critical: false,
          next: 'guarda',
        },
        {
          id: 'b',
          text: 'Se las lleva así; una fisura pequeña no debe importar.',
          consequence:
            'Un lente fisurado puede romperse con un impacto y lesionar el ojo que debía proteger. Un EPP dañado no protege; se pide el cambio.',
          points: -5,
          critical: false,
          next: 'guarda',
        },
        {
          id: 'c',
          text: 'No dice nada y decide trabajar sin gafas hasta que alguien se dé cuenta.',
          consequence:
            'Trabajar sin protección visual en una tarea que la exige lo deja expuesto a partículas y salpicaduras. Si el EPP está dañado, pida el cambio de inmediato.',
          points: -10,
          critical: false,
          next: 'guarda',
        },
      ],
    },
    {
      id: 'guarda',
      kind: 'choice',
      title: 'Una máquina sin guarda',
      text: 'El supervisor le pide que ayude en la laminadora de masa mientras llega otro operario. Al acercarse, ve que la guarda que cubre los rodillos está retirada y la máquina está funcionando.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'No la opera, avisa de inmediato al supervisor y diligencia el reporte de condición insegura.',
          consequence:
            'Correcto. Informar oportunamente los peligros que detecta es uno de sus deberes (Decreto 1072 de 2015), y ante un peligro inminente lo correcto es detener la tarea y avisar. Ninguna meta de producción justifica arriesgar una mano.',
          points: 10,
          critical: false,
          next: 'derrame',
        },
        {
          id: 'b',
          text: 'La opera con mucho cuidado hasta que llegue el otro operario.',
          consequence:
            'Error crítico. Unos rodillos sin guarda pueden atrapar una mano o un brazo en una fracción de segundo, por mucho cuidado que se tenga. La guarda existe porque el cuidado no basta.',
          points: -20,
          critical: true,
          next: 'derrame',
        },
        {
          id: 'c',
          text: 'Se lo comenta a un compañero en el almuerzo, pero no le dice nada al supervisor.',
          consequence:
            'Mientras nadie con autoridad para detener la máquina lo sepa, cualquier persona puede lesionarse en ella. Los peligros se reportan por el canal de la empresa, al jefe inmediato o al responsable del SG-SST.',
          points: -10,
          critical: false,
          next: 'derrame',
        },
      ],
    },
    {
      id: 'derrame',
      kind: 'choice',
      title: 'Aceite en el pasillo',
      text: 'Camino a la bodega encuentra una mancha de aceite en el pasillo por donde circulan las estibadoras. Cerca hay un kit de derrames.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Avisa a las personas cercanas, señaliza la zona, usa el kit de derrames porque puede hacerlo sin exponerse y reporta de dónde salió el aceite.',
          consequence:
            'Correcto. Si puede corregir una condición de forma segura, hágalo, pero repórtela igual: alguien debe averiguar por qué hay aceite en el pasillo para que no se repita.',
          points: 10,
          critical: false,
          next: 'gafas',
        },
        {
          id: 'b',
          text: 'La esquiva y sigue su camino.',
          consequence:
            'La próxima persona, o una estibadora cargada, puede resbalar en ella. Si ve un peligro, actúe o avise.',
          points: -5,
          critical: false,
          next: 'gafas',
        },
        {
          id: 'c',
          text: 'La cubre con un cartón y sigue, sin reportarla.',
          consequence:
            'El cartón reduce el riesgo por un rato, pero puede deslizarse, y nadie buscará la fuga que causó el derrame. Corregir sin reportar deja la causa intacta.',
          points: 2,
          critical: false,
          next: 'gafas',
        },
      ],
    },
    {
      id: 'gafas',
      kind: 'choice',
      title: 'Un compañero sin gafas',
      text: 'En el taller de mantenimiento, un compañero con años en la empresa pule una pieza con la pulidora sin gafas de seguridad. Las chispas saltan hacia su cara.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Le recuerda con respeto el uso de las gafas y reporta el acto inseguro, sin ánimo de culpar, para que se entienda por qué pasó.',
          consequence:
            'Correcto. Un reporte de acto inseguro no es una acusación: sirve para descubrir si faltan gafas, si las que hay son incómodas o si hay presión de tiempo.',
          points: 10,
          critical: false,
          next: 'alarma',
        },
        {
          id: 'b',
          text: 'No dice nada: él tiene más experiencia y es el nuevo quien debe aprender.',
          consequence:
            'La experiencia no protege los ojos de una chispa. Avisar a tiempo, con respeto, es parte del cuidado entre compañeros, sin importar la antigüedad.',
          points: -5,
          critical: false,
          next: 'alarma',
        },
        {
          id: 'c',
          text: 'Le toma una foto y la publica en el grupo de chat de la planta.',
          consequence:
            'Exponer a un compañero no resuelve el problema y daña la confianza. Además, no se fotografía a las personas sin su autorización. Hable con él y use el canal de reporte.',
          points: -5,
          critical: false,
          next: 'alarma',
        },
      ],
    },
    {
      id: 'alarma',
      kind: 'choice',
      title: 'Suena la alarma',
      text: 'El miércoles suena la alarma de evacuación. Usted está empacando galletas y su celular quedó en el casillero, en el vestier del segundo piso.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Detiene la banda con el botón de parada, sale caminando rápido por la ruta señalizada hasta el punto de encuentro y espera instrucciones de la brigada.',
          consequence:
            'Correcto. Deja el equipo en condición segura en segundos, sale sin correr por la ruta y se reporta en el punto de encuentro. La inducción le mostró la alarma, la ruta y el punto: para eso sirve.',
          points: 10,
          critical: false,
          next: 'corte',
        },
        {
          id: 'b',
          text: 'Sube al vestier por su celular y luego sale.',
          consequence:
            'Error crítico. Regresar por objetos personales lo mantiene dentro de la planta durante una emergencia que no conoce y lo aleja de la ruta. La brigada puede darlo por desaparecido en el conteo.',
          points: -15,
          critical: true,
          next: 'corte',
        },
        {
          id: 'c',
          text: 'Termina de empacar la caja que tenía a medias y después sale.',
          consequence:
            'La alarma significa suspender la labor de inmediato. Unos minutos de más dentro de la planta pueden ser los que marquen la diferencia.',
          points: -5,
          critical: false,
          next: 'corte',
        },
      ],
    },
    {
      id: 'corte',
      kind: 'choice',
      title: 'Un corte pequeño',
      text: 'Era un simulacro. El viernes, al abrir una caja de empaques con el bisturí, se hace un corte pequeño en el dedo índice. Sangra poco y casi no duele.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Pide atención al brigadista de primeros auxilios y le informa el mismo día al supervisor lo que pasó.',
          consequence:
            'Correcto. Todo accidente se informa aunque parezca leve, para que la empresa lo reporte a la ARL y a la EPS dentro de los dos días hábiles siguientes (Resolución 156 de 2005) y para que se revise cómo se abren las cajas.',
          points: 10,
          critical: false,
          next: 'fin-semana',
        },
        {
          id: 'b',
          text: 'Se pone una curita y no le cuenta a nadie para no quedar mal en su primera semana.',
          consequence:
            'Si el corte se complica, sin reporte será difícil demostrar que fue un accidente de trabajo y que debe atenderlo la ARL. Reportar no lo hace quedar mal: es uno de sus deberes.',
          points: -10,
          critical: false,
          next: 'fin-sin-reporte',
        },
        {
          id: 'c',
          text: 'Espera hasta el lunes para ver si vale la pena contarlo.',
          consequence:
            'La empresa tiene dos días hábiles para reportar el accidente, y solo puede hacerlo si usted le cuenta a tiempo. Informe el mismo día, aunque parezca leve.',
          points: -5,
          critical: false,
          next: 'fin-sin-reporte',
        },
      ],
    },
    {
      id: 'fin-semana',
      kind: 'end',
      title: 'Una primera semana con aportes',
      text: 'En su primera semana, la laminadora volvió a tener su guarda, se reparó la fuga de aceite de una estibadora y se cambiaron los bisturís del área de empaque por unos de hoja retráctil. Sus reportes evitaron lesiones que nadie llegó a ver. Revise en el resumen las decisiones que podría mejorar.',
      media: null,
    },
    {
      id: 'fin-sin-reporte',
      kind: 'end',
      title: 'Un corte que se complicó',
      text: 'El corte se infectó y tuvo que consultar por urgencias. Como la empresa no supo a tiempo del accidente, el reporte se hizo tarde y el trámite de la atención fue más lento. Además, nadie revisó cómo se abren las cajas, y otra persona se cortó la semana siguiente.',
      media: null,
    },
  ],
};
