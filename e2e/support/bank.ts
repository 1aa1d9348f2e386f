import { expect, type Page } from '@playwright/test';

/**
 * A question bank CSV of `count` single-choice questions numbered from `first`, in two topics, whose right option
 * always starts with "Correcta".
 */
export function bankCsv(count: number, first = 1): string {
  const rows = Array.from({ length: count }, (_, i) => {
    const n = String(first + i);
    const topic = i % 2 === 0 ? 'Extintores' : 'Evacuación';
    const level = ['fácil', 'medio', 'difícil'][i % 3] ?? 'medio';
    return `${topic};única;${level};¿Pregunta ${n} sobre incendios?;Correcta opción ${n}|Incorrecta opción A|Incorrecta opción B;a;`;
  });
  return ['tema;tipo;nivel;pregunta;opciones;correctas;explicacion', ...rows].join('\n');
}

/**
 * Imports `csv` the way an author does, from the open "Banco de preguntas" tab: "Importar CSV", choose the file,
 * "Importar", read the result, "Cerrar".
 */
export async function importBankCsv(page: Page, csv: string, expected: string) {
  await page.getByRole('button', { name: 'Importar CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar preguntas desde un CSV' });
  await dialog.getByLabel('Elegir archivo CSV').setInputFiles({
    name: 'preguntas.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await expect(dialog.getByText('Archivo elegido: preguntas.csv')).toBeVisible();
  await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(dialog.getByRole('status').filter({ hasText: expected })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();
}
