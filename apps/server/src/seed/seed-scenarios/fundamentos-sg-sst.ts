import type { ScenarioDefinition } from '@academia/shared';

/**
 * «Un año como responsable del SG-SST», the simulator of the fundamentals route (Decreto 1072 de 2015): who owns the
 * system, a signed policy of the company's own, the PHVA phases, the worker's duties, the 20-year retention of
 * records, a measurable objective with its target, and what the Actuar phase does with the results.
 */
export const scenario: ScenarioDefinition = {
  title: 'Un año como responsable del SG-SST',
  summary:
    'Usted acaba de asumir como responsable del SG-SST de una litografía con 35 trabajadores. Decida cómo responde a la gerencia y a los trabajadores, cómo ordena las actividades en el ciclo PHVA y qué hace con los resultados del año.',
  passPercent: 65,
  startId: 'responsable',
  situations: [
    {
      id: 'responsable',
      kind: 'choice',
      title: '¿De quién es el SG-SST?',
      text: 'En su primera reunión, el gerente le dice: "Nosotros pagamos la ARL cada mes, así que ellos se encargan de la seguridad. Usted solo tiene que tener las carpetas al día".',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Le explica que el responsable de diseñar, implementar y mantener el SG-SST es el empleador; la ARL asesora y cubre las prestaciones, y el Ministerio del Trabajo vigila.',
          consequence:
            'Correcto. El SG-SST es una obligación del empleador (Decreto 1072 de 2015). La ARL acompaña con asesoría y asume la atención cuando hay un accidente o una enfermedad laboral, pero no reemplaza al empleador.',
          points: 10,
          critical: false,
          next: 'politica',
        },
        {
          id: 'b',
          text: 'Le da la razón: para eso se paga la ARL.',
          consequence:
            'Trasladar el sistema a la ARL rompe la cadena de prevención. La ARL asesora y cubre prestaciones, pero quien debe implementar y mantener el SG-SST es el empleador (Decreto 1072 de 2015).',
          points: -10,
          critical: false,
          next: 'politica',
        },
        {
          id: 'c',
          text: 'Le responde que el SG-SST es responsabilidad exclusiva suya, como responsable del sistema.',
          consequence:
            'Usted diseña y coordina, pero el empleador es quien responde por el sistema: asigna recursos, define responsabilidades y rinde cuentas. Sin el compromiso de la gerencia, el sistema no funciona.',
          points: -5,
          critical: false,
          next: 'politica',
        },
      ],
    },
    {
      id: 'politica',
      kind: 'choice',
      title: 'La política de SST',
      text: 'La empresa no tiene política de SST. El gerente propone descargar la de otra empresa, cambiarle el nombre y guardarla en la carpeta, sin firmarla.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Propone redactar una política propia, con los compromisos mínimos, firmada por el gerente y divulgada a todos los trabajadores.',
          consequence:
            'Correcto. La política debe ser de la empresa, estar firmada por la alta dirección y comunicarse a todos (Decreto 1072 de 2015). Incluye, entre otros, los compromisos de identificar peligros y controlar riesgos, proteger a todos los trabajadores, cumplir la normatividad y mejorar de manera continua.',
          points: 10,
          critical: false,
          next: 'phva',
        },
        {
          id: 'b',
          text: 'Acepta la propuesta: lo importante es que exista el documento.',
          consequence:
            'Una política copiada y sin firma no orienta ninguna decisión ni demuestra compromiso. El Decreto 1072 de 2015 pide que la alta dirección la defina, la firme y la divulgue.',
          points: -10,
          critical: false,
          next: 'phva',
        },
      ],
    },
    {
      id: 'phva',
      kind: 'choice',
      title: 'Ordenar el año en el ciclo PHVA',
      text: 'Debe presentar el plan del año ordenado por las fases del ciclo PHVA. Las actividades son: matriz de peligros y plan anual; medición de ruido en las prensas y entrega de protectores auditivos; indicadores y auditoría interna; acciones correctivas a partir de la auditoría.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Planificar: matriz y plan anual. Hacer: medición y protectores. Verificar: indicadores y auditoría. Actuar: acciones correctivas.',
          consequence:
            'Correcto. Se planifica qué se hará, se ejecuta, se mide si funcionó y se corrige a partir de lo medido. Cada vuelta del ciclo parte de lo aprendido en la anterior.',
          points: 10,
          critical: false,
          next: 'protectores',
        },
        {
          id: 'b',
          text: 'Planificar: matriz, plan anual e indicadores. Hacer: medición, protectores y auditoría. Actuar: acciones correctivas.',
          consequence:
            'Los indicadores y la auditoría sirven para comprobar si el sistema funciona: pertenecen a Verificar. Con esa fase vacía, el ciclo se queda sin información para actuar.',
          points: -5,
          critical: false,
          next: 'protectores',
        },
        {
          id: 'c',
          text: 'Todo es Hacer, porque son actividades que hay que ejecutar.',
          consequence:
            'Todas se ejecutan, pero cumplen funciones distintas en el ciclo. Sin distinguir planear, hacer, verificar y actuar, no hay mejora continua sino una lista de tareas.',
          points: -5,
          critical: false,
          next: 'protectores',
        },
      ],
    },
    {
      id: 'protectores',
      kind: 'choice',
      title: 'Un operario sin protectores',
      text: 'Mientras se instala el encerramiento de la prensa más ruidosa, se entregan protectores auditivos. Jairo, prensista con quince años en la empresa, no los usa: "Me molestan, y yo ya estoy acostumbrado al ruido".',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Le explica que cuidar su salud y cumplir las instrucciones de SST son deberes del trabajador, le pregunta qué le molesta y le ofrece probar otro tipo de protector.',
          consequence:
            'Correcto. El trabajador debe procurar el cuidado de su salud y cumplir las normas del SG-SST (Decreto 1072 de 2015). Preguntar por qué no los usa permite encontrar un protector que sí use. Y "acostumbrarse" al ruido no evita la pérdida de audición.',
          points: 10,
          critical: false,
          next: 'registros',
        },
        {
          id: 'b',
          text: 'Lo deja así: es su oído y su decisión.',
          consequence:
            'La seguridad no es solo una decisión individual: el trabajador tiene deberes en el SG-SST y la empresa debe exigir el cumplimiento de las medidas de control. La pérdida auditiva por ruido es irreversible.',
          points: -10,
          critical: false,
          next: 'registros',
        },
      ],
    },
    {
      id: 'registros',
      kind: 'choice',
      title: 'Las cajas de registros antiguos',
      text: 'Para liberar espacio en la oficina, el gerente le pide destruir tres cajas con los registros de entrega de EPP, las capacitaciones y las mediciones de ruido de trabajadores que se retiraron hace seis años.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Le explica que esos registros deben conservarse al menos 20 años después de terminada la relación laboral y propone digitalizarlos de forma ordenada para liberar espacio.',
          consequence:
            'Correcto. Los registros de EPP, capacitación y mediciones se conservan por lo menos 20 años desde que termina la relación laboral (Decreto 1072 de 2015). Algunas enfermedades, como la pérdida auditiva por ruido, aparecen años después y esos registros son la prueba de la exposición.',
          points: 10,
          critical: false,
          next: 'objetivo',
        },
        {
          id: 'b',
          text: 'Destruye las cajas: esos trabajadores ya no están en la empresa.',
          consequence:
            'Error crítico. Destruir esos registros incumple la obligación de conservarlos por lo menos 20 años después de terminada la relación laboral (Decreto 1072 de 2015). Si un extrabajador reclama una pérdida auditiva, nadie podrá reconstruir su exposición.',
          points: -20,
          critical: true,
          next: 'objetivo',
        },
        {
          id: 'c',
          text: 'Conserva solo los de los últimos cinco años y destruye el resto.',
          consequence:
            'El plazo no es de cinco años desde que se elaboraron, sino de por lo menos 20 años contados desde que termina la relación laboral (Decreto 1072 de 2015).',
          points: -10,
          critical: false,
          next: 'objetivo',
        },
      ],
    },
    {
      id: 'objetivo',
      kind: 'calculation',
      title: 'Un objetivo medible',
      text: 'El año anterior hubo 15 accidentes de trabajo. La gerencia aprueba el objetivo: "Reducir en 20 % el número de accidentes de trabajo durante el año, frente al año anterior".\n\nAl cierre del año, el plan de trabajo tenía 24 actividades y se ejecutaron 18.\n\nCalcule la meta de accidentes del objetivo y el porcentaje de cumplimiento del plan de trabajo.',
      media: null,
      fields: [
        {
          id: 'meta',
          label: 'Número máximo de accidentes que cumple el objetivo',
          unit: 'accidentes',
          expected: 12,
          tolerance: 0,
          points: 10,
          explanation:
            'Reducir 15 en 20 % es restar 3 (15 × 0,20): la meta es 15 − 3 = 12 accidentes o menos en el año.',
        },
        {
          id: 'plan',
          label: 'Cumplimiento del plan de trabajo anual',
          unit: '%',
          expected: 75,
          tolerance: 0.1,
          points: 10,
          explanation: '18 actividades ejecutadas ÷ 24 programadas × 100 = 75 %.',
        },
      ],
      next: 'actuar',
    },
    {
      id: 'actuar',
      kind: 'choice',
      title: 'Lo que dicen los resultados',
      text: 'Al cierre del año hubo 14 accidentes: menos que el año anterior, pero no se alcanzó la meta de 12. El plan de trabajo se cumplió en 75 %. El gerente le pregunta qué sigue.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Analizar por qué no se alcanzó la meta y qué actividades quedaron pendientes, definir acciones de mejora y presentarlas en la revisión por la dirección para el plan del próximo año.',
          consequence:
            'Correcto. Esa es la fase Actuar: con lo que mostró la verificación, se corrige el rumbo. El ciclo vuelve a empezar con un plan mejor informado.',
          points: 10,
          critical: false,
          next: 'fin-ciclo',
        },
        {
          id: 'b',
          text: 'Cambiar la meta del objetivo a 14 accidentes para que aparezca cumplida.',
          consequence:
            'Ajustar la meta después de conocer el resultado borra la información que el indicador debía dar. El objetivo no se cumplió, y eso es justamente lo que hay que analizar.',
          points: -10,
          critical: false,
          next: 'fin-estancado',
        },
        {
          id: 'c',
          text: 'Repetir el mismo plan el próximo año, porque los accidentes sí bajaron.',
          consequence:
            'Repetir el plan sin analizar los resultados es verificar sin actuar. Las actividades pendientes y las causas de los 14 accidentes quedarían sin atender.',
          points: -5,
          critical: false,
          next: 'fin-estancado',
        },
      ],
    },
    {
      id: 'fin-ciclo',
      kind: 'end',
      title: 'El ciclo da otra vuelta',
      text: 'El análisis muestra que la mitad de los accidentes ocurrieron al cambiar los rodillos de las prensas, una tarea sin procedimiento escrito. El nuevo plan incluye ese procedimiento y termina el encerramiento pendiente. La gerencia firma el plan y asigna los recursos. Revise en el resumen las decisiones que podría mejorar.',
      media: null,
    },
    {
      id: 'fin-estancado',
      kind: 'end',
      title: 'Un sistema que no aprende',
      text: 'En el papel todo parece en orden, pero nadie analizó por qué ocurrieron los accidentes. El año siguiente vuelven a presentarse lesiones en el cambio de rodillos de las prensas, la misma tarea de antes.',
      media: null,
    },
  ],
};
