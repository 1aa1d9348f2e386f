import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { libraryTopicLabels, normStatusLabels, type AdminNorm } from '@academia/shared';
import { ACTIONS_COLUMN, DataTable, type DataTableColumn } from '../../../components/data-table';
import { ExtractedText } from './extracted-text';
import { RowActions } from '../../../components/row-actions';

const COLUMNS: readonly DataTableColumn[] = [
  { label: 'Norma' },
  { label: 'Tema' },
  { label: 'Estado' },
  { label: 'PDF' },
  ACTIONS_COLUMN,
];

const statusColors = { in_force: 'success', amended: 'secondary', repealed: 'error' } as const;

interface NormsTableProps {
  norms: readonly AdminNorm[];
  captionId: string;
  onEdit: (norm: AdminNorm, opener: HTMLElement) => void;
  onChangeStatus: (norm: AdminNorm, opener: HTMLElement) => void;
  onDelete: (norm: AdminNorm, opener: HTMLElement) => void;
  onRestore: (norm: AdminNorm) => void;
  restoringId: string | null;
}

export function NormsTable({
  norms,
  captionId,
  onEdit,
  onChangeStatus,
  onDelete,
  onRestore,
  restoringId,
}: NormsTableProps) {
  return (
    <DataTable labelledBy={captionId} columns={COLUMNS}>
      {norms.map((norm) => (
        <TableRow key={norm.id} hover>
          <TableCell component="th" scope="row">
            <Typography sx={{ fontWeight: 600 }}>{norm.title}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {norm.subject}
            </Typography>
          </TableCell>
          <TableCell>{libraryTopicLabels[norm.topic]}</TableCell>
          <TableCell>
            <Chip
              size="small"
              label={normStatusLabels[norm.status]}
              color={statusColors[norm.status]}
              variant={norm.status === 'amended' ? 'outlined' : 'filled'}
            />
            {norm.replacedBy && <Typography variant="body2">Por: {norm.replacedBy.title}</Typography>}
          </TableCell>
          <TableCell>
            {norm.file ? (
              <ExtractedText chars={norm.extractedChars} />
            ) : (
              <Typography variant="body2">Sin PDF</Typography>
            )}
          </TableCell>
          <TableCell align="right">
            <RowActions
              name={norm.title}
              actions={
                norm.deletedAt
                  ? [{ label: 'Restaurar', onClick: () => onRestore(norm), busy: restoringId === norm.id }]
                  : [
                      { label: 'Editar', onClick: (opener) => onEdit(norm, opener) },
                      { label: 'Cambiar estado', onClick: (opener) => onChangeStatus(norm, opener) },
                      { label: 'Eliminar', color: 'error', onClick: (opener) => onDelete(norm, opener) },
                    ]
              }
            />
          </TableCell>
        </TableRow>
      ))}
    </DataTable>
  );
}
