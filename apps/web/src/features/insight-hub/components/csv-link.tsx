import type { InsightExport } from '@academia/shared';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { exportUrl, type InsightFilters } from '../api/insights';

interface CsvLinkProps {
  table: InsightExport;
  filters: Partial<InsightFilters>;
  /** What the table is, for the link's accessible name («Descargar CSV: Embudo»). */
  label: string;
}

/** Downloads a table as CSV (UTF-8 with BOM, «;»): a plain link, the browser saves the file. */
export function CsvLink({ table, filters, label }: CsvLinkProps) {
  return (
    <Button
      component="a"
      href={exportUrl(table, filters)}
      download
      size="small"
      variant="outlined"
      startIcon={<DownloadIcon aria-hidden="true" />}
      aria-label={`Descargar CSV: ${label}`}
    >
      Descargar CSV
    </Button>
  );
}
