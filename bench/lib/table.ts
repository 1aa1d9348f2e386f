export interface Column {
  header: string;
  /** Numbers read best right-aligned. */
  align?: 'left' | 'right';
}

/** A plain-text table with a header rule, columns padded to their widest cell. */
export function formatTable(columns: readonly Column[], rows: readonly (readonly string[])[]): string {
  const widths = columns.map((column, index) =>
    Math.max(column.header.length, ...rows.map((row) => (row[index] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    columns
      .map((column, index) => {
        const cell = cells[index] ?? '';
        return column.align === 'right' ? cell.padStart(widths[index]!) : cell.padEnd(widths[index]!);
      })
      .join('  ')
      .trimEnd();
  return [
    line(columns.map((column) => column.header)),
    widths.map((width) => '─'.repeat(width)).join('  '),
    ...rows.map(line),
  ].join('\n');
}

/** es-CO number formatting: thousands with a dot is ambiguous in a terminal table, so a thin space is used. */
export function formatNumber(value: number, decimals = 0): string {
  if (!Number.isFinite(value)) return '—';
  const [whole, fraction] = value.toFixed(decimals).split('.');
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return fraction ? `${grouped},${fraction}` : grouped;
}
