import { v as string } from "./api-client-BGybrOBG.js";
// ../../packages/shared/src/text.ts
/**
* Characters no person-entered text may hold: C0 and C1 control characters (NUL included) and the bidirectional
* marks, embeddings, overrides and isolates that can make a name read backwards (U+202E) on a certificate or a list.
* Multi-line fields allow line breaks and tabs (tabs become spaces); single-line fields allow neither.
*/
var FORBIDDEN_SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
var FORBIDDEN_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
/** NFC, trimmed, every run of whitespace one space. */
function normaliseLine(value) {
	return value.normalize("NFC").replace(/\s+/gu, " ").trim();
}
/** NFC, line by line as `normaliseLine`, at most one empty line between paragraphs, trimmed. */
function normaliseLines(value) {
	return value.normalize("NFC").split(/\r\n|\r|\n/u).map((line) => line.replace(/[^\S\n]+/gu, " ").trim()).join("\n").replace(/\n{3,}/gu, "\n\n").trim();
}
/**
* The one schema for text a person types and others read (names, titles, company names, questions…): refuses
* control and bidi-control characters with "`label` contiene caracteres no permitidos.", then NFC-normalises,
* trims and collapses runs of spaces, and only then checks the length, so "  Ana   " counts as 3 characters.
* Built from checks on one `z.string()` (no transform), so response schemas that reuse it can still serialise.
*/
function cleanText({ label, max, min, minMessage, multiline = false }) {
	const forbidden = multiline ? FORBIDDEN_MULTI_LINE : FORBIDDEN_SINGLE_LINE;
	const cleaned = string().refine((value) => !forbidden.test(value), `${label} contiene caracteres no permitidos.`).overwrite(multiline ? normaliseLines : normaliseLine);
	return (min === void 0 ? cleaned : minMessage ? cleaned.min(min, minMessage) : cleaned.min(min)).max(max);
}
export { cleanText as t };
