import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import type { FaqEntry } from '../faq-entries';

/**
 * The questions as an accordion: each summary is a button inside an `<h3>`; MUI makes its answer a region named by
 * the question (the ids below tie them together).
 */
export function FaqList({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <div>
      {entries.map((entry) => (
        <Accordion key={entry.id} disableGutters variant="outlined" slotProps={{ heading: { component: 'h3' } }}>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`pregunta-${entry.id}`}
            aria-controls={`respuesta-${entry.id}`}
          >
            <Typography sx={{ fontWeight: 600 }}>{entry.question}</Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            {entry.answer.map((paragraph) => (
              <Typography key={paragraph}>{paragraph}</Typography>
            ))}
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
