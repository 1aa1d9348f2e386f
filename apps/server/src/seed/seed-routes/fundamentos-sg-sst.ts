import type { SeedRoute } from './seed-route.js';

export const fundamentosSgSst: SeedRoute = {
  key: 'fundamentos-sg-sst',
  title: 'Fundamentos del SG-SST',
  summary:
    'Conozca cómo funciona el Sistema de Gestión de la Seguridad y Salud en el Trabajo según el Decreto 1072 de 2015: quiénes participan, cómo se aplica el ciclo PHVA y qué debe hacer cada actor para que el sistema funcione en la práctica.',
  objectives: [
    'Identificar los actores del Sistema General de Riesgos Laborales y el papel de cada uno.',
    'Explicar el ciclo PHVA como base de la mejora continua del SG-SST.',
    'Reconocer los elementos de una política y unos objetivos de SST bien formulados.',
    'Diferenciar las obligaciones del empleador y las del trabajador dentro del sistema.',
    'Aplicar los criterios de documentación y conservación de registros del SG-SST.',
  ],
  category: 'Gestión del SG-SST',
  hours: 6,
  level: 'basic',
  items: [
    {
      kind: 'text',
      title: 'El sistema de riesgos laborales y sus actores',
      description: 'Quién hace qué en el Sistema General de Riesgos Laborales en Colombia.',
      durationMinutes: 15,
      body: `## Un sistema con varios protagonistas

En Colombia, la prevención de los accidentes y de las enfermedades causadas por el trabajo no depende de una sola persona ni de una sola entidad. El Sistema General de Riesgos Laborales fue organizado inicialmente por el Decreto 1295 de 1994 y luego modificado por la Ley 1562 de 2012, que además introdujo el término **Sistema de Gestión de la Seguridad y Salud en el Trabajo (SG-SST)**. Hoy las reglas de detalle están compiladas en el Decreto 1072 de 2015, conocido como Decreto Único Reglamentario del Sector Trabajo.

## Los cuatro actores principales

- **El empleador.** Es el responsable de diseñar, implementar y mantener el SG-SST en su empresa. Afilia a sus trabajadores a una Administradora de Riesgos Laborales y paga la cotización correspondiente (Decreto 1295 de 1994). También debe asignar recursos, definir responsables y rendir cuentas sobre el desempeño del sistema (Decreto 1072 de 2015).
- **El trabajador.** No es un receptor pasivo de normas: cuida su propia salud, informa los peligros que detecta, participa en las capacitaciones y cumple los procedimientos seguros (Decreto 1072 de 2015).
- **La ARL.** La Administradora de Riesgos Laborales asegura a los trabajadores afiliados: reconoce las prestaciones asistenciales y económicas cuando ocurre un accidente de trabajo o se diagnostica una enfermedad laboral, y asesora a las empresas en actividades de promoción y prevención.
- **El Ministerio del Trabajo.** Es la cabeza del sector trabajo, cuyo decreto reglamentario es el Decreto 1072 de 2015; expide resoluciones como la Resolución 0312 de 2019 sobre estándares mínimos y ejerce la inspección, vigilancia y control sobre el cumplimiento por parte de empleadores y ARL.

## ¿Cómo se ve esto en la práctica?

Piense en una constructora que levanta un edificio de vivienda. El empleador identifica los peligros de la obra, como el trabajo en alturas o la excavación, y define controles. Los trabajadores usan el arnés, revisan el andamio antes de subir y reportan una baranda suelta. La ARL acompaña con asesoría técnica y, si alguien se lesiona, cubre la atención y las incapacidades. El Ministerio del Trabajo puede visitar la obra y verificar que el SG-SST exista de verdad y no solo en papel.

## Idea clave

El sistema funciona cuando cada actor cumple su parte. Una empresa que traslada toda la responsabilidad a la ARL, o un trabajador que considera que la seguridad es asunto exclusivo del jefe, rompen la cadena de prevención. En los siguientes temas veremos cómo el SG-SST organiza ese trabajo conjunto.`,
    },
    {
      kind: 'text',
      title: 'El ciclo PHVA: la lógica del SG-SST',
      description: 'Planificar, Hacer, Verificar y Actuar como motor de la mejora continua.',
      durationMinutes: 15,
      body: `## Un proceso por etapas

Para el Decreto 1072 de 2015 (art. 2.2.4.6.4), el SG-SST no es una carpeta de documentos sino una forma ordenada de trabajar: la empresa fija su rumbo con una política, se organiza, planea, ejecuta, revisa si lo hecho funcionó, se audita y corrige, y vuelve a empezar un poco mejor cada vez. Esa secuencia se ordena con el ciclo **PHVA**: Planificar, Hacer, Verificar y Actuar.

El ciclo no se recorre una sola vez. Cada vuelta parte de lo aprendido en la anterior, de modo que el sistema madura año tras año.

## Las cuatro fases

| Fase | Pregunta guía | Ejemplos de actividades |
| --- | --- | --- |
| **Planificar** | ¿Qué vamos a hacer y cómo? | Evaluación inicial, identificación de peligros, política y objetivos, plan anual de trabajo, asignación de recursos |
| **Hacer** | ¿Lo estamos ejecutando? | Controles de peligros, capacitaciones, evaluaciones médicas, plan de emergencias, entrega de EPP |
| **Verificar** | ¿Está funcionando? | Indicadores, inspecciones, auditoría interna, revisión por la alta dirección, investigación de incidentes |
| **Actuar** | ¿Qué debemos cambiar? | Acciones preventivas y correctivas, ajustes al plan, lecciones aprendidas |

## Un ejemplo en una planta de manufactura

Una planta de alimentos detecta en su matriz de peligros que el ruido de las máquinas envasadoras supera los niveles recomendados. En la fase de **planificar** incluye en el plan anual una medición de ruido y el encerramiento de una máquina. En la fase de **hacer** contrata la medición, instala el encerramiento y entrega protectores auditivos mientras tanto. Al **verificar**, compara las mediciones antes y después y revisa los resultados de las audiometrías. Si el nivel bajó pero no lo suficiente, en la fase de **actuar** decide rotar al personal del área y programar una nueva intervención para el año siguiente.

## Errores frecuentes

- Quedarse en la planificación: documentos perfectos que nadie ejecuta.
- Hacer sin medir: muchas actividades, pero sin indicadores que muestren si sirvieron.
- Verificar sin actuar: auditorías con hallazgos que se repiten año tras año porque nadie cierra las acciones.

Un SG-SST sano muestra evidencias en las cuatro fases. Si una de ellas está vacía, el ciclo se detiene y la mejora continua deja de existir.`,
    },
    {
      kind: 'text',
      title: 'Política y objetivos de SST',
      description:
        'Cómo se formula, se firma y se comunica la política, y cómo se convierten sus compromisos en objetivos medibles.',
      durationMinutes: 12,
      body: `## La política: el compromiso por escrito

La política de Seguridad y Salud en el Trabajo es la declaración con la que la alta dirección asume públicamente su compromiso con la protección de los trabajadores. El empleador debe definirla, **firmarla** y divulgarla a todos los niveles de la organización (Decreto 1072 de 2015). No es un trámite: es el documento que orienta las decisiones del sistema y contra el cual se medirá si la empresa cumple lo que promete.

Una buena política es breve, está escrita para la empresa concreta y no copiada de otra, y contiene como mínimo estos compromisos:

- Encontrar los peligros de la empresa, medir qué tanto riesgo generan y controlarlos.
- Cuidar la seguridad y la salud de todas las personas que trabajan para la empresa, también contratistas y subcontratistas, cualquiera que sea su contrato.
- Cumplir las normas de riesgos laborales que le aplican.
- Mejorar el sistema año tras año.

Esos compromisos se desprenden de los requisitos del Decreto 1072 de 2015. La política debe estar disponible para todos, por ejemplo en carteleras, en la intranet o en la inducción, y revisarse periódicamente para que siga siendo coherente con la realidad de la empresa.

## De la política a los objetivos

Los objetivos traducen los compromisos de la política en metas concretas. La norma pide que se entiendan sin ambigüedad, que se puedan medir con un número y una meta, y que encajen con el plan de trabajo anual (Decreto 1072 de 2015, art. 2.2.4.6.18).

Compare estos dos enunciados:

- **Débil:** "Mejorar la seguridad en la empresa".
- **Fuerte:** "Reducir en 20 % la frecuencia de accidentes de trabajo en el área de bodega durante el año, frente a la línea base del año anterior".

El segundo dice qué se mide, dónde, cuánto y en qué plazo. Eso permite construir un indicador y saber, al final del periodo, si se logró.

## Ejemplo en servicios de salud

Una clínica con alta exposición a riesgo biológico podría fijar como objetivo "lograr que el 100 % del personal asistencial tenga esquema de vacunación completo contra hepatitis B al cierre del semestre" y otro como "disminuir los accidentes con elementos cortopunzantes en 30 % durante el año". Ambos se apoyan en el compromiso de la política de identificar peligros y controlar riesgos, y ambos tienen un responsable, una meta y una fecha.`,
    },
    {
      kind: 'text',
      title: 'Obligaciones, documentación y registros',
      description: 'Deberes del empleador y del trabajador, y qué documentos debe conservar el SG-SST.',
      durationMinutes: 15,
      body: `## Obligaciones del empleador

El Decreto 1072 de 2015 establece que el empleador debe proteger la seguridad y la salud de sus trabajadores y, para ello, cumplir obligaciones concretas. Entre las principales están:

- Definir, firmar y divulgar la **política de SST**.
- **Asignar y comunicar responsabilidades** en SST a todos los niveles de la organización.
- **Rendir cuentas**: quienes tienen responsabilidades en el sistema deben informar periódicamente sobre su desempeño.
- Definir y asignar **recursos** financieros, técnicos y de personal.
- Garantizar el **cumplimiento de la normatividad** aplicable en riesgos laborales.
- Gestionar los **peligros y riesgos** y adoptar controles.
- Elaborar y ejecutar un **plan de trabajo anual**.
- Asegurar la **participación de los trabajadores**, por medio del COPASST o del vigía en SST.
- Designar un **responsable del SG-SST** con la formación requerida; entre otros requisitos, debe aprobar el curso virtual de 50 horas en SST, ofrecido solo por entidades autorizadas (Resolución 4927 de 2016).

## Obligaciones del trabajador

El trabajador también tiene deberes en el SG-SST (Decreto 1072 de 2015, art. 2.2.4.6.10). En palabras sencillas:

- Cuidar su propia salud en todos sus aspectos, dentro y fuera de la tarea.
- Contar la verdad completa sobre su estado de salud cuando se la pregunten.
- Seguir las reglas, los procedimientos y las instrucciones de seguridad de la empresa.
- Avisar a tiempo cuando vea un peligro en su puesto o en su área.
- Asistir a las capacitaciones de SST y aprovecharlas.
- Poner de su parte para que el sistema logre sus objetivos.

## Documentación y conservación de registros

El SG-SST debe quedar documentado: política, objetivos, matriz de peligros, plan anual, programas de capacitación, procedimientos, planes de emergencia, indicadores e informes de auditoría, entre otros (Decreto 1072 de 2015). Los documentos pueden manejarse en papel o en medio digital, siempre que sean legibles, estén identificados y se puedan consultar.

Algunos registros tienen una exigencia especial: los resultados de los exámenes médicos ocupacionales, las mediciones ambientales, los registros de capacitación y los de entrega de elementos de protección personal deben conservarse **por lo menos 20 años contados desde que termina la relación laboral** del trabajador (Decreto 1072 de 2015). La razón es práctica: algunas enfermedades laborales, como la hipoacusia por ruido o las relacionadas con sustancias químicas, aparecen muchos años después de la exposición, y esos registros son la prueba para reconstruir la historia.

## Cuidado con los datos de salud

La información médica es un dato sensible (Ley 1581 de 2012 y Decreto 1377 de 2013). El empleador recibe de los exámenes ocupacionales solo el concepto de aptitud, nunca el diagnóstico, según la normatividad sobre evaluaciones médicas ocupacionales. La historia clínica permanece bajo custodia del prestador de servicios de salud.`,
    },
    {
      kind: 'link',
      title: 'Consulte el Decreto 1072 de 2015 en el Gestor Normativo',
      description:
        'Portal oficial de Función Pública donde puede buscar el texto vigente del Decreto 1072 de 2015 y de las demás normas citadas en esta ruta.',
      durationMinutes: 10,
      url: 'https://www.funcionpublica.gov.co/eva/gestornormativo',
    },
    {
      kind: 'quiz',
      title: 'Repaso: fundamentos del SG-SST',
      description: 'Compruebe lo aprendido sobre actores, PHVA, política y registros.',
      durationMinutes: 10,
      quiz: {
        passMark: 70,
        questions: [
          {
            id: 'q1',
            prompt: '¿Quién es el responsable de diseñar, implementar y mantener el SG-SST en la empresa?',
            options: [
              { id: 'a', text: 'La ARL a la que están afiliados los trabajadores', correct: false },
              { id: 'b', text: 'El empleador', correct: true },
              { id: 'c', text: 'El Ministerio del Trabajo', correct: false },
            ],
            explanation:
              'El empleador es el responsable del SG-SST (Decreto 1072 de 2015). La ARL asesora y el Ministerio del Trabajo vigila, pero ninguno de los dos reemplaza esa obligación.',
          },
          {
            id: 'q2',
            prompt:
              'Una empresa revisa sus indicadores de accidentalidad y realiza una auditoría interna. ¿En qué fase del ciclo PHVA está?',
            options: [
              { id: 'a', text: 'Planificar', correct: false },
              { id: 'b', text: 'Hacer', correct: false },
              { id: 'c', text: 'Verificar', correct: true },
              { id: 'd', text: 'Actuar', correct: false },
            ],
            explanation:
              'Medir indicadores, auditar y revisar el desempeño corresponde a la fase de verificación. Las acciones que se tomen a partir de esos resultados pertenecen a la fase de actuar.',
          },
          {
            id: 'q3',
            prompt: '¿Cuál de estos objetivos de SST está mejor formulado?',
            options: [
              { id: 'a', text: 'Promover una cultura de seguridad en todas las áreas', correct: false },
              {
                id: 'b',
                text: 'Reducir en 15 % los accidentes con herramientas manuales en el taller durante el año',
                correct: true,
              },
              { id: 'c', text: 'Cumplir con todo lo que pida la ARL', correct: false },
            ],
            explanation:
              'Los objetivos deben entenderse sin ambigüedad y medirse con un número y una meta (Decreto 1072 de 2015, art. 2.2.4.6.18). La opción b dice qué se mide, dónde, cuánto y en qué plazo.',
          },
          {
            id: 'q4',
            prompt:
              '¿Durante cuánto tiempo deben conservarse los registros de exámenes médicos, mediciones, capacitación y entrega de EPP?',
            options: [
              { id: 'a', text: 'Cinco años desde su elaboración', correct: false },
              { id: 'b', text: 'Mientras el trabajador siga vinculado a la empresa', correct: false },
              { id: 'c', text: 'Al menos 20 años después de terminada la relación laboral', correct: true },
            ],
            explanation:
              'El Decreto 1072 de 2015 exige conservarlos por lo menos 20 años contados desde que termina la relación laboral, porque algunas enfermedades laborales aparecen mucho después de la exposición.',
          },
          {
            id: 'q5',
            prompt: '¿Qué información recibe el empleador después de un examen médico ocupacional?',
            options: [
              { id: 'a', text: 'La historia clínica completa del trabajador', correct: false },
              { id: 'b', text: 'El diagnóstico y los medicamentos formulados', correct: false },
              { id: 'c', text: 'Solo el concepto de aptitud y las recomendaciones para el trabajo', correct: true },
            ],
            explanation:
              'Según la normatividad sobre evaluaciones médicas ocupacionales, el empleador recibe el concepto de aptitud, no el diagnóstico. Los datos de salud son sensibles (Ley 1581 de 2012).',
          },
        ],
      },
    },
  ],
};
