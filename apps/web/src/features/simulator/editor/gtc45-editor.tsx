import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { acceptabilityLabels, valuate, type Gtc45Situation } from '@academia/shared';
import { PlainSelect } from '../components/plain-select';
import { consequenceOptions, deficiencyOptions, exposureOptions, riskLevelLabels } from '../utils/gtc45-labels';
import { fieldDomId, messageAt, type ScenarioIssue } from '../utils/issues';
import { DraftNumberField, DraftTextField } from './draft-fields';

interface Gtc45EditorProps {
  path: string;
  situation: Gtc45Situation;
  onChange: (patch: Partial<Gtc45Situation>) => void;
  issues: readonly ScenarioIssue[];
}

/** The hazard to value, the expected ND, NE and NC with why, and the points of each of the seven values. */
export function Gtc45Editor({ path, situation, onChange, issues }: Gtc45EditorProps) {
  const { expected, rationale } = situation;
  const valuation = valuate(expected.nd, expected.ne, expected.nc);
  const scale = (key: 'nd' | 'ne' | 'nc', label: string, options: readonly { value: string; label: string }[]) => (
    <PlainSelect
      id={fieldDomId(`${path}.expected.${key}`)}
      label={label}
      value={String(expected[key])}
      onChange={(value) => onChange({ expected: { ...expected, [key]: Number(value) } })}
      options={options}
      error={messageAt(issues, `${path}.expected.${key}`)}
    />
  );
  const why = (key: 'nd' | 'ne' | 'nc', label: string) => (
    <DraftTextField
      path={`${path}.rationale.${key}`}
      label={label}
      multiline
      value={rationale[key]}
      issues={issues}
      onChange={(text) => onChange({ rationale: { ...rationale, [key]: text } })}
    />
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <DraftTextField
        path={`${path}.hazard`}
        label="Peligro (como lo lee la persona)"
        value={situation.hazard}
        issues={issues}
        onChange={(hazard) => onChange({ hazard })}
        helperText="Por ejemplo: caída de objetos desde el andamio (condiciones de seguridad, locativo)."
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        {scale('nd', 'ND esperado', deficiencyOptions)}
        {scale('ne', 'NE esperado', exposureOptions)}
        {scale('nc', 'NC esperado', consequenceOptions)}
      </Box>
      <Typography role="status">
        Con estos valores: NP = {valuation.np}, NR = {valuation.nr}, {riskLevelLabels[valuation.level]} («
        {acceptabilityLabels[valuation.acceptability]}»){valuation.suspend && '; la actividad se suspende'}.
      </Typography>
      {why('nd', 'Por qué ese ND (se muestra si la persona se equivoca)')}
      {why('ne', 'Por qué ese NE')}
      {why('nc', 'Por qué ese NC')}
      <DraftNumberField
        path={`${path}.pointsPerValue`}
        label="Puntos por cada valor correcto"
        integer
        value={situation.pointsPerValue}
        issues={issues}
        onChange={(pointsPerValue) => onChange({ pointsPerValue })}
        helperText="Se revisan siete valores: ND, NE, NC, NP, NR, nivel y significado."
        sx={{ maxWidth: 320 }}
      />
    </Box>
  );
}
