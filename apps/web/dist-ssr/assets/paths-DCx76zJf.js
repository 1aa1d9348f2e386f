// ../../packages/shared/src/paths.ts
function page(pattern) {
	const segments = pattern.split("/");
	const build = (...args) => {
		let next = 0;
		return segments.flatMap((segment) => {
			if (!segment.startsWith(":")) return [segment];
			const value = args[next++];
			return value === void 0 ? [] : [encodeURIComponent(value)];
		}).join("/") || "/";
	};
	return Object.assign(build, { pattern });
}
var resetPassword = page("/reestablecer-contrasena");
var paths = {
	signIn: page("/"),
	signInAlias: page("/login"),
	signUp: page("/registrarme"),
	signUpAlias: page("/registrate"),
	resetPassword: Object.assign(resetPassword, { 
	/**
	* The e-mailed link: the reset page with its one-time token in the fragment (`#token=`), which browsers never
	* send to a server, so it reaches no request log, proxy log or `Referer`. The page reads it from there.
	*/
withToken: (token) => `${resetPassword()}#token=${encodeURIComponent(token)}` }),
	verify: page("/verificar/:codigo?"),
	dataPolicy: page("/politica-de-datos"),
	/**
	* Where an invited person sets their first password: the e-mailed link carries its single-use token in the
	* fragment (`#token=`), like the reset link, so no server log ever sees it.
	*/
	acceptInvitation: Object.assign(page("/activar-cuenta"), { withToken: (token) => `/activar-cuenta#token=${encodeURIComponent(token)}` }),
	home: page("/inicio"),
	routes: page("/rutas"),
	route: page("/rutas/:idRuta"),
	routePretest: page("/rutas/:idRuta/pretest/:idUsuario?"),
	routeSimulator: page("/rutas/:idRuta/simulador"),
	routeFinalTest: page("/rutas/:idRuta/test/:idUsuario?"),
	/** The review of one ended evaluation session: each answer with the right one and why. */
	routeReview: page("/rutas/:idRuta/revision/:idSesion"),
	/** A content item of a route. The router ranks the static steps above (pretest, simulador, test) before it. */
	routeContent: page("/rutas/:idRuta/:idContenido"),
	progress: page("/mi-avance"),
	favorites: page("/favoritos"),
	libraries: page("/bibliotecas"),
	documents: page("/bibliotecas/educativa-sst"),
	document: page("/bibliotecas/educativa-sst/:id"),
	norms: page("/bibliotecas/legislativa-sst"),
	norm: page("/bibliotecas/legislativa-sst/:id"),
	help: page("/ayuda"),
	/** Every signed-in person's own account: name, document, password, sessions, their data. */
	profile: page("/perfil"),
	/** Asked once of people created by an admin or by import, before anything else (Ley 1581 de 2012). */
	consent: page("/autorizacion-de-datos"),
	admin: {
		root: page("/admin"),
		dashboard: page("/admin/dashboard"),
		users: page("/admin/usuarios"),
		/** One person: their account, progress and certificates. */
		user: page("/admin/usuarios/:id"),
		companies: page("/admin/empresas"),
		/** The audit log (`Superadministrador` only). */
		audit: page("/admin/auditoria"),
		routes: page("/admin/rutas"),
		route: page("/admin/rutas/:id"),
		insightHub: page("/admin/insight-hub"),
		insight: page("/admin/insight-hub/detalles/:id"),
		library: page("/admin/biblioteca"),
		evaluation: page("/admin/evaluacion"),
		/** Training plan: assignments of routes and who is on time (Superadministrador, Responsable SST). */
		trainingPlan: page("/admin/plan-de-capacitacion"),
		/** One phase of a PHVA cycle, optionally one record of it. */
		evaluationPhase: {
			planear: page("/admin/evaluacion/planear/:id?"),
			hacer: page("/admin/evaluacion/hacer/:id?"),
			verificar: page("/admin/evaluacion/verificar/:id?"),
			actuar: page("/admin/evaluacion/actuar/:id?")
		}
	}
};
export { paths as t };
