import { paths } from '@academia/shared/paths';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { AdminUser } from '@academia/shared';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';

export type UserAction = 'edit' | 'deactivate' | 'reactivate' | 'invitation' | 'password-reset';

interface UserActionsMenuProps {
  user: AdminUser;
  /** False for the people a `Responsable SST` may only look at (other leads, admins). */
  manageable: boolean;
  onAction: (action: UserAction, user: AdminUser, opener: HTMLElement) => void;
}

/** The "⋮" menu at the end of a user's row. */
export function UserActionsMenu({ user, manageable, onAction }: UserActionsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const menuId = useId();
  const pick = (action: UserAction) => {
    const opener = anchor;
    setAnchor(null);
    if (opener) onAction(action, user, opener);
  };
  return (
    <>
      <IconButton
        aria-label={`Acciones para ${user.nombre}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon aria-hidden="true" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={() => setAnchor(null)}>
        <MenuItem component={RouterLink} to={paths.admin.user(user.id)}>
          Ver detalle
        </MenuItem>
        {manageable && [
          <MenuItem key="edit" onClick={() => pick('edit')}>
            Editar
          </MenuItem>,
          user.active && (
            <MenuItem key="invitation" onClick={() => pick('invitation')}>
              Reenviar invitación
            </MenuItem>
          ),
          user.active && (
            <MenuItem key="reset" onClick={() => pick('password-reset')}>
              Enviar restablecimiento de contraseña
            </MenuItem>
          ),
          user.active ? (
            <MenuItem key="deactivate" onClick={() => pick('deactivate')} sx={{ color: 'error.main' }}>
              Desactivar
            </MenuItem>
          ) : (
            <MenuItem key="reactivate" onClick={() => pick('reactivate')}>
              Reactivar
            </MenuItem>
          ),
        ]}
      </Menu>
    </>
  );
}
