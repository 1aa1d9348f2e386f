import {
  LEARNER_PROFILE,
  PROFILES,
  profileSchema,
  userStatusSchema,
  type AdminUser,
  type Profile,
  type UserStatus,
} from '@academia/shared';
import { PagedResults } from '../../../components/paged-results';
import { paths } from '@academia/shared/paths';
import DownloadIcon from '@mui/icons-material/Download';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { FilterSelect, SearchField } from '../../../components/filter-fields';
import { PageHeader } from '../../../components/page-header';
import { useDialogTarget } from '../../../hooks/use-dialog-target';
import { usePagedSearchParams } from '../../../hooks/use-paged-search-params';
import { errorMessageFor } from '../../../lib/api-client';
import { UsersImportButton } from './users-import-button';
import { formatCount } from '../../../lib/format';
import { exportUrl, useCompanyOptions, useSendUserMail, useSetUserActive, useUsers } from '../api/users';
import type { UserAction } from './user-actions-menu';
import { UserDialog } from './user-dialog';
import { UsersTable } from './users-table';

export const NO_MATCHES_TEXT = 'No hay usuarios que coincidan con la búsqueda o los filtros.';
const NEW_BUTTON_ID = 'users-new';
const newButton = () => document.getElementById(NEW_BUTTON_ID);

const STATUS_OPTIONS: { value: UserStatus; label: string }[] = [
  { value: 'active', label: 'Activos' },
  { value: 'inactive', label: 'Inactivos' },
];
const PROFILE_OPTIONS = PROFILES.map((profile) => ({ value: profile, label: profile }));

interface UsersPageProps {
  /** A `Responsable SST`: their company only, no company filter, and they manage learners only. */
  companyLead?: boolean;
}

/**
 * `/admin/usuarios`: people with search, filters by company, profile and status, and pagination, all in the address
 * so reload and back work; create, edit, deactivate, invitations, resets and the CSV export.
 */
