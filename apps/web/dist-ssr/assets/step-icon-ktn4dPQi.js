import { a as Button, n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { t as paths } from "./paths-DCx76zJf.js";
import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { M as useQueryClient } from "./removable-Zc2XTOpZ.js";
import { t as useMutation } from "./useMutation-BP5bcImn.js";
import { s as createSvgIcon } from "./useSlotProps-DlFLla8-.js";
import { t as Chip } from "./Chip-C9XsaV41.js";
import { I as useNavigate, M as Link, p as formatDate } from "../entry-server.js";
import { t as Alert } from "./Alert-Xs0Ucjpv.js";
import { n as apiFetch, r as errorMessageFor } from "./api-client-BGybrOBG.js";
import { s as itemKindLabels } from "./route.schemas-C_8Vsxcy.js";
import { t as completeItemResultSchema } from "./learning.schemas-V7pymyQA.js";
import { t as ArrowForward_default } from "./ArrowForward-BzyZnh0O.js";
import { t as CheckCircle_default } from "./CheckCircle-C1nxHBpI.js";
import { n as itemPath, r as routeKeys, t as invalidateRouteProgress } from "./query-keys-DxjTLIrA.js";
// src/features/learning-paths/utils/texts.ts
/** Sentences shared by several route pages (and their tests). */
var PREVIEW_TEXT = "Vista previa: así verá la ruta un aprendiz. Su avance no se registra.";
// ../../node_modules/@mui/icons-material/ArrowBack.mjs
var import_jsx_runtime = require_jsx_runtime();
var ArrowBack_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z" }), "ArrowBack");
// src/features/learning-paths/api/complete-item.ts
/**
* "Completar y continuar" for texts, PDFs, links and external videos: the server marks the item done (enrolling a
* learner who had not started the route) and answers where to go next.
*/
function useCompleteItem(routeId, itemId) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: () => apiFetch(`${itemPath(routeId, itemId)}/complete`, {
			method: "POST",
			schema: completeItemResultSchema
		}),
		onSuccess: ({ next, ...progress }) => {
			queryClient.setQueryData(routeKeys.item(routeId, itemId), (old) => old ? {
				...old,
				progress,
				enrolled: true,
				continueTo: next
			} : old);
			queryClient.invalidateQueries({
				queryKey: routeKeys.items(),
				predicate: (query) => query.queryKey[3] !== itemId
			});
			invalidateRouteProgress(queryClient, routeId);
		}
	});
}
// src/features/learning-paths/components/item-actions.tsx
var COMPLETE_AND_CONTINUE = "Completar y continuar";
var FINAL_TEST_ACTION = "Presentar la evaluación final";
var BACK_TO_ROUTE = "Volver a la ruta";
/** The words of the one primary action that leads to a step: the final test is offered by name. */
function continueLabel(next) {
	if (next.kind === "test") return FINAL_TEST_ACTION;
	if (next.kind === "pretest") return "Presentar la prueba inicial";
	return `Continuar: ${next.title}`;
}
function automaticCompletionText(item) {
	if (item.kind === "video") return "Este contenido se marca como completado al ver el 90 % del video.";
	if (item.kind === "quiz") return "Este repaso se marca como completado al aprobarlo.";
	return "Este contenido se marca como completado automáticamente.";
}
var primarySx = {
	minHeight: 48,
	alignSelf: "flex-start",
	textAlign: "left"
};
/**
* The one way forward from a content (ADR 028): "Completar y continuar" while it is not done (it marks it done and
* opens the next step), "Continuar" or "Presentar la evaluación final" once it is. Going back, to the previous
* content or to the route, is a quieter text link, so two look-alike green buttons never compete.
*/
function ItemActions({ item }) {
	const complete = useCompleteItem(item.route.id, item.id);
	const navigate = useNavigate();
	const routePath = paths.route(item.route.id);
	const { completedAt } = item.progress;
	let status = null;
	let primary = null;
	const primaryIsBack = item.preview ? item.next === null : Boolean(completedAt) && item.continueTo === null;
	if (item.preview) {
		const next = item.next;
		primary = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			component: Link,
			to: next ? paths.routeContent(item.route.id, next.id) : routePath,
			variant: "contained",
			endIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowForward_default, { "aria-hidden": "true" }),
			sx: primarySx,
			children: next ? `Siguiente: ${next.title}` : BACK_TO_ROUTE
		});
	} else if (completedAt) {
		status = /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				display: "flex",
				flexWrap: "wrap",
				alignItems: "center",
				gap: 1
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
				color: "success",
				icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckCircle_default, { "aria-hidden": "true" }),
				label: "Completado"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, { children: [
				"Lo completó el ",
				formatDate(completedAt),
				"."
			] })]
		});
		primary = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			component: Link,
			to: item.continueTo?.href ?? routePath,
			variant: "contained",
			size: "large",
			endIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowForward_default, { "aria-hidden": "true" }),
			sx: primarySx,
			children: item.continueTo ? continueLabel(item.continueTo) : BACK_TO_ROUTE
		});
	} else if (item.manualCompletion) primary = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		variant: "contained",
		size: "large",
		endIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowForward_default, { "aria-hidden": "true" }),
		loading: complete.isPending,
		onClick: () => complete.mutate(void 0, { onSuccess: ({ next }) => void navigate(next?.href ?? routePath) }),
		sx: primarySx,
		children: COMPLETE_AND_CONTINUE
	});
	else status = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		sx: { color: "text.secondary" },
		children: automaticCompletionText(item)
	});
	const skip = !item.preview && !completedAt && !item.manualCompletion && !item.required ? item.next : null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "nav",
		"aria-label": "Contenidos de la ruta",
		sx: {
			display: "flex",
			flexDirection: "column",
			gap: 2,
			pt: 3,
			borderTop: 1,
			borderColor: "divider"
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				"aria-live": "polite",
				children: status
			}),
			primary,
			complete.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				severity: "error",
				children: errorMessageFor(complete.error)
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "flex",
					flexWrap: "wrap",
					gap: {
						xs: .5,
						sm: 2
					}
				},
				children: [
					item.previous && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
						component: Link,
						to: paths.routeContent(item.route.id, item.previous.id),
						variant: "text",
						startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowBack_default, { "aria-hidden": "true" }),
						sx: {
							minHeight: 44,
							textAlign: "left"
						},
						children: ["Anterior: ", item.previous.title]
					}),
					skip && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
						component: Link,
						to: paths.routeContent(item.route.id, skip.id),
						variant: "text",
						sx: {
							minHeight: 44,
							textAlign: "left"
						},
						children: ["Dejarlo para después: ", skip.title]
					}),
					!primaryIsBack && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						component: Link,
						to: routePath,
						variant: "text",
						sx: { minHeight: 44 },
						children: "Volver a la ruta"
					})
				]
			})
		]
	});
}
// ../../node_modules/@mui/icons-material/ArticleOutlined.mjs
var ArticleOutlined_default = createSvgIcon([/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M19 5v14H5V5zm0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2" }, "0"), /*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M14 17H7v-2h7zm3-4H7v-2h10zm0-4H7V7h10z" }, "1")], "ArticleOutlined");
// ../../node_modules/@mui/icons-material/AssignmentOutlined.mjs
var AssignmentOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M7 15h7v2H7zm0-4h10v2H7zm0-4h10v2H7zm12-4h-4.18C14.4 1.84 13.3 1 12 1s-2.4.84-2.82 2H5c-.14 0-.27.01-.4.04-.39.08-.74.28-1.01.55-.18.18-.33.4-.43.64-.1.23-.16.49-.16.77v14c0 .27.06.54.16.78s.25.45.43.64c.27.27.62.47 1.01.55.13.02.26.03.4.03h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m-7-.25c.41 0 .75.34.75.75s-.34.75-.75.75-.75-.34-.75-.75.34-.75.75-.75M19 19H5V5h14z" }), "AssignmentOutlined");
// ../../node_modules/@mui/icons-material/EmojiEventsOutlined.mjs
var EmojiEventsOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M19 5h-2V3H7v2H5c-1.1 0-2 .9-2 2v1c0 2.55 1.92 4.63 4.39 4.94.63 1.5 1.98 2.63 3.61 2.96V19H7v2h10v-2h-4v-3.1c1.63-.33 2.98-1.46 3.61-2.96C19.08 12.63 21 10.55 21 8V7c0-1.1-.9-2-2-2M5 8V7h2v3.82C5.84 10.4 5 9.3 5 8m7 6c-1.65 0-3-1.35-3-3V5h6v6c0 1.65-1.35 3-3 3m7-6c0 1.3-.84 2.4-2 2.82V7h2z" }), "EmojiEventsOutlined");
// ../../node_modules/@mui/icons-material/LinkOutlined.mjs
var LinkOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M17 7h-4v2h4c1.65 0 3 1.35 3 3s-1.35 3-3 3h-4v2h4c2.76 0 5-2.24 5-5s-2.24-5-5-5m-6 8H7c-1.65 0-3-1.35-3-3s1.35-3 3-3h4V7H7c-2.76 0-5 2.24-5 5s2.24 5 5 5h4zm-3-4h8v2H8z" }), "LinkOutlined");
// ../../node_modules/@mui/icons-material/OndemandVideoOutlined.mjs
var OndemandVideoOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M9 7v8l7-4zm12-4H3c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h5v2h8v-2h5c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 14H3V5h18z" }), "OndemandVideoOutlined");
// ../../node_modules/@mui/icons-material/PictureAsPdfOutlined.mjs
var PictureAsPdfOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M20 2H8c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2m0 14H8V4h12zM4 6H2v14c0 1.1.9 2 2 2h14v-2H4zm12 6V9c0-.55-.45-1-1-1h-2v5h2c.55 0 1-.45 1-1m-2-3h1v3h-1zm4 2h1v-1h-1V9h1V8h-2v5h1zm-8 0h1c.55 0 1-.45 1-1V9c0-.55-.45-1-1-1H9v5h1zm0-2h1v1h-1z" }), "PictureAsPdfOutlined");
// ../../node_modules/@mui/icons-material/QuizOutlined.mjs
var QuizOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M4 6H2v14c0 1.1.9 2 2 2h14v-2H4zm16-4H8c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2m0 14H8V4h12zm-6.49-5.84c.41-.73 1.18-1.16 1.63-1.8.48-.68.21-1.94-1.14-1.94-.88 0-1.32.67-1.5 1.23l-1.37-.57C11.51 5.96 12.52 5 13.99 5c1.23 0 2.08.56 2.51 1.26.37.6.58 1.73.01 2.57-.63.93-1.23 1.21-1.56 1.81-.13.24-.18.4-.18 1.18h-1.52c.01-.41-.06-1.08.26-1.66m-.56 3.79c0-.59.47-1.04 1.05-1.04.59 0 1.04.45 1.04 1.04 0 .58-.44 1.05-1.04 1.05-.58 0-1.05-.47-1.05-1.05" }), "QuizOutlined");
// ../../node_modules/@mui/icons-material/SportsEsportsOutlined.mjs
var SportsEsportsOutlined_default = createSvgIcon([
	/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "m21.58 16.09-1.09-7.66C20.21 6.46 18.52 5 16.53 5H7.47C5.48 5 3.79 6.46 3.51 8.43l-1.09 7.66C2.2 17.63 3.39 19 4.94 19c.68 0 1.32-.27 1.8-.75L9 16h6l2.25 2.25c.48.48 1.13.75 1.8.75 1.56 0 2.75-1.37 2.53-2.91m-2.1.72c-.08.09-.21.19-.42.19-.15 0-.29-.06-.39-.16L15.83 14H8.17l-2.84 2.84c-.1.1-.24.16-.39.16-.21 0-.34-.1-.42-.19s-.16-.23-.13-.44l1.09-7.66C5.63 7.74 6.48 7 7.47 7h9.06c.99 0 1.84.74 1.98 1.72l1.09 7.66c.03.2-.05.34-.12.43" }, "0"),
	/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M9 8H8v2H6v1h2v2h1v-2h2v-1H9z" }, "1"),
	/*#__PURE__*/ (0, import_jsx_runtime.jsx)("circle", {
		cx: "17",
		cy: "12",
		r: "1"
	}, "2"),
	/*#__PURE__*/ (0, import_jsx_runtime.jsx)("circle", {
		cx: "15",
		cy: "9",
		r: "1"
	}, "3")
], "SportsEsportsOutlined");
// src/features/learning-paths/components/step-icon.tsx
var itemIcons = {
	text: ArticleOutlined_default,
	video: OndemandVideoOutlined_default,
	pdf: PictureAsPdfOutlined_default,
	link: LinkOutlined_default,
	quiz: QuizOutlined_default
};
var stepIcons = {
	pretest: AssignmentOutlined_default,
	simulator: SportsEsportsOutlined_default,
	test: EmojiEventsOutlined_default
};
var stepLabels = {
	pretest: "Prueba inicial",
	simulator: "Simulador",
	test: "Evaluación final"
};
/** "Prueba inicial", "Lectura", "Video"…: the kind of a step as the learner reads it. */
function stepKindLabel(kind, itemKind) {
	if (kind !== "content") return stepLabels[kind];
	return itemKind ? itemKindLabels[itemKind] : "Contenido";
}
/** A decorative icon for a step or content kind; the label beside it says the same in words. */
function StepIcon({ kind, itemKind, ...props }) {
	const Icon = kind === "content" ? itemIcons[itemKind ?? "text"] : stepIcons[kind];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
		"aria-hidden": "true",
		...props
	});
}
export { ItemActions as a, FINAL_TEST_ACTION as i, stepKindLabel as n, continueLabel as o, BACK_TO_ROUTE as r, PREVIEW_TEXT as s, StepIcon as t };
