import type { BankImportResult } from '@academia/shared';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type Ref } from 'react';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { useImportBank } from '../api/bank';
import { bankCsvTemplate, downloadBankCsvTemplate, readCsvFile } from './bank-csv';
import { importedMessage, importProblemText } from './bank-format';
import { visuallyHiddenSx } from './visually-hidden';

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
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
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

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation(); // the dialog is portalled, but React still bubbles submit to the page's forms
    if (busy) return;
    setResult(null);
    importBank.reset();
    if (!file) {
      setProblem('Elige el archivo CSV que quieres importar.');
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
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      aria-describedby={formatId}
      disableRestoreFocus
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>Importar preguntas desde un CSV</DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
      >
        <DialogContent dividers>
          <Typography id={formatId}>
            Prepara las preguntas en una hoja de cálculo y guárdala como «CSV UTF-8». La primera fila lleva los nombres
            de las columnas, en cualquier orden; cada fila siguiente es una pregunta. Separa las columnas con punto y
            coma (;) o con coma (,), y escribe entre comillas dobles el texto que lleve el separador.
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
            <Button
              component="label"
              variant="outlined"
              role={undefined}
              tabIndex={-1}
              disabled={busy}
              startIcon={<UploadFileIcon aria-hidden="true" />}
              sx={{ '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
            >
              Elegir archivo CSV
              <Box
                component="input"
                type="file"
                accept=".csv,text/csv"
                disabled={busy}
                aria-describedby={fileHintId}
                onChange={choose}
                sx={visuallyHiddenSx}
              />
            </Button>
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
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {result ? 'Cerrar' : 'Cancelar'}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            Importar
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
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
              Las demás filas ya están en el banco: corrige el archivo y vuelve a importar solo las filas que faltan.
            </Typography>
          )}
        </>
      )}
    </Alert>
  );
}
