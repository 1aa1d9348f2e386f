import type { AdminRoute } from '@academia/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen';
import { PageHeader } from '../../../components/page-header';
import { errorMessageFor } from '../../../lib/api-client';
import { useChangeRouteStatus } from '../api/change-route-status';
import { useAdminRoute } from '../api/get-admin-route';
import { useLeaveConfirmation } from '../hooks/use-leave-confirmation';
import { RouteBankPanel } from './bank-panel';
import { ConfirmDialog } from './confirm-dialog';
import { RouteEnrolmentsPanel } from './route-enrolments-panel';
import { RouteItemsPanel } from './route-items-panel';
import { RouteMetadataForm } from './route-metadata-form';
import { RouteStatusActions, StatusChangeAlert } from './route-status-actions';

const breadcrumbs = [
  { label: 'Panel de control', to: '/admin/dashboard' },
  { label: 'Rutas y contenido', to: '/admin/rutas' },
];

const EDITOR_TABS = ['datos', 'contenidos', 'inscritos', 'banco'] as const;
type EditorTab = (typeof EDITOR_TABS)[number];
const TAB_PARAM = 'pestana';

function isEditorTab(value: string | null): value is EditorTab {
  return (EDITOR_TABS as readonly (string | null)[]).includes(value);
}

/** `/admin/rutas/:id`: one route's metadata, content items and status. */
export function RouteEditorPage() {
  const { id = '' } = useParams();
  const route = useAdminRoute(id);

  if (route.isPending) {
    return (
      <>
        <PageHeader title="Editar ruta" breadcrumbs={breadcrumbs} />
        <LoadingScreen fullScreen={false} label="Cargando la ruta…" />
      </>
    );
  }
  if (route.isError) {
    return (
      <>
        <PageHeader title="Editar ruta" breadcrumbs={breadcrumbs} />
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void route.refetch()}>
              Reintentar
            </Button>
          }
        >
          {errorMessageFor(route.error)}
        </Alert>
      </>
    );
  }
  return <RouteEditor route={route.data} />;
}

function RouteEditor({ route }: { route: AdminRoute }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedTab = searchParams.get(TAB_PARAM);
  const tab: EditorTab = isEditorTab(requestedTab) ? requestedTab : 'datos';
  const status = useChangeRouteStatus();
  const [notice, setNotice] = useState<string | null>(null);
  const [metadataDirty, setMetadataDirty] = useState(false);
  const leaving = useLeaveConfirmation(metadataDirty);

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
          <Tab value="datos" label="Datos generales" id="editor-tab-datos" aria-controls="editor-panel-datos" />
          <Tab
            value="contenidos"
            label="Contenidos"
            id="editor-tab-contenidos"
            aria-controls="editor-panel-contenidos"
          />
          <Tab value="inscritos" label="Inscritos" id="editor-tab-inscritos" aria-controls="editor-panel-inscritos" />
          <Tab value="banco" label="Banco de preguntas" id="editor-tab-banco" aria-controls="editor-panel-banco" />
        </Tabs>
        {/* The editing panels stay mounted so unsaved changes survive a switch of tab. */}
        <Box
          role="tabpanel"
          id="editor-panel-datos"
          aria-labelledby="editor-tab-datos"
          hidden={tab !== 'datos'}
          sx={{ p: { xs: 2, md: 3 } }}
        >
          <RouteMetadataForm route={route} onSaved={setNotice} onDirtyChange={setMetadataDirty} />
        </Box>
        <Box
          role="tabpanel"
          id="editor-panel-contenidos"
          aria-labelledby="editor-tab-contenidos"
          hidden={tab !== 'contenidos'}
          sx={{ p: { xs: 2, md: 3 } }}
        >
          <RouteItemsPanel route={route} onNotice={setNotice} />
        </Box>
        <Box
          role="tabpanel"
          id="editor-panel-inscritos"
          aria-labelledby="editor-tab-inscritos"
          hidden={tab !== 'inscritos'}
          sx={{ p: { xs: 2, md: 3 } }}
        >
          {/* Loaded only when opened: nothing here is edited, and the list may be long. */}
          {tab === 'inscritos' && <RouteEnrolmentsPanel route={route} onNotice={setNotice} />}
        </Box>
        <Box
          role="tabpanel"
          id="editor-panel-banco"
          aria-labelledby="editor-tab-banco"
          hidden={tab !== 'banco'}
          sx={{ p: { xs: 2, md: 3 } }}
        >
          {/* Loaded only when opened; its dialogs keep their own unsaved changes. */}
          {tab === 'banco' && <RouteBankPanel route={route} onNotice={setNotice} />}
        </Box>
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
        Hay cambios sin guardar en «Datos generales». Si sales ahora, se perderán.
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
