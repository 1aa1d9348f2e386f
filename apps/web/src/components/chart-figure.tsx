import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';

export interface ChartTable {
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

interface ChartFigureProps {
  title: string;
  /** One sentence a screen reader hears for the picture: what it shows and its main figure. */
  summary: string;
  /** The same data as a table, the chart's text alternative. */
  table: ChartTable;
  children: ReactNode;
}

/**
 * A chart with its text alternatives: the drawing is one labelled image (its summary as the name), and a button
 * shows the same data as a table, for screen readers, keyboards and anyone who wants the numbers.
 */
export function ChartFigure({ title, summary, table, children }: ChartFigureProps) {
  const [showTable, setShowTable] = useState(false);
  const titleId = useId();
  const tableId = useId();
  return (
    <Paper
      component="figure"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ m: 0, p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}
    >
      <Typography id={titleId} component="figcaption" variant="h6">
        {title}
      </Typography>
      <Box role="img" aria-label={summary} sx={{ width: '100%', height: 280 }}>
        {children}
      </Box>
      <Button
        variant="text"
        aria-expanded={showTable}
        aria-controls={tableId}
        onClick={() => setShowTable((shown) => !shown)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {showTable ? 'Ocultar la tabla de datos' : 'Ver los datos en una tabla'}
      </Button>
      {/* Focusable, so a table wider than the screen can be scrolled from the keyboard (WCAG 2.1.1). */}
      <Box
        id={tableId}
        hidden={!showTable}
        tabIndex={showTable ? 0 : -1}
        role="region"
        aria-labelledby={titleId}
        sx={{ overflowX: 'auto' }}
      >
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              {table.columns.map((column) => (
                <TableCell key={column} component="th" scope="col">
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {table.rows.map((row) => (
              <TableRow key={row[0]}>
                {row.map((cell, index) =>
                  index === 0 ? (
                    <TableCell key={index} component="th" scope="row">
                      {cell}
                    </TableCell>
                  ) : (
                    <TableCell key={index}>{cell}</TableCell>
                  ),
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
}
