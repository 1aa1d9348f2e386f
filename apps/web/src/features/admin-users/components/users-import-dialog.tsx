import {
  USER_IMPORT_COLUMNS,
  USER_IMPORT_TEMPLATE,
  USER_IMPORT_TEMPLATE_NAME,
  type UserImportPreview,
  type UserImportResult,
} from '@academia/shared';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { ResponsiveDialog } from '../../../components/dialogs/responsive-dialog';
import { FilePickerButton } from '../../../components/upload/file-picker-button';
import { fileToBase64, useCommitUserImport, usePreviewUserImport } from '../api/import-users';
import { importSummary, UsersImportPreviewTable } from './users-import-preview';

interface UsersImportDialogProps {
  open: boolean;
  onClose: () => void;
  onExited: () => void;
}

/** The template: the header row only, with a byte-order mark so Excel opens it as UTF-8. */
export function downloadUsersTemplate(): void {
  const blob = new Blob(['\ufeff', USER_IMPORT_TEMPLATE], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = USER_IMPORT_TEMPLATE_NAME;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function resultText({ totals, invited }: UserImportResult): string {
  const changed = totals.create + totals.update;
  if (changed === 0) return 'Importación terminada: no había nada que cambiar.';
  const sent = invited > 0 ? ` Se enviaron ${String(invited)} invitaciones.` : '';
  return `Importación terminada: ${importSummary({ totals })}.${sent}`;
}

/**
 * "Importar CSV": choose a file, see what every row will do, then confirm. The import is all or nothing: while
 * any row has errors "Confirmar importación" stays disabled, and the admin fixes the file and chooses it again.
 */
export function UsersImportDialog({ open, onClose, onExited }: UsersImportDialogProps) {
  const introId = useId();
  const fileHintId = useId();
  const blockedId = useId();
  const previewImport = usePreviewUserImport();
  const commitImport = useCommitUserImport();
  const [file, setFile] = useState<{ name: string; base64: string } | null>(null);
  const [preview, setPreview] = useState<UserImportPreview | null>(null);
  const [sendInvitations, setSendInvitations] = useState(false);
  const [readProblem, setReadProblem] = useState<string | null>(null);
  const [result, setResult] = useState<UserImportResult | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const busy = previewImport.isPending || commitImport.isPending;

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const close = () => {
    if (!busy) onClose();
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = ''; // choosing the same file again (after fixing it) must count as a new choice
    if (!chosen) return;
    setPreview(null);
    setResult(null);
    setReadProblem(null);
    previewImport.reset();
    commitImport.reset();
    let base64: string;
    try {
      base64 = await fileToBase64(chosen);
    } catch {
      setReadProblem('No se pudo leer el archivo. Elíjalo de nuevo.');
      return;
    }
    setFile({ name: chosen.name, base64 });
    previewImport.mutate({ fileBase64: base64 }, { onSuccess: setPreview });
  };

  const confirm = () => {
    if (!file || busy) return;
    commitImport.mutate(
      { fileBase64: file.base64, sendInvitations },
      {
        onSuccess: (done) => {
          setResult(done);
          setPreview(null);
          setFile(null);
        },
      },
    );
  };

  const hasErrors = (preview?.totals.error ?? 0) > 0;

  return (
    <ResponsiveDialog
      open={open}
      title="Importar personas desde un CSV"
      onClose={close}
      onExited={onExited}
      describedBy={introId}
      maxWidth="md"
    >
      <DialogContent dividers>
        <Typography id={introId}>
          La primera fila lleva los nombres de las columnas, en cualquier orden: {USER_IMPORT_COLUMNS.join(', ')}. Sirve
          el CSV de Excel («CSV (delimitado por comas)» o «CSV UTF-8»), con columnas separadas por punto y coma o coma.
          Las personas se reconocen por el correo o por el tipo y número de documento; una celda vacía deja el dato como
          está, y sin perfil la persona queda como Aprendiz.
        </Typography>
        <Button startIcon={<DownloadIcon aria-hidden="true" />} onClick={downloadUsersTemplate} sx={{ mt: 1 }}>
          Descargar plantilla CSV
        </Button>

        <Box sx={{ mt: 2 }}>
          <FilePickerButton
            label="Elegir archivo CSV"
            accept=".csv,text/csv"
            disabled={busy}
            describedBy={fileHintId}
            onChange={(event) => void choose(event)}
          />
          <Typography id={fileHintId} variant="body2" role="status" sx={{ mt: 1, color: 'text.secondary' }}>
            {file ? `Archivo elegido: ${file.name}` : 'Ningún archivo elegido.'}
          </Typography>
        </Box>
        <FormControlLabel
          sx={{ mt: 1 }}
          control={
            <Checkbox checked={sendInvitations} onChange={(event) => setSendInvitations(event.target.checked)} />
          }
          label="Enviar invitación a las personas nuevas"
        />

        {previewImport.isPending && <LinearProgress aria-label="Revisando el archivo" sx={{ mt: 2 }} />}
        {readProblem && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {readProblem}
          </Alert>
        )}
        <FormErrorAlert error={previewImport.error ?? commitImport.error} />
        {preview && hasErrors && (
          <Alert id={blockedId} severity="warning" sx={{ mt: 2 }}>
            Hay filas con errores. La importación se hace completa o no se hace: corrija el archivo y vuelva a elegirlo.
          </Alert>
        )}
        {preview && <UsersImportPreviewTable key={file?.base64.length} preview={preview} />}
        {result && (
          <Alert ref={resultRef} severity="success" role="status" tabIndex={-1} sx={{ mt: 2 }}>
            {resultText(result)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {result ? 'Cerrar' : 'Cancelar'}
        </Button>
        <Button
          variant="contained"
          onClick={confirm}
          loading={commitImport.isPending}
          disabled={!preview || hasErrors || previewImport.isPending}
          aria-describedby={hasErrors ? blockedId : undefined}
        >
          Confirmar importación
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
