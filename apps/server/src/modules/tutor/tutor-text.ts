import type { CitedPassage } from './tutor-retriever.js';

/* Every sentence the tutor writes itself, in Spanish and addressing the user as usted. */

export const LEAD_IN = 'Esto es lo que dicen nuestras bibliotecas y lecciones sobre su pregunta:';

export const DECLINE =
  'No encontré en nuestras bibliotecas ni en las lecciones información para responder esa pregunta. Puedo ayudarle ' +
  'con temas de seguridad y salud en el trabajo: normas como la Resolución 0312 de 2019 o el Decreto 1072 de 2015, ' +
  'trabajo en alturas, elementos de protección personal, COPASST, accidentes de trabajo, riesgos y emergencias.';

export const CLOSING_NOTE =
  'Esta respuesta no reemplaza la asesoría del responsable de SST de su empresa ni la de su ARL.';

export const MODEL_FALLBACK_NOTICE =
  'No fue posible obtener una respuesta redactada en este momento; le muestro los pasajes más cercanos.';

/** The answer without a model: a lead-in, then each passage quoted briefly with its citation. */
export function retrievalAnswer(cited: readonly CitedPassage[]): string {
  const quotes = cited.map(({ source }, index) => `[${String(index + 1)}] «${source.snippet}» (${source.title})`);
  return [LEAD_IN, ...quotes].join('\n\n');
}

/** Instructions for a model: answer only from the numbered passages, in Spanish, citing them. */
export function modelInstructions(cited: readonly CitedPassage[]): string {
  const passages = cited
    .map(({ passage }, index) => {
      const section = passage.section ? ` — ${passage.section}` : '';
      return `[${String(index + 1)}] ${passage.title}${section}\n${passage.text}`;
    })
    .join('\n\n');
  return (
    'Usted es el tutor de una academia de seguridad y salud en el trabajo en Colombia. Responda en español de ' +
    'Colombia, trate al usuario de "usted", en pocas frases claras. Use solo la información de los pasajes ' +
    'numerados de abajo; cite cada afirmación con el número de su pasaje entre corchetes, por ejemplo [1] o [2]. ' +
    'Si los pasajes no bastan para responder, dígalo. No invente normas, cifras ni plazos.\n\n' +
    `Pasajes:\n\n${passages}`
  );
}
