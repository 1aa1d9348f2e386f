import type { SeedRoute } from './seed-route.js';

export const copasstVigia: SeedRoute = {
  key: 'copasst-vigia',
  title: 'COPASST y Vigía en SST',
  summary:
    'Prepárese para integrar el Comité Paritario de Seguridad y Salud en el Trabajo o para ejercer como vigía: cómo se conforma, qué funciones cumple, cómo se organiza una reunión mensual productiva y cómo participar en inspecciones e investigaciones.',
  objectives: [
    'Diferenciar cuándo una empresa debe tener COPASST y cuándo vigía en SST.',
    'Describir las funciones del comité y de sus integrantes.',
    'Organizar reuniones mensuales con actas y seguimiento de compromisos.',
    'Participar de forma efectiva en inspecciones e investigaciones de incidentes y accidentes.',
  ],
  category: 'Participación y convivencia',
  hours: 4,
  level: 'basic',
  items: [
    {
      kind: 'text',
      title: 'COPASST o vigía: quién representa a los trabajadores',
      description: 'Qué es cada figura, cuándo aplica y cómo se conforma.',
      durationMinutes: 12,
      body: `## La voz de los trabajadores en el SG-SST

Un sistema de gestión diseñado solo desde la gerencia pierde una fuente de información valiosa: la experiencia de quienes hacen el trabajo todos los días. Por eso el Decreto 1072 de 2015 exige que el empleador garantice la participación de los trabajadores en el SG-SST, y el mecanismo principal para lograrlo es el **Comité Paritario de Seguridad y Salud en el Trabajo (COPASST)** o, en las empresas pequeñas, el **Vigía en SST**.

## ¿Comité o vigía?

- Las empresas con **10 o más trabajadores** conforman un **COPASST**: la Resolución 2013 de 1986 exige el comité a partir de ese número.
- Las empresas con **menos de 10 trabajadores** no conforman comité: designan un **vigía en SST**, que cumple las mismas funciones de promoción y vigilancia (Decreto-Ley 1295 de 1994, art. 35).

El umbral de 10 trabajadores viene de estas dos normas, no del Decreto 1072 de 2015. Lo que el Decreto 1072 pide es que la participación de los trabajadores exista, por medio de una de las dos figuras.

## Un comité paritario

El nombre lo dice: el comité es **paritario**, es decir, tiene el mismo número de representantes del empleador y de los trabajadores, cada uno con su suplente (Resolución 2013 de 1986). El número total de integrantes depende del tamaño de la empresa.

- Los **representantes del empleador** son designados por este.
- Los **representantes de los trabajadores** se eligen por votación de los propios trabajadores.

Para que la elección sea transparente, conviene convocarla por escrito, abrir un periodo de inscripción de candidatos, hacer la votación en un horario que permita participar a todos los turnos, levantar un acta de escrutinio y divulgar los resultados.

## ¿Quién puede ser un buen integrante?

No hace falta ser experto en normas. Sirven las personas que conocen bien los procesos, tienen credibilidad ante sus compañeros, se comunican con respeto y están dispuestas a dedicar tiempo. En una empresa de manufactura, por ejemplo, un operario con experiencia en la línea de producción puede detectar en una inspección riesgos que un profesional de oficina no vería.

## El vigía en la práctica

En una droguería con seis empleados, la vigía puede ser la administradora o una de las auxiliares. Sus tareas son las mismas que las del comité, adaptadas a la escala: recorre el local, revisa que los extintores estén vigentes y que las cajas no bloqueen la salida, escucha las inquietudes de sus compañeras y propone mejoras al responsable del SG-SST.

## Lo que el comité no es

El COPASST no es el responsable del SG-SST ni reemplaza al empleador en sus obligaciones. Tampoco es el comité de convivencia laboral, que atiende las quejas por acoso laboral y tiene su propia reglamentación (Resolución 3461 de 2025). Confundir estos papeles es uno de los errores más comunes en las empresas.`,
    },
    {
      kind: 'text',
      title: 'Funciones del comité y reuniones mensuales',
      description: 'Qué hace el COPASST y cómo se organiza una reunión con resultados.',
      durationMinutes: 15,
      body: `## Funciones principales

El COPASST es un organismo de **promoción y vigilancia** de las normas de seguridad y salud dentro de la empresa (Resolución 2013 de 1986). En la práctica, sus funciones se agrupan así:

- **Proponer** actividades de promoción de la salud y prevención de riesgos, y participar en su programación.
- **Vigilar** el desarrollo de las actividades del SG-SST y el cumplimiento de las normas de seguridad.
- **Inspeccionar** periódicamente los lugares de trabajo, las máquinas y los equipos, e informar los peligros encontrados.
- **Recibir y tramitar** las sugerencias y reportes de los trabajadores en materia de SST.
- **Participar en la investigación** de incidentes, accidentes y enfermedades laborales (Resolución 1401 de 2007).
- **Servir de enlace** entre la dirección y los trabajadores en los temas de SST.

## Reunión mensual

El comité debe reunirse **por lo menos una vez al mes** en horario laboral (Resolución 2013 de 1986), y de manera extraordinaria cuando ocurra un accidente grave o una situación de riesgo inminente.

Una reunión útil se prepara. Esta es una agenda de referencia:

1. Verificación de asistencia y quórum.
2. Seguimiento a los compromisos del acta anterior.
3. Revisión de incidentes y accidentes del mes y de su investigación.
4. Resultados de la inspección programada.
5. Reportes de actos y condiciones inseguras recibidos y su estado.
6. Avance del plan anual de trabajo del SG-SST.
7. Nuevos compromisos: qué, quién y para cuándo.

## El acta: la memoria del comité

Cada reunión termina con un **acta** firmada que registre asistentes, temas tratados, decisiones y compromisos con responsable y fecha. El acta es una de las evidencias de la participación de los trabajadores en el SG-SST y suele revisarse en las auditorías y en las visitas de inspección.

## Ejemplo de compromiso bien escrito

- **Débil:** "Revisar lo de los extintores".
- **Fuerte:** "Verificar fecha de recarga y presión de los 12 extintores de la planta y entregar listado de novedades al responsable del SG-SST. Responsable: Luis Martínez. Fecha: 15 del próximo mes".

## Errores que vacían el comité

- Reuniones que se cancelan mes tras mes por "carga de trabajo".
- Actas idénticas de un mes a otro, sin datos reales.
- Compromisos que nunca se revisan.
- Un comité que solo opina y nunca sale a recorrer las áreas.

Para que el comité funcione, sus integrantes necesitan tiempo dentro de la jornada para cumplir sus funciones, y la empresa debe facilitarlo. Un comité activo es uno de los indicadores más claros de que el SG-SST está vivo.`,
    },
    {
      kind: 'text',
      title: 'Inspecciones e investigaciones: el comité en acción',
      description:
        'Cómo participa el COPASST o el vigía en inspecciones planeadas y en la investigación de accidentes.',
      durationMinutes: 15,
      body: `## Inspecciones planeadas

Una inspección es un recorrido sistemático para encontrar peligros antes de que causen daño. El comité participa en ellas como parte de su función de vigilancia (Resolución 2013 de 1986). Para que sean útiles:

- **Planéelas**: defina área, fecha y responsables, y use una lista de chequeo adaptada al área.
- **Observe las tareas reales**, no solo las instalaciones. Converse con los trabajadores: ellos conocen los atajos que se toman cuando hay presión.
- **Registre con evidencia**: descripción precisa y fotografías de las condiciones.
- **Clasifique los hallazgos** por prioridad: lo que puede causar una lesión grave se atiende primero.
- **Entregue un informe** con recomendaciones concretas y haga seguimiento en la siguiente reunión.

### Lista de chequeo de ejemplo para una bodega

| Aspecto | Pregunta |
| --- | --- |
| Almacenamiento | ¿Las estanterías están ancladas y señalizadas con su carga máxima? |
| Circulación | ¿Los pasillos están demarcados y libres de obstáculos? |
| Emergencias | ¿Los extintores están vigentes, señalizados y sin obstáculos? |
| Montacargas | ¿Existe inspección preoperacional diligenciada hoy? |
| EPP | ¿El personal usa calzado de seguridad y guantes según la tarea? |

## Participación en investigaciones

La Resolución 1401 de 2007 establece que la investigación de incidentes y accidentes de trabajo la realiza un equipo integrado como mínimo por el **jefe inmediato** del trabajador o el supervisor del área, un **representante del COPASST o el vigía** y el **responsable del SG-SST**. La investigación debe hacerse dentro de los **15 días** siguientes al evento.

El papel del representante del comité es clave: aporta la mirada de los trabajadores, ayuda a que los testigos hablen con confianza y vigila que la investigación busque causas y no culpables.

## Ejemplo en una obra

Un ayudante de construcción se lesiona la mano al retirar una formaleta. En la investigación, el integrante del COPASST conversa con los compañeros y descubre que el desencofrado se hace con una barra improvisada porque la herramienta adecuada está dañada desde hace dos semanas y el reporte no se tramitó. Esa causa básica, que no aparecía en el relato inicial, permite definir acciones que sí evitan la repetición: reponer herramientas, agilizar el trámite de reportes y revisar el procedimiento de desencofrado.

## Seguimiento

El comité verifica en sus reuniones que las acciones de las investigaciones se cumplan. Una investigación sin seguimiento es un trámite, no una herramienta de prevención.`,
    },
    {
      kind: 'quiz',
      title: 'Repaso: COPASST y vigía',
      description: 'Repase la conformación, las funciones y la participación del comité.',
      durationMinutes: 8,
      quiz: {
        passMark: 70,
        questions: [
          {
            id: 'q1',
            prompt: 'Una panadería tiene 7 trabajadores. ¿Qué figura de participación le corresponde?',
            options: [
              { id: 'a', text: 'Un COPASST con dos representantes por cada parte', correct: false },
              { id: 'b', text: 'Un vigía en SST', correct: true },
              { id: 'c', text: 'Ninguna, por ser una empresa pequeña', correct: false },
            ],
            explanation:
              'Las empresas con menos de 10 trabajadores designan un vigía en SST en lugar de conformar un comité (Resolución 2013 de 1986 y Decreto-Ley 1295 de 1994, art. 35).',
          },
          {
            id: 'q2',
            prompt: '¿Con qué frecuencia mínima debe reunirse el COPASST?',
            options: [
              { id: 'a', text: 'Una vez al mes', correct: true },
              { id: 'b', text: 'Una vez cada tres meses', correct: false },
              { id: 'c', text: 'Solo cuando ocurre un accidente', correct: false },
            ],
            explanation:
              'El comité se reúne por lo menos una vez al mes (Resolución 2013 de 1986), y de forma extraordinaria cuando hay un accidente grave o un riesgo inminente.',
          },
          {
            id: 'q3',
            prompt: '¿Quiénes deben integrar como mínimo el equipo investigador de un accidente de trabajo?',
            options: [
              { id: 'a', text: 'Solo el responsable del SG-SST', correct: false },
              {
                id: 'b',
                text: 'El jefe inmediato o supervisor, un representante del COPASST o el vigía y el responsable del SG-SST',
                correct: true,
              },
              { id: 'c', text: 'Un funcionario de la ARL y el trabajador accidentado', correct: false },
            ],
            explanation:
              'Así lo establece la Resolución 1401 de 2007 para la investigación de incidentes y accidentes de trabajo.',
          },
          {
            id: 'q4',
            prompt:
              'Una trabajadora quiere presentar una queja por trato humillante de su jefe. ¿A qué instancia corresponde?',
            options: [
              { id: 'a', text: 'Al COPASST', correct: false },
              { id: 'b', text: 'Al comité de convivencia laboral', correct: true },
            ],
            explanation:
              'Las quejas por posible acoso laboral las atiende el comité de convivencia laboral (Resolución 3461 de 2025 y Ley 1010 de 2006), no el COPASST.',
          },
        ],
      },
    },
  ],
};
