/** No JavaScript; data is escaped by `html` (markup.ts) and links from data are allowed only when http(s). */
import { WIRE_FAULTS, type WireFault } from "../faults";
import { escapeHtml } from "../provider-page";
import { type ConsoleModel, eventName, type OutboxEntry, type SelectedCart } from "./view";
import { BODY_TYPES, type BodyType } from "./forms";
import { errorOf, fieldAttributes, fieldError, formError, hidden, Html, html, type Part, postButton, scroller, textField, valueOf } from "./markup";
import { FAULT_METHODS } from "./paths";
import { scenariosSection } from "./scenarios-section";


/** A URL from data as an href: http(s) only, so a posted "javascript:" is never a link. */
export function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
}


const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const money = (dollars: number | null) => (dollars === null ? "—" : usd.format(dollars));

/** "2025-11-23 12:04:05 UTC" in a <time>; the time of day alone where the list is a day's at most. */
export function when(iso: string, timeOnly = false) {
  const iso8601 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/.test(iso);
  const shown = !iso8601 ? iso : timeOnly ? iso.slice(11, 19) : `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
  return html`<time datetime="${iso}">${shown}</time>`;
}

/** JSON for a table cell, cut short: the whole of it is one /__qa call away. */
export function json(value: unknown, max = 400) {
  const text = JSON.stringify(value) ?? "undefined";
  return html`<code class="json">${text.length > max ? `${text.slice(0, max)}…` : text}</code>`;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;


export const ACTIONS = {
  reset: "/__qa/console/reset",
  cv: "/__qa/console/cv",
  delay: "/__qa/console/delay",
  notices: "/__qa/console/notices",
  addFault: "/__qa/console/faults",
  preset: "/__qa/console/faults/preset",
  removeFault: "/__qa/console/faults/remove",
  clearFaults: "/__qa/console/faults/clear",
  clearOutbox: "/__qa/console/outbox/clear",
  clearEvents: "/__qa/console/events/clear",
  gift: "/__qa/console/carts/gift",
} as const;

const SECTIONS = [
  ["state", "State"],
  ["scenarios", "Scenarios"],
  ["faults", "Faults"],
  ["outbox", "Outbox"],
  ["test-data", "Test data"],
  ["events", "Events"],
  ["carts", "Carts"],
] as const;

function stateSection(model: ConsoleModel, focus: { done: boolean }) {
  const { state } = model;
  const delayForm = model.forms.delay;
  return html`<section id="state" aria-labelledby="state-title">
<h2 id="state-title">State</h2>
<div class="cards">
<div class="card">
<h3>Reset everything</h3>
<p>Back to the seed: catalogue and stock, accounts, orders, codes and gift card balances, favorites. Forgets carts, faults, events, the outbox, sessions and e-mail links; the delay goes back to its start value and the cache version moves on.</p>
${postButton(ACTIONS.reset, "Reset everything", { kind: "danger" })}
</div>
<div class="card">
<h3>Cache version</h3>
<p class="big">cv <strong>${state.cv}</strong></p>
<p>The store caches pages, blocks, settings and catalogue reads by <code>cv</code>; a new one makes it read them afresh. The store <code>npm start</code> started is told of each new one before this console answers (its <code>POST /cache-version</code>), so its next page meets it; any other store sees it at its next check (every 3 minutes unless <code>CACHE_VERSION_POLL_MS</code> says otherwise).</p>
${postButton(ACTIONS.cv, "Bump cv")}
</div>
<div class="card">
<h3>Global delay</h3>
<p class="big"><strong>${state.delayMs}</strong> ms on every API call</p>
<form method="post" action="${ACTIONS.delay}">
${formError(delayForm)}
${textField({
  form: delayForm,
  focus,
  id: "delay-ms",
  name: "delay_ms",
  label: "Delay (ms)",
  value: String(state.delayMs),
  hint: "0 to 120000, added to every /api/v1 call and /cv.",
  attributes: ' inputmode="numeric" autocomplete="off"',
})}
<button type="submit">Set delay</button>
</form>
</div>
<div class="card">
<h3>Delay notice</h3>
<p class="big">High order volume: <strong>${state.highOrderVolume ? "on" : "off"}</strong></p>
<p>While it is on, every cart that ships a parcel says deliveries may be late.</p>
${formError(model.forms.notices)}
${postButton(ACTIONS.notices, state.highOrderVolume ? "Switch the notice off" : "Switch the notice on", {
  fields: [hidden("high_order_volume", state.highOrderVolume ? "off" : "on")],
})}
</div>
</div>
</section>`;
}

export const WIRE_LABELS: Record<WireFault, string> = {
  reset: "Reset the connection before any answer",
  "close-after-headers": "Send a 200's headers, then close the connection",
  truncate: "Send half of the real answer, then close the connection",
  "malformed-json": "Answer 200 with JSON cut off mid-value",
  hang: "Never answer: the caller waits until it gives up",
  "wrong-shape": "Answer 200 with JSON the API's schema does not allow",
};

function faultAnswer(fault: ConsoleModel["faults"][number]) {
  if (fault.wire !== undefined) return html`wire: ${WIRE_LABELS[fault.wire].toLowerCase()}`;
  if (fault.bodyText !== undefined) return html`${fault.status ?? 200}, text ${json(fault.bodyText, 200)}`;
  if (fault.body !== undefined) return html`${fault.status ?? 200}, JSON ${json(fault.body, 200)}`;
  if (fault.status !== undefined) return fault.status >= 400 ? `${fault.status}, the API's error shape` : `${fault.status}, no body`;
  return "the real answer, late";
}

