import { routeProgressStateLabels, type AdminUserDetail } from '@academia/shared';
import { paths } from '@academia/shared/paths';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Fact, FactList } from '../../../components/facts';
import { PageHeader } from '../../../components/page-header';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { QueryContent } from '../../../components/query-content';
import { certificateExpiryText } from '../../../lib/certificate-expiry';
import { formatDate, formatPercent, formatScore } from '../../../lib/format';
import { useUserDetail } from '../api/users';
import { FinalTestAttempts } from './final-test-attempts';
import { DOCUMENT_TYPE_LABELS } from './user-dialog';

export const NO_ROUTES_TEXT = 'Esta persona aún no está inscrita en ninguna ruta.';
export const NO_CERTIFICATES_TEXT = 'Esta persona aún no tiene certificados.';
const NOT_TAKEN = 'Sin presentar';

/**
 * `/admin/usuarios/:id`: one person's account, their progress and final-test attempts per route (with "Conceder otro
 * intento" when they are used up) and their certificates.
 */
export function UserDetailPage({ id }: { id: string }) {
  const detail = useUserDetail(id);
  const breadcrumbs = [
    { label: 'Panel de control', to: paths.admin.dashboard() },
    { label: 'Usuarios', to: paths.admin.users() },
  ];
  return (
    <>
      <PageHeader title={detail.data?.user.nombre ?? 'Detalle del usuario'} breadcrumbs={breadcrumbs} />
      <QueryContent query={detail} loadingLabel="Cargando la persona…" isEmpty={() => false} emptyText="">
        {(data) => <UserDetail data={data} />}
      </QueryContent>
    </>
  );
}

function UserDetail({ data }: { data: AdminUserDetail }) {
  const { user, routes, certificates } = data;
  const routesTitle = useId();
  const certificatesTitle = useId();
  // The live region is always in the page, so a grant's confirmation is read out when its text arrives.
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Cuenta
        </Typography>
        <FactList sx={{ gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
          <Fact term="Correo electrónico">{user.email}</Fact>
          <Fact term="Documento">
            {user.tipoDocumento && user.numeroDocumento
              ? `${DOCUMENT_TYPE_LABELS[user.tipoDocumento as keyof typeof DOCUMENT_TYPE_LABELS] ?? user.tipoDocumento} ${user.numeroDocumento}`
              : 'Sin documento'}
          </Fact>
          <Fact term="Cargo">{user.cargo ?? 'Sin cargo'}</Fact>
          <Fact term="Empresa">{user.empresa?.nombre ?? 'Sin empresa'}</Fact>
          <Fact term="Perfil">{user.perfil}</Fact>
          <Fact term="Estado">
            <Chip
              size="small"
              label={user.active ? 'Activo' : 'Inactivo'}
              color={user.active ? 'success' : 'default'}
              variant={user.active ? 'filled' : 'outlined'}
            />
          </Fact>
          <Fact term="Autorización de datos">{user.hasConsented ? 'Otorgada' : 'Pendiente'}</Fact>
          <Fact term="Creado">{formatDate(user.createdAt)}</Fact>
        </FactList>
      </Paper>

      <Paper variant="outlined" sx={{ mb: 3 }}>
        <Typography id={routesTitle} variant="h6" component="h2" sx={{ p: 2 }}>
          Avance en las rutas
        </Typography>
        <Box role="status" aria-live="polite" sx={{ px: 2 }}>
          {notice && (
            // role="none": the surrounding live region already announces it; a nested alert would be read twice.
            <Alert severity="success" role="none" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
              {notice}
            </Alert>
          )}
        </Box>
        {routes.length === 0 ? (
          <Typography role="status" sx={{ px: 2, pb: 2 }}>
            {NO_ROUTES_TEXT}
          </Typography>
        ) : (
          <TableContainer tabIndex={0} role="region" aria-labelledby={routesTitle}>
            <Table aria-labelledby={routesTitle}>
              <TableHead>
                <TableRow>
                  <TableCell scope="col">Ruta</TableCell>
                  <TableCell scope="col">Estado</TableCell>
                  <TableCell scope="col">Avance</TableCell>
                  <TableCell scope="col">Prueba inicial</TableCell>
                  <TableCell scope="col">Evaluación final</TableCell>
                  <TableCell scope="col">Intentos</TableCell>
                  <TableCell scope="col">Inscripción</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {routes.map((route) => (
                  <TableRow key={route.id}>
                    <TableCell component="th" scope="row">
                      {route.title}
                    </TableCell>
                    <TableCell>{routeProgressStateLabels[route.progress.state]}</TableCell>
                    <TableCell>{formatPercent(route.progress.percent)}</TableCell>
                    <TableCell>{route.pretestScore === null ? NOT_TAKEN : formatScore(route.pretestScore)}</TableCell>
                    <TableCell>
                      {route.testScore === null
                        ? NOT_TAKEN
                        : `${formatScore(route.testScore)} (${route.testPassed ? 'aprobada' : 'no aprobada'})`}
                    </TableCell>
                    <TableCell sx={{ minWidth: 180 }}>
                      <FinalTestAttempts
                        userId={user.id}
                        personName={user.nombre}
                        route={route}
                        onGranted={setNotice}
                      />
                    </TableCell>
                    <TableCell>{formatDate(route.enrolledAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Paper>

      <Paper variant="outlined">
        <Typography id={certificatesTitle} variant="h6" component="h2" sx={{ p: 2 }}>
          Certificados
        </Typography>
        {certificates.length === 0 ? (
          <Typography role="status" sx={{ px: 2, pb: 2 }}>
            {NO_CERTIFICATES_TEXT}
          </Typography>
        ) : (
          <TableContainer tabIndex={0} role="region" aria-labelledby={certificatesTitle}>
            <Table aria-labelledby={certificatesTitle}>
              <TableHead>
                <TableRow>
                  <TableCell scope="col">Código</TableCell>
                  <TableCell scope="col">Ruta</TableCell>
                  <TableCell scope="col">Calificación</TableCell>
                  <TableCell scope="col">Fecha</TableCell>
                  <TableCell scope="col">Vence</TableCell>
                  <TableCell scope="col">PDF</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {certificates.map((certificate) => (
                  <TableRow key={certificate.code}>
                    <TableCell component="th" scope="row">
                      {certificate.code}
                    </TableCell>
                    <TableCell>{certificate.routeTitle}</TableCell>
                    <TableCell>{formatScore(certificate.score)}</TableCell>
                    <TableCell>{formatDate(certificate.issuedAt)}</TableCell>
                    <TableCell>{certificateExpiryText(certificate.expiresAt)}</TableCell>
                    <TableCell>
                      <Link href={certificate.downloadUrl} download>
                        Descargar <VisuallyHidden>el certificado {certificate.code}</VisuallyHidden>
                      </Link>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Paper>
    </>
  );
}
