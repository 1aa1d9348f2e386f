import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PendingOutlinedIcon from '@mui/icons-material/PendingOutlined';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { stepStateLabels, type RouteStep, type StepState } from '@academia/shared';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatMinutes } from '../../../lib/format';
import { StepIcon, stepKindLabel } from './step-icon';

const stateChips: Record<StepState, { icon: ReactElement; color: 'default' | 'primary' | 'success' }> = {
  locked: { icon: <LockOutlinedIcon aria-hidden="true" />, color: 'default' },
  available: { icon: <PlayArrowIcon aria-hidden="true" />, color: 'primary' },
  in_progress: { icon: <PendingOutlinedIcon aria-hidden="true" />, color: 'primary' },
  done: { icon: <CheckCircleIcon aria-hidden="true" />, color: 'success' },
};

function StepItem({ step, number }: { step: RouteStep; number: number }) {
  const locked = step.state === 'locked';
  const chip = stateChips[step.state];
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        position: 'relative',
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'flex-start',
        p: 2,
        minHeight: 44,
        bgcolor: locked ? 'background.default' : 'background.paper',
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          flexShrink: 0,
          width: 40,
          height: 40,
          borderRadius: '50%',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: locked ? 'action.hover' : 'rgba(11, 110, 79, 0.1)',
          color: locked ? 'text.secondary' : 'primary.dark',
        }}
      >
        <StepIcon kind={step.kind} itemKind={step.itemKind} />
      </Box>
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Paso {number} · {stepKindLabel(step.kind, step.itemKind)}
          {step.durationMinutes !== null && ` · ${formatMinutes(step.durationMinutes)}`}
          {step.kind === 'content' && !step.required && ' · Opcional'}
        </Typography>
        <Typography component="h3" sx={{ fontWeight: 600, fontSize: '1.05rem', my: 0.25 }}>
          {locked ? (
            <Box component="span" aria-disabled="true" sx={{ color: 'text.secondary' }}>
              {step.title}
            </Box>
          ) : (
            <Link
              component={RouterLink}
              to={step.href}
              underline="hover"
              sx={{
                // The whole row opens the step; the focus ring outlines the row.
                '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 1 },
                '&:focus-visible': { outline: 'none' },
                '&:focus-visible::after': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
              }}
            >
              {step.title}
            </Link>
          )}
        </Typography>
        {locked && step.lockedReason && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {step.lockedReason}
          </Typography>
        )}
      </Box>
      <Chip
        size="small"
        variant={step.state === 'done' ? 'filled' : 'outlined'}
        color={chip.color}
        icon={chip.icon}
        label={stepStateLabels[step.state]}
        sx={{ flexShrink: 0 }}
      />
    </Paper>
  );
}

/** The ordered steps of a route: pre-test, content, simulator and final test, each with its state. */
export function RouteStepList({ steps, labelledBy }: { steps: readonly RouteStep[]; labelledBy?: string }) {
  return (
    <Box
      component="ol"
      aria-labelledby={labelledBy}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      {steps.map((step, index) => (
        <StepItem key={`${step.kind}-${step.itemId ?? index}`} step={step} number={index + 1} />
      ))}
    </Box>
  );
}
