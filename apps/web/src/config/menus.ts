import { paths } from '@academia/shared/paths';
import type { ReactElement } from 'react';

export interface MenuItem {
  id: string;
  title: string;
  /** Where the item links. An item with `children` toggles its submenu instead of navigating. */
  url: string;
  icon: MenuIconName;
  children?: readonly MenuItem[];
  /** Shown to `Superadministrador` only (authoring, the audit log); a `Responsable SST` never sees it. */
  superadminOnly?: true;
}

/** Icons are named here and resolved by the layout, so this file stays free of React components. */
export type MenuIconName =
  | 'home'
  | 'routes'
  | 'progress'
  | 'libraries'
  | 'favorites'
  | 'insights'
  | 'users'
  | 'companies'
  | 'audit'
  | 'evaluation'
  | 'plan'
  | 'document';

export type MenuIcons = Record<MenuIconName, ReactElement>;

export const learnerMenu: readonly MenuItem[] = [
  { id: 'inicio', title: 'Inicio', url: paths.home(), icon: 'home' },
  { id: 'rutas', title: 'Rutas/Contenido', url: paths.routes(), icon: 'routes' },
  { id: 'mi-avance', title: 'Mi avance', url: paths.progress(), icon: 'progress' },
  {
    id: 'bibliotecas',
    title: 'Bibliotecas',
    url: paths.libraries(),
    icon: 'libraries',
    children: [
      { id: 'educativa-sst', title: 'Educativa SST', url: paths.documents(), icon: 'document' },
      { id: 'legislativa-sst', title: 'Legislativa SST', url: paths.norms(), icon: 'document' },
    ],
  },
  { id: 'favoritos', title: 'Favoritos', url: paths.favorites(), icon: 'favorites' },
];

export const adminMenu: readonly MenuItem[] = [
  { id: 'rutas', title: 'Rutas/Contenido', url: paths.admin.routes(), icon: 'routes', superadminOnly: true },
  // The path keeps the original product's name; people read the Spanish word (docs/product.md §4).
  { id: 'insight-hub', title: 'Analítica', url: paths.admin.insightHub(), icon: 'insights' },
  { id: 'biblioteca', title: 'Biblioteca', url: paths.admin.library(), icon: 'libraries', superadminOnly: true },
  { id: 'usuarios', title: 'Usuarios', url: paths.admin.users(), icon: 'users' },
  { id: 'empresas', title: 'Empresas', url: paths.admin.companies(), icon: 'companies' },
  { id: 'evaluacion', title: 'Evaluación', url: paths.admin.evaluation(), icon: 'evaluation' },
  { id: 'plan-de-capacitacion', title: 'Plan de capacitación', url: paths.admin.trainingPlan(), icon: 'plan' },
  { id: 'auditoria', title: 'Auditoría', url: paths.admin.audit(), icon: 'audit', superadminOnly: true },
];

/** The admin menu a person sees: a `Responsable SST` gets the items about their company only. */
export function adminMenuFor(isSuperadmin: boolean): readonly MenuItem[] {
  return isSuperadmin ? adminMenu : adminMenu.filter((item) => !item.superadminOnly);
}
