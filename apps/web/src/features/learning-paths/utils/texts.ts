/** Sentences shared by several route pages (and their tests). */
export const PREVIEW_TEXT = 'Vista previa: así verá la ruta un aprendiz. Su avance no se registra.';
