import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { C as formatScore, E as Paper, L as useParams, S as formatPercent, p as formatDate, x as formatNumber } from "../entry-server.js";
import { l as routeProgressStateLabels } from "./learning.schemas-V7pymyQA.js";
import { t as paths } from "./paths-DCx76zJf.js";
import { t as Alert } from "./Alert-Xs0Ucjpv.js";
import { a as Button, n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { t as Chip } from "./Chip-C9XsaV41.js";
import { t as Link } from "./Link-BcQgiOgq.js";
import { a as TableCell, i as Table, n as TableHead, r as TableBody, t as TableRow } from "./TableRow-CP3jgbZp.js";
import { t as TableContainer } from "./TableContainer-CfusxcDN.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { n as FactList, t as Fact } from "./facts-nf0cTzAh.js";
import { t as PageHeader } from "./page-header-Cld7QmRK.js";
import { t as VisuallyHidden } from "./visually-hidden-COpqPLv-.js";
import { t as QueryContent } from "./query-content-Bar_8E_D.js";
import { t as certificateExpiryText } from "./certificate-expiry-CpSgHegz.js";
import { l as usersKeys, s as useUserDetail, t as DOCUMENT_TYPE_LABELS } from "./user-dialog-DLSA3ZME.js";
import { t as Replay_default } from "./Replay-C4P_g2ur.js";
import { t as ConfirmDialog } from "./confirm-dialog-Do6sIjaq.js";
import { x as grantAttemptResultSchema } from "./route.schemas-C_8Vsxcy.js";
import { t as useMutation } from "./useMutation-BP5bcImn.js";
import { M as useQueryClient } from "./removable-Zc2XTOpZ.js";
import { n as apiFetch } from "./api-client-BGybrOBG.js";
// src/features/admin-users/api/grant-attempt.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* One more final-test attempt for a person who used them all without passing (the route's enrolments endpoint,
* open to a Superadministrador and to the person's company's Responsable SST). The person's page is read again
* before the mutation settles, so the row already shows the new limit when the dialog closes.
*/
function useGrantAttempt(userId) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (routeId) => apiFetch(`/api/admin/routes/${encodeURIComponent(routeId)}/enrolments/${encodeURIComponent(userId)}/attempts`, {
			method: "POST",
			schema: grantAttemptResultSchema
		}),
		onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.detail(userId) })
	});
}
// src/features/admin-users/components/final-test-attempts.tsx
var import_jsx_runtime = require_jsx_runtime();
/** "Intentos agotados: 3 de 3", "1 de 3 intentos usados", "Aprobada en 2 de 3 intentos". */
function attemptsText({ attemptsUsed, attemptsAllowed, passed, canGrant }) {
	const counts = `${formatNumber(attemptsUsed)} de ${formatNumber(attemptsAllowed)}`;
	if (passed) return `Aprobada en ${counts} intentos`;
	if (canGrant) return `Intentos agotados: ${counts}`;
	return `${counts} intentos usados`;
}
/**
* The final test's attempts on one route of the person's page and, when they are used up without passing, the
* button that grants one more after a confirmation. The button goes once the grant is saved, so the focus moves to
* the updated attempts text instead of being lost.
*/
function FinalTestAttempts({ userId, personName, route, onGranted }) {
	const [confirming, setConfirming] = (0, import_react.useState)(false);
	const granting = useGrantAttempt(userId);
	const textRef = (0, import_react.useRef)(null);
	const buttonRef = (0, import_react.useRef)(null);
	const { finalTest } = route;
	const confirm = () => {
		granting.mutate(route.id, { onSuccess: (result) => {
			setConfirming(false);
			onGranted(`Se concedió un intento más a ${personName} en «${route.title}»: ahora tiene ${formatNumber(result.attemptsAllowed)} intentos para la evaluación final.`);
		} });
	};
	const close = () => {
		setConfirming(false);
		granting.reset();
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			ref: textRef,
			variant: "body2",
			tabIndex: -1,
			children: attemptsText(finalTest)
		}),
		finalTest.canGrant && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			ref: buttonRef,
			size: "small",
			startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Replay_default, { "aria-hidden": "true" }),
			"aria-label": `Conceder otro intento a ${personName} en ${route.title}`,
			onClick: () => setConfirming(true),
			sx: {
				mt: .5,
				minHeight: 36
			},
			children: "Conceder otro intento"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ConfirmDialog, {
			open: confirming,
			title: "¿Conceder otro intento?",
			confirmLabel: "Conceder otro intento",
			onConfirm: confirm,
			onClose: close,
			onExited: () => (buttonRef.current ?? textRef.current)?.focus(),
			pending: granting.isPending,
			error: granting.error,
			children: [
				personName,
				" usó los ",
				formatNumber(finalTest.attemptsUsed),
				" intentos de la evaluación final de «",
				route.title,
				"» sin aprobarla. Si le concede otro intento, podrá presentarla una vez más. La concesión queda registrada en la auditoría."
			]
		})
	] });
}
// src/features/admin-users/components/user-detail-page.tsx
var NO_ROUTES_TEXT = "Esta persona aún no está inscrita en ninguna ruta.";
var NO_CERTIFICATES_TEXT = "Esta persona aún no tiene certificados.";
var NOT_TAKEN = "Sin presentar";
/**
* `/admin/usuarios/:id`: one person's account, their progress and final-test attempts per route (with "Conceder otro
* intento" when they are used up) and their certificates.
*/
function UserDetailPage({ id }) {
	const detail = useUserDetail(id);
	const breadcrumbs = [{
		label: "Panel de control",
		to: paths.admin.dashboard()
	}, {
		label: "Usuarios",
		to: paths.admin.users()
	}];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeader, {
		title: detail.data?.user.nombre ?? "Detalle del usuario",
		breadcrumbs
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QueryContent, {
		query: detail,
		loadingLabel: "Cargando la persona…",
		isEmpty: () => false,
		emptyText: "",
		children: (data) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserDetail, { data })
	})] });
}
function UserDetail({ data }) {
	const { user, routes, certificates } = data;
	const routesTitle = (0, import_react.useId)();
	const certificatesTitle = (0, import_react.useId)();
	const [notice, setNotice] = (0, import_react.useState)(null);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
			variant: "outlined",
			sx: {
				p: {
					xs: 2,
					sm: 3
				},
				mb: 3
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "h6",
				component: "h2",
				sx: { mb: 2 },
				children: "Cuenta"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FactList, {
				sx: { gridTemplateColumns: {
					xs: "1fr",
					sm: "repeat(3, minmax(0, 1fr))"
				} },
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						term: "Correo electrónico",
						children: user.email
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						term: "Documento",
						children: user.tipoDocumento && user.numeroDocumento ? `${DOCUMENT_TYPE_LABELS[user.tipoDocumento] ?? user.tipoDocumento} ${user.numeroDocumento}` : "Sin documento"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						term: "Cargo",
						children: user.cargo ?? "Sin cargo"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						term: "Empresa",
						children: user.empresa?.nombre ?? "Sin empresa"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						term: "Perfil",
						children: user.perfil
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						term: "Estado",
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
							size: "small",
							label: user.active ? "Activo" : "Inactivo",
							color: user.active ? "success" : "default",
							variant: user.active ? "filled" : "outlined"
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						term: "Autorización de datos",
						children: user.hasConsented ? "Otorgada" : "Pendiente"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Fact, {
						term: "Creado",
						children: formatDate(user.createdAt)
					})
				]
			})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
			variant: "outlined",
			sx: { mb: 3 },
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: routesTitle,
					variant: "h6",
					component: "h2",
					sx: { p: 2 },
					children: "Avance en las rutas"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					role: "status",
					"aria-live": "polite",
					sx: { px: 2 },
					children: notice && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
						severity: "success",
						role: "none",
						sx: { mb: 2 },
						onClose: () => setNotice(null),
						children: notice
					})
				}),
				routes.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					role: "status",
					sx: {
						px: 2,
						pb: 2
					},
					children: NO_ROUTES_TEXT
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableContainer, {
					tabIndex: 0,
					role: "region",
					"aria-labelledby": routesTitle,
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table, {
						"aria-labelledby": routesTitle,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableHead, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
								scope: "col",
								children: "Ruta"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
								scope: "col",
								children: "Estado"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
								scope: "col",
								children: "Avance"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
								scope: "col",
								children: "Prueba inicial"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
								scope: "col",
								children: "Evaluación final"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
								scope: "col",
								children: "Intentos"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
								scope: "col",
								children: "Inscripción"
							})
						] }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableBody, { children: routes.map((route) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
								component: "th",
								scope: "row",
								children: route.title
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: routeProgressStateLabels[route.progress.state] }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: formatPercent(route.progress.percent) }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: route.pretestScore === null ? NOT_TAKEN : formatScore(route.pretestScore) }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: route.testScore === null ? NOT_TAKEN : `${formatScore(route.testScore)} (${route.testPassed ? "aprobada" : "no aprobada"})` }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
								sx: { minWidth: 180 },
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FinalTestAttempts, {
									userId: user.id,
									personName: user.nombre,
									route,
									onGranted: setNotice
								})
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: formatDate(route.enrolledAt) })
						] }, route.id)) })]
					})
				})
			]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
			variant: "outlined",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: certificatesTitle,
				variant: "h6",
				component: "h2",
				sx: { p: 2 },
				children: "Certificados"
			}), certificates.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				role: "status",
				sx: {
					px: 2,
					pb: 2
				},
				children: NO_CERTIFICATES_TEXT
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableContainer, {
				tabIndex: 0,
				role: "region",
				"aria-labelledby": certificatesTitle,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table, {
					"aria-labelledby": certificatesTitle,
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableHead, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							scope: "col",
							children: "Código"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							scope: "col",
							children: "Ruta"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							scope: "col",
							children: "Calificación"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							scope: "col",
							children: "Fecha"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							scope: "col",
							children: "Vence"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							scope: "col",
							children: "PDF"
						})
					] }) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableBody, { children: certificates.map((certificate) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							component: "th",
							scope: "row",
							children: certificate.code
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: certificate.routeTitle }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: formatScore(certificate.score) }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: formatDate(certificate.issuedAt) }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: certificateExpiryText(certificate.expiresAt) }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Link, {
							href: certificate.downloadUrl,
							download: true,
							children: ["Descargar ", /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(VisuallyHidden, { children: ["el certificado ", certificate.code] })]
						}) })
					] }, certificate.code)) })]
				})
			})]
		})
	] });
}
// src/app/routes/admin/user-detail.tsx
function AdminUserDetailRoute() {
	const { id = "" } = useParams();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UserDetailPage, { id });
}
export { AdminUserDetailRoute as default };
