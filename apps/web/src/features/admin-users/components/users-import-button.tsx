import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';

// The dialog (and its preview table) loads only when someone opens it.
const UsersImportDialog = lazy(() =>
  import('./users-import-dialog').then((module) => ({ default: module.UsersImportDialog })),
);

/** "Importar CSV" in the users page toolbar. */
export function UsersImportButton() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<UploadFileIcon aria-hidden="true" />}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        Importar CSV
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <UsersImportDialog open={open} onClose={() => setOpen(false)} onExited={() => setMounted(false)} />
        </Suspense>
      )}
    </>
  );
}
