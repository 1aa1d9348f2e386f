import type { SeedItemBank } from './seed-item.js';

const CONFORMACION = 'Conformación del COPASST o vigía';
const FUNCIONES = 'Funciones del comité';
const REUNIONES = 'Reuniones y actas';
const INSPECCIONES = 'Inspecciones e investigaciones';

export const copasstVigiaItems: SeedItemBank = {
  routeKey: 'copasst-vigia',
  items: [
    // Conformación del COPASST o vigía
    {
      topic: CONFORMACION,
      level: 'medium',
      kind: 'single',
      prompt:
        '¿De qué normas viene la regla de que las empresas con menos de 10 trabajadores tengan un vigía y no un COPASST?',
      options: [
        { id: 'a', text: 'Del Decreto 1072 de 2015', correct: false },
        { id: 'b', text: 'De la Resolución 2013 de 1986 y del Decreto-Ley 1295 de 1994, art. 35', correct: true },
        { id: 'c', text: 'De la Resolución 0312 de 2019', correct: false },
      ],
      explanation:
        'La Resolución 2013 de 1986 exige el comité desde 10 trabajadores y el Decreto-Ley 1295 de 1994 (art. 35) prevé el vigía para las empresas con menos de 10. El Decreto 1072 de 2015 pide la participación de los trabajadores, pero no fija ese umbral.',
    },
    {
      topic: CONFORMACION,
      level: 'easy',
      kind: 'single',
      prompt: 'Una empresa de confecciones tiene 25 trabajadores. ¿Qué figura de participación en SST le corresponde?',
      options: [
        { id: 'a', text: 'Un vigía en SST', correct: false },
        { id: 'b', text: 'Un COPASST', correct: true },
        { id: 'c', text: 'Solo el comité de convivencia', correct: false },
      ],
      explanation:
        'Las empresas con 10 o más trabajadores conforman un COPASST (Resolución 2013 de 1986); las de menos de 10 designan un vigía en SST (Decreto-Ley 1295 de 1994, art. 35).',
    },
    {
      topic: CONFORMACION,
      level: 'easy',
      kind: 'true_false',
      prompt: 'El COPASST tiene el mismo número de representantes del empleador y de los trabajadores.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El comité es paritario: igual número de representantes de cada parte, cada uno con su suplente (Resolución 2013 de 1986).',
    },
    {
      topic: CONFORMACION,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cómo se escogen los representantes de los trabajadores en el COPASST?',
      options: [
        { id: 'a', text: 'Los designa el gerente de la empresa', correct: false },
        { id: 'b', text: 'Los asigna la ARL según su experiencia', correct: false },
        { id: 'c', text: 'Por votación de los propios trabajadores', correct: true },
      ],
      explanation:
        'Los representantes de los trabajadores se eligen por votación de los trabajadores; los del empleador los designa este (Resolución 2013 de 1986).',
    },
    {
      topic: CONFORMACION,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué norma regula el Comité Paritario de Seguridad y Salud en el Trabajo desde su origen?',
      options: [
        { id: 'a', text: 'La Resolución 2013 de 1986', correct: true },
        { id: 'b', text: 'La Resolución 3461 de 2025', correct: false },
        { id: 'c', text: 'La Ley 1010 de 2006', correct: false },
        { id: 'd', text: 'La Resolución 1401 de 2007', correct: false },
      ],
      explanation:
        'El COPASST está regulado desde la Resolución 2013 de 1986. La Resolución 3461 de 2025 y la Ley 1010 de 2006 tratan la convivencia laboral, y la 1401 de 2007, la investigación de accidentes.',
    },
    {
      topic: CONFORMACION,
      level: 'medium',
      kind: 'single',
      prompt: 'En una droguería con seis empleados se designa una vigía en SST. ¿Qué funciones cumple?',
      options: [
        { id: 'a', text: 'Solo lleva el registro de incapacidades del personal', correct: false },
        { id: 'b', text: 'Reemplaza al empleador como responsable del SG-SST', correct: false },
        { id: 'c', text: 'Atiende las quejas por acoso laboral de sus compañeras', correct: false },
        { id: 'd', text: 'Las mismas del comité, adaptadas a la escala de la empresa', correct: true },
      ],
      explanation:
        'El vigía cumple las mismas funciones de promoción y vigilancia del comité, a la escala de la empresa: recorre el local, escucha a sus compañeros y propone mejoras (Decreto-Ley 1295 de 1994, art. 35).',
    },
    {
      topic: CONFORMACION,
      level: 'medium',
      kind: 'true_false',
      prompt: 'Cada representante principal del COPASST tiene un suplente.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Tanto los representantes del empleador como los de los trabajadores tienen su suplente (Resolución 2013 de 1986).',
    },
    {
      topic: CONFORMACION,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Qué prácticas hacen transparente la elección de los representantes de los trabajadores?',
      options: [
        { id: 'a', text: 'Convocar la elección por escrito', correct: true },
        { id: 'b', text: 'Que la gerencia escoja a los candidatos', correct: false },
        { id: 'c', text: 'Votar en un horario que incluya todos los turnos', correct: true },
        { id: 'd', text: 'Levantar un acta de escrutinio y divulgarla', correct: true },
        { id: 'e', text: 'Permitir votar solo al turno de día', correct: false },
      ],
      explanation:
        'Conviene convocar por escrito, abrir inscripción de candidatos, votar en un horario que permita participar a todos los turnos, levantar acta de escrutinio y divulgar los resultados.',
    },
    {
      topic: CONFORMACION,
      level: 'hard',
      kind: 'single',
      prompt: 'Una empresa tiene exactamente 10 trabajadores. ¿Qué figura de participación le corresponde?',
      options: [
        { id: 'a', text: 'Un vigía en SST, por ser una empresa pequeña', correct: false },
        { id: 'b', text: 'Un COPASST, porque tiene 10 o más trabajadores', correct: true },
        { id: 'c', text: 'Ninguna, hasta superar los 50 trabajadores', correct: false },
      ],
      explanation:
        'El vigía es para empresas con menos de 10 trabajadores (Decreto-Ley 1295 de 1994, art. 35). Con 10 o más trabajadores se conforma un COPASST (Resolución 2013 de 1986).',
    },
    {
      topic: CONFORMACION,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'El COPASST es el responsable del SG-SST y asume las obligaciones del empleador cuando este no las cumple.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'El COPASST es un organismo de promoción y vigilancia; no es el responsable del SG-SST ni reemplaza al empleador en sus obligaciones (Decreto 1072 de 2015).',
    },

    // Funciones del comité
    {
      topic: FUNCIONES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué tipo de organismo es el COPASST dentro de la empresa?',
      options: [
        { id: 'a', text: 'De promoción y vigilancia de las normas de SST', correct: true },
        { id: 'b', text: 'De sanción disciplinaria de los trabajadores', correct: false },
        { id: 'c', text: 'De conciliación de los conflictos laborales', correct: false },
      ],
      explanation:
        'El COPASST es un organismo de promoción y vigilancia de las normas de seguridad y salud dentro de la empresa (Resolución 2013 de 1986).',
    },
    {
      topic: FUNCIONES,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Las quejas por posible acoso laboral deben presentarse ante el COPASST.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Las quejas por acoso laboral las atiende el comité de convivencia laboral (Resolución 3461 de 2025 y Ley 1010 de 2006), que es distinto del COPASST.',
    },
    {
      topic: FUNCIONES,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estas son funciones del COPASST?',
      options: [
        { id: 'a', text: 'Proponer actividades de promoción y prevención', correct: true },
        { id: 'b', text: 'Imponer sanciones a quien no use el EPP', correct: false },
        { id: 'c', text: 'Inspeccionar lugares de trabajo y equipos', correct: true },
        { id: 'd', text: 'Firmar la política de SST de la empresa', correct: false },
        { id: 'e', text: 'Participar en la investigación de accidentes', correct: true },
      ],
      explanation:
        'El comité propone actividades, vigila el SG-SST, inspecciona, tramita reportes, participa en investigaciones y sirve de enlace (Resolución 2013 de 1986 y Resolución 1401 de 2007). No sanciona ni firma la política.',
    },
    {
      topic: FUNCIONES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un operario entrega a un integrante del COPASST una sugerencia sobre la iluminación de su área. ¿Qué función ejerce el comité al atenderla?',
      options: [
        { id: 'a', text: 'Investigar un accidente de trabajo', correct: false },
        { id: 'b', text: 'Recibir y tramitar sugerencias de los trabajadores', correct: true },
        { id: 'c', text: 'Evaluar el desempeño del operario', correct: false },
      ],
      explanation:
        'Recibir y tramitar las sugerencias y reportes de los trabajadores en SST es una de las funciones del comité, que además sirve de enlace con la dirección.',
    },
    {
      topic: FUNCIONES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué perfil resulta más útil para integrar el COPASST?',
      options: [
        { id: 'a', text: 'Un abogado experto en normas, aunque no conozca los procesos', correct: false },
        { id: 'b', text: 'La persona con más antigüedad, aunque no tenga tiempo disponible', correct: false },
        { id: 'c', text: 'Alguien que conoce los procesos, tiene credibilidad y dedica tiempo', correct: true },
      ],
      explanation:
        'No hace falta ser experto en normas: sirven personas que conocen los procesos, tienen credibilidad, se comunican con respeto y están dispuestas a dedicar tiempo.',
    },
    {
      topic: FUNCIONES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué debe facilitar la empresa para que los integrantes del COPASST cumplan sus funciones?',
      options: [
        { id: 'a', text: 'Un cargo directivo en la empresa', correct: false },
        { id: 'b', text: 'Una bonificación por cada reunión', correct: false },
        { id: 'c', text: 'Tiempo dentro de la jornada laboral', correct: true },
        { id: 'd', text: 'Permiso para no atender su trabajo', correct: false },
      ],
      explanation:
        'El comité se reúne en horario laboral (Resolución 2013 de 1986) y sus integrantes necesitan tiempo dentro de la jornada para inspeccionar, tramitar reportes y participar en investigaciones.',
    },
    {
      topic: FUNCIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un comité opina en todas sus reuniones, pero nunca sale a recorrer las áreas. ¿Qué función está descuidando?',
      options: [
        { id: 'a', text: 'Servir de enlace con la dirección', correct: false },
        { id: 'b', text: 'Inspeccionar lugares, máquinas y equipos', correct: true },
        { id: 'c', text: 'Recibir los reportes de los trabajadores', correct: false },
        { id: 'd', text: 'Proponer actividades de capacitación', correct: false },
      ],
      explanation:
        'Inspeccionar periódicamente los lugares de trabajo, las máquinas y los equipos es función del comité (Resolución 2013 de 1986); un comité que solo opina pierde su capacidad de vigilancia.',
    },
    {
      topic: FUNCIONES,
      level: 'hard',
      kind: 'single',
      prompt: '¿Qué norma reglamenta hoy el comité de convivencia laboral, que no debe confundirse con el COPASST?',
      options: [
        { id: 'a', text: 'La Resolución 3461 de 2025', correct: true },
        { id: 'b', text: 'La Resolución 652 de 2012', correct: false },
        { id: 'c', text: 'La Resolución 2013 de 1986', correct: false },
      ],
      explanation:
        'El comité de convivencia laboral se rige hoy por la Resolución 3461 de 2025, que reemplazó a las Resoluciones 652 y 1356 de 2012. El COPASST se regula por la Resolución 2013 de 1986.',
    },

    // Reuniones y actas
    {
      topic: REUNIONES,
      level: 'easy',
      kind: 'true_false',
      prompt: 'El COPASST debe reunirse por lo menos una vez al mes, en horario laboral.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La Resolución 2013 de 1986 establece reuniones por lo menos mensuales en horario laboral, además de las extraordinarias.',
    },
    {
      topic: REUNIONES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué debe registrar el acta de cada reunión del COPASST?',
      options: [
        { id: 'a', text: 'Asistentes, temas, decisiones y compromisos', correct: true },
        { id: 'b', text: 'Solo la fecha y la firma del presidente', correct: false },
        { id: 'c', text: 'Las opiniones personales de cada integrante', correct: false },
      ],
      explanation:
        'El acta firmada registra asistentes, temas tratados, decisiones y compromisos con responsable y fecha; es evidencia de la participación de los trabajadores en el SG-SST.',
    },
    {
      topic: REUNIONES,
      level: 'medium',
      kind: 'single',
      prompt: 'A mitad de mes ocurre un accidente grave en la planta. ¿Qué corresponde hacer al COPASST?',
      options: [
        { id: 'a', text: 'Esperar a la reunión ordinaria del mes siguiente', correct: false },
        { id: 'b', text: 'Enviar un correo y tratarlo en la próxima auditoría', correct: false },
        { id: 'c', text: 'Reunirse de forma extraordinaria', correct: true },
      ],
      explanation:
        'Además de la reunión mensual, el comité se reúne de manera extraordinaria cuando ocurre un accidente grave o una situación de riesgo inminente (Resolución 2013 de 1986).',
    },
    {
      topic: REUNIONES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuál de estos compromisos del acta está bien escrito?',
      options: [
        {
          id: 'a',
          text: 'Verificar recarga y presión de los 12 extintores; responsable: Luis Martínez; fecha: día 15',
          correct: true,
        },
        {
          id: 'b',
          text: 'Revisar lo de los extintores cuando haya tiempo disponible en el área de planta',
          correct: false,
        },
        { id: 'c', text: 'El comité se compromete a mejorar la seguridad de toda la planta este año', correct: false },
      ],
      explanation:
        'Un compromiso útil dice qué se hará, quién es el responsable y para cuándo; así puede revisarse en la siguiente reunión.',
    },
    {
      topic: REUNIONES,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estas situaciones vacían de sentido al COPASST?',
      options: [
        { id: 'a', text: 'Reuniones canceladas mes tras mes', correct: true },
        { id: 'b', text: 'Revisar el avance del plan anual', correct: false },
        { id: 'c', text: 'Actas idénticas de un mes a otro', correct: true },
        { id: 'd', text: 'Compromisos que nunca se revisan', correct: true },
        { id: 'e', text: 'Hacer la inspección programada', correct: false },
      ],
      explanation:
        'Cancelar reuniones, copiar actas sin datos reales y no revisar compromisos son errores frecuentes. Revisar el plan anual e inspeccionar son parte de una reunión útil.',
    },
    {
      topic: REUNIONES,
      level: 'medium',
      kind: 'single',
      prompt: 'Además de dejar memoria de la reunión, ¿para qué sirve el acta firmada del COPASST?',
      options: [
        { id: 'a', text: 'Para reemplazar el plan anual de trabajo del SG-SST', correct: false },
        { id: 'b', text: 'Como evidencia de la participación de los trabajadores', correct: true },
        { id: 'c', text: 'Para sustituir el informe de investigación de accidentes', correct: false },
        { id: 'd', text: 'Para registrar las sanciones impuestas a los trabajadores', correct: false },
      ],
      explanation:
        'El acta es una de las evidencias de la participación de los trabajadores en el SG-SST y suele revisarse en auditorías y visitas de inspección.',
    },
    {
      topic: REUNIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        'En la agenda de referencia de la reunión mensual, ¿qué punto sigue a la verificación de asistencia y quórum?',
      options: [
        { id: 'a', text: 'La definición de nuevos compromisos', correct: false },
        { id: 'b', text: 'El avance del plan anual de trabajo', correct: false },
        { id: 'c', text: 'La revisión de la inspección del mes', correct: false },
        { id: 'd', text: 'El seguimiento a los compromisos del acta anterior', correct: true },
      ],
      explanation:
        'La agenda propuesta empieza con quórum y seguimiento a los compromisos anteriores; luego revisa incidentes, inspecciones, reportes y el plan anual, y cierra con nuevos compromisos.',
    },
    {
      topic: REUNIONES,
      level: 'hard',
      kind: 'true_false',
      prompt: 'Si en el mes no hubo accidentes ni incidentes, la reunión del COPASST puede omitirse.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'La reunión mensual es obligatoria (Resolución 2013 de 1986) y tiene más temas: seguimiento de compromisos, inspecciones, reportes y avance del plan anual.',
    },

    // Inspecciones e investigaciones
    {
      topic: INSPECCIONES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué es una inspección planeada de seguridad?',
      options: [
        { id: 'a', text: 'Un recorrido sistemático para encontrar peligros antes de que causen daño', correct: true },
        { id: 'b', text: 'Una visita para sancionar a los trabajadores que incumplen las normas', correct: false },
        { id: 'c', text: 'Una reunión para revisar las estadísticas de accidentes del año', correct: false },
      ],
      explanation:
        'La inspección es un recorrido sistemático para detectar peligros; el comité participa en ellas como parte de su función de vigilancia (Resolución 2013 de 1986).',
    },
    {
      topic: INSPECCIONES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Dentro de qué plazo debe realizarse la investigación de un accidente de trabajo?',
      options: [
        { id: 'a', text: 'Dentro de los 2 días hábiles siguientes', correct: false },
        { id: 'b', text: 'Dentro de los 15 días siguientes', correct: true },
        { id: 'c', text: 'Dentro de los 6 meses siguientes', correct: false },
      ],
      explanation:
        'La investigación se hace dentro de los 15 días siguientes al evento (Resolución 1401 de 2007). Los 2 días hábiles son el plazo del reporte a la ARL y la EPS.',
    },
    {
      topic: INSPECCIONES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué aporta el representante del COPASST al equipo que investiga un accidente?',
      options: [
        { id: 'a', text: 'La decisión sobre la sanción al trabajador accidentado', correct: false },
        { id: 'b', text: 'El cálculo de la indemnización que pagará la ARL', correct: false },
        { id: 'c', text: 'La mirada de los trabajadores y la búsqueda de causas, no culpables', correct: true },
      ],
      explanation:
        'El representante del comité aporta la mirada de los trabajadores, ayuda a que los testigos hablen con confianza y vigila que se busquen causas y no culpables (Resolución 1401 de 2007).',
    },
    {
      topic: INSPECCIONES,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Qué prácticas hacen útil una inspección del comité?',
      options: [
        { id: 'a', text: 'Usar una lista de chequeo adaptada al área', correct: true },
        { id: 'b', text: 'Revisar instalaciones sin hablar con nadie', correct: false },
        { id: 'c', text: 'Observar las tareas tal como se hacen', correct: true },
        { id: 'd', text: 'Registrar hallazgos con fotografías', correct: true },
        { id: 'e', text: 'Entregar los hallazgos sin priorizar', correct: false },
      ],
      explanation:
        'Una inspección útil se planea con lista de chequeo, observa las tareas reales, conversa con los trabajadores, registra con evidencia y clasifica los hallazgos por prioridad.',
    },
    {
      topic: INSPECCIONES,
      level: 'medium',
      kind: 'single',
      prompt: 'En la inspección de una bodega se encuentran varios hallazgos. ¿Cuál debe atenderse primero?',
      options: [
        { id: 'a', text: 'Una cartelera con información desactualizada', correct: false },
        { id: 'b', text: 'Una estantería alta sin anclar y con carga pesada', correct: true },
        { id: 'c', text: 'Un formato de inspección sin el logo de la empresa', correct: false },
      ],
      explanation:
        'Los hallazgos se clasifican por prioridad: lo que puede causar una lesión grave, como una estantería sin anclar que puede volcarse, se atiende primero.',
    },
    {
      topic: INSPECCIONES,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'El COPASST verifica en sus reuniones que se cumplan las acciones definidas en las investigaciones de accidentes.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Una investigación sin seguimiento es un trámite. El comité revisa en sus reuniones el avance de las acciones correctivas.',
    },
    {
      topic: INSPECCIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un ayudante se lesiona la mano al retirar una formaleta con una barra improvisada. El integrante del COPASST descubre que la herramienta adecuada llevaba dos semanas dañada y el reporte no se tramitó. ¿Qué representa este hallazgo?',
      options: [
        { id: 'a', text: 'Una causa básica que permite evitar la repetición', correct: true },
        { id: 'b', text: 'Un detalle irrelevante frente al descuido del ayudante', correct: false },
        { id: 'c', text: 'Un asunto que debe tratar el comité de convivencia', correct: false },
        { id: 'd', text: 'Una prueba para sancionar al jefe de almacén', correct: false },
      ],
      explanation:
        'La herramienta dañada y el reporte sin trámite son causas de fondo; atacarlas (reponer herramientas, agilizar reportes, revisar el procedimiento) evita que el accidente se repita.',
    },
    {
      topic: INSPECCIONES,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Si el accidente fue leve, el responsable del SG-SST puede investigarlo solo, sin el jefe inmediato ni un representante del COPASST o el vigía.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'La Resolución 1401 de 2007 exige como mínimo un equipo con el jefe inmediato o supervisor, un representante del COPASST o el vigía y el responsable del SG-SST.',
    },
  ],
};
