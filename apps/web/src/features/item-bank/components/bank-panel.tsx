import type { AdminBankItem, AdminRoute } from '@academia/shared';
import AddIcon from '@mui/icons-material/Add';
import TuneIcon from '@mui/icons-material/Tune';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useBank, useCalibrateBank } from '../api/bank';
import { useDialogTarget } from '../../../hooks/use-dialog-target';
import { calibrationMessage, MIN_ANSWERS_FOR_CALIBRATION } from './bank-format';
import { BankFamilies } from './bank-families';
import { BankImportDialog } from './bank-import-dialog';
import { BankItemDialog } from './bank-item-dialog';
import { BankList, NO_FILTERS, type Filters } from './bank-list';
import { BankSizeAlert } from '../../../components/bank-size-alert';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { QueryContent } from '../../../components/query-content';

interface RouteBankPanelProps {
  route: AdminRoute;
  onNotice: (message: string) => void;
}

/** "Banco de preguntas": the items the adaptive pre-test and final test draw from, with their statistics. */
export function RouteBankPanel({ route, onNotice }: RouteBankPanelProps) {
  const bank = useBank(route.id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const calibrate = useCalibrateBank(route.id);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const dialog = useDialogTarget<AdminBankItem | null>(() => headingRef.current);
  const importing = useDialogTarget<true>(() => headingRef.current);
  const [calibrating, setCalibrating] = useState(false);
  const loaded = bank.data !== undefined;
  const empty = bank.data?.items.length === 0;

  const confirmCalibrate = () =>
    calibrate.mutate(undefined, {
      onSuccess: (result) => {
        setCalibrating(false);
        onNotice(calibrationMessage(result));
      },
    });

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography ref={headingRef} component="h2" variant="h5" tabIndex={-1} sx={{ flexGrow: 1, mr: 1 }}>
          Banco de preguntas
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon aria-hidden="true" />}
          disabled={!loaded}
          onClick={(event) => dialog.show(null, event.currentTarget)}
        >
          Nueva pregunta
        </Button>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon aria-hidden="true" />}
          disabled={!loaded}
          onClick={(event) => importing.show(true, event.currentTarget)}
        >
          Importar CSV
        </Button>
        <Button
          variant="outlined"
          startIcon={<TuneIcon aria-hidden="true" />}
          disabled={!loaded || empty}
          onClick={() => {
            calibrate.reset();
            setCalibrating(true);
          }}
        >
          Recalibrar dificultades
        </Button>
      </Box>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        La prueba inicial y la evaluación final toman de aquí sus preguntas y las eligen según cómo va respondiendo cada
        aprendiz.
      </Typography>
      {bank.data && <BankSizeAlert size={bank.data.size} sx={{ mb: 2 }} />}
      <QueryContent
        query={bank}
        loadingLabel="Cargando el banco de preguntas…"
        isEmpty={(data) => data.items.length === 0}
        emptyText="Esta ruta todavía no tiene preguntas. Cree la primera o importe un CSV."
      >
        {(data) => (
          <BankList
            routeId={route.id}
            bank={data}
            filters={filters}
            onFiltersChange={setFilters}
            onEdit={dialog.show}
            onNotice={onNotice}
          />
        )}
      </QueryContent>
      <BankFamilies routeId={route.id} onNotice={onNotice} />
      {dialog.shown && (
        <BankItemDialog
          routeId={route.id}
          item={dialog.target ?? null}
          topics={bank.data?.topics ?? []}
          defaultTopic={filters.topic}
          onSaved={onNotice}
          {...dialog.props}
        />
      )}
      {importing.shown && <BankImportDialog routeId={route.id} {...importing.props} />}
      <ConfirmDialog
        open={calibrating}
        title="¿Recalibrar las dificultades?"
        confirmLabel="Recalibrar"
        onConfirm={confirmCalibrate}
        onClose={() => setCalibrating(false)}
        pending={calibrate.isPending}
        error={calibrate.error}
      >
        Re-estima la dificultad y la discriminación de las preguntas con al menos {MIN_ANSWERS_FOR_CALIBRATION}{' '}
        respuestas, a partir de las respuestas guardadas. Las demás conservan su dificultad actual.
      </ConfirmDialog>
    </Box>
  );
}
