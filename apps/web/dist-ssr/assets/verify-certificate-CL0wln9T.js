import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { C as formatScore, E as Paper, I as useNavigate, L as useParams, c as isApiError, g as formatDuration, p as formatDate, r as LoadingScreen, v as formatHours } from "../entry-server.js";
import { t as Cancel_default } from "./Cancel-ayUEM6TE.js";
import { n as verificationPath, r as Verified_default } from "./certificate-paths-Ccj7hsmi.js";
import { a as Button, n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { t as TextField } from "./TextField-BMkRww_p.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { n as FactList, t as Fact } from "./facts-nf0cTzAh.js";
import { t as LoadErrorAlert } from "./load-error-alert-CIyOwjnD.js";
import { t as PageHeader } from "./page-header-Cld7QmRK.js";
import { f as certificateVerificationSchema } from "./evaluation.schemas-ByEms4cT.js";
import { t as queryOptions } from "./queryOptions-C-4jvvEn.js";
import { t as useQuery } from "./useQuery-CSSMCn8a.js";
import { n as apiFetch } from "./api-client-BGybrOBG.js";
import { d as evaluationKeys, t as CERTIFICATE_DISCLAIMER } from "./texts-plYSRgDj.js";
// src/features/evaluations/api/certificates.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function certificateVerificationQueryOptions(code) {
	return queryOptions({
		queryKey: evaluationKeys.verification(code),
		queryFn: ({ signal }) => apiFetch(`/api/public/certificates/${encodeURIComponent(code)}`, {
			schema: certificateVerificationSchema,
			signal
		})
	});
}
/** Public, no sign-in: `404` when no certificate has this code. */
function useCertificateVerification(code) {
	return useQuery(certificateVerificationQueryOptions(code));
}
// src/features/evaluations/components/certificate-verification-page.tsx
var import_jsx_runtime = require_jsx_runtime();
var CODE_MISSING_TEXT = "Escriba el código del certificado.";
/** How the certificate was earned (decision 029): the contents and the final evaluation passed, with the score. */
function earnedText(certificate) {
	if (certificate.score === null) return null;
	const count = certificate.itemsCompleted === null ? "" : ` (${String(certificate.itemsCompleted)})`;
	const mark = certificate.passMark === null ? "" : `; mínimo para aprobar: ${String(certificate.passMark)}`;
	return `Completó todos los contenidos obligatorios${count} y aprobó la evaluación final con ${formatScore(certificate.score)}${mark}.`;
}
function notFoundText(code) {
	return `No existe ningún certificado con el código «${code}».`;
}
/** "Verificar otro código": a code field that opens `/verificar/{código}`. */
function VerifyAnotherForm({ title }) {
	const navigate = useNavigate();
	const titleId = (0, import_react.useId)();
	const [code, setCode] = (0, import_react.useState)("");
	const [missing, setMissing] = (0, import_react.useState)(false);
	const submit = (event) => {
		event.preventDefault();
		const trimmed = code.trim();
		if (!trimmed) {
			setMissing(true);
			return;
		}
		navigate(verificationPath(trimmed));
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "section",
		"aria-labelledby": titleId,
		sx: { maxWidth: 560 },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			id: titleId,
			variant: "h6",
			component: "h2",
			children: title
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			component: "form",
			noValidate: true,
			onSubmit: submit,
			sx: {
				display: "flex",
				flexDirection: "column"
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				id: "certificate-code",
				label: "Código del certificado",
				value: code,
				onChange: (event) => {
					setCode(event.target.value);
					setMissing(false);
				},
				required: true,
				autoComplete: "off",
				margin: "normal",
				error: missing,
				helperText: missing ? CODE_MISSING_TEXT : "Está en el certificado, junto al código QR.",
				slotProps: {
					inputLabel: { required: false },
					htmlInput: {
						spellCheck: false,
						autoCapitalize: "characters"
					}
				}
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				variant: "contained",
				sx: {
					alignSelf: "flex-start",
					minHeight: 48
				},
				children: "Verificar"
			})]
		})]
	});
}
function VerificationResult({ certificate }) {
	const { revokedAt, expiresAt, standing } = certificate;
	const valid = certificate.valid && standing === "in_force";
	const title = valid ? "Certificado válido" : standing === "revoked" ? "Certificado revocado" : standing === "expired" ? "Certificado vencido" : "Certificado no válido";
	const earned = earnedText(certificate);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, { title }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		variant: "outlined",
		sx: {
			p: {
				xs: 2,
				sm: 3
			},
			display: "flex",
			flexDirection: "column",
			gap: 2
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "flex",
					alignItems: "center",
					gap: 1.5
				},
				children: [valid ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Verified_default, {
					"aria-hidden": "true",
					sx: {
						fontSize: 40,
						color: "success.dark"
					}
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Cancel_default, {
					"aria-hidden": "true",
					sx: {
						fontSize: 40,
						color: "error.dark"
					}
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					sx: { fontWeight: 600 },
					children: valid ? expiresAt ? `La Academia SST emitió este certificado y está vigente hasta el ${formatDate(expiresAt)}.` : "La Academia SST emitió este certificado y sigue vigente." : standing === "revoked" && revokedAt ? `Este certificado fue revocado el ${formatDate(revokedAt)} y ya no es válido.` : standing === "expired" && expiresAt ? `Este certificado venció el ${formatDate(expiresAt)}: la persona debe volver a aprobar la ruta para renovarlo.` : "Este certificado no es válido."
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FactList, {
				sx: { gridTemplateColumns: {
					xs: "minmax(0, 1fr)",
					sm: "repeat(2, minmax(0, 1fr))"
				} },
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						term: "Nombre",
						children: certificate.learnerName
					}),
					certificate.documentNumberMasked && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						term: "Documento de identidad",
						children: [certificate.documentType, certificate.documentNumberMasked].filter(Boolean).join(" ")
					}),
					certificate.companyName && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						term: "Empresa",
						children: certificate.companyName
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						term: "Ruta de aprendizaje",
						children: certificate.routeTitle
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						term: "Intensidad de la ruta",
						children: formatHours(certificate.hours, "long")
					}),
					certificate.studySeconds !== null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						term: "Tiempo de estudio registrado",
						children: formatDuration(certificate.studySeconds)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						term: "Fecha de emisión",
						children: formatDate(certificate.issuedAt)
					}),
					expiresAt && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						term: "Vigente hasta",
						children: formatDate(expiresAt)
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						term: "Código",
						children: certificate.code
					}),
					certificate.signer && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						term: "Firma por la academia",
						children: `${certificate.signer.name}, ${certificate.signer.license}`
					})
				]
			}),
			earned && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: earned }),
			certificate.documentNumberMasked && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "body2",
				sx: { color: "text.secondary" },
				children: "Por protección de datos solo se muestran los cuatro últimos dígitos del documento: compárelos con los del certificado impreso."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "body2",
				sx: {
					pt: 2,
					borderTop: 1,
					borderColor: "divider"
				},
				children: CERTIFICATE_DISCLAIMER
			})
		]
	})] });
}
function VerificationLookup({ code }) {
	const verification = useCertificateVerification(code);
	if (verification.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadingScreen, {
		fullScreen: false,
		label: "Verificando el certificado…"
	});
	if (verification.isError) {
		const notFound = isApiError(verification.error) && verification.error.status === 404;
		return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, { title: notFound ? "Certificado no encontrado" : "Verificar certificado" }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoadErrorAlert, {
			error: verification.error,
			onRetry: () => void verification.refetch(),
			expected: notFound ? `${notFoundText(code)} Revise que esté bien escrito.` : null
		})] });
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VerificationResult, { certificate: verification.data });
}
/**
* `/verificar/:codigo?` (public, signed in or not): confirms a certificate from its code, as printed on the PDF and
* in its QR code. Without a code, only the form.
*/
function CertificateVerificationPage({ code }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "flex",
			flexDirection: "column",
			gap: 4
		},
		children: [code ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VerificationLookup, { code }) }) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, { title: "Verificar certificado" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
			sx: { maxWidth: "70ch" },
			children: [
				"Escriba el código que aparece en el certificado para confirmar que la Academia SST lo emitió.",
				" ",
				CERTIFICATE_DISCLAIMER
			]
		})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(VerifyAnotherForm, { title: code ? "Verificar otro código" : "Código a verificar" })]
	});
}
// src/app/routes/public/verify-certificate.tsx
function VerifyCertificateRoute() {
	const { codigo = null } = useParams();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CertificateVerificationPage, { code: codigo }, codigo ?? "");
}
export { VerifyCertificateRoute as default };