function faultRows(model: ConsoleModel) {
  if (model.faults.length === 0) return html`<p>No faults: the API answers normally.</p>`;
  return html`${scroller(
    "Active faults",
    html`<table class="wide">
<caption>Active faults, in the order they apply</caption>
<thead><tr><th scope="col">#</th><th scope="col">Method</th><th scope="col">Path</th><th scope="col">Answer</th><th scope="col">Delay</th><th scope="col">Used</th><th scope="col"><span class="visually-hidden">Remove</span></th></tr></thead>
<tbody>
${model.faults.map(
  (fault) => html`<tr>
<th scope="row">${fault.id}</th>
<td>${fault.method ?? "any"}</td>
<td><code>${fault.path}</code>${fault.headers ? html`<br><span class="hint">headers ${json(fault.headers, 200)}</span>` : ""}</td>
<td>${faultAnswer(fault)}</td>
<td>${fault.delay_ms === undefined ? "—" : `${fault.delay_ms} ms`}</td>
<td>${fault.times === undefined ? `${fault.hits}, no limit` : `${fault.hits} of ${fault.times}`}</td>
<td>${postButton(ACTIONS.removeFault, "Remove", { fields: [hidden("id", fault.id)], name: `Remove fault ${fault.id}`, kind: "small" })}</td>
</tr>`,
)}
</tbody>
</table>`,
  )}
${postButton(ACTIONS.clearFaults, "Clear all faults", { kind: "danger" })}`;
}

const BODY_LABELS: Record<BodyType, string> = {
  default: "None: the API's error shape for a 4xx or 5xx, else an empty body",
  json: "JSON",
  text: "Raw text (e.g. truncated JSON or an HTML error page)",
};

