import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { t as Link } from "./Link-BcQgiOgq.js";
import { t as DATA_POLICY_VERSION } from "./user.schemas-C6Y-DZ28.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { t as LoadErrorAlert } from "./load-error-alert-CIyOwjnD.js";
import { d as formatCalendarDay, r as LoadingScreen } from "../entry-server.js";
import { t as PageHeader } from "./page-header-Cld7QmRK.js";
import { t as usePublicConfig } from "./get-public-config-DybQxK5I.js";
// src/features/help/components/data-policy-page.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var DATA_POLICY_TITLE = "Política de tratamiento de datos personales";
function PolicySection({ title, children }) {
	const titleId = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "section",
		"aria-labelledby": titleId,
		sx: {
			display: "flex",
			flexDirection: "column",
			gap: 1.5
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			id: titleId,
			variant: "h5",
			component: "h2",
			children: title
		}), children]
	});
}
function Items({ children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "ul",
		sx: {
			m: 0,
			pl: 3,
			display: "flex",
			flexDirection: "column",
			gap: 1
		},
		children
	});
}
/** The policy itself, written for this platform: what it stores is what the code stores (users, progress, sessions…). */
function PolicyText({ config }) {
	const email = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
		href: `mailto:${config.contactEmail}`,
		children: config.contactEmail
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			flexDirection: "column",
			gap: 4
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PolicySection, {
				title: "Quién es responsable de sus datos",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, { children: [
					`El responsable del tratamiento es ${config.providerName}, que administra esta academia. Puede escribirnos a `,
					email,
					config.contactPhone ? `, llamar al ${config.contactPhone}` : "",
					config.contactAddress ? ` o dirigirse a ${config.contactAddress}` : "",
					"."
				] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: "Esta política aplica la Ley 1581 de 2012 y su reglamentación, el Decreto 1377 de 2013, hoy compilado en el Decreto Único Reglamentario 1074 de 2015. Al crear su cuenta o al usar la cuenta que le creó su empresa autoriza el tratamiento descrito aquí." })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PolicySection, {
				title: "Qué datos guardamos",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Items, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Identificación y cuenta: nombre, correo electrónico, número de documento (si se registró), empresa y perfil." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Su contraseña solo como una huella cifrada con un algoritmo resistente a ataques: nadie, ni siquiera el administrador, puede leerla." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Su aprendizaje: rutas en las que está inscrito, avance en cada contenido, tiempo dedicado, punto donde quedó, respuestas a los repasos, a la prueba inicial y a las evaluaciones finales, puntajes, certificados emitidos y favoritos." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Sus conversaciones con el tutor: las preguntas que usted escribe y las respuestas, con sus fuentes. Solo usted las lee, y puede borrarlas desde el tutor." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Sus sesiones: fecha de inicio y de última actividad, dirección IP y navegador (agente de usuario) desde los que ingresó." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Los archivos que se suban a la plataforma, por ejemplo, documentos de las bibliotecas o evidencias." })
				] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: "No le pedimos datos sensibles (como datos de salud, origen étnico o creencias). Si en algún caso se solicitaran, responder sería opcional." })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PolicySection, {
				title: "Para qué los usamos",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Items, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Crear y proteger su cuenta, iniciar su sesión y ayudarle a recuperar el acceso." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Darle la formación, guardar su avance y mostrarle sus resultados y recomendaciones." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Emitir sus certificados y permitir que terceros los verifiquen con su código. La verificación pública solo muestra su nombre, la ruta, la intensidad y la fecha; nunca su documento ni su puntaje." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Informar al administrador de la academia sobre el avance y los resultados de formación, para los programas de capacitación del SG-SST de su empresa." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Mantener la seguridad de la plataforma: detectar accesos indebidos y limitar intentos repetidos." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Enviarle mensajes sobre su cuenta, como los códigos para restablecer la contraseña." })
				] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: "No vendemos sus datos ni los usamos con fines publicitarios." })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PolicySection, {
				title: "Sus derechos",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: "Como titular de los datos, tiene derecho a:" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Items, { children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Conocer, actualizar y rectificar sus datos personales." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Solicitar prueba de la autorización que dio para su tratamiento." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Recibir información, si la pide, sobre el uso que se les ha dado." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Presentar quejas ante la Superintendencia de Industria y Comercio por infracciones a la ley, después de haber hecho su consulta o reclamo ante nosotros." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Revocar la autorización y pedir la supresión de sus datos, cuando no exista un deber legal o contractual de conservarlos." }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Acceder gratuitamente a sus datos personales. Con su sesión iniciada, en «Mi perfil» puede descargarlos todos en un archivo." })
				] })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PolicySection, {
				title: "Cómo ejercerlos",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, { children: [
					"Escriba a ",
					email,
					" con su nombre, su número de documento o correo registrado, lo que pide y cómo quiere recibir la respuesta."
				] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Items, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Consultas (saber qué datos tenemos y cómo los usamos): respondemos en máximo 10 días hábiles. Si no alcanzamos, le diremos por qué y responderemos en los 5 días hábiles siguientes." }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: "Reclamos (corregir, actualizar o suprimir datos, revocar la autorización o advertir un incumplimiento): respondemos en máximo 15 días hábiles, prorrogables por 8 días hábiles más avisándole el motivo. Si falta información, se la pediremos en los 5 días siguientes; si pasan 2 meses sin recibirla, entenderemos que desistió." })] })]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PolicySection, {
				title: "Seguridad y conservación",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: "Protegemos sus datos con contraseñas cifradas, cookies de sesión inaccesibles para los scripts de la página, sesiones que el administrador puede cerrar, permisos por perfil (solo el administrador ve el avance de otras personas) y límites a los intentos repetidos." }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: "Conservamos sus datos mientras tenga una cuenta y sean necesarios para las finalidades descritas. Los certificados se conservan para que puedan verificarse. Las sesiones vencen solas y los códigos para restablecer la contraseña dejan de servir a los 15 minutos. Cuando pida la supresión, borraremos sus datos salvo los que una norma nos obligue a conservar." })]
			})
		]
	});
}
/** `/politica-de-datos`: open to everyone, signed in or not (Ley 1581 de 2012). */
function DataPolicyPage({ config }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
			title: DATA_POLICY_TITLE,
			description: "Cómo trata esta academia los datos personales de quienes la usan, según la Ley 1581 de 2012."
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			sx: { mb: 3 },
			color: "text.secondary",
			children: `Versión ${DATA_POLICY_VERSION}, vigente desde el ${formatCalendarDay(DATA_POLICY_VERSION)}. Si la política cambia, le pediremos de nuevo su autorización.`
		}),
		config.data ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PolicyText, { config: config.data }) : config.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadErrorAlert, {
			error: config.error,
			onRetry: () => void config.refetch()
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadingScreen, {
			fullScreen: false,
			label: "Cargando la política…"
		})
	] });
}
// src/app/routes/public/data-policy.tsx
function DataPolicyRoute() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DataPolicyPage, { config: usePublicConfig() });
}
export { DataPolicyRoute as default };
