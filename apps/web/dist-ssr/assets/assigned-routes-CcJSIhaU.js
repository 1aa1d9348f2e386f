import { f as complianceStatusLabels, p as isPending, u as myAssignmentsSchema } from "./training-plan.schemas-uIv4TIjV.js";
import { t as paths } from "./paths-DCx76zJf.js";
import { n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { t as Chip } from "./Chip-C9XsaV41.js";
import { t as Link } from "./Link-BcQgiOgq.js";
import { E as Paper, M as Link$1, d as formatCalendarDay, n as useDeferredQuery } from "../entry-server.js";
import { n as apiFetch } from "./api-client-BGybrOBG.js";
import { t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
// src/lib/my-assignments.ts
/** The one cache key of the signed-in learner's assigned routes (`GET /api/training-plans/mine`, decision 038). */
var myAssignmentsKey = ["training-plans", "mine"];
/** The routes the learner still owes from their training plan, earliest due date first; done ones are left out. */
function usePendingAssignments() {
	return useDeferredQuery({
		queryKey: myAssignmentsKey,
		queryFn: ({ signal }) => apiFetch("/api/training-plans/mine", {
			schema: myAssignmentsSchema,
			signal
		}),
		select: (list) => list.items.filter((item) => isPending(item.status))
	});
}
// src/components/assigned-routes.tsx
var import_jsx_runtime = require_jsx_runtime();
function AssignedRoute({ item }) {
	const late = item.status === "overdue" || item.status === "expired";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		component: "li",
		variant: "outlined",
		sx: {
			p: 2,
			display: "flex",
			flexDirection: "column",
			gap: 1
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
				component: Link$1,
				to: paths.route(item.routeId),
				sx: { fontWeight: 600 },
				children: item.routeTitle
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				variant: "body2",
				children: ["Fecha límite: ", formatCalendarDay(item.dueDate)]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "flex",
					gap: 1,
					flexWrap: "wrap"
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
					size: "small",
					variant: late ? "filled" : "outlined",
					color: late ? "error" : "default",
					label: complianceStatusLabels[item.status]
				}), item.mandatory && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
					size: "small",
					variant: "outlined",
					label: "Obligatoria"
				})]
			})
		]
	});
}
/**
* The routes of the learner's training plan still to be done, earliest due date first, above everything else on
* /inicio and /rutas (decision 038). Renders nothing when the learner has none.
*/
function AssignedRoutes({ headingLevel = "h2" }) {
	const items = usePendingAssignments().data ?? [];
	if (items.length === 0) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "section",
		"aria-labelledby": "assigned-routes-title",
		sx: { mb: 4 },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: "assigned-routes-title",
				variant: "h5",
				component: headingLevel,
				sx: { mb: 1 },
				children: "Mi plan de capacitación"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				sx: { mb: 2 },
				children: "Rutas que su empresa le asignó, la más urgente primero."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "ul",
				"aria-label": "Rutas asignadas con fecha límite",
				sx: {
					listStyle: "none",
					p: 0,
					m: 0,
					display: "grid",
					gap: 2,
					gridTemplateColumns: {
						xs: "1fr",
						sm: "repeat(2, minmax(0, 1fr))",
						lg: "repeat(3, minmax(0, 1fr))"
					}
				},
				children: items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AssignedRoute, { item }, item.routeId))
			})
		]
	});
}
export { AssignedRoutes as t };
