import { bankSizeProblem, bankSizeWarning, type BankSize } from '@academia/shared';
import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';

interface BankSizeAlertProps {
  size: BankSize;
  sx?: SxProps<Theme>;
}

/**
 * What the route's question bank means for publishing (ADR 034): too small to publish, or enough to publish but
 * so small that learners would meet repeated questions. Nothing when the bank is comfortable. Shown beside the
 * publish action and in the bank panel, with the same numbers the server checks.
 */
export function BankSizeAlert({ size, sx }: BankSizeAlertProps) {
  const problem = bankSizeProblem(size);
  const text = problem ?? bankSizeWarning(size);
  if (!text) return null;
  return (
    // A standing notice, not an interruption: announced politely when the numbers change.
    <Alert severity="warning" role="status" sx={sx}>
      {problem ? `No se puede publicar todavía. ${text}` : text}
    </Alert>
  );
}
