import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { DRAWER_WIDTH } from '../../config/constants';
import type { MenuItem } from '../../config/menus';
import type { ActiveMenuItem } from './active-menu-item';
import { AppFooter } from './app-footer';
import { BrandLink } from './brand-link';
import { NavMenu } from './nav-menu';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { UserMenu } from './user-menu';

export const NAV_ID = 'menu-lateral';

interface AppShellProps {
  menu: readonly MenuItem[];
  active: ActiveMenuItem;
  homePath: string;
  /** Whether the current page is the home the logo links to. */
  atHome: boolean;
  /** Space in the header between the logo and the user menu (the learner search box goes here). */
  headerSlot?: ReactNode;
  children: ReactNode;
}

/**
 * Header, side menu, main landmark and footer shared by the learner and admin areas. The drawer is permanent and
 * 260 px wide from `md` up, and a temporary overlay behind a burger button below that.
 */
export function AppShell({ menu, active, homePath, atHome, headerSlot, children }: AppShellProps) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The phone menu is put in the page the first time it opens: a closed sliding drawer measures the page as it
  // mounts (a forced layout on every start-up of a phone, for a menu most visits never open).
  const [drawerUsed, setDrawerUsed] = useState(false);
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const previousPath = useRef(pathname);
  const burgerRef = useRef<HTMLButtonElement>(null);

  // After moving to another page, start at its top with focus on the new content (as a full page load would).
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  const closeDrawer = () => setDrawerOpen(false);
  const nav = <NavMenu id={NAV_ID} items={menu} active={active} onNavigate={wide ? undefined : closeDrawer} />;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <AppBar position="fixed" elevation={1} sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          {!wide && (
            <IconButton
              ref={burgerRef}
              color="inherit"
              edge="start"
              aria-label="Abrir menú de navegación"
              aria-expanded={drawerOpen}
              aria-controls={NAV_ID}
              onClick={() => {
                setDrawerUsed(true);
                setDrawerOpen((open) => !open);
              }}
            >
              <MenuIcon />
            </IconButton>
          )}
          <BrandLink to={homePath} current={atHome} />
          {/* The search box gives way first (minWidth 0), so the avatar menu never leaves the header on a phone. */}
          <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', justifyContent: 'center', px: { xs: 0, sm: 2 } }}>
            {headerSlot}
          </Box>
          <Box sx={{ flexShrink: 0 }}>
            <UserMenu />
          </Box>
        </Toolbar>
      </AppBar>

      {wide ? (
        <Drawer
          variant="permanent"
          sx={{
            width: DRAWER_WIDTH,
            flexShrink: 0,
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
          }}
        >
          <Toolbar />
          {nav}
        </Drawer>
      ) : (
        <>
          {/*
            A non-modal overlay: the burger keeps its aria-expanded state reachable while the menu is open (a modal
            drawer would hide the header from assistive technology). Escape, a click outside or following a link
            closes it.
          */}
          <Backdrop open={drawerOpen} onClick={closeDrawer} sx={{ zIndex: (t) => t.zIndex.drawer - 1 }} />
          {drawerUsed && (
            <Drawer
              variant="persistent"
              open={drawerOpen}
              onKeyDown={(event) => {
                if (event.key !== 'Escape') return;
                closeDrawer();
                burgerRef.current?.focus();
              }}
              sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
            >
              <Toolbar />
              {nav}
            </Drawer>
          )}
        </>
      )}

      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          ref={mainRef}
          tabIndex={-1}
          // A safety net: content wider than a phone scrolls inside the main area, so the page itself never scrolls
          // sideways and the header (with the avatar menu) stays the screen's width. Wide tables scroll in their
          // own box before it comes to that (docs/product.md §4).
          // (Positioned, so absolutely placed text inside it scrolls with it instead of widening the page.)
          sx={{ flexGrow: 1, p: { xs: 2, sm: 3 }, outline: 'none', overflowX: 'auto', position: 'relative' }}
        >
          {children}
        </Box>
        <AppFooter />
      </Box>
    </Box>
  );
}