function faultForm(model: ConsoleModel, focus: { done: boolean }) {
  const form = model.forms.fault;
  const method = valueOf(form, "method");
  const bodyType = valueOf(form, "body_type", "default");
  const bodyError = errorOf(form, "body");
  // A refused form keeps the box as it was posted; a fresh one starts checked.
  const bumpCv = form ? valueOf(form, "bump_cv") === "on" : true;
  const methodError = errorOf(form, "method");
  return html`<form method="post" action="${ACTIONS.addFault}" class="fault-form" aria-labelledby="add-fault-title">
<h3 id="add-fault-title">Add a fault</h3>
${formError(form)}
<div class="grid">
<div class="field">
<label for="fault-method">Method</label>
<select id="fault-method" name="method"${fieldAttributes("fault-method", methodError, false, focus)}>
${FAULT_METHODS.map((m) => html`<option value="${m}"${m === method.toUpperCase() ? new Html(" selected") : ""}>${m === "" ? "Any method" : m}</option>`)}
</select>
${fieldError("fault-method", methodError)}
</div>
${textField({
  form,
  focus,
  id: "fault-path",
  name: "path",
  label: "Path",
  hint: "Exact, or a glob where * matches anything: /api/v1/pages/*. Suggestions list the store's calls.",
  attributes: ' list="store-paths" autocomplete="off" spellcheck="false" required',
})}
${textField({ form, focus, id: "fault-status", name: "status", label: "Status", hint: "200 to 599. Empty: the real status.", attributes: ' inputmode="numeric" autocomplete="off"' })}
${textField({ form, focus, id: "fault-delay", name: "delay_ms", label: "Delay (ms)", hint: "Wait this long first. Alone, the real answer comes late.", attributes: ' inputmode="numeric" autocomplete="off"' })}
${textField({ form, focus, id: "fault-times", name: "times", label: "Times", hint: "How many requests it answers. Empty: until removed.", attributes: ' inputmode="numeric" autocomplete="off"' })}
${textField({ form, focus, id: "fault-content-type", name: "content_type", label: "Content-Type (optional)", hint: "e.g. text/html for an HTML error page.", attributes: ' autocomplete="off" spellcheck="false"' })}
</div>
<div class="field">
<label for="fault-wire">Wire fault</label>
<select id="fault-wire" name="wire"${fieldAttributes("fault-wire", errorOf(form, "wire"), true, focus)}>
${["", ...WIRE_FAULTS].map((w) => html`<option value="${w}"${w === valueOf(form, "wire") ? new Html(" selected") : ""}>${w === "" ? "None: answer over HTTP" : `${w}: ${WIRE_LABELS[w as WireFault]}`}</option>`)}
</select>
<p class="hint" id="fault-wire-hint">Breaks the call below HTTP. Leave status and body empty; delay and times still apply.</p>
${fieldError("fault-wire", errorOf(form, "wire"))}
</div>
<fieldset>
<legend>Body</legend>
${BODY_TYPES.map(
  (type) => html`<div class="choice"><input type="radio" id="fault-body-${type}" name="body_type" value="${type}"${type === bodyType ? new Html(" checked") : ""}><label for="fault-body-${type}">${BODY_LABELS[type]}</label></div>`,
)}
<div class="field">
<label for="fault-body">Body to send</label>
<textarea id="fault-body" name="body" rows="4" spellcheck="false"${fieldAttributes("fault-body", bodyError, false, focus)}>${valueOf(form, "body")}</textarea>
${fieldError("fault-body", bodyError)}
</div>
</fieldset>
<div class="choice"><input type="checkbox" id="fault-bump-cv" name="bump_cv" value="on"${bumpCv ? new Html(" checked") : ""}><label for="fault-bump-cv">Also bump cv, so the store's cached reads (pages, catalogue, settings) meet the fault</label></div>
<button type="submit" class="primary">Add fault</button>
</form>
<datalist id="store-paths">
${model.paths.map((p) => html`<option value="${p.path}">${p.methods.join(", ")}: ${p.what}</option>`)}
</datalist>`;
}

function faultsSection(model: ConsoleModel, focus: { done: boolean }) {
  return html`<section id="faults" aria-labelledby="faults-title">
<h2 id="faults-title">Faults</h2>
<p>Faults break or slow <code>/api/v1/*</code>, <code>/cv</code> and the integration stand-ins, never this page. The first matching fault answers.</p>
<h3>Presets</h3>
${formError(model.forms.faults)}
<ul class="presets">
${model.presets.map(
  (preset) => html`<li>
${postButton(ACTIONS.preset, preset.title, { fields: [hidden("preset", preset.id)] })}
<p>${preset.description}</p>
</li>`,
)}
</ul>
<p class="hint">A preset also bumps cv, so the store's cached reads meet it.</p>
<h3>Active faults</h3>
${faultRows(model)}
${faultForm(model, focus)}
<details>
<summary>The API paths the store calls</summary>
${scroller(
  "The API paths the store calls",
  html`<table class="wide">
<thead><tr><th scope="col">Path</th><th scope="col">Methods</th><th scope="col">What calls it</th></tr></thead>
<tbody>${model.paths.map((p) => html`<tr><td><code>${p.path}</code></td><td>${p.methods.join(", ")}</td><td>${p.what}</td></tr>`)}</tbody>
</table>`,
)}
</details>
</section>`;
}

