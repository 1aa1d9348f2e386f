import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as Search_default } from "./Search-BTz5Y1Rg.js";
import { n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { t as InputAdornment } from "./InputAdornment-Bl_DdEem.js";
import { t as Link } from "./Link-BcQgiOgq.js";
import { E as Paper, M as Link$1, f as formatCount, r as LoadingScreen } from "../entry-server.js";
import { t as TextField } from "./TextField-BMkRww_p.js";
import { t as paths } from "./paths-DCx76zJf.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { t as LoadErrorAlert } from "./load-error-alert-CIyOwjnD.js";
import { t as PageHeader } from "./page-header-Cld7QmRK.js";
import { n as FactList, t as Fact } from "./facts-nf0cTzAh.js";
import { t as ExpandMore_default } from "./ExpandMore-BczZQUHp.js";
import { n as AccordionDetails, r as Accordion, t as AccordionSummary } from "./AccordionSummary-BGBVVQUZ.js";
import { t as usePublicConfig } from "./get-public-config-DybQxK5I.js";
// src/features/help/faq-entries.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var faqEntries = [
	{
		id: "rutas",
		question: "¿Qué es una ruta de aprendizaje y cómo la empiezo?",
		answer: ["Una ruta es un camino ordenado: una prueba inicial de diagnóstico, los contenidos (lecturas, videos, documentos PDF, enlaces y repasos cortos), el simulador cuando la ruta lo tiene y la evaluación final.", "Entre a «Rutas/Contenido», abra la ruta que le interese y pulse «Continuar». Al empezar una ruta, su inscripción queda registrada. Las rutas que le asigna el equipo de formación aparecen en su inicio."]
	},
	{
		id: "avance",
		question: "¿Cómo se guarda mi avance y cómo retomo donde quedé?",
		answer: ["El avance se guarda mientras estudia: el tiempo dedicado, el punto del video o del documento donde iba y los contenidos completados. Puede cerrar la página y volver después, incluso desde otro dispositivo.", "Las lecturas, los PDF y los enlaces se completan con «Marcar como completado»; los videos subidos a la plataforma se completan al ver el 90 %, y los repasos al aprobarlos. En «Inicio» encontrará el siguiente paso para continuar."]
	},
	{
		id: "pretest",
		question: "¿Para qué sirve la prueba inicial?",
		answer: ["La prueba inicial es un diagnóstico: mide lo que ya sabe antes de estudiar y no se aprueba ni se reprueba. Se presenta una sola vez por ruta.", "En las rutas que se recorren en orden, los contenidos se desbloquean al terminar la prueba inicial. Su puntaje se compara después con el de la evaluación final para mostrarle cuánto aprendió."]
	},
	{
		id: "evaluacion-final",
		question: "¿Cómo funciona la evaluación final adaptativa?",
		answer: ["Se habilita cuando usted completa todos los contenidos obligatorios. Es adaptativa: cada pregunta se elige según sus respuestas anteriores, buscando la que más información da sobre su nivel, y la prueba termina cuando la estimación es lo bastante precisa o se alcanza el máximo de preguntas.", "Cada respuesta se guarda en el momento: si se cierra la pestaña o se pierde la conexión, usted retoma la misma evaluación. Recibe retroalimentación de cada pregunta, su puntaje de 0 a 100 y sus fortalezas y brechas por tema. La nota mínima y los intentos los define cada ruta (por defecto, 80 puntos y 3 intentos)."]
	},
	{
		id: "certificados",
		question: "¿Cómo obtengo mi certificado y cómo se verifica?",
		answer: ["Al aprobar la evaluación final se emite un certificado en PDF con un código único y un código QR. Lo encuentra en la página de la ruta y en «Mi avance».", "Cualquier persona puede comprobarlo en la página pública /verificar, escribiendo el código o escaneando el QR. El certificado es un registro de formación de la academia; no reemplaza el certificado oficial del curso de 50 horas del SG-SST."]
	},
	{
		id: "bibliotecas",
		question: "¿Qué encuentro en las bibliotecas?",
		answer: ["La biblioteca educativa reúne guías, manuales, videos, infografías y formatos de SST. La biblioteca legislativa reúne normas colombianas (leyes, decretos, resoluciones y circulares) con su estado: vigente, modificada o derogada, y la norma que la reemplaza.", "Puede buscar por palabras, con o sin tildes, y filtrar por tipo, tema, año y estado. Los documentos se leen en el navegador o se descargan."]
	},
	{
		id: "busqueda",
		question: "¿Cómo busco en toda la plataforma?",
		answer: ["Escriba en la casilla «Ingresa tu búsqueda» del encabezado (en el celular, pulse el botón de la lupa). Desde dos letras verá rutas, contenidos y documentos de ambas bibliotecas, con las palabras encontradas resaltadas.", "Presione Escape o borre la casilla para volver a la página en la que estaba."]
	},
	{
		id: "favoritos",
		question: "¿Cómo uso los favoritos?",
		answer: ["Pulse el corazón de una ruta, un contenido, un documento o una norma para guardarlo. En «Favoritos» los verá agrupados por tipo, con un enlace a cada uno y el botón «Quitar»."]
	},
	{
		id: "mi-avance",
		question: "¿Qué muestra «Mi avance»?",
		answer: ["Su avance en cada ruta, el tiempo dedicado, los contenidos completados, los puntajes de la prueba inicial y de la evaluación final, sus certificados y dos gráficos: contenidos completados por semana y tiempo por ruta. Cada gráfico tiene un botón para ver sus datos en una tabla."]
	},
	{
		id: "contrasena",
		question: "Olvidé mi contraseña, ¿cómo la recupero?",
		answer: ["En la página de inicio de sesión elija «¿Olvidó su contraseña?» y escriba su correo. Le enviaremos un código de 6 dígitos y un enlace, válidos por 15 minutos y de un solo uso.", "Por su seguridad, la respuesta es la misma exista o no una cuenta con ese correo. Si no le llega el mensaje, revise la carpeta de correo no deseado o escríbanos."]
	},
	{
		id: "sesion",
		question: "¿Qué hace «Recordarme» al iniciar sesión?",
		answer: ["Con «Recordarme», la sesión se mantiene hasta 30 días en ese navegador mientras la siga usando. Sin marcarlo, termina al cerrar el navegador. No lo marque en computadores compartidos, y use «Cerrar sesión» en el menú de su nombre al terminar."]
	},
	{
		id: "accesibilidad",
		question: "¿La plataforma es accesible?",
		answer: ["Se puede usar solo con el teclado y con lectores de pantalla: el enlace «Saltar al contenido principal» aparece con la primera tecla Tab, los formularios tienen etiquetas y los mensajes importantes se anuncian.", "Los videos subidos pueden tener subtítulos en español, los gráficos tienen su tabla de datos y, si su dispositivo pide reducir el movimiento, las animaciones se desactivan."]
	},
	{
		id: "datos",
		question: "¿Qué hacen con mis datos personales?",
		answer: ["Los tratamos según la Ley 1581 de 2012: solo para la formación, el seguimiento de su avance, la emisión y verificación de certificados y la seguridad de la plataforma. En la política de tratamiento de datos verá qué datos guardamos, sus derechos y cómo ejercerlos."]
	}
];
/** Lower case without accents, so "evaluacion" finds "evaluación". */
function foldText(text) {
	return text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLocaleLowerCase("es-CO");
}
/** The entries whose question or answer contains every word typed, ignoring case and accents. */
function filterFaq(entries, query) {
	const words = foldText(query).split(/\s+/).filter(Boolean);
	if (words.length === 0) return [...entries];
	return entries.filter((entry) => {
		const text = foldText([entry.question, ...entry.answer].join(" "));
		return words.every((word) => text.includes(word));
	});
}
// src/features/help/components/contact-section.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Who runs the academy and how to reach them: only the ways of contact the administrator configured. */
function ContactDetails({ config }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		variant: "outlined",
		sx: { p: {
			xs: 2,
			sm: 3
		} },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			sx: { mb: 2 },
			children: `Esta academia la administra ${config.providerName}. Escríbanos si tiene un problema con su cuenta, una ruta o un certificado.`
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FactList, {
			sx: { gridTemplateColumns: {
				xs: "minmax(0, 1fr)",
				sm: "repeat(2, minmax(0, 1fr))"
			} },
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
					term: "Correo electrónico",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						href: `mailto:${config.contactEmail}`,
						children: config.contactEmail
					})
				}),
				config.contactPhone && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
					term: "Teléfono",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						href: `tel:${config.contactPhone.replace(/[^\d+]/g, "")}`,
						children: config.contactPhone
					})
				}),
				config.contactAddress && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
					term: "Dirección",
					children: config.contactAddress
				}),
				config.contactHours && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
					term: "Horario de atención",
					children: config.contactHours
				})
			]
		})]
	});
}
// src/features/help/components/faq-list.tsx
/**
* The questions as an accordion: each summary is a button inside an `<h3>`; MUI makes its answer a region named by
* the question (the ids below tie them together).
*/
function FaqList({ entries }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { children: entries.map((entry) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Accordion, {
		disableGutters: true,
		variant: "outlined",
		slotProps: { heading: { component: "h3" } },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccordionSummary, {
			expandIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExpandMore_default, {}),
			id: `pregunta-${entry.id}`,
			"aria-controls": `respuesta-${entry.id}`,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: { fontWeight: 600 },
				children: entry.question
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccordionDetails, {
			sx: {
				display: "flex",
				flexDirection: "column",
				gap: 1.5
			},
			children: entry.answer.map((paragraph) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: paragraph }, paragraph))
		})]
	}, entry.id)) });
}
// src/features/help/components/help-page.tsx
var NO_QUESTIONS_TEXT = "Ninguna pregunta coincide con su búsqueda. Pruebe con otras palabras o escríbanos.";
function HelpSection({ title, children }) {
	const titleId = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "section",
		"aria-labelledby": titleId,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			id: titleId,
			variant: "h5",
			component: "h2",
			sx: { mb: 2 },
			children: title
		}), children]
	});
}
function Contact({ config }) {
	if (config.data) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContactDetails, { config: config.data });
	return config.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadErrorAlert, {
		error: config.error,
		onRetry: () => void config.refetch()
	}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadingScreen, {
		fullScreen: false,
		label: "Cargando los datos de contacto…"
	});
}
/** `/ayuda`: questions about using the platform, filtered as the learner types; contact; the data policy. */
function HelpPage({ config }) {
	const [query, setQuery] = (0, import_react.useState)("");
	const deferred = (0, import_react.useDeferredValue)(query);
	const entries = filterFaq(faqEntries, deferred);
	const searching = deferred.trim() !== "";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		title: "Ayuda",
		breadcrumbs: [{
			label: "Inicio",
			to: paths.home()
		}],
		description: "Respuestas sobre cómo funciona la academia, cómo contactarnos y cómo tratamos sus datos."
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			flexDirection: "column",
			gap: 5,
			maxWidth: 880
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(HelpSection, {
				title: "Preguntas frecuentes",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						type: "search",
						label: "Buscar en las preguntas frecuentes",
						placeholder: "Por ejemplo: certificado, contraseña, prueba inicial",
						value: query,
						onChange: (event) => setQuery(event.target.value),
						fullWidth: true,
						slotProps: { input: { startAdornment: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputAdornment, {
							position: "start",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Search_default, { "aria-hidden": "true" })
						}) } },
						sx: { mb: 1 }
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						role: "status",
						variant: "body2",
						sx: {
							mb: 2,
							color: "text.secondary",
							minHeight: "1.5em"
						},
						children: searching ? `${formatCount(entries.length, "pregunta coincide", "preguntas coinciden")} con «${deferred.trim()}».` : ""
					}),
					entries.length > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FaqList, { entries }) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Paper, {
						variant: "outlined",
						sx: { p: {
							xs: 2,
							sm: 3
						} },
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: NO_QUESTIONS_TEXT })
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HelpSection, {
				title: "Contacto",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Contact, { config })
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HelpSection, {
				title: "Sus datos personales",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, { children: [
					"Tratamos sus datos conforme a la Ley 1581 de 2012. Consulte qué datos guardamos, para qué, sus derechos y cómo ejercerlos en la",
					" ",
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						component: Link$1,
						to: paths.dataPolicy(),
						children: "política de tratamiento de datos personales"
					}),
					"."
				] })
			})
		]
	})] });
}
// src/app/routes/learner/help.tsx
function HelpRoute() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HelpPage, { config: usePublicConfig() });
}
export { HelpRoute as default };
