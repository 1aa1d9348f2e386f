import type { ScenarioDefinition } from '@academia/shared';

/**
 * «El COPASST después de un accidente», the simulator of the COPASST route: an extraordinary meeting, the report
 * that must not be skipped (Resolución 156 de 2005), the committee's seat on the investigation team (Resolución
 * 1401 de 2007), minutes with owners and dates, the vigía threshold (fewer than 10 workers: Resolución 2013 de 1986
 * and Decreto 1295 de 1994, art. 35), and follow-up.
 */
export const scenario: ScenarioDefinition = {
  title: 'El COPASST después de un accidente',
  summary:
    'Usted es representante de los trabajadores en el COPASST de una planta de empaques plásticos con 48 trabajadores. Un operario se lesionó la mano en una selladora: decida cómo actúa el comité, qué deja en el acta y cómo hace el seguimiento.',
  passPercent: 65,
  startId: 'convocatoria',
  situations: [
    {
      id: 'convocatoria',
      kind: 'choice',
      title: 'Un accidente antes de la reunión',
      text: 'El jueves, Fabián, operario de la línea de sellado, sufrió una contusión leve en un dedo al quedar atrapado entre las mordazas: la guarda de la selladora estaba retirada. La reunión mensual del COPASST está programada para dentro de tres semanas.\n\n¿Qué propone usted al comité?',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Convocar una reunión extraordinaria esta misma semana para revisar el accidente.',
          consequence:
            'Correcto. Además de la reunión mensual, el comité se reúne de forma extraordinaria cuando ocurre un accidente grave o aparece un riesgo inminente. Aunque la lesión de Fabián fue leve, una guarda retirada en máquinas que siguen operando es un riesgo inminente.',
          points: 10,
          critical: false,
          next: 'reporte',
        },
        {
          id: 'b',
          text: 'Esperar la reunión mensual para tratarlo con los demás temas.',
          consequence:
            'Tres semanas es demasiado tiempo con otras selladoras que pueden estar en la misma condición. El comité puede y debe reunirse de forma extraordinaria cuando la situación lo amerita.',
          points: -5,
          critical: false,
          next: 'reporte',
        },
        {
          id: 'c',
          text: 'Comentarlo en el chat del comité y dejar que cada uno opine.',
          consequence:
            'Un chat sirve para convocar, no para decidir. Sin reunión no hay acta, ni compromisos con responsable, ni evidencia de que el comité actuó.',
          points: -5,
          critical: false,
          next: 'reporte',
        },
      ],
    },
    {
      id: 'reporte',
      kind: 'choice',
      title: '¿Se reportó el accidente?',
      text: 'En la reunión, el jefe de producción cuenta que Fabián fue atendido en la enfermería con un vendaje y volvió a su casa. El accidente no se reportó "para no dañar el indicador, porque fue algo menor".',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Propone dejar constancia en el acta y solicitar al empleador que reporte de inmediato el accidente a la ARL y a la EPS.',
          consequence:
            'Correcto. Todo accidente de trabajo se reporta a la ARL y a la EPS dentro de los dos días hábiles siguientes (Resolución 156 de 2005), por leve que parezca. Vigilar el cumplimiento de las normas de SST es una función central del comité.',
          points: 10,
          critical: false,
          next: 'investigacion',
        },
        {
          id: 'b',
          text: 'Está de acuerdo: si fue menor, no hace falta reportarlo.',
          consequence:
            'Error crítico. El comité no puede avalar que se oculte un accidente. Sin reporte, Fabián pierde la atención a cargo de la ARL si la lesión se complica, y la empresa incumple una obligación legal (Resolución 156 de 2005).',
          points: -20,
          critical: true,
          next: 'investigacion',
        },
        {
          id: 'c',
          text: 'Dice que el reporte es asunto de talento humano y no del comité.',
          consequence:
            'El reporte lo hace el empleador, pero el comité vigila que las normas de SST se cumplan. Callar ante un incumplimiento que conoce es dejar de cumplir su función.',
          points: -5,
          critical: false,
          next: 'investigacion',
        },
      ],
    },
    {
      id: 'investigacion',
      kind: 'choice',
      title: '¿Quién investiga?',
      text: 'El responsable del SG-SST informa que el accidente debe investigarse y pregunta cómo participará el comité.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'El comité designa a uno de sus integrantes para que se una al supervisor de Fabián y al responsable del SG-SST, dentro de los 15 días siguientes al accidente.',
          consequence:
            'Correcto. El equipo investigador incluye como mínimo al jefe inmediato, un representante del COPASST y al responsable del SG-SST, y trabaja dentro de los 15 días siguientes (Resolución 1401 de 2007). El representante aporta la mirada de los trabajadores.',
          points: 10,
          critical: false,
          next: 'compromisos',
        },
        {
          id: 'b',
          text: 'El comité hace la investigación por su cuenta y define la sanción para Fabián.',
          consequence:
            'El COPASST participa en la investigación, pero no la hace solo ni impone sanciones: su función es de promoción y vigilancia. Una investigación que busca culpables no encuentra por qué la guarda estaba retirada.',
          points: -10,
          critical: false,
          next: 'compromisos',
        },
        {
          id: 'c',
          text: 'El comité prefiere no participar para no tener problemas con la gerencia.',
          consequence:
            'La participación del comité en la investigación no es opcional para el equipo mínimo (Resolución 1401 de 2007). Sin un representante de los trabajadores, es más difícil que los testigos hablen con confianza.',
          points: -5,
          critical: false,
          next: 'compromisos',
        },
      ],
    },
    {
      id: 'compromisos',
      kind: 'choice',
      title: 'El acta de la reunión',
      text: 'La secretaria del comité va a redactar el acta. ¿Cómo quedan los compromisos?',
      media: null,
      choices: [
        {
          id: 'a',
          text: '"Reinstalar la guarda y el enclavamiento de la selladora 3: jefe de mantenimiento, viernes 14. Inspeccionar las guardas de las cinco selladoras: Luz Ortiz (COPASST), lunes 17. Revisar avance en la próxima reunión."',
          consequence:
            'Muy bien. Cada compromiso dice qué se hará, quién responde y para cuándo, y el seguimiento queda programado. El acta es la evidencia de que el comité actuó.',
          points: 10,
          critical: false,
          next: 'vigia',
        },
        {
          id: 'b',
          text: '"Revisar lo de la selladora."',
          consequence:
            'Un compromiso sin responsable ni fecha no se puede verificar. En la siguiente reunión nadie sabrá si se cumplió.',
          points: -5,
          critical: false,
          next: 'vigia',
        },
        {
          id: 'c',
          text: 'No se levanta acta porque fue una reunión extraordinaria.',
          consequence:
            'Toda reunión del comité, ordinaria o extraordinaria, debe quedar en un acta con asistentes, temas, decisiones y compromisos. Sin ella, no hay evidencia de lo decidido.',
          points: -10,
          critical: false,
          next: 'vigia',
        },
      ],
    },
    {
      id: 'vigia',
      kind: 'choice',
      title: 'Una consulta de un proveedor',
      text: 'Al salir, la dueña de la panadería que provee los refrigerios le cuenta que tiene 8 trabajadores y le pregunta si también debe conformar un COPASST.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Le explica que, con menos de 10 trabajadores, no conforma comité sino que designa un vigía en SST, con las mismas funciones de promoción y vigilancia.',
          consequence:
            'Correcto. El comité es obligatorio a partir de 10 trabajadores (Resolución 2013 de 1986); por debajo de ese número se designa un vigía en SST, que cumple las mismas funciones (Decreto 1295 de 1994, art. 35).',
          points: 10,
          critical: false,
          next: 'seguimiento',
        },
        {
          id: 'b',
          text: 'Le dice que sí: toda empresa debe tener un COPASST.',
          consequence:
            'Las empresas con menos de 10 trabajadores no conforman comité: designan un vigía en SST (Resolución 2013 de 1986 y Decreto 1295 de 1994, art. 35).',
          points: -5,
          critical: false,
          next: 'seguimiento',
        },
        {
          id: 'c',
          text: 'Le dice que, por ser tan pequeña, no necesita ninguna figura de participación.',
          consequence:
            'Toda empresa debe garantizar la participación de los trabajadores en el SG-SST. En una empresa de 8 trabajadores, esa participación se da por medio del vigía en SST.',
          points: -10,
          critical: false,
          next: 'seguimiento',
        },
      ],
    },
    {
      id: 'seguimiento',
      kind: 'choice',
      title: 'La inspección de las selladoras',
      text: 'En la inspección acordada, Luz encuentra que la guarda de la selladora 3 ya está instalada, pero en otras dos selladoras el enclavamiento está puenteado con un alambre y la máquina funciona con la puerta abierta.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Informa de inmediato al responsable del SG-SST y al jefe de producción para que esas máquinas se detengan hasta repararlas, y lo registra para la próxima reunión.',
          consequence:
            'Correcto. Un enclavamiento puenteado es un riesgo inminente de atrapamiento: se informa de inmediato, no en la siguiente reunión. El comité propone y vigila; el empleador decide detener la máquina y repararla.',
          points: 10,
          critical: false,
          next: 'fin-activo',
        },
        {
          id: 'b',
          text: 'Lo anota en el informe de inspección para tratarlo en la reunión del próximo mes.',
          consequence:
            'Un mes con dos máquinas que pueden atrapar una mano es demasiado tiempo. Los hallazgos que pueden causar una lesión grave se atienden primero y se comunican de inmediato.',
          points: -10,
          critical: false,
          next: 'fin-otro-atrapamiento',
        },
      ],
    },
    {
      id: 'fin-activo',
      kind: 'end',
      title: 'Un comité que previene',
      text: 'Las selladoras se reparan en dos días y mantenimiento incluye la revisión de enclavamientos en su rutina semanal. La investigación encuentra que los puentes se hacían para ganar velocidad cuando la línea se atrasaba, y la gerencia ajusta las metas de la línea. Revise en el resumen las decisiones que podría mejorar.',
      media: null,
    },
    {
      id: 'fin-otro-atrapamiento',
      kind: 'end',
      title: 'Un segundo atrapamiento',
      text: 'Dos semanas después, una operaria sufre un atrapamiento en una de las selladoras con el enclavamiento puenteado. El hallazgo estaba escrito en el informe, pero nadie lo comunicó a tiempo para detener la máquina.',
      media: null,
    },
  ],
};