const TOKEN_KINDS = { verification: "Verification link", recovery: "Password recovery link" } as const;

/** A list, not a table: it reflows on a phone. */
function outboxItem(entry: OutboxEntry) {
  const item = (kind: string, to: string, body: Html) =>
    html`<li><p class="meta"><strong>${kind}</strong> to ${to} · ${when(entry.at)}</p>${body}</li>`;
  if (entry.kind === "token") {
    const { token, link } = entry;
    const label = token.kind === "verification" ? `Verify ${token.email}` : `Set a new password for ${token.email}`;
    return item(
      TOKEN_KINDS[token.kind],
      token.email,
      html`<p><a href="${link}">${label}</a>${token.used ? html` <span class="tag">used</span>` : ""}</p><p class="hint"><code class="url">${link}</code></p>`,
    );
  }
  const { message } = entry;
  if (message.type === "hint") {
    const href = safeHref(message.url);
    return item(
      "Hint",
      message.to,
      html`<p>${message.name ? `From ${message.name}, about` : "About"} product #${message.product_id}: ${
        href ? html`<a href="${href}">${message.url}</a>` : html`<code class="url">${message.url}</code>`
      }</p>${message.message ? html`<blockquote>${message.message}</blockquote>` : ""}`,
    );
  }
  return item(
    "Question",
    message.to,
    html`<p>From ${message.first_name} ${message.last_name} &lt;${message.from}&gt;${message.subject ? `, subject ${message.subject}` : ""}${
      message.slug ? html` (on <code class="url">${message.slug}</code>)` : ""
    }</p><blockquote>${message.question}</blockquote>`,
  );
}

function outboxSection(model: ConsoleModel) {
  return html`<section id="outbox" aria-labelledby="outbox-title">
<h2 id="outbox-title">Outbox</h2>
<p>What the API would have e-mailed, newest first. Verification and recovery links open the store at <code>${model.storeUrl}</code>.</p>
${
  model.outbox.length === 0
    ? html`<p>Nothing sent yet.</p>`
    : html`<ul class="messages" aria-label="E-mails, newest first">${model.outbox.map(outboxItem)}</ul>`
}
${postButton(ACTIONS.clearOutbox, "Clear hints and questions")}
<p class="hint">E-mail links stay until a reset: they are the accounts' live tokens.</p>
</section>`;
}

/** Its note goes below it, outside the part that scrolls on a phone. */
function table(label: string, head: string[], rows: Part[][], note?: string) {
  return html`${scroller(
    label,
    html`<table class="medium">
<caption>${label}</caption>
<thead><tr>${head.map((cell) => html`<th scope="col">${cell}</th>`)}</tr></thead>
<tbody>${rows.map(([first, ...rest]) => html`<tr><th scope="row">${first}</th>${rest.map((cell) => html`<td>${cell}</td>`)}</tr>`)}</tbody>
</table>`,
  )}${note ? html`<p class="hint table-note">${note}</p>` : ""}`;
}

const amountOf = (type: string, value: number) => (type === "percent" ? `${value} %` : money(value));

const cardNumber = (number: string) => number.replace(/(\d{4})(?=\d)/g, "$1 ");

