import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ChangeEvent } from 'react';
import { visuallyHidden } from '../../lib/visually-hidden';

interface FilePickerButtonProps {
  /** The button's text, also the file input's accessible name. */
  label: string;
  accept: string;
  disabled: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The id of a hint about the file (what was chosen, what is allowed). */
  describedBy?: string;
}

/**
 * A real `<input type="file">`, visually hidden inside the label that looks like a button, so keyboard and
 * screen-reader users get the native control; `:focus-within` draws the focus ring on the visible part.
 */
export function FilePickerButton({ label, accept, disabled, onChange, describedBy }: FilePickerButtonProps) {
  return (
    <Button
      component="label"
      variant="outlined"
      role={undefined}
      tabIndex={-1}
      disabled={disabled}
      startIcon={<UploadFileIcon aria-hidden="true" />}
      sx={{ '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
    >
      {label}
      <Box
        component="input"
        type="file"
        accept={accept}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={onChange}
        sx={visuallyHidden}
      />
    </Button>
  );
}

/** After the file shown next to it is removed, focus goes to the file input inside `container`. */
export function focusFileInput(container: HTMLElement | null): void {
  container?.querySelector<HTMLInputElement>('input[type="file"]')?.focus();
}
