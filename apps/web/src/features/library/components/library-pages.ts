import { paths } from '@academia/shared/paths';

/** Titles and breadcrumbs the library pages share; their addresses are in `paths` of `@academia/shared`. */
export const LIBRARY_CRUMBS = [
  { label: 'Inicio', to: paths.home() },
  { label: 'Bibliotecas', to: paths.libraries() },
] as const;
export const DOCUMENTS_TITLE = 'Biblioteca educativa SST';
export const NORMS_TITLE = 'Biblioteca legislativa SST';
