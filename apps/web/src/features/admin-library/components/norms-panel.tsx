import type { AdminNorm } from '@academia/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { useDialogTarget } from '../../../hooks/use-dialog-target';
import { usePagedSearchParams } from '../../../hooks/use-paged-search-params';
import { useAdminNorms, useDeleteNorm, useRestoreNorm } from '../api/norms';
import { AdminListPanel } from './admin-list-panel';
import { NormDialog } from './norm-dialog';
import { NormStatusDialog } from './norm-status-dialog';
import { NormsTable } from './norms-table';

const NEW_BUTTON_ID = 'admin-norms-new';
const newButton = () => document.getElementById(NEW_BUTTON_ID);

/** The "Normas" tab: every norm, with create, edit, status change, delete and restore. */
export function NormsPanel() {
  const paged = usePagedSearchParams();
  const deleted = paged.searchParams.get('eliminados') === '1';
  const norms = useAdminNorms({ q: paged.q, deleted, page: paged.page, pageSize: paged.pageSize });
  const remove = useDeleteNorm();
  const restore = useRestoreNorm();
  const [message, setMessage] = useState<string | null>(null);
  const editing = useDialogTarget<{ norm: AdminNorm | null }>(newButton);
  const changingStatus = useDialogTarget<AdminNorm>(newButton);
  const deleting = useDialogTarget<AdminNorm>(newButton);

  const confirmDelete = () => {
    const target = deleting.target;
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        setMessage(`Norma eliminada: «${target.title}». Puede restaurarla desde «Ver eliminados».`);
        deleting.close();
      },
    });
  };

  return (
    <>
      <AdminListPanel
        idPrefix="admin-norms"
        searchLabel="Buscar normas"
        searchPlaceholder="Número, título o tema"
        noun={['norma', 'normas']}
        newLabel="Nueva norma"
        newButtonId={NEW_BUTTON_ID}
        onNew={(opener) => {
          setMessage(null);
          editing.show({ norm: null }, opener);
        }}
        paged={paged}
        deleted={deleted}
        query={norms}
        emptyText={deleted ? 'No hay normas eliminadas.' : 'Aún no hay normas. Cree la primera con «Nueva norma».'}
        message={message}
        error={restore.isError ? restore.error : null}
      >
        {(items, captionId) => (
          <NormsTable
            norms={items}
            captionId={captionId}
            onEdit={(target, opener) => {
              setMessage(null);
              editing.show({ norm: target }, opener);
            }}
            onChangeStatus={(target, opener) => {
              setMessage(null);
              changingStatus.show(target, opener);
            }}
            onDelete={(target, opener) => {
              remove.reset();
              deleting.show(target, opener);
            }}
            onRestore={(target) => {
              setMessage(null);
              restore.mutate(target.id, { onSuccess: () => setMessage(`Norma restaurada: «${target.title}».`) });
            }}
            restoringId={restore.isPending ? (restore.variables ?? null) : null}
          />
        )}
      </AdminListPanel>
      {editing.shown && <NormDialog norm={editing.target?.norm ?? null} {...editing.props} onSaved={setMessage} />}
      <NormStatusDialog norm={changingStatus.target} {...changingStatus.props} onSaved={setMessage} />
      <ConfirmDialog
        {...deleting.props}
        title="¿Eliminar esta norma?"
        confirmLabel="Eliminar"
        destructive
        onConfirm={confirmDelete}
        pending={remove.isPending}
        error={remove.error}
      >
        «{deleting.target?.title}» dejará de aparecer en la biblioteca legislativa y en las búsquedas. Podrá restaurarla
        desde «Ver eliminados».
      </ConfirmDialog>
    </>
  );
}
