import type { SeedRoute } from './seed-route.js';

export const convivenciaLaboral: SeedRoute = {
  key: 'convivencia-laboral',
  title: 'Convivencia laboral y prevención del acoso',
  summary:
    'Reconozca qué es y qué no es acoso laboral según la Ley 1010 de 2006, cómo funciona el comité de convivencia laboral y qué prácticas cotidianas previenen los conflictos y protegen la dignidad en el trabajo.',
  objectives: [
    'Identificar las modalidades de acoso laboral definidas en la Ley 1010 de 2006.',
    'Distinguir el acoso laboral de los conflictos ordinarios y de las exigencias legítimas del trabajo.',
    'Explicar el papel del comité de convivencia laboral y el trámite de una queja.',
    'Aplicar prácticas de comunicación y liderazgo que previenen el acoso.',
  ],
  category: 'Participación y convivencia',
  hours: 4,
  level: 'basic',
  items: [
    {
      kind: 'text',
      title: '¿Qué es el acoso laboral?',
      description: 'Definición y modalidades de acoso laboral en la Ley 1010 de 2006.',
      durationMinutes: 15,
      body: `## La definición legal

La **Ley 1010 de 2006** es la norma colombiana para prevenir, corregir y sancionar el acoso laboral. Dicho en pocas palabras, hay acoso cuando alguien del entorno de trabajo, sea el empleador, un jefe, un compañero o incluso un subalterno, dirige contra una persona un comportamiento que se repite y que se puede probar, con el propósito de asustarla o intimidarla, perjudicarla en su trabajo, quitarle las ganas de trabajar o empujarla a renunciar (Ley 1010 de 2006, art. 2).

Dos rasgos de esa definición, que la ley llama «persistente» y «demostrable», son clave: **persistente**, porque por regla general se trata de un patrón que se repite, no de un mal momento aislado; y **demostrable**, porque la queja debe poder sustentarse con hechos concretos, testigos, mensajes o documentos.

## Las seis modalidades

La Ley 1010 de 2006 describe estas modalidades:

| Modalidad | Qué significa | Ejemplo |
| --- | --- | --- |
| **Maltrato laboral** | Agredir a la persona o atacar su dignidad o su intimidad | Gritos e insultos frente al equipo |
| **Persecución laboral** | Hostigar una y otra vez, sin razón válida, para que la persona renuncie | Cambios de turno injustificados y cargas imposibles, solo a una persona |
| **Discriminación laboral** | Tratar peor a alguien por su raza, género, edad, origen, religión, opinión política u otra condición personal | Negar una capacitación a una trabajadora por estar embarazada |
| **Entorpecimiento laboral** | Poner trabas para que la persona no pueda hacer su trabajo o le cueste más | Ocultar herramientas o información necesaria para la tarea |
| **Inequidad laboral** | Encargar tareas que humillan o rebajan a la persona | Poner a un ingeniero a barrer como castigo |
| **Desprotección laboral** | Ordenar tareas que ponen en peligro a la persona sin las protecciones mínimas | Ordenar trabajar en altura sin equipo de protección contra caídas |

## Lo que no es acoso laboral

La misma ley aclara que no toda exigencia constituye acoso (Ley 1010 de 2006). Por ejemplo, no lo son las órdenes necesarias para mantener la disciplina, las evaluaciones objetivas del desempeño, la solicitud de cumplir los deberes del cargo o las exigencias razonables de colaboración en situaciones especiales de la empresa.

Un supervisor de una planta que exige el uso del casco y llama la atención por escrito a quien no lo usa **no está acosando**: está cumpliendo su deber. Pero si ese mismo supervisor ridiculiza en público cada día a un trabajador por su acento, sí puede configurarse maltrato laboral.

## Conflicto no es lo mismo que acoso

En todo equipo hay desacuerdos: sobre cómo hacer una tarea, sobre los turnos o sobre el reparto del trabajo. Un conflicto puntual, manejado con respeto, es normal y puede resolverse con diálogo. El problema aparece cuando el conflicto se convierte en un patrón de hostilidad dirigido contra una persona. Saber distinguir ambas situaciones evita tanto minimizar el acoso real como llamar acoso a cualquier diferencia.`,
    },
    {
      kind: 'text',
      title: 'El comité de convivencia laboral',
      description: 'Para qué sirve el comité, cómo se presenta una queja y qué garantías existen.',
      durationMinutes: 15,
      body: `## Un espacio para resolver antes de escalar

El **comité de convivencia laboral** es la instancia interna de la empresa para prevenir el acoso laboral y atender las quejas de forma confidencial. Su conformación y funcionamiento se rigen hoy por la **Resolución 3461 de 2025**, que reemplazó a las Resoluciones 652 y 1356 de 2012. Es diferente del COPASST: mientras este se ocupa de la seguridad y la salud en general, el comité de convivencia se concentra en las relaciones laborales y en las conductas que pueden constituir acoso.

Además, la Ley 1010 de 2006 ordena a las empresas incluir en su reglamento de trabajo mecanismos de prevención del acoso laboral y un procedimiento interno, confidencial, conciliatorio y efectivo para superar estas situaciones.

## Qué hace el comité

- **Recibe y da trámite** a las quejas sobre situaciones que puedan constituir acoso laboral.
- **Escucha a las partes** por separado, con respeto y reserva.
- **Promueve espacios de diálogo** y ayuda a construir acuerdos entre los involucrados.
- **Formula un plan de mejora** y hace seguimiento a los compromisos pactados.
- **Propone acciones preventivas**, como capacitaciones o ajustes en la forma de organizar el trabajo.
- **Informa a la alta dirección** cuando no hay acuerdo o cuando los compromisos se incumplen, para que se tomen las medidas que correspondan.

El comité no impone sanciones ni reemplaza a los jueces: su función es preventiva y conciliatoria.

## Cómo presentar una queja

1. **Escriba los hechos** de forma concreta: qué pasó, cuándo, dónde, quién estaba presente.
2. **Reúna las evidencias** disponibles: correos, mensajes, nombres de testigos.
3. **Entregue la queja** al comité por el canal que la empresa haya definido.
4. **Participe en las reuniones** a las que sea citado y cumpla los acuerdos.

## Confidencialidad y garantías

Todo lo que el comité conoce es reservado. Los integrantes no pueden comentar los casos fuera de las sesiones. Además, la Ley 1010 de 2006 establece garantías contra las represalias para quien presenta una queja o sirve como testigo.

## Ejemplo

En una clínica, una auxiliar de enfermería denuncia que una jefe de turno le asigna siempre los pacientes más complejos, la corrige a gritos frente a los familiares y la excluye de las reuniones del servicio. El comité escucha a ambas por separado, revisa la programación de turnos y encuentra un reparto desigual. En una sesión conjunta se pactan compromisos: un reparto de pacientes con criterios escritos, retroalimentación en privado y seguimiento en dos meses. Si la conducta persiste, el caso se informa a la dirección.`,
    },
    {
      kind: 'text',
      title: 'Prevenir es mejor: prácticas de buena convivencia',
      description: 'Acciones de líderes y equipos que reducen los conflictos y el riesgo de acoso.',
      durationMinutes: 12,
      body: `## La convivencia se construye todos los días

La mayoría de los casos de acoso laboral empiezan con pequeñas conductas que nadie corrige: una burla que se tolera, un grito que se justifica por el estrés o una exclusión que pasa inadvertida. La prevención consiste en actuar antes de que esas conductas se vuelvan un patrón. Además, las relaciones interpersonales y el estilo de liderazgo son factores de riesgo psicosocial que la empresa debe identificar y gestionar (Resolución 2646 de 2008).

## Lo que pueden hacer los líderes

- **Dar instrucciones claras** sobre qué se espera, para cuándo y con qué recursos.
- **Corregir en privado y reconocer en público.** La retroalimentación sobre errores se da a solas y con respeto; los logros se reconocen frente al equipo.
- **Repartir el trabajo con criterios conocidos**, para evitar la percepción de favoritismo o castigo.
- **Escuchar antes de decidir** cuando surge un conflicto entre miembros del equipo.
- **No tolerar** burlas, apodos ofensivos o chismes, aunque provengan de personas con buen desempeño.

## Lo que puede hacer cada trabajador

- Expresar el desacuerdo con argumentos y sin descalificar a la otra persona.
- Usar mensajes en primera persona: "me preocupa que…" en lugar de "usted siempre…".
- Cuidar el tono en los chats del trabajo: lo escrito se lee sin el tono de voz y se malinterpreta con facilidad.
- Respetar los horarios de descanso de los compañeros y evitar mensajes laborales fuera de la jornada salvo necesidad real.
- Apoyar a un compañero que está siendo maltratado y orientarlo hacia el comité de convivencia.

## Señales de alerta en un equipo

- Una persona que deja de participar en las reuniones o se aísla.
- Rumores persistentes sobre alguien.
- Aumento de incapacidades, ausencias o solicitudes de traslado en un área.
- Comentarios reiterados sobre el aspecto, el origen o la vida privada de alguien.

Si detecta alguna, converse con el líder o con el comité de convivencia. Actuar temprano suele bastar para reencauzar la situación.

## Un ejemplo en una oficina

En un centro de contacto, el grupo de chat del equipo se llenó de memes sobre un nuevo agente. El supervisor habló con el equipo, recordó las normas de respeto acordadas y pidió que el chat se usara solo para temas de trabajo. También habló en privado con el agente afectado para ofrecerle apoyo. La situación no llegó al comité porque se atendió a tiempo.

La convivencia no es ausencia de conflicto, sino la capacidad de un equipo para resolver sus diferencias con respeto.`,
    },
    {
      kind: 'quiz',
      title: 'Repaso: convivencia laboral',
      description: 'Compruebe si distingue el acoso laboral y sabe cómo actuar.',
      durationMinutes: 8,
      quiz: {
        passMark: 70,
        questions: [
          {
            id: 'q1',
            prompt: 'Según la Ley 1010 de 2006, ¿cuál de estas situaciones puede constituir acoso laboral?',
            options: [
              { id: 'a', text: 'Un jefe que hace una evaluación de desempeño con criterios objetivos', correct: false },
              { id: 'b', text: 'Un compañero que cada día ridiculiza en público a otro por su acento', correct: true },
              { id: 'c', text: 'Un supervisor que exige el uso del casco en la obra', correct: false },
            ],
            explanation:
              'La burla reiterada en público lesiona la dignidad y puede ser maltrato laboral. Las evaluaciones objetivas y las órdenes de seguridad no constituyen acoso (Ley 1010 de 2006).',
          },
          {
            id: 'q2',
            prompt:
              'Ordenar a un trabajador que realice una tarea peligrosa sin las mínimas medidas de seguridad corresponde a la modalidad de…',
            options: [
              { id: 'a', text: 'Inequidad laboral', correct: false },
              { id: 'b', text: 'Desprotección laboral', correct: true },
              { id: 'c', text: 'Entorpecimiento laboral', correct: false },
            ],
            explanation:
              'La desprotección laboral expone al trabajador a riesgos sin las medidas de seguridad mínimas (Ley 1010 de 2006).',
          },
          {
            id: 'q3',
            prompt: '¿Cuál es la función del comité de convivencia laboral?',
            options: [
              { id: 'a', text: 'Sancionar a los trabajadores que incurren en acoso', correct: false },
              {
                id: 'b',
                text: 'Recibir las quejas, escuchar a las partes, promover acuerdos y hacer seguimiento',
                correct: true,
              },
              { id: 'c', text: 'Investigar los accidentes de trabajo', correct: false },
            ],
            explanation:
              'El procedimiento interno frente al acoso laboral es confidencial y conciliatorio (Ley 1010 de 2006): el comité escucha, promueve acuerdos y hace seguimiento, pero no impone sanciones. La investigación de accidentes corresponde a otro equipo.',
          },
          {
            id: 'q4',
            prompt: '¿Qué característica tiene, por regla general, una conducta de acoso laboral?',
            options: [
              { id: 'a', text: 'Es persistente y demostrable', correct: true },
              { id: 'b', text: 'Es un desacuerdo aislado sobre cómo hacer una tarea', correct: false },
            ],
            explanation:
              'La Ley 1010 de 2006 define el acoso laboral como una conducta persistente y demostrable. Un desacuerdo puntual es un conflicto que se resuelve con diálogo.',
          },
        ],
      },
    },
  ],
};
