import AccountCircle from '@mui/icons-material/AccountCircle';
import Key from '@mui/icons-material/Key';
import Logout from '@mui/icons-material/Logout';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import { paths } from '@academia/shared/paths';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSignOut } from '../../features/auth/api/sign-out';
import { useSessionUser } from '../../features/auth/hooks/use-session';
import { errorMessageFor } from '../../lib/api-client';

/** "Ana María Pérez" → "AP". */
export function initialsOf(nombre: string): string {
  const words = nombre.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toLocaleUpperCase('es-CO') || '?';
}

/** `/perfil#contrasena`: the profile page opens on its password section. */
export const CHANGE_PASSWORD_HASH = 'contrasena';

/** The signed-in person's name and avatar; its menu: "Mi perfil", "Cambiar contraseña" and "Cerrar sesión". */
export function UserMenu() {
  const user = useSessionUser();
  const signOut = useSignOut();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const open = anchor !== null;

  if (!user) return null;

  const handleSignOut = () => {
    setAnchor(null);
    signOut.mutate();
  };

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ gap: 1, minWidth: 0, px: 1 }}
      >
        <Avatar aria-hidden="true" sx={{ width: 34, height: 34, fontSize: '0.9rem', bgcolor: 'secondary.main' }}>
          {initialsOf(user.nombre)}
        </Avatar>
        <Box
          component="span"
          // On phones only the avatar shows; the name stays in the button's accessible name.
          sx={{
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            maxWidth: 220,
            position: { xs: 'absolute', sm: 'static' },
            width: { xs: '1px', sm: 'auto' },
            height: { xs: '1px', sm: 'auto' },
            clipPath: { xs: 'inset(50%)', sm: 'none' },
          }}
        >
          {user.nombre}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        <MenuItem component={RouterLink} to={paths.profile()} onClick={() => setAnchor(null)}>
          <ListItemIcon aria-hidden="true">
            <AccountCircle fontSize="small" />
          </ListItemIcon>
          Mi perfil
        </MenuItem>
        <MenuItem
          component={RouterLink}
          to={`${paths.profile()}#${CHANGE_PASSWORD_HASH}`}
          onClick={() => setAnchor(null)}
        >
          <ListItemIcon aria-hidden="true">
            <Key fontSize="small" />
          </ListItemIcon>
          Cambiar contraseña
        </MenuItem>
        <MenuItem onClick={handleSignOut} disabled={signOut.isPending}>
          <ListItemIcon aria-hidden="true">
            <Logout fontSize="small" />
          </ListItemIcon>
          Cerrar sesión
        </MenuItem>
      </Menu>
      <Snackbar open={signOut.isError} autoHideDuration={8000} onClose={() => signOut.reset()}>
        <Alert severity="error" variant="filled" onClose={() => signOut.reset()}>
          No pudimos cerrar la sesión. {errorMessageFor(signOut.error)}
        </Alert>
      </Snackbar>
    </>
  );
}
