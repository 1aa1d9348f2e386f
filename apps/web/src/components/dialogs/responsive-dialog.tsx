import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, type FormEvent, type ReactNode } from 'react';

interface ResponsiveDialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  onExited?: () => void;
  maxWidth?: 'sm' | 'md';
  /** The id of the text that explains the dialog, if any. */
  describedBy?: string;
  /**
   * Let MUI give focus back to what had it when the dialog opened. Off by default: the page gives it back itself
   * (`useDialogTarget`), because a menu item that opened the dialog is gone by then.
   */
  restoreFocus?: boolean;
  children: ReactNode;
}

/** A titled dialog as wide as its size allows, full screen on phones. */
export function ResponsiveDialog({
  open,
  title,
  onClose,
  onExited,
  maxWidth = 'md',
  describedBy,
  restoreFocus = false,
  children,
}: ResponsiveDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      disableRestoreFocus={!restoreFocus}
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children}
    </Dialog>
  );
}

interface DialogFormProps {
  /** Called with the submit already kept from reloading the page and from reaching the page's own forms. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Sending: the submit button spins and "Cancelar" waits. */
  pending: boolean;
  submitLabel: string;
  cancelLabel?: string;
  onCancel: () => void;
  children: ReactNode;
}

/** The form inside a `ResponsiveDialog`: its fields scroll between the title and the buttons. */
export function DialogForm({
  onSubmit,
  pending,
  submitLabel,
  cancelLabel = 'Cancelar',
  onCancel,
  children,
}: DialogFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation(); // the dialog is portalled, but React still bubbles submit to the page's forms
    onSubmit(event);
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
    >
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button type="submit" variant="contained" loading={pending}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Box>
  );
}
