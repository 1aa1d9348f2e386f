import type { AdminRouteRow } from '@academia/shared';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';

interface RouteRowMenuProps {
  route: AdminRouteRow;
  onDuplicate: (route: AdminRouteRow) => void;
  /** `opener` is the menu button, so focus can go back to it after the confirmation. */
  onArchive: (route: AdminRouteRow, opener: HTMLElement | null) => void;
  busy: boolean;
}

/** The "⋮" menu of one row: edit, duplicate, archive and preview as a learner. */
export function RouteRowMenu({ route, onDuplicate, onArchive, busy }: RouteRowMenuProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const menuId = useId();
  const buttonId = useId();

  return (
    <>
      <IconButton
        ref={buttonRef}
        id={buttonId}
        aria-label={`Acciones para ${route.title}`}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        disabled={busy}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        <MenuItem component={RouterLink} to={`/admin/rutas/${route.id}`}>
          <ListItemText>Editar</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onDuplicate(route);
          }}
        >
          <ListItemText>Duplicar</ListItemText>
        </MenuItem>
        {route.status !== 'archived' && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              onArchive(route, buttonRef.current);
            }}
          >
            <ListItemText>Archivar</ListItemText>
          </MenuItem>
        )}
        <MenuItem component={RouterLink} to={`/rutas/${route.id}`}>
          <ListItemText>Ver como aprendiz</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
