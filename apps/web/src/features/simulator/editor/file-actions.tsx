import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ScenarioDefinition } from '@academia/shared';
import { useState, type ChangeEvent } from 'react';
import { FilePickerButton } from '../../../components/upload/file-picker-button';
import type { ScenarioIssue } from '../utils/issues';
import { downloadScenario, parseScenarioFile } from '../utils/scenario-file';

interface FileActionsProps {
  draft: ScenarioDefinition;
  /** A valid imported scenario; an invalid file never reaches this. */
  onImported: (definition: ScenarioDefinition, fileName: string) => void;
}

/** «Exportar JSON» and «Importar JSON»; a file that is not a valid scenario is refused with every reason. */
export function FileActions({ draft, onImported }: FileActionsProps) {
  const [refused, setRefused] = useState<{ fileName: string; issues: ScenarioIssue[] } | null>(null);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const result = parseScenarioFile(await file.text());
    if (result.ok) {
      setRefused(null);
      onImported(result.definition, file.name);
    } else {
      setRefused({ fileName: file.name, issues: result.issues });
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon aria-hidden="true" />}
        onClick={() => downloadScenario(draft)}
      >
        Exportar JSON
      </Button>
      <FilePickerButton
        label="Importar JSON"
        accept="application/json,.json"
        disabled={false}
        onChange={(event) => void onChange(event)}
      />
      {refused && (
        <Alert severity="error" role="alert" sx={{ flexBasis: '100%' }} onClose={() => setRefused(null)}>
          <AlertTitle>No se importó «{refused.fileName}»; el escenario no cambió</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {refused.issues.slice(0, 20).map((issue, index) => (
              <li key={index}>{issue.message}</li>
            ))}
          </Box>
        </Alert>
      )}
    </>
  );
}
