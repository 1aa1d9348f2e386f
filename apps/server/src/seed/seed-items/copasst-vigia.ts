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
        { id: 'a', text: 'Del Decreto 1072 de 2015, art. 2.2.4.6.8, sobre obligaciones del empleador', correct: false },
        { id: 'b', text: 'De la Resolución 2013 de 1986 y del Decreto-Ley 1295 de 1994, art. 35', correct: true },
        { id: 'c', text: 'De la Resolución 0312 de 2019 y de la Ley 1562 de 2012, art. 11', correct: false },
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
        { id: 'a', text: 'Investigar un accidente de trabajo ocurrido en esa área', correct: false },
        { id: 'b', text: 'Recibir y tramitar sugerencias de los trabajadores', correct: true },
        { id: 'c', text: 'Evaluar el desempeño del operario que hizo la sugerencia', correct: false },
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
        { id: 'a', text: 'La definición de nuevos compromisos con responsable y fecha', correct: false },
        { id: 'b', text: 'El avance del plan anual de trabajo', correct: false },
        { id: 'c', text: 'La revisión de los hallazgos de la inspección del mes', correct: false },
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
        { id: 'a', text: 'La decisión final sobre la sanción disciplinaria al trabajador accidentado', correct: false },
        { id: 'b', text: 'El cálculo de la indemnización que pagará la ARL al trabajador lesionado', correct: false },
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
    {
      topic: REUNIONES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál es el primer punto de la agenda de referencia para la reunión mensual del COPASST?',
      options: [
        { id: 'a', text: 'La verificación de asistencia y quórum', correct: true },
        { id: 'b', text: 'La definición de nuevos compromisos', correct: false },
        { id: 'c', text: 'La revisión del plan anual de trabajo', correct: false },
        { id: 'd', text: 'La lectura de los reportes de condiciones inseguras', correct: false },
      ],
      explanation:
        'La agenda de referencia empieza por verificar la asistencia y el quórum; solo con quórum el comité puede sesionar y decidir.',
    },
    {
      topic: REUNIONES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Con qué punto se cierra la agenda de referencia de la reunión mensual del comité?',
      options: [
        { id: 'a', text: 'Con la revisión de los accidentes e incidentes ocurridos en el mes', correct: false },
        { id: 'b', text: 'Con los nuevos compromisos: qué, quién y para cuándo', correct: true },
        { id: 'c', text: 'Con el seguimiento a los compromisos del acta anterior', correct: false },
        { id: 'd', text: 'Con la verificación del quórum', correct: false },
      ],
      explanation:
        'La reunión termina definiendo nuevos compromisos con tarea, responsable y fecha, que se revisarán en la siguiente sesión.',
    },
    {
      topic: REUNIONES,
      level: 'easy',
      kind: 'single',
      prompt: 'Un COPASST decide reunirse cada dos meses porque «no hay muchos temas». ¿Qué ocurre con esa decisión?',
      options: [
        { id: 'a', text: 'Es válida si el empleador la aprueba por escrito', correct: false },
        { id: 'b', text: 'Es válida si el comité la deja en un acta', correct: false },
        { id: 'c', text: 'Incumple la periodicidad mínima, que es mensual', correct: true },
        { id: 'd', text: 'Solo es válida en empresas de riesgo bajo', correct: false },
      ],
      explanation:
        'La Resolución 2013 de 1986 exige que el comité se reúna por lo menos una vez al mes; ni un acuerdo interno ni la aprobación del empleador cambian ese mínimo.',
    },
    {
      topic: REUNIONES,
      level: 'easy',
      kind: 'single',
      prompt:
        'Un representante principal de los trabajadores no puede asistir a la reunión mensual. ¿Quién asiste en su lugar?',
      options: [
        { id: 'a', text: 'Cualquier compañero de su misma área', correct: false },
        { id: 'b', text: 'El jefe inmediato del representante', correct: false },
        { id: 'c', text: 'El responsable del SG-SST', correct: false },
        { id: 'd', text: 'Su suplente en el comité', correct: true },
      ],
      explanation:
        'Los suplentes asisten a las reuniones cuando falta el principal (Resolución 2013 de 1986); por eso cada representante tiene el suyo.',
    },
    {
      topic: REUNIONES,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'El comité puede programar sus reuniones ordinarias un domingo, por fuera de la jornada, para no afectar la producción.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'La Resolución 2013 de 1986 dispone que las reuniones se hagan durante el horario de trabajo; el tiempo del comité hace parte de la jornada.',
    },
    {
      topic: REUNIONES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué tres datos necesita un compromiso del acta para poder revisarse en la siguiente reunión?',
      options: [
        { id: 'a', text: 'Qué se hará, quién responde y para cuándo', correct: true },
        { id: 'b', text: 'Quién lo propuso, en qué área y por qué', correct: false },
        { id: 'c', text: 'Cuánto cuesta, quién lo aprueba y dónde', correct: false },
        { id: 'd', text: 'Qué norma lo exige, qué área y qué turno', correct: false },
      ],
      explanation:
        'Un compromiso útil dice la tarea concreta, el responsable y la fecha; así el comité puede verificar en la siguiente reunión si se cumplió.',
    },
    {
      topic: REUNIONES,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'El acta de la reunión del COPASST es una de las evidencias que se revisan en auditorías y visitas de inspección.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El acta firmada demuestra que el comité funciona y que los trabajadores participan en el SG-SST; por eso se pide en auditorías y visitas.',
    },
    {
      topic: REUNIONES,
      level: 'easy',
      kind: 'single',
      prompt: 'El comité canceló tres reuniones seguidas «por carga de trabajo». ¿Qué debería hacer?',
      options: [
        { id: 'a', text: 'Esperar a que baje la producción para volver a reunirse', correct: false },
        { id: 'b', text: 'Reprogramar y sostener la reunión mensual en la jornada', correct: true },
        { id: 'c', text: 'Reemplazar las reuniones por un grupo de mensajería', correct: false },
        { id: 'd', text: 'Reunirse una sola vez al final del año', correct: false },
      ],
      explanation:
        'Cancelar reuniones mes tras mes vacía el comité. La reunión mensual es obligatoria (Resolución 2013 de 1986) y la empresa debe dar el tiempo para hacerla.',
    },
    {
      topic: REUNIONES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué se revisa en el punto «avance del plan anual de trabajo» de la reunión?',
      options: [
        { id: 'a', text: 'El cumplimiento del presupuesto de ventas de la empresa en el año', correct: false },
        { id: 'b', text: 'Las evaluaciones de desempeño del personal', correct: false },
        { id: 'c', text: 'Cómo van las actividades de SST programadas para el año', correct: true },
        { id: 'd', text: 'Las vacaciones pendientes de los integrantes del comité este año', correct: false },
      ],
      explanation:
        'El comité vigila el desarrollo de las actividades del SG-SST; revisar en cada reunión el avance del plan anual de trabajo es la forma práctica de hacerlo.',
    },
    {
      topic: REUNIONES,
      level: 'easy',
      kind: 'single',
      prompt:
        'En la reunión se revisan los reportes de actos y condiciones inseguras recibidos. ¿Qué interesa registrar de cada uno?',
      options: [
        { id: 'a', text: 'El nombre del trabajador que lo presentó, para llamarle la atención', correct: false },
        { id: 'b', text: 'Solo la fecha y la hora en que se recibió el reporte en el buzón', correct: false },
        { id: 'c', text: 'La opinión del comité sobre quien lo presentó', correct: false },
        { id: 'd', text: 'Su estado: si se atendió, está en trámite o sigue pendiente', correct: true },
      ],
      explanation:
        'El comité recibe y tramita los reportes de los trabajadores; en la reunión revisa su estado para que ninguno quede sin respuesta.',
    },
    {
      topic: REUNIONES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuál es el quórum para que el COPASST pueda sesionar?',
      options: [
        { id: 'a', text: 'La mitad más uno de sus miembros', correct: true },
        { id: 'b', text: 'Todos los miembros principales', correct: false },
        { id: 'c', text: 'Las dos terceras partes de los miembros', correct: false },
        { id: 'd', text: 'El presidente y el secretario', correct: false },
      ],
      explanation: 'La Resolución 2013 de 1986 fija el quórum en la mitad más uno de los miembros del comité.',
    },
    {
      topic: REUNIONES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Quién designa al presidente del COPASST?',
      options: [
        { id: 'a', text: 'Los trabajadores, por votación directa', correct: false },
        { id: 'b', text: 'El empleador, entre sus propios representantes', correct: true },
        { id: 'c', text: 'El comité en pleno, entre todos sus miembros', correct: false },
        { id: 'd', text: 'La ARL, entre los integrantes capacitados', correct: false },
      ],
      explanation:
        'Según la Resolución 2013 de 1986, el empleador designa al presidente entre los representantes que él mismo nombra.',
    },
    {
      topic: REUNIONES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cómo se escoge al secretario del COPASST?',
      options: [
        { id: 'a', text: 'Lo nombra el empleador entre sus propios representantes', correct: false },
        { id: 'b', text: 'Lo elige la asamblea de todos los trabajadores', correct: false },
        { id: 'c', text: 'Lo elige el comité en pleno entre todos sus miembros', correct: true },
        { id: 'd', text: 'Lo designa el responsable del SG-SST entre los suplentes', correct: false },
      ],
      explanation:
        'La Resolución 2013 de 1986 dispone que el comité en pleno elija al secretario de entre la totalidad de sus miembros, sean del empleador o de los trabajadores.',
    },
    {
      topic: REUNIONES,
      level: 'medium',
      kind: 'single',
      prompt: '¿A quién corresponde elaborar el acta de cada reunión y someterla a aprobación del comité?',
      options: [
        { id: 'a', text: 'Al presidente del comité', correct: false },
        { id: 'b', text: 'Al gerente de la empresa', correct: false },
        { id: 'c', text: 'Al representante de la ARL', correct: false },
        { id: 'd', text: 'Al secretario del comité', correct: true },
      ],
      explanation:
        'Entre las funciones del secretario están tomar nota de los temas tratados, elaborar el acta y someterla a discusión y aprobación del comité (Resolución 2013 de 1986).',
    },
    {
      topic: REUNIONES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué integrante del COPASST verifica la asistencia de los miembros a las reuniones?',
      options: [
        { id: 'a', text: 'El secretario', correct: true },
        { id: 'b', text: 'El presidente', correct: false },
        { id: 'c', text: 'El suplente más antiguo', correct: false },
        { id: 'd', text: 'El responsable del SG-SST', correct: false },
      ],
      explanation:
        'Verificar la asistencia de los miembros a las reuniones programadas es función del secretario (Resolución 2013 de 1986).',
    },
    {
      topic: REUNIONES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Quién notifica por escrito a los miembros la convocatoria a las reuniones del comité?',
      options: [
        { id: 'a', text: 'El secretario', correct: false },
        { id: 'b', text: 'El presidente', correct: true },
        { id: 'c', text: 'El jefe de talento humano', correct: false },
        { id: 'd', text: 'Cada miembro por su cuenta', correct: false },
      ],
      explanation:
        'La Resolución 2013 de 1986 asigna al presidente convocar por escrito a los miembros, preparar los temas y orientar las reuniones.',
    },
    {
      topic: REUNIONES,
      level: 'medium',
      kind: 'single',
      prompt: '¿A quién corresponde preparar los temas que se tratarán en cada reunión del COPASST?',
      options: [
        { id: 'a', text: 'Al secretario', correct: false },
        { id: 'b', text: 'A la ARL', correct: false },
        { id: 'c', text: 'Al presidente', correct: true },
        { id: 'd', text: 'A los suplentes', correct: false },
      ],
      explanation:
        'Preparar los temas de cada reunión es una de las funciones del presidente del comité (Resolución 2013 de 1986); el secretario se encarga del acta y el archivo.',
    },
    {
      topic: REUNIONES,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Si a la hora de inicio no hay quórum, la reunión del COPASST debe cancelarse y aplazarse para el mes siguiente.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Según la Resolución 2013 de 1986, pasados 30 minutos de la hora fijada el comité sesiona con los miembros presentes y sus decisiones son válidas.',
    },
    {
      topic: REUNIONES,
      level: 'medium',
      kind: 'true_false',
      prompt: 'El acta de la reunión debe someterse a la discusión y aprobación del comité.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El secretario elabora el acta y la somete a discusión y aprobación del comité (Resolución 2013 de 1986); así el acta refleja lo que el comité decidió.',
    },
    {
      topic: REUNIONES,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'El archivo de actas del comité debe estar a disposición del empleador, de los trabajadores y de las autoridades competentes.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La Resolución 2013 de 1986 pide al comité mantener un archivo de actas y actividades disponible para el empleador, los trabajadores y las autoridades.',
    },
    {
      topic: REUNIONES,
      level: 'medium',
      kind: 'single',
      prompt: 'El secretario copia cada mes el acta anterior y solo cambia la fecha. ¿Cuál es el problema?',
      options: [
        {
          id: 'a',
          text: 'Ninguno, siempre que el acta copiada tenga las firmas de todos los asistentes',
          correct: false,
        },
        { id: 'b', text: 'Que el acta debería redactarla el presidente', correct: false },
        { id: 'c', text: 'Que las actas del comité deberían hacerse solo cada trimestre, no cada mes', correct: false },
        { id: 'd', text: 'El acta deja de reflejar datos reales y pierde valor como evidencia', correct: true },
      ],
      explanation:
        'Las actas idénticas de un mes a otro son un error que vacía el comité: no muestran lo que realmente se trató ni el avance de los compromisos.',
    },
    {
      topic: REUNIONES,
      level: 'medium',
      kind: 'single',
      prompt: 'En el seguimiento al acta anterior, un compromiso aparece sin cumplir. ¿Qué es lo más adecuado?',
      options: [
        { id: 'a', text: 'Registrar la causa, acordar una nueva fecha y mantener el seguimiento', correct: true },
        { id: 'b', text: 'Borrarlo del acta para que no quede como incumplido ante la ARL', correct: false },
        {
          id: 'c',
          text: 'Darlo por cumplido si el responsable se comprometió de palabra a hacerlo pronto',
          correct: false,
        },
        {
          id: 'd',
          text: 'Sancionar al responsable desde el comité con un llamado de atención escrito',
          correct: false,
        },
      ],
      explanation:
        'El seguimiento sirve para que los compromisos se cumplan: se deja constancia de la causa del retraso, se reprograma y se revisa de nuevo. El comité no sanciona.',
    },
    {
      topic: REUNIONES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Al revisar el acta, el comité encuentra el compromiso «Capacitar a la brigada». ¿Qué le falta para ser un compromiso bien escrito?',
      options: [
        { id: 'a', text: 'El nombre y el artículo de la norma que exige la capacitación', correct: false },
        { id: 'b', text: 'El responsable, la fecha y una tarea más precisa', correct: true },
        { id: 'c', text: 'La firma del representante de la ARL que dictará la capacitación', correct: false },
        { id: 'd', text: 'La aprobación previa de los trabajadores', correct: false },
      ],
      explanation:
        'Un compromiso fuerte dice qué se hará exactamente, quién es el responsable y para cuándo; sin esos datos no se puede verificar su cumplimiento.',
    },
    {
      topic: REUNIONES,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estos puntos hacen parte de la agenda de referencia de la reunión mensual del comité?',
      options: [
        { id: 'a', text: 'Revisión de incidentes y accidentes del mes', correct: true },
        { id: 'b', text: 'Resultados de la inspección programada', correct: true },
        { id: 'c', text: 'Aprobación de los aumentos salariales', correct: false },
        { id: 'd', text: 'Seguimiento a los compromisos del acta anterior', correct: true },
        { id: 'e', text: 'Definición de sanciones disciplinarias', correct: false },
      ],
      explanation:
        'La agenda incluye quórum, seguimiento de compromisos, incidentes y accidentes, inspecciones, reportes, plan anual y nuevos compromisos. Los salarios y las sanciones no son asuntos del comité.',
    },
    {
      topic: REUNIONES,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estos datos debe contener el acta de una reunión del COPASST?',
      options: [
        { id: 'a', text: 'Los asistentes a la reunión', correct: true },
        { id: 'b', text: 'Las decisiones tomadas', correct: true },
        { id: 'c', text: 'Los compromisos con responsable y fecha', correct: true },
        { id: 'd', text: 'Los salarios de los integrantes', correct: false },
        { id: 'e', text: 'Los diagnósticos médicos de los trabajadores', correct: false },
      ],
      explanation:
        'El acta registra asistentes, temas, decisiones y compromisos con responsable y fecha. Los diagnósticos médicos son confidenciales y los salarios no son asunto del comité.',
    },
    {
      topic: REUNIONES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Dónde y cuándo deben hacerse las reuniones ordinarias del COPASST según la norma que lo regula?',
      options: [
        { id: 'a', text: 'En la sede de la ARL, una vez al trimestre', correct: false },
        { id: 'b', text: 'En el domicilio del presidente, los fines de semana', correct: false },
        { id: 'c', text: 'En la empresa, durante el horario de trabajo', correct: true },
        { id: 'd', text: 'En cualquier lugar, fuera de la jornada laboral', correct: false },
      ],
      explanation:
        'La Resolución 2013 de 1986 establece que el comité se reúne por lo menos una vez al mes, en el local de la empresa y durante el horario de trabajo.',
    },
    {
      topic: REUNIONES,
      level: 'medium',
      kind: 'single',
      prompt:
        '¿Qué integrante del comité tramita ante la administración de la empresa las recomendaciones aprobadas en la reunión?',
      options: [
        { id: 'a', text: 'El secretario', correct: false },
        { id: 'b', text: 'El suplente de turno', correct: false },
        { id: 'c', text: 'El trabajador que hizo el reporte', correct: false },
        { id: 'd', text: 'El presidente', correct: true },
      ],
      explanation:
        'La Resolución 2013 de 1986 asigna al presidente tramitar ante la administración las recomendaciones aprobadas por el comité y darle a conocer sus actividades.',
    },
    {
      topic: REUNIONES,
      level: 'medium',
      kind: 'single',
      prompt:
        '¿Quién lleva el archivo de las actividades del comité y suministra la información que pidan el empleador y los trabajadores?',
      options: [
        { id: 'a', text: 'El secretario', correct: true },
        { id: 'b', text: 'El presidente', correct: false },
        { id: 'c', text: 'El gerente general', correct: false },
        { id: 'd', text: 'El asesor de la ARL', correct: false },
      ],
      explanation:
        'Llevar el archivo de las actividades del comité y suministrar la información que requieran el empleador y los trabajadores es función del secretario (Resolución 2013 de 1986).',
    },
    {
      topic: REUNIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un COPASST tiene 2 representantes principales del empleador y 2 de los trabajadores. ¿Cuántos miembros se necesitan para el quórum?',
      options: [
        { id: 'a', text: '2 miembros', correct: false },
        { id: 'b', text: '3 miembros', correct: true },
        { id: 'c', text: '4 miembros', correct: false },
        { id: 'd', text: '1 miembro', correct: false },
      ],
      explanation:
        'El quórum es la mitad más uno de los miembros (Resolución 2013 de 1986): con 4 principales, la mitad es 2 y el quórum es 3.',
    },
    {
      topic: REUNIONES,
      level: 'hard',
      kind: 'single',
      prompt: 'Un COPASST tiene 4 representantes principales por cada parte. ¿Cuántos miembros forman el quórum?',
      options: [
        { id: 'a', text: '4 miembros', correct: false },
        { id: 'b', text: '8 miembros', correct: false },
        { id: 'c', text: '5 miembros', correct: true },
        { id: 'd', text: '6 miembros', correct: false },
      ],
      explanation:
        'Con 8 miembros principales, la mitad más uno es 5 (Resolución 2013 de 1986). Cuatro no basta, porque es apenas la mitad.',
    },
    {
      topic: REUNIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        'La reunión se citó a las 8:00 y a las 8:30 solo hay 2 de los 4 miembros principales. ¿Qué puede hacer el comité?',
      options: [
        { id: 'a', text: 'Cancelar la sesión y citar otra, porque sin quórum no puede sesionar', correct: false },
        { id: 'b', text: 'Esperar al mes siguiente sin dejar acta', correct: false },
        { id: 'c', text: 'Sesionar con los presentes, pero sin poder tomar ninguna decisión válida', correct: false },
        { id: 'd', text: 'Sesionar con los presentes, con decisiones plenamente válidas', correct: true },
      ],
      explanation:
        'La Resolución 2013 de 1986 prevé que, pasados 30 minutos de la hora señalada, el comité sesione con los miembros presentes y que sus decisiones tengan plena validez.',
    },
    {
      topic: REUNIONES,
      level: 'hard',
      kind: 'single',
      prompt: 'Tras un accidente grave, ¿dentro de qué plazo debe reunirse el COPASST de manera extraordinaria?',
      options: [
        { id: 'a', text: 'Dentro de los cinco días siguientes al hecho', correct: true },
        { id: 'b', text: 'Dentro de las 24 horas siguientes al hecho', correct: false },
        { id: 'c', text: 'Dentro de los 15 días siguientes al hecho', correct: false },
        { id: 'd', text: 'En la siguiente reunión ordinaria del mes', correct: false },
      ],
      explanation:
        'La Resolución 2013 de 1986 dispone que, ante un accidente grave o un riesgo inminente, el comité se reúna de forma extraordinaria dentro de los cinco días siguientes.',
    },
    {
      topic: REUNIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        '¿Quién debe estar presente, además de los miembros, en la reunión extraordinaria que sigue a un accidente grave?',
      options: [
        { id: 'a', text: 'El trabajador accidentado, aunque esté incapacitado', correct: false },
        { id: 'b', text: 'El responsable del área donde ocurrió el accidente', correct: true },
        { id: 'c', text: 'Un inspector del Ministerio del Trabajo', correct: false },
        { id: 'd', text: 'Un representante de la EPS del trabajador', correct: false },
      ],
      explanation:
        'La Resolución 2013 de 1986 pide que la reunión extraordinaria se haga con la presencia del responsable del área donde ocurrió el accidente o se detectó el riesgo.',
    },
    {
      topic: REUNIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un montacarguista sufre una fractura de fémur al volcarse el equipo. ¿Qué corresponde al COPASST en materia de reuniones?',
      options: [
        { id: 'a', text: 'Tratarlo como primer punto en la reunión ordinaria del mes siguiente', correct: false },
        { id: 'b', text: 'Esperar el informe de la ARL antes de reunirse', correct: false },
        { id: 'c', text: 'Reunirse de forma extraordinaria en los cinco días siguientes', correct: true },
        { id: 'd', text: 'Reunirse solo si el trabajador lesionado o su familia piden la reunión', correct: false },
      ],
      explanation:
        'La fractura de un hueso largo como el fémur es un accidente grave (Resolución 1401 de 2007), y ante un accidente grave el comité se reúne de manera extraordinaria dentro de los cinco días siguientes (Resolución 2013 de 1986).',
    },
    {
      topic: REUNIONES,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Los suplentes del COPASST asisten a todas las reuniones junto con los principales, aunque estos estén presentes.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'La Resolución 2013 de 1986 dispone que a las reuniones asistan los principales; los suplentes asisten cuando falta el principal y los cita el presidente.',
    },
    {
      topic: REUNIONES,
      level: 'hard',
      kind: 'single',
      prompt: '¿Cada cuánto designa el empleador al presidente del COPASST?',
      options: [
        { id: 'a', text: 'Cada dos años, con la elección del comité', correct: false },
        { id: 'b', text: 'Cada cuatro años', correct: false },
        { id: 'c', text: 'Cada vez que hay una reunión extraordinaria', correct: false },
        { id: 'd', text: 'Anualmente', correct: true },
      ],
      explanation:
        'La Resolución 2013 de 1986 establece que el empleador designa anualmente al presidente del comité, escogido entre sus propios representantes.',
    },
    {
      topic: REUNIONES,
      level: 'hard',
      kind: 'single',
      prompt: 'En la agenda de referencia, ¿qué punto va justo antes del avance del plan anual de trabajo?',
      options: [
        { id: 'a', text: 'Los reportes de actos y condiciones inseguras y su estado', correct: true },
        { id: 'b', text: 'La verificación de asistencia y quórum', correct: false },
        { id: 'c', text: 'El seguimiento a los compromisos del acta anterior', correct: false },
        { id: 'd', text: 'La revisión de los incidentes y accidentes ocurridos durante el mes', correct: false },
      ],
      explanation:
        'El orden propuesto es: quórum, compromisos anteriores, incidentes y accidentes, inspección, reportes de actos y condiciones inseguras, plan anual y nuevos compromisos.',
    },
    {
      topic: REUNIONES,
      level: 'hard',
      kind: 'multiple',
      prompt: '¿Cuáles de estas situaciones obligan al COPASST a reunirse de manera extraordinaria?',
      options: [
        { id: 'a', text: 'Un trabajador pierde un dedo en una prensa', correct: true },
        { id: 'b', text: 'Se detecta una grieta que amenaza con derrumbar un muro', correct: true },
        { id: 'c', text: 'Llega una sugerencia sobre el menú del casino', correct: false },
        { id: 'd', text: 'Se acerca la fecha del simulacro anual', correct: false },
        { id: 'e', text: 'Un operario sufre una quemadura de tercer grado', correct: true },
      ],
      explanation:
        'El comité se reúne de forma extraordinaria ante un accidente grave o un riesgo inminente (Resolución 2013 de 1986). La amputación y las quemaduras de tercer grado son accidentes graves (Resolución 1401 de 2007).',
    },
    {
      topic: REUNIONES,
      level: 'hard',
      kind: 'true_false',
      prompt: 'Si el secretario falta a la reunión mensual, el comité no puede sesionar aunque haya quórum.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Lo que habilita la sesión es el quórum de la mitad más uno de los miembros (Resolución 2013 de 1986); la ausencia de un miembro no la impide si el quórum se cumple.',
    },
    {
      topic: REUNIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        'En una reunión, un trabajador pide al COPASST que resuelva su reclamo por el pago de horas extras. ¿Qué debe hacer el comité?',
      options: [
        {
          id: 'a',
          text: 'Estudiarlo como tema principal del acta y pedir a nómina un informe del caso',
          correct: false,
        },
        { id: 'b', text: 'Decidir el pago y ordenarlo a nómina', correct: false },
        { id: 'c', text: 'Explicar que no le corresponde y orientarlo a la instancia adecuada', correct: true },
        {
          id: 'd',
          text: 'Votar si el reclamo procede y comunicar la decisión al área de talento humano',
          correct: false,
        },
      ],
      explanation:
        'La Resolución 2013 de 1986 indica que el comité no tramita asuntos de la relación contractual-laboral, de personal, disciplinarios o sindicales; esos se ventilan en otras instancias.',
    },
    {
      topic: FUNCIONES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál de estas actividades es propia del COPASST?',
      options: [
        {
          id: 'a',
          text: 'Proponer y participar en capacitaciones de SST para trabajadores, supervisores y directivos',
          correct: true,
        },
        {
          id: 'b',
          text: 'Definir los salarios y las bonificaciones de los trabajadores que participan en la brigada de emergencias',
          correct: false,
        },
        { id: 'c', text: 'Aprobar los permisos y las vacaciones del personal operativo', correct: false },
        {
          id: 'd',
          text: 'Decidir los despidos y las suspensiones de quienes incumplen las normas de seguridad de la empresa',
          correct: false,
        },
      ],
      explanation:
        'La Resolución 2013 de 1986 incluye entre las funciones del comité proponer y participar en actividades de capacitación dirigidas a trabajadores, supervisores y directivos.',
    },
    {
      topic: FUNCIONES,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'El COPASST puede imponer sanciones disciplinarias a los trabajadores que incumplen las normas de seguridad.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'El comité es un organismo de promoción y vigilancia y no tramita asuntos disciplinarios (Resolución 2013 de 1986); las sanciones se manejan por otros canales de la empresa.',
    },
    {
      topic: FUNCIONES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Quién es el responsable de implementar el SG-SST y de cumplir sus obligaciones?',
      options: [
        { id: 'a', text: 'El presidente del COPASST', correct: false },
        { id: 'b', text: 'El empleador', correct: true },
        { id: 'c', text: 'El vigía en SST', correct: false },
        { id: 'd', text: 'La ARL de la empresa', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 pone la responsabilidad del SG-SST en el empleador; el comité o el vigía promueven y vigilan, pero no asumen esas obligaciones.',
    },
    {
      topic: FUNCIONES,
      level: 'easy',
      kind: 'single',
      prompt:
        'Un operario ve un cable pelado cerca de un lavamanos y se lo cuenta a una integrante del COPASST. ¿Qué corresponde hacer?',
      options: [
        { id: 'a', text: 'Decirle que espere la inspección del próximo año', correct: false },
        { id: 'b', text: 'Pedirle que no comente el tema para evitar alarma', correct: false },
        { id: 'c', text: 'Tramitar el reporte y proponer que se corrija pronto', correct: true },
        { id: 'd', text: 'Reparar ella misma la instalación eléctrica', correct: false },
      ],
      explanation:
        'El comité recibe y tramita los reportes de los trabajadores e informa al empleador los riesgos para que los controle; la reparación la hace personal competente.',
    },
    {
      topic: FUNCIONES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué papel cumple el COPASST entre la dirección de la empresa y los trabajadores en los temas de SST?',
      options: [
        { id: 'a', text: 'Reemplaza a la dirección en las decisiones de seguridad', correct: false },
        { id: 'b', text: 'Representa a la empresa ante los jueces laborales', correct: false },
        { id: 'c', text: 'Actúa como sindicato en la negociación colectiva', correct: false },
        { id: 'd', text: 'Sirve de enlace y coordinación entre ambas partes', correct: true },
      ],
      explanation:
        'La Resolución 2013 de 1986 asigna al comité servir de organismo de coordinación entre empleador y trabajadores en la solución de los problemas de SST.',
    },
    {
      topic: FUNCIONES,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'El vigía en SST de una empresa pequeña está exento de inspeccionar los puestos de trabajo porque la empresa tiene pocos trabajadores.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'El vigía cumple las mismas funciones de promoción y vigilancia del comité, adaptadas a la escala de la empresa, incluida la revisión de los lugares de trabajo (Decreto-Ley 1295 de 1994, art. 35).',
    },
    {
      topic: FUNCIONES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál de estos deberes tienen los trabajadores frente al COPASST?',
      options: [
        { id: 'a', text: 'Informarle las situaciones de riesgo y presentarle sus sugerencias', correct: true },
        { id: 'b', text: 'Pagarle una cuota mensual descontada de la nómina para su funcionamiento', correct: false },
        { id: 'c', text: 'Pedirle permiso antes de usar los EPP', correct: false },
        {
          id: 'd',
          text: 'Entregarle copia de sus exámenes médicos ocupacionales y de su historia clínica',
          correct: false,
        },
      ],
      explanation:
        'La Resolución 2013 de 1986 pide a los trabajadores informar al comité las situaciones de riesgo y manifestar sus sugerencias para mejorar las condiciones de trabajo.',
    },
    {
      topic: FUNCIONES,
      level: 'easy',
      kind: 'single',
      prompt:
        'Una trabajadora de la planta se queja ante el COPASST del ruido constante de una máquina. ¿Ante qué tipo de asunto está el comité?',
      options: [
        { id: 'a', text: 'Un conflicto de convivencia entre compañeros', correct: false },
        { id: 'b', text: 'Una condición de SST que le corresponde tramitar', correct: true },
        { id: 'c', text: 'Un reclamo salarial que debe ir a nómina', correct: false },
        { id: 'd', text: 'Un caso disciplinario que debe ir a gestión humana', correct: false },
      ],
      explanation:
        'El ruido es un peligro físico del lugar de trabajo; recibir ese reporte, tramitarlo y sugerir medidas de control son funciones del comité (Resolución 2013 de 1986).',
    },
    {
      topic: FUNCIONES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué hace el comité con las sugerencias de SST que presentan los trabajadores?',
      options: [
        { id: 'a', text: 'Las archiva sin respuesta para no crear expectativas', correct: false },
        { id: 'b', text: 'Las envía al comité de convivencia para su trámite', correct: false },
        { id: 'c', text: 'Las estudia, las tramita y les hace seguimiento', correct: true },
        { id: 'd', text: 'Las devuelve si no vienen firmadas por un jefe', correct: false },
      ],
      explanation:
        'Estudiar y tramitar las sugerencias de los trabajadores es función del comité (Resolución 2013 de 1986); revisar su estado en la reunión evita que queden sin respuesta.',
    },
    {
      topic: FUNCIONES,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Para integrar el COPASST no es requisito ser experto en normas de seguridad y salud en el trabajo.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Sirven las personas que conocen los procesos, tienen credibilidad y disponen de tiempo; la formación que necesiten se complementa con capacitación.',
    },
    {
      topic: FUNCIONES,
      level: 'easy',
      kind: 'single',
      prompt:
        'En la reunión, el comité nota que las actividades del plan anual de SST van muy retrasadas. ¿Qué función está ejerciendo al advertirlo?',
      options: [
        { id: 'a', text: 'La de sancionar a los responsables del retraso en el cronograma', correct: false },
        { id: 'b', text: 'La de aprobar el presupuesto del SG-SST', correct: false },
        { id: 'c', text: 'La de conciliar los conflictos laborales entre jefes y trabajadores', correct: false },
        { id: 'd', text: 'La de vigilar el desarrollo de las actividades del SG-SST', correct: true },
      ],
      explanation:
        'Vigilar el desarrollo de las actividades de SST que debe realizar la empresa es una de las funciones centrales del comité (Resolución 2013 de 1986).',
    },
    {
      topic: FUNCIONES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué significa que el COPASST sea un organismo de «vigilancia»?',
      options: [
        { id: 'a', text: 'Que verifica que la empresa cumpla las normas y actividades de SST', correct: true },
        {
          id: 'b',
          text: 'Que hace las veces de servicio de portería y de seguridad física de la sede',
          correct: false,
        },
        { id: 'c', text: 'Que controla la asistencia y la puntualidad del personal en cada turno', correct: false },
        { id: 'd', text: 'Que revisa los correos de los trabajadores', correct: false },
      ],
      explanation:
        'Como organismo de promoción y vigilancia (Resolución 2013 de 1986), el comité verifica que se cumplan las normas y las actividades del SG-SST; no es un servicio de vigilancia privada.',
    },
    {
      topic: FUNCIONES,
      level: 'medium',
      kind: 'single',
      prompt:
        'El COPASST entrega al empleador una recomendación para instalar guardas en dos troqueladoras. ¿Qué debe hacer el empleador?',
      options: [
        { id: 'a', text: 'Ignorarla si no viene con un concepto de la ARL', correct: false },
        { id: 'b', text: 'Estudiarla, decidir las medidas y comunicar al comité lo decidido', correct: true },
        { id: 'c', text: 'Trasladar la decisión al comité, que debe comprar e instalar las guardas', correct: false },
        { id: 'd', text: 'Esperar a que ocurra un accidente para evaluarla', correct: false },
      ],
      explanation:
        'La Resolución 2013 de 1986 obliga al empleador a estudiar las recomendaciones del comité, adoptar las medidas más convenientes e informarle las decisiones tomadas.',
    },
    {
      topic: FUNCIONES,
      level: 'medium',
      kind: 'single',
      prompt: 'Según el Decreto 1072 de 2015, ¿a quién debe comunicarse la política de SST de la empresa, entre otros?',
      options: [
        { id: 'a', text: 'Solo a la ARL', correct: false },
        { id: 'b', text: 'Solo a la junta de socios', correct: false },
        { id: 'c', text: 'Al COPASST o al vigía', correct: true },
        { id: 'd', text: 'Al comité de convivencia laboral únicamente', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 exige que la política de SST se comunique al COPASST o al vigía, además de divulgarse a todos los niveles de la organización.',
    },
    {
      topic: FUNCIONES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Según el Decreto 1072 de 2015, ¿con la participación de quién debe planificarse la auditoría anual del SG-SST?',
      options: [
        { id: 'a', text: 'De la EPS de los trabajadores', correct: false },
        { id: 'b', text: 'De la junta directiva únicamente', correct: false },
        { id: 'c', text: 'Del comité de convivencia laboral', correct: false },
        { id: 'd', text: 'Del COPASST o el vigía', correct: true },
      ],
      explanation:
        'El Decreto 1072 de 2015 establece que la auditoría anual de cumplimiento del SG-SST se planifica con la participación del COPASST o el vigía.',
    },
    {
      topic: FUNCIONES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué servicio debe prestar la ARL a los integrantes del COPASST y a los vigías?',
      options: [
        { id: 'a', text: 'Capacitación para que cumplan sus funciones', correct: true },
        { id: 'b', text: 'Un pago mensual por su participación en el comité', correct: false },
        { id: 'c', text: 'La defensa jurídica ante despidos', correct: false },
        { id: 'd', text: 'La evaluación anual de su desempeño laboral en la empresa', correct: false },
      ],
      explanation:
        'El Decreto-Ley 1295 de 1994 (art. 35) incluye entre los servicios de prevención de la ARL la capacitación de los miembros del comité y de los vigías.',
    },
    {
      topic: FUNCIONES,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'El empleador debe informar a los trabajadores y a sus representantes en el COPASST o al vigía sobre el desarrollo de las etapas del SG-SST y evaluar sus recomendaciones.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Así lo exige el Decreto 1072 de 2015 entre las obligaciones del empleador relacionadas con la participación de los trabajadores.',
    },
    {
      topic: FUNCIONES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué puede solicitar periódicamente el COPASST a la empresa para cumplir sus funciones?',
      options: [
        { id: 'a', text: 'Las hojas de vida y pruebas de selección de los aspirantes a cargos', correct: false },
        { id: 'b', text: 'Informes sobre accidentalidad y enfermedades laborales', correct: true },
        { id: 'c', text: 'Los estados financieros de fin de año y el balance de utilidades', correct: false },
        { id: 'd', text: 'Las claves de acceso al sistema de nómina', correct: false },
      ],
      explanation:
        'La Resolución 2013 de 1986 faculta al comité para solicitar periódicamente informes de accidentalidad y enfermedades, con los que orienta su vigilancia.',
    },
    {
      topic: FUNCIONES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un inspector del Ministerio del Trabajo visita la empresa por un tema de SST. ¿Qué papel le corresponde al COPASST?',
      options: [
        { id: 'a', text: 'Impedir la visita hasta que llegue el gerente', correct: false },
        {
          id: 'b',
          text: 'Representar legalmente a la empresa ante el inspector y firmar los descargos',
          correct: false,
        },
        { id: 'c', text: 'Colaborar con el funcionario y recibir los informes de la visita', correct: true },
        { id: 'd', text: 'Negociar con el inspector el valor de las multas antes de que las imponga', correct: false },
      ],
      explanation:
        'La Resolución 2013 de 1986 pide al comité colaborar con los funcionarios de las entidades gubernamentales en sus actividades en la empresa y recibir por derecho propio los informes correspondientes.',
    },
    {
      topic: FUNCIONES,
      level: 'medium',
      kind: 'single',
      prompt: 'Tras un accidente, ¿qué aporta el COPASST al análisis de sus causas?',
      options: [
        { id: 'a', text: 'Calcula la indemnización que corresponde al trabajador lesionado', correct: false },
        { id: 'b', text: 'Decide si el trabajador debe ser despedido', correct: false },
        { id: 'c', text: 'Califica en primera oportunidad el origen laboral del evento', correct: false },
        { id: 'd', text: 'Colabora en el análisis y propone medidas correctivas', correct: true },
      ],
      explanation:
        'La Resolución 2013 de 1986 le asigna colaborar en el análisis de las causas de accidentes y enfermedades y proponer al empleador medidas correctivas. La calificación de origen corresponde a otras entidades.',
    },
    {
      topic: FUNCIONES,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estas son obligaciones del empleador frente al COPASST?',
      options: [
        { id: 'a', text: 'Propiciar la elección libre de los representantes de los trabajadores', correct: true },
        { id: 'b', text: 'Designar a sus propios representantes', correct: true },
        { id: 'c', text: 'Elegir a los representantes de los trabajadores', correct: false },
        { id: 'd', text: 'Proporcionar los medios para que el comité funcione', correct: true },
        { id: 'e', text: 'Redactar y firmar las actas de cada reunión', correct: false },
      ],
      explanation:
        'La Resolución 2013 de 1986 obliga al empleador a propiciar la elección, designar sus representantes y al presidente, dar los medios y estudiar las recomendaciones. Los trabajadores eligen a los suyos y el secretario elabora las actas.',
    },
    {
      topic: FUNCIONES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un supervisor pide al COPASST que decida si un operario debe ser despedido por no usar la careta de soldar. ¿Qué corresponde?',
      options: [
        { id: 'a', text: 'Explicar que el comité no decide asuntos disciplinarios', correct: true },
        { id: 'b', text: 'Votar el despido en la siguiente reunión ordinaria del comité', correct: false },
        { id: 'c', text: 'Recomendar una multa en dinero al operario', correct: false },
        { id: 'd', text: 'Trasladar el caso a la ARL para que imponga la sanción al operario', correct: false },
      ],
      explanation:
        'El comité no se ocupa de asuntos disciplinarios ni de personal (Resolución 2013 de 1986). Sí puede analizar por qué no se usa la careta y proponer medidas preventivas.',
    },
    {
      topic: FUNCIONES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuál de estos asuntos corresponde al COPASST y no al comité de convivencia laboral?',
      options: [
        { id: 'a', text: 'Una queja por burlas reiteradas de un compañero', correct: false },
        { id: 'b', text: 'Una bodega con estanterías sobrecargadas', correct: true },
        { id: 'c', text: 'Un reclamo por gritos de un jefe en público', correct: false },
        { id: 'd', text: 'Un conflicto entre dos compañeros de turno', correct: false },
      ],
      explanation:
        'Las condiciones de trabajo peligrosas son asunto del COPASST (Resolución 2013 de 1986); las quejas por acoso y conflictos de convivencia van al comité de convivencia laboral (Ley 1010 de 2006).',
    },
    {
      topic: FUNCIONES,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'La capacitación de los integrantes del COPASST hace parte de los estándares mínimos del SG-SST de la Resolución 0312 de 2019.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La Resolución 0312 de 2019 incluye, junto con la conformación y el funcionamiento del comité, la capacitación de sus integrantes.',
    },
    {
      topic: FUNCIONES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un trabajador reclama ante el COPASST porque no le han repuesto los guantes de nitrilo, que ya están rotos. ¿Puede el comité tramitar ese reclamo?',
      options: [
        { id: 'a', text: 'No, porque los EPP son un asunto de compras', correct: false },
        { id: 'b', text: 'No, porque solo atiende accidentes ya ocurridos', correct: false },
        { id: 'c', text: 'Sí, porque es un reclamo relacionado con la SST', correct: true },
        { id: 'd', text: 'Sí, pero solo si el jefe del trabajador lo firma', correct: false },
      ],
      explanation:
        'La Resolución 2013 de 1986 asigna al comité tramitar los reclamos de los trabajadores relacionados con la seguridad y salud, y la reposición oportuna de los EPP es un deber de la empresa (Resolución 0312 de 2019).',
    },
    {
      topic: FUNCIONES,
      level: 'medium',
      kind: 'single',
      prompt:
        '¿Qué debe garantizar el empleador, según el Decreto 1072 de 2015, para que el COPASST o el vigía funcionen?',
      options: [
        { id: 'a', text: 'Que sus integrantes tengan un cargo de jefatura', correct: false },
        { id: 'b', text: 'Que el comité tenga presupuesto propio para contratar', correct: false },
        { id: 'c', text: 'Que sus integrantes no trabajen en el área operativa', correct: false },
        { id: 'd', text: 'Que cuenten con el tiempo y los demás recursos necesarios', correct: true },
      ],
      explanation:
        'Entre las obligaciones del empleador, el Decreto 1072 de 2015 incluye asegurar que el COPASST o el vigía funcionen y cuenten con el tiempo y los recursos necesarios.',
    },
    {
      topic: FUNCIONES,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estos asuntos NO le corresponde tramitar al COPASST?',
      options: [
        { id: 'a', text: 'Un reclamo por el valor de la prima de servicios', correct: true },
        { id: 'b', text: 'Una queja por presunto acoso laboral', correct: true },
        { id: 'c', text: 'Una sanción disciplinaria por llegadas tarde', correct: true },
        { id: 'd', text: 'Un reporte de una escalera con un peldaño roto', correct: false },
        { id: 'e', text: 'Una sugerencia para mejorar la ventilación', correct: false },
      ],
      explanation:
        'El comité no tramita asuntos contractuales, disciplinarios ni de personal (Resolución 2013 de 1986), y el acoso laboral va al comité de convivencia (Ley 1010 de 2006). Las condiciones de trabajo sí son de su competencia.',
    },
    {
      topic: FUNCIONES,
      level: 'medium',
      kind: 'single',
      prompt:
        '¿Qué función ejerce el COPASST cuando propone a la gerencia una campaña de pausas activas en el área administrativa?',
      options: [
        { id: 'a', text: 'Proponer medidas y actividades de promoción y prevención', correct: true },
        { id: 'b', text: 'Vigilar el cumplimiento del reglamento interno de trabajo', correct: false },
        { id: 'c', text: 'Investigar un accidente de trabajo ocurrido en el área', correct: false },
        { id: 'd', text: 'Conciliar un conflicto entre trabajadores', correct: false },
      ],
      explanation:
        'Proponer a la administración medidas y actividades que procuren la salud en los lugares de trabajo es función del comité (Resolución 2013 de 1986).',
    },
    {
      topic: FUNCIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        '¿Cuánto tiempo mínimo debe dar el empleador a cada miembro del COPASST para el funcionamiento del comité?',
      options: [
        { id: 'a', text: 'Dos horas al mes, dentro de la jornada laboral', correct: false },
        { id: 'b', text: 'Cuatro horas semanales dentro de la jornada', correct: true },
        { id: 'c', text: 'Un día completo al trimestre, en horario laboral', correct: false },
        { id: 'd', text: 'Ocho horas al año, fuera de la jornada de trabajo', correct: false },
      ],
      explanation:
        'El Decreto-Ley 1295 de 1994 (art. 63) obliga al empleador a proporcionar por lo menos cuatro horas semanales dentro de la jornada normal a cada miembro del comité.',
    },
    {
      topic: FUNCIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Según el Decreto 1072 de 2015, ¿con qué periodicidad mínima se revisa el programa de capacitación en SST con participación del COPASST o vigía y la alta dirección?',
      options: [
        { id: 'a', text: 'Cada mes', correct: false },
        { id: 'b', text: 'Cada cinco años', correct: false },
        { id: 'c', text: 'Una vez al año', correct: true },
        { id: 'd', text: 'Solo cuando cambia la normatividad', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 exige revisar el programa de capacitación al menos una vez al año, con la participación del COPASST o vigía y la alta dirección, para identificar mejoras.',
    },
    {
      topic: FUNCIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Según el Decreto 1072 de 2015, ¿a quiénes deben divulgarse los resultados de la revisión anual por la alta dirección?',
      options: [
        { id: 'a', text: 'A la ARL y a la EPS de cada trabajador', correct: false },
        { id: 'b', text: 'Al Ministerio del Trabajo y a la Superintendencia', correct: false },
        { id: 'c', text: 'Únicamente a la junta directiva', correct: false },
        { id: 'd', text: 'Al COPASST o vigía y al responsable del SG-SST', correct: true },
      ],
      explanation:
        'El Decreto 1072 de 2015 pide documentar los resultados de la revisión por la alta dirección y divulgarlos al COPASST o vigía y al responsable del SG-SST, quien define las acciones de mejora.',
    },
    {
      topic: FUNCIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        'En una empresa de 120 trabajadores, ¿quiénes deben firmar el plan anual de trabajo del SG-SST según la Resolución 0312 de 2019?',
      options: [
        { id: 'a', text: 'El empleador y el responsable del SG-SST', correct: true },
        { id: 'b', text: 'El presidente y el secretario del COPASST', correct: false },
        { id: 'c', text: 'El asesor de la ARL y el gerente', correct: false },
        { id: 'd', text: 'Todos los integrantes del COPASST', correct: false },
      ],
      explanation:
        'La Resolución 0312 de 2019 pide un plan anual de trabajo firmado por el empleador y el responsable del SG-SST. El comité vigila su avance, pero no lo firma como responsable.',
    },
    {
      topic: FUNCIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        'En una empresa, la gerencia pide al COPASST que firme la política de SST «para que tenga respaldo». ¿Qué es lo correcto según el Decreto 1072 de 2015?',
      options: [
        { id: 'a', text: 'La firma el presidente del COPASST en nombre de los trabajadores', correct: false },
        { id: 'b', text: 'La firma el representante legal y se comunica al COPASST', correct: true },
        { id: 'c', text: 'La firman todos los trabajadores en asamblea', correct: false },
        { id: 'd', text: 'La firma la ARL después de aprobarla', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 pide que la política esté fechada y firmada por el representante legal y que se comunique al COPASST o vigía; el comité no la firma como responsable.',
    },
    {
      topic: FUNCIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        'El Decreto 1072 de 2015 enumera fuentes para la mejora continua del SG-SST. ¿Cuál de estas es una de ellas?',
      options: [
        { id: 'a', text: 'Las quejas de los clientes sobre los precios y plazos de entrega', correct: false },
        { id: 'b', text: 'Los rumores sobre cambios en la gerencia', correct: false },
        { id: 'c', text: 'Las recomendaciones de los trabajadores y del COPASST o vigía', correct: true },
        { id: 'd', text: 'Las publicaciones de las empresas de la competencia en redes sociales', correct: false },
      ],
      explanation:
        'Entre las fuentes para identificar oportunidades de mejora, el Decreto 1072 de 2015 incluye las recomendaciones presentadas por los trabajadores y por el COPASST o el vigía.',
    },
    {
      topic: FUNCIONES,
      level: 'hard',
      kind: 'multiple',
      prompt:
        '¿Cuáles de estas son obligaciones de los trabajadores relacionadas con el COPASST, según la Resolución 2013 de 1986?',
      options: [
        { id: 'a', text: 'Elegir libremente a sus representantes', correct: true },
        { id: 'b', text: 'Informar al comité las situaciones de riesgo', correct: true },
        { id: 'c', text: 'Designar al presidente del comité', correct: false },
        { id: 'd', text: 'Cumplir las normas de seguridad y salud', correct: true },
        { id: 'e', text: 'Aprobar el presupuesto del comité', correct: false },
      ],
      explanation:
        'La Resolución 2013 de 1986 pide a los trabajadores elegir libremente a sus representantes, informar los riesgos y sugerir mejoras, y cumplir las normas. El presidente lo designa el empleador.',
    },
    {
      topic: FUNCIONES,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Los integrantes del COPASST pueden usar las cuatro horas semanales del comité por fuera de la jornada, sin que la empresa se las reconozca.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'El Decreto-Ley 1295 de 1994 (art. 63) exige que esas cuatro horas semanales se den dentro de la jornada normal de trabajo.',
    },
    {
      topic: FUNCIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        'En una empresa de 40 trabajadores, ¿qué sucede si el COPASST recomienda una medida y el empleador no responde nada?',
      options: [
        {
          id: 'a',
          text: 'El empleador incumple su deber de estudiar la recomendación e informar su decisión',
          correct: true,
        },
        {
          id: 'b',
          text: 'El comité queda autorizado para contratar por su cuenta la medida con cargo al presupuesto de SST',
          correct: false,
        },
        {
          id: 'c',
          text: 'La recomendación se vuelve obligatoria para el empleador después de 30 días calendario sin respuesta',
          correct: false,
        },
        { id: 'd', text: 'La ARL debe ejecutar la medida con sus recursos', correct: false },
      ],
      explanation:
        'La Resolución 2013 de 1986 obliga al empleador a estudiar las recomendaciones del comité y a informarle las decisiones; el comité no ejecuta por su cuenta ni la recomendación se vuelve automática.',
    },
    {
      topic: FUNCIONES,
      level: 'hard',
      kind: 'multiple',
      prompt: 'Según el Decreto 1072 de 2015, ¿cuáles de estas afirmaciones sobre el COPASST o el vigía son correctas?',
      options: [
        { id: 'a', text: 'Participa en la planificación de la auditoría anual', correct: true },
        { id: 'b', text: 'Participa en la revisión anual del programa de capacitación', correct: true },
        { id: 'c', text: 'Firma la política de SST como responsable del sistema', correct: false },
        { id: 'd', text: 'Califica el origen de las enfermedades de los trabajadores', correct: false },
        { id: 'e', text: 'Debe recibir la comunicación de la política de SST', correct: true },
      ],
      explanation:
        'El Decreto 1072 de 2015 prevé que el comité participe en la planificación de la auditoría y en la revisión anual del programa de capacitación, y que se le comunique la política de SST, que firma el representante legal.',
    },
    {
      topic: FUNCIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un integrante del COPASST dice: «Si el comité aprueba una medida, la empresa queda obligada a cumplirla tal cual». ¿Es correcto?',
      options: [
        {
          id: 'a',
          text: 'Sí, porque el comité es la máxima autoridad en SST dentro de la empresa y sus decisiones obligan',
          correct: false,
        },
        {
          id: 'b',
          text: 'No: el comité recomienda y el empleador decide las medidas, informando su decisión',
          correct: true,
        },
        { id: 'c', text: 'Sí, siempre que la medida quede en el acta', correct: false },
        {
          id: 'd',
          text: 'No, porque solo la ARL puede proponer medidas de prevención y el comité debe pedirle concepto',
          correct: false,
        },
      ],
      explanation:
        'El comité propone y vigila; el empleador estudia las recomendaciones, adopta las medidas más convenientes e informa al comité (Resolución 2013 de 1986), y sigue siendo el responsable del SG-SST (Decreto 1072 de 2015).',
    },
    {
      topic: FUNCIONES,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Recibir las quejas por presunto acoso laboral es una función compartida del COPASST y del comité de convivencia laboral.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Las quejas por acoso laboral corresponden al comité de convivencia laboral (Ley 1010 de 2006; Resolución 3461 de 2025). El COPASST no tramita ese tipo de asuntos.',
    },
    {
      topic: INSPECCIONES,
      level: 'easy',
      kind: 'single',
      prompt: 'Antes de una inspección planeada, ¿qué conviene definir?',
      options: [
        { id: 'a', text: 'El área, la fecha, los responsables y la lista de chequeo', correct: true },
        { id: 'b', text: 'Las sanciones que se aplicarán a quienes incumplan', correct: false },
        { id: 'c', text: 'El nombre de los trabajadores que se van a reportar', correct: false },
        { id: 'd', text: 'El presupuesto de publicidad de la campaña', correct: false },
      ],
      explanation:
        'Una inspección útil se planea: se define área, fecha y responsables, y se usa una lista de chequeo adaptada al área.',
    },
    {
      topic: INSPECCIONES,
      level: 'easy',
      kind: 'single',
      prompt:
        'Durante la inspección de una bodega, ¿qué pregunta de la lista de chequeo corresponde al aspecto de circulación?',
      options: [
        { id: 'a', text: '¿Los extintores están vigentes, señalizados y sin obstáculos?', correct: false },
        { id: 'b', text: '¿Los pasillos están demarcados y libres de obstáculos?', correct: true },
        { id: 'c', text: '¿El personal usa calzado de seguridad y guantes según la tarea?', correct: false },
        { id: 'd', text: '¿Hay inspección preoperacional del montacargas?', correct: false },
      ],
      explanation:
        'La circulación se refiere a que los pasillos estén demarcados y despejados; las demás preguntas corresponden a emergencias, EPP y montacargas.',
    },
    {
      topic: INSPECCIONES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Por qué conviene conversar con los trabajadores durante una inspección?',
      options: [
        { id: 'a', text: 'Para identificar a quién sancionar por las fallas encontradas', correct: false },
        { id: 'b', text: 'Para tomarles asistencia', correct: false },
        { id: 'c', text: 'Porque conocen los atajos que se toman cuando hay presión', correct: true },
        { id: 'd', text: 'Para verificar su horario de llegada y las horas extras trabajadas', correct: false },
      ],
      explanation:
        'Quienes hacen la tarea conocen los atajos y los riesgos que no se ven en un recorrido rápido; por eso la inspección observa tareas reales y conversa con el personal.',
    },
    {
      topic: INSPECCIONES,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'Una inspección de seguridad solo debe revisar las instalaciones, no la forma en que se hacen las tareas.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Una buena inspección observa también las tareas tal como se ejecutan, porque muchos peligros aparecen en la forma de trabajar y no solo en el lugar.',
    },
    {
      topic: INSPECCIONES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cómo conviene registrar los hallazgos de una inspección?',
      options: [
        {
          id: 'a',
          text: 'De memoria, para contarlos de forma verbal en la siguiente reunión del comité',
          correct: false,
        },
        { id: 'b', text: 'Con una calificación general de «bien» o «mal» para toda el área', correct: false },
        { id: 'c', text: 'Solo con el nombre del área visitada', correct: false },
        { id: 'd', text: 'Con una descripción precisa y fotografías de las condiciones', correct: true },
      ],
      explanation:
        'Registrar con evidencia —descripción precisa y fotografías— permite priorizar, comunicar el hallazgo y verificar después si se corrigió.',
    },
    {
      topic: INSPECCIONES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Dentro de qué plazo se reporta un accidente de trabajo a la ARL y a la EPS?',
      options: [
        { id: 'a', text: 'Dentro de los 2 días hábiles siguientes', correct: true },
        { id: 'b', text: 'Dentro de los 15 días siguientes al accidente', correct: false },
        { id: 'c', text: 'Dentro del mes siguiente', correct: false },
        { id: 'd', text: 'Al final del año, en el informe anual de accidentalidad', correct: false },
      ],
      explanation:
        'El accidente de trabajo se reporta a la ARL y a la EPS dentro de los 2 días hábiles siguientes, con el formato de la Resolución 156 de 2005. Los 15 días son el plazo de la investigación.',
    },
    {
      topic: INSPECCIONES,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Los incidentes de trabajo, aunque no causen lesiones, también deben investigarse.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La Resolución 1401 de 2007 regula la investigación de incidentes y accidentes de trabajo; un incidente es una advertencia que permite corregir antes de que haya lesionados.',
    },
    {
      topic: INSPECCIONES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué busca ante todo la investigación de un accidente de trabajo?',
      options: [
        { id: 'a', text: 'Encontrar al culpable del accidente para sancionarlo', correct: false },
        { id: 'b', text: 'Identificar las causas para evitar que se repita', correct: true },
        { id: 'c', text: 'Definir el valor de la incapacidad', correct: false },
        { id: 'd', text: 'Cumplir un formato exigido por la ARL para pagar la incapacidad', correct: false },
      ],
      explanation:
        'La investigación busca causas, no culpables, para definir acciones que eviten la repetición (Resolución 1401 de 2007).',
    },
    {
      topic: INSPECCIONES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué se hace después de entregar el informe de una inspección con sus recomendaciones?',
      options: [
        { id: 'a', text: 'Archivarlo en la carpeta del comité hasta la inspección del año siguiente', correct: false },
        { id: 'b', text: 'Enviarlo a todos los clientes de la empresa', correct: false },
        { id: 'c', text: 'Hacer seguimiento a las acciones en la siguiente reunión del comité', correct: true },
        {
          id: 'd',
          text: 'Destruir las fotografías tomadas en el recorrido para proteger la imagen del área',
          correct: false,
        },
      ],
      explanation:
        'La inspección termina con un informe de recomendaciones concretas y su seguimiento en la siguiente reunión; sin seguimiento, los hallazgos no se corrigen.',
    },
    {
      topic: INSPECCIONES,
      level: 'easy',
      kind: 'single',
      prompt: 'En la inspección de una bodega, ¿qué se verifica sobre las estanterías?',
      options: [
        { id: 'a', text: 'Que tengan el logo y los colores corporativos de la empresa', correct: false },
        { id: 'b', text: 'Que estén pintadas del mismo color', correct: false },
        { id: 'c', text: 'Que se vean ordenadas en las fotografías del informe mensual', correct: false },
        { id: 'd', text: 'Que estén ancladas y señalizadas con su carga máxima', correct: true },
      ],
      explanation:
        'Las estanterías sin anclar o sobrecargadas pueden volcarse; la lista de chequeo verifica el anclaje y la señalización de la carga máxima.',
    },
    {
      topic: INSPECCIONES,
      level: 'easy',
      kind: 'true_false',
      prompt: 'El representante del COPASST o el vigía hace parte del equipo que investiga los accidentes de trabajo.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La Resolución 1401 de 2007 incluye en el equipo investigador, como mínimo, al jefe inmediato o supervisor, a un representante del COPASST o el vigía y al responsable del SG-SST.',
    },
    {
      topic: INSPECCIONES,
      level: 'easy',
      kind: 'single',
      prompt: 'En una inspección se encuentra un extintor tapado por cajas. ¿Qué tipo de hallazgo es?',
      options: [
        { id: 'a', text: 'Una condición insegura que debe corregirse', correct: true },
        { id: 'b', text: 'Un acto inseguro del trabajador que se accidentó', correct: false },
        { id: 'c', text: 'Un asunto estético sin relación con la seguridad', correct: false },
        { id: 'd', text: 'Un tema que corresponde al comité de convivencia', correct: false },
      ],
      explanation:
        'Un extintor bloqueado es una condición del lugar de trabajo que impide responder a una emergencia; se reporta y se corrige despejando el acceso.',
    },
    {
      topic: INSPECCIONES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Quiénes integran como mínimo el equipo investigador de un accidente de trabajo leve?',
      options: [
        { id: 'a', text: 'El gerente, el abogado y el trabajador lesionado', correct: false },
        {
          id: 'b',
          text: 'El jefe inmediato o supervisor, un representante del COPASST o el vigía y el responsable del SG-SST',
          correct: true,
        },
        {
          id: 'c',
          text: 'Un médico de la EPS, un funcionario de la ARL y un inspector del Ministerio del Trabajo',
          correct: false,
        },
        {
          id: 'd',
          text: 'El presidente del comité de convivencia laboral, el jefe de personal y un abogado externo de la empresa',
          correct: false,
        },
      ],
      explanation:
        'La Resolución 1401 de 2007 fija ese equipo mínimo para investigar incidentes y accidentes de trabajo.',
    },
    {
      topic: INSPECCIONES,
      level: 'medium',
      kind: 'single',
      prompt: 'Según la Resolución 1401 de 2007, ¿cómo se clasifican las causas inmediatas de un accidente?',
      options: [
        { id: 'a', text: 'En factores personales y factores del trabajo', correct: false },
        { id: 'b', text: 'En causas legales y causas administrativas', correct: false },
        { id: 'c', text: 'En actos subestándar y condiciones subestándar', correct: true },
        { id: 'd', text: 'En causas leves, graves y mortales', correct: false },
      ],
      explanation:
        'Las causas inmediatas son las que se presentan justo antes del contacto: actos subestándar (inseguros) y condiciones subestándar (inseguras), según la Resolución 1401 de 2007.',
    },
    {
      topic: INSPECCIONES,
      level: 'medium',
      kind: 'single',
      prompt: 'Según la Resolución 1401 de 2007, ¿cómo se clasifican las causas básicas de un accidente?',
      options: [
        { id: 'a', text: 'En actos inseguros y condiciones inseguras', correct: false },
        { id: 'b', text: 'En causas directas e indirectas del día', correct: false },
        { id: 'c', text: 'En causas visibles y causas ocultas', correct: false },
        { id: 'd', text: 'En factores personales y factores del trabajo', correct: true },
      ],
      explanation:
        'Las causas básicas explican por qué ocurren las causas inmediatas y se agrupan en factores personales y factores del trabajo (Resolución 1401 de 2007).',
    },
    {
      topic: INSPECCIONES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un operario retira la guarda de una sierra para trabajar más rápido. En la investigación, ¿cómo se clasifica ese hecho?',
      options: [
        { id: 'a', text: 'Como un acto subestándar o inseguro', correct: true },
        { id: 'b', text: 'Como una condición subestándar o insegura', correct: false },
        { id: 'c', text: 'Como un factor del trabajo', correct: false },
        { id: 'd', text: 'Como un incidente sin importancia', correct: false },
      ],
      explanation:
        'Retirar la guarda es un comportamiento de la persona: un acto subestándar (Resolución 1401 de 2007). Conviene además buscar la causa básica, como la presión por producir.',
    },
    {
      topic: INSPECCIONES,
      level: 'medium',
      kind: 'single',
      prompt:
        'En la investigación se encuentra que el piso del área estaba mojado y sin señalización. ¿Cómo se clasifica ese hallazgo?',
      options: [
        { id: 'a', text: 'Como un acto subestándar', correct: false },
        { id: 'b', text: 'Como una condición subestándar', correct: true },
        { id: 'c', text: 'Como un factor personal', correct: false },
        { id: 'd', text: 'Como una causa de origen común', correct: false },
      ],
      explanation:
        'El piso mojado sin señalizar es una circunstancia del ambiente de trabajo: una condición subestándar o insegura (Resolución 1401 de 2007).',
    },
    {
      topic: INSPECCIONES,
      level: 'medium',
      kind: 'single',
      prompt: 'Un trabajador se cae en la bodega sin lesionarse ni causar daños. ¿Cómo se denomina este evento?',
      options: [
        { id: 'a', text: 'Accidente de trabajo leve', correct: false },
        { id: 'b', text: 'Enfermedad laboral', correct: false },
        { id: 'c', text: 'Incidente de trabajo', correct: true },
        { id: 'd', text: 'Accidente de trabajo grave', correct: false },
      ],
      explanation:
        'La Resolución 1401 de 2007 define el incidente como un suceso relacionado con el trabajo que pudo ser un accidente, sin lesiones ni daños. También se investiga.',
    },
    {
      topic: INSPECCIONES,
      level: 'medium',
      kind: 'single',
      prompt: 'En una inspección se encuentran tres hallazgos. ¿Cuál debe atenderse primero?',
      options: [
        {
          id: 'a',
          text: 'Un aviso de pausas activas con la fecha vencida en la cartelera del pasillo',
          correct: false,
        },
        { id: 'b', text: 'Una silla de oficina con el tapizado gastado en el puesto de recepción', correct: false },
        { id: 'c', text: 'Un formato de inspección sin número de versión', correct: false },
        { id: 'd', text: 'Un tablero eléctrico abierto con partes energizadas expuestas', correct: true },
      ],
      explanation:
        'Los hallazgos se priorizan por la gravedad de la lesión que pueden causar: las partes energizadas expuestas pueden causar una electrocución y se atienden primero.',
    },
    {
      topic: INSPECCIONES,
      level: 'medium',
      kind: 'true_false',
      prompt: 'Los hallazgos de una inspección se atienden en el orden en que se encontraron durante el recorrido.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Los hallazgos se clasifican por prioridad: lo que puede causar una lesión grave se atiende primero, sin importar en qué momento del recorrido apareció.',
    },
    {
      topic: INSPECCIONES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué tipo de inspección se hace al montacargas antes de iniciar cada turno de trabajo?',
      options: [
        { id: 'a', text: 'Una inspección preoperacional', correct: true },
        { id: 'b', text: 'Una auditoría anual del SG-SST', correct: false },
        { id: 'c', text: 'Una investigación de incidente', correct: false },
        { id: 'd', text: 'Una revisión por la alta dirección', correct: false },
      ],
      explanation:
        'La inspección preoperacional se hace antes de usar el equipo; en la lista de chequeo de la bodega se verifica que esté diligenciada del día.',
    },
    {
      topic: INSPECCIONES,
      level: 'medium',
      kind: 'single',
      prompt:
        'En la inspección se encuentra a dos auxiliares descargando cajas con sandalias. ¿Qué aspecto de la lista de chequeo está fallando?',
      options: [
        { id: 'a', text: 'Almacenamiento', correct: false },
        { id: 'b', text: 'EPP', correct: true },
        { id: 'c', text: 'Circulación', correct: false },
        { id: 'd', text: 'Montacargas', correct: false },
      ],
      explanation:
        'La lista de chequeo de la bodega verifica que el personal use calzado de seguridad y guantes según la tarea: es el aspecto de EPP.',
    },
    {
      topic: INSPECCIONES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué estándar de la Resolución 0312 de 2019 se relaciona con las inspecciones del comité?',
      options: [
        { id: 'a', text: 'El que exige un simulacro anual de evacuación con toda la brigada', correct: false },
        {
          id: 'b',
          text: 'El de la afiliación de todos los trabajadores al sistema de seguridad social',
          correct: false,
        },
        { id: 'c', text: 'El de inspecciones sistemáticas con participación del COPASST', correct: true },
        { id: 'd', text: 'El de la custodia de las historias clínicas', correct: false },
      ],
      explanation:
        'Los estándares mínimos de la Resolución 0312 de 2019 incluyen realizar inspecciones sistemáticas a instalaciones, maquinaria y equipos con participación del COPASST.',
    },
    {
      topic: INSPECCIONES,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estos hallazgos son condiciones subestándar?',
      options: [
        { id: 'a', text: 'Una escalera sin pasamanos', correct: true },
        { id: 'b', text: 'Un operario que corre por el pasillo', correct: false },
        { id: 'c', text: 'Un cable eléctrico con el aislamiento roto', correct: true },
        { id: 'd', text: 'Una salida de emergencia con llave', correct: true },
        { id: 'e', text: 'Un trabajador que se quita las gafas', correct: false },
      ],
      explanation:
        'Las condiciones subestándar son circunstancias del ambiente o de los equipos (Resolución 1401 de 2007). Correr o quitarse las gafas son comportamientos, es decir, actos subestándar.',
    },
    {
      topic: INSPECCIONES,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estas prácticas ayudan a que la investigación de un accidente encuentre las causas reales?',
      options: [
        { id: 'a', text: 'Entrevistar a los testigos en un ambiente de confianza', correct: true },
        { id: 'b', text: 'Buscar desde el inicio a un responsable para sancionar', correct: false },
        { id: 'c', text: 'Visitar el sitio y revisar el equipo involucrado', correct: true },
        { id: 'd', text: 'Preguntar por qué ocurrió cada causa inmediata', correct: true },
        { id: 'e', text: 'Cerrar el caso con la frase «descuido del trabajador»', correct: false },
      ],
      explanation:
        'Investigar es buscar causas, no culpables (Resolución 1401 de 2007): se visita el sitio, se escucha con confianza a los testigos y se pasa de las causas inmediatas a las básicas.',
    },
    {
      topic: INSPECCIONES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuál es el plazo para investigar un incidente de trabajo?',
      options: [
        { id: 'a', text: 'Dentro de los 30 días siguientes', correct: false },
        { id: 'b', text: 'Dentro de los 2 días hábiles siguientes', correct: false },
        { id: 'c', text: 'Solo si se repite, sin plazo fijo', correct: false },
        { id: 'd', text: 'Dentro de los 15 días siguientes', correct: true },
      ],
      explanation:
        'La Resolución 1401 de 2007 fija el mismo plazo para incidentes y accidentes: dentro de los 15 días siguientes a su ocurrencia.',
    },
    {
      topic: INSPECCIONES,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Las acciones correctivas que recomienda el COPASST como resultado de una investigación deben ser implementadas por el aportante.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La Resolución 1401 de 2007 obliga al aportante a implementar las medidas y acciones correctivas que, como producto de la investigación, recomienden el COPASST o vigía, las autoridades y la ARL.',
    },
    {
      topic: INSPECCIONES,
      level: 'medium',
      kind: 'single',
      prompt:
        'El comité encuentra que una tarea con solvente puede hacerse con un producto a base de agua. ¿Qué tipo de control estaría recomendando?',
      options: [
        { id: 'a', text: 'Sustitución', correct: true },
        { id: 'b', text: 'Elemento de protección personal', correct: false },
        { id: 'c', text: 'Control administrativo', correct: false },
        { id: 'd', text: 'Señalización', correct: false },
      ],
      explanation:
        'Cambiar un producto peligroso por otro menos peligroso es sustitución, que en la jerarquía de controles del Decreto 1072 de 2015 va antes de los controles de ingeniería, administrativos y EPP.',
    },
    {
      topic: INSPECCIONES,
      level: 'medium',
      kind: 'single',
      prompt:
        'En una inspección, el comité observa ruido alto en una planta. ¿Cuál de estas medidas está más arriba en la jerarquía de controles?',
      options: [
        { id: 'a', text: 'Entregar protectores auditivos de inserción a todo el personal', correct: false },
        { id: 'b', text: 'Encerrar la máquina ruidosa con un aislamiento acústico', correct: true },
        { id: 'c', text: 'Rotar a los trabajadores cada dos horas entre áreas con y sin ruido', correct: false },
        { id: 'd', text: 'Poner un aviso de uso obligatorio de protección', correct: false },
      ],
      explanation:
        'El encerramiento es un control de ingeniería, que en la jerarquía del Decreto 1072 de 2015 está por encima de los controles administrativos (rotación, avisos) y de los EPP.',
    },
    {
      topic: INSPECCIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un trabajador sufre la amputación de un dedo. ¿Quién debe sumarse al equipo investigador mínimo por tratarse de un accidente grave?',
      options: [
        {
          id: 'a',
          text: 'Un representante del comité de convivencia laboral y el médico tratante de la EPS del trabajador',
          correct: false,
        },
        { id: 'b', text: 'El gerente de la EPS del trabajador', correct: false },
        {
          id: 'c',
          text: 'Un profesional con licencia en SST y el personal encargado de normas, procesos o mantenimiento',
          correct: true,
        },
        {
          id: 'd',
          text: 'Un inspector de trabajo del Ministerio, que debe dirigir la investigación y firmar el informe final',
          correct: false,
        },
      ],
      explanation:
        'La Resolución 1401 de 2007 exige que en la investigación de accidentes graves o mortales participe un profesional con licencia en SST, propio o contratado, y el personal encargado del diseño de normas, procesos o mantenimiento.',
    },
    {
      topic: INSPECCIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Según la Resolución 1401 de 2007, ¿en qué plazo se remite a la ARL el informe de investigación de un accidente grave o mortal?',
      options: [
        { id: 'a', text: 'Dentro de los 2 días hábiles siguientes al evento', correct: false },
        { id: 'b', text: 'Dentro de los 30 días calendario siguientes al evento', correct: false },
        { id: 'c', text: 'Dentro de los 6 meses siguientes a su ocurrencia', correct: false },
        { id: 'd', text: 'Dentro de los 15 días siguientes a su ocurrencia', correct: true },
      ],
      explanation:
        'El informe de investigación de los accidentes graves y mortales se envía a la ARL dentro de los 15 días siguientes a la ocurrencia del evento (Resolución 1401 de 2007).',
    },
    {
      topic: INSPECCIONES,
      level: 'hard',
      kind: 'multiple',
      prompt: 'Según la Resolución 1401 de 2007, ¿cuáles de estas lesiones hacen que un accidente se considere grave?',
      options: [
        { id: 'a', text: 'La fractura de un hueso largo, como el fémur', correct: true },
        { id: 'b', text: 'Una quemadura de segundo grado', correct: true },
        { id: 'c', text: 'Un trauma craneoencefálico', correct: true },
        { id: 'd', text: 'Una contusión leve en el antebrazo', correct: false },
        { id: 'e', text: 'Un raspón superficial en la rodilla', correct: false },
      ],
      explanation:
        'La Resolución 1401 de 2007 considera graves, entre otras, las amputaciones, las fracturas de huesos largos, el trauma craneoencefálico y las quemaduras de segundo y tercer grado.',
    },
    {
      topic: INSPECCIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una microempresa sin COPASST, sin vigía y sin responsable formal del SG-SST sufre un accidente. ¿Quién debe investigarlo según la Resolución 1401 de 2007?',
      options: [
        { id: 'a', text: 'Un equipo integrado por trabajadores capacitados para ese fin', correct: true },
        { id: 'b', text: 'Nadie, porque la norma solo aplica a empresas con comité', correct: false },
        { id: 'c', text: 'Exclusivamente la ARL, sin participación de la empresa', correct: false },
        { id: 'd', text: 'El trabajador accidentado, por medio de un relato escrito', correct: false },
      ],
      explanation:
        'Cuando el aportante no tiene la estructura del equipo mínimo, la Resolución 1401 de 2007 le exige conformar un equipo investigador con trabajadores capacitados. Además, la falta de vigía es un incumplimiento aparte.',
    },
    {
      topic: INSPECCIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una caída ocurre el 3 de marzo. ¿Cuál es la combinación correcta de plazos para el reporte a la ARL y la investigación?',
      options: [
        { id: 'a', text: 'Reporte en 15 días hábiles y investigación en 2 días hábiles', correct: false },
        { id: 'b', text: 'Reporte en 2 días hábiles e investigación en 15 días', correct: true },
        { id: 'c', text: 'Reporte en 30 días calendario e investigación en 6 meses', correct: false },
        {
          id: 'd',
          text: 'Reporte e investigación el mismo día del evento, antes del cierre del turno',
          correct: false,
        },
      ],
      explanation:
        'El reporte se hace dentro de los 2 días hábiles siguientes (Resolución 156 de 2005) y la investigación dentro de los 15 días siguientes al evento (Resolución 1401 de 2007).',
    },
    {
      topic: INSPECCIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una bodeguera se golpea con una caja que cae de una estantería sobrecargada. ¿Cuál de estos hallazgos es una causa básica y no una causa inmediata?',
      options: [
        {
          id: 'a',
          text: 'La estantería tenía ese día más peso del que soportaba según la ficha del fabricante',
          correct: false,
        },
        { id: 'b', text: 'La trabajadora pasó bajo la carga sin mirar', correct: false },
        {
          id: 'c',
          text: 'No existía un procedimiento de almacenamiento ni señalización de carga máxima',
          correct: true,
        },
        {
          id: 'd',
          text: 'La caja estaba mal apilada en el nivel superior, sobre otras cajas más pequeñas',
          correct: false,
        },
      ],
      explanation:
        'La estantería sobrecargada, la caja mal apilada y pasar sin mirar son causas inmediatas. La falta de procedimiento es un factor del trabajo: causa básica que explica por qué ocurrieron (Resolución 1401 de 2007).',
    },
    {
      topic: INSPECCIONES,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Si la investigación concluye que el accidente ocurrió por un acto inseguro del trabajador, el análisis de causas puede darse por terminado.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'El acto inseguro es una causa inmediata; la Resolución 1401 de 2007 pide llegar a las causas básicas (factores personales y del trabajo) que explican por qué ocurrió.',
    },
    {
      topic: INSPECCIONES,
      level: 'hard',
      kind: 'single',
      prompt: 'En un accidente mortal, ¿a quiénes debe reportarlo la empresa dentro de los 2 días hábiles siguientes?',
      options: [
        { id: 'a', text: 'Solo a la EPS del trabajador', correct: false },
        { id: 'b', text: 'Solo al COPASST, que decide si lo remite', correct: false },
        { id: 'c', text: 'A la Fiscalía, que reemplaza el reporte a la ARL', correct: false },
        { id: 'd', text: 'A la ARL, a la EPS y al Ministerio del Trabajo', correct: true },
      ],
      explanation:
        'Todo accidente se reporta a la ARL y la EPS; los graves y mortales se reportan además a la Dirección Territorial del Ministerio del Trabajo en el mismo plazo (Decreto 1072 de 2015; Resolución 0312 de 2019).',
    },
    {
      topic: INSPECCIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Tras una inspección, el comité recomienda controles para una pulidora sin guarda. ¿Qué orden sigue la jerarquía de controles del Decreto 1072 de 2015?',
      options: [
        { id: 'a', text: 'Eliminación, sustitución, ingeniería, administrativos y EPP', correct: true },
        { id: 'b', text: 'EPP, administrativos, ingeniería, sustitución y eliminación', correct: false },
        { id: 'c', text: 'Administrativos, EPP, eliminación, ingeniería y sustitución', correct: false },
        { id: 'd', text: 'Ingeniería, EPP, eliminación, administrativos y sustitución', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 ordena los controles así: eliminación, sustitución, controles de ingeniería, controles administrativos y, por último, EPP.',
    },
    {
      topic: INSPECCIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        'En una obra, el comité encuentra un andamio de 4 m sin barandas. ¿Qué recomendación corresponde mejor a un control de ingeniería?',
      options: [
        { id: 'a', text: 'Capacitar de nuevo a los trabajadores sobre alturas', correct: false },
        { id: 'b', text: 'Instalar barandas y rodapiés en la plataforma', correct: true },
        { id: 'c', text: 'Poner un aviso de «peligro, caída de altura»', correct: false },
        { id: 'd', text: 'Pedir a los trabajadores más cuidado al subir', correct: false },
      ],
      explanation:
        'Las barandas y rodapiés son una barrera física, es decir, un control de ingeniería; la capacitación y los avisos son controles administrativos, de menor nivel en la jerarquía del Decreto 1072 de 2015.',
    },
    {
      topic: INSPECCIONES,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'En la investigación de un accidente grave, basta con el equipo mínimo de jefe inmediato, representante del COPASST y responsable del SG-SST.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Para accidentes graves o mortales, la Resolución 1401 de 2007 añade un profesional con licencia en SST y el personal encargado del diseño de normas, procesos o mantenimiento.',
    },
    {
      topic: INSPECCIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Según la Resolución 0312 de 2019, ¿qué uso deben tener los resultados de las inspecciones en las que participa el COPASST?',
      options: [
        { id: 'a', text: 'Ninguno, porque son solo documentos de consulta', correct: false },
        { id: 'b', text: 'Sirven únicamente para calcular la cotización a la ARL', correct: false },
        { id: 'c', text: 'Sirven de base para definir acciones preventivas y correctivas', correct: true },
        { id: 'd', text: 'Solo se usan para la evaluación de desempeño del personal', correct: false },
      ],
      explanation:
        'Los estándares mínimos prevén acciones preventivas y correctivas con base en los resultados de inspecciones, indicadores y recomendaciones del COPASST (Resolución 0312 de 2019).',
    },
    {
      topic: INSPECCIONES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Durante una inspección, el comité detecta en una obra una zanja profunda con las paredes agrietadas y trabajadores adentro. ¿Qué es lo más adecuado?',
      options: [
        { id: 'a', text: 'Anotarlo como prioridad alta para el informe mensual y seguir el recorrido', correct: false },
        { id: 'b', text: 'Tomar fotografías y revisarlo en la siguiente reunión ordinaria del comité', correct: false },
        { id: 'c', text: 'Esperar a que el supervisor termine la jornada', correct: false },
        { id: 'd', text: 'Informar de inmediato para detener la tarea y sacar al personal', correct: true },
      ],
      explanation:
        'Un riesgo inminente de lesión grave no espera al informe: se informa de inmediato al responsable para suspender la tarea, y luego el comité se reúne de forma extraordinaria (Resolución 2013 de 1986).',
    },
    {
      topic: CONFORMACION,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué significa la sigla COPASST?',
      options: [
        { id: 'a', text: 'Comité Paritario de Seguridad y Salud en el Trabajo', correct: true },
        { id: 'b', text: 'Comisión Permanente de Asuntos Sociales del Trabajo', correct: false },
        { id: 'c', text: 'Consejo Paritario de Salarios y Servicios del Trabajador', correct: false },
        { id: 'd', text: 'Comité de Prevención de Accidentes y Siniestros en el Trabajo', correct: false },
      ],
      explanation:
        'COPASST es el Comité Paritario de Seguridad y Salud en el Trabajo, nombre que adoptó con la Ley 1562 de 2012.',
    },
    {
      topic: CONFORMACION,
      level: 'easy',
      kind: 'single',
      prompt: '¿Quién designa a los representantes del empleador en el COPASST?',
      options: [
        { id: 'a', text: 'Los trabajadores, en la misma votación', correct: false },
        { id: 'b', text: 'El empleador, directamente', correct: true },
        { id: 'c', text: 'La ARL, entre su personal', correct: false },
        { id: 'd', text: 'El Ministerio del Trabajo', correct: false },
      ],
      explanation:
        'La Resolución 2013 de 1986 dispone que el empleador nombre directamente a sus representantes, mientras los trabajadores eligen a los suyos por votación libre.',
    },
    {
      topic: CONFORMACION,
      level: 'easy',
      kind: 'single',
      prompt: '¿Por qué es valiosa la participación de los trabajadores en el SG-SST?',
      options: [
        {
          id: 'a',
          text: 'Porque así la empresa se libra de sus obligaciones legales frente al SG-SST',
          correct: false,
        },
        { id: 'b', text: 'Porque los trabajadores asumen la responsabilidad legal', correct: false },
        { id: 'c', text: 'Porque aporta la experiencia de quienes hacen el trabajo a diario', correct: true },
        { id: 'd', text: 'Porque reemplaza la asesoría técnica que debe prestar la ARL a la empresa', correct: false },
      ],
      explanation:
        'Un sistema diseñado solo desde la gerencia pierde la experiencia de quienes hacen el trabajo; por eso el Decreto 1072 de 2015 exige garantizar la participación de los trabajadores.',
    },
    {
      topic: CONFORMACION,
      level: 'easy',
      kind: 'single',
      prompt: 'Se cumplen dos años desde que se conformó el COPASST de una empresa. ¿Qué corresponde hacer?',
      options: [
        { id: 'a', text: 'Disolver el comité, porque ya cumplió su función', correct: false },
        { id: 'b', text: 'Pedir a la ARL que escoja a los nuevos integrantes', correct: false },
        { id: 'c', text: 'Mantener a los mismos integrantes sin ningún trámite', correct: false },
        { id: 'd', text: 'Renovar el comité: nueva elección y nueva designación', correct: true },
      ],
      explanation:
        'El periodo de los miembros es de dos años (Decreto-Ley 1295 de 1994, art. 63); al terminar, los trabajadores vuelven a votar y el empleador vuelve a designar, y los miembros pueden ser reelegidos (Resolución 2013 de 1986).',
    },
    {
      topic: CONFORMACION,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'El vigía en SST y el COPASST son dos figuras de participación de los trabajadores que aplican según el tamaño de la empresa.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Con 10 o más trabajadores se conforma un COPASST (Resolución 2013 de 1986); con menos de 10, se designa un vigía (Decreto-Ley 1295 de 1994, art. 35).',
    },
    {
      topic: CONFORMACION,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué quiere decir la palabra «paritario» en el nombre del comité?',
      options: [
        {
          id: 'a',
          text: 'Que tiene igual número de representantes del empleador y de los trabajadores',
          correct: true,
        },
        {
          id: 'b',
          text: 'Que sus integrantes reciben el mismo salario y la misma bonificación por participar',
          correct: false,
        },
        { id: 'c', text: 'Que se reúne en pares de fechas cada mes', correct: false },
        {
          id: 'd',
          text: 'Que solo lo integran trabajadores con igual antigüedad y el mismo cargo en la empresa',
          correct: false,
        },
      ],
      explanation:
        'Paritario significa que el comité tiene el mismo número de representantes de cada parte, cada uno con su suplente (Resolución 2013 de 1986).',
    },
    {
      topic: CONFORMACION,
      level: 'easy',
      kind: 'single',
      prompt:
        '¿Qué exige el Decreto 1072 de 2015 al empleador respecto de la participación de los trabajadores en el SG-SST?',
      options: [
        { id: 'a', text: 'Que la sustituya con encuestas anuales de clima laboral', correct: false },
        { id: 'b', text: 'Que la garantice por medio del COPASST o del vigía', correct: true },
        { id: 'c', text: 'Que la limite a los trabajadores de planta', correct: false },
        { id: 'd', text: 'Que la delegue por completo en la ARL', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 exige que el empleador garantice la participación de los trabajadores, y el mecanismo principal es el COPASST o, en empresas pequeñas, el vigía.',
    },
    {
      topic: CONFORMACION,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'Los representantes de los trabajadores en el COPASST los elige la gerencia entre los empleados de mejor desempeño.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Los representantes de los trabajadores se eligen por votación libre de los propios trabajadores (Resolución 2013 de 1986); la gerencia solo designa a los suyos.',
    },
    {
      topic: CONFORMACION,
      level: 'easy',
      kind: 'single',
      prompt: 'En una fábrica, ¿quién podría detectar mejor en una inspección los riesgos de la línea de producción?',
      options: [
        { id: 'a', text: 'Un asesor externo que visita la planta una vez al año', correct: false },
        { id: 'b', text: 'Un profesional de oficina que no conoce el proceso', correct: false },
        { id: 'c', text: 'Un operario con experiencia en esa línea', correct: true },
        { id: 'd', text: 'Un proveedor de insumos de la empresa', correct: false },
      ],
      explanation:
        'Quien conoce bien el proceso detecta riesgos que alguien de oficina no vería; por eso los buenos integrantes del comité son personas que conocen los procesos.',
    },
    {
      topic: CONFORMACION,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cómo se llamaba antes el vigía en SST?',
      options: [
        { id: 'a', text: 'Monitor de seguridad industrial', correct: false },
        { id: 'b', text: 'Inspector de planta', correct: false },
        { id: 'c', text: 'Delegado sindical de riesgos', correct: false },
        { id: 'd', text: 'Vigía ocupacional', correct: true },
      ],
      explanation:
        'La Ley 1562 de 2012 cambió el nombre de «vigía ocupacional» por el de «vigía en seguridad y salud en el trabajo».',
    },
    {
      topic: CONFORMACION,
      level: 'easy',
      kind: 'single',
      prompt: 'Antes de una elección del COPASST, ¿qué paso hace transparente el proceso?',
      options: [
        { id: 'a', text: 'Abrir un periodo de inscripción de candidatos', correct: true },
        { id: 'b', text: 'Anunciar los ganadores antes de votar', correct: false },
        { id: 'c', text: 'Permitir votar solo a los jefes de área', correct: false },
        { id: 'd', text: 'Guardar en reserva el resultado del escrutinio', correct: false },
      ],
      explanation:
        'Para una elección transparente conviene convocar por escrito, abrir inscripción de candidatos, votar en horarios para todos los turnos, levantar acta de escrutinio y divulgar resultados.',
    },
    {
      topic: CONFORMACION,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuánto dura el periodo de los miembros del COPASST?',
      options: [
        { id: 'a', text: 'Un año', correct: false },
        { id: 'b', text: 'Dos años', correct: true },
        { id: 'c', text: 'Tres años', correct: false },
        { id: 'd', text: 'Cuatro años', correct: false },
      ],
      explanation: 'El Decreto-Ley 1295 de 1994 (art. 63) fijó en dos años el periodo de los miembros del comité.',
    },
    {
      topic: CONFORMACION,
      level: 'medium',
      kind: 'true_false',
      prompt: 'Al terminar su periodo, los miembros del COPASST pueden ser reelegidos.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La Resolución 2013 de 1986 permite la reelección de los miembros al cabo de su periodo, que hoy es de dos años (Decreto-Ley 1295 de 1994, art. 63).',
    },
    {
      topic: CONFORMACION,
      level: 'medium',
      kind: 'single',
      prompt: 'Una empresa que tenía 8 trabajadores y un vigía contrata personal y llega a 14. ¿Qué debe hacer?',
      options: [
        {
          id: 'a',
          text: 'Mantener el vigía hasta que la empresa supere los 50 trabajadores y luego conformar el comité',
          correct: false,
        },
        { id: 'b', text: 'Nombrar un segundo vigía para los nuevos', correct: false },
        { id: 'c', text: 'Conformar un COPASST con un representante por cada parte y sus suplentes', correct: true },
        {
          id: 'd',
          text: 'Esperar a que la ARL le asigne un comité y le informe quiénes serán sus integrantes',
          correct: false,
        },
      ],
      explanation:
        'Desde 10 trabajadores se conforma el COPASST; entre 10 y 49 trabajadores tiene un representante de cada parte con su suplente (Resolución 2013 de 1986).',
    },
    {
      topic: CONFORMACION,
      level: 'medium',
      kind: 'single',
      prompt: 'Un COPASST tiene 3 representantes del empleador y 1 de los trabajadores. ¿Qué falla?',
      options: [
        {
          id: 'a',
          text: 'Nada, si el empleador paga las cuatro horas semanales de todos los integrantes',
          correct: false,
        },
        { id: 'b', text: 'Que faltan los suplentes del empleador', correct: false },
        {
          id: 'c',
          text: 'Que el presidente del comité siempre debe ser uno de los representantes de los trabajadores',
          correct: false,
        },
        { id: 'd', text: 'No es paritario: ambas partes deben tener igual número de representantes', correct: true },
      ],
      explanation:
        'El comité es paritario: igual número de representantes del empleador y de los trabajadores, cada uno con su suplente (Resolución 2013 de 1986).',
    },
    {
      topic: CONFORMACION,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cómo deben elegir los trabajadores a sus representantes en el COPASST?',
      options: [
        { id: 'a', text: 'Mediante votación libre', correct: true },
        { id: 'b', text: 'Por sorteo entre los más antiguos', correct: false },
        { id: 'c', text: 'Por designación del jefe de cada área', correct: false },
        { id: 'd', text: 'Por recomendación de la ARL', correct: false },
      ],
      explanation:
        'La Resolución 2013 de 1986 establece que los trabajadores eligen a sus representantes mediante votación libre, y obliga al empleador a garantizar la libertad y oportunidad de las votaciones.',
    },
    {
      topic: CONFORMACION,
      level: 'medium',
      kind: 'single',
      prompt:
        'La elección de representantes al COPASST se programa solo de 8:00 a 10:00 a. m. en una planta con tres turnos. ¿Qué problema tiene?',
      options: [
        {
          id: 'a',
          text: 'Ninguno, si se hace en un día hábil y se anuncia con una semana de anticipación',
          correct: false,
        },
        { id: 'b', text: 'No garantiza la oportunidad de votar a todos los turnos', correct: true },
        { id: 'c', text: 'Que la votación debería hacerla el empleador', correct: false },
        { id: 'd', text: 'Que la elección debería ser secreta solo para los jefes', correct: false },
      ],
      explanation:
        'El empleador debe garantizar la libertad y la oportunidad de las votaciones (Resolución 2013 de 1986); un horario que excluye a dos turnos no lo cumple.',
    },
    {
      topic: CONFORMACION,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué papel tiene el empleador en la elección de los representantes de los trabajadores al COPASST?',
      options: [
        {
          id: 'a',
          text: 'Escoger a los ganadores entre los candidatos inscritos por los trabajadores',
          correct: false,
        },
        {
          id: 'b',
          text: 'Vetar a los candidatos que tengan llamados de atención o sanciones vigentes',
          correct: false,
        },
        { id: 'c', text: 'Propiciar la elección, garantizando libertad y oportunidad de votar', correct: true },
        { id: 'd', text: 'Votar en nombre de los trabajadores ausentes', correct: false },
      ],
      explanation:
        'La Resolución 2013 de 1986 obliga al empleador a propiciar la elección de los representantes de los trabajadores, garantizando la libertad y oportunidad de las votaciones.',
    },
    {
      topic: CONFORMACION,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'La conformación y el funcionamiento del COPASST hacen parte de los estándares mínimos del SG-SST de la Resolución 0312 de 2019.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La Resolución 0312 de 2019 incluye entre los estándares mínimos la conformación y el funcionamiento del COPASST, además de la capacitación de sus integrantes.',
    },
    {
      topic: CONFORMACION,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué documento cierra la elección de los representantes de los trabajadores y debe divulgarse?',
      options: [
        { id: 'a', text: 'El reglamento interno de trabajo', correct: false },
        { id: 'b', text: 'La matriz de peligros', correct: false },
        { id: 'c', text: 'El plan anual de trabajo', correct: false },
        { id: 'd', text: 'El acta de escrutinio', correct: true },
      ],
      explanation:
        'Levantar un acta de escrutinio con los resultados y divulgarla hace transparente la elección y deja evidencia de la conformación del comité.',
    },
    {
      topic: CONFORMACION,
      level: 'medium',
      kind: 'single',
      prompt:
        '¿Con qué norma cambió el nombre de «Comité Paritario de Salud Ocupacional» por «Comité Paritario de Seguridad y Salud en el Trabajo»?',
      options: [
        { id: 'a', text: 'Con la Ley 1562 de 2012', correct: true },
        { id: 'b', text: 'Con la Resolución 2013 de 1986', correct: false },
        { id: 'c', text: 'Con la Ley 1010 de 2006', correct: false },
        { id: 'd', text: 'Con la Resolución 1401 de 2007', correct: false },
      ],
      explanation:
        'La Ley 1562 de 2012 reemplazó la expresión «salud ocupacional» por «seguridad y salud en el trabajo», y con ello el nombre del comité y del vigía.',
    },
    {
      topic: CONFORMACION,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una empresa tiene su sede administrativa en Bogotá y una planta en Cali. ¿Qué permite la Resolución 2013 de 1986 sobre el comité?',
      options: [
        { id: 'a', text: 'Que solo la sede principal tenga comité', correct: false },
        { id: 'b', text: 'Que pueda conformar un comité por cada establecimiento', correct: true },
        { id: 'c', text: 'Que la planta quede a cargo del comité de convivencia', correct: false },
        { id: 'd', text: 'Que la ARL conforme y presida el comité de la planta de Cali', correct: false },
      ],
      explanation:
        'La Resolución 2013 de 1986 permite a la empresa con dos o más establecimientos conformar varios comités, uno por cada establecimiento.',
    },
    {
      topic: CONFORMACION,
      level: 'medium',
      kind: 'multiple',
      prompt:
        '¿Cuáles de estas prácticas afectan la libertad de la elección de los representantes de los trabajadores?',
      options: [
        { id: 'a', text: 'Que un jefe pida a su equipo votar por un candidato', correct: true },
        { id: 'b', text: 'Publicar la convocatoria por escrito con anticipación', correct: false },
        { id: 'c', text: 'Que la gerencia retire candidatos inscritos', correct: true },
        { id: 'd', text: 'Votar en un horario que cubra todos los turnos', correct: false },
        { id: 'e', text: 'Amenazar con cambios de turno a quien no vote como se indica', correct: true },
      ],
      explanation:
        'El empleador debe garantizar la libertad y oportunidad de las votaciones (Resolución 2013 de 1986): presionar, vetar candidatos o amenazar la afecta; convocar por escrito y cubrir todos los turnos la protege.',
    },
    {
      topic: CONFORMACION,
      level: 'medium',
      kind: 'true_false',
      prompt: 'Los integrantes del COPASST pueden recibir capacitación de la ARL para cumplir sus funciones.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El Decreto-Ley 1295 de 1994 (art. 35) incluye entre los servicios de prevención de la ARL la capacitación de los miembros del comité y de los vigías.',
    },
    {
      topic: CONFORMACION,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa de 120 trabajadores conforma su COPASST. ¿Cuántas personas lo integran en total, contando principales y suplentes?',
      options: [
        { id: 'a', text: '4 personas', correct: false },
        { id: 'b', text: '6 personas', correct: false },
        { id: 'c', text: '8 personas', correct: true },
        { id: 'd', text: '2 personas', correct: false },
      ],
      explanation:
        'De 50 a 499 trabajadores hay 2 representantes por parte (Resolución 2013 de 1986): 4 principales, cada uno con su suplente, para un total de 8 personas.',
    },
    {
      topic: CONFORMACION,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa de 60 trabajadores tiene un COPASST con un representante del empleador y uno de los trabajadores. ¿Qué debe corregir?',
      options: [
        { id: 'a', text: 'Nada, porque un representante por parte basta hasta 100 trabajadores', correct: false },
        { id: 'b', text: 'Reemplazar el comité por un vigía en SST', correct: false },
        { id: 'c', text: 'Agregar un tercer representante de los trabajadores', correct: false },
        { id: 'd', text: 'Ampliar a dos representantes por cada parte, con sus suplentes', correct: true },
      ],
      explanation:
        'Entre 50 y 499 trabajadores, la Resolución 2013 de 1986 exige 2 representantes del empleador y 2 de los trabajadores, cada uno con su suplente.',
    },
    {
      topic: CONFORMACION,
      level: 'hard',
      kind: 'single',
      prompt: '¿Cuál fue el nombre original del comité cuando lo reguló la Resolución 2013 de 1986?',
      options: [
        { id: 'a', text: 'Comité de Medicina, Higiene y Seguridad Industrial', correct: true },
        { id: 'b', text: 'Comité Paritario de Seguridad y Salud en el Trabajo', correct: false },
        { id: 'c', text: 'Comité de Convivencia Laboral', correct: false },
        { id: 'd', text: 'Comité de Emergencias y Evacuación', correct: false },
      ],
      explanation:
        'La Resolución 2013 de 1986 lo llamó Comité de Medicina, Higiene y Seguridad Industrial; luego fue Comité Paritario de Salud Ocupacional (Decreto-Ley 1295 de 1994) y hoy es COPASST (Ley 1562 de 2012).',
    },
    {
      topic: CONFORMACION,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa de 1.200 trabajadores con un solo establecimiento conforma su COPASST. ¿Cuántos miembros principales tiene el comité en total?',
      options: [
        { id: 'a', text: '4 miembros principales', correct: false },
        { id: 'b', text: '8 miembros principales', correct: true },
        { id: 'c', text: '6 miembros principales', correct: false },
        { id: 'd', text: '16 miembros principales', correct: false },
      ],
      explanation:
        'Con 1.000 o más trabajadores, la Resolución 2013 de 1986 fija 4 representantes por cada parte: 8 principales en total, más sus 8 suplentes.',
    },
    {
      topic: CONFORMACION,
      level: 'hard',
      kind: 'true_false',
      prompt: 'El periodo de dos años de los miembros del COPASST viene del Decreto-Ley 1295 de 1994.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El Decreto-Ley 1295 de 1994 (art. 63) aumentó a dos años el periodo de los miembros del comité, que sigue rigiéndose por la Resolución 2013 de 1986 en lo demás.',
    },
    {
      topic: CONFORMACION,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una cadena de tiendas tiene 12 locales de 6 trabajadores cada uno y 72 trabajadores en total. ¿Qué figura exige la norma para la empresa?',
      options: [
        { id: 'a', text: 'Un vigía por cada local, porque ningún local llega a 10 trabajadores', correct: false },
        { id: 'b', text: 'Ninguna, porque cada local es pequeño', correct: false },
        { id: 'c', text: 'Un COPASST, porque la empresa tiene 10 o más trabajadores', correct: true },
        {
          id: 'd',
          text: 'Un comité de convivencia laboral, que cumple también las funciones del COPASST',
          correct: false,
        },
      ],
      explanation:
        'La obligación de conformar el COPASST depende de que la empresa tenga 10 o más trabajadores (Resolución 2013 de 1986); con 72 trabajadores en total le corresponde un comité, no vigías por local.',
    },
    {
      topic: CONFORMACION,
      level: 'hard',
      kind: 'single',
      prompt:
        'En una empresa de 30 trabajadores, el gerente nombra a los dos integrantes del comité y anuncia que ambos «representan a todos». ¿Qué falla?',
      options: [
        { id: 'a', text: 'Que el gerente debía consultar a la ARL', correct: false },
        {
          id: 'b',
          text: 'Que el comité debía tener 4 integrantes principales por tener más de 20 trabajadores',
          correct: false,
        },
        {
          id: 'c',
          text: 'Que el presidente debía ser elegido por votación de todos los trabajadores de la empresa',
          correct: false,
        },
        {
          id: 'd',
          text: 'Que el representante de los trabajadores debía elegirse por votación de ellos',
          correct: true,
        },
      ],
      explanation:
        'El empleador designa solo a su representante; el de los trabajadores se elige por votación libre (Resolución 2013 de 1986). Entre 10 y 49 trabajadores basta un representante por parte.',
    },
    {
      topic: CONFORMACION,
      level: 'hard',
      kind: 'multiple',
      prompt: '¿Cuáles de estas afirmaciones sobre el COPASST son correctas?',
      options: [
        { id: 'a', text: 'Cada representante principal tiene un suplente', correct: true },
        { id: 'b', text: 'El periodo de sus miembros es de dos años', correct: true },
        { id: 'c', text: 'Debe tener más representantes de los trabajadores que del empleador', correct: false },
        { id: 'd', text: 'Se exige desde 10 trabajadores', correct: true },
        { id: 'e', text: 'Sus miembros no pueden ser reelegidos', correct: false },
      ],
      explanation:
        'El comité es paritario, con suplentes (Resolución 2013 de 1986), se exige desde 10 trabajadores y sus miembros tienen un periodo de dos años con posibilidad de reelección (Decreto-Ley 1295 de 1994, art. 63).',
    },
    {
      topic: CONFORMACION,
      level: 'hard',
      kind: 'single',
      prompt: 'Una empresa de 45 trabajadores crece hasta 55. ¿Qué cambio debe prever en su COPASST?',
      options: [
        { id: 'a', text: 'Pasar de un representante por parte a dos, con sus suplentes', correct: true },
        { id: 'b', text: 'Sustituir el comité por dos vigías en SST', correct: false },
        { id: 'c', text: 'Mantener el comité igual hasta que la empresa llegue a 100 trabajadores', correct: false },
        { id: 'd', text: 'Agregar solo un representante más del empleador', correct: false },
      ],
      explanation:
        'La Resolución 2013 de 1986 fija un representante por parte entre 10 y 49 trabajadores y dos entre 50 y 499; al crecer la empresa debe ajustar la conformación, siempre paritaria.',
    },
    {
      topic: CONFORMACION,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'En un COPASST de empresa con 300 trabajadores, los representantes del empleador y los de los trabajadores suman 4 principales.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Entre 50 y 499 trabajadores hay 2 representantes por parte (Resolución 2013 de 1986): 4 principales en total, cada uno con su suplente.',
    },
    {
      topic: CONFORMACION,
      level: 'hard',
      kind: 'single',
      prompt:
        '¿Qué diferencia a los representantes del empleador de los representantes de los trabajadores en el COPASST?',
      options: [
        {
          id: 'a',
          text: 'Los del empleador tienen voto doble en las decisiones y pueden anular las votaciones',
          correct: false,
        },
        {
          id: 'b',
          text: 'Los del empleador los nombra este y los de los trabajadores se eligen por votación',
          correct: true,
        },
        { id: 'c', text: 'Los de los trabajadores no tienen suplente', correct: false },
        {
          id: 'd',
          text: 'Los de los trabajadores duran un año en el cargo y los del empleador, dos años con reelección',
          correct: false,
        },
      ],
      explanation:
        'Ambas partes tienen igual número de representantes con suplentes y el mismo periodo; la diferencia está en cómo llegan: designación del empleador o votación libre de los trabajadores (Resolución 2013 de 1986).',
    },
    {
      topic: CONFORMACION,
      level: 'hard',
      kind: 'single',
      prompt: 'Una panadería con 9 trabajadores designa una vigía. ¿Qué la diferencia de un COPASST?',
      options: [
        {
          id: 'a',
          text: 'Que no tiene ninguna función de vigilancia y solo promueve las pausas activas en la panadería',
          correct: false,
        },
        { id: 'b', text: 'Que solo actúa cuando hay accidentes graves', correct: false },
        {
          id: 'c',
          text: 'Que es una sola persona que cumple las funciones del comité a la escala de la empresa',
          correct: true,
        },
        {
          id: 'd',
          text: 'Que reemplaza al empleador como responsable del SG-SST y responde ante el Ministerio',
          correct: false,
        },
      ],
      explanation:
        'El vigía es una figura unipersonal para empresas de menos de 10 trabajadores que cumple las mismas funciones de promoción y vigilancia del comité (Decreto-Ley 1295 de 1994, art. 35).',
    },
    {
      topic: CONFORMACION,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué afirmación sobre el COPASST y el comité de convivencia laboral es correcta?',
      options: [
        { id: 'a', text: 'Son el mismo comité con dos nombres distintos', correct: false },
        { id: 'b', text: 'El comité de convivencia reemplaza al COPASST en empresas pequeñas', correct: false },
        { id: 'c', text: 'El COPASST atiende las quejas de acoso cuando no hay otro comité', correct: false },
        { id: 'd', text: 'Son comités distintos, cada uno con su propia reglamentación', correct: true },
      ],
      explanation:
        'El COPASST se rige por la Resolución 2013 de 1986 y vigila la SST; el comité de convivencia laboral atiende la convivencia y el acoso, con su propia reglamentación (Resolución 3461 de 2025).',
    },
    {
      topic: CONFORMACION,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'Una empresa con 10 o más trabajadores puede reemplazar el COPASST por un vigía en SST si así lo prefiere.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'La Resolución 2013 de 1986 obliga a conformar el comité desde 10 trabajadores; el vigía solo aplica a empresas con menos de 10 (Decreto-Ley 1295 de 1994, art. 35).',
    },
  ],
};
