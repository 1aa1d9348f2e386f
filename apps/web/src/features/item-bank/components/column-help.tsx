import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useId } from 'react';

/**
 * What each statistics column of the bank means, in words an SST lead without a psychometrics course can use
 * (docs/glossary.md, adaptive testing; apps/server/src/modules/evaluations/engine/README.md).
 */
export const BANK_COLUMN_HELP = {
  percentCorrect: 'Qué parte de las respuestas a esta pregunta fueron correctas, en pruebas iniciales y evaluaciones.',
  difficulty:
    'Qué tan difícil es la pregunta en la escala del examen adaptativo: 0 es media, los números positivos son más ' +
    'difíciles y los negativos más fáciles. Mientras no se calibra con respuestas reales, sale del nivel: fácil −1, ' +
    'medio 0, difícil 1.',
  discrimination:
    'Qué tan bien separa la pregunta a quien domina el tema de quien no. Un valor de 1 o más es bueno; cerca de 0 ' +
    'la pregunta casi no informa y conviene revisarla.',
  exposure:
    'En qué parte de las pruebas presentadas apareció la pregunta. Una exposición alta hace que la pregunta se ' +
    'conozca de antemano: conviene agregar preguntas parecidas al banco.',
} as const;

interface ColumnHelpProps {
  label: string;
  help: string;
}

/**
 * A column header with an explanation: a button that shows it as a tooltip on hover or keyboard focus, and that a
 * screen reader announces as the button's description (aria-describedby), so no one needs a mouse to read it.
 */
export function ColumnHelp({ label, help }: ColumnHelpProps) {
  const helpId = useId();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, whiteSpace: 'nowrap' }}>
      {label}
      <Tooltip title={help} arrow>
        <IconButton size="small" aria-label={`Qué significa ${label}`} aria-describedby={helpId} sx={{ p: 0.25 }}>
          <InfoOutlinedIcon fontSize="inherit" />
        </IconButton>
      </Tooltip>
      {/* Hidden from everyone, yet still the button's description: the header cell's own name stays short. */}
      <span id={helpId} hidden>
        {help}
      </span>
    </Box>
  );
}
