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
  ],
};
