import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Debrief } from '@academia/shared';
import { useId, type ReactNode } from 'react';
import { formatCount, formatNumber, formatPercent } from '../../../lib/format';
import { scoreText } from '../utils/texts';
import { PanelHeading, SimulatorPanel } from './simulator-panel';
import { Verdict } from './step-feedback';

interface DebriefViewProps {
  debrief: Debrief;
  /** The pass mark as a percentage of the maximum (the debrief carries it in points). */
  passPercent: number;
  focusOnMount?: boolean;
  actions?: ReactNode;
}

function verdictText({ passed, percent, passMark, criticalErrors }: Debrief, passPercent: number): string {
  const mark = `el ${formatPercent(passPercent)} (${formatCount(passMark, 'punto', 'puntos')})`;
  if (passed) return `Alcanzó el ${formatPercent(percent)} del puntaje máximo; para aprobar se necesitaba ${mark}.`;
  if (criticalErrors.length > 0) {
    const errors =
      criticalErrors.length === 1 ? 'un error crítico' : `${formatNumber(criticalErrors.length)} errores críticos`;
    return `Cometió ${errors}: con un error crítico el intento no aprueba, sea cual sea el puntaje.`;
  }
  return `Alcanzó el ${formatPercent(percent)} del puntaje máximo; para aprobar se necesita al menos ${mark}.`;
}

/** The end of an attempt: score against the maximum, pass or not, critical errors, and the path with what was due. */
export function DebriefView({ debrief, passPercent, focusOnMount = false, actions }: DebriefViewProps) {
  const headingId = useId();
  const pathId = useId();
  return (
    <SimulatorPanel labelledBy={headingId}>
      <Box>
        <PanelHeading id={headingId} focusOnMount={focusOnMount}>
          Resumen del escenario
        </PanelHeading>
        <Typography sx={{ mt: 1, fontSize: '1.25rem', fontWeight: 700 }}>
          {scoreText(debrief.score, debrief.maxScore)} ({formatPercent(debrief.percent)})
        </Typography>
      </Box>
      <Alert severity={debrief.passed ? 'success' : 'warning'}>
        <AlertTitle>{debrief.passed ? 'Aprobó el simulador' : 'Todavía no aprueba el simulador'}</AlertTitle>
        {verdictText(debrief, passPercent)}
      </Alert>

      {debrief.ending && (
        <Typography>
          <strong>Final: {debrief.ending.title}.</strong> {debrief.ending.text}
        </Typography>
      )}

      {debrief.criticalErrors.length > 0 && (
        <Box>
          <Typography component="h3" variant="h6">
            Errores críticos
          </Typography>
          <Box component="ul" sx={{ mt: 0.5, mb: 0 }}>
            {debrief.criticalErrors.map((error, index) => (
              <li key={index}>
                <Typography>{error}</Typography>
              </li>
            ))}
          </Box>
        </Box>
      )}

      <Box>
        <Typography id={pathId} component="h3" variant="h6">
          El camino que tomó
        </Typography>
        <Box
          component="ol"
          aria-labelledby={pathId}
          sx={{ pl: 3, mt: 0.5, mb: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
        >
          {debrief.steps.map((step, index) => (
            <li key={index}>
              <Typography sx={{ fontWeight: 600 }}>{step.situationTitle}</Typography>
              <Typography>
                Su respuesta: {step.answerSummary} · {formatNumber(step.points)} de {formatNumber(step.bestPoints)}{' '}
                {step.bestPoints === 1 ? 'punto' : 'puntos'} · <Verdict correct={step.correct} />
                {step.critical && ' · Error crítico'}
              </Typography>
              {!step.correct && step.shouldHave && <Typography>Lo indicado era: {step.shouldHave}</Typography>}
              {step.explanation && (
                <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'pre-line' }}>
                  {step.explanation}
                </Typography>
              )}
            </li>
          ))}
        </Box>
      </Box>
      {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>{actions}</Box>}
    </SimulatorPanel>
  );
}
