import { itemKindLabels, type AdminItem } from '@academia/shared';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/Edit';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { formatMinutes } from '../../../lib/format';
import { ItemKindIcon } from './item-kind-icon';

/** A video needs a file or an address, a PDF its file; the server will not publish the route without them. */
export function isMissingFile(item: AdminItem): boolean {
  if (item.kind === 'video') return !item.file && !item.url;
  if (item.kind === 'pdf') return !item.file;
  return false;
}

export type MoveDirection = 'up' | 'down';

interface ItemRowProps {
  item: AdminItem;
  index: number;
  count: number;
  onMove: (item: AdminItem, direction: MoveDirection) => void;
  onEdit: (item: AdminItem, opener: HTMLElement) => void;
  onDelete: (item: AdminItem, opener: HTMLElement) => void;
}

/** One content item: drag handle, what it is, and its buttons (move up/down, edit, delete). */
export function ItemRow({ item, index, count, onMove, onEdit, onDelete }: ItemRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    attributes: { roleDescription: 'contenido reordenable' },
  });
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const first = index === 0;
  const last = index === count - 1;

  const move = (direction: MoveDirection) => {
    onMove(item, direction);
    // At the top (or bottom) the pressed button turns disabled and would drop the focus: hand it to the other one.
    if (direction === 'up' && index === 1) downRef.current?.focus();
    if (direction === 'down' && index === count - 2) upRef.current?.focus();
  };

  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-item-row
      style={{ transform: CSS.Transform.toString(transform), transition }}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        p: 1.5,
        mb: 1,
        border: 1,
        borderColor: isDragging ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
        boxShadow: isDragging ? 4 : 0,
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Mover ${item.title}`}
        sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
      >
        <DragIndicatorIcon />
      </IconButton>
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
          <ItemKindIcon kind={item.kind} fontSize="small" />
          {itemKindLabels[item.kind]}
        </Typography>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.title}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {formatMinutes(item.durationMinutes)} · {item.required ? 'Obligatorio' : 'Opcional'}
        </Typography>
        {isMissingFile(item) && (
          <Typography
            variant="body2"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'secondary.main', fontWeight: 600 }}
          >
            <WarningAmberIcon aria-hidden="true" fontSize="small" />
            Falta el archivo
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 0.5, ml: 'auto' }}>
        <IconButton ref={upRef} aria-label={`Subir ${item.title}`} disabled={first} onClick={() => move('up')}>
          <ArrowUpwardIcon />
        </IconButton>
        <IconButton ref={downRef} aria-label={`Bajar ${item.title}`} disabled={last} onClick={() => move('down')}>
          <ArrowDownwardIcon />
        </IconButton>
        <IconButton aria-label={`Editar ${item.title}`} onClick={(event) => onEdit(item, event.currentTarget)}>
          <EditIcon />
        </IconButton>
        <IconButton aria-label={`Eliminar ${item.title}`} onClick={(event) => onDelete(item, event.currentTarget)}>
          <DeleteOutlinedIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
