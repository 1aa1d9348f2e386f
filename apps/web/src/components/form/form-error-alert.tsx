import Alert from '@mui/material/Alert';
import { useEffect, useRef, type ReactNode } from 'react';
import { errorMessageFor } from '../../lib/api-client';

interface FormErrorAlertProps {
  /** The error of the last submit (a new object on each failure), or null. */
  error: unknown;
  /** Move focus to the alert when a new error arrives (off when focus already went to an invalid field). */
  focusOnError?: boolean;
  children?: ReactNode;
}

/** The summary of a failed submit, announced by screen readers and focused so keyboard users land on it. */
export function FormErrorAlert({ error, focusOnError = true, children }: FormErrorAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error && focusOnError) ref.current?.focus();
  }, [error, focusOnError]);

  if (!error) return null;
  return (
    <Alert ref={ref} severity="error" role="alert" tabIndex={-1} sx={{ mt: 2 }}>
      {errorMessageFor(error)}
      {children}
    </Alert>
  );
}
