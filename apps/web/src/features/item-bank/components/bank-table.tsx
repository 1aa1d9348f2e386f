import { bankItemKindLabels, itemLevelLabels, type AdminBankItem } from '@academia/shared';
import EditIcon from '@mui/icons-material/Edit';
import RestoreIcon from '@mui/icons-material/Restore';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { shortPrompt } from './bank-format';
import { BANK_COLUMN_HELP, ColumnHelp } from './column-help';
import { ACTIONS_COLUMN, DataTable, type DataTableColumn } from '../../../components/data-table';
import { formatDecimal, formatNumber, formatPercent, formatShortDate } from '../../../lib/format';
import { VisuallyHidden } from '../../../components/visually-hidden';

const COLUMNS: readonly DataTableColumn[] = [
  { label: 'Pregunta' },
  { label: 'Tema' },
  { label: 'Tipo' },
  { label: 'Nivel' },
  { label: 'Respuestas', align: 'right' },
  {
    label: '% de acierto',
    align: 'right',
    header: <ColumnHelp label="% de acierto" help={BANK_COLUMN_HELP.percentCorrect} />,
  },
  { label: 'Dificultad', header: <ColumnHelp label="Dificultad" help={BANK_COLUMN_HELP.difficulty} /> },
  {
    label: 'Discriminación',
    align: 'right',
    header: <ColumnHelp label="Discriminación" help={BANK_COLUMN_HELP.discrimination} />,
  },
  { label: 'Exposición', align: 'right', header: <ColumnHelp label="Exposición" help={BANK_COLUMN_HELP.exposure} /> },
  { label: 'Estado' },
  ACTIONS_COLUMN,
];

interface BankTableProps {
  items: readonly AdminBankItem[];
  /** The heading that names the table (and the scrolling region around it). */
  labelledBy: string;
  onEdit: (item: AdminBankItem, opener: HTMLElement) => void;
  onToggleStatus: (item: AdminBankItem, opener: HTMLElement) => void;
}

/** The questions of the bank with how they behave: answers, share correct, IRT parameters and exposure. */
export function BankTable({ items, labelledBy, onEdit, onToggleStatus }: BankTableProps) {
  return (
    <DataTable
      labelledBy={labelledBy}
      columns={COLUMNS}
      size="small"
      minWidth={1080}
      containerSx={{ '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      {items.map((item) => (
        <BankRow key={item.id} item={item} onEdit={onEdit} onToggleStatus={onToggleStatus} />
      ))}
    </DataTable>
  );
}

interface BankRowProps {
  item: AdminBankItem;
  onEdit: (item: AdminBankItem, opener: HTMLElement) => void;
  onToggleStatus: (item: AdminBankItem, opener: HTMLElement) => void;
}

function BankRow({ item, onEdit, onToggleStatus }: BankRowProps) {
  const retired = item.status === 'retired';
  const short = shortPrompt(item.prompt);
  const { stats } = item;
  return (
    <TableRow hover sx={retired ? { '& > *': { color: 'text.secondary' } } : undefined}>
      <TableCell component="th" scope="row" sx={{ minWidth: 220, maxWidth: 340 }}>
        {/* The whole text stays in the page for screen readers; the screen shows its first two lines. */}
        <Box
          title={item.prompt}
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
            fontWeight: 600,
          }}
        >
          {item.prompt}
        </Box>
      </TableCell>
      <TableCell sx={{ minWidth: 120 }}>{item.topic}</TableCell>
      <TableCell>{bankItemKindLabels[item.kind]}</TableCell>
      <TableCell>{itemLevelLabels[item.level]}</TableCell>
      <TableCell align="right">{formatNumber(stats.answers)}</TableCell>
      <TableCell align="right">
        {stats.percentCorrect === null ? (
          <>
            <span aria-hidden="true">—</span>
            <VisuallyHidden>Sin respuestas</VisuallyHidden>
          </>
        ) : (
          formatPercent(stats.percentCorrect)
        )}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {formatDecimal(item.difficulty)}
        <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {item.calibratedAt ? (
            <>
              calibrada<VisuallyHidden> el {formatShortDate(item.calibratedAt)}</VisuallyHidden>
            </>
          ) : (
            '(según el nivel)'
          )}
        </Typography>
      </TableCell>
      <TableCell align="right">{formatDecimal(item.discrimination)}</TableCell>
      <TableCell align="right">{formatPercent(stats.exposure)}</TableCell>
      <TableCell>
        <Chip
          size="small"
          variant="outlined"
          color={retired ? 'default' : 'success'}
          label={retired ? 'Retirada' : 'Activa'}
        />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Tooltip title="Editar">
          <IconButton aria-label={`Editar ${short}`} onClick={(event) => onEdit(item, event.currentTarget)}>
            <EditIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={retired ? 'Restaurar' : 'Retirar'}>
          <IconButton
            aria-label={`${retired ? 'Restaurar' : 'Retirar'} ${short}`}
            onClick={(event) => onToggleStatus(item, event.currentTarget)}
          >
            {retired ? <RestoreIcon /> : <VisibilityOffOutlinedIcon />}
          </IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
}
