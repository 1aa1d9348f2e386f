import type { AdminItem, AdminRoute, ItemKind } from '@academia/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { errorMessageFor } from '../../../lib/api-client';
import { useReorderItems } from '../api/reorder-items';
import { useDeleteItem } from '../api/route-items';
import { useReturnFocus } from '../hooks/use-return-focus';
import { AddItemMenu } from './add-item-menu';
import { ConfirmDialog } from './confirm-dialog';
import { ItemDialog, type ItemDialogTarget } from './item-dialog';
import { SortableItemList } from './sortable-item-list';
import { VisuallyHidden } from './visually-hidden';

interface RouteItemsPanelProps {
  route: AdminRoute;
  onNotice: (message: string) => void;
}

/** "Contenidos": the ordered items of the route, with add, edit, delete and reorder. */
export function RouteItemsPanel({ route, onNotice }: RouteItemsPanelProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const reorder = useReorderItems(route.id);
  const remove = useDeleteItem(route.id);
  const focus = useReturnFocus();
  const [announcement, setAnnouncement] = useState('');
  const [dialog, setDialog] = useState<{ target: ItemDialogTarget; open: boolean } | null>(null);
  const [deleting, setDeleting] = useState<{ item: AdminItem; open: boolean } | null>(null);

  const onReorder = (itemIds: string[], moved: AdminItem, byButton: boolean) => {
    reorder.mutate(itemIds);
    if (byButton) {
      const position = itemIds.indexOf(moved.id) + 1;
      setAnnouncement(`«${moved.title}» ahora está en la posición ${position} de ${itemIds.length}.`);
    }
  };

  const openDialog = (target: ItemDialogTarget, opener: HTMLElement | null) => {
    focus.remember(opener, headingRef.current);
    setDialog({ target, open: true });
  };

  const startDelete = (item: AdminItem, opener: HTMLElement) => {
    remove.reset();
    focus.remember(opener, headingRef.current);
    setDeleting({ item, open: true });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const { item } = deleting;
    remove.mutate(item.id, {
      onSuccess: () => {
        onNotice(`Se eliminó «${item.title}».`);
        setDeleting({ item, open: false });
      },
    });
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography ref={headingRef} id={headingId} component="h2" variant="h5" tabIndex={-1} sx={{ flexGrow: 1 }}>
          Contenidos
        </Typography>
        <AddItemMenu onChoose={(kind: ItemKind, opener) => openDialog({ kind, item: null }, opener)} />
      </Box>
      {route.items.length > 1 && (
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>
          Arrastra un contenido por su asa o usa los botones «Subir» y «Bajar» para cambiar el orden.
        </Typography>
      )}
      {reorder.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => reorder.reset()}>
          No se pudo guardar el nuevo orden; se mantiene el anterior. {errorMessageFor(reorder.error)}
        </Alert>
      )}
      <VisuallyHidden>
        <span role="status">{announcement}</span>
      </VisuallyHidden>
      {route.items.length === 0 ? (
        <Typography role="status" sx={{ py: 3 }}>
          Esta ruta aún no tiene contenidos. Agrega el primero con «Agregar contenido».
        </Typography>
      ) : (
        <SortableItemList
          items={route.items}
          labelledBy={headingId}
          onReorder={onReorder}
          onEdit={(item, opener) => openDialog({ kind: item.kind, item }, opener)}
          onDelete={startDelete}
        />
      )}
      {dialog && (
        <ItemDialog
          routeId={route.id}
          target={dialog.target}
          open={dialog.open}
          onClose={() => setDialog((current) => current && { ...current, open: false })}
          onSaved={onNotice}
          onExited={() => {
            setDialog(null);
            focus.restore();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting?.open ?? false}
        title="¿Eliminar este contenido?"
        confirmLabel="Eliminar"
        destructive
        onConfirm={confirmDelete}
        onClose={() => setDeleting((current) => current && { ...current, open: false })}
        onExited={focus.restore}
        pending={remove.isPending}
        error={remove.error}
      >
        Se eliminará «{deleting?.item.title}» de la ruta. Esta acción no se puede deshacer.
      </ConfirmDialog>
    </Box>
  );
}