function testDataSection(model: ConsoleModel) {
  const data = model.testData;
  return html`<section id="test-data" aria-labelledby="test-data-title">
<h2 id="test-data-title">Test data</h2>
<div class="card demo">
<h3>Demo shopper</h3>
<dl>
<dt>E-mail</dt><dd><code>${model.demo.email}</code></dd>
<dt>Password</dt><dd><code>${model.demo.password}</code></dd>
</dl>
<p><a href="${model.demo.signInUrl}">Sign in at the store</a></p>
</div>
${table(
  "Guest orders to track",
  ["Order", "E-mail", "Billing ZIP", "At the store"],
  model.guestOrders.map((order) => [
    html`<code>${order.number}</code>`,
    html`<code>${order.email}</code>`,
    html`<code>${order.billingZip}</code>`,
    html`<a href="${order.trackUrl}">Track ${order.number}</a>`,
  ]),
  "Anyone can track an order with its number, e-mail and billing ZIP: the link fills the number in, type the other two.",
)}
${table(
  "Discount codes",
  ["Code", "Takes off", "Expires", "State"],
  data.discounts.map((d) => [html`<code>${d.code}</code>`, amountOf(d.type, d.value), d.expires_at ? when(d.expires_at) : "never", d.expired ? "expired" : "active"]),
)}
${table(
  "Gift cards",
  ["Code", "Worth", "Balance now"],
  data.gift_cards.map((g) => [html`<code>${g.code}</code>`, amountOf(g.type, g.value), g.balance === null ? "— (percent card)" : money(g.balance)]),
)}
${table(
  "Test cards",
  ["Number", "Brand", "Outcome"],
  data.test_cards.map((c) => [html`<code>${cardNumber(c.number)}</code>`, c.brand, c.message ? `${c.outcome}: ${c.message}` : c.outcome]),
  "Any future expiry and any security code; any other valid number is declined as not a test card.",
)}
${table(
  "Wallet test tokens",
  ["Token", "Wallet", "Outcome"],
  data.wallet_tokens.map((w) => [html`<code>${w.token}</code>`, w.payment_method, w.message ? `${w.outcome}: ${w.message}` : w.outcome]),
  "Google Pay and Apple Pay: any token approves, one containing \"decline\" is declined.",
)}
${table(
  "Express sandbox buyers",
  ["Provider", "E-mail", "Ships to"],
  data.sandbox_buyers.map((b) => [
    b.provider,
    b.email,
    `${b.shipping_address.first_name} ${b.shipping_address.last_name}, ${b.shipping_address.address}, ${b.shipping_address.city}, ${b.shipping_address.state} ${b.shipping_address.zip_code}`,
  ]),
  "What approving PayPal or Affirm express hands the store.",
)}
</section>`;
}

function eventsSection(model: ConsoleModel) {
  const { events } = model;
  const filtered = events.event !== "" || events.source !== "";
  return html`<section id="events" aria-labelledby="events-title">
<h2 id="events-title">Events</h2>
<p>Analytics events (<code>POST /api/v1/events/frontend-event</code>) and what the integration stand-ins received, newest first.</p>
<form method="get" action="/#events" class="filters" aria-label="Filter events">
${model.carts.selected ? hidden("cart", model.carts.selected.id) : ""}
<div class="field">
<label for="events-event">Event id</label>
<select id="events-event" name="event">
<option value="">All events</option>
${events.names.map((name) => html`<option value="${name}"${name === events.event ? new Html(" selected") : ""}>${name}</option>`)}
</select>
</div>
<div class="field">
<label for="events-source">Source</label>
<select id="events-source" name="source"${events.sourceError ? new Html(' aria-invalid="true" aria-describedby="events-source-error"') : ""}>
<option value="">All sources</option>
${events.sources.map((source) => html`<option value="${source}"${source === events.source ? new Html(" selected") : ""}>${source}</option>`)}
</select>
${fieldError("events-source", events.sourceError)}
</div>
<button type="submit">Filter</button>
${filtered ? html`<a href="/#events">Show all</a>` : ""}
</form>
<p>${
    filtered ? `${plural(events.matching, "event")} match, of ${events.total}.` : `${plural(events.total, "event")} received.`
  }${events.matching > events.shown.length ? ` Showing the newest ${events.shown.length}.` : ""}</p>
${
  events.shown.length === 0
    ? ""
    : scroller(
        "Events",
        html`<table class="wide">
<thead><tr><th scope="col">#</th><th scope="col">Event</th><th scope="col">Source</th><th scope="col">Received (UTC)</th><th scope="col">Body</th></tr></thead>
<tbody>${events.shown.map(
          (event) => html`<tr><th scope="row">${event.seq}</th><td>${eventName(event) ?? "—"}</td><td>${event.source}</td><td>${when(event.received_at, true)}</td><td>${json(event.body)}</td></tr>`,
        )}</tbody>
</table>`,
      )
}
${postButton(ACTIONS.clearEvents, "Clear events")}
</section>`;
}

