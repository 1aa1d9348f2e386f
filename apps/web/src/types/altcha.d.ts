// altcha 3.2.2 points the types of `altcha/i18n/*` at files it does not ship. The module only registers the
// Spanish strings on the global `$altcha` registry; it exports nothing we use.
declare module 'altcha/i18n/es-es';
