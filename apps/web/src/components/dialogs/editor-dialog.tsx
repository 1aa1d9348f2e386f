import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { ResponsiveDialog } from './responsive-dialog';

/** What the form inside an `EditorDialog` gets. */
export interface EditorDialogApi {
  /** Closes, asking first if the form holds unsaved edits ("Cancelar", Escape, a click outside). */
  close: () => void;
  /** The form tells whenever it starts or stops holding unsaved edits. */
  trackDirty: (dirty: boolean) => void;
  /** The form was saved: tells the page and closes without asking. */
  saved: (message: string) => void;
}

interface EditorDialogProps {
  open: boolean;
  title: string;
  /** A save is under way: the dialog stays open until it ends. */
  busy: boolean;
  /** What the discard confirmation says will be lost. */
  discardText: string;
  onClose: () => void;
  onSaved: (message: string) => void;
  /** Called once the dialog has gone (to drop its content and give focus back). */
  onExited: () => void;
  children: (editor: EditorDialogApi) => ReactNode;
}

/**
 * Adds or edits one thing in a form. Full screen on phones. Closing it with unsaved edits asks first; focus goes back
 * through `onExited`, since the control that opened it may be gone.
 */
export function EditorDialog({
  open,
  title,
  busy,
  discardText,
  onClose,
  onSaved,
  onExited,
  children,
}: EditorDialogProps) {
  const [dirty, setDirty] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const close = () => {
    if (busy) return;
    if (dirty) setConfirmDiscard(true);
    else onClose();
  };
  const discard = () => {
    setConfirmDiscard(false);
    onClose();
  };
  const saved = (message: string) => {
    onSaved(message);
    onClose();
  };

  return (
    <ResponsiveDialog open={open} title={title} onClose={close} onExited={onExited}>
      {children({ close, trackDirty: setDirty, saved })}
      <ConfirmDialog
        open={confirmDiscard}
        title="¿Descartar los cambios?"
        confirmLabel="Descartar"
        cancelLabel="Seguir editando"
        destructive
        onConfirm={discard}
        onClose={() => setConfirmDiscard(false)}
      >
        {discardText}
      </ConfirmDialog>
    </ResponsiveDialog>
  );
}
