import { riskClassLabels, type AdminCompany } from '@academia/shared';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ACTIONS_COLUMN, DataTable, type DataTableColumn } from '../../../components/data-table';
import { formatNumber } from '../../../lib/format';
import { RowActions } from '../../../components/row-actions';

const COLUMNS: readonly DataTableColumn[] = [
  { label: 'Empresa' },
  { label: 'Ubicación' },
  { label: 'Clase de riesgo' },
  { label: 'Trabajadores', align: 'right' },
  { label: 'Estándares', align: 'right' },
  { label: 'ARL' },
  { label: 'Personas activas', align: 'right' },
  { label: 'Estado' },
];

interface CompaniesTableProps {
  companies: readonly AdminCompany[];
  captionId: string;
  /** Null for a reader (a Responsable SST): no row buttons. */
  actions: {
    onEdit: (company: AdminCompany, opener: HTMLElement) => void;
    onToggleActive: (company: AdminCompany, opener: HTMLElement) => void;
  } | null;
}

export function CompaniesTable({ companies, captionId, actions }: CompaniesTableProps) {
  return (
    <DataTable labelledBy={captionId} columns={actions ? [...COLUMNS, ACTIONS_COLUMN] : COLUMNS} minWidth={960}>
      {companies.map((company) => (
        <TableRow key={company.id} hover>
          <TableCell component="th" scope="row">
            <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
              {company.nombre}
            </Typography>
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              NIT {company.nit}
            </Typography>
          </TableCell>
          <TableCell>{company.ubicacion ?? 'Sin ubicación'}</TableCell>
          <TableCell>{riskClassLabels[company.claseRiesgo]}</TableCell>
          <TableCell align="right">{formatNumber(company.trabajadores)}</TableCell>
          <TableCell align="right">{company.estandares}</TableCell>
          <TableCell>{company.arl ?? 'Sin ARL'}</TableCell>
          <TableCell align="right">{formatNumber(company.personasActivas)}</TableCell>
          <TableCell>
            <Chip
              size="small"
              label={company.active ? 'Activa' : 'Inactiva'}
              color={company.active ? 'success' : 'default'}
              variant={company.active ? 'filled' : 'outlined'}
            />
          </TableCell>
          {actions && (
            <TableCell align="right">
              <RowActions
                name={company.nombre}
                actions={[
                  { label: 'Editar', onClick: (opener) => actions.onEdit(company, opener) },
                  company.active
                    ? {
                        label: 'Desactivar',
                        color: 'error',
                        onClick: (opener) => actions.onToggleActive(company, opener),
                      }
                    : { label: 'Reactivar', onClick: (opener) => actions.onToggleActive(company, opener) },
                ]}
              />
            </TableCell>
          )}
        </TableRow>
      ))}
    </DataTable>
  );
}