function selectedCart(model: ConsoleModel, selected: SelectedCart, focus: { done: boolean }) {
  if (!selected.found) {
    return html`<p class="error-box">No cart has the id <code>${selected.id}</code>. A reset forgets every cart.</p>`;
  }
  const { cart, owner } = selected;
  const giftForm = model.forms.gift;
  const giftError = errorOf(giftForm, "product_configuration_id");
  const chosen = valueOf(giftForm, "product_configuration_id");
  const checkout = cart.checkout;
  const codes = [...Object.keys(cart.options.discounts), ...Object.keys(cart.options.gift_cards)];
  return html`<div class="cart">
<h3 id="cart-title">Cart <code>${cart.unique_id}</code></h3>
<div class="cart-summary">
<dl class="facts">
<dt>Shopper</dt><dd>${owner ?? "guest"}</dd>
<dt>Checkout</dt><dd>${checkout.checkout_id ? `started (${checkout.checkout_id})` : "not started"}</dd>
<dt>E-mail</dt><dd>${checkout.email ?? "—"}</dd>
<dt>Payment</dt><dd>${checkout.payment_method ?? "—"}</dd>
<dt>Codes</dt><dd>${codes.length ? codes.join(", ") : "—"}</dd>
</dl>
<dl class="facts totals">
<dt>Subtotal</dt><dd>${money(cart.total_cost)}</dd>
<dt>Discount</dt><dd>${money(cart.discount_amount)}</dd>
<dt>Gift cards</dt><dd>${money(cart.gift_card_amount)}</dd>
<dt>Shipping</dt><dd>${money(cart.shipping_amount)}</dd>
<dt>Tax</dt><dd>${money(cart.tax_amount)}</dd>
<dt>Total</dt><dd><strong>${money(cart.final_amount)}</strong></dd>
</dl>
</div>
${
  cart.items.length === 0
    ? html`<p>The cart is empty.</p>`
    : scroller(
        "Lines of the cart",
        html`<table class="wide">
<caption>Lines</caption>
<thead><tr><th scope="col">Line</th><th scope="col">SKU</th><th scope="col">Piece</th><th scope="col">Quantity</th><th scope="col">Unit price</th><th scope="col">Locked</th></tr></thead>
<tbody>${cart.items.map(
          (item) => html`<tr><th scope="row">${item.id}</th><td><code>${item.configuration_id}</code></td><td>${item.title}</td><td>${item.quantity}</td><td>${money(item.base_cost)}</td><td>${
            item.gift_campaign_id !== null ? `yes, gift (campaign ${item.gift_campaign_id})` : "no"
          }</td></tr>`,
        )}</tbody>
</table>`,
      )
}
<form method="post" action="${ACTIONS.gift}" class="gift">
${hidden("cart", cart.unique_id)}
${formError(giftForm)}
${errorOf(giftForm, "cart") ? html`<p class="error">${errorOf(giftForm, "cart")}</p>` : ""}
<div class="field">
<label for="gift-piece">Gift piece</label>
<select id="gift-piece" name="product_configuration_id"${fieldAttributes("gift-piece", giftError, true, focus)}>
${model.giftChoices.map((choice) => html`<option value="${choice.id}"${String(choice.id) === chosen ? new Html(" selected") : ""}>${choice.label}</option>`)}
</select>
${fieldError("gift-piece", giftError)}
<p class="hint" id="gift-piece-hint">A free line the shopper can neither change nor remove; one per cart.</p>
</div>
<button type="submit">Add a locked gift line</button>
</form>
</div>`;
}

function cartsSection(model: ConsoleModel, focus: { done: boolean }) {
  const { carts } = model;
  return html`<section id="carts" aria-labelledby="carts-title">
<h2 id="carts-title">Carts</h2>
<form method="get" action="/#carts" class="filters" aria-label="Show a cart">
<div class="field wide">
<label for="cart-id">Cart id</label>
<input id="cart-id" name="cart" value="${carts.selected?.id ?? ""}" autocomplete="off" spellcheck="false">
</div>
<button type="submit">Show cart</button>
</form>
${carts.selected ? selectedCart(model, carts.selected, focus) : ""}
${
  carts.recent.length === 0
    ? html`<p>No carts yet.</p>`
    : scroller(
        "Carts, newest first",
        html`<table class="wide">
<caption>Carts, newest first${carts.total > carts.recent.length ? ` (the newest ${carts.recent.length} of ${carts.total})` : ""}</caption>
<thead><tr><th scope="col">Cart</th><th scope="col">Pieces</th><th scope="col">Subtotal</th><th scope="col">Shopper</th><th scope="col">Checkout</th></tr></thead>
<tbody>${carts.recent.map(
          (row) => html`<tr><th scope="row"><a href="/?cart=${encodeURIComponent(row.id)}#carts"><code>${row.id}</code></a></th><td>${row.pieces}</td><td>${money(row.subtotal)}</td><td>${
            row.owner ?? "guest"
          }</td><td>${row.checkoutStarted ? "started" : "—"}</td></tr>`,
        )}</tbody>
</table>`,
      )
}
</section>`;
}


