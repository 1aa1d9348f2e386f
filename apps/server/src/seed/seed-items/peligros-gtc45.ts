import type { SeedItemBank } from './seed-item.js';

const CLASIFICACION = 'Clasificación de peligros';
const CALCULO = 'Cálculo del nivel de riesgo';
const ACEPTABILIDAD = 'Aceptabilidad del riesgo';
const CONTROLES = 'Jerarquía de controles';

export const peligrosGtc45Items: SeedItemBank = {
  routeKey: 'peligros-gtc45',
  items: [
    // Clasificación de peligros
    {
      topic: CLASIFICACION,
      level: 'easy',
      kind: 'single',
      prompt: 'Los humos metálicos que se generan al soldar se clasifican en la GTC 45 como peligro…',
      options: [
        { id: 'a', text: 'Físico', correct: false },
        { id: 'b', text: 'Químico', correct: true },
        { id: 'c', text: 'Biológico', correct: false },
        { id: 'd', text: 'Biomecánico', correct: false },
      ],
      explanation:
        'En la GTC 45 los polvos, fibras, líquidos, gases, vapores, humos metálicos y material particulado son peligros químicos.',
    },
    {
      topic: CLASIFICACION,
      level: 'easy',
      kind: 'single',
      prompt: 'El movimiento repetitivo de las manos de un digitador corresponde a un peligro…',
      options: [
        { id: 'a', text: 'Psicosocial', correct: false },
        { id: 'b', text: 'Físico', correct: false },
        { id: 'c', text: 'Biomecánico', correct: true },
      ],
      explanation:
        'La GTC 45 agrupa como biomecánicos la postura, el esfuerzo, el movimiento repetitivo y la manipulación manual de cargas.',
    },
    {
      topic: CLASIFICACION,
      level: 'easy',
      kind: 'true_false',
      prompt: 'En la GTC 45, un sismo se clasifica como peligro de fenómenos naturales.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation: 'Los fenómenos naturales incluyen sismo, vendaval, inundación, derrumbe y precipitaciones.',
    },
    {
      topic: CLASIFICACION,
      level: 'medium',
      kind: 'single',
      prompt: 'En la GTC 45, el peligro "público", como robos o agresiones de terceros, hace parte de la clase…',
      options: [
        { id: 'a', text: 'Condiciones de seguridad', correct: true },
        { id: 'b', text: 'Fenómenos naturales', correct: false },
        { id: 'c', text: 'Biológico', correct: false },
      ],
      explanation:
        'Las condiciones de seguridad agrupan los peligros mecánico, eléctrico, locativo, tecnológico, accidentes de tránsito, público, trabajo en alturas y espacios confinados.',
    },
    {
      topic: CLASIFICACION,
      level: 'medium',
      kind: 'single',
      prompt:
        'El ingreso a un tanque para limpiarlo por dentro (espacio confinado) se clasifica en la GTC 45 como peligro…',
      options: [
        { id: 'a', text: 'Físico', correct: false },
        { id: 'b', text: 'Psicosocial', correct: false },
        { id: 'c', text: 'Químico', correct: false },
        { id: 'd', text: 'De condiciones de seguridad', correct: true },
      ],
      explanation:
        'Los espacios confinados, junto con el trabajo en alturas y los peligros mecánico, eléctrico y locativo, hacen parte de las condiciones de seguridad en la GTC 45.',
    },
    {
      topic: CLASIFICACION,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estos son peligros físicos según la GTC 45?',
      options: [
        { id: 'a', text: 'Ruido', correct: true },
        { id: 'b', text: 'Vapores de solventes', correct: false },
        { id: 'c', text: 'Vibración', correct: true },
        { id: 'd', text: 'Postura prolongada', correct: false },
        { id: 'e', text: 'Radiaciones ionizantes', correct: true },
      ],
      explanation:
        'Ruido, iluminación, vibración, temperaturas extremas y radiaciones son peligros físicos. Los vapores son químicos y la postura es biomecánica.',
    },
    {
      topic: CLASIFICACION,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'El Decreto 1072 de 2015 obliga a todas las empresas a usar la GTC 45 como metodología de identificación de peligros.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'El Decreto 1072 de 2015 exige aplicar una metodología sistemática, pero no impone una única. La GTC 45 de ICONTEC es la más usada en Colombia.',
    },
    {
      topic: CLASIFICACION,
      level: 'hard',
      kind: 'single',
      prompt: '¿Cuándo debe actualizarse la identificación de peligros y la valoración de riesgos?',
      options: [
        { id: 'a', text: 'Solo cuando la ARL lo solicita en una visita de asesoría', correct: false },
        {
          id: 'b',
          text: 'Al menos cada año y ante un accidente mortal, un evento catastrófico o cambios en procesos o equipos',
          correct: true,
        },
        {
          id: 'c',
          text: 'Cada cinco años, o antes si la empresa cambia de actividad económica o de sede',
          correct: false,
        },
      ],
      explanation:
        'El Decreto 1072 de 2015 exige actualizarla como mínimo una vez al año y cuando ocurra un accidente mortal o un evento catastrófico, o cambien los procesos, las instalaciones, la maquinaria o los equipos.',
    },
    {
      topic: CLASIFICACION,
      level: 'hard',
      kind: 'multiple',
      prompt:
        'Una auxiliar de enfermería de urgencias canaliza venas, moviliza pacientes y trabaja turnos nocturnos. ¿Qué peligros deben registrarse en su matriz?',
      options: [
        { id: 'a', text: 'Biológico, por sangre, fluidos y cortopunzantes', correct: true },
        { id: 'b', text: 'Físico, por ruido de máquinas troqueladoras', correct: false },
        { id: 'c', text: 'Biomecánico, por la movilización de pacientes', correct: true },
        { id: 'd', text: 'Psicosocial, por jornadas extensas y nocturnas', correct: true },
        { id: 'e', text: 'Condiciones de seguridad, por trabajo en alturas', correct: false },
      ],
      explanation:
        'Cada peligro presente en la tarea se registra en una fila distinta, con su propia valoración y sus controles. En este cargo aparecen peligros biológicos, biomecánicos y psicosociales, entre otros.',
    },

    // Cálculo del nivel de riesgo
    {
      topic: CALCULO,
      level: 'easy',
      kind: 'single',
      prompt: 'En la GTC 45, ¿cómo se calcula el nivel de probabilidad (NP)?',
      options: [
        { id: 'a', text: 'NP = ND × NC', correct: false },
        { id: 'b', text: 'NP = NE × NC', correct: false },
        { id: 'c', text: 'NP = NR ÷ NE', correct: false },
        { id: 'd', text: 'NP = ND × NE', correct: true },
      ],
      explanation:
        'El nivel de probabilidad es el producto del nivel de deficiencia por el nivel de exposición: NP = ND × NE.',
    },
    {
      topic: CALCULO,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué valor tiene una exposición continua en la escala de nivel de exposición (NE)?',
      options: [
        { id: 'a', text: '4', correct: true },
        { id: 'b', text: '3', correct: false },
        { id: 'c', text: '10', correct: false },
        { id: 'd', text: '2', correct: false },
      ],
      explanation: 'En la GTC 45, la exposición continua vale 4; la frecuente, 3; la ocasional, 2, y la esporádica, 1.',
    },
    {
      topic: CALCULO,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'En la GTC 45, el nivel de riesgo se obtiene multiplicando el nivel de probabilidad por el nivel de consecuencia.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation: 'La segunda multiplicación de la metodología es NR = NP × NC.',
    },
    {
      topic: CALCULO,
      level: 'medium',
      kind: 'single',
      prompt: 'Con ND = 10 y NE = 3, ¿cuál es el nivel de probabilidad y cómo se interpreta?',
      options: [
        { id: 'a', text: 'NP = 13, alto', correct: false },
        { id: 'b', text: 'NP = 30, muy alto', correct: true },
        { id: 'c', text: 'NP = 30, alto', correct: false },
      ],
      explanation: 'NP = 10 × 3 = 30. Un NP entre 24 y 40 es muy alto en la GTC 45.',
    },
    {
      topic: CALCULO,
      level: 'medium',
      kind: 'single',
      prompt:
        'Lo más grave que un peligro podría causar de forma directa es una lesión con incapacidad laboral temporal. ¿Qué nivel de consecuencia (NC) se asigna?',
      options: [
        { id: 'a', text: 'Leve, 10', correct: false },
        { id: 'b', text: 'Muy grave, 60', correct: false },
        { id: 'c', text: 'Grave, 25', correct: true },
        { id: 'd', text: 'Mortal, 100', correct: false },
      ],
      explanation:
        'El NC se fija con el daño más grave que podría ocurrir de forma directa. Grave (25) es un daño del que la persona se recupera tras días de incapacidad; muy grave (60), un daño permanente o invalidez; leve (10), un daño que no requiere incapacidad.',
    },
    {
      topic: CALCULO,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un operario entra a la zona de mezcla unas seis veces por turno y cada vez permanece allí pocos minutos. ¿Qué nivel de exposición (NE) se asigna?',
      options: [
        { id: 'a', text: 'Frecuente, 3', correct: true },
        { id: 'b', text: 'Ocasional, 2', correct: false },
        { id: 'c', text: 'Continua, 4', correct: false },
      ],
      explanation:
        'Es frecuente (3): la exposición se repite varias veces en el turno, pero cada vez dura poco. Sería continua (4) si durara toda o casi toda la jornada, y ocasional (2) si ocurriera solo alguna vez en el turno.',
    },
    {
      topic: CALCULO,
      level: 'medium',
      kind: 'true_false',
      prompt: 'Cuando los controles existentes son eficaces, el nivel de deficiencia bajo se califica con el valor 1.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'En la GTC 45 el nivel de deficiencia bajo no recibe valor, porque las medidas son eficaces; los valores son 10 (muy alto), 6 (alto) y 2 (medio).',
    },
    {
      topic: CALCULO,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'En la GTC 45, el nivel de consecuencia se asigna con el daño más probable, aunque el peligro pueda causar uno más grave.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'El NC se asigna con la consecuencia más grave que podría producirse de forma directa, no con la más probable. Una caída desde 6 m suele causar fracturas, pero puede ser mortal: NC = 100.',
    },
    {
      topic: CALCULO,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un trabajador instala formaleta al borde de una losa a 6 m, con baranda incompleta (ND = 6), varias veces por jornada (NE = 3); una caída sería mortal. ¿Cuál es el nivel de riesgo?',
      options: [
        { id: 'a', text: 'NR = 450, nivel II', correct: false },
        { id: 'b', text: 'NR = 600, nivel I', correct: false },
        { id: 'c', text: 'NR = 1.800, nivel I', correct: true },
        { id: 'd', text: 'NR = 180, nivel II', correct: false },
      ],
      explanation:
        'NP = 6 × 3 = 18 (alto); NR = 18 × 100 = 1.800. Un NR de 600 o más es nivel I: la actividad se suspende hasta controlar el riesgo.',
    },
    {
      topic: CALCULO,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un soldador trabaja sin extracción localizada (ND = 6) de forma continua (NE = 4); lo más grave que los humos podrían causarle de forma directa es una enfermedad respiratoria crónica con daño permanente. ¿Qué nivel de riesgo resulta?',
      options: [
        { id: 'a', text: 'NR = 1.440, nivel I', correct: true },
        { id: 'b', text: 'NR = 600, nivel I', correct: false },
        { id: 'c', text: 'NR = 240, nivel II', correct: false },
      ],
      explanation:
        'NP = 6 × 4 = 24 (muy alto). Un daño permanente es muy grave (NC = 60), así que NR = 24 × 60 = 1.440, nivel I. Con NC = 25 se obtendría 600, pero eso subestima la consecuencia más grave posible.',
    },
    {
      topic: CALCULO,
      level: 'hard',
      kind: 'multiple',
      prompt: '¿Cuáles de estas prácticas distorsionan la valoración en la matriz de peligros?',
      options: [
        { id: 'a', text: 'Calificar el ND como bajo sin verificar los controles', correct: true },
        { id: 'b', text: 'Recalcular el riesgo tras implementar un control', correct: false },
        { id: 'c', text: 'Tomar como consecuencia el daño más probable y no el más grave posible', correct: true },
        { id: 'd', text: 'Copiar la valoración de otra sede de la empresa', correct: true },
        { id: 'e', text: 'Observar las tareas tal como se realizan', correct: false },
      ],
      explanation:
        'La consecuencia se valora con el daño más grave que el peligro podría causar de forma directa, no con el más probable; el ND bajo exige verificar que los controles funcionen y cada sede se valora con su realidad. Recalcular y observar en campo son buenas prácticas.',
    },

    // Aceptabilidad del riesgo
    {
      topic: ACEPTABILIDAD,
      level: 'easy',
      kind: 'single',
      prompt: 'Un riesgo con NR menor que 40 corresponde al nivel…',
      options: [
        { id: 'a', text: 'III: aceptable, pero se debe mejorar', correct: false },
        { id: 'b', text: 'II: aceptable solo con control específico', correct: false },
        { id: 'c', text: 'IV: aceptable, se mantienen los controles', correct: true },
      ],
      explanation:
        'En la GTC 45, un NR menor que 40 es nivel IV: aceptable; se mantienen y verifican periódicamente los controles existentes.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Un riesgo de nivel III (NR entre 40 y 149) se considera aceptable, pero mejorable.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation: 'El nivel III es aceptable; conviene evaluar mejoras con criterio de costo y beneficio.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'medium',
      kind: 'single',
      prompt: 'Una valoración da NR = 240. ¿Qué nivel de riesgo es?',
      options: [
        { id: 'a', text: 'Nivel II', correct: true },
        { id: 'b', text: 'Nivel I', correct: false },
        { id: 'c', text: 'Nivel III', correct: false },
        { id: 'd', text: 'Nivel IV', correct: false },
      ],
      explanation:
        'Un NR entre 150 y 599 es nivel II: no aceptable o aceptable con control específico; se corrige y se adoptan controles de inmediato. Con 240 no se llega a 360, el umbral desde el cual la actividad se suspende.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué se debe hacer con un riesgo valorado en nivel II?',
      options: [
        { id: 'a', text: 'Mantener los controles y verificarlos una vez al año', correct: false },
        { id: 'b', text: 'Evaluar mejoras solo si resultan rentables', correct: false },
        { id: 'c', text: 'Corregir y adoptar controles de inmediato, con seguimiento', correct: true },
      ],
      explanation:
        'El nivel II (NR 150 a 599) es no aceptable o aceptable con control específico: exige corregir y adoptar medidas de control de inmediato, y suspender la actividad si el NR es 360 o más.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estos valores de NR corresponden al nivel II?',
      options: [
        { id: 'a', text: 'NR = 150', correct: true },
        { id: 'b', text: 'NR = 120', correct: false },
        { id: 'c', text: 'NR = 360', correct: true },
        { id: 'd', text: 'NR = 600', correct: false },
        { id: 'e', text: 'NR = 500', correct: true },
      ],
      explanation:
        'El nivel II va de 150 a 599. Un NR de 120 es nivel III y uno de 600 ya es nivel I. Dentro del nivel II, con 360 o 500 la actividad además se suspende hasta controlar el riesgo.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'medium',
      kind: 'single',
      prompt: 'Una valoración da NR = 450, nivel II. ¿Qué corresponde hacer con la actividad?',
      options: [
        { id: 'a', text: 'Suspenderla hasta que los controles reduzcan el riesgo', correct: true },
        { id: 'b', text: 'Continuarla y programar los controles en el próximo plan anual', correct: false },
        { id: 'c', text: 'Continuarla, porque el nivel II siempre admite seguir con controles', correct: false },
      ],
      explanation:
        'En el nivel II los controles se adoptan de inmediato, y cuando el NR es 360 o más la actividad se suspende mientras se corrige. 450 supera ese umbral.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'medium',
      kind: 'single',
      prompt: 'Dos riesgos quedan en el mismo nivel de la matriz. ¿Cuál conviene priorizar?',
      options: [
        { id: 'a', text: 'El que tenga el control más barato', correct: false },
        { id: 'b', text: 'El que afecte a más trabajadores o sea más grave', correct: true },
        { id: 'c', text: 'El que se identificó primero en la matriz', correct: false },
      ],
      explanation:
        'La valoración sirve para decidir prioridades: a igual nivel, se prioriza el riesgo que afecta a más trabajadores o el de consecuencia más grave.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'hard',
      kind: 'single',
      prompt: 'Un riesgo tiene NP = 2 (bajo), pero su consecuencia posible es mortal (NC = 100). ¿Cómo se interpreta?',
      options: [
        { id: 'a', text: 'NR = 200, nivel II: requiere control de inmediato', correct: true },
        { id: 'b', text: 'NR = 102, nivel III: aceptable, pero mejorable', correct: false },
        { id: 'c', text: 'NR = 200, nivel III: aceptable por su baja probabilidad', correct: false },
        { id: 'd', text: 'NR = 20, nivel IV: se mantienen los controles', correct: false },
      ],
      explanation:
        'NR = NP × NC = 2 × 100 = 200, que está entre 150 y 599: nivel II, con controles de inmediato (sin suspender, porque no llega a 360). Una probabilidad baja no vuelve aceptable un riesgo de consecuencia mortal.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'hard',
      kind: 'true_false',
      prompt: 'Si el nivel de probabilidad de un riesgo es bajo, su nivel de riesgo siempre será aceptable.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'El NR también depende de la consecuencia: con NP = 4 y NC = 100, NR = 400, nivel II; como supera 360, la actividad se suspende hasta controlar el riesgo.',
    },

    // Jerarquía de controles
    {
      topic: CONTROLES,
      level: 'easy',
      kind: 'single',
      prompt: 'Cambiar un desengrasante con solvente por uno de base acuosa es un ejemplo de…',
      options: [
        { id: 'a', text: 'Control de ingeniería', correct: false },
        { id: 'b', text: 'Control administrativo', correct: false },
        { id: 'c', text: 'Eliminación', correct: false },
        { id: 'd', text: 'Sustitución', correct: true },
      ],
      explanation:
        'La sustitución reemplaza un peligro por algo menos peligroso; es el segundo nivel de la jerarquía de controles (Decreto 1072 de 2015).',
    },
    {
      topic: CONTROLES,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'En la jerarquía de controles, los elementos de protección personal son la primera opción que se debe considerar.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'El orden es eliminación, sustitución, controles de ingeniería, controles administrativos y, al final, EPP (Decreto 1072 de 2015).',
    },
    {
      topic: CONTROLES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una constructora decide prefabricar en el piso una estructura que antes se armaba en altura. ¿Qué tipo de control es?',
      options: [
        { id: 'a', text: 'Eliminación', correct: true },
        { id: 'b', text: 'Control administrativo', correct: false },
        { id: 'c', text: 'Elemento de protección personal', correct: false },
      ],
      explanation:
        'Al armar en el piso se suprime la exposición a la altura: es eliminación, el control más eficaz de la jerarquía (Decreto 1072 de 2015).',
    },
    {
      topic: CONTROLES,
      level: 'medium',
      kind: 'single',
      prompt: 'Los permisos de trabajo, la señalización y la rotación de personal son ejemplos de…',
      options: [
        { id: 'a', text: 'Controles de ingeniería', correct: false },
        { id: 'b', text: 'Controles administrativos', correct: true },
        { id: 'c', text: 'Sustitución', correct: false },
      ],
      explanation:
        'Señalización, procedimientos, permisos de trabajo, rotación, capacitación e inspecciones son controles administrativos: dependen del comportamiento de las personas.',
    },
    {
      topic: CONTROLES,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estas medidas son controles de ingeniería?',
      options: [
        { id: 'a', text: 'Guardas en las partes móviles', correct: true },
        { id: 'b', text: 'Extracción localizada de humos', correct: true },
        { id: 'c', text: 'Rotación de turnos del personal', correct: false },
        { id: 'd', text: 'Encerramiento de un compresor', correct: true },
        { id: 'e', text: 'Señalización de la zona de riesgo', correct: false },
      ],
      explanation:
        'Los controles de ingeniería aíslan el peligro o al trabajador: guardas, extracción localizada, encerramientos. La rotación y la señalización son administrativas.',
    },
    {
      topic: CONTROLES,
      level: 'medium',
      kind: 'true_false',
      prompt: 'Después de implementar un control, el riesgo debe volver a valorarse en la matriz de peligros.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La revaloración cierra el ciclo: permite saber si el control redujo el riesgo lo suficiente. La matriz es un documento vivo.',
    },
    {
      topic: CONTROLES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Tras instalar baranda y anclajes en una losa a 6 m, el ND baja a 2; con NE = 3 y NC = 100 el NR es 600. ¿Qué indica este resultado?',
      options: [
        { id: 'a', text: 'Que el riesgo ya es aceptable y basta mantener los controles', correct: false },
        { id: 'b', text: 'Que la matriz está mal calculada y debe descartarse', correct: false },
        { id: 'c', text: 'Que con consecuencia mortal se necesita un ND bajo o menos exposición', correct: true },
      ],
      explanation:
        'NP = 2 × 3 = 6 y NR = 6 × 100 = 600, todavía nivel I. Cuando la consecuencia es mortal hay que llevar la deficiencia a bajo (controles que funcionen siempre) o reducir la exposición.',
    },
    {
      topic: CONTROLES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una matriz propone "capacitar y entregar EPP" para todos los riesgos, aunque había opciones de ingeniería viables. ¿Cuál es el problema?',
      options: [
        { id: 'a', text: 'Ninguno, porque la capacitación cubre todos los peligros', correct: false },
        { id: 'b', text: 'Que depende del comportamiento humano y omite controles más eficaces', correct: true },
        { id: 'c', text: 'Que la capacitación solo la puede impartir la ARL', correct: false },
        { id: 'd', text: 'Que el EPP debe pagarlo cada trabajador', correct: false },
      ],
      explanation:
        'Cuanto más alto en la jerarquía está un control, más eficaz y menos dependiente del comportamiento humano es. Los controles de ingeniería viables van antes que los administrativos y el EPP (Decreto 1072 de 2015).',
    },
    {
      topic: CONTROLES,
      level: 'easy',
      kind: 'single',
      prompt:
        '¿Cuál es el orden de prioridad de las medidas de prevención y control que exige el Decreto 1072 de 2015?',
      options: [
        {
          id: 'a',
          text: 'Sustitución, eliminación, EPP, controles de ingeniería y controles administrativos',
          correct: false,
        },
        {
          id: 'b',
          text: 'Eliminación, sustitución, controles de ingeniería, controles administrativos y EPP',
          correct: true,
        },
        {
          id: 'c',
          text: 'EPP, controles administrativos, controles de ingeniería, sustitución y eliminación',
          correct: false,
        },
        {
          id: 'd',
          text: 'Controles de ingeniería, eliminación, sustitución, EPP y controles administrativos',
          correct: false,
        },
      ],
      explanation:
        'El Decreto 1072 de 2015 (art. 2.2.4.6.24) ordena aplicar primero la eliminación, luego la sustitución, los controles de ingeniería, los controles administrativos y, por último, los elementos de protección personal.',
    },
    {
      topic: CONTROLES,
      level: 'easy',
      kind: 'single',
      prompt: 'Un taller instala una guarda fija sobre las poleas y correas de un compresor. ¿Qué tipo de control es?',
      options: [
        { id: 'a', text: 'Control administrativo', correct: false },
        { id: 'b', text: 'Elemento de protección personal', correct: false },
        { id: 'c', text: 'Sustitución', correct: false },
        { id: 'd', text: 'Control de ingeniería', correct: true },
      ],
      explanation:
        'La guarda aísla físicamente a la persona de las partes móviles sin depender de su conducta, por eso es un control de ingeniería.',
    },
    {
      topic: CONTROLES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál de estas medidas es un control administrativo?',
      options: [
        { id: 'a', text: 'Encerrar un compresor ruidoso en una cabina', correct: false },
        { id: 'b', text: 'Cambiar una pintura con plomo por una sin plomo', correct: false },
        { id: 'c', text: 'Entregar protectores auditivos de copa', correct: false },
        {
          id: 'd',
          text: 'Definir un procedimiento escrito para cambiar las cuchillas de la guillotina',
          correct: true,
        },
      ],
      explanation:
        'Los procedimientos, los permisos de trabajo, la señalización, la rotación y la capacitación organizan la forma de trabajar: son controles administrativos.',
    },
    {
      topic: CONTROLES,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'Los elementos de protección personal son la última barrera de la jerarquía y se usan cuando los controles anteriores no bastan.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El EPP protege solo a quien lo usa y depende de que se use bien; por eso ocupa el último lugar en la jerarquía del Decreto 1072 de 2015.',
    },
    {
      topic: CONTROLES,
      level: 'easy',
      kind: 'single',
      prompt:
        'Una planta comprueba que las piezas ya llegan limpias del proveedor y suprime del proceso el paso de desengrase con solvente. Frente al peligro químico de ese solvente, ¿qué tipo de control aplicó?',
      options: [
        { id: 'a', text: 'Eliminación', correct: true },
        { id: 'b', text: 'Sustitución', correct: false },
        { id: 'c', text: 'Control administrativo', correct: false },
      ],
      explanation:
        'Al quitar la tarea del proceso, el solvente deja de usarse y el peligro desaparece: es eliminación. Sería sustitución si se cambiara el solvente por otro producto menos peligroso.',
    },
    {
      topic: CONTROLES,
      level: 'easy',
      kind: 'single',
      prompt: 'Pintar franjas amarillas en el piso para delimitar la ruta de los montacargas es un ejemplo de…',
      options: [
        { id: 'a', text: 'Sustitución del peligro', correct: false },
        { id: 'b', text: 'Control de ingeniería', correct: false },
        { id: 'c', text: 'Control administrativo', correct: true },
        { id: 'd', text: 'Eliminación del peligro', correct: false },
      ],
      explanation:
        'La demarcación y la señalización advierten y ordenan la circulación, pero no cambian el peligro ni lo aíslan: son controles administrativos.',
    },
    {
      topic: CONTROLES,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'Según el Decreto 1072 de 2015, el empleador debe suministrar los elementos de protección personal sin costo para el trabajador.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 (art. 2.2.4.6.24) señala que el empleador entrega los EPP sin ningún costo para el trabajador y vigila su uso.',
    },
    {
      topic: CONTROLES,
      level: 'easy',
      kind: 'single',
      prompt: 'En la jerarquía de controles, ¿cuál de estos controles es en general el más eficaz?',
      options: [
        { id: 'a', text: 'Capacitar al personal en el riesgo', correct: false },
        { id: 'b', text: 'Colocar avisos de advertencia', correct: false },
        { id: 'c', text: 'Entregar guantes de protección', correct: false },
        { id: 'd', text: 'Eliminar el peligro del proceso', correct: true },
      ],
      explanation:
        'Si el peligro desaparece, nadie queda expuesto a él; por eso la eliminación encabeza la jerarquía de controles.',
    },
    {
      topic: CONTROLES,
      level: 'easy',
      kind: 'single',
      prompt:
        'Reemplazar en una planta de limpieza un ácido concentrado por un producto de menor peligrosidad que cumple la misma función es…',
      options: [
        { id: 'a', text: 'Sustitución', correct: true },
        { id: 'b', text: 'Eliminación', correct: false },
        { id: 'c', text: 'Control de ingeniería', correct: false },
        { id: 'd', text: 'Control administrativo', correct: false },
      ],
      explanation:
        'Sustituir es cambiar un material, equipo o proceso por otro menos peligroso que cumple la misma función; el peligro no desaparece del todo, pero disminuye.',
    },
    {
      topic: CONTROLES,
      level: 'easy',
      kind: 'single',
      prompt:
        'Para reducir el ruido de una sierra en una carpintería, ¿cuál medida corresponde a un control de ingeniería?',
      options: [
        { id: 'a', text: 'Rotar a los operarios cada dos horas', correct: false },
        { id: 'b', text: 'Instalar una cabina o barrera acústica alrededor de la sierra', correct: true },
        { id: 'c', text: 'Entregar tapones auditivos', correct: false },
        { id: 'd', text: 'Poner un aviso de uso obligatorio de protección auditiva', correct: false },
      ],
      explanation:
        'El encerramiento o la barrera acústica actúa sobre la fuente o el medio sin depender del trabajador: es un control de ingeniería.',
    },
    {
      topic: CONTROLES,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Entregar un arnés a un trabajador que sube a un techo es un control de ingeniería.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'El arnés es un elemento de protección personal; una baranda perimetral o una línea de vida instalada serían sistemas que no dependen de que cada persona use correctamente su equipo.',
    },
    {
      topic: CONTROLES,
      level: 'medium',
      kind: 'single',
      prompt:
        'En la matriz, los controles existentes se registran según el lugar donde actúan. ¿Cuáles son esos lugares?',
      options: [
        { id: 'a', text: 'Fuente, medio e individuo', correct: true },
        { id: 'b', text: 'Gerencia, supervisión y operación', correct: false },
        { id: 'c', text: 'Antes, durante y después del turno', correct: false },
        { id: 'd', text: 'Sede, área y puesto', correct: false },
      ],
      explanation:
        'La GTC 45 pide describir los controles que ya existen en la fuente del peligro, en el medio por donde se transmite y en el trabajador.',
    },
    {
      topic: CONTROLES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una empresa de confecciones instala extracción localizada en las mesas de corte y, además, entrega mascarillas. Al registrar los controles existentes, ¿dónde va cada uno?',
      options: [
        { id: 'a', text: 'Extracción en el individuo; mascarillas en la fuente', correct: false },
        { id: 'b', text: 'Ambos en el medio', correct: false },
        { id: 'c', text: 'Ambos como controles administrativos', correct: false },
        { id: 'd', text: 'Extracción en la fuente o el medio; mascarillas en el individuo', correct: true },
      ],
      explanation:
        'La extracción captura el contaminante cerca de donde se genera, antes de que llegue a la persona; la mascarilla actúa sobre el trabajador.',
    },
    {
      topic: CONTROLES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuál es la principal desventaja de los controles administrativos frente a los de ingeniería?',
      options: [
        { id: 'a', text: 'Que solo los puede aprobar la ARL', correct: false },
        { id: 'b', text: 'Que son siempre más costosos', correct: false },
        { id: 'c', text: 'Que están prohibidos en riesgos de nivel I', correct: false },
        { id: 'd', text: 'Que dependen de que las personas sigan lo establecido', correct: true },
      ],
      explanation:
        'Los procedimientos, la rotación o la señalización funcionan solo si las personas los cumplen; los controles de ingeniería actúan aunque alguien se distraiga.',
    },
    {
      topic: CONTROLES,
      level: 'medium',
      kind: 'single',
      prompt:
        'En una bodega, los trabajadores levantan a mano cajas de 30 kg desde el piso. ¿Cuál medida está más alta en la jerarquía de controles?',
      options: [
        { id: 'a', text: 'Capacitar en técnicas de levantamiento seguro', correct: false },
        { id: 'b', text: 'Instalar un transportador o un elevador mecánico para mover las cajas', correct: true },
        { id: 'c', text: 'Entregar fajas lumbares', correct: false },
        { id: 'd', text: 'Limitar el número de levantamientos por persona', correct: false },
      ],
      explanation:
        'El transportador mecánico es un control de ingeniería que reduce el esfuerzo sin depender de la técnica de cada persona; la capacitación y la limitación son administrativas.',
    },
    {
      topic: CONTROLES,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estas medidas son controles administrativos?',
      options: [
        { id: 'a', text: 'Programar pausas activas en un centro de llamadas', correct: true },
        { id: 'b', text: 'Instalar un interruptor diferencial en un tablero', correct: false },
        { id: 'c', text: 'Elaborar un procedimiento de bloqueo y etiquetado', correct: true },
        { id: 'd', text: 'Entregar gafas de seguridad', correct: false },
        { id: 'e', text: 'Realizar inspecciones preoperacionales a los montacargas', correct: true },
      ],
      explanation:
        'Las pausas, los procedimientos y las inspecciones organizan el trabajo; el interruptor diferencial es un control de ingeniería y las gafas son EPP.',
    },
    {
      topic: CONTROLES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un hospital cambia las agujas convencionales por dispositivos con mecanismo de seguridad que cubren la aguja después de usarla. ¿Qué tipo de control es?',
      options: [
        { id: 'a', text: 'Elemento de protección personal', correct: false },
        { id: 'b', text: 'Control administrativo', correct: false },
        { id: 'c', text: 'Control de ingeniería', correct: true },
      ],
      explanation:
        'El mecanismo de seguridad está incorporado en el dispositivo y reduce la posibilidad de pinchazo sin depender solo del cuidado del trabajador: es un control de ingeniería.',
    },
    {
      topic: CONTROLES,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Para un riesgo en nivel III, la matriz puede proponer mejoras después de comparar su costo con el beneficio esperado.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'En el nivel III el riesgo se tolera, pero se estudian mejoras y se decide su conveniencia según el costo y el beneficio.',
    },
    {
      topic: CONTROLES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuál de estas medidas de intervención está bien escrita para la matriz de peligros?',
      options: [
        { id: 'a', text: 'Mejorar el orden de la bodega cuando haya tiempo', correct: false },
        { id: 'b', text: 'Estar pendientes de la seguridad en la bodega', correct: false },
        {
          id: 'c',
          text: 'Instalar estantería anclada al muro en la bodega 2; responsable: jefe de mantenimiento; plazo: 30 días',
          correct: true,
        },
        { id: 'd', text: 'Hacer algo con los estantes de la bodega', correct: false },
      ],
      explanation: 'Una medida útil es concreta y verificable: dice qué se hace, dónde, quién responde y en qué plazo.',
    },
    {
      topic: CONTROLES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un laboratorio trabaja con un solvente volátil sobre mesones abiertos. ¿Qué medida es un control de ingeniería?',
      options: [
        { id: 'a', text: 'Trabajar dentro de una cabina de extracción de gases', correct: true },
        { id: 'b', text: 'Colocar la ficha de seguridad en la pared', correct: false },
        { id: 'c', text: 'Reducir el tiempo de cada analista en el laboratorio', correct: false },
        { id: 'd', text: 'Usar respirador con cartucho para vapores orgánicos', correct: false },
      ],
      explanation:
        'La cabina de extracción captura los vapores en la fuente; la ficha y la reducción del tiempo son administrativas, y el respirador es EPP.',
    },
    {
      topic: CONTROLES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Por qué la rotación de personal se considera un control administrativo y no de ingeniería?',
      options: [
        { id: 'a', text: 'Porque la decide el área de talento humano', correct: false },
        {
          id: 'b',
          text: 'Porque reduce el tiempo de exposición de cada persona sin cambiar el peligro',
          correct: true,
        },
        { id: 'c', text: 'Porque elimina el peligro del puesto', correct: false },
        { id: 'd', text: 'Porque la exige la ARL', correct: false },
      ],
      explanation:
        'La rotación reparte la exposición entre varias personas; el peligro sigue igual en el puesto, por eso es una medida organizativa.',
    },
    {
      topic: CONTROLES,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Si ya se entregaron elementos de protección personal, el empleador puede dejar de buscar controles de ingeniería para ese peligro.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'El EPP es la última barrera; el Decreto 1072 de 2015 exige considerar primero eliminación, sustitución e ingeniería cuando son viables.',
    },
    {
      topic: CONTROLES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una empresa de aseo usa hipoclorito concentrado y lo diluye a mano en cada turno. Compra un dosificador automático que prepara la dilución en un circuito cerrado. ¿Qué tipo de control es?',
      options: [
        { id: 'a', text: 'Sustitución', correct: false },
        { id: 'b', text: 'Control administrativo', correct: false },
        { id: 'c', text: 'Elemento de protección personal', correct: false },
        { id: 'd', text: 'Control de ingeniería', correct: true },
      ],
      explanation:
        'El dosificador cerrado evita el contacto con el producto concentrado mediante un cambio en el equipo, sin cambiar la sustancia: es un control de ingeniería.',
    },
    {
      topic: CONTROLES,
      level: 'medium',
      kind: 'single',
      prompt:
        'En un call center, los agentes atienden llamadas difíciles durante toda la jornada sin pausas. ¿Qué medida es un control administrativo adecuado?',
      options: [
        { id: 'a', text: 'Entregar diademas con cancelación de ruido', correct: false },
        { id: 'b', text: 'Instalar paneles acústicos entre los puestos', correct: false },
        { id: 'c', text: 'Programar pausas y rotar a los agentes entre líneas de atención', correct: true },
        { id: 'd', text: 'Cambiar las sillas por otras ergonómicas', correct: false },
      ],
      explanation:
        'La programación de pausas y la rotación cambian la organización del trabajo, que es lo que define a un control administrativo.',
    },
    {
      topic: CONTROLES,
      level: 'medium',
      kind: 'multiple',
      prompt:
        'Una matriz tiene el peligro "caída de objetos desde estanterías altas". ¿Cuáles medidas son controles de ingeniería?',
      options: [
        { id: 'a', text: 'Instalar mallas o topes en el borde de los estantes', correct: true },
        { id: 'b', text: 'Anclar la estantería al muro', correct: true },
        { id: 'c', text: 'Exigir casco a quien circule por la bodega', correct: false },
        { id: 'd', text: 'Señalizar la carga máxima de cada nivel', correct: false },
      ],
      explanation:
        'Las mallas y el anclaje cambian físicamente la instalación; el casco es EPP y el aviso de carga máxima es un control administrativo.',
    },
    {
      topic: CONTROLES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un soldador trabaja sin extracción (ND = 6, NE = 4, NC = 60). La empresa ofrece "capacitación en riesgo químico" como único control. ¿Qué debería cuestionar usted?',
      options: [
        { id: 'a', text: 'Nada, porque la capacitación es obligatoria', correct: false },
        { id: 'b', text: 'Que no se haya entregado primero un respirador', correct: false },
        { id: 'c', text: 'Que el riesgo sea nivel III y no necesite controles', correct: false },
        {
          id: 'd',
          text: 'Que el riesgo está en nivel I y hay un control de ingeniería viable, como la extracción localizada',
          correct: true,
        },
      ],
      explanation:
        'NR = 6 × 4 × 60 = 1.440, nivel I. La extracción localizada está más alta en la jerarquía y es viable; la capacitación sola no reduce la deficiencia.',
    },
    {
      topic: CONTROLES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Tras instalar extracción localizada en un puesto de soldadura, la verificación muestra que funciona bien. ¿Qué debe pasar en la matriz?',
      options: [
        { id: 'a', text: 'Revalorar el riesgo con el nuevo nivel de deficiencia', correct: true },
        { id: 'b', text: 'Borrar la fila del peligro', correct: false },
        { id: 'c', text: 'Mantener la valoración anterior hasta la próxima auditoría', correct: false },
        { id: 'd', text: 'Subir el nivel de exposición', correct: false },
      ],
      explanation:
        'Después de implementar un control se vuelve a valorar el riesgo: el control cambia el ND y, con él, el NP y el NR. El peligro sigue existiendo y se conserva en la matriz.',
    },
    {
      topic: CONTROLES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una zanja de 3 m sin entibado queda en nivel I. Mientras se instala el entibado, ¿qué corresponde hacer?',
      options: [
        { id: 'a', text: 'Permitir el trabajo con casco y botas', correct: false },
        { id: 'b', text: 'Suspender el trabajo dentro de la zanja hasta reducir el riesgo', correct: true },
        { id: 'c', text: 'Seguir trabajando y revisar en la próxima actualización anual', correct: false },
        { id: 'd', text: 'Trasladar el riesgo a nivel III con una capacitación', correct: false },
      ],
      explanation:
        'En el nivel I la actividad no continúa hasta que los controles reduzcan el riesgo; el EPP no sustituye el entibado frente a un derrumbe.',
    },
    {
      topic: CONTROLES,
      level: 'hard',
      kind: 'multiple',
      prompt:
        'Un operario de prensa mete la mano para retirar piezas atascadas con la máquina energizada. ¿Cuáles medidas están por encima del EPP en la jerarquía?',
      options: [
        { id: 'a', text: 'Instalar una guarda con enclavamiento que detenga la prensa al abrirla', correct: true },
        { id: 'b', text: 'Entregar guantes anticorte', correct: false },
        { id: 'c', text: 'Implementar un procedimiento de bloqueo y etiquetado de energías', correct: true },
        { id: 'd', text: 'Instalar un alimentador automático que evite meter las manos', correct: true },
      ],
      explanation:
        'El enclavamiento y el alimentador automático son controles de ingeniería, y el bloqueo y etiquetado es administrativo; todos se ubican por encima de los guantes.',
    },
    {
      topic: CONTROLES,
      level: 'hard',
      kind: 'single',
      prompt: 'Un riesgo biomecánico queda en NR = 160 (nivel II). ¿Qué exige ese nivel sobre los controles?',
      options: [
        {
          id: 'a',
          text: 'Corregir y aplicar controles de inmediato, sin suspender necesariamente la actividad',
          correct: true,
        },
        { id: 'b', text: 'Suspender la actividad hasta bajar el riesgo', correct: false },
        { id: 'c', text: 'Solo mantener los controles actuales', correct: false },
        { id: 'd', text: 'Estudiar mejoras cuando el presupuesto lo permita', correct: false },
      ],
      explanation:
        'En el nivel II se aplican controles de inmediato; la suspensión se exige cuando el NR es 360 o más, y 160 no llega a ese valor.',
    },
    {
      topic: CONTROLES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Para el ruido de un molino, una empresa propone en este orden: tapones, capacitación y, si sobra presupuesto, un encerramiento. ¿Qué falla tiene el plan?',
      options: [
        { id: 'a', text: 'Ninguna, porque el EPP protege de inmediato', correct: false },
        { id: 'b', text: 'Que la capacitación debe ir antes que los tapones', correct: false },
        {
          id: 'c',
          text: 'Que el encerramiento, un control de ingeniería, debería priorizarse y el EPP servir como apoyo mientras tanto',
          correct: true,
        },
        { id: 'd', text: 'Que el ruido no se controla con ingeniería', correct: false },
      ],
      explanation:
        'La jerarquía pone la ingeniería antes que las medidas administrativas y el EPP; el EPP puede usarse como protección temporal mientras se implementa el control principal.',
    },
    {
      topic: CONTROLES,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Un riesgo de nivel I puede quedar en nivel I aun después de aplicar un control, si la consecuencia posible es mortal y la deficiencia solo baja a medio.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Con ND = 2, NE = 3 y NC = 100, el NR es 600, todavía nivel I. Cuando la consecuencia es mortal, hay que llevar la deficiencia a bajo o reducir la exposición.',
    },
    {
      topic: CONTROLES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Para un trabajo de pintura en la fachada de un edificio, ¿cuál opción es la de eliminación frente al peligro de caída?',
      options: [
        { id: 'a', text: 'Usar arnés y línea de vida certificados', correct: false },
        { id: 'b', text: 'Pintar los paneles en el piso antes de instalarlos', correct: true },
        { id: 'c', text: 'Poner un vigía de seguridad en el andamio', correct: false },
        { id: 'd', text: 'Instalar barandas en el andamio', correct: false },
      ],
      explanation:
        'Si la tarea se hace en el piso, deja de existir la exposición a caída para esa actividad; las barandas son ingeniería, el vigía es administrativo y el arnés es EPP.',
    },
    {
      topic: CONTROLES,
      level: 'hard',
      kind: 'single',
      prompt:
        'En la revaloración de un riesgo, ¿qué valor cambia por lo general cuando se instala una guarda en una máquina?',
      options: [
        { id: 'a', text: 'El nivel de consecuencia, que pasa a leve', correct: false },
        { id: 'b', text: 'El número de trabajadores expuestos', correct: false },
        { id: 'c', text: 'El nivel de deficiencia, porque mejora el control', correct: true },
        { id: 'd', text: 'La clase del peligro, que deja de ser mecánico', correct: false },
      ],
      explanation:
        'La guarda mejora la eficacia de los controles, que es lo que mide el ND; el daño más grave posible si el evento ocurre sigue dependiendo del peligro.',
    },
    {
      topic: CONTROLES,
      level: 'hard',
      kind: 'multiple',
      prompt:
        'Un peligro eléctrico en un tablero quedó en nivel I. ¿Cuáles medidas combinan bien la jerarquía para bajar el riesgo?',
      options: [
        { id: 'a', text: 'Encerrar el tablero y cambiar los cables deteriorados', correct: true },
        { id: 'b', text: 'Permitir que cualquier trabajador manipule el tablero con guantes', correct: false },
        { id: 'c', text: 'Restringir el acceso al tablero solo a electricistas calificados', correct: true },
        { id: 'd', text: 'Aplicar bloqueo y etiquetado antes de intervenirlo', correct: true },
        { id: 'e', text: 'Quitar la señalización porque el tablero ya está encerrado', correct: false },
      ],
      explanation:
        'El encerramiento y la reparación son ingeniería; la restricción de acceso y el bloqueo son controles administrativos que complementan. Retirar avisos o permitir acceso general empeora el control.',
    },
    {
      topic: CONTROLES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un supermercado registra el peligro de atraco en las cajas. ¿Cuál medida reduce el dinero expuesto en la fuente?',
      options: [
        { id: 'a', text: 'Entregar chalecos a los cajeros', correct: false },
        { id: 'b', text: 'Colocar un aviso de "no se permite el ingreso con casco"', correct: false },
        { id: 'c', text: 'Instalar cajas fuertes de depósito inmediato que el cajero no puede abrir', correct: true },
        { id: 'd', text: 'Capacitar a los cajeros en manejo de clientes', correct: false },
      ],
      explanation:
        'La caja de depósito inmediato reduce el efectivo disponible en el puesto con un cambio físico, lo que actúa sobre la fuente del peligro público.',
    },
    {
      topic: CONTROLES,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué debe acompañar la entrega de elementos de protección personal según el Decreto 1072 de 2015?',
      options: [
        { id: 'a', text: 'Un descuento en la nómina del trabajador', correct: false },
        { id: 'b', text: 'Capacitación en su uso y verificación de que se usan correctamente', correct: true },
        { id: 'c', text: 'La autorización del comité de convivencia', correct: false },
        { id: 'd', text: 'Una póliza de seguro adicional', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 (art. 2.2.4.6.24) pide entregar el EPP sin costo, capacitar en su uso y verificar que se use y se mantenga.',
    },
    {
      topic: CONTROLES,
      level: 'easy',
      kind: 'single',
      prompt:
        'La vacunación contra la hepatitis B del personal de salud expuesto a sangre se considera en la matriz un control…',
      options: [
        { id: 'a', text: 'Sobre el individuo', correct: true },
        { id: 'b', text: 'Sobre la fuente', correct: false },
        { id: 'c', text: 'De eliminación', correct: false },
      ],
      explanation:
        'La vacuna protege a la persona expuesta, sin cambiar la presencia del agente biológico en el puesto: actúa sobre el individuo.',
    },
    {
      topic: CONTROLES,
      level: 'medium',
      kind: 'true_false',
      prompt: 'Un procedimiento escrito de trabajo seguro es más eficaz que una barrera física que aísla el peligro.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'La barrera física es un control de ingeniería y, en general, es más eficaz que un procedimiento, que depende de que las personas lo cumplan.',
    },
    {
      topic: CLASIFICACION,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál es la diferencia entre peligro y riesgo?',
      options: [
        {
          id: 'a',
          text: 'El peligro es la fuente o situación que puede causar daño; el riesgo combina la posibilidad de que ocurra y la gravedad del daño',
          correct: true,
        },
        { id: 'b', text: 'El peligro es el accidente ya ocurrido; el riesgo es la enfermedad laboral', correct: false },
        { id: 'c', text: 'El peligro se mide con números; el riesgo solo se describe con palabras', correct: false },
        { id: 'd', text: 'Son sinónimos y la GTC 45 los usa indistintamente', correct: false },
      ],
      explanation:
        'El peligro es aquello que puede hacer daño; el riesgo expresa qué tan posible es que ese daño ocurra y qué tan grave sería.',
    },
    {
      topic: CLASIFICACION,
      level: 'easy',
      kind: 'single',
      prompt: 'Una zanja de 3 m de profundidad sin entibado, en sí misma, es…',
      options: [
        { id: 'a', text: 'Un riesgo de nivel IV', correct: false },
        { id: 'b', text: 'Un control existente', correct: false },
        { id: 'c', text: 'Una consecuencia', correct: false },
        { id: 'd', text: 'Un peligro', correct: true },
      ],
      explanation:
        'La zanja sin entibado es la condición que puede causar daño, es decir, el peligro; el riesgo es la valoración de ese peligro.',
    },
    {
      topic: CLASIFICACION,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'Las tareas de mantenimiento y limpieza que se hacen pocas veces también deben incluirse en la identificación de peligros.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 (art. 2.2.4.6.15) pide cubrir actividades rutinarias y no rutinarias; muchas lesiones graves ocurren justamente en tareas poco frecuentes.',
    },
    {
      topic: CLASIFICACION,
      level: 'easy',
      kind: 'single',
      prompt: '¿Cuál es la mejor forma de identificar los peligros de un proceso?',
      options: [
        { id: 'a', text: 'Copiar la matriz de una empresa del mismo sector', correct: false },
        { id: 'b', text: 'Llenar la matriz en la oficina con el manual de funciones', correct: false },
        {
          id: 'c',
          text: 'Recorrer las áreas, observar las tareas como se hacen y conversar con los trabajadores',
          correct: true,
        },
        { id: 'd', text: 'Esperar a que ocurra un accidente para registrar el peligro', correct: false },
      ],
      explanation:
        'La identificación se hace en campo: observar la tarea real y preguntar a quien la ejecuta revela peligros que no aparecen en los documentos.',
    },
    {
      topic: CLASIFICACION,
      level: 'easy',
      kind: 'single',
      prompt: 'En la GTC 45, las radiaciones ultravioleta y las microondas hacen parte del peligro…',
      options: [
        { id: 'a', text: 'Químico, como gases y vapores', correct: false },
        { id: 'b', text: 'Físico, como radiaciones no ionizantes', correct: true },
        { id: 'c', text: 'Biológico, como microorganismos', correct: false },
        { id: 'd', text: 'Tecnológico, como fugas y explosiones', correct: false },
      ],
      explanation:
        'La GTC 45 ubica dentro de los peligros físicos las radiaciones no ionizantes, como la ultravioleta, la infrarroja, el láser y las microondas.',
    },
    {
      topic: CLASIFICACION,
      level: 'easy',
      kind: 'single',
      prompt: 'En la GTC 45, los rayos X de un equipo de imágenes diagnósticas son radiaciones…',
      options: [
        { id: 'a', text: 'No ionizantes', correct: false },
        { id: 'b', text: 'Ionizantes', correct: true },
        { id: 'c', text: 'Térmicas', correct: false },
      ],
      explanation:
        'Los rayos X y gamma son radiaciones ionizantes, que la GTC 45 agrupa dentro de los peligros físicos.',
    },
    {
      topic: CLASIFICACION,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'Las jornadas de trabajo extensas y los turnos nocturnos se clasifican como peligro psicosocial en la GTC 45.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La jornada de trabajo, con sus pausas, turnos y horas extra, es uno de los factores psicosociales que reconoce la GTC 45.',
    },
    {
      topic: CLASIFICACION,
      level: 'easy',
      kind: 'single',
      prompt: 'Dentro de las condiciones de seguridad, un piso con desniveles y sin demarcar corresponde al peligro…',
      options: [
        { id: 'a', text: 'Eléctrico', correct: false },
        { id: 'b', text: 'Mecánico', correct: false },
        { id: 'c', text: 'Público', correct: false },
        { id: 'd', text: 'Locativo', correct: true },
      ],
      explanation:
        'El peligro locativo incluye superficies irregulares, resbalosas o con diferencia de nivel, el almacenamiento y el orden y aseo.',
    },
    {
      topic: CLASIFICACION,
      level: 'easy',
      kind: 'single',
      prompt:
        'Dentro de las condiciones de seguridad, una explosión, una fuga o un derrame de sustancias en una planta se agrupan como peligro…',
      options: [
        { id: 'a', text: 'Tecnológico', correct: true },
        { id: 'b', text: 'Locativo', correct: false },
        { id: 'c', text: 'Público', correct: false },
        { id: 'd', text: 'Mecánico', correct: false },
      ],
      explanation:
        'La GTC 45 llama tecnológico al peligro de explosión, fuga, derrame o incendio dentro de las condiciones de seguridad.',
    },
    {
      topic: CLASIFICACION,
      level: 'easy',
      kind: 'single',
      prompt: 'Las partículas que salen proyectadas de un esmeril al afilar una herramienta son un peligro…',
      options: [
        { id: 'a', text: 'Químico, por material particulado', correct: false },
        { id: 'b', text: 'Físico, por vibración', correct: false },
        { id: 'c', text: 'Mecánico, de condiciones de seguridad', correct: true },
        { id: 'd', text: 'Biomecánico, por esfuerzo', correct: false },
      ],
      explanation:
        'La proyección de partículas sólidas por herramientas o máquinas es un peligro mecánico dentro de las condiciones de seguridad.',
    },
    {
      topic: CLASIFICACION,
      level: 'easy',
      kind: 'true_false',
      prompt: 'En la GTC 45, el peligro biomecánico incluye la manipulación manual de cargas.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'La GTC 45 agrupa como biomecánicos la postura, el esfuerzo, el movimiento repetitivo y la manipulación manual de cargas.',
    },
    {
      topic: CLASIFICACION,
      level: 'medium',
      kind: 'single',
      prompt: 'En la matriz de peligros, ¿qué significa marcar una tarea como "no rutinaria"?',
      options: [
        {
          id: 'a',
          text: 'Que no forma parte de la operación diaria habitual, como una reparación ocasional',
          correct: true,
        },
        { id: 'b', text: 'Que no tiene peligros y puede omitirse', correct: false },
        { id: 'c', text: 'Que solo la hacen contratistas', correct: false },
        { id: 'd', text: 'Que su riesgo es siempre de nivel IV', correct: false },
      ],
      explanation:
        'Las tareas no rutinarias se hacen de forma ocasional; se identifican igual que las demás, porque suelen tener peligros poco conocidos.',
    },
    {
      topic: CLASIFICACION,
      level: 'medium',
      kind: 'single',
      prompt: 'En la matriz de peligros, ¿en qué orden se desglosa el trabajo antes de identificar peligros?',
      options: [
        { id: 'a', text: 'Tarea, actividad, zona y proceso', correct: false },
        { id: 'b', text: 'Proceso, zona o lugar, actividad y tarea', correct: true },
        { id: 'c', text: 'Riesgo, peligro, tarea y control', correct: false },
        { id: 'd', text: 'Cargo, salario, horario y tarea', correct: false },
      ],
      explanation:
        'La matriz parte del proceso, lo ubica en una zona, lo divide en actividades y estas en tareas; así cada peligro queda asociado a lo que se hace realmente.',
    },
    {
      topic: CLASIFICACION,
      level: 'medium',
      kind: 'single',
      prompt: 'En la columna de "efectos posibles" de la matriz se registra…',
      options: [
        { id: 'a', text: 'El presupuesto del control', correct: false },
        { id: 'b', text: 'El nombre del responsable', correct: false },
        {
          id: 'c',
          text: 'El daño a la salud que el peligro puede producir, como hipoacusia o una fractura',
          correct: true,
        },
        { id: 'd', text: 'La fecha de la última inspección', correct: false },
      ],
      explanation:
        'La columna de efectos posibles describe las lesiones o enfermedades que podría causar el peligro, lo que ayuda luego a asignar el nivel de consecuencia.',
    },
    {
      topic: CLASIFICACION,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Quiénes deben estar cubiertos por la identificación de peligros según el Decreto 1072 de 2015?',
      options: [
        { id: 'a', text: 'Los trabajadores de planta', correct: true },
        { id: 'b', text: 'Los contratistas y subcontratistas', correct: true },
        { id: 'c', text: 'Solo quienes tienen contrato a término indefinido', correct: false },
        { id: 'd', text: 'Los trabajadores de todas las sedes y centros de trabajo', correct: true },
        { id: 'e', text: 'Solo las áreas operativas, sin incluir las administrativas', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 (art. 2.2.4.6.15) pide identificar peligros en todos los procesos, sedes y actividades, para todos los trabajadores sin importar su forma de vinculación.',
    },
    {
      topic: CLASIFICACION,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Según el Decreto 1072 de 2015, la identificación de peligros la hace solo el responsable del SG-SST, sin participación de los trabajadores.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'El Decreto 1072 de 2015 pide que la identificación de peligros se haga con la participación de todos los niveles de la empresa, incluidos los trabajadores.',
    },
    {
      topic: CLASIFICACION,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué papel cumple el COPASST frente a la matriz de peligros?',
      options: [
        { id: 'a', text: 'Aprobar los salarios de quienes trabajan en tareas de alto riesgo', correct: false },
        { id: 'b', text: 'Firmar como único responsable de la valoración', correct: false },
        { id: 'c', text: 'Sancionar a quienes no usen EPP', correct: false },
        {
          id: 'd',
          text: 'Participar en la identificación y en las inspecciones, y proponer medidas de control',
          correct: true,
        },
      ],
      explanation:
        'El COPASST representa a los trabajadores y empleador en SST: participa en inspecciones, propone medidas y apoya la identificación de peligros (Resolución 2013 de 1986 y Decreto 1072 de 2015).',
    },
    {
      topic: CLASIFICACION,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un repartidor en bicicleta recorre la ciudad todo el día. ¿Qué peligros, además del de tránsito, conviene revisar en su matriz?',
      options: [
        { id: 'a', text: 'Solo el peligro de tránsito, porque es el principal', correct: false },
        { id: 'b', text: 'Radiación solar, público y biomecánico por la postura', correct: true },
        { id: 'c', text: 'Ninguno, porque trabaja al aire libre', correct: false },
        { id: 'd', text: 'Solo el peligro químico por el combustible', correct: false },
      ],
      explanation:
        'Una tarea suele tener varios peligros: la radiación UV (físico), los atracos (público) y la postura sostenida (biomecánico) van cada uno en su propia fila.',
    },
    {
      topic: CLASIFICACION,
      level: 'medium',
      kind: 'single',
      prompt:
        'En un frigorífico, los operarios entran varias veces por turno a cuartos a −18 °C. ¿Cómo se clasifica este peligro?',
      options: [
        { id: 'a', text: 'Biológico, por microorganismos del frío', correct: false },
        { id: 'b', text: 'Químico, por gases refrigerantes', correct: false },
        { id: 'c', text: 'Físico, por temperatura extrema', correct: true },
        { id: 'd', text: 'Locativo, por superficies de trabajo', correct: false },
      ],
      explanation: 'Las temperaturas extremas, tanto de calor como de frío, son peligros físicos en la GTC 45.',
    },
    {
      topic: CLASIFICACION,
      level: 'medium',
      kind: 'single',
      prompt: 'En una mina subterránea, el aire con polvo de carbón que respiran los mineros es un peligro…',
      options: [
        { id: 'a', text: 'Químico, por material particulado', correct: true },
        { id: 'b', text: 'Físico, por iluminación', correct: false },
        { id: 'c', text: 'Biológico, por hongos', correct: false },
        { id: 'd', text: 'Tecnológico', correct: false },
      ],
      explanation:
        'Los polvos y el material particulado son peligros químicos; en la misma mina habrá otros peligros distintos en filas aparte.',
    },
    {
      topic: CLASIFICACION,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una docente de colegio atiende grupos numerosos, con plazos de calificación cortos y conflictos con acudientes. ¿Qué clase de peligro describe principalmente este caso?',
      options: [
        { id: 'a', text: 'Biomecánico', correct: false },
        { id: 'b', text: 'Público', correct: false },
        { id: 'c', text: 'Físico', correct: false },
        { id: 'd', text: 'Psicosocial', correct: true },
      ],
      explanation:
        'Las condiciones de la tarea, las demandas emocionales y las relaciones con otras personas son factores psicosociales.',
    },
    {
      topic: CLASIFICACION,
      level: 'medium',
      kind: 'multiple',
      prompt: 'En un taller de mecánica automotriz, ¿cuáles de estos peligros están bien clasificados?',
      options: [
        { id: 'a', text: 'Gases de escape del motor encendido: químico', correct: true },
        { id: 'b', text: 'Carro sostenido en un gato hidráulico: mecánico', correct: true },
        { id: 'c', text: 'Ruido de la pistola neumática: biomecánico', correct: false },
        { id: 'd', text: 'Trabajo agachado bajo el vehículo: biomecánico', correct: true },
        { id: 'e', text: 'Piso con aceite derramado: psicosocial', correct: false },
      ],
      explanation:
        'Los gases son químicos, la posible caída del vehículo es mecánica y la postura es biomecánica; el ruido es físico y el piso con aceite es locativo.',
    },
    {
      topic: CLASIFICACION,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'En una misma tarea se pueden identificar varios peligros, y cada uno se registra en una fila distinta de la matriz.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation: 'Cada peligro tiene su propia valoración y sus propios controles; por eso se registra por separado.',
    },
    {
      topic: CLASIFICACION,
      level: 'medium',
      kind: 'single',
      prompt: 'La manipulación de animales en una granja porcícola, con contacto con excrementos, es un peligro…',
      options: [
        { id: 'a', text: 'Biológico', correct: true },
        { id: 'b', text: 'Químico', correct: false },
        { id: 'c', text: 'Fenómeno natural', correct: false },
      ],
      explanation:
        'Los fluidos, excrementos, virus, bacterias y parásitos de origen animal o humano son peligros biológicos.',
    },
    {
      topic: CLASIFICACION,
      level: 'medium',
      kind: 'single',
      prompt: 'El peligro de "precipitaciones" en la GTC 45, como granizadas y lluvias fuertes, pertenece a la clase…',
      options: [
        { id: 'a', text: 'Físico', correct: false },
        { id: 'b', text: 'Locativo', correct: false },
        { id: 'c', text: 'Fenómenos naturales', correct: true },
        { id: 'd', text: 'Tecnológico', correct: false },
      ],
      explanation:
        'Las precipitaciones, el sismo, el vendaval, la inundación y el derrumbe se agrupan como fenómenos naturales.',
    },
    {
      topic: CLASIFICACION,
      level: 'hard',
      kind: 'single',
      prompt:
        'Según el Decreto 1072 de 2015, ¿qué agentes presentes en el proceso productivo deben considerarse prioritarios en los controles?',
      options: [
        { id: 'a', text: 'Los de origen psicosocial', correct: false },
        { id: 'b', text: 'Los potencialmente cancerígenos', correct: true },
        { id: 'c', text: 'Los fenómenos naturales', correct: false },
        { id: 'd', text: 'Los de tipo locativo', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 (art. 2.2.4.6.15) indica que, cuando el proceso productivo involucra agentes potencialmente cancerígenos, estos se consideran prioritarios en los controles; la Resolución 0312 de 2019 también les dedica un estándar.',
    },
    {
      topic: CLASIFICACION,
      level: 'hard',
      kind: 'single',
      prompt:
        'En la GTC 45, los estilos de mando, las formas de contratación y la evaluación del desempeño se agrupan, dentro del peligro psicosocial, en…',
      options: [
        { id: 'a', text: 'La jornada de trabajo', correct: false },
        { id: 'b', text: 'Las características del grupo social de trabajo', correct: false },
        { id: 'c', text: 'La interfase persona y tarea', correct: false },
        { id: 'd', text: 'La gestión organizacional', correct: true },
      ],
      explanation:
        'La gestión organizacional reúne factores como el estilo de mando, la contratación, la participación, la capacitación y la evaluación del desempeño; la jornada se refiere a turnos, pausas y horas extra.',
    },
    {
      topic: CLASIFICACION,
      level: 'hard',
      kind: 'multiple',
      prompt:
        '¿Cuáles situaciones obligan a actualizar la matriz antes de cumplirse el año, según el Decreto 1072 de 2015?',
      options: [
        { id: 'a', text: 'Un accidente de trabajo mortal', correct: true },
        { id: 'b', text: 'La compra de una máquina nueva para la línea de producción', correct: true },
        { id: 'c', text: 'El cambio del logo de la empresa', correct: false },
        { id: 'd', text: 'Un evento catastrófico en la empresa', correct: true },
        { id: 'e', text: 'La renovación del contrato de aseo de oficinas sin cambios en la tarea', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 (art. 2.2.4.6.15) pide actualizar ante accidentes mortales, eventos catastróficos y cambios en procesos, instalaciones, maquinaria o equipos.',
    },
    {
      topic: CLASIFICACION,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa tiene una sede en Bogotá y otra en Barranquilla con el mismo proceso. ¿Cómo debe manejar la matriz?',
      options: [
        { id: 'a', text: 'Usar la de Bogotá en Barranquilla sin revisar', correct: false },
        {
          id: 'b',
          text: 'Identificar los peligros de cada sede, porque sus condiciones pueden ser distintas',
          correct: true,
        },
        { id: 'c', text: 'Hacer matriz solo en la sede principal', correct: false },
        { id: 'd', text: 'Promediar los niveles de riesgo de ambas sedes', correct: false },
      ],
      explanation:
        'Las condiciones de cada sede (clima, instalaciones, controles, personal) cambian la valoración; copiar la valoración de otra sede distorsiona la matriz.',
    },
    {
      topic: CLASIFICACION,
      level: 'hard',
      kind: 'single',
      prompt:
        'Para el peligro psicosocial, la matriz de la GTC 45 es un primer paso. ¿Qué norma exige además una evaluación específica de los factores de riesgo psicosocial?',
      options: [
        { id: 'a', text: 'Resolución 2646 de 2008', correct: true },
        { id: 'b', text: 'Resolución 2013 de 1986', correct: false },
        { id: 'c', text: 'Ley 1010 de 2006', correct: false },
        { id: 'd', text: 'Decreto 1295 de 1994', correct: false },
      ],
      explanation:
        'La Resolución 2646 de 2008 regula la identificación, evaluación e intervención de los factores de riesgo psicosocial en el trabajo.',
    },
    {
      topic: CLASIFICACION,
      level: 'hard',
      kind: 'single',
      prompt: '¿Qué instrumentos adoptó la Resolución 2404 de 2019 para evaluar el riesgo psicosocial?',
      options: [
        { id: 'a', text: 'La tabla de valoración de la GTC 45', correct: false },
        { id: 'b', text: 'El formato de reporte de accidentes', correct: false },
        {
          id: 'c',
          text: 'La batería de instrumentos para la evaluación de factores de riesgo psicosocial',
          correct: true,
        },
        { id: 'd', text: 'La matriz de requisitos legales', correct: false },
      ],
      explanation:
        'La Resolución 2404 de 2019 adoptó la batería de instrumentos y sus guías para evaluar los factores de riesgo psicosocial.',
    },
    {
      topic: CLASIFICACION,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un operario de soldadura trabaja en un tanque cerrado, con humos y con una lámpara de 110 V. ¿Cómo debe registrarse en la matriz?',
      options: [
        { id: 'a', text: 'Como un solo peligro de espacio confinado', correct: false },
        { id: 'b', text: 'Solo como peligro químico, porque es el más frecuente', correct: false },
        { id: 'c', text: 'Como peligros separados: espacio confinado, químico por humos y eléctrico', correct: true },
        { id: 'd', text: 'Como peligro psicosocial por el encierro', correct: false },
      ],
      explanation:
        'Cada peligro de la tarea se identifica y valora por separado, porque tiene efectos y controles distintos.',
    },
    {
      topic: CLASIFICACION,
      level: 'hard',
      kind: 'single',
      prompt:
        'Además de la matriz, ¿qué exigen los estándares mínimos de la Resolución 0312 de 2019 para conocer la magnitud de los peligros químicos, físicos y biológicos?',
      options: [
        { id: 'a', text: 'Solicitar un concepto a la Policía', correct: false },
        { id: 'b', text: 'Realizar mediciones ambientales', correct: true },
        { id: 'c', text: 'Cambiar la clase del peligro', correct: false },
        { id: 'd', text: 'Reducir el NE a 1', correct: false },
      ],
      explanation:
        'Uno de los estándares mínimos de la Resolución 0312 de 2019 es la realización de mediciones ambientales de agentes químicos, físicos y biológicos, que complementan la valoración de la matriz.',
    },
    {
      topic: CLASIFICACION,
      level: 'hard',
      kind: 'multiple',
      prompt: 'En una obra de construcción, ¿cuáles registros de peligro están bien clasificados según la GTC 45?',
      options: [
        {
          id: 'a',
          text: 'Trabajo en losa a 6 m sin baranda: condiciones de seguridad (trabajo en alturas)',
          correct: true,
        },
        { id: 'b', text: 'Polvo de cemento al mezclar: químico', correct: true },
        { id: 'c', text: 'Lluvia intensa que inunda la excavación: fenómeno natural', correct: true },
        { id: 'd', text: 'Vibración del vibrador de concreto en las manos: biomecánico', correct: false },
        { id: 'e', text: 'Cargue de bultos de cemento al hombro: físico', correct: false },
      ],
      explanation:
        'La vibración es un peligro físico y el cargue de bultos es biomecánico; los otros tres están bien clasificados.',
    },
    {
      topic: CLASIFICACION,
      level: 'hard',
      kind: 'true_false',
      prompt: 'Un peligro que se controla bien deja de registrarse en la matriz.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'El peligro sigue presente aunque esté controlado; se conserva en la matriz con sus controles, para verificarlos y revalorarlo en cada actualización.',
    },
    {
      topic: CLASIFICACION,
      level: 'medium',
      kind: 'single',
      prompt: '¿Para qué sirve conversar con los trabajadores durante la identificación de peligros?',
      options: [
        { id: 'a', text: 'Para conocer la tarea real, incluidos atajos y situaciones anormales', correct: true },
        { id: 'b', text: 'Para que ellos firmen la valoración final', correct: false },
        { id: 'c', text: 'Para reemplazar el recorrido por las áreas', correct: false },
        { id: 'd', text: 'Para decidir el presupuesto de los controles', correct: false },
      ],
      explanation:
        'Quien hace la tarea sabe qué pasa cuando la máquina se atasca o qué tarea es más pesada; esa información no aparece en los procedimientos.',
    },
    {
      topic: CLASIFICACION,
      level: 'easy',
      kind: 'single',
      prompt: 'La electricidad estática que se acumula al trasvasar líquidos inflamables es un peligro…',
      options: [
        { id: 'a', text: 'Químico, por vapores', correct: false },
        { id: 'b', text: 'Físico, por radiación', correct: false },
        { id: 'c', text: 'Tecnológico, por derrame', correct: false },
        { id: 'd', text: 'Eléctrico, de condiciones de seguridad', correct: true },
      ],
      explanation:
        'La GTC 45 incluye la electricidad estática, junto con la alta y la baja tensión, dentro del peligro eléctrico.',
    },
    {
      topic: CALCULO,
      level: 'easy',
      kind: 'single',
      prompt: 'En la GTC 45, ¿qué mide el nivel de deficiencia (ND)?',
      options: [
        { id: 'a', text: 'Qué tan eficaces o deficientes son los controles frente al peligro', correct: true },
        { id: 'b', text: 'Cuántos trabajadores están expuestos', correct: false },
        { id: 'c', text: 'Qué tan grave sería el daño', correct: false },
        { id: 'd', text: 'Cuánto dinero cuesta el control', correct: false },
      ],
      explanation:
        'El ND califica la relación entre el peligro y la eficacia de las medidas de control que existen; la gravedad la mide el NC.',
    },
    {
      topic: CALCULO,
      level: 'easy',
      kind: 'single',
      prompt: 'En la GTC 45, ¿qué mide el nivel de exposición (NE)?',
      options: [
        { id: 'a', text: 'La intensidad del ruido en decibeles', correct: false },
        { id: 'b', text: 'La gravedad de la lesión', correct: false },
        {
          id: 'c',
          text: 'Con qué frecuencia y por cuánto tiempo el trabajador está en contacto con el peligro',
          correct: true,
        },
        { id: 'd', text: 'La edad del trabajador', correct: false },
      ],
      explanation:
        'El NE valora la frecuencia y la duración del contacto con el peligro: continua 4, frecuente 3, ocasional 2 y esporádica 1.',
    },
    {
      topic: CALCULO,
      level: 'easy',
      kind: 'single',
      prompt:
        '¿Qué valor de nivel de consecuencia (NC) se asigna cuando el peor daño posible es la muerte de una o más personas?',
      options: [
        { id: 'a', text: '60', correct: false },
        { id: 'b', text: '25', correct: false },
        { id: 'c', text: '40', correct: false },
        { id: 'd', text: '100', correct: true },
      ],
      explanation: 'En la GTC 45 el nivel de consecuencia mortal o catastrófico vale 100.',
    },
    {
      topic: CALCULO,
      level: 'easy',
      kind: 'single',
      prompt:
        '¿Qué valor de ND se asigna cuando no hay controles o los que existen no funcionan y lo observado puede causar un daño serio?',
      options: [
        { id: 'a', text: '10, muy alto', correct: true },
        { id: 'b', text: '6, alto', correct: false },
        { id: 'c', text: '2, medio', correct: false },
        { id: 'd', text: '1, bajo', correct: false },
      ],
      explanation: 'Un nivel de deficiencia muy alto vale 10: prácticamente nada protege al trabajador.',
    },
    {
      topic: CALCULO,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'Una exposición esporádica, que ocurre de vez en cuando y no en todas las jornadas, se califica con NE = 1.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation: 'En la GTC 45 la exposición esporádica vale 1, la ocasional 2, la frecuente 3 y la continua 4.',
    },
    {
      topic: CALCULO,
      level: 'easy',
      kind: 'single',
      prompt:
        'Lo más grave que puede causar un peligro es una cortadura leve que se atiende con primeros auxilios, sin días de incapacidad. ¿Qué NC corresponde?',
      options: [
        { id: 'a', text: '25', correct: false },
        { id: 'b', text: '10', correct: true },
        { id: 'c', text: '60', correct: false },
      ],
      explanation: 'El nivel de consecuencia leve vale 10: basta una atención menor, sin incapacidad.',
    },
    {
      topic: CALCULO,
      level: 'easy',
      kind: 'true_false',
      prompt:
        'El número de trabajadores expuestos es uno de los factores que se multiplican para obtener el nivel de riesgo.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'El NR es NP × NC y el NP es ND × NE; el número de expuestos no entra en la fórmula, aunque sirve para priorizar los controles.',
    },
    {
      topic: CALCULO,
      level: 'easy',
      kind: 'single',
      prompt:
        'Una analista trabaja frente al computador durante toda su jornada. ¿Qué nivel de exposición tiene al peligro de su puesto?',
      options: [
        { id: 'a', text: 'Esporádica, NE = 1', correct: false },
        { id: 'b', text: 'Ocasional, NE = 2', correct: false },
        { id: 'c', text: 'Frecuente, NE = 3', correct: false },
        { id: 'd', text: 'Continua, NE = 4', correct: true },
      ],
      explanation: 'Estar expuesto toda o casi toda la jornada corresponde a exposición continua, con valor 4.',
    },
    {
      topic: CALCULO,
      level: 'easy',
      kind: 'single',
      prompt: 'En la GTC 45, ¿qué mide el nivel de consecuencia (NC)?',
      options: [
        { id: 'a', text: 'El número de veces que ocurre el evento al año', correct: false },
        { id: 'b', text: 'El daño más grave que el peligro podría causar de forma directa', correct: true },
        { id: 'c', text: 'El costo de la incapacidad', correct: false },
        { id: 'd', text: 'La calidad de los controles existentes', correct: false },
      ],
      explanation:
        'El NC valora la gravedad del daño: se asigna el más grave que el peligro podría causar directamente, no el más probable.',
    },
    {
      topic: CALCULO,
      level: 'easy',
      kind: 'single',
      prompt:
        '¿Qué valor de NC se asigna cuando el daño más grave posible deja secuelas permanentes, como la pérdida de un dedo?',
      options: [
        { id: 'a', text: '60, muy grave', correct: true },
        { id: 'b', text: '25, grave', correct: false },
        { id: 'c', text: '10, leve', correct: false },
        { id: 'd', text: '100, mortal', correct: false },
      ],
      explanation:
        'La GTC 45 califica como muy grave (60) el daño que deja lesiones irreparables, como la pérdida de una parte del cuerpo o una invalidez.',
    },
    {
      topic: CALCULO,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un técnico revisa una vez al mes la subestación eléctrica de la planta. ¿Qué NE corresponde a esa tarea?',
      options: [
        { id: 'a', text: 'Continua, 4', correct: false },
        { id: 'b', text: 'Frecuente, 3', correct: false },
        { id: 'c', text: 'Esporádica, 1', correct: true },
        { id: 'd', text: 'Ocasional, 2', correct: false },
      ],
      explanation: 'Una exposición que ocurre de vez en cuando, no en todas las jornadas, es esporádica y vale 1.',
    },
    {
      topic: CALCULO,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un auxiliar de bodega sube una vez por turno al altillo, durante unos diez minutos. ¿Qué nivel de exposición le corresponde?',
      options: [
        { id: 'a', text: 'Ocasional, NE = 2', correct: true },
        { id: 'b', text: 'Continua, NE = 4', correct: false },
        { id: 'c', text: 'Frecuente, NE = 3', correct: false },
        { id: 'd', text: 'Esporádica, NE = 1', correct: false },
      ],
      explanation: 'Una exposición que ocurre alguna vez en el turno y dura poco es ocasional, con valor 2.',
    },
    {
      topic: CALCULO,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una máquina tiene guarda, pero está suelta y los operarios la retiran con frecuencia; un atrapamiento podría causar un daño serio. ¿Qué ND corresponde?',
      options: [
        { id: 'a', text: 'Bajo, sin valor', correct: false },
        { id: 'b', text: 'Medio, 2', correct: false },
        { id: 'c', text: 'Alto, 6', correct: true },
        { id: 'd', text: 'Muy alto, 10', correct: false },
      ],
      explanation:
        'Hay un control, pero cubre poco o falla a menudo, y lo observado puede terminar en un daño serio: es un nivel de deficiencia alto (6).',
    },
    {
      topic: CALCULO,
      level: 'medium',
      kind: 'single',
      prompt:
        'En una oficina, la iluminación general es buena y solo falla la lámpara de un puesto, lo que podría causar fatiga visual. ¿Qué ND es razonable?',
      options: [
        { id: 'a', text: 'Muy alto, 10', correct: false },
        { id: 'b', text: 'Alto, 6', correct: false },
        { id: 'c', text: 'Bajo, sin valor', correct: false },
        { id: 'd', text: 'Medio, 2', correct: true },
      ],
      explanation:
        'Los controles funcionan en buena parte y la falla es menor, o solo llevaría a daños de poca importancia: nivel de deficiencia medio (2).',
    },
    {
      topic: CALCULO,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Cuando el nivel de deficiencia es bajo, la GTC 45 no le asigna valor numérico, porque el peligro se considera controlado.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El ND bajo no recibe valor: los controles funcionan y no se encontraron fallas que llamen la atención.',
    },
    {
      topic: CALCULO,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una caída desde un andamio a 8 m casi siempre produce fracturas, pero podría causar la muerte. ¿Qué NC se asigna?',
      options: [
        { id: 'a', text: '25, porque las fracturas son lo más frecuente', correct: false },
        { id: 'b', text: '100, porque la muerte es el daño más grave posible', correct: true },
        { id: 'c', text: '60, como promedio entre ambos', correct: false },
        { id: 'd', text: '10, si nunca ha ocurrido un accidente', correct: false },
      ],
      explanation:
        'El NC se asigna con el daño más grave que el peligro puede causar de forma directa, no con el más probable; a esa altura la caída puede ser mortal.',
    },
    {
      topic: CALCULO,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuál es el nivel de riesgo más alto que se puede obtener con las escalas de la GTC 45?',
      options: [
        { id: 'a', text: '1.000', correct: false },
        { id: 'b', text: '600', correct: false },
        { id: 'c', text: '2.400', correct: false },
        { id: 'd', text: '4.000', correct: true },
      ],
      explanation: 'El máximo es ND 10 × NE 4 = NP 40, y 40 × NC 100 = 4.000.',
    },
    {
      topic: CALCULO,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuál de estos valores de NP no puede resultar de multiplicar ND por NE con las escalas de la GTC 45?',
      options: [
        { id: 'a', text: '12', correct: false },
        { id: 'b', text: '5', correct: true },
        { id: 'c', text: '18', correct: false },
        { id: 'd', text: '30', correct: false },
      ],
      explanation:
        'Con ND de 2, 6 o 10 y NE de 1 a 4, los productos posibles son 2, 4, 6, 8, 10, 12, 18, 20, 24, 30 y 40; el 5 no aparece.',
    },
    {
      topic: CALCULO,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuál es el menor nivel de riesgo que se puede calcular cuando el ND tiene valor?',
      options: [
        { id: 'a', text: '20', correct: true },
        { id: 'b', text: '10', correct: false },
        { id: 'c', text: '1', correct: false },
        { id: 'd', text: '40', correct: false },
      ],
      explanation: 'El menor caso es ND 2 × NE 1 = NP 2, y 2 × NC 10 = 20, que corresponde al nivel IV.',
    },
    {
      topic: CALCULO,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'Un peligro con consecuencia leve (NC = 10) nunca puede alcanzar el nivel de riesgo I con las escalas de la GTC 45.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation: 'El NP máximo es 40 y 40 × 10 = 400, que queda en el nivel II; el nivel I exige un NR de 600 o más.',
    },
    {
      topic: CALCULO,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles de estos errores distorsionan la asignación del nivel de exposición?',
      options: [
        { id: 'a', text: 'Calificar como continua una tarea que se hace una vez al mes', correct: true },
        { id: 'b', text: 'Preguntar al trabajador cuántas veces hace la tarea', correct: false },
        { id: 'c', text: 'Asignar el NE según la gravedad del daño posible', correct: true },
        { id: 'd', text: 'Observar la tarea en distintos momentos del turno', correct: false },
      ],
      explanation:
        'El NE depende de la frecuencia y la duración reales del contacto; preguntar y observar ayudan a asignarlo bien, mientras que confundirlo con la gravedad o exagerarlo lo distorsiona.',
    },
    {
      topic: CALCULO,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una persona recibe una quemadura de segundo grado que la deja ocho días incapacitada y luego se recupera por completo. Si ese es el daño más grave posible del peligro, ¿qué NC corresponde?',
      options: [
        { id: 'a', text: '10, leve', correct: false },
        { id: 'b', text: '60, muy grave', correct: false },
        { id: 'c', text: '25, grave', correct: true },
        { id: 'd', text: '100, mortal', correct: false },
      ],
      explanation: 'Un daño con incapacidad temporal del que la persona se recupera sin secuelas es grave (25).',
    },
    {
      topic: CALCULO,
      level: 'medium',
      kind: 'single',
      prompt:
        'Dos peligros tienen el mismo ND y el mismo NE, pero uno puede causar la muerte y el otro una lesión leve. ¿Qué diferencia habrá en su valoración?',
      options: [
        { id: 'a', text: 'Ninguna, porque el NP es igual', correct: false },
        { id: 'b', text: 'Tendrán el mismo NP, pero distinto NR por el NC', correct: true },
        { id: 'c', text: 'Tendrán distinto NP y el mismo NR', correct: false },
        { id: 'd', text: 'El de lesión leve tendrá mayor NR', correct: false },
      ],
      explanation: 'El NP depende solo de ND y NE; la gravedad entra al multiplicar por el NC, que cambia el NR.',
    },
    {
      topic: CALCULO,
      level: 'medium',
      kind: 'single',
      prompt:
        'Al valorar el peligro de una sierra circular, un analista asigna ND = 2 porque "el operario tiene mucha experiencia", aunque la sierra no tiene guarda. ¿Qué error comete?',
      options: [
        { id: 'a', text: 'Ninguno, la experiencia reduce la deficiencia', correct: false },
        { id: 'b', text: 'Asignar el NE en lugar del ND', correct: false },
        { id: 'c', text: 'Confundir el ND con el NC', correct: false },
        { id: 'd', text: 'Calificar la deficiencia como menor sin que exista un control eficaz', correct: true },
      ],
      explanation:
        'El ND valora la eficacia de los controles; sin guarda el control falta, y la experiencia del operario no reemplaza esa deficiencia.',
    },
    {
      topic: CALCULO,
      level: 'hard',
      kind: 'single',
      prompt: 'Con ND = 2 (medio), ¿a partir de qué nivel de consecuencia puede el riesgo llegar al nivel I?',
      options: [
        { id: 'a', text: 'NC = 25', correct: false },
        { id: 'b', text: 'NC = 60', correct: false },
        { id: 'c', text: 'NC = 100', correct: true },
        { id: 'd', text: 'Con ningún NC', correct: false },
      ],
      explanation:
        'Con ND = 2 el NP máximo es 8. Con NC = 60 el NR máximo es 480 (nivel II); con NC = 100, un NP de 6 u 8 da 600 u 800, nivel I.',
    },
    {
      topic: CALCULO,
      level: 'hard',
      kind: 'single',
      prompt: 'Un peligro tiene NE = 4 y NC = 25. ¿Cuál es el menor ND con el que el riesgo llega al nivel I?',
      options: [
        { id: 'a', text: 'ND = 2', correct: false },
        { id: 'b', text: 'ND = 6', correct: true },
        { id: 'c', text: 'ND = 10', correct: false },
        { id: 'd', text: 'Con ningún valor de ND', correct: false },
      ],
      explanation:
        'Con ND = 6 el NP es 24 y el NR es 600, ya nivel I; con ND = 2 el NR es 200, nivel II. ND = 10 también da nivel I (NR = 1.000), pero no es el menor.',
    },
    {
      topic: CALCULO,
      level: 'hard',
      kind: 'true_false',
      prompt: 'Dos combinaciones distintas, ND = 2 con NE = 3 y ND = 6 con NE = 1, dan el mismo nivel de probabilidad.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Ambas dan NP = 6, probabilidad media; por eso es importante registrar ND y NE por separado, ya que apuntan a controles distintos.',
    },
    {
      topic: CALCULO,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa mejora los controles de una tarea y el ND baja de 6 a 2, con NE = 3 y NC = 25. ¿Cómo cambia el nivel de riesgo?',
      options: [
        { id: 'a', text: 'De 450 (nivel II) a 150 (nivel II)', correct: true },
        { id: 'b', text: 'De 450 (nivel II) a 150 (nivel III)', correct: false },
        { id: 'c', text: 'De 450 (nivel I) a 150 (nivel III)', correct: false },
        { id: 'd', text: 'No cambia, porque el NC es el mismo', correct: false },
      ],
      explanation:
        'Antes: 6 × 3 × 25 = 450, nivel II. Después: 2 × 3 × 25 = 150, que todavía es nivel II porque el rango va de 150 a 599.',
    },
    {
      topic: CALCULO,
      level: 'hard',
      kind: 'single',
      prompt: 'En un riesgo con NC = 100, ¿qué cambio lleva el NR por debajo de 600 si hoy ND = 2 y NE = 3?',
      options: [
        { id: 'a', text: 'Bajar la exposición a ocasional (NE = 2)', correct: true },
        { id: 'b', text: 'Cambiar el NC a 60 por decisión del comité', correct: false },
        { id: 'c', text: 'Subir la exposición a continua', correct: false },
        { id: 'd', text: 'Registrar menos trabajadores expuestos', correct: false },
      ],
      explanation:
        'Con NE = 2 el NP queda en 4 y el NR en 400 (nivel II). El NC no se cambia por decisión: depende del daño más grave posible.',
    },
    {
      topic: CALCULO,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un evaluador asigna NC = 10 a una caída desde 5 m porque "en la empresa nunca ha pasado nada grave". ¿Qué está mal?',
      options: [
        { id: 'a', text: 'Nada, el historial de la empresa define el NC', correct: false },
        { id: 'b', text: 'Debió asignar NE = 1', correct: false },
        { id: 'c', text: 'El NC se asigna por el daño más grave posible, que aquí puede ser mortal', correct: true },
        { id: 'd', text: 'Debió usar ND = 10 en lugar de NC', correct: false },
      ],
      explanation:
        'La ausencia de accidentes no cambia la gravedad potencial; una caída desde 5 m puede ser mortal, por lo que el NC es 100.',
    },
    {
      topic: CALCULO,
      level: 'hard',
      kind: 'single',
      prompt: 'En una valoración se obtuvo NP = 24. ¿Con qué combinación de ND y NE se obtiene ese resultado?',
      options: [
        { id: 'a', text: 'ND = 6 y NE = 4', correct: true },
        { id: 'b', text: 'ND = 10 y NE = 2', correct: false },
        { id: 'c', text: 'ND = 2 y NE = 4', correct: false },
        { id: 'd', text: 'ND = 10 y NE = 3', correct: false },
      ],
      explanation: 'Solo 6 × 4 da 24; 10 × 2 = 20, 2 × 4 = 8 y 10 × 3 = 30.',
    },
    {
      topic: CALCULO,
      level: 'hard',
      kind: 'multiple',
      prompt: '¿Cuáles combinaciones dan un NP muy alto (24 a 40)?',
      options: [
        { id: 'a', text: 'ND = 10 y NE = 3', correct: true },
        { id: 'b', text: 'ND = 6 y NE = 4', correct: true },
        { id: 'c', text: 'ND = 10 y NE = 2', correct: false },
        { id: 'd', text: 'ND = 6 y NE = 3', correct: false },
        { id: 'e', text: 'ND = 10 y NE = 4', correct: true },
      ],
      explanation: '10 × 3 = 30, 6 × 4 = 24 y 10 × 4 = 40 son muy altos; 10 × 2 = 20 y 6 × 3 = 18 son altos.',
    },
    {
      topic: CALCULO,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un electricista trabaja en tableros energizados de 440 V varias veces por turno, con herramientas aisladas pero sin procedimiento de bloqueo; un contacto podría ser mortal. ¿Qué NC corresponde?',
      options: [
        { id: 'a', text: '10', correct: false },
        { id: 'b', text: '25', correct: false },
        { id: 'c', text: '60', correct: false },
        { id: 'd', text: '100', correct: true },
      ],
      explanation:
        'El contacto eléctrico con esa tensión puede causar la muerte; el NC se asigna por el daño más grave posible, así que vale 100.',
    },
    {
      topic: CALCULO,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una recepcionista atiende público toda la jornada; el único control para el peligro de agresión es un botón de pánico que no funciona desde hace meses. Si una agresión podría causarle una lesión con incapacidad temporal, ¿qué valores son razonables?',
      options: [
        { id: 'a', text: 'ND = 2, NE = 1, NC = 10', correct: false },
        { id: 'b', text: 'ND = 10, NE = 4, NC = 25', correct: true },
        { id: 'c', text: 'ND bajo sin valor, NE = 4, NC = 60', correct: false },
        { id: 'd', text: 'ND = 6, NE = 2, NC = 100', correct: false },
      ],
      explanation:
        'El único control no funciona (ND = 10), la exposición es toda la jornada (NE = 4) y el peor daño descrito es una incapacidad temporal (NC = 25).',
    },
    {
      topic: CALCULO,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Si la exposición de un peligro pasa de frecuente (3) a continua (4) sin otros cambios, el nivel de riesgo aumenta en un tercio.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El NR es proporcional al NE: pasar de 3 a 4 multiplica el NR por 4/3, es decir, lo aumenta en un tercio.',
    },
    {
      topic: CALCULO,
      level: 'medium',
      kind: 'single',
      prompt: '¿En qué orden se asignan los valores al valorar un riesgo con la GTC 45?',
      options: [
        { id: 'a', text: 'Primero el NR y después el ND', correct: false },
        { id: 'b', text: 'ND y NE para obtener el NP; luego el NC para obtener el NR', correct: true },
        { id: 'c', text: 'NC y NE para obtener el NP; luego el ND', correct: false },
        { id: 'd', text: 'Solo el NC, porque define el nivel', correct: false },
      ],
      explanation:
        'Primero se califican la deficiencia y la exposición (NP = ND × NE) y luego la consecuencia (NR = NP × NC).',
    },
    {
      topic: CALCULO,
      level: 'easy',
      kind: 'single',
      prompt:
        'Según la GTC 45, ¿qué valor de NE tiene una exposición frecuente, varias veces en el turno y por poco tiempo cada vez?',
      options: [
        { id: 'a', text: '1', correct: false },
        { id: 'b', text: '2', correct: false },
        { id: 'c', text: '4', correct: false },
        { id: 'd', text: '3', correct: true },
      ],
      explanation: 'La exposición frecuente vale 3 en la escala de nivel de exposición de la GTC 45.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué significa "valorar" un riesgo en el sistema de gestión de SST?',
      options: [
        { id: 'a', text: 'Calcular cuánto cuesta el accidente', correct: false },
        { id: 'b', text: 'Emitir un juicio sobre si el riesgo estimado se puede tolerar o no', correct: true },
        { id: 'c', text: 'Asignar el peligro a una clase', correct: false },
        { id: 'd', text: 'Elegir el EPP del trabajador', correct: false },
      ],
      explanation:
        'Valorar es decidir, con el nivel de riesgo calculado, si el riesgo es aceptable o si exige intervención.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'easy',
      kind: 'single',
      prompt: 'Un riesgo de nivel IV se interpreta como…',
      options: [
        { id: 'a', text: 'No aceptable', correct: false },
        { id: 'b', text: 'Mejorable', correct: false },
        { id: 'c', text: 'Aceptable con control específico', correct: false },
        { id: 'd', text: 'Aceptable', correct: true },
      ],
      explanation:
        'El nivel IV (NR menor que 40) es aceptable: se mantienen los controles y se revisan periódicamente.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'easy',
      kind: 'single',
      prompt: 'Un riesgo de nivel I se interpreta como…',
      options: [
        { id: 'a', text: 'No aceptable', correct: true },
        { id: 'b', text: 'Aceptable', correct: false },
        { id: 'c', text: 'Mejorable', correct: false },
      ],
      explanation:
        'El nivel I (NR de 600 o más) es no aceptable: la actividad no continúa hasta que los controles reduzcan el riesgo.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Que un riesgo sea aceptable (nivel IV) no significa que se puedan abandonar sus controles.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'En el nivel IV se conservan los controles existentes y se revisan de vez en cuando para confirmar que siguen funcionando.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué nivel de riesgo se describe como "mejorable" en la GTC 45?',
      options: [
        { id: 'a', text: 'Nivel I', correct: false },
        { id: 'b', text: 'Nivel II', correct: false },
        { id: 'c', text: 'Nivel III', correct: true },
        { id: 'd', text: 'Nivel IV', correct: false },
      ],
      explanation:
        'El nivel III (NR de 40 a 149) es mejorable: se tolera, pero se estudian mejoras según su costo y beneficio.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué nivel de riesgo es la primera prioridad de intervención en la matriz?',
      options: [
        { id: 'a', text: 'Nivel IV', correct: false },
        { id: 'b', text: 'Nivel III', correct: false },
        { id: 'c', text: 'Nivel II', correct: false },
        { id: 'd', text: 'Nivel I', correct: true },
      ],
      explanation: 'El nivel I es el más alto y no aceptable; es lo primero que se interviene.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'easy',
      kind: 'true_false',
      prompt: 'En el nivel II, los controles se pueden dejar para el plan de trabajo del año siguiente.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'En el nivel II los controles se aplican de inmediato, sin esperar al próximo plan; si el NR es 360 o más, además se suspende la actividad.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'easy',
      kind: 'single',
      prompt: '¿Para qué sirve la valoración del riesgo en la matriz de peligros?',
      options: [
        { id: 'a', text: 'Para decidir prioridades de intervención', correct: true },
        { id: 'b', text: 'Para calcular la cotización a la ARL', correct: false },
        { id: 'c', text: 'Para asignar sanciones a los trabajadores', correct: false },
        { id: 'd', text: 'Para definir el salario por riesgo', correct: false },
      ],
      explanation:
        'La valoración ordena los riesgos según su nivel y permite decidir cuáles intervenir primero y con qué urgencia.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'medium',
      kind: 'single',
      prompt: 'Dentro del nivel II, ¿a partir de qué NR se exige además suspender la actividad?',
      options: [
        { id: 'a', text: '150', correct: false },
        { id: 'b', text: '240', correct: false },
        { id: 'c', text: '360', correct: true },
        { id: 'd', text: '500', correct: false },
      ],
      explanation:
        'Entre 150 y 599 se aplican controles de inmediato; desde 360 se suspende además la actividad hasta reducir el riesgo.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'medium',
      kind: 'single',
      prompt: 'Una actividad de nivel II tiene NR = 200. ¿Qué corresponde hacer?',
      options: [
        {
          id: 'a',
          text: 'Aplicar controles de inmediato y hacer seguimiento, sin suspender la actividad',
          correct: true,
        },
        { id: 'b', text: 'Suspender la actividad hasta reducir el riesgo', correct: false },
        { id: 'c', text: 'Mantener los controles actuales sin cambios', correct: false },
        { id: 'd', text: 'Esperar la actualización anual de la matriz', correct: false },
      ],
      explanation:
        'Con NR = 200 el riesgo es nivel II y no llega a 360: los controles se aplican ya, pero no se exige suspender.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'medium',
      kind: 'multiple',
      prompt:
        'Según la GTC 45, ¿qué criterios ayudan a decidir qué riesgos intervenir primero cuando están en el mismo nivel?',
      options: [
        { id: 'a', text: 'El número de trabajadores expuestos', correct: true },
        { id: 'b', text: 'La peor consecuencia posible', correct: true },
        { id: 'c', text: 'La existencia de un requisito legal específico', correct: true },
        { id: 'd', text: 'La antigüedad del jefe del área', correct: false },
        { id: 'e', text: 'El color de la señalización', correct: false },
      ],
      explanation:
        'Además del nivel de riesgo, la matriz considera cuántas personas se exponen, el daño más grave posible y si hay una norma que exija controles concretos.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'medium',
      kind: 'single',
      prompt:
        'Dos riesgos están en nivel II con NR = 300. Uno afecta a 2 personas y el otro a 40, con la misma consecuencia. ¿Cuál conviene priorizar?',
      options: [
        { id: 'a', text: 'El que afecta a 2 personas', correct: false },
        { id: 'b', text: 'Ninguno, porque tienen el mismo NR', correct: false },
        { id: 'c', text: 'El que afecta a 40 personas', correct: true },
        { id: 'd', text: 'El que tenga el control más barato', correct: false },
      ],
      explanation:
        'Con el mismo nivel y la misma consecuencia, el número de expuestos inclina la prioridad hacia el riesgo que afecta a más trabajadores.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'medium',
      kind: 'single',
      prompt:
        'En una actividad de trabajo en alturas la valoración da nivel III. ¿Qué debe tener en cuenta la empresa?',
      options: [
        { id: 'a', text: 'Que puede dejar de cumplir la Resolución 4272 de 2021', correct: false },
        { id: 'b', text: 'Que el nivel III elimina la necesidad de capacitación', correct: false },
        { id: 'c', text: 'Que el riesgo pasa a ser aceptable sin controles', correct: false },
        { id: 'd', text: 'Que igual debe cumplir las exigencias legales de trabajo en alturas', correct: true },
      ],
      explanation:
        'El resultado de la matriz no exime de los requisitos legales; la Resolución 4272 de 2021 fija medidas obligatorias para trabajo en alturas desde 2 m.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'medium',
      kind: 'true_false',
      prompt: 'Un riesgo de nivel III se tolera, pero la empresa debe estudiar si vale la pena mejorarlo.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El nivel III es mejorable: se analizan posibles mejoras y se deciden según su costo y su beneficio.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un riesgo de nivel I se detecta durante una inspección en plena jornada. ¿Qué decisión es coherente con la matriz?',
      options: [
        { id: 'a', text: 'Detener la actividad hasta que los controles bajen el riesgo', correct: true },
        { id: 'b', text: 'Registrar el hallazgo para la auditoría anual', correct: false },
        { id: 'c', text: 'Continuar y entregar EPP adicional', correct: false },
        { id: 'd', text: 'Esperar a que el COPASST se reúna el próximo mes', correct: false },
      ],
      explanation:
        'En el nivel I la actividad no continúa hasta que los controles reduzcan el riesgo; no se espera a reuniones ni auditorías.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'medium',
      kind: 'single',
      prompt: '¿Qué ocurre con la aceptabilidad de un riesgo cuando se implementan nuevos controles?',
      options: [
        { id: 'a', text: 'Se mantiene igual hasta la próxima auditoría externa', correct: false },
        { id: 'b', text: 'Se vuelve a valorar el riesgo y puede cambiar de nivel', correct: true },
        { id: 'c', text: 'Pasa automáticamente a nivel IV', correct: false },
        { id: 'd', text: 'Solo cambia si lo aprueba la ARL', correct: false },
      ],
      explanation:
        'Los nuevos controles cambian el ND o el NE; al recalcular, el NR puede bajar de nivel y cambiar su aceptabilidad.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'medium',
      kind: 'single',
      prompt: '¿Cuál es la interpretación correcta del nivel II?',
      options: [
        { id: 'a', text: 'Aceptable, se mantienen los controles', correct: false },
        { id: 'b', text: 'Mejorable según costo y beneficio', correct: false },
        { id: 'c', text: 'No aceptable o aceptable con control específico', correct: true },
        { id: 'd', text: 'Sin riesgo para el trabajador', correct: false },
      ],
      explanation:
        'El nivel II (NR de 150 a 599) se interpreta como no aceptable o aceptable con control específico: requiere controles inmediatos.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'medium',
      kind: 'multiple',
      prompt: '¿Cuáles afirmaciones sobre los niveles de riesgo son correctas?',
      options: [
        { id: 'a', text: 'En el nivel IV se mantienen los controles y se revisan periódicamente', correct: true },
        { id: 'b', text: 'En el nivel I la actividad se detiene hasta reducir el riesgo', correct: true },
        { id: 'c', text: 'En el nivel III la actividad debe suspenderse siempre', correct: false },
        { id: 'd', text: 'En el nivel II con NR de 360 o más se suspende la actividad', correct: true },
        { id: 'e', text: 'En el nivel IV se retiran los controles existentes', correct: false },
      ],
      explanation: 'El nivel III es mejorable y no exige suspender; en el nivel IV los controles se conservan.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un riesgo biológico en un laboratorio clínico quedó en nivel III y afecta a 25 personas. ¿Qué es lo más adecuado?',
      options: [
        { id: 'a', text: 'Retirar los controles existentes porque el riesgo es tolerable', correct: false },
        { id: 'b', text: 'Suspender el laboratorio', correct: false },
        { id: 'c', text: 'Mantener los controles y estudiar mejoras según costo y beneficio', correct: true },
        { id: 'd', text: 'No hacer nada hasta que haya un accidente', correct: false },
      ],
      explanation:
        'El nivel III se tolera, pero es mejorable; el número de expuestos puede hacer que la mejora sea más conveniente.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'La matriz de peligros es un documento vivo: la aceptabilidad de los riesgos se revisa cuando cambian los procesos o después de un incidente.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 pide actualizar la identificación y valoración como mínimo cada año y ante cambios o accidentes mortales; además, lo aprendido de los incidentes debe llevar a revisar la valoración.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'hard',
      kind: 'single',
      prompt: 'Una actividad con NR = 400 está en nivel II. ¿Qué corresponde hacer?',
      options: [
        { id: 'a', text: 'Aplicar controles y seguir trabajando', correct: false },
        { id: 'b', text: 'Mantener los controles y revisar cada año', correct: false },
        { id: 'c', text: 'Estudiar mejoras según costo y beneficio', correct: false },
        {
          id: 'd',
          text: 'Aplicar controles de inmediato y suspender la actividad hasta reducir el riesgo',
          correct: true,
        },
      ],
      explanation:
        'El NR de 400 está dentro del nivel II, pero supera 360; en ese caso, además de intervenir de inmediato, se suspende la actividad.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un riesgo de nivel II con NR = 360 se compara con otro de nivel II con NR = 300. ¿Qué diferencia práctica hay?',
      options: [
        { id: 'a', text: 'Ninguna, porque ambos son nivel II', correct: false },
        { id: 'b', text: 'Con NR = 360 se suspende la actividad; con 300, se interviene sin suspender', correct: true },
        { id: 'c', text: 'Con NR = 300 se suspende la actividad y con 360 no', correct: false },
        { id: 'd', text: 'El de 360 pasa al nivel I', correct: false },
      ],
      explanation:
        'Ambos son nivel II y exigen controles inmediatos, pero desde NR = 360 la actividad se suspende mientras se implementan.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'hard',
      kind: 'single',
      prompt: 'Un peligro mortal (NC = 100) tiene ND = 2 y NE = 1. ¿Cómo se valora y qué se concluye?',
      options: [
        {
          id: 'a',
          text: 'NR = 200, nivel II: se aplican controles de inmediato aunque la probabilidad sea baja',
          correct: true,
        },
        { id: 'b', text: 'NR = 200, nivel III: es mejorable y puede esperar', correct: false },
        { id: 'c', text: 'NR = 20, nivel IV: es aceptable', correct: false },
        { id: 'd', text: 'NR = 100, nivel III: se mantienen los controles', correct: false },
      ],
      explanation:
        'NP = 2 × 1 = 2 y NR = 2 × 100 = 200, nivel II; una baja probabilidad no compensa una consecuencia mortal.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'hard',
      kind: 'single',
      prompt:
        'Una empresa quiere declarar "aceptable" un riesgo de nivel II porque el control cuesta mucho. ¿Qué es correcto?',
      options: [
        { id: 'a', text: 'Puede hacerlo si el gerente lo firma', correct: false },
        { id: 'b', text: 'Puede hacerlo si el riesgo lleva años sin accidentes', correct: false },
        { id: 'c', text: 'Puede hacerlo si entrega EPP', correct: false },
        { id: 'd', text: 'No puede omitir controles: el nivel II exige intervención inmediata', correct: true },
      ],
      explanation:
        'El costo pesa en las decisiones del nivel III, no en el nivel II, que requiere controles inmediatos.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'hard',
      kind: 'multiple',
      prompt: 'Después de intervenir, un riesgo pasó de nivel I a nivel III. ¿Qué acciones siguen siendo necesarias?',
      options: [
        { id: 'a', text: 'Verificar que los nuevos controles funcionen en la práctica', correct: true },
        { id: 'b', text: 'Estudiar mejoras adicionales según costo y beneficio', correct: true },
        { id: 'c', text: 'Actualizar la matriz con la nueva valoración', correct: true },
        { id: 'd', text: 'Retirar el peligro de la matriz', correct: false },
      ],
      explanation:
        'El riesgo sigue existiendo: se deja registrado con su nueva valoración, se verifica el control y, por ser nivel III, se estudian mejoras.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un riesgo está en nivel III con NR = 120 y NC = 60. Otro está en nivel III con NR = 120 y NC = 10. Si solo hay presupuesto para uno, ¿cuál conviene priorizar?',
      options: [
        { id: 'a', text: 'El de NC = 60, por su peor consecuencia posible', correct: true },
        { id: 'b', text: 'El de NC = 10, porque es más barato', correct: false },
        { id: 'c', text: 'Ninguno, porque los dos son nivel III', correct: false },
        { id: 'd', text: 'Cualquiera, porque el NR es igual', correct: false },
      ],
      explanation:
        'Con igual nivel y NR, la peor consecuencia posible es un criterio de prioridad: un daño irreparable pesa más que uno leve.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'hard',
      kind: 'true_false',
      prompt:
        'Para el mismo nivel de consecuencia, un riesgo de nivel III siempre tiene un nivel de probabilidad mayor que uno de nivel IV.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Con el NC fijo, el NR solo crece con el NP; para pasar del nivel IV (NR < 40) al III (NR ≥ 40) se necesita un NP mayor.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un riesgo con NC = 25 y NP = 6 queda en NR = 150. ¿Qué consecuencia práctica tiene estar justo en el límite?',
      options: [
        { id: 'a', text: 'Ninguna, porque el nivel III y el II se manejan igual', correct: false },
        { id: 'b', text: 'Queda en nivel II y exige controles inmediatos, aunque no suspensión', correct: true },
        { id: 'c', text: 'Queda en nivel III y se mejora según costo y beneficio', correct: false },
        { id: 'd', text: 'Se redondea al nivel IV', correct: false },
      ],
      explanation:
        'El nivel II comienza en 150; por eso un NR de 150 exige controles inmediatos. Como no alcanza 360, no se suspende la actividad.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'hard',
      kind: 'single',
      prompt: 'Tras la revaloración, un riesgo queda en nivel IV. ¿Qué indica eso sobre su seguimiento?',
      options: [
        { id: 'a', text: 'Que ya no se incluye en la actualización anual', correct: false },
        { id: 'b', text: 'Que debe suspenderse la actividad', correct: false },
        { id: 'c', text: 'Que basta con revisar periódicamente que los controles siguen funcionando', correct: true },
        { id: 'd', text: 'Que se deben retirar los EPP', correct: false },
      ],
      explanation:
        'En el nivel IV se conservan los controles y se revisan de vez en cuando; el riesgo sigue en la matriz y en su actualización.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un trabajador informa al COPASST que un control de un riesgo de nivel III ya no funciona. ¿Qué debe hacerse?',
      options: [
        { id: 'a', text: 'Revisar y revalorar el riesgo, porque el ND pudo haber cambiado', correct: true },
        { id: 'b', text: 'Nada, porque el nivel III es tolerable', correct: false },
        { id: 'c', text: 'Esperar a la actualización anual', correct: false },
        { id: 'd', text: 'Sancionar al trabajador por reportar', correct: false },
      ],
      explanation:
        'Si un control deja de funcionar, el ND cambia y el NR puede subir de nivel; la valoración debe revisarse con esa información.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'easy',
      kind: 'single',
      prompt: 'Un riesgo con NR menor que 40 corresponde al nivel IV. ¿Qué se hace con él?',
      options: [
        { id: 'a', text: 'Suspender la actividad', correct: false },
        { id: 'b', text: 'Intervenir de inmediato', correct: false },
        { id: 'c', text: 'Mantener los controles y revisarlos periódicamente', correct: true },
        { id: 'd', text: 'Estudiar un cambio de proceso urgente', correct: false },
      ],
      explanation: 'El nivel IV es aceptable: se conservan los controles y se revisan de vez en cuando.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'hard',
      kind: 'single',
      prompt:
        'En una obra se valora la excavación manual de una zanja de 2 m en suelo inestable con NR = 1.800. El jefe propone seguir excavando "con cuidado" mientras llegan los materiales de entibado. ¿Qué responde usted?',
      options: [
        { id: 'a', text: 'Es aceptable si los trabajadores usan casco', correct: false },
        { id: 'b', text: 'Es aceptable si la jornada se reduce a la mitad', correct: false },
        { id: 'c', text: 'Es aceptable si hay un vigía en el borde', correct: false },
        {
          id: 'd',
          text: 'No es aceptable: en nivel I la excavación se detiene hasta instalar el entibado',
          correct: true,
        },
      ],
      explanation:
        'NR = 1.800 es nivel I; la actividad no continúa hasta que los controles reduzcan el riesgo, y el cuidado del trabajador no reemplaza el entibado.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'medium',
      kind: 'single',
      prompt: '¿Quién debe conocer los resultados de la valoración de riesgos de la empresa?',
      options: [
        { id: 'a', text: 'Solo la gerencia', correct: false },
        { id: 'b', text: 'Los trabajadores y el COPASST o vigía, además de la dirección', correct: true },
        { id: 'c', text: 'Solo la ARL', correct: false },
        { id: 'd', text: 'Solo el área jurídica', correct: false },
      ],
      explanation:
        'Los resultados se comunican a los trabajadores y a sus representantes en SST; el Decreto 1072 de 2015 exige que los trabajadores conozcan los peligros y riesgos de su trabajo.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'medium',
      kind: 'true_false',
      prompt: 'El costo de un control es un criterio que pesa sobre todo en las decisiones del nivel III.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'En el nivel III las mejoras se estudian comparando su costo con su beneficio; en los niveles I y II la intervención no espera ese análisis.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'hard',
      kind: 'single',
      prompt: 'Después de un accidente mortal en una tarea valorada en nivel III, ¿qué indica eso sobre la matriz?',
      options: [
        { id: 'a', text: 'Que la valoración era correcta y no hay que revisarla', correct: false },
        { id: 'b', text: 'Que el accidente debe registrarse como nivel IV', correct: false },
        {
          id: 'c',
          text: 'Que la matriz debe actualizarse y revisar si el NC y el ND se asignaron bien',
          correct: true,
        },
        { id: 'd', text: 'Que basta con cambiar el nombre de la tarea', correct: false },
      ],
      explanation:
        'El Decreto 1072 de 2015 pide actualizar la identificación y valoración tras un accidente mortal; el evento sugiere que la consecuencia o la deficiencia se subestimaron.',
    },
    {
      topic: CONTROLES,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una empresa de limpieza de fachadas cambia la arena sílica de su chorro abrasivo por granalla de acero. ¿Qué tipo de control aplica frente al polvo de sílice?',
      options: [
        { id: 'a', text: 'Control administrativo', correct: false },
        { id: 'b', text: 'Sustitución', correct: true },
        { id: 'c', text: 'Elemento de protección personal', correct: false },
        { id: 'd', text: 'Control de ingeniería', correct: false },
      ],
      explanation:
        'Reemplazar el abrasivo con sílice por otro que no la contiene es una sustitución: el material peligroso se cambia por uno de menor peligro.',
    },
    {
      topic: CONTROLES,
      level: 'medium',
      kind: 'single',
      prompt:
        'En una obra, los bloques se cortan con una cortadora que humedece el disco para reducir el polvo. ¿Qué tipo de control es?',
      options: [
        { id: 'a', text: 'Sustitución', correct: false },
        { id: 'b', text: 'Control administrativo', correct: false },
        { id: 'c', text: 'Elemento de protección personal', correct: false },
        { id: 'd', text: 'Control de ingeniería', correct: true },
      ],
      explanation:
        'El corte húmedo reduce la generación de polvo en la fuente mediante un cambio en el equipo: es un control de ingeniería.',
    },
    {
      topic: CONTROLES,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Un aviso de "Peligro: alto voltaje" en la puerta de un cuarto eléctrico es un control de ingeniería.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation: 'La señalización advierte, pero no aísla ni cambia el peligro; es un control administrativo.',
    },
    {
      topic: CONTROLES,
      level: 'medium',
      kind: 'single',
      prompt:
        '¿Cuál de estas obligaciones figura entre los estándares de medidas de prevención y control de la Resolución 0312 de 2019?',
      options: [
        { id: 'a', text: 'Verificar que los trabajadores apliquen las medidas de control', correct: true },
        { id: 'b', text: 'Pagar una bonificación por cada riesgo de nivel I', correct: false },
        { id: 'c', text: 'Certificar la matriz ante la ARL cada mes', correct: false },
        { id: 'd', text: 'Publicar la matriz en un diario de circulación nacional', correct: false },
      ],
      explanation:
        'La Resolución 0312 de 2019 incluye, dentro de las medidas de prevención y control, un estándar sobre verificar que los trabajadores apliquen esas medidas.',
    },
    {
      topic: CONTROLES,
      level: 'medium',
      kind: 'multiple',
      prompt:
        '¿Cuáles de estas acciones hacen parte de los estándares de medidas de prevención y control de la Resolución 0312 de 2019?',
      options: [
        { id: 'a', text: 'Inspecciones con participación del COPASST', correct: true },
        { id: 'b', text: 'Mantenimiento periódico de instalaciones, equipos y herramientas', correct: true },
        { id: 'c', text: 'Entrega de EPP y capacitación en su uso', correct: true },
        { id: 'd', text: 'Pago de horas extra por tareas peligrosas', correct: false },
        { id: 'e', text: 'Rotación obligatoria de todos los cargos cada mes', correct: false },
      ],
      explanation:
        'Las inspecciones con el COPASST, el mantenimiento periódico y la entrega de EPP con capacitación son estándares mínimos de la Resolución 0312 de 2019.',
    },
    {
      topic: CONTROLES,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un horno industrial tiene una puerta que los operarios abren mientras funciona. La empresa instala un enclavamiento que apaga el quemador al abrirla y, además, escribe un instructivo. ¿Cómo se clasifican ambas medidas?',
      options: [
        { id: 'a', text: 'Ambas son controles de ingeniería', correct: false },
        { id: 'b', text: 'El enclavamiento es administrativo y el instructivo es de ingeniería', correct: false },
        { id: 'c', text: 'Ambas son elementos de protección personal', correct: false },
        { id: 'd', text: 'El enclavamiento es de ingeniería y el instructivo es administrativo', correct: true },
      ],
      explanation:
        'El enclavamiento actúa por sí solo sobre el equipo; el instructivo orienta la conducta de las personas, por eso es administrativo.',
    },
    {
      topic: CONTROLES,
      level: 'hard',
      kind: 'single',
      prompt:
        'En una fábrica de muebles, el polvo de madera del lijado queda en nivel II. ¿Qué plan respeta mejor la jerarquía?',
      options: [
        { id: 'a', text: 'Entregar mascarillas y revisar dentro de un año', correct: false },
        {
          id: 'b',
          text: 'Instalar extracción localizada en las lijadoras, con mascarillas como apoyo mientras se instala',
          correct: true,
        },
        { id: 'c', text: 'Poner avisos de "use mascarilla" y capacitar', correct: false },
        { id: 'd', text: 'Reducir la ventilación para que el polvo no se disperse', correct: false },
      ],
      explanation:
        'La extracción localizada es un control de ingeniería que captura el polvo en la fuente; el EPP puede usarse como apoyo temporal. En el nivel II los controles se aplican de inmediato.',
    },
    {
      topic: CONTROLES,
      level: 'easy',
      kind: 'single',
      prompt: '¿Qué elementos debe tener una medida de intervención en la matriz para poder hacerle seguimiento?',
      options: [
        { id: 'a', text: 'Qué se hará, quién es el responsable y en qué plazo', correct: true },
        { id: 'b', text: 'Solo el nombre del peligro', correct: false },
        { id: 'c', text: 'El salario del responsable', correct: false },
        { id: 'd', text: 'La firma de todos los trabajadores', correct: false },
      ],
      explanation:
        'Una medida concreta, con responsable y fecha, se puede verificar; una medida vaga no permite saber si se cumplió.',
    },
    {
      topic: CONTROLES,
      level: 'medium',
      kind: 'true_false',
      prompt:
        'El mantenimiento preventivo de máquinas y equipos ayuda a que los controles existentes sigan funcionando y evita que el nivel de deficiencia empeore.',
      options: [
        { id: 'v', text: 'Verdadero', correct: true },
        { id: 'f', text: 'Falso', correct: false },
      ],
      explanation:
        'Una guarda rota o un extractor sin mantenimiento dejan de proteger; el mantenimiento periódico es además un estándar mínimo de la Resolución 0312 de 2019.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'medium',
      kind: 'single',
      prompt:
        'Una empresa valora un riesgo en nivel II con NR = 180 y decide "intervenirlo en el próximo semestre". ¿Qué está mal?',
      options: [
        { id: 'a', text: 'Nada, el nivel II permite esperar un semestre', correct: false },
        { id: 'b', text: 'Que debió suspender la actividad', correct: false },
        { id: 'c', text: 'Que el nivel II exige controles de inmediato, no aplazados', correct: true },
        { id: 'd', text: 'Que el nivel II no necesita controles', correct: false },
      ],
      explanation:
        'En el nivel II los controles se aplican ya; con NR = 180 no se exige suspender, pero tampoco aplazar la intervención.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'easy',
      kind: 'true_false',
      prompt: 'Un riesgo de nivel III exige suspender la actividad mientras se estudian las mejoras.',
      options: [
        { id: 'v', text: 'Verdadero', correct: false },
        { id: 'f', text: 'Falso', correct: true },
      ],
      explanation:
        'El nivel III es mejorable: la actividad continúa y las mejoras se estudian según su costo y beneficio.',
    },
    {
      topic: ACEPTABILIDAD,
      level: 'hard',
      kind: 'single',
      prompt: 'Un riesgo de consecuencia mortal (NC = 100) tiene NP = 4. ¿En qué nivel queda y qué exige?',
      options: [
        {
          id: 'a',
          text: 'NR = 400, nivel II: controles inmediatos y suspensión de la actividad por superar 360',
          correct: true,
        },
        { id: 'b', text: 'NR = 400, nivel III: mejoras según costo y beneficio', correct: false },
        { id: 'c', text: 'NR = 400, nivel II: controles inmediatos sin suspender', correct: false },
        { id: 'd', text: 'NR = 40, nivel IV: mantener controles', correct: false },
      ],
      explanation:
        'NR = 4 × 100 = 400, nivel II; como es 360 o más, además de controlar de inmediato se suspende la actividad.',
    },
    {
      topic: CLASIFICACION,
      level: 'medium',
      kind: 'single',
      prompt: 'En la matriz de un restaurante, ¿qué peligro del cocinero se clasifica como físico?',
      options: [
        { id: 'a', text: 'El calor radiante de los fogones y hornos', correct: true },
        { id: 'b', text: 'Los cortes con cuchillos', correct: false },
        { id: 'c', text: 'El piso mojado de la cocina', correct: false },
        { id: 'd', text: 'Los turnos de fin de semana', correct: false },
      ],
      explanation:
        'El calor es una temperatura extrema, peligro físico; los cortes son mecánicos, el piso mojado es locativo y los turnos son psicosociales.',
    },
    {
      topic: CLASIFICACION,
      level: 'hard',
      kind: 'multiple',
      prompt: 'En un centro de acopio de reciclaje, ¿cuáles peligros están bien clasificados?',
      options: [
        { id: 'a', text: 'Contacto con residuos contaminados con fluidos: biológico', correct: true },
        { id: 'b', text: 'Vidrios rotos en el material: mecánico', correct: true },
        { id: 'c', text: 'Levantamiento de pacas de cartón: biomecánico', correct: true },
        { id: 'd', text: 'Ruido de la compactadora: químico', correct: false },
        { id: 'e', text: 'Robo de material en la bodega: fenómeno natural', correct: false },
      ],
      explanation:
        'El ruido es físico y el robo es un peligro público de condiciones de seguridad; los otros tres están bien clasificados.',
    },
    {
      topic: CALCULO,
      level: 'medium',
      kind: 'single',
      prompt:
        'Un pintor aplica pintura con pistola en una cabina sin extracción durante casi toda la jornada. ¿Qué NE le corresponde?',
      options: [
        { id: 'a', text: 'Esporádica, 1', correct: false },
        { id: 'b', text: 'Ocasional, 2', correct: false },
        { id: 'c', text: 'Frecuente, 3', correct: false },
        { id: 'd', text: 'Continua, 4', correct: true },
      ],
      explanation: 'Estar en contacto con el peligro toda o casi toda la jornada es exposición continua, con valor 4.',
    },
    {
      topic: CALCULO,
      level: 'hard',
      kind: 'single',
      prompt:
        'Un analista valora dos veces el mismo peligro: la primera vez con ND = 6 y NE = 2, y la segunda, tras reducir la exposición, con ND = 6 y NE = 1. Si NC = 60, ¿cómo cambia el NR?',
      options: [
        { id: 'a', text: 'De 720 (nivel I) a 360 (nivel II)', correct: true },
        { id: 'b', text: 'De 720 (nivel II) a 360 (nivel III)', correct: false },
        { id: 'c', text: 'De 360 (nivel II) a 180 (nivel II)', correct: false },
        { id: 'd', text: 'No cambia', correct: false },
      ],
      explanation:
        'Primero: 6 × 2 × 60 = 720, nivel I. Después: 6 × 1 × 60 = 360, nivel II, que todavía exige suspender la actividad mientras se aplican controles.',
    },
  ],
};
