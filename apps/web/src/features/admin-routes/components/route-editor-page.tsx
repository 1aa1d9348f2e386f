import { type AdminRoute } from '@academia/shared';
import { paths } from '@academia/shared/paths';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { useChangeRouteStatus } from '../api/change-route-status';
import { useAdminRoute } from '../api/get-admin-route';
import { useLeaveConfirmation } from '../hooks/use-leave-confirmation';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { RouteEnrolmentsPanel } from './route-enrolments-panel';
import { RouteItemsPanel } from './route-items-panel';
import { RouteMetadataForm } from './route-metadata-form';
import { RouteStatusActions, StatusChangeAlert } from './route-status-actions';

const breadcrumbs = [
  { label: 'Panel de control', to: paths.admin.dashboard() },
  { label: 'Rutas y contenido', to: paths.admin.routes() },
];

const EDITOR_TABS = [
  { value: 'datos', label: 'Datos generales' },
  { value: 'contenidos', label: 'Contenidos' },
  { value: 'inscritos', label: 'Inscritos' },
  { value: 'banco', label: 'Banco de preguntas' },
  { value: 'simulador', label: 'Simulador' },
] as const;
type EditorTab = (typeof EDITOR_TABS)[number]['value'];
const TAB_PARAM = 'pestana';

function isEditorTab(value: string | null): value is EditorTab {
  return EDITOR_TABS.some((tab) => tab.value === value);
}

function EditorTabPanel({ value, current, children }: { value: EditorTab; current: EditorTab; children: ReactNode }) {
  return (
    <Box
      role="tabpanel"
      id={`editor-panel-${value}`}
      aria-labelledby={`editor-tab-${value}`}
      hidden={current !== value}
      sx={{ p: { xs: 2, md: 3 } }}
    >
      {children}
    </Box>
  );
}

/** What the editor hands the tabs another feature draws ("Banco de preguntas": item-bank; "Simulador": simulator). */
export interface BankTabProps {
  route: AdminRoute;
  onNotice: (message: string) => void;
}

interface RouteEditorPageProps {
  /** The "Banco de preguntas" tab's content; `src/app` composes it in, since features do not import each other. */
  renderBankTab: (props: BankTabProps) => ReactNode;
  /** The "Simulador" tab's content, composed in the same way. */
  renderSimulatorTab: (props: BankTabProps) => ReactNode;
}

/** `/admin/rutas/:id`: one route's metadata, content items and status. */
export function RouteEditorPage({ renderBankTab, renderSimulatorTab }: RouteEditorPageProps) {
  const { id = '' } = useParams();
  const route = useAdminRoute(id);

  if (route.isSuccess) {
    return <RouteEditor route={route.data} renderBankTab={renderBankTab} renderSimulatorTab={renderSimulatorTab} />;
  }
  return (
    <>
      <PageHeader title="Editar ruta" breadcrumbs={breadcrumbs} />
      {route.isPending ? (
        <LoadingScreen fullScreen={false} label="Cargando la ruta…" />
      ) : (
        <LoadErrorAlert error={route.error} onRetry={() => void route.refetch()} />
      )}
    </>
  );
}

function RouteEditor({ route, renderBankTab, renderSimulatorTab }: RouteEditorPageProps & { route: AdminRoute }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedTab = searchParams.get(TAB_PARAM);
  const tab: EditorTab = isEditorTab(requestedTab) ? requestedTab : 'datos';
  const status = useChangeRouteStatus();
  const [notice, setNotice] = useState<string | null>(null);
  const [metadataDirty, setMetadataDirty] = useState(false);
  const leaving = useLeaveConfirmation(metadataDirty);
  // The simulator loads when first opened, then stays mounted so an unsaved scenario survives a switch of tab.
  const [simulatorOpened, setSimulatorOpened] = useState(tab === 'simulador');
  if (tab === 'simulador' && !simulatorOpened) setSimulatorOpened(true);

  const selectTab = (next: EditorTab) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'datos') params.delete(TAB_PARAM);
        else params.set(TAB_PARAM, next);
        return params;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader
        title={route.title}
        breadcrumbs={breadcrumbs}
        actions={<RouteStatusActions route={route} mutation={status} onDone={setNotice} />}
      />
      <StatusChangeAlert mutation={status} />
      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_event, value: EditorTab) => selectTab(value)}
          aria-label="Secciones del editor"
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}
        >
          {EDITOR_TABS.map(({ value, label }) => (
            <Tab
              key={value}
              value={value}
              label={label}
              id={`editor-tab-${value}`}
              aria-controls={`editor-panel-${value}`}
            />
          ))}
        </Tabs>
        {/* The editing panels stay mounted so unsaved changes survive a switch of tab. */}
        <EditorTabPanel value="datos" current={tab}>
          <RouteMetadataForm route={route} onSaved={setNotice} onDirtyChange={setMetadataDirty} />
        </EditorTabPanel>
        <EditorTabPanel value="contenidos" current={tab}>
          <RouteItemsPanel route={route} onNotice={setNotice} />
        </EditorTabPanel>
        <EditorTabPanel value="inscritos" current={tab}>
          {/* Loaded only when opened: nothing here is edited, and the list may be long. */}
          {tab === 'inscritos' && <RouteEnrolmentsPanel route={route} onNotice={setNotice} />}
        </EditorTabPanel>
        <EditorTabPanel value="banco" current={tab}>
          {/* Loaded only when opened; its dialogs keep their own unsaved changes. */}
          {tab === 'banco' && renderBankTab({ route, onNotice: setNotice })}
        </EditorTabPanel>
        <EditorTabPanel value="simulador" current={tab}>
          {simulatorOpened && renderSimulatorTab({ route, onNotice: setNotice })}
        </EditorTabPanel>
      </Paper>
      <ConfirmDialog
        open={leaving.asking}
        title="¿Salir sin guardar?"
        confirmLabel="Salir sin guardar"
        cancelLabel="Seguir editando"
        destructive
        onConfirm={leaving.leave}
        onClose={leaving.stay}
      >
        Hay cambios sin guardar en «Datos generales». Si sale ahora, se perderán.
      </ConfirmDialog>
      <Snackbar
        open={notice !== null}
        autoHideDuration={6000}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setNotice(null);
        }}
        message={notice}
      />
    </>
  );
}
