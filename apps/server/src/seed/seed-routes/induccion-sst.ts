import type { SeedRoute } from './seed-route.js';

export const induccionSst: SeedRoute = {
  key: 'induccion-sst',
  title: 'Inducción en SST para nuevos trabajadores',
  summary:
    'Lo que todo trabajador debe saber desde su primer día: sus derechos y deberes en seguridad y salud, los peligros de su labor, el uso de los elementos de protección, cómo reportar lo inseguro y cómo actuar ante un accidente o una emergencia.',
  objectives: [
    'Reconocer los derechos y deberes del trabajador frente al SG-SST.',
    'Identificar los peligros más comunes del puesto de trabajo y los controles disponibles.',
    'Usar, cuidar y reponer correctamente los elementos de protección personal.',
    'Reportar actos y condiciones inseguras por los canales de la empresa.',
    'Actuar correctamente ante un accidente de trabajo y durante una emergencia.',
  ],
  category: 'Gestión del SG-SST',
  hours: 2,
  level: 'basic',
  items: [
    {
      kind: 'text',
      title: 'Bienvenida: sus derechos y deberes en SST',
      description: 'Qué le garantiza la empresa y qué se espera de usted en seguridad y salud.',
      durationMinutes: 10,
      body: `## Bienvenida a un trabajo seguro

Desde el momento en que usted se vincula a la empresa, hace parte del Sistema de Gestión de la Seguridad y Salud en el Trabajo (SG-SST). Este sistema existe para que usted regrese a su casa sano al final de cada jornada. Funciona con dos piezas que se complementan: lo que la empresa le garantiza y lo que usted aporta.

## Lo que la empresa le garantiza

- **Afiliación a una ARL** desde el inicio de sus labores. La Administradora de Riesgos Laborales cubre la atención médica, la rehabilitación y las prestaciones económicas si sufre un accidente de trabajo o una enfermedad laboral (Decreto 1295 de 1994).
- **Información sobre los peligros** de su oficio y sobre los controles que la empresa ha establecido (Decreto 1072 de 2015).
- **Capacitación** en SST, empezando por esta inducción y siguiendo con entrenamientos específicos para su tarea (Decreto 1072 de 2015).
- **Elementos de protección personal** adecuados a los peligros de su labor, suministrados por la empresa (Decreto 1072 de 2015).
- **Evaluaciones médicas ocupacionales**, con reserva de su información: la empresa solo conoce el concepto de aptitud, nunca su diagnóstico, según la normatividad sobre evaluaciones médicas ocupacionales.
- **Participación**: usted puede elegir y ser elegido como representante en el COPASST o, en empresas pequeñas, ser consultado por el vigía en SST.

## Lo que usted aporta

Sus deberes como trabajador están en el Decreto 1072 de 2015 (art. 2.2.4.6.10). Así se ven en el día a día:

- Cuidar su salud en todos sus aspectos.
- Contar la verdad completa sobre su estado de salud en los exámenes y cuando se la pregunten.
- Seguir las reglas, los procedimientos y las instrucciones de seguridad.
- Avisar a tiempo los peligros que vea en su puesto o en su área.
- Asistir a las capacitaciones de SST.
- Poner de su parte para que el sistema cumpla sus objetivos.

## En la práctica

Cumplir sus deberes no significa solo "portarse bien". Significa, por ejemplo, que un auxiliar de bodega no se sube a las estanterías para alcanzar una caja, sino que pide la escalera; que una enfermera desecha la aguja en el guardián sin reencapucharla; o que un analista de oficina avisa que el cable de su computador atraviesa el pasillo.

Recuerde también que si usted ve una situación de peligro inminente, lo correcto es detener la tarea y avisar de inmediato a su jefe. Ninguna meta de producción justifica arriesgar la vida.`,
    },
    {
      kind: 'text',
      title: 'Peligros del trabajo y elementos de protección personal',
      description: 'Cómo reconocer los peligros de su puesto y usar correctamente el EPP.',
      durationMinutes: 12,
      body: `## Peligro y riesgo no son lo mismo

Un **peligro** es algo con capacidad de causar daño: una máquina con partes móviles, un piso mojado, un solvente, una carga pesada o un cliente agresivo. El **riesgo** es la combinación entre la probabilidad de que ese daño ocurra y la gravedad de sus consecuencias. La empresa identifica los peligros de cada cargo y los valora en su matriz de peligros. Pregunte a su jefe o al responsable del SG-SST cuáles son los de su puesto.

## Peligros frecuentes según el sector

| Sector | Peligros comunes |
| --- | --- |
| Construcción | Trabajo en alturas, caída de objetos, excavaciones, herramientas eléctricas, polvo |
| Oficinas | Posturas prolongadas, uso de pantallas, carga mental, pisos y cables |
| Servicios de salud | Fluidos corporales, cortopunzantes, movilización de pacientes, turnos nocturnos |
| Manufactura | Máquinas con partes móviles, ruido, sustancias químicas, manipulación de cargas |

Si su labor incluye trabajo en alturas, es decir, a partir de 2 metros sobre el nivel inferior, necesita una capacitación y certificación específicas antes de realizarla (Resolución 4272 de 2021).

## Los controles y el lugar del EPP

Las empresas controlan los riesgos siguiendo una jerarquía: primero intentan **eliminar** el peligro, luego **sustituirlo** por algo menos peligroso, después aplicar **controles de ingeniería** como guardas o extractores, luego **controles administrativos** como procedimientos, señalización y rotación, y por último los **elementos de protección personal (EPP)** (Decreto 1072 de 2015). El EPP es la última barrera: protege solo a quien lo usa y solo si se usa bien.

## Reglas de oro para el EPP

- **Úselo siempre** que la tarea lo exija, aunque sea "solo un momento".
- **Revíselo antes de usarlo**: un casco fisurado, un guante roto o un arnés con costuras abiertas no protege.
- **Ajústelo a su talla**: unas gafas que se resbalan terminan en el bolsillo.
- **Cuídelo y guárdelo** limpio, lejos del sol y de sustancias químicas.
- **Solicite el cambio** cuando esté deteriorado; la empresa debe reponerlo.
- **No lo modifique**: perforar un casco o cortar un guante anula su protección.

La entrega de EPP queda registrada con su firma. Ese registro hace parte de los documentos del SG-SST que la empresa debe conservar por lo menos 20 años después de terminada la relación laboral (Decreto 1072 de 2015).`,
    },
    {
      kind: 'text',
      title: 'Reporte de actos y condiciones inseguras',
      description: 'Por qué reportar, qué diferencia un acto de una condición y cómo hacerlo.',
      durationMinutes: 10,
      body: `## Reportar es prevenir

La mayoría de los accidentes avisan antes de ocurrir: una baranda floja que nadie arregla, una extensión eléctrica pelada, un compañero que trabaja sin gafas. Informar oportunamente esos peligros es uno de sus deberes como trabajador (Decreto 1072 de 2015) y una de las herramientas de prevención más efectivas que existen.

## ¿Acto o condición?

- **Condición insegura:** una situación del ambiente, de los equipos o de las instalaciones que puede causar un daño. Ejemplos: piso con aceite derramado, guarda de una máquina retirada, iluminación deficiente en una escalera, extintor vencido.
- **Acto inseguro:** una acción u omisión de una persona que la expone a ella o a otros. Ejemplos: operar el montacargas a exceso de velocidad, retirar el bloqueo de una máquina en mantenimiento, no usar el arnés sobre un andamio, reencapuchar una aguja.

La diferencia es útil para analizar, pero no es lo más importante: lo importante es reportar.

## Cómo reportar

1. **Si puede corregirlo de forma segura, hágalo**: secar un charco o retirar una caja del pasillo. Aun así, repórtelo para que se analice la causa.
2. **Si no puede corregirlo, aísle la zona** o advierta a las personas cercanas.
3. **Diligencie el formato de reporte** o use el canal disponible: formulario impreso, aplicación, correo o buzón. Describa qué vio, dónde y cuándo.
4. **Entregue el reporte** a su jefe inmediato o al responsable del SG-SST.
5. **Haga seguimiento**: tiene derecho a saber qué se hizo con su reporte.

## Sin culpables

Un reporte de acto inseguro no es una acusación. El objetivo es entender por qué ocurrió la conducta: ¿faltó entrenamiento?, ¿el EPP era incómodo?, ¿había presión de tiempo? Las empresas que sancionan a quien reporta terminan sin reportes, y sin reportes los peligros siguen ahí. Por eso muchas organizaciones permiten reportar de forma anónima.

## Ejemplo

En una planta de plásticos, una operaria observa que el sensor de la puerta de una inyectora no detiene la máquina al abrirla. Detiene su trabajo, avisa al supervisor y diligencia el reporte. Mantenimiento encuentra el sensor puenteado desde hacía semanas. Ese reporte evitó una posible amputación.

En el siguiente recurso encontrará la guía para diligenciar el formato de reporte.`,
    },
    {
      kind: 'pdf',
      title: 'Guía: formato de reporte de actos y condiciones inseguras',
      description: 'Documento descargable que explica campo por campo cómo diligenciar el reporte.',
      durationMinutes: 8,
      fileName: 'guia-reporte-actos-condiciones-inseguras.pdf',
      sections: [
        {
          heading: 'Propósito del formato',
          paragraphs: [
            'Este formato permite que cualquier trabajador, contratista o visitante informe una situación o conducta que pueda causar un accidente o una enfermedad. Informar los peligros que se detectan en el sitio de trabajo es un deber del trabajador (Decreto 1072 de 2015).',
            'El reporte no busca culpables. Su fin es que la empresa corrija el peligro antes de que alguien resulte lesionado.',
          ],
        },
        {
          heading: '1. Datos generales',
          paragraphs: [
            'Fecha y hora: anote cuándo observó la situación, no cuándo diligencia el formato.',
            'Lugar: indique la sede, el área y un punto de referencia preciso, por ejemplo "bodega 2, pasillo C, junto al muelle de cargue".',
            'Nombre y cargo de quien reporta: es opcional. Si prefiere reportar de forma anónima, deje el campo en blanco; el reporte se atenderá igual.',
          ],
        },
        {
          heading: '2. Tipo de reporte',
          paragraphs: [
            'Marque "condición insegura" si el problema está en el ambiente, los equipos, las herramientas o las instalaciones. Ejemplos: cable eléctrico sin aislamiento, piso resbaloso, guarda de máquina ausente, salida de emergencia obstruida.',
            'Marque "acto inseguro" si el problema es una acción u omisión de una persona. Ejemplos: no usar el EPP requerido, usar el celular mientras opera un equipo, retirar un bloqueo sin autorización.',
          ],
        },
        {
          heading: '3. Descripción de lo observado',
          paragraphs: [
            'Describa con sus palabras qué vio, de forma concreta y sin juicios sobre las personas. Escriba "el trabajador estaba en la plataforma a 3 metros sin arnés" en lugar de "el trabajador es irresponsable".',
            'Si es posible y seguro, adjunte una fotografía de la condición. No fotografíe a personas sin su autorización.',
          ],
        },
        {
          heading: '4. Acción inmediata',
          paragraphs: [
            'Indique si tomó alguna medida en el momento: aislar la zona, avisar al jefe inmediato, detener la tarea o corregir la condición. Solo corrija la situación si puede hacerlo sin exponerse.',
          ],
        },
        {
          heading: '5. Sugerencia de mejora',
          paragraphs: [
            'Anote qué cree que podría evitar que la situación se repita. Quien realiza la tarea a diario suele conocer la mejor solución.',
          ],
        },
        {
          heading: '6. Entrega y seguimiento',
          paragraphs: [
            'Entregue el formato al jefe inmediato o al responsable del SG-SST, o deposítelo en el buzón de reportes. El responsable registra el reporte, define la acción correctiva, asigna un responsable y una fecha, e informa el cierre a quien reportó cuando este se haya identificado.',
            'El COPASST o el vigía en SST revisa periódicamente los reportes recibidos y el estado de las acciones.',
          ],
        },
      ],
    },
    {
      kind: 'text',
      title: 'Si ocurre un accidente o una emergencia',
      description: 'Los primeros pasos ante un accidente de trabajo y su papel en el plan de emergencias.',
      durationMinutes: 12,
      body: `## Ante un accidente de trabajo

Se llama accidente de trabajo a cualquier hecho súbito, ligado a su trabajo, que le cause un daño: una herida, un golpe, una alteración física o mental, una invalidez o incluso la muerte (Ley 1562 de 2012, art. 3). Si usted sufre un accidente o presencia uno:

1. **Protéjase y proteja la zona.** No se convierta en la segunda víctima: apague la máquina, corte la energía si sabe hacerlo o aleje a las personas.
2. **Avise de inmediato** a su jefe, a un brigadista o a la línea de emergencias interna. Si la situación es grave, llame al 123.
3. **Preste ayuda solo si está capacitado.** No mueva a una persona que cayó de altura o que pudo haberse golpeado la cabeza, salvo que haya un peligro mayor como fuego.
4. **Informe el accidente aunque parezca leve.** Un corte pequeño o un golpe que "no duele" deben reportarse el mismo día.

## ¿Por qué reportar incluso lo leve?

La empresa debe reportar el accidente a la ARL y a la EPS dentro de los dos días hábiles siguientes, mediante el Formato Único de Reporte de Accidente de Trabajo, FURAT (Resolución 156 de 2005). Ese reporte le garantiza la atención médica y las prestaciones a cargo de la ARL. Si el reporte no existe, demostrar después que la lesión fue laboral es mucho más difícil.

Además, todo incidente y accidente debe investigarse para encontrar sus causas y evitar que se repita (Resolución 1401 de 2007). Su testimonio será valioso: cuente lo que pasó con honestidad.

## El plan de emergencias y usted

La empresa tiene un plan de prevención, preparación y respuesta ante emergencias, y usted debe conocer al menos lo siguiente:

- **La alarma:** cómo suena y qué significa cada señal.
- **Las rutas de evacuación** de su área y una ruta alterna.
- **El punto de encuentro** al que debe dirigirse.
- **Quiénes son los brigadistas** de su piso o turno.
- **Dónde están los extintores** y el botiquín más cercanos.

## Durante una evacuación

- Suspenda su labor y deje los equipos en condición segura si puede hacerlo en segundos.
- Salga caminando rápido, sin correr, por el lado derecho de escaleras y pasillos.
- No use ascensores.
- No regrese por objetos personales.
- Siga las instrucciones de los brigadistas y quédese en el punto de encuentro hasta que lo autoricen a salir.

Participe con seriedad en los simulacros. Son la única forma de comprobar que el plan funciona antes de necesitarlo de verdad.`,
    },
    {
      kind: 'quiz',
      title: 'Repaso de la inducción en SST',
      description: 'Compruebe que conoce sus derechos, deberes y las reglas básicas de seguridad.',
      durationMinutes: 8,
      quiz: {
        passMark: 80,
        questions: [
          {
            id: 'q1',
            prompt: 'Usted nota que la guarda de protección de una pulidora está suelta. ¿Qué debe hacer?',
            options: [
              { id: 'a', text: 'Usarla con cuidado hasta terminar el turno', correct: false },
              { id: 'b', text: 'No usarla, avisar a su jefe y reportar la condición insegura', correct: true },
              { id: 'c', text: 'Retirar la guarda para que no estorbe', correct: false },
            ],
            explanation:
              'Informar oportunamente los peligros es un deber del trabajador (Decreto 1072 de 2015). Una guarda suelta es una condición insegura que debe corregirse antes de usar el equipo.',
          },
          {
            id: 'q2',
            prompt: 'En la jerarquía de controles, ¿qué lugar ocupan los elementos de protección personal?',
            options: [
              { id: 'a', text: 'Son la primera medida que se debe aplicar', correct: false },
              {
                id: 'b',
                text: 'Son la última barrera, después de eliminar, sustituir y aplicar controles de ingeniería y administrativos',
                correct: true,
              },
            ],
            explanation:
              'El orden es eliminación, sustitución, controles de ingeniería, controles administrativos y, por último, EPP (Decreto 1072 de 2015).',
          },
          {
            id: 'q3',
            prompt: '¿En qué plazo debe la empresa reportar un accidente de trabajo a la ARL y a la EPS?',
            options: [
              { id: 'a', text: 'Dentro de los dos días hábiles siguientes', correct: true },
              { id: 'b', text: 'Dentro del mes siguiente', correct: false },
              { id: 'c', text: 'Solo si el trabajador recibe incapacidad', correct: false },
            ],
            explanation:
              'El FURAT se envía a la ARL y a la EPS dentro de los dos días hábiles siguientes al accidente (Resolución 156 de 2005), aunque la lesión parezca leve.',
          },
          {
            id: 'q4',
            prompt: 'Durante una evacuación, ¿cuál de estas conductas es correcta?',
            options: [
              { id: 'a', text: 'Tomar el ascensor para salir más rápido', correct: false },
              { id: 'b', text: 'Regresar al puesto por el celular', correct: false },
              {
                id: 'c',
                text: 'Caminar rápido sin correr hasta el punto de encuentro y esperar instrucciones',
                correct: true,
              },
            ],
            explanation:
              'En una evacuación no se usan ascensores ni se regresa por objetos. Se camina con rapidez hasta el punto de encuentro y se siguen las instrucciones de la brigada.',
          },
        ],
      },
    },
  ],
};
