import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as Close_default } from "./learner-layout-CNngR9S1.js";
import { i as IconButton, t as Alert } from "./Alert-Xs0Ucjpv.js";
import { a as Button, j as useTheme, n as Typography, t as Box } from "./Box-BAyYeHPm.js";
import { n as DialogContent, r as Dialog, t as DialogTitle } from "./DialogTitle-D-aPLAO8.js";
import { t as Stack } from "./Stack-Cdr4zzyX.js";
import { t as TextField } from "./TextField-BMkRww_p.js";
import { t as useMediaQuery } from "./useMediaQuery-xBJOTdsQ.js";
import { M as useQueryClient } from "./removable-Zc2XTOpZ.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-DfKd-Gw2.js";
import { c as array, i as readError, l as boolean, m as object, n as apiFetch, r as errorMessageFor, s as _enum, t as NETWORK_ERROR_MESSAGE, v as string } from "./api-client-BGybrOBG.js";
import { t as visuallyHidden } from "./visually-hidden-DOAc9otV.js";
import { t as useMutation } from "./useMutation-BP5bcImn.js";
import { t as useQuery } from "./useQuery-CSSMCn8a.js";
import { t as DeleteOutlined_default } from "./DeleteOutlined-s79pQ-Od.js";
import { E as Paper, M as Link, m as formatDateTime, s as ApiError } from "../entry-server.js";
import { t as Link$1 } from "./Link-BcQgiOgq.js";
// ../../packages/shared/src/tutor/tutor.schemas.ts
/** What a tutor passage comes from: a lesson (a route's content), a route's overview, a document or a norm. */
var tutorSourceKindSchema = _enum([
	"lesson",
	"route",
	"document",
	"norm"
]);
var tutorSourceKindLabels = {
	lesson: "Lección",
	route: "Ruta de aprendizaje",
	document: "Biblioteca educativa",
	norm: "Biblioteca legislativa"
};
object({
	question: string().trim().min(3, `Escriba una pregunta de al menos ${String(3)} caracteres.`).max(500, `La pregunta admite hasta ${String(500)} caracteres.`),
	conversationId: string().min(1).max(64).optional()
});
/** One cited source; `title` of a norm reads as the library shows it ("Resolución 0312 de 2019"). */
var tutorSourceSchema = object({
	kind: tutorSourceKindSchema,
	title: string(),
	/** The page of the app that opens it. */
	url: string(),
	/** A short quote of the passage that matched. */
	snippet: string()
});
object({
	answer: string(),
	sources: array(tutorSourceSchema),
	declined: boolean(),
	conversationId: string()
});
/** Data of the SSE `done` event. */
var tutorDoneSchema = object({
	conversationId: string(),
	declined: boolean()
});
var tutorMessageSchema = object({
	role: _enum(["user", "tutor"]),
	text: string(),
	sources: array(tutorSourceSchema),
	declined: boolean(),
	createdAt: string()
});
var tutorConversationSummarySchema = object({
	id: string(),
	/** The first question, cut short. */
	title: string(),
	updatedAt: string()
});
var tutorConversationListSchema = object({ items: array(tutorConversationSummarySchema) });
var tutorConversationSchema = tutorConversationSummarySchema.extend({ messages: array(tutorMessageSchema) });
object({ conversationId: string().min(1).max(64) });
// src/features/tutor/api/ask-tutor.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var sourcesSchema = array(tutorSourceSchema);
/** Splits an SSE body into events as it arrives; data lines of one event are joined with line breaks. */
function parseEvents(buffer) {
	const blocks = buffer.split("\n\n");
	const rest = blocks.pop() ?? "";
	return {
		events: blocks.map((block) => {
			const lines = block.split("\n");
			return {
				event: lines.find((line) => line.startsWith("event: "))?.slice(7) ?? "message",
				data: lines.filter((line) => line.startsWith("data: ")).map((line) => line.slice(6)).join("\n")
			};
		}),
		rest
	};
}
/**
* Asks the tutor (`POST /api/query` as Server-Sent Events): hands over the sources, then each text fragment, and
* resolves with the conversation once the answer is complete. Refusals (rate limit, final test) throw `ApiError`.
*/
async function askTutor(question, conversationId, handlers, signal) {
	let response;
	try {
		response = await fetch("/api/query", {
			method: "POST",
			credentials: "same-origin",
			headers: {
				Accept: "text/event-stream",
				"Content-Type": "application/json"
			},
			body: JSON.stringify(conversationId ? {
				question,
				conversationId
			} : { question }),
			signal
		});
	} catch (cause) {
		if (signal?.aborted) throw cause;
		throw new ApiError("NETWORK_ERROR", 0, NETWORK_ERROR_MESSAGE);
	}
	if (!response.ok || !response.body) throw await readError(response);
	const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
	let buffer = "";
	for (;;) {
		const { value, done } = await reader.read();
		if (done) break;
		const parsed = parseEvents(buffer + value);
		buffer = parsed.rest;
		for (const { event, data } of parsed.events) if (event === "sources") handlers.onSources(sourcesSchema.parse(JSON.parse(data)));
		else if (event === "token") handlers.onToken(data);
		else if (event === "done") return tutorDoneSchema.parse(JSON.parse(data));
		else if (event === "error") throw new ApiError("INTERNAL_ERROR", 500, "El tutor no pudo terminar la respuesta.");
	}
	throw new ApiError("NETWORK_ERROR", 0, NETWORK_ERROR_MESSAGE);
}
// src/features/tutor/api/conversations.ts
var tutorKeys = {
	all: ["tutor"],
	list: () => ["tutor", "conversations"],
	conversation: (id) => [
		"tutor",
		"conversations",
		id
	]
};
/** The user's conversations with the tutor, latest first. */
function useConversations() {
	return useQuery({
		queryKey: tutorKeys.list(),
		queryFn: ({ signal }) => apiFetch("/api/tutor/conversations", {
			schema: tutorConversationListSchema,
			signal
		})
	});
}
/** One conversation with its messages, fetched only when asked for. */
function fetchConversation(id) {
	return apiFetch(`/api/tutor/conversations/${encodeURIComponent(id)}`, { schema: tutorConversationSchema });
}
function useDeleteConversation() {
	const client = useQueryClient();
	return useMutation({
		mutationFn: (id) => apiFetch(`/api/tutor/conversations/${encodeURIComponent(id)}`, { method: "DELETE" }),
		onSuccess: () => client.invalidateQueries({ queryKey: tutorKeys.all })
	});
}
// src/features/tutor/components/conversation-list.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The user's earlier conversations: open one to continue it, or delete it. */
function ConversationList({ currentId, onOpen, onDeleted }) {
	const conversations = useConversations();
	const remove = useDeleteConversation();
	if (conversations.isPending) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		sx: { mb: 2 },
		children: "Cargando conversaciones…"
	});
	if (conversations.isError) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		severity: "error",
		children: errorMessageFor(conversations.error)
	});
	const items = conversations.data.items;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "section",
		"aria-label": "Conversaciones anteriores",
		sx: { mb: 3 },
		children: [remove.isError && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			severity: "error",
			children: errorMessageFor(remove.error)
		}), items.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			color: "text.secondary",
			children: "Aún no tiene conversaciones guardadas."
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
			component: "ul",
			spacing: 1,
			sx: {
				listStyle: "none",
				p: 0,
				m: 0
			},
			children: items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				component: "li",
				direction: "row",
				spacing: 1,
				sx: { alignItems: "center" },
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					onClick: () => void onOpen(item.id),
					"aria-current": item.id === currentId ? "true" : void 0,
					sx: {
						textAlign: "left",
						justifyContent: "flex-start",
						flexGrow: 1,
						textTransform: "none"
					},
					children: [
						item.title,
						" · ",
						formatDateTime(item.updatedAt)
					]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
					"aria-label": `Borrar la conversación «${item.title}»`,
					onClick: () => remove.mutate(item.id, { onSuccess: () => item.id === currentId ? onDeleted() : void 0 }),
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DeleteOutlined_default, {})
				})]
			}, item.id))
		})]
	});
}
// src/features/tutor/components/tutor-message.tsx
/** One turn: the user's question, or the tutor's answer with its sources as links. */
function TutorMessageView({ message, streaming, onNavigate }) {
	const mine = message.role === "user";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "li",
		"aria-busy": streaming,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
			variant: "outlined",
			sx: {
				p: 2,
				bgcolor: mine ? "action.hover" : "background.paper",
				ml: mine ? { sm: 6 } : 0
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "subtitle2",
					component: "p",
					children: mine ? "Usted" : "Tutor"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					component: "div",
					sx: { whiteSpace: "pre-wrap" },
					children: message.text || (streaming ? "Buscando en las bibliotecas…" : "")
				}),
				message.sources.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					component: "section",
					"aria-label": "Fuentes",
					sx: { mt: 1.5 },
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "subtitle2",
						component: "p",
						children: "Fuentes"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "ol",
						sx: {
							pl: 3,
							my: .5
						},
						children: message.sources.map((source, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link$1, {
								component: Link,
								to: source.url,
								onClick: onNavigate,
								children: source.title
							}),
							" ",
							/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
								component: "span",
								variant: "body2",
								color: "text.secondary",
								children: [
									"(",
									tutorSourceKindLabels[source.kind],
									")"
								]
							})
						] }, `${source.url}-${String(index)}`))
					})]
				})
			]
		})
	});
}
// src/features/tutor/components/tutor-panel.tsx
var TITLE_ID = "tutor-dialog-title";
/**
* The tutor's panel: a modal dialog (a full-screen one on a phone) with the conversation, the question box and the
* earlier conversations. The answer is written as it streams, but screen readers hear it once, when it is complete
* (a polite live region), not fragment by fragment.
*/
function TutorPanel({ open, onClose }) {
	const theme = useTheme();
	const phone = useMediaQuery(theme.breakpoints.down("sm"));
	const client = useQueryClient();
	const [messages, setMessages] = (0, import_react.useState)([]);
	const [conversationId, setConversationId] = (0, import_react.useState)(null);
	const [question, setQuestion] = (0, import_react.useState)("");
	const [busy, setBusy] = (0, import_react.useState)(false);
	const [error, setError] = (0, import_react.useState)(null);
	const [announcement, setAnnouncement] = (0, import_react.useState)("");
	const [showList, setShowList] = (0, import_react.useState)(false);
	const inputRef = (0, import_react.useRef)(null);
	const updateLast = (change) => setMessages((all) => all.map((message, index) => index === all.length - 1 ? change(message) : message));
	async function submit(event) {
		event.preventDefault();
		const text = question.trim();
		if (text.length < 3 || busy) {
			setError("Escriba una pregunta de al menos 3 caracteres.");
			return;
		}
		setError(null);
		setBusy(true);
		setAnnouncement("El tutor está preparando la respuesta.");
		setMessages((all) => [
			...all,
			{
				role: "user",
				text,
				sources: [],
				declined: false
			},
			{
				role: "tutor",
				text: "",
				sources: [],
				declined: false
			}
		]);
		setQuestion("");
		let answer = "";
		try {
			const done = await askTutor(text, conversationId, {
				onSources: (sources) => updateLast((message) => ({
					...message,
					sources
				})),
				onToken: (fragment) => {
					answer += fragment;
					updateLast((message) => ({
						...message,
						text: message.text + fragment
					}));
				}
			});
			setConversationId(done.conversationId);
			updateLast((message) => ({
				...message,
				declined: done.declined
			}));
			setAnnouncement(`Respuesta del tutor: ${answer}`);
			client.invalidateQueries({ queryKey: tutorKeys.list() });
		} catch (cause) {
			setMessages((all) => all.slice(0, -2));
			setQuestion(text);
			const message = errorMessageFor(cause);
			setError(message);
			setAnnouncement("");
		} finally {
			setBusy(false);
			inputRef.current?.focus();
		}
	}
	function startOver() {
		setMessages([]);
		setConversationId(null);
		setError(null);
		setAnnouncement("Nueva conversación.");
		inputRef.current?.focus();
	}
	async function reopen(id) {
		const conversation = await fetchConversation(id);
		setMessages(conversation.messages);
		setConversationId(conversation.id);
		setShowList(false);
		setAnnouncement(`Conversación abierta: ${conversation.title}`);
		inputRef.current?.focus();
	}
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Dialog, {
		open,
		onClose,
		fullScreen: phone,
		fullWidth: true,
		maxWidth: "md",
		"aria-labelledby": TITLE_ID,
		slotProps: { transition: { onEntered: () => inputRef.current?.focus() } },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DialogTitle, {
				id: TITLE_ID,
				sx: { pr: 7 },
				children: "Tutor de SST"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
				"aria-label": "Cerrar el tutor",
				onClick: onClose,
				sx: {
					position: "absolute",
					right: 8,
					top: 8
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Close_default, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, {
				dividers: true,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
						direction: "row",
						spacing: 1,
						sx: {
							mb: 2,
							flexWrap: "wrap"
						},
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							variant: "outlined",
							onClick: startOver,
							disabled: busy,
							children: "Nueva conversación"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							onClick: () => setShowList((shown) => !shown),
							"aria-expanded": showList,
							disabled: busy,
							children: showList ? "Ocultar conversaciones anteriores" : "Conversaciones anteriores"
						})]
					}),
					showList && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ConversationList, {
						currentId: conversationId,
						onOpen: reopen,
						onDeleted: startOver
					}),
					messages.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						color: "text.secondary",
						children: "Pregunte sobre seguridad y salud en el trabajo: normas, trabajo en alturas, elementos de protección personal, COPASST, accidentes, riesgos o emergencias. El tutor responde con nuestras bibliotecas y lecciones y le indica las fuentes."
					}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
						component: "ol",
						spacing: 2,
						"aria-label": "Conversación",
						sx: {
							listStyle: "none",
							p: 0,
							m: 0
						},
						children: messages.map((message, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TutorMessageView, {
							message,
							streaming: busy && index === messages.length - 1,
							onNavigate: onClose
						}, index))
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						"aria-live": "polite",
						role: "status",
						sx: visuallyHidden,
						children: announcement
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						component: "form",
						onSubmit: (event) => void submit(event),
						noValidate: true,
						sx: { mt: 3 },
						children: [error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
							severity: "error",
							sx: { mb: 2 },
							children: error
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
							direction: {
								xs: "column",
								sm: "row"
							},
							spacing: 1,
							sx: { alignItems: { sm: "flex-start" } },
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
								inputRef,
								label: "Su pregunta",
								value: question,
								onChange: (event) => setQuestion(event.target.value),
								fullWidth: true,
								slotProps: { htmlInput: { maxLength: 500 } }
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
								type: "submit",
								variant: "contained",
								disabled: busy,
								sx: {
									minHeight: 56,
									flexShrink: 0
								},
								children: "Preguntar"
							})]
						})]
					})
				]
			})
		]
	});
}
export { TutorPanel as default };
