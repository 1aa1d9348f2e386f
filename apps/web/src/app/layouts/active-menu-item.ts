import { paths } from '@academia/shared/paths';
import { adminMenu, learnerMenu, type MenuItem } from '../../config/menus';

export interface ActiveMenuItem {
  /** `id` of the highlighted top-level item, `'dashboard'` for the admin home, or `null`. */
  itemId: string | null;
  /** `id` of the highlighted submenu item, if any. */
  childId: string | null;
}

export const DASHBOARD_ITEM_ID = 'dashboard';

const NONE: ActiveMenuItem = { itemId: null, childId: null };

function normalise(pathname: string): string {
  const trimmed = pathname.toLowerCase().replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function isWithin(path: string, url: string): boolean {
  return path === url || path.startsWith(`${url}/`);
}

function findIn(menu: readonly MenuItem[], path: string): ActiveMenuItem {
  for (const item of menu) {
    const child = item.children?.find((candidate) => isWithin(path, candidate.url));
    if (child) return { itemId: item.id, childId: child.id };
    if (isWithin(path, item.url)) return { itemId: item.id, childId: null };
  }
  return NONE;
}

/** The learner menu item a path belongs to. Any path containing `/modulo` belongs to Rutas (docs/product.md §4). */
export function learnerActiveItem(pathname: string): ActiveMenuItem {
  const path = normalise(pathname);
  if (path.includes('/modulo')) return { itemId: 'rutas', childId: null };
  return findIn(learnerMenu, path);
}

/** The admin menu item a path belongs to. `/admin` and `/admin/dashboard` are the dashboard, which has no menu item. */
export function adminActiveItem(pathname: string): ActiveMenuItem {
  const path = normalise(pathname);
  if (path === paths.admin.root() || isWithin(path, paths.admin.dashboard()))
    return { itemId: DASHBOARD_ITEM_ID, childId: null };
  return findIn(adminMenu, path);
}
