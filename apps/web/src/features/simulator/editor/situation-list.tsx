import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ScenarioSituation } from '@academia/shared';
import { useState } from 'react';
import { PlainSelect } from '../components/plain-select';
import { countUnder, fieldDomId, type ScenarioIssue } from '../utils/issues';
import type { MediaFile } from '../utils/route-media';
import type { SituationKind } from '@academia/shared';
import { situationKindLabels } from '../utils/scenario-draft';
import { SituationEditor } from './situation-editor';

interface SituationListProps {
  situations: readonly ScenarioSituation[];
  startId: string;
  onChange: (index: number, situation: ScenarioSituation) => void;
  onAdd: (kind: SituationKind) => void;
  onRemove: (index: number) => void;
  expanded: ReadonlySet<string>;
  onToggle: (id: string, open: boolean) => void;
  files: readonly MediaFile[];
  onUploaded: (file: MediaFile) => void;
  issues: readonly ScenarioIssue[];
}

const kinds = Object.keys(situationKindLabels) as SituationKind[];

/** Every situation as a section that opens to edit it; the choices' «Lleva a» draw the graph, not the order. */
export function SituationList(props: SituationListProps) {
  const { situations, startId, expanded, onToggle, issues } = props;
  const [kind, setKind] = useState<SituationKind>('choice');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {situations.map((situation, index) => {
        const path = `situations.${String(index)}`;
        const problems = countUnder(issues, path);
        return (
          <Accordion
            key={situation.id}
            expanded={expanded.has(situation.id)}
            onChange={(_event, open) => onToggle(situation.id, open)}
            disableGutters
            variant="outlined"
            // A closed situation keeps no fields in the page: a long scenario stays quick to edit.
            slotProps={{ transition: { unmountOnExit: true } }}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon aria-hidden="true" />} id={fieldDomId(path)}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {index + 1}. {situation.title.trim() || 'Sin título'}
                </Typography>
                <Chip size="small" label={situationKindLabels[situation.kind]} />
                {situation.id === startId && <Chip size="small" color="primary" label="Inicio" />}
                {problems > 0 && (
                  <Chip
                    size="small"
                    color="error"
                    variant="outlined"
                    label={problems === 1 ? '1 problema' : `${String(problems)} problemas`}
                  />
                )}
              </Box>
            </AccordionSummary>
            <AccordionDetails sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Identificador: {situation.id}
              </Typography>
              <SituationEditor
                index={index}
                situation={situation}
                situations={situations}
                files={props.files}
                onUploaded={props.onUploaded}
                issues={issues}
                onChange={(next) => props.onChange(index, next)}
              />
              <Box>
                <Button
                  color="error"
                  startIcon={<DeleteOutlineIcon aria-hidden="true" />}
                  onClick={() => props.onRemove(index)}
                >
                  Eliminar la situación «{situation.title.trim() || situation.id}»
                </Button>
              </Box>
            </AccordionDetails>
          </Accordion>
        );
      })}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 1.5, mt: 1 }}>
        <PlainSelect
          id="simulador-nueva-situacion"
          label="Tipo de la nueva situación"
          value={kind}
          onChange={(value) => setKind(value as SituationKind)}
          options={kinds.map((value) => ({ value, label: situationKindLabels[value] }))}
          sx={{ maxWidth: 280 }}
        />
        <Button variant="outlined" startIcon={<AddIcon aria-hidden="true" />} onClick={() => props.onAdd(kind)}>
          Agregar una situación
        </Button>
      </Box>
    </Box>
  );
}
