import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { documentKindLabels, libraryTopicLabels, type AdminDocument } from '@academia/shared';
import { ACTIONS_COLUMN, DataTable, type DataTableColumn } from '../../../components/data-table';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { formatCalendarDay } from '../../../lib/format';
import { ExtractedText } from './extracted-text';
import { RowActions } from '../../../components/row-actions';

const COLUMNS: readonly DataTableColumn[] = [
  { label: 'Título' },
  { label: 'Tipo' },
  { label: 'Tema' },
  { label: 'Publicado' },
  { label: 'Archivo o enlace' },
  ACTIONS_COLUMN,
];

interface DocumentsTableProps {
  documents: readonly AdminDocument[];
  captionId: string;
  onEdit: (document: AdminDocument, opener: HTMLElement) => void;
  onDelete: (document: AdminDocument, opener: HTMLElement) => void;
  onRestore: (document: AdminDocument) => void;
  restoringId: string | null;
}

export function DocumentsTable({
  documents,
  captionId,
  onEdit,
  onDelete,
  onRestore,
  restoringId,
}: DocumentsTableProps) {
  return (
    <DataTable labelledBy={captionId} columns={COLUMNS}>
      {documents.map((document) => (
        <TableRow key={document.id} hover>
          <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
            {document.title}
          </TableCell>
          <TableCell>{documentKindLabels[document.kind]}</TableCell>
          <TableCell>{libraryTopicLabels[document.topic]}</TableCell>
          <TableCell>
            <time dateTime={document.publishedOn}>{formatCalendarDay(document.publishedOn)}</time>
          </TableCell>
          <TableCell>
            {document.file && <Typography variant="body2">{document.file.name}</Typography>}
            <ExtractedText chars={document.extractedChars} />
            {document.url && (
              <Link href={document.url} target="_blank" rel="noopener noreferrer" variant="body2">
                Enlace externo<VisuallyHidden> (se abre en una pestaña nueva)</VisuallyHidden>
              </Link>
            )}
          </TableCell>
          <TableCell align="right">
            <RowActions
              name={document.title}
              actions={
                document.deletedAt
                  ? [{ label: 'Restaurar', onClick: () => onRestore(document), busy: restoringId === document.id }]
                  : [
                      { label: 'Editar', onClick: (opener) => onEdit(document, opener) },
                      { label: 'Eliminar', color: 'error', onClick: (opener) => onDelete(document, opener) },
                    ]
              }
            />
          </TableCell>
        </TableRow>
      ))}
    </DataTable>
  );
}
