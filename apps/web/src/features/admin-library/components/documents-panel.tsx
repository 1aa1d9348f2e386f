import type { AdminDocument } from '@academia/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { useDialogTarget } from '../../../hooks/use-dialog-target';
import { usePagedSearchParams } from '../../../hooks/use-paged-search-params';
import { useAdminDocuments, useDeleteDocument, useRestoreDocument } from '../api/documents';
import { AdminListPanel } from './admin-list-panel';
import { DocumentDialog } from './document-dialog';
import { DocumentsTable } from './documents-table';

const NEW_BUTTON_ID = 'admin-documents-new';
const newButton = () => document.getElementById(NEW_BUTTON_ID);

/** The "Documentos educativos" tab: every document, with create, edit, delete and restore. */
export function DocumentsPanel() {
  const paged = usePagedSearchParams();
  const deleted = paged.searchParams.get('eliminados') === '1';
  const documents = useAdminDocuments({ q: paged.q, deleted, page: paged.page, pageSize: paged.pageSize });
  const remove = useDeleteDocument();
  const restore = useRestoreDocument();
  const [message, setMessage] = useState<string | null>(null);
  const editing = useDialogTarget<{ document: AdminDocument | null }>(newButton);
  const deleting = useDialogTarget<AdminDocument>(newButton);

  const confirmDelete = () => {
    const target = deleting.target;
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        setMessage(`Documento eliminado: «${target.title}». Puede restaurarlo desde «Ver eliminados».`);
        deleting.close();
      },
    });
  };

  const startRestore = (target: AdminDocument) => {
    setMessage(null);
    restore.mutate(target.id, { onSuccess: () => setMessage(`Documento restaurado: «${target.title}».`) });
  };

  return (
    <>
      <AdminListPanel
        idPrefix="admin-documents"
        searchLabel="Buscar documentos"
        searchPlaceholder="Título o resumen"
        noun={['documento', 'documentos']}
        newLabel="Nuevo documento"
        newButtonId={NEW_BUTTON_ID}
        onNew={(opener) => {
          setMessage(null);
          editing.show({ document: null }, opener);
        }}
        paged={paged}
        deleted={deleted}
        query={documents}
        emptyText={
          deleted ? 'No hay documentos eliminados.' : 'Aún no hay documentos. Cree el primero con «Nuevo documento».'
        }
        message={message}
        error={restore.isError ? restore.error : null}
      >
        {(items, captionId) => (
          <DocumentsTable
            documents={items}
            captionId={captionId}
            onEdit={(target, opener) => {
              setMessage(null);
              editing.show({ document: target }, opener);
            }}
            onDelete={(target, opener) => {
              remove.reset();
              deleting.show(target, opener);
            }}
            onRestore={startRestore}
            restoringId={restore.isPending ? (restore.variables ?? null) : null}
          />
        )}
      </AdminListPanel>
      {editing.shown && (
        <DocumentDialog document={editing.target?.document ?? null} {...editing.props} onSaved={setMessage} />
      )}
      <ConfirmDialog
        {...deleting.props}
        title="¿Eliminar este documento?"
        confirmLabel="Eliminar"
        destructive
        onConfirm={confirmDelete}
        pending={remove.isPending}
        error={remove.error}
      >
        «{deleting.target?.title}» dejará de aparecer en la biblioteca y en las búsquedas. Podrá restaurarlo desde «Ver
        eliminados».
      </ConfirmDialog>
    </>
  );
}
