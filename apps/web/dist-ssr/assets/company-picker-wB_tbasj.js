import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { a as companyListSchema, r as adminCompanySchema } from "./company.schemas-BiOcKKWZ.js";
import { t as Autocomplete } from "./Autocomplete-C4RiZyBZ.js";
import { t as Box } from "./Box-BAyYeHPm.js";
import { t as TextField } from "./TextField-BMkRww_p.js";
import { M as useQueryClient, y as keepPreviousData } from "./removable-Zc2XTOpZ.js";
import { t as useQuery } from "./useQuery-CSSMCn8a.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { t as useDebouncedValue } from "./use-debounced-value-BNydoRyC.js";
import { n as apiFetch } from "./api-client-BGybrOBG.js";
import { x as formatNumber } from "../entry-server.js";
// src/components/company-picker.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var BASE = "/api/admin/companies";
var companyPickerKeys = {
	all: [
		"admin",
		"companies",
		"picker"
	],
	search: (q) => [
		...companyPickerKeys.all,
		"search",
		q
	],
	name: (id) => [
		...companyPickerKeys.all,
		"name",
		id
	]
};
/** The first active companies whose name or NIT matches `q`, and how many match in all. */
function useCompanySearch(q, enabled) {
	return useQuery({
		queryKey: companyPickerKeys.search(q),
		queryFn: ({ signal }) => {
			const params = new URLSearchParams({
				page: "1",
				pageSize: String(20),
				status: "active"
			});
			if (q) params.set("q", q);
			return apiFetch(`${BASE}?${params.toString()}`, {
				schema: companyListSchema,
				signal
			});
		},
		enabled,
		staleTime: 6e4,
		placeholderData: keepPreviousData
	});
}
/** The name of the chosen company, which may not be among the results (it came from the address). */
function useCompanyName(id) {
	return useQuery({
		queryKey: companyPickerKeys.name(id),
		queryFn: async ({ signal }) => {
			const company = await apiFetch(`${BASE}/${encodeURIComponent(id)}`, {
				schema: adminCompanySchema,
				signal
			});
			return {
				id: company.id,
				nombre: company.nombre
			};
		},
		enabled: id !== "",
		staleTime: 3e5
	});
}
var HintContext = (0, import_react.createContext)("");
function PickerStatus({ children, ownerState: _ownerState, ...props }) {
	const hint = (0, import_react.useContext)(HintContext);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		...props,
		children: [children, hint && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			sx: {
				px: 2,
				py: 1,
				color: "text.secondary",
				typography: "body2",
				borderBottom: 1,
				borderColor: "divider"
			},
			children: hint
		})]
	});
}
function hintFor(search, shown, total) {
	if (total <= shown) return "";
	if (!search) return `Se muestran las primeras ${shown}. Escriba para buscar entre las ${formatNumber(total)} empresas.`;
	return `${formatNumber(total)} empresas coinciden y se muestran ${shown}. Escriba más para acotar la búsqueda.`;
}
/**
* Chooses a company by typing part of its name or NIT: the server searches the active companies (debounced) and
* lists the first {@link COMPANY_PICKER_LIMIT}, saying when more match. The chosen company's name shows even when it
* is not among the results.
*/
function CompanyPicker({ id, value, onChange, allLabel, label = "Empresa", width = 280, helperText }) {
	const queryClient = useQueryClient();
	const [open, setOpen] = (0, import_react.useState)(false);
	const [typed, setTyped] = (0, import_react.useState)("");
	const search = useDebouncedValue(typed.trim(), 250);
	const results = useCompanySearch(search, open);
	const chosenName = useCompanyName(value);
	const all = (0, import_react.useMemo)(() => allLabel === void 0 ? null : {
		id: "",
		nombre: allLabel
	}, [allLabel]);
	const named = chosenName.data;
	const failed = chosenName.isError;
	const chosen = (0, import_react.useMemo)(() => {
		if (value === "") return all;
		return named ?? {
			id: value,
			nombre: failed ? "Empresa no disponible" : "Cargando la empresa…"
		};
	}, [
		value,
		all,
		named,
		failed
	]);
	const found = results.data?.items.map((c) => ({
		id: c.id,
		nombre: c.nombre
	})) ?? [];
	const options = all && !search ? [all, ...found] : found;
	const waiting = typed.trim() !== search || results.isFetching;
	const hint = results.data && !waiting ? hintFor(search, results.data.items.length, results.data.total) : "";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HintContext, {
		value: hint,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Autocomplete, {
			id,
			open,
			onOpen: () => setOpen(true),
			onClose: () => setOpen(false),
			value: chosen,
			onChange: (_event, next) => {
				if (next && next.id) queryClient.setQueryData(companyPickerKeys.name(next.id), next);
				setTyped("");
				onChange(next?.id ?? "");
			},
			onInputChange: (_event, next, reason) => setTyped(reason === "input" ? next : ""),
			options,
			filterOptions: (list) => list,
			getOptionLabel: (option) => option.nombre,
			getOptionKey: (option) => option.id || "todas",
			isOptionEqualToValue: (option, current) => option.id === current.id,
			disableClearable: all === null || value === "",
			loading: waiting,
			loadingText: "Buscando empresas…",
			noOptionsText: results.isError ? "No se pudieron cargar las empresas." : "Sin resultados.",
			clearText: "Quitar la empresa elegida",
			openText: "Abrir la lista de empresas",
			closeText: "Cerrar la lista de empresas",
			slots: { status: PickerStatus },
			sx: { width: {
				xs: "100%",
				sm: width
			} },
			renderInput: (params) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				...params,
				label,
				placeholder: "Escriba el nombre o el NIT",
				helperText
			})
		})
	});
}
export { CompanyPicker as t };
