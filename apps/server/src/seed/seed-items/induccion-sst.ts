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

    // Derechos y deberes (ampliación)
    {
      topic: DERECHOS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Quién debe suministrar los elementos de protección personal que exige su labor?',
      options: [
        { id: 'a', text: 'El trabajador, con su propio dinero', correct: false },
        { id: 'b', text: 'La empresa, sin costo para el trabajador', correct: true },
        { id: 'c', text: 'La ARL, cuando el trabajador lo pida', correct: false },
        { id: 'd', text: 'La EPS, después del examen de ingreso', correct: false },
      ],
      explanation:
        'El empleador suministra los EPP sin ningún costo para el trabajador y debe enseñar a usarlos, mantenerlos y reponerlos (Decreto 1072 de 2015).',
    },
    {
      topic: DERECHOS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Quién paga la cotización a la ARL de un trabajador vinculado con contrato laboral?',
      options: [
        { id: 'a', text: 'El trabajador, mediante un descuento de su salario', correct: false },
        { id: 'b', text: 'El empleador y el trabajador, cada uno la mitad', correct: false },
        { id: 'c', text: 'El empleador, que paga la totalidad del aporte', correct: true },
        { id: 'd', text: 'La EPS a la que está afiliado el trabajador', correct: false },
      ],
      explanation:
        'Para los trabajadores dependientes, el empleador paga la totalidad de la cotización a riesgos laborales (Decreto 1295 de 1994). A diferencia de salud y pensión, no se comparte con el trabajador.',
    },
    {
      topic: DERECHOS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál de estas acciones es un deber del trabajador frente al SG-SST?',
      options: [
        { id: 'a', text: 'Definir y aprobar el presupuesto anual del SG-SST', correct: false },
        { id: 'b', text: 'Comprar los elementos de protección que use', correct: false },
        { id: 'c', text: 'Firmar la política de seguridad y salud', correct: false },
        { id: 'd', text: 'Asistir a las capacitaciones de SST programadas', correct: true },
      ],
      explanation:
        'Participar en las capacitaciones de SST es un deber del trabajador (Decreto 1072 de 2015). Los recursos, la política y el suministro de EPP son obligaciones del empleador.',
    },
    {
      topic: DERECHOS,
      level: 'easy',
      kind: 'true_false',
      prompt: 'La inducción en SST de un trabajador nuevo debe hacerse antes de que empiece a realizar sus labores.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 exige dar la inducción a todo trabajador que ingresa, sin importar su forma de contratación, de manera previa al inicio de sus labores.',
    },
    {
      topic: DERECHOS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué función cumple la ARL dentro del Sistema General de Riesgos Laborales?',
      options: [
        { id: 'a', text: 'Cubrir los accidentes de trabajo y las enfermedades laborales', correct: true },
        { id: 'b', text: 'Atender las enfermedades comunes y los controles de rutina', correct: false },
        { id: 'c', text: 'Sancionar a las empresas que incumplen las normas de SST', correct: false },
        { id: 'd', text: 'Representar a los trabajadores ante el empleador en SST', correct: false },
      ],
      explanation:
        'La Administradora de Riesgos Laborales cubre las prestaciones por accidente de trabajo y enfermedad laboral (Decreto 1295 de 1994). La enfermedad común la atiende la EPS, y la representación de los trabajadores está en el COPASST o el vigía.',
    },
    {
      topic: DERECHOS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Quién escoge la ARL a la que se afilian los trabajadores dependientes de una empresa?',
      options: [
        { id: 'a', text: 'Cada trabajador, según su preferencia', correct: false },
        { id: 'b', text: 'El empleador, de forma libre', correct: true },
        { id: 'c', text: 'El COPASST, por votación', correct: false },
        { id: 'd', text: 'La EPS de cada trabajador', correct: false },
      ],
      explanation:
        'La selección de la ARL es libre y voluntaria por parte del empleador (Decreto 1295 de 1994); todos sus trabajadores dependientes quedan afiliados a la misma administradora.',
    },
    {
      topic: DERECHOS,
      level: 'easy',
      kind: 'true_false',
      prompt: 'La empresa puede descontar del salario el valor del casco y los guantes que le entrega a un trabajador.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Los EPP se entregan sin costo para el trabajador (Ley 9 de 1979 y Decreto 1072 de 2015); la empresa también debe reponerlos cuando se deterioran.',
    },
    {
      topic: DERECHOS,
      level: 'easy',
      kind: 'single',
      prompt:
        '¿Qué evaluación médica ocupacional se le practica a una persona antes de empezar a trabajar en la empresa?',
      options: [
        { id: 'a', text: 'La evaluación de egreso', correct: false },
        { id: 'b', text: 'La evaluación periódica', correct: false },
        { id: 'c', text: 'La evaluación de ingreso', correct: true },
        { id: 'd', text: 'La evaluación de reintegro', correct: false },
      ],
      explanation:
        'La evaluación de ingreso se hace antes de iniciar labores para saber si la persona puede desempeñar el cargo sin riesgo para su salud. Las periódicas se hacen durante la relación laboral y la de egreso, al terminarla.',
    },
    {
      topic: DERECHOS,
      level: 'easy',
      kind: 'single',
      prompt:
        'En su primer día, usted no entiende una instrucción de seguridad de la tarea asignada. ¿Qué es lo correcto?',
      options: [
        { id: 'a', text: 'Hacer la tarea como le parezca más práctico', correct: false },
        { id: 'b', text: 'Preguntar a su jefe antes de hacer la tarea', correct: true },
        { id: 'c', text: 'Copiar lo que hace el compañero más rápido', correct: false },
        { id: 'd', text: 'Esperar a la próxima capacitación para preguntar', correct: false },
      ],
      explanation:
        'Cumplir las instrucciones del SG-SST es un deber del trabajador (Decreto 1072 de 2015), y para cumplirlas hay que entenderlas: pregunte a su jefe o al responsable del SG-SST antes de empezar.',
    },
    {
      topic: DERECHOS,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué significa la sigla SG-SST?',
      options: [
        { id: 'a', text: 'Servicio General de Salud y Seguridad del Trabajador', correct: false },
        { id: 'b', text: 'Sistema General de Seguros de Salud del Trabajo', correct: false },
        { id: 'c', text: 'Subsistema de Gestión de Servicios de Salud en el Trabajo', correct: false },
        { id: 'd', text: 'Sistema de Gestión de la Seguridad y Salud en el Trabajo', correct: true },
      ],
      explanation:
        'SG-SST es el Sistema de Gestión de la Seguridad y Salud en el Trabajo que el Decreto 1072 de 2015 exige a todos los empleadores.',
    },
    {
      topic: DERECHOS,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'La empresa puede exigirle a un aspirante que pague de su bolsillo el examen médico ocupacional de ingreso.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Según la normatividad sobre evaluaciones médicas ocupacionales, su costo lo asume el empleador; no puede trasladarse al aspirante ni al trabajador.',
    },
    {
      topic: DERECHOS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un operario termina su incapacidad temporal por un accidente de trabajo y recupera su capacidad laboral. ¿Qué debe hacer el empleador?',
      options: [
        {
          id: 'a',
          text: 'Ubicarlo en su cargo o en otro de igual categoría para el que esté capacitado',
          correct: true,
        },
        { id: 'b', text: 'Terminar el contrato, porque la ausencia prolongada ya es una justa causa', correct: false },
        { id: 'c', text: 'Asignarlo a un cargo de menor salario mientras demuestra su rendimiento', correct: false },
        { id: 'd', text: 'Enviarlo a la ARL para que ella le busque un nuevo empleo en otra empresa', correct: false },
      ],
      explanation:
        'Al terminar la incapacidad temporal, el empleador debe ubicar al trabajador en el cargo que desempeñaba o reubicarlo en otro de la misma categoría para el que esté capacitado (Ley 776 de 2002).',
    },
    {
      topic: DERECHOS,
      level: 'medium',
      kind: 'single',
      prompt: 'Una panadería tiene 8 trabajadores. ¿Quién cumple allí el papel del COPASST?',
      options: [
        { id: 'a', text: 'El comité de convivencia laboral', correct: false },
        { id: 'b', text: 'El asesor de la ARL que visita la empresa', correct: false },
        { id: 'c', text: 'El vigía en seguridad y salud en el trabajo', correct: true },
        { id: 'd', text: 'El contador que lleva la nómina', correct: false },
      ],
      explanation:
        'Las empresas con menos de 10 trabajadores no conforman COPASST: designan un vigía en SST que cumple sus funciones (Resolución 2013 de 1986 y Decreto 1295 de 1994).',
    },
    {
      topic: DERECHOS,
      level: 'hard',
      kind: 'single',
      prompt:
        '¿Cuánto tiempo semanal, como mínimo, debe conceder el empleador dentro de la jornada a cada miembro del COPASST para sus funciones?',
      options: [
        { id: 'a', text: 'Dos horas', correct: false },
        { id: 'b', text: 'Cuatro horas', correct: true },
        { id: 'c', text: 'Seis horas', correct: false },
        { id: 'd', text: 'Ocho horas', correct: false },
      ],
      explanation:
        'El Decreto 1295 de 1994 obliga al empleador a dar por lo menos cuatro horas semanales dentro de la jornada normal a cada miembro del COPASST para el funcionamiento del comité.',
    },
    {
      topic: DERECHOS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Por cuánto tiempo se eligen los miembros del COPASST?',
      options: [
        { id: 'a', text: 'Por un año', correct: false },
        { id: 'b', text: 'Por tres años', correct: false },
        { id: 'c', text: 'Por cuatro años', correct: false },
        { id: 'd', text: 'Por dos años', correct: true },
      ],
      explanation:
        'El periodo de los miembros del COPASST es de dos años (Decreto 1295 de 1994); al terminarlo, los trabajadores vuelven a elegir a sus representantes.',
    },
    {
      topic: DERECHOS,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Procurar el cuidado integral de su propia salud es uno de los deberes del trabajador en el SG-SST.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 incluye entre los deberes del trabajador procurar el cuidado integral de su salud; no es solo una decisión personal.',
    },
    {
      topic: DERECHOS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un soldador se niega varias veces a usar la careta, aunque la empresa se la entregó y le comunicó por escrito el procedimiento. ¿Qué prevé el Decreto 1295 de 1994?',
      options: [
        { id: 'a', text: 'La ARL puede cancelar su afiliación por desobediencia', correct: false },
        { id: 'b', text: 'El grave incumplimiento puede ser justa causa de despido', correct: true },
        { id: 'c', text: 'Pierde la atención médica si llega a lesionarse', correct: false },
        { id: 'd', text: 'Nada, porque el uso del EPP es voluntario', correct: false },
      ],
      explanation:
        'El grave incumplimiento de las instrucciones de prevención comunicadas por escrito faculta al empleador para terminar el contrato por justa causa, respetando el derecho de defensa (Decreto 1295 de 1994). La cobertura de la ARL no depende de la culpa.',
    },
    {
      topic: DERECHOS,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un trabajador se corta por un descuido propio mientras usa una herramienta de la empresa. ¿Qué pasa con la cobertura de la ARL?',
      options: [
        { id: 'a', text: 'No lo cubre, porque el accidente fue culpa suya', correct: false },
        { id: 'b', text: 'Solo cubre la mitad de los gastos médicos', correct: false },
        { id: 'c', text: 'Lo cubre, porque es un accidente de trabajo', correct: true },
        { id: 'd', text: 'Lo cubre la EPS, porque hubo imprudencia', correct: false },
      ],
      explanation:
        'El Sistema General de Riesgos Laborales cubre el accidente de trabajo sin entrar a juzgar la culpa del trabajador (Ley 1562 de 2012). Por eso es tan importante reportarlo.',
    },
    {
      topic: DERECHOS,
      level: 'medium',
      kind: 'single',
      prompt: 'Un técnico contratista va a reparar el techo de su bodega. ¿Qué debe recibir antes de empezar?',
      options: [
        { id: 'a', text: 'Información sobre los peligros de la zona donde trabajará', correct: true },
        { id: 'b', text: 'Nada, porque no es trabajador directo ni tiene contrato laboral', correct: false },
        { id: 'c', text: 'Solo el pago anticipado del trabajo contratado', correct: false },
        { id: 'd', text: 'Únicamente un carné de visitante para circular', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 obliga a informar a los contratistas, antes de iniciar, los peligros generales y específicos de su zona de trabajo; la SST cubre a todos sin importar la forma de vinculación.',
    },
    {
      topic: DERECHOS,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estos son deberes del trabajador según el Decreto 1072 de 2015?',
      options: [
        { id: 'a', text: 'Informar a tiempo los peligros de su sitio de trabajo', correct: true },
        { id: 'b', text: 'Elaborar el plan anual de trabajo de SST', correct: false },
        { id: 'c', text: 'Cumplir las normas e instrucciones del SG-SST', correct: true },
        { id: 'd', text: 'Asignar los recursos financieros del SG-SST', correct: false },
        { id: 'e', text: 'Dar información veraz sobre su estado de salud', correct: true },
      ],
      explanation:
        'Informar los peligros, cumplir las instrucciones y dar información veraz sobre la salud son deberes del trabajador (Decreto 1072 de 2015). El plan anual y los recursos son obligaciones del empleador.',
    },
    {
      topic: DERECHOS,
      level: 'hard',
      kind: 'single',
      prompt: '¿Dónde debe quedar guardada la historia clínica ocupacional de un trabajador?',
      options: [
        { id: 'a', text: 'En la hoja de vida que maneja el área de talento humano', correct: false },
        { id: 'b', text: 'En el archivo personal de su jefe inmediato', correct: false },
        { id: 'c', text: 'En el archivo de actas del COPASST', correct: false },
        { id: 'd', text: 'Bajo custodia del prestador de salud que la elaboró', correct: true },
      ],
      explanation:
        'La historia clínica ocupacional es reservada: queda bajo custodia del prestador de servicios de salud que la generó y el empleador no puede anexarla a la hoja de vida, según la normatividad sobre evaluaciones médicas ocupacionales.',
    },
    {
      topic: DERECHOS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Con qué frecuencia mínima se reúne el COPASST de forma ordinaria?',
      options: [
        { id: 'a', text: 'Una vez al mes', correct: true },
        { id: 'b', text: 'Una vez al semestre', correct: false },
        { id: 'c', text: 'Una vez al año', correct: false },
        { id: 'd', text: 'Solo cuando ocurre un accidente', correct: false },
      ],
      explanation:
        'El COPASST se reúne por lo menos una vez al mes en horario de trabajo (Resolución 2013 de 1986), y de forma extraordinaria cuando ocurre un accidente grave o un riesgo inminente.',
    },
    {
      topic: DERECHOS,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un jefe ridiculiza en público a una trabajadora de manera reiterada y le asigna tareas imposibles para que renuncie. Según la Ley 1010 de 2006, ¿qué es esto?',
      options: [
        { id: 'a', text: 'Un desacuerdo normal de la vida laboral', correct: false },
        { id: 'b', text: 'Una conducta de acoso laboral', correct: true },
        { id: 'c', text: 'Un acto inseguro de la trabajadora', correct: false },
        { id: 'd', text: 'Un incidente de trabajo sin lesiones', correct: false },
      ],
      explanation:
        'La Ley 1010 de 2006 define el acoso laboral como una conducta persistente y demostrable que busca, entre otros fines, causar perjuicio laboral, desmotivar o inducir la renuncia del trabajador.',
    },
    {
      topic: DERECHOS,
      level: 'medium',
      kind: 'single',
      prompt: 'En la empresa, ¿qué instancia recibe y tramita las quejas por posibles conductas de acoso laboral?',
      options: [
        { id: 'a', text: 'El comité paritario de SST (COPASST)', correct: false },
        { id: 'b', text: 'La brigada de emergencias', correct: false },
        { id: 'c', text: 'El comité de convivencia laboral', correct: true },
        { id: 'd', text: 'La administradora de riesgos laborales', correct: false },
      ],
      explanation:
        'La Ley 1010 de 2006 obliga a las empresas a tener mecanismos internos para prevenir el acoso laboral; el comité de convivencia laboral es la instancia que recibe y tramita esas quejas. El COPASST se ocupa de la seguridad y la salud en el trabajo.',
    },
    {
      topic: DERECHOS,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'La Ley 1010 de 2006 establece garantías contra las represalias para quien presenta una queja de acoso laboral.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La Ley 1010 de 2006 protege a quien denuncia acoso laboral o sirve de testigo frente a actitudes retaliatorias, como un despido motivado por la queja.',
    },
    {
      topic: DERECHOS,
      level: 'hard',
      kind: 'single',
      prompt:
        '¿Cuánto recibe un trabajador como subsidio mientras está incapacitado temporalmente por un accidente de trabajo?',
      options: [
        { id: 'a', text: 'Dos tercios de su salario, como en la enfermedad común', correct: false },
        { id: 'b', text: 'La mitad de su salario base de cotización', correct: false },
        { id: 'c', text: 'Solo la atención médica, sin ningún pago en dinero', correct: false },
        { id: 'd', text: 'El 100 % de su salario base de cotización', correct: true },
      ],
      explanation:
        'Por incapacidad temporal de origen laboral, la ARL paga un subsidio equivalente al 100 % del salario base de cotización (Ley 776 de 2002).',
    },
    {
      topic: DERECHOS,
      level: 'hard',
      kind: 'single',
      prompt:
        'Tras un accidente de trabajo, a un operario le califican una pérdida de capacidad laboral del 30 %. ¿Qué prestación le corresponde?',
      options: [
        { id: 'a', text: 'La pensión de invalidez de origen laboral', correct: false },
        { id: 'b', text: 'La indemnización por incapacidad permanente parcial', correct: true },
        { id: 'c', text: 'El subsidio por incapacidad temporal de por vida', correct: false },
        { id: 'd', text: 'El auxilio funerario anticipado', correct: false },
      ],
      explanation:
        'Una pérdida de capacidad laboral igual o superior al 5 % e inferior al 50 % es una incapacidad permanente parcial y da lugar a una indemnización (Ley 776 de 2002). La invalidez empieza en el 50 %.',
    },
    {
      topic: DERECHOS,
      level: 'hard',
      kind: 'single',
      prompt:
        '¿A partir de qué porcentaje de pérdida de capacidad laboral se considera inválida a una persona en el Sistema General de Riesgos Laborales?',
      options: [
        { id: 'a', text: '5 %', correct: false },
        { id: 'b', text: '25 %', correct: false },
        { id: 'c', text: '50 %', correct: true },
        { id: 'd', text: '75 %', correct: false },
      ],
      explanation:
        'Se considera inválida a la persona que pierde el 50 % o más de su capacidad laboral por un accidente de trabajo o una enfermedad laboral (Ley 776 de 2002).',
    },
    {
      topic: DERECHOS,
      level: 'hard',
      kind: 'multiple',
      prompt: '¿Cuáles de estos servicios son prestaciones asistenciales a cargo de la ARL?',
      options: [
        { id: 'a', text: 'Rehabilitación física y profesional', correct: true },
        { id: 'b', text: 'Subsidio por incapacidad temporal', correct: false },
        { id: 'c', text: 'Suministro de prótesis y órtesis', correct: true },
        { id: 'd', text: 'Suministro de medicamentos', correct: true },
        { id: 'e', text: 'Indemnización por incapacidad parcial', correct: false },
      ],
      explanation:
        'Las prestaciones asistenciales son servicios de salud: atención médica, medicamentos, prótesis y órtesis, rehabilitación (Decreto 1295 de 1994). El subsidio y la indemnización son prestaciones económicas.',
    },
    {
      topic: DERECHOS,
      level: 'hard',
      kind: 'single',
      prompt:
        'En una empresa de 40 trabajadores, ¿cuántos representantes principales eligen los trabajadores para el COPASST?',
      options: [
        { id: 'a', text: 'Uno', correct: true },
        { id: 'b', text: 'Dos', correct: false },
        { id: 'c', text: 'Tres', correct: false },
        { id: 'd', text: 'Cuatro', correct: false },
      ],
      explanation:
        'De 10 a 49 trabajadores, el COPASST tiene un representante principal de cada parte, con su suplente (Resolución 2013 de 1986). Con 50 a 499 trabajadores son dos por cada parte.',
    },
    {
      topic: DERECHOS,
      level: 'hard',
      kind: 'single',
      prompt:
        'La empresa instala una máquina nueva en el área de un operario y cambia el proceso. Según el Decreto 1072 de 2015, ¿qué debe recibir el operario?',
      options: [
        { id: 'a', text: 'Una bonificación por el riesgo adicional del cambio', correct: false },
        { id: 'b', text: 'Un traslado automático a un área sin máquinas', correct: false },
        { id: 'c', text: 'Información y capacitación sobre los peligros del cambio', correct: true },
        { id: 'd', text: 'Un permiso para trabajar sin EPP durante la adaptación', correct: false },
      ],
      explanation:
        'En la gestión del cambio, el empleador evalúa el impacto de las modificaciones en la SST e informa y capacita a los trabajadores relacionados con ellas (Decreto 1072 de 2015).',
    },
    {
      topic: DERECHOS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuál de estas responsabilidades le corresponde al empleador y no al trabajador?',
      options: [
        { id: 'a', text: 'Cumplir los procedimientos seguros de su tarea', correct: false },
        { id: 'b', text: 'Definir, firmar y divulgar la política de SST', correct: true },
        { id: 'c', text: 'Informar los peligros que detecte en su área', correct: false },
        { id: 'd', text: 'Dar información veraz sobre su estado de salud', correct: false },
      ],
      explanation:
        'Definir, firmar y divulgar la política de SST es una obligación del empleador (Decreto 1072 de 2015). Las otras tres opciones son deberes del trabajador.',
    },
    {
      topic: DERECHOS,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Los registros de las capacitaciones en SST que usted reciba deben conservarse al menos 20 años después de que termine su relación laboral.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 exige conservar por lo menos 20 años después de terminada la relación laboral los registros de capacitación, junto con los de exámenes médicos, mediciones y entrega de EPP.',
    },
    {
      topic: DERECHOS,
      level: 'medium',
      kind: 'single',
      prompt: '¿Por qué se dice que el COPASST es un comité «paritario»?',
      options: [
        { id: 'a', text: 'Porque lo integran solo los jefes de área', correct: false },
        { id: 'b', text: 'Porque lo nombra la ARL entre los empleados más antiguos', correct: false },
        { id: 'c', text: 'Porque sus miembros cambian cada par de meses', correct: false },
        { id: 'd', text: 'Porque tiene igual número de miembros de cada parte', correct: true },
      ],
      explanation:
        'El COPASST tiene el mismo número de representantes del empleador y de los trabajadores (Resolución 2013 de 1986): el empleador designa los suyos y los trabajadores eligen los propios por votación.',
    },
    {
      topic: DERECHOS,
      level: 'medium',
      kind: 'single',
      prompt: 'Según el Decreto 1072 de 2015, ¿qué debe incluir la inducción de un trabajador nuevo?',
      options: [
        { id: 'a', text: 'Los peligros de su labor, sus controles y la prevención de accidentes', correct: true },
        { id: 'b', text: 'Solo la historia de la empresa, su misión, su visión y sus valores', correct: false },
        { id: 'c', text: 'Solo el horario, las vacaciones, la fecha de pago y los permisos', correct: false },
        { id: 'd', text: 'Solo el manejo del programa de nómina y de las incapacidades', correct: false },
      ],
      explanation:
        'La inducción debe cubrir los aspectos generales y específicos de la labor, incluida la identificación y el control de peligros y la prevención de accidentes de trabajo y enfermedades laborales (Decreto 1072 de 2015).',
    },
    {
      topic: DERECHOS,
      level: 'medium',
      kind: 'single',
      prompt: 'El concepto de su examen de ingreso dice «apto con restricciones». ¿Qué significa para usted?',
      options: [
        { id: 'a', text: 'Que no puede ser contratado en ningún cargo', correct: false },
        { id: 'b', text: 'Que debe pagar de su bolsillo un nuevo examen para ser apto', correct: false },
        { id: 'c', text: 'Que puede trabajar si se respetan las restricciones', correct: true },
        { id: 'd', text: 'Que su jefe recibirá el diagnóstico completo', correct: false },
      ],
      explanation:
        'Con ese concepto la persona puede desempeñar el cargo, y la empresa debe tener en cuenta las restricciones y recomendaciones médicas. El diagnóstico sigue siendo reservado.',
    },
    {
      topic: DERECHOS,
      level: 'easy',
      kind: 'single',
      prompt:
        'Un trabajador se enferma de gripa en su casa durante un fin de semana. ¿Qué entidad le presta la atención?',
      options: [
        { id: 'a', text: 'La EPS, porque es una enfermedad común', correct: true },
        { id: 'b', text: 'La ARL, porque el trabajador está afiliado', correct: false },
        { id: 'c', text: 'La caja de compensación de la empresa', correct: false },
        { id: 'd', text: 'El COPASST, con recursos del empleador', correct: false },
      ],
      explanation:
        'La enfermedad común la atiende la EPS. La ARL cubre solo los accidentes de trabajo y las enfermedades laborales (Decreto 1295 de 1994).',
    },

    // Peligros y EPP (ampliación)
    {
      topic: EPP,
      level: 'easy',
      kind: 'single',
      prompt: 'En seguridad y salud en el trabajo, ¿qué es el riesgo?',
      options: [
        { id: 'a', text: 'Cualquier objeto o situación capaz de causar daño', correct: false },
        { id: 'b', text: 'La combinación entre la probabilidad de un daño y su gravedad', correct: true },
        { id: 'c', text: 'La lesión que sufre una persona durante su jornada', correct: false },
        { id: 'd', text: 'El elemento que se interpone entre el peligro y la persona', correct: false },
      ],
      explanation:
        'El riesgo combina la probabilidad de que ocurra un evento peligroso con la gravedad del daño que puede causar (Decreto 1072 de 2015). Lo que tiene capacidad de causar daño es el peligro.',
    },
    {
      topic: EPP,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Según la GTC 45, el ruido y las vibraciones se clasifican como peligros físicos.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La GTC 45 agrupa en los peligros físicos el ruido, las vibraciones, la iluminación, las temperaturas extremas y las radiaciones.',
    },
    {
      topic: EPP,
      level: 'easy',
      kind: 'single',
      prompt:
        'Una auxiliar de laboratorio clínico manipula muestras de sangre. ¿Qué clase de peligro es el principal en esa tarea?',
      options: [
        { id: 'a', text: 'Químico', correct: false },
        { id: 'b', text: 'Físico', correct: false },
        { id: 'c', text: 'Biológico', correct: true },
        { id: 'd', text: 'Psicosocial', correct: false },
      ],
      explanation:
        'La sangre y los demás fluidos corporales pueden transmitir virus y bacterias: son un peligro biológico según la GTC 45.',
    },
    {
      topic: EPP,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un obrero de construcción trabaja a pleno sol toda la jornada. ¿Cómo clasifica la GTC 45 la radiación solar?',
      options: [
        { id: 'a', text: 'Como peligro físico', correct: true },
        { id: 'b', text: 'Como peligro químico', correct: false },
        { id: 'c', text: 'Como peligro biomecánico', correct: false },
        { id: 'd', text: 'Como peligro psicosocial', correct: false },
      ],
      explanation:
        'La radiación ultravioleta del sol es una radiación no ionizante, y la GTC 45 ubica las radiaciones entre los peligros físicos.',
    },
    {
      topic: EPP,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuál de estas situaciones corresponde a un peligro químico?',
      options: [
        { id: 'a', text: 'La vibración constante de un taladro percutor', correct: false },
        { id: 'b', text: 'La picadura de un insecto en el campo', correct: false },
        { id: 'c', text: 'El levantamiento repetido de bultos', correct: false },
        { id: 'd', text: 'El polvo de cemento suspendido en el aire', correct: true },
      ],
      explanation:
        'Los polvos, humos, gases, vapores y líquidos son peligros químicos en la GTC 45. La vibración es física, la picadura es biológica y los bultos son biomecánicos.',
    },
    {
      topic: EPP,
      level: 'medium',
      kind: 'single',
      prompt:
        'En un centro de contacto hay metas de llamadas muy exigentes, turnos nocturnos y atención de clientes molestos. ¿Qué clase de peligro predomina?',
      options: [
        { id: 'a', text: 'Biológico', correct: false },
        { id: 'b', text: 'Psicosocial', correct: true },
        { id: 'c', text: 'Locativo', correct: false },
        { id: 'd', text: 'Químico', correct: false },
      ],
      explanation:
        'Las exigencias de la tarea, la jornada, los turnos y la interacción con clientes son factores psicosociales (GTC 45; Resolución 2646 de 2008).',
    },
    {
      topic: EPP,
      level: 'medium',
      kind: 'single',
      prompt: 'Una extensión con el cable pelado alimenta una pulidora. Según la GTC 45, ¿qué peligro es?',
      options: [
        { id: 'a', text: 'Locativo', correct: false },
        { id: 'b', text: 'Mecánico', correct: false },
        { id: 'c', text: 'Eléctrico', correct: true },
        { id: 'd', text: 'Tecnológico', correct: false },
      ],
      explanation:
        'El contacto con partes energizadas es un peligro eléctrico, que la GTC 45 agrupa dentro de las condiciones de seguridad.',
    },
    {
      topic: EPP,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un pasillo tiene el piso desnivelado y una escalera sin pasamanos. ¿Qué tipo de peligro es, según la GTC 45?',
      options: [
        { id: 'a', text: 'Locativo', correct: true },
        { id: 'b', text: 'Biomecánico', correct: false },
        { id: 'c', text: 'Tecnológico', correct: false },
        { id: 'd', text: 'Público', correct: false },
      ],
      explanation:
        'Los pisos, escaleras, superficies de trabajo y demás condiciones de las instalaciones son peligros locativos, dentro de las condiciones de seguridad de la GTC 45.',
    },
    {
      topic: EPP,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un mensajero en moto lleva dinero a los bancos y está expuesto a atracos en la calle. ¿Cómo clasifica la GTC 45 ese peligro de atraco?',
      options: [
        { id: 'a', text: 'Como peligro psicosocial', correct: false },
        { id: 'b', text: 'Como peligro biomecánico', correct: false },
        { id: 'c', text: 'Como fenómeno natural', correct: false },
        { id: 'd', text: 'Como peligro público', correct: true },
      ],
      explanation:
        'Robos, atracos, asaltos y situaciones de orden público son peligros de tipo público, dentro de las condiciones de seguridad de la GTC 45. El tránsito de la moto sería otro peligro aparte.',
    },
    {
      topic: EPP,
      level: 'medium',
      kind: 'single',
      prompt: 'Según la GTC 45, ¿en qué clase de peligro se ubican los sismos, los vendavales y las inundaciones?',
      options: [
        { id: 'a', text: 'Fenómenos naturales', correct: true },
        { id: 'b', text: 'Peligros tecnológicos', correct: false },
        { id: 'c', text: 'Peligros locativos', correct: false },
        { id: 'd', text: 'Peligros físicos', correct: false },
      ],
      explanation:
        'La GTC 45 tiene una clase propia para los fenómenos naturales: sismo, terremoto, vendaval, inundación, derrumbe y precipitaciones.',
    },
    {
      topic: EPP,
      level: 'medium',
      kind: 'single',
      prompt: 'Un taller cambia la pintura a base de solvente por una pintura a base de agua. ¿Qué control aplicó?',
      options: [
        { id: 'a', text: 'Eliminación', correct: false },
        { id: 'b', text: 'Sustitución', correct: true },
        { id: 'c', text: 'Control de ingeniería', correct: false },
        { id: 'd', text: 'Control administrativo', correct: false },
      ],
      explanation:
        'Reemplazar un material peligroso por otro menos peligroso es sustitución, el segundo nivel de la jerarquía de controles (Decreto 1072 de 2015). El peligro no desaparece del todo, pero se reduce.',
    },
    {
      topic: EPP,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una empresa rediseña su proceso y deja de usar por completo un ácido que ya no necesita. ¿Qué control aplicó?',
      options: [
        { id: 'a', text: 'Sustitución', correct: false },
        { id: 'b', text: 'Control administrativo', correct: false },
        { id: 'c', text: 'Eliminación', correct: true },
        { id: 'd', text: 'Elemento de protección personal', correct: false },
      ],
      explanation:
        'Si el peligro desaparece del proceso, el control es la eliminación, la medida más eficaz de la jerarquía (Decreto 1072 de 2015).',
    },
    {
      topic: EPP,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuál de estas medidas es un control administrativo?',
      options: [
        { id: 'a', text: 'Instalar un extractor localizado de humos', correct: false },
        { id: 'b', text: 'Entregar protectores auditivos al personal', correct: false },
        { id: 'c', text: 'Cambiar un solvente por uno menos tóxico', correct: false },
        { id: 'd', text: 'Rotar al personal en las tareas repetitivas', correct: true },
      ],
      explanation:
        'La rotación, los procedimientos, los permisos de trabajo y la señalización son controles administrativos. El extractor es de ingeniería, los protectores son EPP y el cambio de solvente es sustitución.',
    },
    {
      topic: EPP,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una troqueladora produce mucho ruido y no se puede eliminar ni sustituir. De estas medidas, ¿cuál es la más eficaz según la jerarquía de controles?',
      options: [
        { id: 'a', text: 'Entregar tapones auditivos a todos los operarios', correct: false },
        { id: 'b', text: 'Encerrar la máquina con un aislamiento acústico', correct: true },
        { id: 'c', text: 'Poner avisos de zona ruidosa en la entrada', correct: false },
        { id: 'd', text: 'Rotar a los operarios cada dos horas de turno', correct: false },
      ],
      explanation:
        'El encerramiento acústico es un control de ingeniería, que en la jerarquía va antes de los controles administrativos (avisos, rotación) y del EPP (Decreto 1072 de 2015).',
    },
    {
      topic: EPP,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Según el Decreto 1072 de 2015, los EPP pueden ser la única medida frente a un riesgo, siempre que el trabajador los use bien.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'El Decreto 1072 de 2015 establece que los EPP se usan de manera complementaria a las demás medidas de control y no de forma aislada.',
    },
    {
      topic: EPP,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Si un compañero olvidó sus tapones auditivos de inserción, usted puede prestarle los suyos ya usados.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Los protectores de inserción son de uso personal: compartirlos puede transmitir infecciones en el oído. Lo correcto es pedir a la empresa un par nuevo.',
    },
    {
      topic: EPP,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué elemento de protección personal se usa contra el ruido excesivo?',
      options: [
        { id: 'a', text: 'Tapones o copas auditivas', correct: true },
        { id: 'b', text: 'Gafas de seguridad con protección lateral', correct: false },
        { id: 'c', text: 'Guantes de nitrilo desechables', correct: false },
        { id: 'd', text: 'Botas de caucho', correct: false },
      ],
      explanation:
        'Los protectores auditivos, de inserción (tapones) o de copa, reducen el ruido que llega al oído. Deben ajustarse bien para cumplir su función.',
    },
    {
      topic: EPP,
      level: 'medium',
      kind: 'single',
      prompt:
        '¿Qué documento le indica los peligros de un producto químico, las medidas de primeros auxilios y el EPP necesario para manipularlo?',
      options: [
        { id: 'a', text: 'La factura de compra del producto', correct: false },
        { id: 'b', text: 'La matriz legal de la empresa', correct: false },
        { id: 'c', text: 'La ficha de datos de seguridad', correct: true },
        { id: 'd', text: 'El reglamento interno de trabajo', correct: false },
      ],
      explanation:
        'La ficha de datos de seguridad (FDS) del Sistema Globalmente Armonizado describe los peligros, los primeros auxilios, la manipulación segura y la protección personal (Resolución 773 de 2021).',
    },
    {
      topic: EPP,
      level: 'medium',
      kind: 'single',
      prompt: 'La etiqueta de un producto químico muestra una calavera sobre dos tibias cruzadas. ¿Qué peligro indica?',
      options: [
        { id: 'a', text: 'Que es un gas almacenado a presión', correct: false },
        { id: 'b', text: 'Que es tóxico y puede causar la muerte', correct: true },
        { id: 'c', text: 'Que puede inflamarse con facilidad al calentarse', correct: false },
        { id: 'd', text: 'Que daña solo al medio ambiente', correct: false },
      ],
      explanation:
        'En el Sistema Globalmente Armonizado, la calavera con tibias cruzadas indica toxicidad aguda: el producto puede causar intoxicación grave o la muerte.',
    },
    {
      topic: EPP,
      level: 'hard',
      kind: 'single',
      prompt:
        'La etiqueta de un químico muestra un pictograma con gotas que caen sobre una mano y sobre una superficie. ¿Qué indica?',
      options: [
        { id: 'a', text: 'Que el producto es corrosivo', correct: true },
        { id: 'b', text: 'Que el producto es explosivo', correct: false },
        { id: 'c', text: 'Que el producto es comburente', correct: false },
        { id: 'd', text: 'Que el producto es inflamable', correct: false },
      ],
      explanation:
        'Ese pictograma del Sistema Globalmente Armonizado identifica sustancias corrosivas, que destruyen la piel, los ojos o los metales. Exige guantes y protección visual adecuados.',
    },
    {
      topic: EPP,
      level: 'easy',
      kind: 'single',
      prompt: 'Una señal circular azul con un casco dibujado en blanco, ¿qué le indica?',
      options: [
        { id: 'a', text: 'Que está prohibido entrar con casco', correct: false },
        { id: 'b', text: 'Que hay riesgo de caída de objetos', correct: false },
        { id: 'c', text: 'Que allí se venden cascos nuevos', correct: false },
        { id: 'd', text: 'Que el uso del casco es obligatorio', correct: true },
      ],
      explanation:
        'En la señalización de seguridad, el círculo azul con pictograma blanco indica una obligación; la prohibición es un círculo con borde rojo y la advertencia un triángulo amarillo.',
    },
    {
      topic: EPP,
      level: 'medium',
      kind: 'single',
      prompt: 'Una señal circular con borde rojo y una banda diagonal roja sobre un cigarrillo, ¿qué tipo de señal es?',
      options: [
        { id: 'a', text: 'De advertencia', correct: false },
        { id: 'b', text: 'De prohibición', correct: true },
        { id: 'c', text: 'De obligación', correct: false },
        { id: 'd', text: 'De salvamento', correct: false },
      ],
      explanation:
        'El círculo con borde y banda diagonal rojos indica prohibición: en este caso, prohibido fumar. Las de obligación son azules y las de advertencia, triángulos amarillos.',
    },
    {
      topic: EPP,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un auxiliar de mantenimiento sin certificación en alturas debe cambiar una luminaria a 3,5 metros del piso. ¿Qué es lo correcto?',
      options: [
        { id: 'a', text: 'Hacer el cambio si un compañero le sostiene la escalera', correct: false },
        { id: 'b', text: 'Hacer el cambio si la tarea toma menos de diez minutos', correct: false },
        { id: 'c', text: 'No hacer el cambio hasta estar capacitado y certificado', correct: true },
        { id: 'd', text: 'Hacer el cambio si usa casco y guantes dieléctricos', correct: false },
      ],
      explanation:
        'A 3,5 metros la labor es trabajo en alturas, porque supera los 2 metros, y exige capacitación y certificación específicas antes de realizarla (Resolución 4272 de 2021).',
    },
    {
      topic: EPP,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál de estos peligros es frecuente en un puesto de trabajo de oficina?',
      options: [
        { id: 'a', text: 'Las excavaciones profundas', correct: false },
        { id: 'b', text: 'Las posturas prolongadas frente a la pantalla', correct: true },
        { id: 'c', text: 'El contacto con fluidos corporales de pacientes', correct: false },
        { id: 'd', text: 'El trabajo sobre andamios y plataformas altas', correct: false },
      ],
      explanation:
        'En las oficinas son frecuentes las posturas prolongadas, el uso de pantallas, la carga mental y los cables o pisos en mal estado.',
    },
    {
      topic: EPP,
      level: 'medium',
      kind: 'single',
      prompt: 'Una enfermera termina de aplicar una inyección. ¿Qué debe hacer con la aguja usada?',
      options: [
        { id: 'a', text: 'Ponerle de nuevo el capuchón y botarla a la basura', correct: false },
        { id: 'b', text: 'Dejarla en la bandeja para desecharla al final del turno', correct: false },
        { id: 'c', text: 'Doblarla con la mano para que nadie la vuelva a usar', correct: false },
        { id: 'd', text: 'Desecharla de inmediato en el guardián, sin reencapucharla', correct: true },
      ],
      explanation:
        'Reencapuchar, doblar o dejar agujas sueltas causa pinchazos y exposición a peligros biológicos. La aguja va directo al guardián, el recipiente rígido para cortopunzantes.',
    },
    {
      topic: EPP,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Si una tarea dura solo un par de minutos, se puede omitir el EPP que exige el procedimiento.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'El EPP se usa siempre que la tarea lo exija, aunque sea «solo un momento»: un accidente ocurre en segundos.',
    },
    {
      topic: EPP,
      level: 'easy',
      kind: 'single',
      prompt: 'Al terminar su turno, ¿dónde debe guardar su respirador?',
      options: [
        { id: 'a', text: 'En un lugar limpio y seco, lejos del sol y de los químicos', correct: true },
        { id: 'b', text: 'Colgado de la máquina, listo para el siguiente turno', correct: false },
        { id: 'c', text: 'En el bolsillo del overol, junto con las herramientas', correct: false },
        { id: 'd', text: 'En el estante de los envases de solventes del área de trabajo', correct: false },
      ],
      explanation:
        'El EPP se guarda limpio, lejos del sol y de sustancias químicas, para que no se deteriore ni se contamine antes del siguiente uso.',
    },
    {
      topic: EPP,
      level: 'hard',
      kind: 'single',
      prompt:
        'Según el Decreto 1072 de 2015, ¿cuándo debe actualizarse la identificación de peligros y la valoración de los riesgos?',
      options: [
        {
          id: 'a',
          text: 'Cada cinco años, aunque no cambien los procesos, las máquinas ni los equipos',
          correct: false,
        },
        { id: 'b', text: 'Solo cuando la ARL lo solicita después de una visita', correct: false },
        {
          id: 'c',
          text: 'Cada año como mínimo, y ante accidentes mortales o cambios en el proceso',
          correct: true,
        },
        { id: 'd', text: 'Únicamente cuando cambia el representante legal', correct: false },
      ],
      explanation:
        'La identificación de peligros se actualiza como mínimo una vez al año y cada vez que ocurra un accidente mortal o un evento catastrófico, o cambien los procesos, las instalaciones, la maquinaria o los equipos (Decreto 1072 de 2015).',
    },
    {
      topic: EPP,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estas medidas son controles de ingeniería?',
      options: [
        { id: 'a', text: 'Extractor localizado sobre el puesto de soldadura', correct: true },
        { id: 'b', text: 'Avisos de precaución en la entrada del área', correct: false },
        { id: 'c', text: 'Baranda instalada en el borde de una plataforma', correct: true },
        { id: 'd', text: 'Guarda fija sobre la correa de un motor', correct: true },
        { id: 'e', text: 'Rotación del personal entre dos puestos', correct: false },
      ],
      explanation:
        'Extractores, barandas y guardas actúan sobre el entorno o la máquina: son controles de ingeniería. Los avisos y la rotación son controles administrativos (Decreto 1072 de 2015).',
    },
    {
      topic: EPP,
      level: 'hard',
      kind: 'multiple',
      prompt: '¿Cuáles de estos peligros son biomecánicos según la GTC 45?',
      options: [
        { id: 'a', text: 'Posturas prolongadas o forzadas', correct: true },
        { id: 'b', text: 'Movimientos repetitivos de la mano', correct: true },
        { id: 'c', text: 'Ruido de una sierra circular', correct: false },
        { id: 'd', text: 'Manipulación manual de cargas', correct: true },
        { id: 'e', text: 'Jornadas de trabajo extensas', correct: false },
      ],
      explanation:
        'La GTC 45 incluye en lo biomecánico las posturas, los movimientos repetitivos, los esfuerzos y la manipulación de cargas. El ruido es un peligro físico y la jornada extensa, psicosocial.',
    },
    {
      topic: EPP,
      level: 'medium',
      kind: 'single',
      prompt: 'En un trabajo en alturas, ¿qué elemento de protección personal detiene la caída del trabajador?',
      options: [
        { id: 'a', text: 'Una faja lumbar ajustada a la cintura', correct: false },
        { id: 'b', text: 'Un cinturón portaherramientas de cuero', correct: false },
        { id: 'c', text: 'Un casco de seguridad dieléctrico con barbuquejo', correct: false },
        { id: 'd', text: 'Un arnés de cuerpo completo unido a un anclaje', correct: true },
      ],
      explanation:
        'Para detener una caída se usa un arnés de cuerpo completo unido a un anclaje mediante un conector o línea de vida (Resolución 4272 de 2021). El casco protege la cabeza, pero no detiene la caída.',
    },
    {
      topic: EPP,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un mecánico va a reparar una banda transportadora. ¿Qué medida evita que alguien la encienda mientras trabaja?',
      options: [
        { id: 'a', text: 'Bloquear y etiquetar la fuente de energía con su candado', correct: true },
        { id: 'b', text: 'Pedirle a un compañero que vigile el tablero eléctrico', correct: false },
        { id: 'c', text: 'Tapar el interruptor con un cartón y cinta de enmascarar', correct: false },
        { id: 'd', text: 'Hacer la reparación durante la hora del almuerzo', correct: false },
      ],
      explanation:
        'El bloqueo y etiquetado aísla la energía peligrosa con un candado personal y una tarjeta que identifica a quien trabaja; así nadie puede encender la máquina por error.',
    },
    {
      topic: EPP,
      level: 'hard',
      kind: 'single',
      prompt: 'Terminado un mantenimiento con bloqueo y etiquetado, ¿quién debe retirar el candado de la máquina?',
      options: [
        { id: 'a', text: 'El operario que necesita usar la máquina', correct: false },
        { id: 'b', text: 'La persona que instaló ese candado', correct: true },
        { id: 'c', text: 'Cualquier supervisor que tenga llave', correct: false },
        { id: 'd', text: 'El primer trabajador del turno siguiente', correct: false },
      ],
      explanation:
        'Cada candado de bloqueo lo retira quien lo puso, después de verificar que todos están fuera de peligro. Si otro lo quita, puede energizar la máquina con alguien dentro.',
    },
    {
      topic: EPP,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál es la forma correcta de levantar una caja desde el piso?',
      options: [
        { id: 'a', text: 'Con las piernas rectas, doblando la espalda hacia adelante', correct: false },
        { id: 'b', text: 'Con los brazos estirados, lejos del cuerpo', correct: false },
        { id: 'c', text: 'Con las rodillas dobladas y la carga pegada al cuerpo', correct: true },
        { id: 'd', text: 'Girando el tronco a la vez que sube la carga del piso', correct: false },
      ],
      explanation:
        'Al doblar las rodillas, mantener la espalda recta y la carga cerca del cuerpo, el esfuerzo lo hacen las piernas y se protege la columna. Girar el tronco con carga causa lesiones.',
    },
    {
      topic: EPP,
      level: 'hard',
      kind: 'true_false',
      prompt: 'Un respirador con filtro solo para partículas protege también contra los vapores de un solvente.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Los filtros para partículas no retienen gases ni vapores: para vapores orgánicos se necesitan cartuchos específicos. El respirador debe escogerse según el peligro identificado.',
    },

    // Reporte de lo inseguro (ampliación)
    {
      topic: REPORTE,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué es un acto inseguro?',
      options: [
        { id: 'a', text: 'Una falla de fabricación en un equipo o herramienta', correct: false },
        { id: 'b', text: 'Una situación del ambiente de trabajo que puede causar daño', correct: false },
        { id: 'c', text: 'Una acción u omisión de una persona que la expone a un daño', correct: true },
        { id: 'd', text: 'Un accidente de trabajo que le genera incapacidad al trabajador', correct: false },
      ],
      explanation:
        'El acto inseguro está en la conducta: una acción u omisión que expone a la persona o a otros. Las fallas de los equipos o del ambiente son condiciones inseguras.',
    },
    {
      topic: REPORTE,
      level: 'easy',
      kind: 'single',
      prompt: 'La escalera interna de una bodega tiene la iluminación dañada. ¿Cómo se clasifica esta situación?',
      options: [
        { id: 'a', text: 'Como una condición insegura', correct: true },
        { id: 'b', text: 'Como un acto inseguro', correct: false },
        { id: 'c', text: 'Como un accidente de trabajo', correct: false },
        { id: 'd', text: 'Como una enfermedad laboral', correct: false },
      ],
      explanation:
        'La iluminación deficiente es una condición de las instalaciones que puede causar una caída: es una condición insegura y debe reportarse.',
    },
    {
      topic: REPORTE,
      level: 'easy',
      kind: 'single',
      prompt:
        'Un operario conduce el montacargas a exceso de velocidad dentro de la bodega. ¿Qué tipo de situación es?',
      options: [
        { id: 'a', text: 'Una condición insegura', correct: false },
        { id: 'b', text: 'Un acto inseguro', correct: true },
        { id: 'c', text: 'Un incidente de trabajo', correct: false },
        { id: 'd', text: 'Un peligro natural', correct: false },
      ],
      explanation:
        'Conducir a exceso de velocidad es una acción de la persona que la expone a ella y a otros: un acto inseguro. Se reporta para analizar por qué ocurre.',
    },
    {
      topic: REPORTE,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'Reportar los peligros que usted detecta en su área es una simple recomendación y no un deber del trabajador.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'Informar oportunamente al empleador sobre los peligros y riesgos de su sitio de trabajo es un deber del trabajador (Decreto 1072 de 2015).',
    },
    {
      topic: REPORTE,
      level: 'easy',
      kind: 'single',
      prompt: '¿A quién se entrega el formato de reporte de actos y condiciones inseguras ya diligenciado?',
      options: [
        { id: 'a', text: 'A la EPS del trabajador que reporta', correct: false },
        { id: 'b', text: 'Al comité de convivencia laboral de la empresa', correct: false },
        { id: 'c', text: 'A la ARL, directamente y por correo certificado', correct: false },
        { id: 'd', text: 'Al jefe inmediato o al responsable del SG-SST', correct: true },
      ],
      explanation:
        'El reporte se entrega al jefe inmediato o al responsable del SG-SST, o se deposita en el buzón de reportes, para que la empresa defina la acción correctiva.',
    },
    {
      topic: REPORTE,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál es el propósito principal de reportar actos y condiciones inseguras?',
      options: [
        { id: 'a', text: 'Corregir el peligro antes de que alguien se lesione', correct: true },
        { id: 'b', text: 'Identificar a los trabajadores que deben ser sancionados', correct: false },
        { id: 'c', text: 'Completar las estadísticas mensuales de la empresa', correct: false },
        { id: 'd', text: 'Cumplir un trámite que exige la ARL cada semestre', correct: false },
      ],
      explanation:
        'El reporte no busca culpables: su fin es que la empresa corrija el peligro antes de que cause un accidente o una enfermedad.',
    },
    {
      topic: REPORTE,
      level: 'medium',
      kind: 'single',
      prompt: 'En el campo «Fecha y hora» del formato de reporte, ¿qué debe anotar?',
      options: [
        { id: 'a', text: 'El momento en que diligencia el formato', correct: false },
        { id: 'b', text: 'La fecha en que entrega el formato al jefe', correct: false },
        { id: 'c', text: 'El momento en que observó la situación', correct: true },
        { id: 'd', text: 'La fecha en que se corrija la situación', correct: false },
      ],
      explanation:
        'Se anota cuándo se observó la situación, no cuándo se llena el formato: así se puede relacionar con turnos, tareas y otros eventos.',
    },
    {
      topic: REPORTE,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuál de estas descripciones del lugar es la más útil en un reporte de condición insegura?',
      options: [
        { id: 'a', text: 'En la bodega, por la parte de atrás', correct: false },
        { id: 'b', text: 'Bodega 2, pasillo C, junto al muelle de cargue', correct: true },
        { id: 'c', text: 'En la empresa, durante el primer turno de la mañana', correct: false },
        { id: 'd', text: 'Donde siempre pasa lo mismo, ya saben', correct: false },
      ],
      explanation:
        'El lugar debe indicar la sede, el área y un punto de referencia preciso, para que quien atiende el reporte encuentre la condición sin demoras.',
    },
    {
      topic: REPORTE,
      level: 'medium',
      kind: 'single',
      prompt: 'Usted quiere adjuntar una fotografía a su reporte de una condición insegura. ¿Qué es lo correcto?',
      options: [
        { id: 'a', text: 'Fotografiar a los compañeros del área sin avisarles', correct: false },
        { id: 'b', text: 'Publicar la foto en el grupo de chat de toda el área', correct: false },
        { id: 'c', text: 'Acercarse al peligro lo necesario para tomar la foto', correct: false },
        { id: 'd', text: 'Fotografiar la condición solo si es seguro hacerlo', correct: true },
      ],
      explanation:
        'La foto ayuda si puede tomarse sin exponerse, y se enfoca en la condición: no se fotografía a personas sin su autorización ni se divulga por fuera del canal de reporte.',
    },
    {
      topic: REPORTE,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una extensión eléctrica pelada atraviesa un pasillo y usted no puede corregirla sin exponerse. ¿Qué es lo más adecuado?',
      options: [
        { id: 'a', text: 'Repararla usted mismo con cinta aislante y seguir', correct: false },
        { id: 'b', text: 'Aislar la zona, advertir a los demás y reportarla', correct: true },
        { id: 'c', text: 'Esperar a que otro compañero la reporte', correct: false },
        { id: 'd', text: 'Pasar por encima con cuidado y continuar su tarea', correct: false },
      ],
      explanation:
        'Si no puede corregir la condición de forma segura, aísle la zona o advierta a las personas cercanas y repórtela de inmediato por el canal de la empresa.',
    },
    {
      topic: REPORTE,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué debe hacer el responsable del SG-SST cuando recibe un reporte de condición insegura?',
      options: [
        { id: 'a', text: 'Archivarlo hasta que ocurra un accidente en esa misma zona', correct: false },
        { id: 'b', text: 'Enviarlo a la ARL para que ella decida qué hacer', correct: false },
        { id: 'c', text: 'Registrarlo y definir la acción, su responsable y su fecha', correct: true },
        { id: 'd', text: 'Buscar al trabajador culpable para abrirle un proceso', correct: false },
      ],
      explanation:
        'El responsable registra el reporte, define la acción correctiva con un responsable y una fecha, y le informa el cierre a quien reportó si se identificó.',
    },
    {
      topic: REPORTE,
      level: 'medium',
      kind: 'true_false',
      prompt: 'Quien reporta una condición insegura tiene derecho a saber qué se hizo con su reporte.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El seguimiento hace parte del reporte: quien reporta puede preguntar por la acción tomada, y la empresa informa el cierre a quien se identificó.',
    },
    {
      topic: REPORTE,
      level: 'medium',
      kind: 'single',
      prompt:
        '¿Qué instancia de participación revisa periódicamente los reportes recibidos y el estado de sus acciones?',
      options: [
        { id: 'a', text: 'El COPASST o el vigía en SST', correct: true },
        { id: 'b', text: 'El comité de convivencia laboral', correct: false },
        { id: 'c', text: 'La EPS de los trabajadores', correct: false },
        { id: 'd', text: 'El revisor fiscal de la empresa', correct: false },
      ],
      explanation:
        'El COPASST o el vigía en SST revisa los reportes y el avance de las acciones, como parte de su papel de vigilancia del SG-SST.',
    },
    {
      topic: REPORTE,
      level: 'medium',
      kind: 'single',
      prompt: 'Un visitante nota que el extintor de la recepción tiene la recarga vencida. ¿Puede reportarlo?',
      options: [
        { id: 'a', text: 'No, solo pueden reportar los trabajadores de planta', correct: false },
        { id: 'b', text: 'No, solo puede hacerlo un miembro de la brigada', correct: false },
        { id: 'c', text: 'Sí, pero solo si conoce el número del extintor', correct: false },
        { id: 'd', text: 'Sí, cualquier persona puede reportar lo inseguro', correct: true },
      ],
      explanation:
        'El formato de reporte está abierto a trabajadores, contratistas y visitantes: lo importante es que la empresa conozca el peligro y lo corrija.',
    },
    {
      topic: REPORTE,
      level: 'medium',
      kind: 'single',
      prompt: '¿Por qué vale la pena llenar el campo «Sugerencia de mejora» del formato de reporte?',
      options: [
        { id: 'a', text: 'Porque quien hace la tarea a diario suele conocer la mejor solución', correct: true },
        { id: 'b', text: 'Porque sin ese campo lleno el reporte se anula y no se atiende', correct: false },
        { id: 'c', text: 'Porque la sugerencia obliga a la empresa a aplicarla sin análisis', correct: false },
        { id: 'd', text: 'Porque así la ARL le reconoce una bonificación a quien reporta', correct: false },
      ],
      explanation:
        'La experiencia de quien realiza la tarea ayuda a definir una solución práctica; la empresa la analiza junto con otras posibles acciones.',
    },
    {
      topic: REPORTE,
      level: 'hard',
      kind: 'single',
      prompt:
        'Usted reportó que un compañero esmerila sin gafas. El análisis muestra que las gafas se empañan y no dejan ver. ¿Qué acción ataca la causa?',
      options: [
        { id: 'a', text: 'Sancionar al compañero por no usar las gafas', correct: false },
        { id: 'b', text: 'Buscar con él unas gafas que no se empañen', correct: true },
        { id: 'c', text: 'Quitar la obligación de usar gafas en esa tarea', correct: false },
        { id: 'd', text: 'Pegar un aviso que recuerde usar las gafas', correct: false },
      ],
      explanation:
        'El análisis del reporte pregunta por qué ocurrió la conducta. Si el EPP no sirve en la práctica, la solución es un EPP adecuado; sancionar o recordar no elimina la causa.',
    },
    {
      topic: REPORTE,
      level: 'hard',
      kind: 'single',
      prompt:
        'Varios operarios de un mismo turno omiten el bloqueo de la máquina para cumplir la meta de producción. ¿Qué sugiere este patrón?',
      options: [
        { id: 'a', text: 'Que el bloqueo no es necesario en esa máquina', correct: false },
        { id: 'b', text: 'Que basta con despedir al operario más antiguo del turno', correct: false },
        { id: 'c', text: 'Que no vale la pena reportarlo porque ya es una costumbre', correct: false },
        { id: 'd', text: 'Que hay una causa organizacional, como la presión de tiempo', correct: true },
      ],
      explanation:
        'Cuando un acto inseguro se repite en varias personas, la causa suele estar en la organización del trabajo (metas, tiempos, entrenamiento). El reporte permite corregirla.',
    },
    {
      topic: REPORTE,
      level: 'hard',
      kind: 'single',
      prompt: 'Según el Decreto 1072 de 2015, ¿qué es una acción correctiva?',
      options: [
        { id: 'a', text: 'La que elimina la causa de una no conformidad potencial', correct: false },
        { id: 'b', text: 'La que elimina la causa de una no conformidad detectada', correct: true },
        { id: 'c', text: 'La sanción que se impone a quien cometió un acto inseguro', correct: false },
        { id: 'd', text: 'La que mejora el desempeño aunque no exista un problema', correct: false },
      ],
      explanation:
        'La acción correctiva elimina la causa de una no conformidad detectada u otra situación no deseable (Decreto 1072 de 2015). Si la no conformidad es potencial, la acción es preventiva.',
    },
    {
      topic: REPORTE,
      level: 'hard',
      kind: 'single',
      prompt:
        'Tras un reporte de aceite derramado junto a la prensa 1, la empresa cambia también los empaques de las prensas 2 y 3, que aún no tienen fugas. Según el Decreto 1072 de 2015, ¿qué es ese cambio en las prensas 2 y 3?',
      options: [
        { id: 'a', text: 'Una acción preventiva', correct: true },
        { id: 'b', text: 'Una acción correctiva', correct: false },
        { id: 'c', text: 'Un control de sustitución', correct: false },
        { id: 'd', text: 'Un elemento de protección', correct: false },
      ],
      explanation:
        'En las prensas 2 y 3 la fuga todavía no existe: eliminar la causa de una situación potencial no deseable es una acción preventiva (Decreto 1072 de 2015).',
    },
    {
      topic: REPORTE,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una caja cae de un estante y pasa a centímetros de un auxiliar, sin lesionarlo ni dañar nada. ¿Qué es y qué se hace?',
      options: [
        { id: 'a', text: 'Un accidente de trabajo que se reporta con el FURAT', correct: false },
        { id: 'b', text: 'Un hecho sin importancia, porque nadie resultó herido', correct: false },
        { id: 'c', text: 'Un incidente de trabajo que se reporta y se investiga', correct: true },
        { id: 'd', text: 'Una enfermedad laboral que se reporta con el FUREL', correct: false },
      ],
      explanation:
        'Un suceso que pudo ser un accidente pero no dejó lesiones ni daños es un incidente de trabajo, y la Resolución 1401 de 2007 exige investigar los incidentes igual que los accidentes.',
    },
    {
      topic: REPORTE,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estas situaciones son actos inseguros?',
      options: [
        { id: 'a', text: 'No usar el arnés sobre un andamio', correct: true },
        { id: 'b', text: 'Iluminación deficiente en un sótano', correct: false },
        { id: 'c', text: 'Usar el celular mientras opera un torno', correct: true },
        { id: 'd', text: 'Baranda floja en una plataforma', correct: false },
        { id: 'e', text: 'Operar una máquina sin autorización', correct: true },
      ],
      explanation:
        'No usar el arnés, distraerse con el celular y operar sin autorización son conductas de personas: actos inseguros. La iluminación deficiente y la baranda floja son condiciones inseguras.',
    },
    {
      topic: REPORTE,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Qué información debe incluir un buen reporte de lo inseguro?',
      options: [
        { id: 'a', text: 'Qué observó, descrito de forma concreta', correct: true },
        { id: 'b', text: 'Dónde, con un punto de referencia preciso', correct: true },
        { id: 'c', text: 'Su opinión sobre el carácter del compañero', correct: false },
        { id: 'd', text: 'Cuándo observó la situación', correct: true },
        { id: 'e', text: 'La sanción que propone para el responsable', correct: false },
      ],
      explanation:
        'El reporte describe qué se vio, dónde y cuándo, sin juicios sobre las personas ni propuestas de castigo: su fin es corregir, no acusar.',
    },
    {
      topic: REPORTE,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Distinguir si algo es un acto o una condición insegura importa más que reportarlo a tiempo.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'La diferencia entre acto y condición sirve para el análisis, pero lo importante es reportar. Si duda de cómo clasificarlo, repórtelo igual.',
    },
    {
      topic: REPORTE,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un operario retira la guarda de una sierra para trabajar más rápido, y la sierra queda sin guarda para el siguiente turno. ¿Cómo se describe mejor?',
      options: [
        { id: 'a', text: 'Solo como una condición insegura en el equipo de corte', correct: false },
        { id: 'b', text: 'Solo como un acto inseguro cometido por el operario', correct: false },
        { id: 'c', text: 'Como un accidente de trabajo sin lesionados', correct: false },
        { id: 'd', text: 'Como un acto inseguro que dejó una condición insegura', correct: true },
      ],
      explanation:
        'Retirar la guarda es una acción de una persona (acto inseguro) y la sierra sin guarda es un estado del equipo (condición insegura). Ambos se reportan y se analizan.',
    },
    {
      topic: REPORTE,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál de estas situaciones es una condición insegura?',
      options: [
        { id: 'a', text: 'Bajar corriendo por las escaleras', correct: false },
        { id: 'b', text: 'Una caja eléctrica abierta con cables expuestos', correct: true },
        { id: 'c', text: 'Fumar cerca de un tanque de combustible', correct: false },
        { id: 'd', text: 'Levantar un bulto pesado sin pedir ayuda a nadie', correct: false },
      ],
      explanation:
        'La caja eléctrica abierta es un estado de las instalaciones: una condición insegura. Correr, fumar cerca de combustibles y levantar sin ayuda son actos inseguros.',
    },
    {
      topic: REPORTE,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué suele pasar en una empresa que sanciona a quienes reportan actos inseguros?',
      options: [
        { id: 'a', text: 'Los trabajadores reportan más para evitar castigos', correct: false },
        { id: 'b', text: 'Los peligros desaparecen porque todos tienen miedo', correct: false },
        { id: 'c', text: 'La gente deja de reportar y los peligros siguen ahí', correct: true },
        { id: 'd', text: 'La ARL reduce la cotización por la disciplina', correct: false },
      ],
      explanation:
        'Castigar a quien reporta desestimula el reporte: la empresa se queda sin información y los peligros siguen presentes. Por eso el reporte se maneja sin buscar culpables.',
    },
    {
      topic: REPORTE,
      level: 'medium',
      kind: 'single',
      prompt: '¿Por qué es útil reportar también los casi accidentes, en los que nadie resultó lesionado?',
      options: [
        { id: 'a', text: 'Porque la ARL paga a la empresa por cada reporte', correct: false },
        { id: 'b', text: 'Porque avisan del peligro antes de que cause una lesión', correct: true },
        { id: 'c', text: 'Porque así se identifica a quién se debe sancionar después', correct: false },
        { id: 'd', text: 'Porque la EPS los necesita para autorizar citas', correct: false },
      ],
      explanation:
        'La mayoría de los accidentes avisan antes de ocurrir: por cada lesión grave suele haber muchos eventos sin lesión con las mismas causas. Reportarlos permite corregirlas a tiempo.',
    },
    {
      topic: REPORTE,
      level: 'hard',
      kind: 'single',
      prompt:
        'Según la Resolución 2013 de 1986, ¿qué hace el COPASST con las sugerencias de los trabajadores en materia de seguridad y salud?',
      options: [
        { id: 'a', text: 'Las envía a la ARL para que ella las apruebe', correct: false },
        { id: 'b', text: 'Las traslada al comité de convivencia laboral', correct: false },
        { id: 'c', text: 'Solo las atiende si vienen firmadas por un jefe', correct: false },
        { id: 'd', text: 'Las estudia y propone medidas al empleador', correct: true },
      ],
      explanation:
        'Entre las funciones del COPASST están estudiar las sugerencias de los trabajadores, inspeccionar los lugares de trabajo y proponer al empleador medidas de control (Resolución 2013 de 1986).',
    },
    {
      topic: REPORTE,
      level: 'easy',
      kind: 'single',
      prompt: 'Un compañero usa el esmeril sin gafas de seguridad. ¿Qué es lo más adecuado?',
      options: [
        { id: 'a', text: 'Advertirle con respeto y reportar el acto inseguro', correct: true },
        { id: 'b', text: 'No decir nada para evitar un conflicto con él', correct: false },
        { id: 'c', text: 'Tomarle una foto y publicarla en el grupo del área', correct: false },
        { id: 'd', text: 'Esperar a que el supervisor lo vea por su cuenta', correct: false },
      ],
      explanation:
        'Advertir al compañero con respeto evita la exposición inmediata, y el reporte permite analizar por qué no usa las gafas. Exponerlo públicamente no corrige la causa.',
    },
    {
      topic: REPORTE,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuál de estas frases describe mejor una condición insegura en un reporte?',
      options: [
        { id: 'a', text: 'Todo está mal en el segundo piso, como siempre ha estado', correct: false },
        { id: 'b', text: 'Mantenimiento nunca arregla nada de lo que se le pide en el área', correct: false },
        { id: 'c', text: 'La baranda del segundo piso, junto a la escalera norte, está suelta', correct: true },
        { id: 'd', text: 'Algo raro pasa arriba y en cualquier momento alguien se va a caer', correct: false },
      ],
      explanation:
        'Una buena descripción dice qué se vio y dónde, de forma concreta y sin quejas generales, para que la condición se pueda ubicar y corregir.',
    },
    {
      topic: REPORTE,
      level: 'hard',
      kind: 'single',
      prompt:
        'Mantenimiento descubre que el sensor de una máquina llevaba semanas puenteado. Varios operarios lo sabían, pero no lo reportaron porque «así ha sido siempre». ¿Qué muestra esto?',
      options: [
        { id: 'a', text: 'Que el sistema de reporte funciona bien', correct: false },
        { id: 'b', text: 'Que se normalizó un peligro que debía informarse', correct: true },
        { id: 'c', text: 'Que el sensor no era necesario en esa máquina', correct: false },
        { id: 'd', text: 'Que solo mantenimiento está obligado a reportar', correct: false },
      ],
      explanation:
        'Acostumbrarse a un peligro no lo vuelve seguro. Informar oportunamente los peligros es un deber de todo trabajador (Decreto 1072 de 2015), no solo de mantenimiento.',
    },
    {
      topic: REPORTE,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Una condición insegura solo debe reportarse después de que haya causado una lesión.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'El valor del reporte está en anticiparse: se reporta el peligro para corregirlo antes de que alguien resulte lesionado.',
    },
    {
      topic: REPORTE,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Antes de corregir por su cuenta una condición insegura, usted debe asegurarse de poder hacerlo sin exponerse.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Solo se corrige en el momento lo que puede hacerse de forma segura, como retirar una caja del pasillo; si no, se aísla la zona, se advierte y se reporta.',
    },

    // Accidentes y emergencias (ampliación)
    {
      topic: ACCIDENTES,
      level: 'easy',
      kind: 'single',
      prompt: 'Suena la alarma de evacuación y usted trabaja en el quinto piso. ¿Cómo debe bajar?',
      options: [
        { id: 'a', text: 'Por las escaleras, siguiendo la ruta señalizada', correct: true },
        { id: 'b', text: 'En el ascensor, si todavía no está lleno', correct: false },
        { id: 'c', text: 'En el ascensor de carga, que es más amplio', correct: false },
        { id: 'd', text: 'Por las escaleras, después de terminar su tarea', correct: false },
      ],
      explanation:
        'En una evacuación no se usan ascensores: se sale por las escaleras y rutas señalizadas, sin detenerse a terminar la tarea.',
    },
    {
      topic: ACCIDENTES,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Durante una evacuación, usted puede volver a su puesto por el celular si queda cerca de la ruta.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'No se regresa por objetos personales: cada minuto dentro de la edificación aumenta la exposición y entorpece la evacuación de los demás.',
    },
    {
      topic: ACCIDENTES,
      level: 'easy',
      kind: 'single',
      prompt: 'En el plan de emergencias, ¿qué es el punto de encuentro?',
      options: [
        { id: 'a', text: 'La oficina donde se guardan los extintores de repuesto', correct: false },
        { id: 'b', text: 'La sala donde se reúne el COPASST cada mes', correct: false },
        { id: 'c', text: 'El lugar seguro donde se reúnen las personas evacuadas', correct: true },
        { id: 'd', text: 'La portería donde se firma la salida del turno', correct: false },
      ],
      explanation:
        'El punto de encuentro es un lugar seguro, definido en el plan, al que llega el personal evacuado para que los brigadistas verifiquen que todos salieron.',
    },
    {
      topic: ACCIDENTES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Para qué tipo de fuego está diseñado un extintor clase A?',
      options: [
        { id: 'a', text: 'Para líquidos y gases inflamables', correct: false },
        { id: 'b', text: 'Para equipos eléctricos energizados', correct: false },
        { id: 'c', text: 'Para metales combustibles', correct: false },
        { id: 'd', text: 'Para madera, papel, cartón y tela', correct: true },
      ],
      explanation:
        'La clase A corresponde a los combustibles sólidos comunes, como madera, papel, cartón y tela. La B es de líquidos y gases inflamables, la C de equipos eléctricos energizados y la D de metales.',
    },
    {
      topic: ACCIDENTES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Por qué no se debe lanzar agua sobre un tablero eléctrico energizado que está en llamas?',
      options: [
        { id: 'a', text: 'Porque el agua conduce la electricidad y puede electrocutar', correct: true },
        { id: 'b', text: 'Porque el agua siempre aviva cualquier tipo de fuego', correct: false },
        { id: 'c', text: 'Porque el agua daña la pintura y los rótulos del tablero', correct: false },
        { id: 'd', text: 'Porque el agua solo sirve para fuegos de metales', correct: false },
      ],
      explanation:
        'El agua conduce la corriente: quien la lanza sobre un equipo energizado puede electrocutarse. Se corta la energía si es posible y se usa un extintor apto para fuegos clase C.',
    },
    {
      topic: ACCIDENTES,
      level: 'medium',
      kind: 'single',
      prompt: 'Si usted está capacitado para usar un extintor portátil, ¿cuál es la secuencia correcta?',
      options: [
        { id: 'a', text: 'Apretar la manija, quitar el pasador y apuntar a las llamas altas', correct: false },
        { id: 'b', text: 'Apuntar al humo, apretar la manija y quitar el pasador al final', correct: false },
        { id: 'c', text: 'Quitar el pasador, apuntar a la base del fuego, apretar y barrer', correct: true },
        { id: 'd', text: 'Quitar el pasador, apuntar al techo y descargar todo de una vez', correct: false },
      ],
      explanation:
        'Primero se retira el pasador de seguridad, luego se apunta la boquilla a la base del fuego, se aprieta la manija y se barre de lado a lado. Apuntar a las llamas o al humo desperdicia el agente.',
    },
    {
      topic: ACCIDENTES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Durante un sismo, usted está dentro de la oficina. ¿Qué es lo más recomendable mientras dura el movimiento?',
      options: [
        { id: 'a', text: 'Salir corriendo por las escaleras en ese instante', correct: false },
        { id: 'b', text: 'Tomar el ascensor para llegar rápido a la calle', correct: false },
        { id: 'c', text: 'Pararse junto a una ventana para ver lo que pasa', correct: false },
        { id: 'd', text: 'Agacharse, cubrirse y sujetarse lejos de ventanas', correct: true },
      ],
      explanation:
        'Mientras tiembla, correr expone a caídas y a objetos que se desprenden. Se recomienda agacharse, cubrirse y sujetarse lejos de ventanas, y evacuar cuando pase el movimiento si así lo indica el plan.',
    },
    {
      topic: ACCIDENTES,
      level: 'medium',
      kind: 'single',
      prompt: 'Debe evacuar por un pasillo lleno de humo. ¿Cómo debe desplazarse?',
      options: [
        { id: 'a', text: 'Agachado, cerca del piso y cubriéndose la nariz y la boca', correct: true },
        { id: 'b', text: 'De pie y corriendo, para atravesar el humo lo antes posible', correct: false },
        { id: 'c', text: 'De pie y despacio, con los ojos cerrados para protegerlos', correct: false },
        { id: 'd', text: 'De regreso a su puesto, a esperar que el humo se disipe', correct: false },
      ],
      explanation:
        'El humo y los gases calientes suben: cerca del piso hay más aire respirable y mejor visibilidad. Cubrirse la nariz y la boca reduce la inhalación.',
    },
    {
      topic: ACCIDENTES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Durante un incendio, usted llega a una puerta cerrada en su ruta de salida. ¿Qué debe hacer antes de abrirla?',
      options: [
        { id: 'a', text: 'Abrirla de un solo golpe para salir lo antes posible', correct: false },
        { id: 'b', text: 'Tocarla con el dorso de la mano por si está caliente', correct: true },
        { id: 'c', text: 'Mojar la manija con agua fría y abrirla de par en par', correct: false },
        { id: 'd', text: 'Esperar junto a ella hasta que un brigadista la abra', correct: false },
      ],
      explanation:
        'Una puerta caliente indica fuego al otro lado: abrirla puede dejar entrar llamas y humo. Se verifica con el dorso de la mano y, si está caliente, se busca la ruta alterna.',
    },
    {
      topic: ACCIDENTES,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Según el Decreto 1072 de 2015, la empresa debe hacer simulacros como mínimo una vez al año, con la participación de todos los trabajadores.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El plan de prevención, preparación y respuesta ante emergencias incluye simulacros por lo menos una vez al año con todos los trabajadores (Decreto 1072 de 2015).',
    },
    {
      topic: ACCIDENTES,
      level: 'medium',
      kind: 'single',
      prompt: '¿A quiénes debe cubrir el plan de prevención, preparación y respuesta ante emergencias de la empresa?',
      options: [
        { id: 'a', text: 'Solo a los trabajadores con contrato a término indefinido', correct: false },
        { id: 'b', text: 'Solo a los brigadistas y a los jefes de cada área', correct: false },
        { id: 'c', text: 'Solo al personal del turno de día, que es el más numeroso', correct: false },
        { id: 'd', text: 'A trabajadores, contratistas, proveedores y visitantes', correct: true },
      ],
      explanation:
        'El plan cubre todos los centros y turnos de trabajo y a todas las personas presentes, sin importar su forma de vinculación, incluidos contratistas, proveedores y visitantes (Decreto 1072 de 2015).',
    },
    {
      topic: ACCIDENTES,
      level: 'medium',
      kind: 'single',
      prompt: '¿A quién le corresponde conformar, capacitar, entrenar y dotar la brigada de emergencias de la empresa?',
      options: [
        { id: 'a', text: 'Al empleador', correct: true },
        { id: 'b', text: 'Al cuerpo de bomberos', correct: false },
        { id: 'c', text: 'A la EPS de los brigadistas', correct: false },
        { id: 'd', text: 'Al comité de convivencia', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 pone en cabeza del empleador conformar, capacitar, entrenar y dotar la brigada de emergencias según su nivel de riesgo y sus recursos.',
    },
    {
      topic: ACCIDENTES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un trabajador se lesiona en el bus que la empresa contrata para llevar al personal desde su barrio hasta la planta. ¿Cómo se califica el evento?',
      options: [
        { id: 'a', text: 'Como accidente común, porque aún no empezaba su jornada laboral', correct: false },
        { id: 'b', text: 'Como incidente, porque no ocurrió dentro de las instalaciones', correct: false },
        { id: 'c', text: 'Como accidente de trabajo, porque el empleador da el transporte', correct: true },
        { id: 'd', text: 'Como accidente de tránsito sin ninguna relación laboral', correct: false },
      ],
      explanation:
        'La Ley 1562 de 2012 considera accidente de trabajo el que ocurre durante el traslado entre la residencia y el trabajo cuando el transporte lo suministra el empleador.',
    },
    {
      topic: ACCIDENTES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una analista se fractura un tobillo en un torneo deportivo al que asistió en representación de su empresa. ¿Es accidente de trabajo?',
      options: [
        { id: 'a', text: 'No, porque el deporte no hace parte de su cargo', correct: false },
        { id: 'b', text: 'No, porque ocurrió fuera del horario de trabajo', correct: false },
        { id: 'c', text: 'Solo si el torneo se jugó dentro de la empresa', correct: false },
        { id: 'd', text: 'Sí, porque actuaba en representación del empleador', correct: true },
      ],
      explanation:
        'La Ley 1562 de 2012 incluye como accidente de trabajo el que ocurre en actividades recreativas, deportivas o culturales cuando se actúa por cuenta o en representación del empleador.',
    },
    {
      topic: ACCIDENTES,
      level: 'medium',
      kind: 'single',
      prompt: 'Según la Ley 1562 de 2012, ¿qué es una enfermedad laboral?',
      options: [
        { id: 'a', text: 'La contraída por la exposición a factores de riesgo propios del trabajo', correct: true },
        { id: 'b', text: 'Cualquier enfermedad que se diagnostique durante la relación laboral', correct: false },
        { id: 'c', text: 'La lesión súbita que sufre el trabajador mientras cumple una orden', correct: false },
        { id: 'd', text: 'La enfermedad común que obliga a una incapacidad de más de un mes', correct: false },
      ],
      explanation:
        'La enfermedad laboral resulta de la exposición a factores de riesgo inherentes a la actividad laboral o al medio en que se ha visto obligado a trabajar (Ley 1562 de 2012). La lesión súbita es un accidente.',
    },
    {
      topic: ACCIDENTES,
      level: 'hard',
      kind: 'single',
      prompt: '¿Qué norma expidió la tabla de enfermedades laborales de Colombia?',
      options: [
        { id: 'a', text: 'La Resolución 1401 de 2007', correct: false },
        { id: 'b', text: 'El Decreto 1477 de 2014', correct: true },
        { id: 'c', text: 'La Ley 1010 de 2006', correct: false },
        { id: 'd', text: 'La Resolución 2013 de 1986', correct: false },
      ],
      explanation:
        'La tabla de enfermedades laborales está en el Decreto 1477 de 2014. La Resolución 1401 trata la investigación de accidentes, la Ley 1010 el acoso laboral y la Resolución 2013 el COPASST.',
    },
    {
      topic: ACCIDENTES,
      level: 'hard',
      kind: 'single',
      prompt: 'Según la Resolución 1401 de 2007, ¿en qué plazo debe investigarse un accidente de trabajo?',
      options: [
        { id: 'a', text: 'Dentro de los 15 días siguientes a su ocurrencia', correct: true },
        { id: 'b', text: 'Dentro de los 2 días hábiles siguientes al evento', correct: false },
        { id: 'c', text: 'Dentro de los 6 meses siguientes a su ocurrencia', correct: false },
        { id: 'd', text: 'Solo si la ARL lo solicita por escrito', correct: false },
      ],
      explanation:
        'El equipo investigador debe investigar el incidente o accidente dentro de los 15 días siguientes a su ocurrencia (Resolución 1401 de 2007). Los 2 días hábiles son el plazo del reporte con el FURAT.',
    },
    {
      topic: ACCIDENTES,
      level: 'hard',
      kind: 'multiple',
      prompt:
        'Según la Resolución 1401 de 2007, ¿quiénes integran como mínimo el equipo que investiga un accidente de trabajo?',
      options: [
        { id: 'a', text: 'El jefe inmediato o supervisor del área', correct: true },
        { id: 'b', text: 'Un abogado designado por la ARL', correct: false },
        { id: 'c', text: 'Un representante del COPASST o el vigía', correct: true },
        { id: 'd', text: 'El responsable del SG-SST de la empresa', correct: true },
        { id: 'e', text: 'El médico tratante de la EPS', correct: false },
      ],
      explanation:
        'El equipo investigador lo integran como mínimo el jefe inmediato o supervisor, un representante del COPASST o el vigía y el encargado del SG-SST (Resolución 1401 de 2007).',
    },
    {
      topic: ACCIDENTES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Según la Resolución 1401 de 2007, ¿cuál de estas lesiones hace que un accidente de trabajo se considere grave?',
      options: [
        { id: 'a', text: 'Un esguince leve de tobillo', correct: false },
        { id: 'b', text: 'Una contusión en el antebrazo', correct: false },
        { id: 'c', text: 'La fractura del fémur', correct: true },
        { id: 'd', text: 'Un corte superficial en un dedo', correct: false },
      ],
      explanation:
        'La Resolución 1401 de 2007 califica como grave, entre otros, el accidente con fractura de huesos largos como el fémur, amputaciones, trauma craneoencefálico o quemaduras de segundo y tercer grado.',
    },
    {
      topic: ACCIDENTES,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Según la Resolución 1401 de 2007, en la investigación de un accidente grave o mortal debe participar un profesional con licencia en salud ocupacional.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Cuando el accidente es grave o mortal, la Resolución 1401 de 2007 exige sumar al equipo investigador un profesional con licencia en salud ocupacional, propio o contratado.',
    },
    {
      topic: ACCIDENTES,
      level: 'hard',
      kind: 'single',
      prompt: 'Además de la ARL y la EPS, ¿a quién debe reportar el empleador un accidente de trabajo grave o mortal?',
      options: [
        { id: 'a', text: 'A la caja de compensación familiar del trabajador', correct: false },
        { id: 'b', text: 'Al comité de convivencia laboral de la empresa', correct: false },
        { id: 'c', text: 'Al fondo de pensiones al que cotiza el trabajador', correct: false },
        { id: 'd', text: 'A la Dirección Territorial del Ministerio del Trabajo', correct: true },
      ],
      explanation:
        'Los accidentes graves y mortales se reportan también a la Dirección Territorial del Ministerio del Trabajo dentro de los dos días hábiles siguientes, aparte del reporte a la ARL y la EPS (Decreto 1072 de 2015).',
    },
    {
      topic: ACCIDENTES,
      level: 'medium',
      kind: 'single',
      prompt: 'En la investigación de un accidente, ¿por qué es importante que usted cuente con honestidad lo que vio?',
      options: [
        { id: 'a', text: 'Porque así se decide a quién se despide por el accidente', correct: false },
        { id: 'b', text: 'Porque así se encuentran las causas y se evita que se repita', correct: true },
        { id: 'c', text: 'Porque así se calcula la multa que pagará el accidentado', correct: false },
        { id: 'd', text: 'Porque así la ARL fija la cotización del próximo año', correct: false },
      ],
      explanation:
        'Todo incidente y accidente se investiga para encontrar sus causas y evitar que se repita (Resolución 1401 de 2007). Un testimonio honesto hace posible un buen análisis.',
    },
    {
      topic: ACCIDENTES,
      level: 'easy',
      kind: 'single',
      prompt:
        'Un compañero se quema la mano con una superficie caliente. Si usted está capacitado, ¿qué primer auxilio es adecuado?',
      options: [
        { id: 'a', text: 'Enfriar la zona con agua limpia durante varios minutos', correct: true },
        { id: 'b', text: 'Untar crema dental sobre la quemadura para aliviarla', correct: false },
        { id: 'c', text: 'Reventar las ampollas para que salga el líquido', correct: false },
        { id: 'd', text: 'Aplicar aceite de cocina para calmar el ardor de la piel', correct: false },
      ],
      explanation:
        'En una quemadura se enfría la zona con agua limpia y se cubre con una tela limpia. La crema dental, el aceite y reventar ampollas aumentan el daño y el riesgo de infección.',
    },
    {
      topic: ACCIDENTES,
      level: 'medium',
      kind: 'single',
      prompt: 'Un compañero tiene una herida que sangra abundantemente. Mientras llega la ayuda, ¿qué se recomienda?',
      options: [
        { id: 'a', text: 'Lavar la herida con alcohol y dejarla al aire', correct: false },
        { id: 'b', text: 'Poner café molido para detener la sangre', correct: false },
        { id: 'c', text: 'Hacer presión directa con una tela limpia', correct: true },
        { id: 'd', text: 'Pedirle que camine para buscar la enfermería', correct: false },
      ],
      explanation:
        'La presión directa sobre la herida con una tela o gasa limpia es la primera medida para controlar un sangrado mientras llega la ayuda capacitada.',
    },
    {
      topic: ACCIDENTES,
      level: 'easy',
      kind: 'single',
      prompt: 'Un compañero quedó en contacto con un cable energizado. ¿Qué debe hacer usted primero?',
      options: [
        { id: 'a', text: 'Halarlo con las manos para separarlo del cable', correct: false },
        { id: 'b', text: 'Echarle agua para que suelte el cable', correct: false },
        { id: 'c', text: 'Darle agua para que reaccione rápido', correct: false },
        { id: 'd', text: 'Cortar la energía antes de tocarlo', correct: true },
      ],
      explanation:
        'Si toca a la víctima mientras sigue energizada, usted también se electrocuta. Primero se corta la energía y se avisa; no se convierta en la segunda víctima.',
    },
    {
      topic: ACCIDENTES,
      level: 'medium',
      kind: 'single',
      prompt: 'A un operario le salpica un químico en los ojos. ¿Qué es lo primero que se debe hacer?',
      options: [
        { id: 'a', text: 'Lavar los ojos con abundante agua limpia por varios minutos', correct: true },
        { id: 'b', text: 'Frotar los ojos con un pañuelo hasta retirar el químico', correct: false },
        { id: 'c', text: 'Cubrir los ojos con una gasa seca sin lavarlos antes', correct: false },
        { id: 'd', text: 'Aplicar gotas de colirio y esperar un rato a ver si mejora', correct: false },
      ],
      explanation:
        'Lo primero es lavar con abundante agua limpia, en el lavaojos si lo hay, durante varios minutos, y luego buscar atención médica. La ficha de datos de seguridad del producto indica el tiempo recomendado.',
    },
    {
      topic: ACCIDENTES,
      level: 'easy',
      kind: 'single',
      prompt: 'Una señal rectangular verde con una figura que corre hacia una puerta, ¿qué le indica?',
      options: [
        { id: 'a', text: 'Que está prohibido correr en esa zona', correct: false },
        { id: 'b', text: 'La salida o la ruta de evacuación', correct: true },
        { id: 'c', text: 'Que hay riesgo de caída a distinto nivel', correct: false },
        { id: 'd', text: 'Que es obligatorio usar calzado de seguridad', correct: false },
      ],
      explanation:
        'Las señales verdes son de salvamento o evacuación: indican salidas, rutas de evacuación, botiquines y puntos de encuentro.',
    },
    {
      topic: ACCIDENTES,
      level: 'easy',
      kind: 'single',
      prompt: 'Suena la alarma de evacuación mientras usted opera una máquina. ¿Qué hace con ella?',
      options: [
        { id: 'a', text: 'Dejarla en condición segura si toma segundos, y salir', correct: true },
        { id: 'b', text: 'Terminar el lote que estaba produciendo y luego salir', correct: false },
        { id: 'c', text: 'Limpiarla y guardar las herramientas antes de salir', correct: false },
        { id: 'd', text: 'Esperar a que su jefe le diga si debe apagarla', correct: false },
      ],
      explanation:
        'Se suspende la labor y se dejan los equipos en condición segura solo si se puede hacer en segundos; luego se evacúa sin demoras.',
    },
    {
      topic: ACCIDENTES,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Un accidente de trabajo puede ocurrir fuera de las instalaciones de la empresa.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La Ley 1562 de 2012 incluye, por ejemplo, el accidente durante la ejecución de órdenes del empleador fuera del lugar y las horas de trabajo, o en el transporte que él suministra.',
    },
    {
      topic: ACCIDENTES,
      level: 'medium',
      kind: 'true_false',
      prompt: 'Un extintor de agua a presión es adecuado para apagar aceite de cocina encendido en una freidora.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'El agua sobre aceite caliente provoca salpicaduras violentas que esparcen el fuego. Los fuegos de aceites de cocina requieren un extintor clase K.',
    },
    {
      topic: ACCIDENTES,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estas conductas son correctas durante una evacuación?',
      options: [
        { id: 'a', text: 'Seguir las instrucciones de los brigadistas', correct: true },
        { id: 'b', text: 'Correr para salir antes que los demás', correct: false },
        { id: 'c', text: 'Usar la ruta alterna si la principal está bloqueada', correct: true },
        { id: 'd', text: 'Regresar por los documentos del escritorio', correct: false },
        { id: 'e', text: 'Dirigirse al punto de encuentro de su área', correct: true },
      ],
      explanation:
        'Durante la evacuación se siguen las instrucciones de la brigada, se usa la ruta alterna si hace falta y se llega al punto de encuentro. No se corre ni se regresa por objetos.',
    },
  ],
};