export function UsersPage({ companyLead = false }: UsersPageProps) {
  const { searchParams, q, page, pageSize, search, setSearch, updateParams } = usePagedSearchParams();
  const titleId = useId();
  const readEnum = <T extends string>(
    value: string | null,
    schema: { safeParse: (v: unknown) => { success: boolean } },
  ) => (value && schema.safeParse(value).success ? value : '') as T | '';
  const filters = {
    q,
    empresaId: companyLead ? '' : (searchParams.get('empresa') ?? ''),
    perfil: readEnum<Profile>(searchParams.get('perfil'), profileSchema),
    status: readEnum<UserStatus>(searchParams.get('estado'), userStatusSchema),
  };
  const users = useUsers({ ...filters, page, pageSize });
  const companies = useCompanyOptions();
  const setActive = useSetUserActive();
  const sendMail = useSendUserMail();
  const [message, setMessage] = useState<string | null>(null);
  const editing = useDialogTarget<{ user: AdminUser | null }>(newButton);
  const confirming = useDialogTarget<{ user: AdminUser; active: boolean }>(newButton);
  const filtered = Boolean(q || filters.empresaId || filters.perfil || filters.status);
  const canManage = (user: AdminUser) => !companyLead || user.perfil === LEARNER_PROFILE;

  const onAction = (action: UserAction, user: AdminUser, opener: HTMLElement) => {
    setMessage(null);
    sendMail.reset();
    if (action === 'edit') editing.show({ user }, opener);
    else if (action === 'deactivate' || action === 'reactivate') {
      setActive.reset();
      confirming.show({ user, active: action === 'reactivate' }, opener);
    } else {
      sendMail.mutate(
        { id: user.id, kind: action },
        { onSuccess: ({ message: text }) => setMessage(`${text} (${user.nombre})`) },
      );
    }
  };

  const confirmActive = () => {
    const target = confirming.target;
    if (!target) return;
    setActive.mutate(
      { id: target.user.id, active: target.active },
      {
        onSuccess: () => {
          setMessage(
            target.active
              ? `Usuario reactivado: «${target.user.nombre}».`
              : `Usuario desactivado: «${target.user.nombre}».`,
          );
          confirming.close();
        },
      },
    );
  };

  return (
    <>
      <PageHeader
        title="Usuarios"
        breadcrumbs={[{ label: 'Panel de control', to: paths.admin.dashboard() }]}
        description={
          companyLead
            ? 'Las personas de su empresa. Busque por nombre, correo o documento.'
            : 'Personas registradas en la academia. Busque por nombre, correo o documento.'
        }
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              id={NEW_BUTTON_ID}
              variant="contained"
              startIcon={<PersonAddIcon aria-hidden="true" />}
              onClick={(event) => {
                setMessage(null);
                editing.show({ user: null }, event.currentTarget);
              }}
            >
              Nuevo usuario
            </Button>
            <UsersImportButton />
            <Button
              component="a"
              href={exportUrl(filters)}
              download
              variant="outlined"
              startIcon={<DownloadIcon aria-hidden="true" />}
            >
              Exportar CSV
            </Button>
          </Box>
        }
      />
      <Paper variant="outlined">
        <Box sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <SearchField
            id="users-search"
            label="Buscar usuarios"
            placeholder="Nombre, correo o documento"
            value={search}
            onChange={setSearch}
            width={300}
          />
          {!companyLead && (
            <FilterSelect
              id="users-company"
              label="Empresa"
              value={filters.empresaId}
              onChange={(value) => updateParams({ empresa: value, pagina: null })}
              allLabel="Todas las empresas"
              options={(companies.data?.items ?? []).map((company) => ({ value: company.id, label: company.nombre }))}
              width={260}
            />
          )}
          <FilterSelect
            id="users-profile"
            label="Perfil"
            value={filters.perfil}
            onChange={(value) => updateParams({ perfil: value, pagina: null })}
            allLabel="Todos los perfiles"
            options={PROFILE_OPTIONS}
            width={220}
          />
          <FilterSelect
            id="users-status"
            label="Estado"
            value={filters.status}
            onChange={(value) => updateParams({ estado: value, pagina: null })}
            allLabel="Todos"
            options={STATUS_OPTIONS}
            width={160}
          />
        </Box>
        {message && (
          <Alert severity="success" role="status" sx={{ mx: 2, mb: 2 }} onClose={() => setMessage(null)}>
            {message}
          </Alert>
        )}
        {sendMail.isError && (
          <Alert severity="error" sx={{ mx: 2, mb: 2 }}>
            {errorMessageFor(sendMail.error)}
          </Alert>
        )}
        <Typography id={titleId} component="h2" sx={{ px: 2, pb: 1, fontWeight: 600 }}>
          {users.data ? formatCount(users.data.total, 'usuario', 'usuarios') : 'Lista de usuarios'}
        </Typography>
        <PagedResults
          query={users}
          titleId={titleId}
          loadingLabel="Cargando usuarios"
          emptyText={filtered ? NO_MATCHES_TEXT : 'Aún no hay usuarios registrados.'}
          page={page}
          pageSize={pageSize}
          onPageChange={(next) => updateParams({ pagina: String(next) })}
          onPageSizeChange={(size) => updateParams({ tamano: size, pagina: null })}
        >
          {(items) => <UsersTable users={items} captionId={titleId} canManage={canManage} onAction={onAction} />}
        </PagedResults>
      </Paper>
      {editing.shown && (
        <UserDialog
          user={editing.target?.user ?? null}
          companyLead={companyLead}
          companies={companies.data?.items ?? []}
          {...editing.props}
          onSaved={setMessage}
        />
      )}
      <ConfirmDialog
        {...confirming.props}
        title={confirming.target?.active ? '¿Reactivar este usuario?' : '¿Desactivar este usuario?'}
        confirmLabel={confirming.target?.active ? 'Reactivar' : 'Desactivar'}
        destructive={!confirming.target?.active}
        onConfirm={confirmActive}
        pending={setActive.isPending}
        error={setActive.error}
      >
        {confirming.target?.active
          ? `«${confirming.target.user.nombre}» podrá volver a iniciar sesión.`
          : `«${confirming.target?.user.nombre ?? ''}» no podrá iniciar sesión y sus sesiones abiertas se cerrarán de inmediato. Su historial de formación se conserva.`}
      </ConfirmDialog>
    </>
  );
}
