/** Filters live in the address and refresh is a meta reload, so the page works without JavaScript. */
import { http, HttpResponse } from "msw";

import { clearJournal, type JournalEntry } from "../journal";
import { journalFrom } from "../qa";
import { consoleRefusal } from "./guard";
import { CONSOLE_PAGE_HEADERS, CONSOLE_PAGES } from "./pages";
import { html, scroller, textField } from "./markup";
import { consoleDocument, json, when } from "./render";
import { FAULT_METHODS } from "./paths";

const REQUESTS_PAGE = CONSOLE_PAGES.requests;
export const CLEAR_REQUESTS = "/__qa/console/requests/clear";
export const REFRESH_SECONDS = 3;
/** The journal holds the browser's image requests too: one click leaves them out. */
const QUICK_FILTERS = [
  ["The API's calls", "/api/v1/*"],
  ["The integration stand-ins", "/integrations/*"],
] as const;

/** The page shows the newest; the JSON endpoint has them all. */
export const SHOWN = 200;

type Filters = { path: string; method: string; since: string; live: boolean };

function filtersOf(params: URLSearchParams): Filters {
  const value = (name: string) => params.get(name)?.trim() ?? "";
  return { path: value("path"), method: value("method").toUpperCase(), since: value("since"), live: params.get("live") === "on" };
}

function answerOf(entry: JournalEntry) {
  if (entry.duration_ms === null) return "waiting";
  const status = entry.status === null ? "no status" : String(entry.status);
  return entry.outcome === "answered" ? status : `${status}, ${entry.outcome}`;
}

function row(entry: JournalEntry) {
  const query = new URLSearchParams(Object.entries(entry.query).flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v) => [name, v]))).toString();
  return html`<tr>
<th scope="row">${entry.seq}</th>
<td>${when(entry.received_at, true)}</td>
<td>${entry.method}</td>
<td><code class="url">${entry.path}${query ? `?${query}` : ""}</code></td>
<td>${answerOf(entry)}${entry.fault ? html`<br><span class="tag">fault ${entry.fault.id}${entry.fault.wire ? `, ${entry.fault.wire}` : ""}</span>` : ""}</td>
<td>${entry.duration_ms === null ? "—" : `${entry.duration_ms} ms`}</td>
<td>${entry.bearer ? "yes" : "no"}</td>
<td>${entry.request_id ? html`<code>${entry.request_id}</code>` : "—"}</td>
<td>${entry.body === null ? "—" : json(entry.body, 300)}</td>
</tr>`;
}

export function requestsPage(entries: JournalEntry[], filters: Filters, errors: Record<string, string> = {}): string {
  const shown = entries.slice(-SHOWN).reverse();
  const form = { values: { path: filters.path, since: filters.since }, errors };
  const focus = { done: false };
  const field = (name: "path" | "since", label: string, hint: string) =>
    textField({ form, focus, id: `requests-${name}`, name, label, hint, attributes: ' autocomplete="off" spellcheck="false"' });
  const body = html`<header>
<h1>Request journal</h1>
<p class="lede">Every call the mock received, newest first, with passwords, card numbers and tokens redacted. <a href="/">Back to the QA console</a>; the same as JSON: <a href="/__qa/requests"><code>/__qa/requests</code></a>.</p>
</header>
<main>
<section aria-labelledby="filter-title">
<h2 id="filter-title">Filter</h2>
<nav aria-label="Quick filters"><ul>${QUICK_FILTERS.map(([label, path]) => html`<li><a href="${REQUESTS_PAGE}?path=${encodeURIComponent(path)}${filters.live ? "&live=on" : ""}">${label}</a></li>`)}<li><a href="${REQUESTS_PAGE}${filters.live ? "?live=on" : ""}">Everything</a></li></ul></nav>
<form method="get" action="${REQUESTS_PAGE}" aria-label="Filter requests">
<div class="grid">
${field("path", "Path", "Exact, or a glob where * matches anything: /api/v1/carts*.")}
<div class="field">
<label for="requests-method">Method</label>
<select id="requests-method" name="method">
${FAULT_METHODS.map((m) => html`<option value="${m}"${m === filters.method ? html` selected` : ""}>${m === "" ? "Any method" : m}</option>`)}
</select>
</div>
${field("since", "Since", "A time in UTC, e.g. 2026-11-29T15:00:00Z.")}
</div>
<div class="choice"><input type="checkbox" id="requests-live" name="live" value="on"${filters.live ? html` checked` : ""}><label for="requests-live">Live: refresh every ${REFRESH_SECONDS} seconds</label></div>
<button type="submit" class="primary">Show</button>
</form>
<form method="post" action="${CLEAR_REQUESTS}" class="inline"><button type="submit" class="danger">Clear the journal</button></form>
</section>
<section aria-labelledby="requests-title">
<h2 id="requests-title">Requests</h2>
<p role="status">${entries.length === 1 ? "1 request matches." : `${entries.length === 0 ? "No" : entries.length} requests match${entries.length > SHOWN ? `; the newest ${SHOWN} are shown` : ""}.`}</p>
${shown.length === 0
  ? ""
  : scroller("Requests", html`<table class="wide">
<caption>Requests, newest first</caption>
<thead><tr><th scope="col">#</th><th scope="col">Time (UTC)</th><th scope="col">Method</th><th scope="col">Address</th><th scope="col">Answer</th><th scope="col">Took</th><th scope="col">Bearer</th><th scope="col">Request id</th><th scope="col">Body</th></tr></thead>
<tbody>${shown.map(row)}</tbody>
</table>`)}
</section>
</main>`;
  const refused = Object.keys(errors).length > 0;
  return consoleDocument(
    refused ? "Filter refused — request journal" : "Request journal — Maison Lumière mock API",
    body,
    filters.live && !refused ? REFRESH_SECONDS : undefined,
  );
}

const page = (text: string, status = 200) => new HttpResponse(text, { status, headers: CONSOLE_PAGE_HEADERS });

export const requestsHandlers = [
  http.get(({ request }) => new URL(request.url).pathname === REQUESTS_PAGE, ({ request }) => {
    const refusal = consoleRefusal(request);
    if (refusal) return new HttpResponse(refusal, { status: 403 });
    const params = new URL(request.url).searchParams;
    const filters = filtersOf(params);
    const read = journalFrom(new URLSearchParams({ path: filters.path, method: filters.method, since: filters.since }));
    if (read.ok) return page(requestsPage(read.value, filters));
    const errors = Object.fromEntries(read.errors.map((error) => [error.property ?? "path", error.message]));
    return page(requestsPage([], filters, errors), 400);
  }),

  http.post(({ request }) => new URL(request.url).pathname === CLEAR_REQUESTS, ({ request }) => {
    const refusal = consoleRefusal(request);
    if (refusal) return new HttpResponse(refusal, { status: 403 });
    clearJournal();
    return new HttpResponse(null, { status: 303, headers: { Location: REQUESTS_PAGE, "Cache-Control": "no-store" } });
  }),
];
