import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { MenuItem } from '../../config/menus';
import type { ActiveMenuItem } from './active-menu-item';
import { menuIcons } from './menu-icons';

interface NavMenuProps {
  id: string;
  items: readonly MenuItem[];
  active: ActiveMenuItem;
  /** Called after a link is followed (the temporary drawer closes). */
  onNavigate?: (() => void) | undefined;
}

interface NavLinkProps {
  item: MenuItem;
  selected: boolean;
  nested?: boolean;
  onNavigate?: (() => void) | undefined;
}

function NavLink({ item, selected, nested = false, onNavigate }: NavLinkProps) {
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={item.url}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        onClick={onNavigate}
        sx={nested ? { pl: 4 } : undefined}
      >
        <ListItemIcon aria-hidden="true">{menuIcons[item.icon]}</ListItemIcon>
        <ListItemText primary={item.title} />
      </ListItemButton>
    </ListItem>
  );
}

/** The side menu: links, and groups (Bibliotecas) whose button opens and closes their submenu. */
export function NavMenu({ id, items, active, onNavigate }: NavMenuProps) {
  // `undefined` = the person has not toggled the group: it is open when one of its pages is shown.
  const [toggled, setToggled] = useState<Record<string, boolean | undefined>>({});

  return (
    <nav id={id} aria-label="Menú principal">
      <List sx={{ px: 1 }}>
        {items.map((item) => {
          const isActive = active.itemId === item.id;
          if (!item.children) {
            return <NavLink key={item.id} item={item} selected={isActive} onNavigate={onNavigate} />;
          }
          const expanded = toggled[item.id] ?? isActive;
          const submenuId = `${id}-${item.id}`;
          return (
            <ListItem key={item.id} disablePadding sx={{ display: 'block' }}>
              <ListItemButton
                aria-expanded={expanded}
                aria-controls={submenuId}
                onClick={() => setToggled((current) => ({ ...current, [item.id]: !expanded }))}
                sx={isActive ? { color: 'primary.dark', fontWeight: 600 } : undefined}
              >
                <ListItemIcon aria-hidden="true">{menuIcons[item.icon]}</ListItemIcon>
                <ListItemText primary={item.title} />
                {expanded ? <ExpandLess aria-hidden="true" /> : <ExpandMore aria-hidden="true" />}
              </ListItemButton>
              <Collapse in={expanded} timeout="auto">
                <List id={submenuId} disablePadding>
                  {item.children.map((child) => (
                    <NavLink
                      key={child.id}
                      item={child}
                      nested
                      selected={isActive && active.childId === child.id}
                      onNavigate={onNavigate}
                    />
                  ))}
                </List>
              </Collapse>
            </ListItem>
          );
        })}
      </List>
    </nav>
  );
}
