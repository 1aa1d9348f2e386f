import { auditActionLabel, auditEntityLabels, type AuditEntryView } from '@academia/shared';
import { paths } from '@academia/shared/paths';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { AuditChanges } from './audit-changes';

interface AuditTableProps {
  entries: readonly AuditEntryView[];
  caption: string;
}

/** Where an entity can be opened in the admin area; null when it has no page of its own. */
function entityLink(entry: AuditEntryView): string | null {
  if (!entry.entityId) return null;
  if (entry.entityType === 'route' && !entry.action.startsWith('route.item')) return paths.admin.route(entry.entityId);
  return null;
}

function Entity({ entry }: { entry: AuditEntryView }) {
  const kind = auditEntityLabels[entry.entityType] ?? entry.entityType;
  const label = entry.entityLabel ?? entry.entityId ?? '—';
  const to = entityLink(entry);
  return (
    <>
      <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
        {kind}
      </Typography>
      {to ? (
        <Link component={RouterLink} to={to}>
          {label}
        </Link>
      ) : (
        <span style={{ wordBreak: 'break-word' }}>{label}</span>
      )}
      {entry.entityId && (
        <Box sx={{ mt: 1 }}>
          <Button
            component={RouterLink}
            to={`${paths.admin.audit()}?entidad=${encodeURIComponent(entry.entityId)}`}
            size="small"
            aria-label={`Historial de ${label}`}
          >
            Historial
          </Button>
        </Box>
      )}
    </>
  );
}

/** The log, one row per entry; each row's changes open below it (a disclosure button with aria-expanded). */
export function AuditTable({ entries, caption }: AuditTableProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Table size="medium">
      <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {caption}
      </caption>
      <TableHead>
        <TableRow>
          <TableCell scope="col">Fecha y hora</TableCell>
          <TableCell scope="col">Quién</TableCell>
          <TableCell scope="col">IP</TableCell>
          <TableCell scope="col">Acción</TableCell>
          <TableCell scope="col">Entidad</TableCell>
          <TableCell scope="col">Cambios</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => {
          const expanded = open.has(entry.id);
          const detailsId = `cambios-${entry.id}`;
          const count = Object.keys(entry.changes).length;
          const action = auditActionLabel(entry.action);
          return (
            <Fragment key={entry.id}>
              <TableRow hover>
                <TableCell component="th" scope="row">
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                </TableCell>
                <TableCell>
                  {entry.actor.nombre}
                  <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                    {entry.actor.perfil}
                  </Typography>
                </TableCell>
                <TableCell>{entry.ip ?? '—'}</TableCell>
                <TableCell>{action}</TableCell>
                <TableCell>
                  <Entity entry={entry} />
                </TableCell>
                <TableCell>
                  <Button
                    size="small"
                    aria-expanded={expanded}
                    aria-controls={detailsId}
                    onClick={() => toggle(entry.id)}
                    sx={{ whiteSpace: 'nowrap' }}
                    endIcon={expanded ? <ExpandLessIcon aria-hidden="true" /> : <ExpandMoreIcon aria-hidden="true" />}
                  >
                    {count === 1 ? '1 campo' : `${String(count)} campos`}
                    <span
                      style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
                    >
                      {`: ${action}, ${formatDateTime(entry.at)}`}
                    </span>
                  </Button>
                </TableCell>
              </TableRow>
              <TableRow id={detailsId} hidden={!expanded}>
                {expanded && (
                  <TableCell colSpan={6} sx={{ bgcolor: 'action.hover' }}>
                    <AuditChanges changes={entry.changes} caption={`Cambios: ${action}`} />
                  </TableCell>
                )}
              </TableRow>
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}
