import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { errorMessageFor } from '../lib/api-client';

interface LoadErrorAlertProps {
  /** What failed: its Spanish message is shown, with "Reintentar". */
  error: unknown;
  onRetry: () => void;
  /**
   * A sentence for an outcome that trying again will not change (not found, locked, not allowed): shown as a
   * warning instead of the error, without "Reintentar".
   */
  expected?: string | null;
  sx?: SxProps<Theme>;
}

/** Why something could not be loaded, and "Reintentar" when trying again may help. */
export function LoadErrorAlert({ error, onRetry, expected, sx }: LoadErrorAlertProps) {
  const final = Boolean(expected);
  return (
    <Alert
      severity={final ? 'warning' : 'error'}
      sx={sx}
      action={
        final ? undefined : (
          <Button color="inherit" size="small" onClick={onRetry}>
            Reintentar
          </Button>
        )
      }
    >
      {final ? expected : errorMessageFor(error)}
    </Alert>
  );
}
