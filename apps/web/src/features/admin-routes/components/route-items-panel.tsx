import type { AdminItem, AdminRoute, ItemKind } from '@academia/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { errorMessageFor } from '../../../lib/api-client';
import { useReorderItems } from '../api/reorder-items';
import { useDeleteItem } from '../api/route-items';
import { useDialogTarget } from '../../../hooks/use-dialog-target';
import { AddItemMenu } from './add-item-menu';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { ItemDialog, type ItemDialogTarget } from './item-dialog';
import { SortableItemList } from './sortable-item-list';
import { VisuallyHidden } from '../../../components/visually-hidden';

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
  const [announcement, setAnnouncement] = useState('');
  const dialog = useDialogTarget<ItemDialogTarget>(() => headingRef.current);
  const deleting = useDialogTarget<AdminItem>(() => headingRef.current);

  const onReorder = (itemIds: string[], moved: AdminItem, byButton: boolean) => {
    reorder.mutate(itemIds);
    if (byButton) {
      const position = itemIds.indexOf(moved.id) + 1;
      setAnnouncement(`«${moved.title}» ahora está en la posición ${position} de ${itemIds.length}.`);
    }
  };

  const startDelete = (item: AdminItem, opener: HTMLElement) => {
    remove.reset();
    deleting.show(item, opener);
  };

  const confirmDelete = () => {
    const item = deleting.target;
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        onNotice(`Se eliminó «${item.title}».`);
        deleting.close();
      },
    });
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography ref={headingRef} id={headingId} component="h2" variant="h5" tabIndex={-1} sx={{ flexGrow: 1 }}>
          Contenidos
        </Typography>
        <AddItemMenu onChoose={(kind: ItemKind, opener) => dialog.show({ kind, item: null }, opener)} />
      </Box>
      {route.items.length > 1 && (
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>
          Arrastre un contenido por su asa o use los botones «Subir» y «Bajar» para cambiar el orden.
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
          Esta ruta aún no tiene contenidos. Agregue el primero con «Agregar contenido».
        </Typography>
      ) : (
        <SortableItemList
          items={route.items}
          labelledBy={headingId}
          onReorder={onReorder}
          onEdit={(item, opener) => dialog.show({ kind: item.kind, item }, opener)}
          onDelete={startDelete}
        />
      )}
      {dialog.target && <ItemDialog routeId={route.id} target={dialog.target} onSaved={onNotice} {...dialog.props} />}
      <ConfirmDialog
        {...deleting.props}
        title="¿Eliminar este contenido?"
        confirmLabel="Eliminar"
        destructive
        onConfirm={confirmDelete}
        pending={remove.isPending}
        error={remove.error}
      >
        Se eliminará «{deleting.target?.title}» de la ruta. Esta acción no se puede deshacer.
      </ConfirmDialog>
    </Box>
  );
}
