import type { ReactElement } from 'react';

export interface MenuItem {
  id: string;
  title: string;
  /** Where the item links. An item with `children` toggles its submenu instead of navigating. */
  url: string;
  icon: MenuIconName;
  children?: readonly MenuItem[];
}

/** Icons are named here and resolved by the layout, so this file stays free of React components. */
export type MenuIconName =
  'home' | 'routes' | 'progress' | 'libraries' | 'favorites' | 'insights' | 'users' | 'evaluation' | 'document';

export type MenuIcons = Record<MenuIconName, ReactElement>;

export const learnerMenu: readonly MenuItem[] = [
  { id: 'inicio', title: 'Inicio', url: '/inicio', icon: 'home' },
  { id: 'rutas', title: 'Rutas/Contenido', url: '/rutas', icon: 'routes' },
  { id: 'mi-avance', title: 'Mi avance', url: '/mi-avance', icon: 'progress' },
  {
    id: 'bibliotecas',
    title: 'Bibliotecas',
    url: '/bibliotecas',
    icon: 'libraries',
    children: [
      { id: 'educativa-sst', title: 'Educativa SST', url: '/bibliotecas/educativa-sst', icon: 'document' },
      { id: 'legislativa-sst', title: 'Legislativa SST', url: '/bibliotecas/legislativa-sst', icon: 'document' },
    ],
  },
  { id: 'favoritos', title: 'Favoritos', url: '/favoritos', icon: 'favorites' },
];

export const adminMenu: readonly MenuItem[] = [
  { id: 'rutas', title: 'Rutas/Contenido', url: '/admin/rutas', icon: 'routes' },
  { id: 'insight-hub', title: 'Insight Hub', url: '/admin/insight-hub', icon: 'insights' },
  { id: 'biblioteca', title: 'Biblioteca', url: '/admin/biblioteca', icon: 'libraries' },
  { id: 'usuarios', title: 'Usuarios', url: '/admin/usuarios', icon: 'users' },
  { id: 'evaluacion', title: 'Evaluación', url: '/admin/evaluacion', icon: 'evaluation' },
];

export const LEARNER_HOME = '/inicio';
export const ADMIN_HOME = '/admin/dashboard';