export const STYLE = `
*{box-sizing:border-box}
html{scroll-behavior:smooth}
body{margin:0;background:#f6f4f1;color:#1f1a17;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
header,main{width:min(100% - 2rem,78rem);margin:0 auto}
header{padding:1.5rem 0 .5rem}
h1{margin:0 0 .25rem;font-size:1.75rem}
h2{margin:0 0 .75rem;font-size:1.4rem}
h3{margin:1.25rem 0 .5rem;font-size:1.1rem}
.card h3,.fault-form h3{margin-top:0}
p{margin:.4rem 0}
a{color:#0b4f8a}
code,.json{font:13px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;overflow-wrap:anywhere}
.json{display:block;max-width:40rem;white-space:pre-wrap}
/* A code, a card number or an id in a table stays whole, to be read and copied; a long URL wraps. */
th code,td code{white-space:nowrap;overflow-wrap:normal}
td code.url,td code.json{white-space:pre-wrap;overflow-wrap:anywhere}
.lede{color:#4a413b;margin:0 0 .75rem}
.notice{margin:.75rem 0;padding:.6rem .9rem;border-radius:8px;border-left:6px solid #1e6b3a;background:#e3f2e8;font-weight:600}
.notice.refused{border-color:#a4161a;background:#fbe4e4}
.notice:empty{display:none}
nav ul{display:flex;flex-wrap:wrap;gap:.4rem;list-style:none;margin:.5rem 0 0;padding:0}
nav a{display:inline-block;padding:.3rem .75rem;border-radius:99px;background:#fff;border:1px solid #c9bfb5;text-decoration:none;color:#1f1a17}
section{margin:1.25rem 0;padding:1.25rem;background:#fff;border-radius:12px;box-shadow:0 1px 6px rgba(31,26,23,.1);scroll-margin-top:1rem}
.cards{display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr))}
.card{padding:1rem;border:1px solid #e2dbd3;border-radius:10px}
.big{font-size:1.15rem}
.grid{display:grid;gap:.25rem 1rem;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr))}
.field{margin:.5rem 0}
label{display:block;font-weight:600}
.choice{display:flex;gap:.5rem;align-items:flex-start;margin:.35rem 0}
.choice label{font-weight:400}
.choice input{margin-top:.3rem}
input,select,textarea{width:100%;max-width:40rem;min-height:2.5rem;padding:.4rem .6rem;border:1px solid #6f655d;border-radius:6px;font:inherit;background:#fff;color:#1f1a17}
input[type=radio],input[type=checkbox]{width:auto;min-height:0}
textarea{font:13px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
[aria-invalid=true]{border:2px solid #a4161a}
fieldset{margin:.75rem 0;border:1px solid #e2dbd3;border-radius:8px;padding:.5rem 1rem}
legend{font-weight:600;padding:0 .25rem}
.hint{color:#574d46;font-size:.9rem;margin:.1rem 0 .3rem}
.table-note{margin:-.25rem 0 1rem}
.error{color:#a4161a;font-weight:600;margin:.25rem 0}
.error-box{padding:.6rem .9rem;border-left:6px solid #a4161a;background:#fbe4e4}
button{min-height:2.5rem;padding:.45rem 1rem;border-radius:8px;border:2px solid #2b2420;background:#fff;color:#2b2420;font:inherit;font-weight:600;cursor:pointer}
button.primary{background:#2b2420;color:#fff}
button.danger{border-color:#a4161a;background:#a4161a;color:#fff}
button.small{min-height:2rem;padding:.2rem .7rem}
button:focus-visible,a:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible,summary:focus-visible,.scroll:focus-visible{outline:3px solid #c98a00;outline-offset:2px}
form.inline{display:inline-block;margin:.25rem 0}
.filters{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:flex-end}
.filters .field{margin:0;min-width:12rem}
.filters .field.wide{flex:0 1 26rem}
.cart-summary{display:grid;gap:0 2rem;grid-template-columns:repeat(auto-fit,minmax(16rem,1fr));max-width:48rem}
.presets{list-style:none;padding:0;margin:0;display:grid;gap:.75rem;grid-template-columns:repeat(auto-fit,minmax(13rem,1fr))}
.presets li{padding:.75rem;border:1px solid #e2dbd3;border-radius:10px}
.presets p{font-size:.9rem;color:#4a413b}
.scenarios{list-style:none;padding:0;margin:0;display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(18rem,1fr))}
.scenarios .card h3{margin-top:0}
.tag.on{background:#1e6b3a;color:#fff}
.in-force{font-weight:600}
.fault-form{margin-top:1.25rem;padding:1rem;border:1px solid #e2dbd3;border-radius:10px}
.scroll{position:relative;overflow-x:auto;margin:.5rem 0}
table{border-collapse:collapse;width:100%;font-size:.95rem}
/* Wide tables scroll sideways on a phone rather than squeezing a column to a word a line. */
table.wide{min-width:46rem}
table.medium{min-width:34rem}
caption{text-align:left;font-weight:600;padding:.25rem 0}
th,td{text-align:left;vertical-align:top;padding:.45rem .6rem;border-bottom:1px solid #e2dbd3}
thead th{background:#f1ece6}
blockquote{margin:.3rem 0 0;padding-left:.6rem;border-left:3px solid #c9bfb5;white-space:pre-wrap;overflow-wrap:anywhere}
.messages{list-style:none;margin:.5rem 0;padding:0}
.messages li{padding:.6rem 0;border-bottom:1px solid #e2dbd3;overflow-wrap:anywhere}
.messages li:first-child{border-top:1px solid #e2dbd3}
.meta{color:#4a413b}
.tag{display:inline-block;padding:0 .45rem;border-radius:99px;background:#eee6dc;font-size:.85rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.2rem 1rem;margin:.5rem 0}
dt{color:#574d46}dd{margin:0;overflow-wrap:break-word}
.demo{max-width:30rem;margin-bottom:1rem}
.facts{max-width:36rem}
details{margin-top:1rem}
summary{cursor:pointer;font-weight:600}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (max-width:40rem){section{padding:1rem .85rem}header,main{width:calc(100% - 1rem)}h1{font-size:1.45rem}}
`;

