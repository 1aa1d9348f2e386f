import type { ScenarioDefinition } from '@academia/shared';

/**
 * «Una queja ante el comité de convivencia», the simulator of the workplace-coexistence route: receiving a complaint
 * with confidentiality, impartiality, telling possible harassment from legitimate demands (Ley 1010 de 2006),
 * hearing the parties separately, no retaliation against the complainant, and agreements with follow-up. The
 * committee's rules today are in Resolución 3461 de 2025; the scenario cites it only for that.
 */
export const scenario: ScenarioDefinition = {
  title: 'Una queja ante el comité de convivencia',
  summary:
    'Usted integra el comité de convivencia laboral de una cadena de almacenes. Una cajera se acerca a contarle cómo la trata su supervisor: decida cómo se recibe, se analiza y se tramita la queja, con reserva y sin represalias.',
  passPercent: 65,
  startId: 'recepcion',
  situations: [
    {
      id: 'recepcion',
      kind: 'choice',
      title: 'Una compañera pide ayuda',
      text: 'Diana, cajera del almacén del centro, lo busca en el pasillo. Con la voz entrecortada le cuenta que su supervisor, Mauricio, le grita delante de los clientes, se burla de ella frente a sus compañeros y, desde que pidió un permiso, siempre le asigna el turno de cierre.\n\n¿Cómo responde usted?',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'La escucha en un lugar privado, le explica que puede presentar una queja al comité con los hechos concretos, fechas, testigos y pruebas, y le asegura que el trámite es confidencial.',
          consequence:
            'Correcto. Escuchar con reserva y explicar el procedimiento da a Diana un camino claro. Una queja con hechos concretos y pruebas permite al comité actuar.',
          points: 10,
          critical: false,
          next: 'imparcialidad',
        },
        {
          id: 'b',
          text: 'Le dice que en el comercio la presión es normal y que trate de no tomárselo tan a pecho.',
          consequence:
            'Minimizar lo que cuenta puede hacer que Diana no vuelva a pedir ayuda. La exigencia del trabajo es normal; los gritos y las burlas reiteradas no lo son.',
          points: -10,
          critical: false,
          next: 'imparcialidad',
        },
        {
          id: 'c',
          text: 'Va directamente donde Mauricio a decirle que Diana se quejó de él.',
          consequence:
            'Revelar la queja al señalado, antes de que exista un trámite, rompe la confidencialidad y expone a Diana a represalias. El comité actúa con reserva y por el procedimiento definido.',
          points: -10,
          critical: false,
          next: 'imparcialidad',
        },
      ],
    },
    {
      id: 'imparcialidad',
      kind: 'choice',
      title: 'Un integrante con conflicto de interés',
      text: 'Diana presenta la queja por escrito. En la sesión del comité, usted nota que Germán, otro integrante, es cuñado de Mauricio y juega con él en el equipo de fútbol de la empresa.',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Se propone que Germán declare el conflicto de interés y se aparte de este caso.',
          consequence:
            'Correcto. Para que las partes confíen en el comité, quien tiene un vínculo cercano con alguna de ellas no debe participar en el caso. Así se protege la imparcialidad del trámite.',
          points: 10,
          critical: false,
          next: 'hechos',
        },
        {
          id: 'b',
          text: 'Germán se queda, porque conoce bien a Mauricio y puede ayudar a entenderlo.',
          consequence:
            'Conocer bien a una de las partes es justamente el problema. Si Diana se entera, tendrá razones para desconfiar de todo lo que decida el comité.',
          points: -10,
          critical: false,
          next: 'hechos',
        },
      ],
    },
    {
      id: 'hechos',
      kind: 'choice',
      title: '¿Qué muestran los hechos?',
      text: 'La queja describe tres situaciones:\n\n1. Al menos seis episodios en dos meses en que Mauricio le gritó y se burló de ella delante de clientes; dos compañeras los presenciaron y hay un audio.\n2. Desde que pidió un permiso, le asigna todos los cierres, mientras al resto del equipo los rota.\n3. Una vez le pidió repetir el arqueo de la caja porque había una diferencia de dinero.\n\n¿Cuáles podrían constituir acoso laboral?',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Los gritos y burlas reiterados y la asignación arbitraria de los cierres; repetir un arqueo con diferencia es una exigencia legítima del cargo.',
          consequence:
            'Correcto. Los gritos y burlas persistentes pueden ser maltrato laboral, y el trato desigual y reiterado en los turnos puede ser persecución. Pedir que se revise una diferencia en la caja es parte normal del trabajo y no constituye acoso (Ley 1010 de 2006).',
          points: 10,
          critical: false,
          next: 'escucha',
        },
        {
          id: 'b',
          text: 'Las tres, porque todas le causaron malestar.',
          consequence:
            'No todo lo que incomoda es acoso. La Ley 1010 de 2006 aclara que las exigencias razonables del cargo, como revisar una diferencia en la caja, no constituyen acoso. Mezclarlas con los hechos graves debilita la queja.',
          points: -5,
          critical: false,
          next: 'escucha',
        },
        {
          id: 'c',
          text: 'Ninguna: es un choque de personalidades que deben resolver entre ellos.',
          consequence:
            'Un conflicto puntual se resuelve con diálogo, pero aquí hay un patrón persistente y demostrable contra una persona, con testigos y un audio. Eso es lo que el comité debe atender.',
          points: -10,
          critical: false,
          next: 'escucha',
        },
      ],
    },
    {
      id: 'escucha',
      kind: 'choice',
      title: 'Escuchar a las partes',
      text: 'El comité debe escuchar a Diana y a Mauricio. ¿Cómo lo organiza?',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Cita a cada uno por separado, con reserva, y después les propone un espacio de diálogo conjunto si ambos aceptan.',
          consequence:
            'Correcto. Escuchar por separado permite que cada parte hable con libertad. El encuentro conjunto, cuando las dos partes lo aceptan, es el espacio para construir acuerdos.',
          points: 10,
          critical: false,
          next: 'represalia',
        },
        {
          id: 'b',
          text: 'Los reúne a los dos frente a todo el equipo del almacén, para que haya testigos.',
          consequence:
            'Un careo público expone a Diana, rompe la confidencialidad del trámite y convierte el caso en un espectáculo. El procedimiento es reservado.',
          points: -10,
          critical: false,
          next: 'represalia',
        },
        {
          id: 'c',
          text: 'Escucha solo a Diana, porque las pruebas son claras.',
          consequence:
            'Aun con pruebas, el comité debe escuchar a ambas partes. Sin oír a Mauricio, cualquier acuerdo nace débil y él no tendrá la oportunidad de explicar ni de comprometerse.',
          points: -5,
          critical: false,
          next: 'represalia',
        },
      ],
    },
    {
      id: 'represalia',
      kind: 'choice',
      title: 'Un traslado "para calmar las cosas"',
      text: 'El gerente del almacén, que se enteró del caso, propone trasladar a Diana a otra sede lejos de su casa "para calmar las cosas", y comenta con varios empleados que ella "se quejó de Mauricio".',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'El comité le advierte que trasladar a Diana contra su voluntad y divulgar la queja pueden ser represalias, y propone medidas acordadas con ella mientras avanza el trámite.',
          consequence:
            'Correcto. La Ley 1010 de 2006 protege contra las represalias a quien presenta una queja y a quienes sirven de testigos. Si hace falta separar a las partes, la medida no debe castigar a quien denunció.',
          points: 10,
          critical: false,
          next: 'seguimiento',
        },
        {
          id: 'b',
          text: 'El comité acepta el traslado, porque es la solución más rápida.',
          consequence:
            'Error crítico. Trasladar a Diana contra su voluntad, mientras su queja se tramita, la castiga por denunciar, y el comité que debía protegerla lo avala. Es una represalia contra la persona que presentó la queja, que la Ley 1010 de 2006 busca impedir.',
          points: -20,
          critical: true,
          next: 'fin-represalia',
        },
      ],
    },
    {
      id: 'seguimiento',
      kind: 'choice',
      title: 'Los compromisos y su seguimiento',
      text: 'En la sesión conjunta, Mauricio y Diana acuerdan por escrito que la retroalimentación se dará en privado y con respeto, y que los cierres se asignarán con una rotación escrita para todo el equipo. ¿Qué hace el comité?',
      media: null,
      choices: [
        {
          id: 'a',
          text: 'Programa el seguimiento en dos meses y, si los compromisos se incumplen o la conducta sigue, informa a la alta dirección; le recuerda a Diana que también puede acudir al inspector de trabajo.',
          consequence:
            'Correcto. El comité promueve acuerdos y verifica que se cumplan; si no se cumplen, lo informa a la dirección para que tome las medidas que le corresponden. La Ley 1010 de 2006 permite además que la persona afectada acuda a las autoridades, como el inspector de trabajo.',
          points: 10,
          critical: false,
          next: 'fin-seguimiento',
        },
        {
          id: 'b',
          text: 'Da el caso por cerrado: los compromisos ya están firmados.',
          consequence:
            'Un acuerdo sin seguimiento depende solo de la buena voluntad. Sin verificar, el comité no sabrá si los gritos y el reparto desigual terminaron.',
          points: -5,
          critical: false,
          next: 'fin-sin-seguimiento',
        },
        {
          id: 'c',
          text: 'Sanciona a Mauricio con una suspensión de tres días.',
          consequence:
            'El comité de convivencia no impone sanciones: su función es preventiva y conciliatoria. Las medidas disciplinarias corresponden al empleador, por los procedimientos propios.',
          points: -10,
          critical: false,
          next: 'fin-sin-seguimiento',
        },
      ],
    },
    {
      id: 'fin-seguimiento',
      kind: 'end',
      title: 'Un acuerdo que se cumple',
      text: 'En el seguimiento, Diana cuenta que los gritos terminaron y que la rotación de cierres se publica cada mes. El comité propone a la empresa un taller para supervisores sobre cómo dar retroalimentación. Revise en el resumen las decisiones que podría mejorar.',
      media: null,
    },
    {
      id: 'fin-sin-seguimiento',
      kind: 'end',
      title: 'Un acuerdo en el papel',
      text: 'Dos meses después, Mauricio vuelve a asignarle todos los cierres a Diana. Como nadie verificó los compromisos, ella siente que quejarse no sirvió y empieza a buscar otro trabajo.',
      media: null,
    },
    {
      id: 'fin-represalia',
      kind: 'end',
      title: 'La denunciante fue la castigada',
      text: 'Diana fue trasladada a una sede a hora y media de su casa y Mauricio siguió en su cargo. En el almacén, el mensaje quedó claro: quien se queja pierde. Nadie más volvió a acudir al comité, y los problemas de convivencia siguieron sin atenderse.',
      media: null,
    },
  ],
};
