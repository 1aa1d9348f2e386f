import type { SeedItemBank } from './seed-item.js';

const DERECHOS = 'Derechos y deberes';
const EPP = 'Peligros y EPP';
const REPORTE = 'Reporte de lo inseguro';
const ACCIDENTES = 'Accidentes y emergencias';

export const induccionSstItems: SeedItemBank = {
  routeKey: 'induccion-sst',
  items: [
    // Derechos y deberes
    {
      topic: DERECHOS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Desde cuándo debe estar afiliado un trabajador nuevo a una ARL?',
      options: [
        { id: 'a', text: 'Desde que termina el periodo de prueba', correct: false },
        { id: 'b', text: 'Desde que cumple el primer mes de trabajo', correct: false },
        { id: 'c', text: 'Desde el inicio de sus labores', correct: true },
        { id: 'd', text: 'Desde que firma un contrato indefinido', correct: false },
      ],
      explanation:
        'La afiliación a la ARL se garantiza desde el inicio de las labores; así el trabajador queda cubierto si sufre un accidente de trabajo o una enfermedad laboral (Decreto 1295 de 1994).',
    },
    {
      topic: DERECHOS,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Después de un examen médico ocupacional, la empresa conoce el diagnóstico del trabajador.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'La información médica es reservada: según la normatividad sobre evaluaciones médicas ocupacionales, la empresa solo conoce el concepto de aptitud, nunca el diagnóstico.',
    },
    {
      topic: DERECHOS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué cubre la ARL si un trabajador sufre un accidente de trabajo?',
      options: [
        { id: 'a', text: 'Atención médica, rehabilitación y prestaciones económicas', correct: true },
        { id: 'b', text: 'Solo los medicamentos que formule el médico de la EPS', correct: false },
        { id: 'c', text: 'Únicamente el salario de los días de incapacidad', correct: false },
      ],
      explanation:
        'La ARL cubre la atención médica, la rehabilitación y las prestaciones económicas por accidente de trabajo o enfermedad laboral (Decreto 1295 de 1994).',
    },
    {
      topic: DERECHOS,
      level: 'medium',
      kind: 'single',
      prompt: 'Usted observa una situación de peligro inminente durante su tarea. ¿Qué es lo correcto?',
      options: [
        { id: 'a', text: 'Terminar la tarea rápido y avisar al final del turno', correct: false },
        { id: 'b', text: 'Detener la tarea y avisar de inmediato a su jefe', correct: true },
        { id: 'c', text: 'Seguir trabajando, pero con más cuidado que antes', correct: false },
      ],
      explanation:
        'Ante un peligro inminente se detiene la tarea y se avisa de inmediato. Ninguna meta de producción justifica arriesgar la vida.',
    },
    {
      topic: DERECHOS,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Qué le garantiza la empresa a un trabajador en materia de SST?',
      options: [
        { id: 'a', text: 'Información sobre los peligros de su oficio', correct: true },
        { id: 'b', text: 'EPP adecuados, descontados de su salario', correct: false },
        { id: 'c', text: 'Capacitación en SST, empezando por la inducción', correct: true },
        { id: 'd', text: 'Afiliación a una ARL desde el inicio de labores', correct: true },
        { id: 'e', text: 'Que su jefe conozca los diagnósticos médicos', correct: false },
      ],
      explanation:
        'La empresa garantiza afiliación a la ARL, información sobre peligros, capacitación y EPP suministrados por ella (Decreto 1072 de 2015). Los diagnósticos médicos son reservados.',
    },
    {
      topic: DERECHOS,
      level: 'medium',
      kind: 'single',
      prompt: 'Un auxiliar de bodega necesita bajar una caja de la parte alta de una estantería. ¿Qué debe hacer?',
      options: [
        { id: 'a', text: 'Subirse a la estantería con cuidado y sin demorarse', correct: false },
        { id: 'b', text: 'Pararse sobre una caja resistente para alcanzarla', correct: false },
        { id: 'c', text: 'Pedir a un compañero que lo sostenga mientras sube', correct: false },
        { id: 'd', text: 'Pedir la escalera y usarla según el procedimiento', correct: true },
      ],
      explanation:
        'Cumplir las normas e instrucciones del SG-SST es un deber del trabajador (Decreto 1072 de 2015). Subirse a las estanterías o improvisar apoyos expone a una caída.',
    },
    {
      topic: DERECHOS,
      level: 'medium',
      kind: 'true_false',
      prompt: 'Un trabajador puede elegir y ser elegido como representante de los trabajadores en el COPASST.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La participación es un derecho del trabajador: puede votar y postularse al COPASST o, en empresas pequeñas, ser consultado por el vigía en SST.',
    },
    {
      topic: DERECHOS,
      level: 'hard',
      kind: 'single',
      prompt:
        'En el examen de ingreso, un trabajador oculta una lesión previa de espalda para asegurar el puesto. ¿Qué deber incumple?',
      options: [
        { id: 'a', text: 'Participar en las actividades de capacitación', correct: false },
        { id: 'b', text: 'Informar los peligros de su sitio de trabajo', correct: false },
        { id: 'c', text: 'Dar información veraz y completa sobre su salud', correct: true },
      ],
      explanation:
        'El Decreto 1072 de 2015 le pide al trabajador contar la verdad completa sobre su salud, para que el concepto de aptitud y las recomendaciones médicas de verdad lo protejan.',
    },

    // Peligros y EPP
    {
      topic: EPP,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué es un peligro?',
      options: [
        { id: 'a', text: 'Algo con capacidad de causar daño', correct: true },
        { id: 'b', text: 'La probabilidad de que ocurra un accidente', correct: false },
        { id: 'c', text: 'Una lesión que ya ocurrió en el trabajo', correct: false },
      ],
      explanation:
        'Un peligro es algo con capacidad de causar daño (una máquina, un piso mojado, un solvente). El riesgo combina la probabilidad de que el daño ocurra y su gravedad.',
    },
    {
      topic: EPP,
      level: 'easy',
      kind: 'true_false',
      prompt: 'El elemento de protección personal protege solo a quien lo usa y solo si lo usa bien.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El EPP es la última barrera de la jerarquía de controles (Decreto 1072 de 2015): no elimina el peligro y su eficacia depende de que se use, se ajuste y se cuide correctamente.',
    },
    {
      topic: EPP,
      level: 'medium',
      kind: 'single',
      prompt: '¿A partir de qué altura sobre el nivel inferior se considera que una labor es trabajo en alturas?',
      options: [
        { id: 'a', text: '1,5 metros', correct: false },
        { id: 'b', text: '3 metros', correct: false },
        { id: 'c', text: '2 metros', correct: true },
        { id: 'd', text: '5 metros', correct: false },
      ],
      explanation:
        'El trabajo en alturas se considera a partir de 2 metros sobre el nivel inferior y exige capacitación y certificación específicas (Resolución 4272 de 2021).',
    },
    {
      topic: EPP,
      level: 'medium',
      kind: 'single',
      prompt: 'Al revisar su casco antes de empezar la jornada, usted encuentra una fisura. ¿Qué debe hacer?',
      options: [
        { id: 'a', text: 'Solicitar el cambio, porque la empresa debe reponerlo', correct: true },
        { id: 'b', text: 'Repararlo con cinta y seguir usándolo hasta el cambio', correct: false },
        { id: 'c', text: 'Usarlo solo en las tareas que parezcan de menor riesgo', correct: false },
      ],
      explanation:
        'Un casco fisurado no protege. El EPP se revisa antes de usarlo y, si está deteriorado, se solicita el cambio; la empresa debe reponerlo.',
    },
    {
      topic: EPP,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estas son reglas correctas para el uso del EPP?',
      options: [
        { id: 'a', text: 'Revisarlo antes de cada uso', correct: true },
        { id: 'b', text: 'Perforar el casco para ventilarlo', correct: false },
        { id: 'c', text: 'Ajustarlo a la propia talla', correct: true },
        { id: 'd', text: 'Guardarlo limpio, lejos del sol', correct: true },
        { id: 'e', text: 'Usarlo solo en tareas largas', correct: false },
      ],
      explanation:
        'El EPP se usa siempre que la tarea lo exija, se revisa, se ajusta, se cuida y no se modifica: perforar un casco o cortar un guante anula su protección.',
    },
    {
      topic: EPP,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuál es el orden correcto de la jerarquía de controles, de la medida más eficaz a la menos eficaz?',
      options: [
        { id: 'a', text: 'Eliminación, sustitución, ingeniería, controles administrativos, EPP', correct: true },
        { id: 'b', text: 'Sustitución, eliminación, EPP, ingeniería, controles administrativos', correct: false },
        { id: 'c', text: 'Controles administrativos, EPP, eliminación, sustitución, ingeniería', correct: false },
        { id: 'd', text: 'EPP, controles administrativos, ingeniería, sustitución, eliminación', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 ordena los controles así: eliminación, sustitución, controles de ingeniería, controles administrativos y, por último, EPP.',
    },
    {
      topic: EPP,
      level: 'hard',
      kind: 'single',
      prompt: '¿Cuál de estas medidas es un control de ingeniería?',
      options: [
        { id: 'a', text: 'Señalizar la zona de trabajo de la máquina', correct: false },
        { id: 'b', text: 'Instalar una guarda en las partes móviles', correct: true },
        { id: 'c', text: 'Rotar al personal que opera la máquina', correct: false },
        { id: 'd', text: 'Entregar gafas de seguridad al operario', correct: false },
      ],
      explanation:
        'Las guardas y los extractores son controles de ingeniería. La señalización y la rotación son controles administrativos, y las gafas son EPP (Decreto 1072 de 2015).',
    },
    {
      topic: EPP,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'El registro de entrega de EPP firmado por el trabajador puede destruirse cuando este se retira de la empresa.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Los registros de entrega de EPP deben conservarse por lo menos 20 años después de terminada la relación laboral (Decreto 1072 de 2015).',
    },
    {
      topic: EPP,
      level: 'hard',
      kind: 'single',
      prompt:
        'Hay un piso mojado en un pasillo casi sin tránsito y otro igual en el acceso principal de la planta. ¿Qué diferencia a ambas situaciones?',
      options: [
        { id: 'a', text: 'El peligro, porque uno de los pisos está más mojado', correct: false },
        { id: 'b', text: 'Nada, porque el peligro es el mismo en ambos', correct: false },
        { id: 'c', text: 'El riesgo, porque cambia la probabilidad de caída', correct: true },
      ],
      explanation:
        'El peligro (piso mojado) es el mismo; lo que cambia es el riesgo, que combina la probabilidad de que ocurra el daño con la gravedad de sus consecuencias.',
    },

    // Reporte de lo inseguro
    {
      topic: REPORTE,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué es una condición insegura?',
      options: [
        { id: 'a', text: 'Una acción u omisión de una persona que la expone a un daño', correct: false },
        {
          id: 'b',
          text: 'Una situación del ambiente, los equipos o las instalaciones que puede causar daño',
          correct: true,
        },
        { id: 'c', text: 'Una lesión leve que no genera incapacidad al trabajador', correct: false },
      ],
      explanation:
        'Una condición insegura está en el ambiente, los equipos o las instalaciones (piso con aceite, guarda retirada, extintor vencido); el acto inseguro es una acción u omisión de una persona.',
    },
    {
      topic: REPORTE,
      level: 'easy',
      kind: 'single',
      prompt: 'Un trabajador retira sin autorización el bloqueo de una máquina en mantenimiento. ¿Cómo se clasifica?',
      options: [
        { id: 'a', text: 'Como una condición insegura', correct: false },
        { id: 'b', text: 'Como un incidente de trabajo', correct: false },
        { id: 'c', text: 'Como un acto inseguro', correct: true },
      ],
      explanation:
        'Es un acto inseguro: una acción de una persona que la expone a ella o a otros. Como cualquier acto inseguro, se reporta para analizar por qué ocurrió.',
    },
    {
      topic: REPORTE,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'En el formato de reporte de actos y condiciones inseguras, el nombre de quien reporta es opcional y un reporte anónimo se atiende igual.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El objetivo del reporte es corregir el peligro, no buscar culpables; por eso muchas organizaciones permiten reportar de forma anónima.',
    },
    {
      topic: REPORTE,
      level: 'medium',
      kind: 'single',
      prompt: 'Usted ve un charco de agua en un pasillo y puede secarlo sin exponerse. ¿Qué es lo más adecuado?',
      options: [
        { id: 'a', text: 'Secarlo y no reportar, porque ya se solucionó', correct: false },
        { id: 'b', text: 'Secarlo y reportarlo para que se analice la causa', correct: true },
        { id: 'c', text: 'Dejarlo y esperar a que lo vea el personal de aseo', correct: false },
      ],
      explanation:
        'Si puede corregir la condición de forma segura, hágalo; aun así repórtela para que se analice por qué ocurrió y se evite que se repita.',
    },
    {
      topic: REPORTE,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuál de estas descripciones está bien escrita en un reporte de acto inseguro?',
      options: [
        { id: 'a', text: 'El trabajador es irresponsable y nunca usa el arnés', correct: false },
        { id: 'b', text: 'El trabajador estaba en la plataforma a 3 metros sin arnés', correct: true },
        { id: 'c', text: 'Como siempre, el de la plataforma trabajaba mal', correct: false },
      ],
      explanation:
        'La descripción debe ser concreta y sin juicios sobre las personas: qué se vio, dónde y cuándo. Eso permite corregir sin convertir el reporte en una acusación.',
    },
    {
      topic: REPORTE,
      level: 'medium',
      kind: 'true_false',
      prompt: 'Un reporte de acto inseguro es, ante todo, una acusación formal contra el compañero observado.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'El reporte no busca culpables: busca entender por qué ocurrió la conducta. Las empresas que sancionan a quien reporta terminan sin reportes y con los peligros intactos.',
    },
    {
      topic: REPORTE,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estas situaciones son condiciones inseguras?',
      options: [
        { id: 'a', text: 'Guarda de una máquina retirada', correct: true },
        { id: 'b', text: 'Usar el celular al operar un equipo', correct: false },
        { id: 'c', text: 'Extintor con la recarga vencida', correct: true },
        { id: 'd', text: 'Reencapuchar una aguja usada', correct: false },
        { id: 'e', text: 'Salida de emergencia obstruida', correct: true },
      ],
      explanation:
        'La guarda retirada, el extintor vencido y la salida obstruida son condiciones del entorno o de los equipos. Usar el celular al operar y reencapuchar agujas son actos inseguros.',
    },
    {
      topic: REPORTE,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una operaria nota que el sensor de la puerta de una inyectora no detiene la máquina al abrirla. ¿Qué secuencia es la correcta?',
      options: [
        { id: 'a', text: 'Detener su trabajo, avisar al supervisor y diligenciar el reporte', correct: true },
        { id: 'b', text: 'Ajustar ella misma el sensor y continuar la tarea', correct: false },
        { id: 'c', text: 'Usar la máquina sin abrir la puerta hasta el cambio de turno', correct: false },
        { id: 'd', text: 'Seguir produciendo y anotarlo en el informe del mes', correct: false },
      ],
      explanation:
        'Informar oportunamente los peligros es un deber del trabajador (Decreto 1072 de 2015). Detener la tarea y reportar permite que mantenimiento encuentre la falla antes de una amputación.',
    },
    {
      topic: REPORTE,
      level: 'hard',
      kind: 'single',
      prompt: 'Al analizar un reporte de acto inseguro, ¿qué busca principalmente la empresa?',
      options: [
        { id: 'a', text: 'Registrar la falta en la hoja de vida para la evaluación de desempeño', correct: false },
        { id: 'b', text: 'Identificar al responsable para aplicarle la sanción que corresponda', correct: false },
        {
          id: 'c',
          text: 'Entender qué llevó a la conducta, como falta de entrenamiento o presión de tiempo',
          correct: true,
        },
      ],
      explanation:
        'El análisis pregunta por qué ocurrió la conducta: ¿faltó entrenamiento?, ¿el EPP era incómodo?, ¿había presión de tiempo? Así se corrige la causa y no solo a la persona.',
    },

    // Accidentes y emergencias
    {
      topic: ACCIDENTES,
      level: 'easy',
      kind: 'single',
      prompt: 'Durante una evacuación, ¿por qué lado de escaleras y pasillos se debe caminar?',
      options: [
        { id: 'a', text: 'Por el lado izquierdo', correct: false },
        { id: 'b', text: 'Por el lado derecho', correct: true },
        { id: 'c', text: 'Por el centro', correct: false },
      ],
      explanation:
        'En una evacuación se sale caminando rápido, sin correr, por el lado derecho de escaleras y pasillos, sin usar ascensores.',
    },
    {
      topic: ACCIDENTES,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Un corte pequeño que "no duele" no necesita reportarse si el trabajador puede seguir trabajando.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Todo accidente se informa el mismo día, aunque parezca leve. Sin reporte, demostrar después que la lesión fue laboral es mucho más difícil.',
    },
    {
      topic: ACCIDENTES,
      level: 'easy',
      kind: 'single',
      prompt: 'Si un accidente es grave, ¿a qué línea de emergencias se debe llamar?',
      options: [
        { id: 'a', text: 'Al 123', correct: true },
        { id: 'b', text: 'Al 018000 de la EPS', correct: false },
        { id: 'c', text: 'A la línea de la ARL para reportes', correct: false },
      ],
      explanation:
        'Ante un accidente grave se avisa de inmediato al jefe o a la brigada y se llama a la línea de emergencias 123.',
    },
    {
      topic: ACCIDENTES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un compañero cae de una escalera y pudo haberse golpeado la cabeza. No hay fuego ni otro peligro cerca. ¿Qué hace?',
      options: [
        { id: 'a', text: 'Sentarlo para ver si puede ponerse de pie', correct: false },
        { id: 'b', text: 'Llevarlo caminando hasta la enfermería', correct: false },
        { id: 'c', text: 'No moverlo y avisar a la brigada o al 123', correct: true },
      ],
      explanation:
        'A una persona que cayó de altura o pudo golpearse la cabeza no se la mueve, salvo que haya un peligro mayor como el fuego. Se avisa y se espera la ayuda capacitada.',
    },
    {
      topic: ACCIDENTES,
      level: 'medium',
      kind: 'single',
      prompt: 'Una máquina atrapa la mano de un compañero. ¿Cuál es el primer paso?',
      options: [
        { id: 'a', text: 'Halar la mano del compañero con fuerza', correct: false },
        { id: 'b', text: 'Apagar la máquina o cortar la energía si sabe', correct: true },
        { id: 'c', text: 'Diligenciar el reporte del accidente', correct: false },
        { id: 'd', text: 'Buscar testigos de lo que pasó', correct: false },
      ],
      explanation:
        'Lo primero es protegerse y proteger la zona para no convertirse en la segunda víctima: apagar la máquina, cortar la energía si sabe hacerlo o alejar a las personas. Luego se avisa.',
    },
    {
      topic: ACCIDENTES,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Qué debe conocer todo trabajador del plan de emergencias de su empresa?',
      options: [
        { id: 'a', text: 'Cómo suena la alarma y qué significa', correct: true },
        { id: 'b', text: 'La ruta de evacuación y una alterna', correct: true },
        { id: 'c', text: 'El presupuesto anual de la brigada', correct: false },
        { id: 'd', text: 'El punto de encuentro de su área', correct: true },
        { id: 'e', text: 'El contrato con la empresa de vigilancia', correct: false },
      ],
      explanation:
        'Cada trabajador debe conocer la alarma, las rutas de evacuación (incluida una alterna), el punto de encuentro, quiénes son los brigadistas y dónde están extintores y botiquín.',
    },
    {
      topic: ACCIDENTES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuál de estas situaciones corresponde a la definición de accidente de trabajo?',
      options: [
        {
          id: 'a',
          text: 'Un hecho súbito, ligado al trabajo, que le causa una lesión a la persona',
          correct: true,
        },
        { id: 'b', text: 'Una enfermedad que aparece tras años de exposición a un factor de riesgo', correct: false },
        { id: 'c', text: 'Un evento en el trabajo que pudo lesionar a alguien, pero no lo hizo', correct: false },
      ],
      explanation:
        'El accidente de trabajo es un hecho súbito, ligado al trabajo, que daña a la persona: una lesión, una alteración física o mental, una invalidez o la muerte (Ley 1562 de 2012, art. 3). La enfermedad aparece con el tiempo y el incidente no deja lesionados.',
    },
    {
      topic: ACCIDENTES,
      level: 'hard',
      kind: 'single',
      prompt: '¿Con qué formato reporta la empresa un accidente de trabajo a la ARL y a la EPS?',
      options: [
        { id: 'a', text: 'FUREL', correct: false },
        { id: 'b', text: 'Matriz de peligros', correct: false },
        { id: 'c', text: 'Acta del COPASST', correct: false },
        { id: 'd', text: 'FURAT', correct: true },
      ],
      explanation:
        'El accidente se reporta con el Formato Único de Reporte de Accidente de Trabajo (FURAT) dentro de los dos días hábiles siguientes (Resolución 156 de 2005). El FUREL es para enfermedad laboral.',
    },
    {
      topic: ACCIDENTES,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Después de una evacuación, los trabajadores pueden volver a sus puestos en cuanto deja de sonar la alarma.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Se permanece en el punto de encuentro hasta que los brigadistas o los organismos de socorro autoricen el reingreso o la salida.',
    },
  ],
};