export function consolePage(model: ConsoleModel): string {
  const focus = { done: false };
  const { notice } = model;
  const body = html`<header>
<h1>QA console</h1>
<p class="lede">The mock API's switches and records, for testing the store at <a href="${model.storeUrl}">${model.storeUrl}</a>. The same controls answer as JSON under <a href="/__qa"><code>/__qa</code></a>. Every call the mock receives is in the <a href="/requests">request journal</a>.</p>
<p><a href="/__qa/openapi.json">API contract (OpenAPI 3.1)</a></p>
<p class="notice${notice?.kind === "refused" ? " refused" : ""}" role="status">${notice?.text ?? ""}</p>
<nav aria-label="Sections"><ul>${SECTIONS.map(([id, title]) => html`<li><a href="#${id}">${title}</a></li>`)}</ul></nav>
</header>
<main>
${stateSection(model, focus)}
${scenariosSection(model, focus)}
${faultsSection(model, focus)}
${outboxSection(model)}
${testDataSection(model)}
${eventsSection(model)}
${cartsSection(model, focus)}
</main>`;
  return consoleDocument(notice ? `${notice.text} — QA console` : "QA console — Maison Lumière mock API", body);
}

/** A console page as a whole; `refreshSeconds` reloads it, live without JavaScript. */
export function consoleDocument(title: string, body: Html, refreshSeconds?: number): string {
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    refreshSeconds ? `<meta http-equiv="refresh" content="${refreshSeconds}">` : "",
    `<title>${escapeHtml(title)}</title>`,
    `<style>${STYLE}</style>`,
    "</head>",
    `<body>${body}</body>`,
    "</html>",
  ]
    .filter(Boolean)
    .join("\n");
}

