import { t as cleanText } from "./text-BDzdvN8i.js";
import { c as documentTypeSchema } from "./user.schemas-C6Y-DZ28.js";
import { a as messageResponseSchema, l as sessionUserSchema } from "./auth.schemas-oQERaQxX.js";
import { t as queryOptions } from "./queryOptions-C-4jvvEn.js";
import { t as useMutation } from "./useMutation-BP5bcImn.js";
import { t as useQuery } from "./useQuery-CSSMCn8a.js";
import { M as useQueryClient } from "./removable-Zc2XTOpZ.js";
import { c as array, f as literal, l as boolean, m as object, n as apiFetch, v as string } from "./api-client-BGybrOBG.js";
// ../../packages/shared/src/account/account.schemas.ts
/** The consent box's message when left unticked, on sign-up and on the consent page (Ley 1581 de 2012). */
var CONSENT_REQUIRED_MESSAGE = "Para continuar debe autorizar el tratamiento de sus datos personales según la Política de tratamiento de datos.";
/** `true` and nothing else: an unticked box is refused with a Spanish message, never stored. */
var consentFlagSchema = literal(true, { error: CONSENT_REQUIRED_MESSAGE });
object({ accept: consentFlagSchema });
/** Document type and number go together: both given, or both empty (null). */
var profileInputSchema = object({
	nombre: cleanText({
		label: "El nombre",
		min: 2,
		max: 120
	}),
	tipoDocumento: documentTypeSchema.nullable(),
	numeroDocumento: string().trim().max(20, "El número de documento tiene como máximo 20 caracteres.").regex(/^[A-Za-z0-9-]*$/, "El número de documento solo lleva letras, dígitos o guiones.").transform((value) => value === "" ? null : value.toUpperCase()).nullable()
}).superRefine((value, ctx) => {
	if (value.tipoDocumento && !value.numeroDocumento) ctx.addIssue({
		code: "custom",
		path: ["numeroDocumento"],
		message: "Escriba el número de documento."
	});
	if (!value.tipoDocumento && value.numeroDocumento) ctx.addIssue({
		code: "custom",
		path: ["tipoDocumento"],
		message: "Elija el tipo de documento."
	});
});
/** What `/perfil` shows and edits about the signed-in person. */
var accountProfileSchema = object({
	id: string(),
	nombre: string(),
	email: string(),
	perfil: string(),
	tipoDocumento: documentTypeSchema.nullable(),
	numeroDocumento: string().nullable(),
	cargo: string().nullable(),
	empresa: string().nullable(),
	consent: object({
		at: string(),
		version: string()
	}).nullable(),
	/** True: no e-mail reminders of non-mandatory training assignments (mandatory ones always arrive). */
	remindersOptOut: boolean().default(false)
});
/**
* One open session. `id` is an opaque public id derived from the stored id: it cannot be turned back into the cookie
* token nor used as one.
*/
var accountSessionSchema = object({
	id: string(),
	device: string(),
	ip: string().nullable(),
	createdAt: string(),
	lastActivityAt: string(),
	current: boolean()
});
var accountSessionListSchema = object({ items: array(accountSessionSchema) });
object({ id: string().regex(/^[a-f0-9]{32}$/) });
object({ optOut: boolean() }).strict();
// src/features/account/api/account.ts
var accountQueryKeys = {
	profile: ["account", "profile"],
	sessions: ["account", "sessions"]
};
var consentResponseSchema = object({ user: sessionUserSchema });
/** `POST /api/account/consent`: the person accepts the data policy in force; answers the updated session user. */
function giveConsent() {
	return apiFetch("/api/account/consent", {
		method: "POST",
		body: { accept: true },
		schema: consentResponseSchema
	});
}
function useGiveConsent() {
	return useMutation({ mutationFn: giveConsent });
}
var profileQueryOptions = queryOptions({
	queryKey: accountQueryKeys.profile,
	queryFn: ({ signal }) => apiFetch("/api/account/profile", {
		schema: accountProfileSchema,
		signal
	})
});
function useProfile() {
	return useQuery(profileQueryOptions);
}
function useUpdateProfile() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (values) => apiFetch("/api/account/profile", {
			method: "PATCH",
			body: values,
			schema: accountProfileSchema
		}),
		onSuccess: (profile) => queryClient.setQueryData(accountQueryKeys.profile, profile)
	});
}
/** Turns the non-mandatory training reminders off (`true`) or on; answers the profile. */
function useSetReminders() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (optOut) => apiFetch("/api/account/reminders", {
			method: "PUT",
			body: { optOut },
			schema: accountProfileSchema
		}),
		onSuccess: (profile) => queryClient.setQueryData(accountQueryKeys.profile, profile)
	});
}
function useAccountSessions() {
	return useQuery({
		queryKey: accountQueryKeys.sessions,
		queryFn: ({ signal }) => apiFetch("/api/account/sessions", {
			schema: accountSessionListSchema,
			signal
		})
	});
}
function useEndSession() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (id) => apiFetch(`/api/account/sessions/${encodeURIComponent(id)}`, { method: "DELETE" }),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKeys.sessions })
	});
}
/** Changing the password ends every other session; the server hands this browser a fresh one. */
function useChangePassword() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (values) => apiFetch("/api/auth/change-password", {
			method: "POST",
			body: values,
			schema: messageResponseSchema
		}),
		onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKeys.sessions })
	});
}
/** The download link of "Descargar mis datos": a plain GET the browser saves as a file (Content-Disposition). */
var MY_DATA_URL = "/api/account/data";
export { useGiveConsent as a, useUpdateProfile as c, useEndSession as i, CONSENT_REQUIRED_MESSAGE as l, useAccountSessions as n, useProfile as o, useChangePassword as r, useSetReminders as s, MY_DATA_URL as t, profileInputSchema as u };
