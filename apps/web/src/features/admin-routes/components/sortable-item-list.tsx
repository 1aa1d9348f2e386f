import type { AdminItem } from '@academia/shared';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { ItemRow, type MoveDirection } from './item-row';

export const DRAG_INSTRUCTIONS =
  'Para mover un contenido, presione espacio o Enter; use las flechas y presione espacio otra vez para soltarlo. ' +
  'Presione Escape para cancelar.';

const screenReaderInstructions: ScreenReaderInstructions = { draggable: DRAG_INSTRUCTIONS };

/**
 * What dnd-kit says through its live region while a content item moves, in Spanish and with titles. dnd-kit also
 * reports "over" for the item's own place right after it is picked up; `lastOver` skips that repeat so the pick-up
 * message is the one heard.
 */
function spanishAnnouncements(items: readonly AdminItem[]): Announcements {
  const count = items.length;
  let lastOver: UniqueIdentifier | null = null;
  const titleOf = (id: UniqueIdentifier) => items.find((item) => item.id === id)?.title ?? 'El contenido';
  const positionOf = (id: UniqueIdentifier) => items.findIndex((item) => item.id === id) + 1;
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id;
      return `Tomó «${titleOf(active.id)}». Está en la posición ${positionOf(active.id)} de ${count}.`;
    },
    onDragOver: ({ active, over }) => {
      const overId = over?.id ?? null;
      if (overId === lastOver) return undefined;
      lastOver = overId;
      return overId === null
        ? `«${titleOf(active.id)}» no está sobre ninguna posición.`
        : `«${titleOf(active.id)}» pasó a la posición ${positionOf(overId)} de ${count}.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `Soltó «${titleOf(active.id)}» en la posición ${positionOf(over.id)} de ${count}.`
        : `Soltó «${titleOf(active.id)}». El orden no cambió.`,
    onDragCancel: ({ active }) =>
      `Se canceló el movimiento. «${titleOf(active.id)}» volvió a la posición ${positionOf(active.id)} de ${count}.`,
  };
}

interface SortableItemListProps {
  items: readonly AdminItem[];
  /** The whole new order, after a drop or a "Subir"/"Bajar" (`byButton`: dnd-kit has not announced the move). */
  onReorder: (itemIds: string[], moved: AdminItem, byButton: boolean) => void;
  onEdit: (item: AdminItem, opener: HTMLElement) => void;
  onDelete: (item: AdminItem, opener: HTMLElement) => void;
  labelledBy: string;
}

/**
 * The ordered content items, reordered by dragging the handle (mouse, touch, or keyboard: Space, arrows, Space) or
 * with the "Subir"/"Bajar" buttons.
 */
export function SortableItemList({ items, onReorder, onEdit, onDelete, labelledBy }: SortableItemListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const announcements = useMemo(() => spanishAnnouncements(items), [items]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    const moved = items[from];
    if (from < 0 || to < 0 || !moved) return;
    onReorder(arrayMove(ids, from, to), moved, false);
  };

  const onMove = (item: AdminItem, direction: MoveDirection) => {
    const from = ids.indexOf(item.id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= ids.length) return;
    onReorder(arrayMove(ids, from, to), item, true);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Box component="ol" aria-labelledby={labelledBy} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((item, index) => (
            <ItemRow
              key={item.id}
              item={item}
              index={index}
              count={items.length}
              onMove={onMove}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}
