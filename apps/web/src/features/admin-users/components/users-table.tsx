import type { AdminUser } from '@academia/shared';
import { paths } from '@academia/shared/paths';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { formatShortDate } from '../../../lib/format';
import { UserActionsMenu, type UserAction } from './user-actions-menu';

interface UsersTableProps {
  users: readonly AdminUser[];
  captionId: string;
  /** Whom the signed-in admin may change (a `Responsable SST`: only learners). */
  canManage: (user: AdminUser) => boolean;
  onAction: (action: UserAction, user: AdminUser, opener: HTMLElement) => void;
}

export function UsersTable({ users, captionId, canManage, onAction }: UsersTableProps) {
  return (
    <Table aria-labelledby={captionId} size="medium">
      <TableHead>
        <TableRow>
          <TableCell scope="col">Nombre</TableCell>
          <TableCell scope="col">Correo</TableCell>
          <TableCell scope="col">Documento</TableCell>
          <TableCell scope="col">Cargo</TableCell>
          <TableCell scope="col">Empresa</TableCell>
          <TableCell scope="col">Perfil</TableCell>
          <TableCell scope="col">Estado</TableCell>
          <TableCell scope="col">Creado</TableCell>
          <TableCell scope="col">
            <VisuallyHidden>Acciones</VisuallyHidden>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.id} hover>
            <TableCell component="th" scope="row">
              <Link component={RouterLink} to={paths.admin.user(user.id)} sx={{ fontWeight: 600 }}>
                {user.nombre}
              </Link>
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-all' }}>{user.email}</TableCell>
            <TableCell>
              {user.tipoDocumento && user.numeroDocumento ? `${user.tipoDocumento} ${user.numeroDocumento}` : '—'}
            </TableCell>
            <TableCell>{user.cargo ?? '—'}</TableCell>
            <TableCell>{user.empresa?.nombre ?? 'Sin empresa'}</TableCell>
            <TableCell>{user.perfil}</TableCell>
            <TableCell>
              <Chip
                size="small"
                label={user.active ? 'Activo' : 'Inactivo'}
                color={user.active ? 'success' : 'default'}
                variant={user.active ? 'filled' : 'outlined'}
              />
            </TableCell>
            <TableCell>
              <time dateTime={user.createdAt}>{formatShortDate(user.createdAt)}</time>
            </TableCell>
            <TableCell align="right">
              <UserActionsMenu user={user} manageable={canManage(user)} onAction={onAction} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
