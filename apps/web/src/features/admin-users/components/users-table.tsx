import type { AdminUser } from '@academia/shared';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatShortDate } from '../../../lib/format';

interface UsersTableProps {
  users: readonly AdminUser[];
  captionId: string;
}

export function UsersTable({ users, captionId }: UsersTableProps) {
  return (
    <Table aria-labelledby={captionId} size="medium">
      <TableHead>
        <TableRow>
          <TableCell scope="col">Nombre</TableCell>
          <TableCell scope="col">Correo</TableCell>
          <TableCell scope="col">Perfil</TableCell>
          <TableCell scope="col">Empresa</TableCell>
          <TableCell scope="col">Estado</TableCell>
          <TableCell scope="col">Creado</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.id} hover>
            <TableCell component="th" scope="row">
              {user.nombre}
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-all' }}>{user.email}</TableCell>
            <TableCell>{user.perfil}</TableCell>
            <TableCell>{user.empresa?.nombre ?? 'Sin empresa'}</TableCell>
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
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
