import { C as _coercedNumber, o as ZodNumber } from "./api-client-BGybrOBG.js";
// ../../node_modules/zod/v4/classic/coerce.js
function number(params) {
	return _coercedNumber(ZodNumber, params);
}
export { number as t };
