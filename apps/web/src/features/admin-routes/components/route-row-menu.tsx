import { type AdminRouteRow } from '@academia/shared';
import { paths } from '@academia/shared/paths';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';
import { useMenuButton } from '../hooks/use-menu-button';

interface RouteRowMenuProps {
  route: AdminRouteRow;
  onDuplicate: (route: AdminRouteRow) => void;
  /** `opener` is the menu button, so focus can go back to it after the confirmation. */
  onArchive: (route: AdminRouteRow, opener: HTMLElement | null) => void;
  busy: boolean;
}

/** The "⋮" menu of one row: edit, duplicate, archive and preview as a learner. */
export function RouteRowMenu({ route, onDuplicate, onArchive, busy }: RouteRowMenuProps) {
  const menu = useMenuButton();
  return (
    <>
      <IconButton aria-label={`Acciones para ${route.title}`} disabled={busy} {...menu.buttonProps}>
        <MoreVertIcon />
      </IconButton>
      <Menu {...menu.menuProps}>
        <MenuItem component={RouterLink} to={paths.admin.route(route.id)}>
          <ListItemText>Editar</ListItemText>
        </MenuItem>
        <MenuItem onClick={menu.choose(() => onDuplicate(route))}>
          <ListItemText>Duplicar</ListItemText>
        </MenuItem>
        {route.status !== 'archived' && (
          <MenuItem onClick={menu.choose((opener) => onArchive(route, opener))}>
            <ListItemText>Archivar</ListItemText>
          </MenuItem>
        )}
        <MenuItem component={RouterLink} to={paths.route(route.id)}>
          <ListItemText>Ver como aprendiz</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
