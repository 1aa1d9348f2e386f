import type { BankImportResult } from '@academia/shared';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { useImportBank } from '../api/bank';
import { bankCsvTemplate, downloadBankCsvTemplate, readCsvFile } from './bank-csv';
import { importedMessage, importProblemText } from './bank-format';
import { FilePickerButton } from '../../../components/upload/file-picker-button';
import { DialogForm, ResponsiveDialog } from '../../../components/dialogs/responsive-dialog';

interface BankImportDialogProps {
  routeId: string;
  open: boolean;
  onClose: () => void;
  onExited: () => void;
}

const COLUMNS: readonly { name: string; description: string }[] = [
  { name: 'tema', description: 'el tema de la pregunta, por ejemplo «Trabajo en alturas».' },
  { name: 'tipo', description: 'única, múltiple o VF (verdadero o falso).' },
  { name: 'nivel', description: 'fácil, medio o difícil.' },
  { name: 'pregunta', description: 'el enunciado.' },
  { name: 'opciones', description: 'las opciones separadas por «|»; vacía en las preguntas VF.' },
  {
    name: 'correctas',
    description: 'la letra de la opción correcta (a) o las letras separadas por «|» (a|c); en VF, verdadero o falso.',
  },
  { name: 'explicacion', description: 'opcional; se muestra después de responder.' },
];

/**
 * "Importar CSV": explains the file, offers a template, reads the chosen file as UTF-8 and sends its text. Good rows
 * are imported; the dialog then lists the rows the server refused, with their line numbers.
 */
export function BankImportDialog({ routeId, open, onClose, onExited }: BankImportDialogProps) {
  const formatId = useId();
  const exampleId = useId();
  const fileHintId = useId();
  const importBank = useImportBank(routeId);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [result, setResult] = useState<BankImportResult | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const busy = reading || importBank.isPending;

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  const close = () => {
    if (!busy) onClose();
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = ''; // choosing the same file again (after fixing it) must count as a new choice
    if (!chosen) return;
    setFile(chosen);
    setProblem(null);
    setResult(null);
    importBank.reset();
  };

  const submit = async () => {
    if (busy) return;
    setResult(null);
    importBank.reset();
    if (!file) {
      setProblem('Elija el archivo CSV que quiere importar.');
      return;
    }
    setReading(true);
    const read = await readCsvFile(file);
    setReading(false);
    if (!read.ok) {
      setProblem(read.message);
      return;
    }
    setProblem(null);
    importBank.mutate(read.csv, {
      onSuccess: (imported) => {
        setResult(imported);
        // The rows that went in are in the bank now: importing the same file again would repeat them.
        setFile(null);
      },
    });
  };

  return (
    <ResponsiveDialog
      open={open}
      title="Importar preguntas desde un CSV"
      onClose={close}
      onExited={onExited}
      describedBy={formatId}
    >
      <DialogForm
        onSubmit={() => void submit()}
        pending={busy}
        submitLabel="Importar"
        cancelLabel={result ? 'Cerrar' : 'Cancelar'}
        onCancel={close}
      >
        <Typography id={formatId}>
          Prepare las preguntas en una hoja de cálculo y guárdela como «CSV UTF-8». La primera fila lleva los nombres de
          las columnas, en cualquier orden; cada fila siguiente es una pregunta. Separe las columnas con punto y coma
          (;) o con coma (,), y escriba entre comillas dobles el texto que lleve el separador.
        </Typography>
        <Box component="dl" sx={{ my: 2, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2 }}>
          {COLUMNS.map((column) => (
            <Box key={column.name} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                {column.name}
              </Box>
              <Box component="dd" sx={{ m: 0, mb: 0.5 }}>
                {column.description}
              </Box>
            </Box>
          ))}
        </Box>
        <Typography id={exampleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          Ejemplo
        </Typography>
        {/* Focusable so keyboard users can scroll the long lines sideways. */}
        <Box
          component="pre"
          role="region"
          aria-labelledby={exampleId}
          tabIndex={0}
          sx={{
            m: 0,
            mt: 1,
            p: 1.5,
            overflowX: 'auto',
            bgcolor: 'action.hover',
            borderRadius: 1,
            fontSize: '0.8125rem',
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          {bankCsvTemplate()}
        </Box>
        <Button startIcon={<DownloadIcon aria-hidden="true" />} onClick={downloadBankCsvTemplate} sx={{ mt: 1 }}>
          Descargar plantilla
        </Button>

        <Box sx={{ mt: 3 }}>
          <FilePickerButton
            label="Elegir archivo CSV"
            accept=".csv,text/csv"
            disabled={busy}
            describedBy={fileHintId}
            onChange={choose}
          />
          <Typography id={fileHintId} variant="body2" role="status" sx={{ mt: 1, color: 'text.secondary' }}>
            {file ? `Archivo elegido: ${file.name}` : 'Ningún archivo elegido.'}
          </Typography>
        </Box>

        {problem && (
          <Alert ref={problemRef} severity="error" role="alert" tabIndex={-1} sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
        <FormErrorAlert error={importBank.error} />
        {result && <ImportResult ref={resultRef} result={result} />}
      </DialogForm>
    </ResponsiveDialog>
  );
}

interface ImportResultProps {
  result: BankImportResult;
  ref: Ref<HTMLDivElement>;
}

/** How many questions went in, and each refused row with its reason. Focused when it arrives. */
function ImportResult({ result, ref }: ImportResultProps) {
  const { created, problems } = result;
  const severity = problems.length > 0 ? (created > 0 ? 'warning' : 'error') : created > 0 ? 'success' : 'info';
  return (
    <Alert ref={ref} severity={severity} role={problems.length === 0 ? 'status' : 'alert'} tabIndex={-1} sx={{ mt: 2 }}>
      <Typography sx={{ fontWeight: 600 }}>{importedMessage(result)}</Typography>
      {problems.length > 0 && (
        <>
          <Typography sx={{ mt: 1 }}>
            {problems.length === 1 ? 'Esta fila no se importó:' : 'Estas filas no se importaron:'}
          </Typography>
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 3 }}>
            {problems.map((problem, index) => (
              <li key={`${problem.row}-${index}`}>{importProblemText(problem)}</li>
            ))}
          </Box>
          {created > 0 && (
            <Typography sx={{ mt: 1 }}>
              Las demás filas ya están en el banco: corrija el archivo y vuelva a importar solo las filas que faltan.
            </Typography>
          )}
        </>
      )}
    </Alert>
  );
}
