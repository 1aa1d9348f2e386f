import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { VisuallyHidden } from './visually-hidden';

export interface DataTableColumn {
  label: string;
  /** What the header cell shows instead of the bare label: the label with an explanation, for one. */
  header?: ReactNode;
  align?: 'right';
  /** Named for screen readers only (a column of buttons). */
  hiddenLabel?: boolean;
}

/** The last column of a table whose rows end with their buttons. */
export const ACTIONS_COLUMN: DataTableColumn = { label: 'Acciones', hiddenLabel: true };

interface DataTableProps {
  /** The heading that names the table (and the scrolling region around it). */
  labelledBy: string;
  columns: readonly DataTableColumn[];
  size?: 'small';
  minWidth?: number;
  /** Styles for the scrolling region (its focus ring, for one). */
  containerSx?: SxProps<Theme>;
  /** The rows. */
  children: ReactNode;
}

/** A table with its column headers, in a region keyboard users can focus to scroll it sideways on small screens. */
export function DataTable({ labelledBy, columns, size, minWidth, containerSx, children }: DataTableProps) {
  return (
    <TableContainer tabIndex={0} role="region" aria-labelledby={labelledBy} sx={containerSx}>
      <Table aria-labelledby={labelledBy} size={size} sx={minWidth === undefined ? undefined : { minWidth }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} scope="col" align={column.align}>
                {column.hiddenLabel ? <VisuallyHidden>{column.label}</VisuallyHidden> : (column.header ?? column.label)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}
