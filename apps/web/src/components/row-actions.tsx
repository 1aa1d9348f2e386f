import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { MouseEvent, ReactNode } from 'react';
import { VisuallyHidden } from './visually-hidden';

interface RowAction {
  label: string;
  onClick: (opener: HTMLElement) => void;
  color?: 'error';
  busy?: boolean;
}

/** The buttons at the end of a row; each names its row for screen readers ("Editar «Guía…»"). */
export function RowActions({ name, actions }: { name: string; actions: readonly RowAction[] }): ReactNode {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 0.5 }}>
      {actions.map((action) => (
        <Button
          key={action.label}
          size="small"
          color={action.color ?? 'primary'}
          loading={action.busy ?? false}
          onClick={(event: MouseEvent<HTMLButtonElement>) => action.onClick(event.currentTarget)}
        >
          {action.label} <VisuallyHidden>«{name}»</VisuallyHidden>
        </Button>
      ))}
    </Box>
  );
}
