import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatCount } from '../../../lib/format';
import { pathKey, type ScenarioIssue } from '../utils/issues';

interface ValidationSummaryProps {
  issues: readonly ScenarioIssue[];
  /** The best-scoring path's points, computed from the graph; null while it cannot be computed. */
  maxScore: number | null;
  onGoTo: (issue: ScenarioIssue) => void;
}

/**
 * What keeps the scenario from being saved, found as it is edited, each a link to the field; or that it is valid, with
 * its computed maximum score. Only the count is announced, not every change of the list.
 */
export function ValidationSummary({ issues, maxScore, onGoTo }: ValidationSummaryProps) {
  const count = issues.length;
  return (
    <Box id="simulador-resumen-de-problemas" tabIndex={-1} sx={{ outline: 'none' }}>
      <Typography role="status" sx={{ fontWeight: 600, mb: 1 }}>
        {maxScore !== null && `Puntaje máximo calculado: ${formatCount(maxScore, 'punto', 'puntos')}. `}
        {count === 0
          ? 'El escenario no tiene problemas.'
          : `${formatCount(count, 'problema', 'problemas')} por corregir.`}
      </Typography>
      {count > 0 && (
        <Alert severity="error">
          <AlertTitle>Problemas del escenario</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {issues.map((issue, index) => (
              <li key={`${pathKey(issue.path)}-${String(index)}`}>
                <Link
                  component="button"
                  type="button"
                  color="inherit"
                  onClick={() => onGoTo(issue)}
                  sx={{ textAlign: 'left' }}
                >
                  {issue.message}
                </Link>
              </li>
            ))}
          </Box>
        </Alert>
      )}
    </Box>
  );
}
