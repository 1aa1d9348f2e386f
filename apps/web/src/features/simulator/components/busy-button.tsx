import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

type BusyButtonProps = Omit<ButtonProps, 'disabled' | 'loading'> & {
  /** Sending: a spinner shows and presses are ignored. */
  busy: boolean;
  /** Done with (an answer recorded): presses are ignored, and the button says so to assistive technology. */
  inert?: boolean;
};

/**
 * A button that keeps focus while it works. MUI's `loading` disables the button, and a disabled button drops the
 * focus to the page: the learner would lose their place just as the consequence is announced.
 */
export function BusyButton({ busy, inert = false, onClick, startIcon, children, ...props }: BusyButtonProps) {
  const idle = !busy && !inert;
  return (
    <Button
      {...props}
      aria-disabled={idle ? undefined : true}
      aria-busy={busy || undefined}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : startIcon}
      onClick={(event) => {
        if (idle) onClick?.(event);
        else event.preventDefault();
      }}
    >
      {children}
    </Button>
  );
}
