/**
 * Every page of the web app, one line each: its router pattern and, derived from that same string, a builder of its
 * address. The router table, the menus, every link and the links the server sends (e-mails, the certificate's QR,
 * search and favourite hits, a route's next step) go through here, so renaming a page is a one-line change and a
 * builder called with the wrong parameters is a type error.
 *
 * `paths.route('r1')` is `/rutas/r1`; `paths.route.pattern` is `/rutas/:idRuta`. Parameters are positional, in the
 * order they appear in the pattern; each is URI-encoded; an omitted optional one (`:idUsuario?`) drops its segment.
 * API addresses (`/api/...`) are not pages and do not belong here.
 */

/** The builder's arguments: one string per `:param` of the pattern, optional for `:param?`. */
export type PathArgs<P extends string> = P extends `${infer Head}/${infer Tail}`
  ? [...SegmentArg<Head>, ...PathArgs<Tail>]
  : SegmentArg<P>;

type SegmentArg<S extends string> = S extends `:${string}?` ? [string?] : S extends `:${string}` ? [string] : [];

/** The names of a pattern's parameters, as `useParams()` sees them. */
export type PathParamName<P extends string> = P extends `${infer Head}/${infer Tail}`
  ? ParamName<Head> | PathParamName<Tail>
  : ParamName<P>;

type ParamName<S extends string> = S extends `:${infer Name}?` ? Name : S extends `:${infer Name}` ? Name : never;

/** A page: call it for its address, read `pattern` for the router table. */
export interface PagePath<P extends string> {
  (...args: PathArgs<P>): string;
  readonly pattern: P;
}

function page<const P extends `/${string}`>(pattern: P): PagePath<P> {
  const segments = pattern.split('/');
  const build = (...args: (string | undefined)[]): string => {
    let next = 0;
    const filled = segments.flatMap((segment) => {
      if (!segment.startsWith(':')) return [segment];
      const value = args[next++];
      return value === undefined ? [] : [encodeURIComponent(value)];
    });
    return filled.join('/') || '/';
  };
  return Object.assign(build, { pattern });
}

const resetPassword = page('/reestablecer-contrasena');

export const paths = {
  // Entry pages (public; a signed-in person is sent on to their home).
  signIn: page('/'),
  signInAlias: page('/login'),
  signUp: page('/registrarme'),
  signUpAlias: page('/registrate'),
  resetPassword: Object.assign(resetPassword, {
    /**
     * The e-mailed link: the reset page with its one-time token in the fragment (`#token=`), which browsers never
     * send to a server, so it reaches no request log, proxy log or `Referer`. The page reads it from there.
     */
    withToken: (token: string) => `${resetPassword()}#token=${encodeURIComponent(token)}`,
  }),

  // Open to everyone, signed in or not.
  verify: page('/verificar/:codigo?'),
  dataPolicy: page('/politica-de-datos'),
  /**
   * Where an invited person sets their first password: the e-mailed link carries its single-use token in the
   * fragment (`#token=`), like the reset link, so no server log ever sees it.
   */
  acceptInvitation: Object.assign(page('/activar-cuenta'), {
    withToken: (token: string) => `/activar-cuenta#token=${encodeURIComponent(token)}`,
  }),

  // Learner pages (admins may open them too).
  home: page('/inicio'),
  routes: page('/rutas'),
  route: page('/rutas/:idRuta'),
  routePretest: page('/rutas/:idRuta/pretest/:idUsuario?'),
  routeSimulator: page('/rutas/:idRuta/simulador'),
  routeFinalTest: page('/rutas/:idRuta/test/:idUsuario?'),
  /** The review of one ended evaluation session: each answer with the right one and why. */
  routeReview: page('/rutas/:idRuta/revision/:idSesion'),
  /** A content item of a route. The router ranks the static steps above (pretest, simulador, test) before it. */
  routeContent: page('/rutas/:idRuta/:idContenido'),
  progress: page('/mi-avance'),
  favorites: page('/favoritos'),
  libraries: page('/bibliotecas'),
  documents: page('/bibliotecas/educativa-sst'),
  document: page('/bibliotecas/educativa-sst/:id'),
  norms: page('/bibliotecas/legislativa-sst'),
  norm: page('/bibliotecas/legislativa-sst/:id'),
  help: page('/ayuda'),
  /** Every signed-in person's own account: name, document, password, sessions, their data. */
  profile: page('/perfil'),
  /** Asked once of people created by an admin or by import, before anything else (Ley 1581 de 2012). */
  consent: page('/autorizacion-de-datos'),

  // The admin area: `Superadministrador`, and `Responsable SST` limited to their company (docs/product.md §1).
  admin: {
    root: page('/admin'),
    dashboard: page('/admin/dashboard'),
    users: page('/admin/usuarios'),
    /** One person: their account, progress and certificates. */
    user: page('/admin/usuarios/:id'),
    companies: page('/admin/empresas'),
    /** The audit log (`Superadministrador` only). */
    audit: page('/admin/auditoria'),
    routes: page('/admin/rutas'),
    route: page('/admin/rutas/:id'),
    insightHub: page('/admin/insight-hub'),
    insight: page('/admin/insight-hub/detalles/:id'),
    library: page('/admin/biblioteca'),
    evaluation: page('/admin/evaluacion'),
    /** Training plan: assignments of routes and who is on time (Superadministrador, Responsable SST). */
    trainingPlan: page('/admin/plan-de-capacitacion'),
    /** One phase of a PHVA cycle, optionally one record of it. */
    evaluationPhase: {
      planear: page('/admin/evaluacion/planear/:id?'),
      hacer: page('/admin/evaluacion/hacer/:id?'),
      verificar: page('/admin/evaluacion/verificar/:id?'),
      actuar: page('/admin/evaluacion/actuar/:id?'),
    },
  },
} as const;
