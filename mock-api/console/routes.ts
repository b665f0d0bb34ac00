/** Posts answer 303 with a server-side notice id; a refused form re-renders with 400 so typed values never go into a URL. */
import { http, HttpResponse } from "msw";

import { bumpCacheVersion, cacheVersionAnnounced } from "../store";
import { clearFaults, type Fault } from "../faults";
import {
  addFaultFrom,
  addGiftFrom,
  checkFault,
  clearEvents,
  clearOutbox,
  removeFaultById,
  resetEverything,
  setDelayFrom,
  setNoticesFrom,
} from "../qa";
import { findConfiguration, productTitle } from "../products";
import { resetScenario, setScenario } from "../scenarios";
import {
  type FieldErrors,
  type FormValues,
  MAX_FORM_BYTES,
  delayFromForm,
  faultField,
  faultFromForm,
  faultIdFromForm,
  fieldErrorsFrom,
  formValues,
  giftFromForm,
  noticesFromForm,
  pageQuery,
  presetFromForm,
  scenarioFromForm,
  FORM_ERROR,
} from "./forms";
import { consoleRefusal } from "./guard";
import { CONSOLE_PAGE_HEADERS } from "./pages";
import { leaveNotice, type Notice, takeNotice } from "./notices";
import { ACTIONS, consolePage } from "./render";
import { SCENARIO_ACTIONS } from "./scenarios-section";
import { storeUrl } from "./store-url";
import { type ConsoleForm, consoleModel } from "./view";

export const CONSOLE_ACTIONS_PATH = "/__qa/console";


const page = (body: string, status = 200) => new HttpResponse(body, { status, headers: CONSOLE_PAGE_HEADERS });

const plain = (text: string, status: number) =>
  new HttpResponse(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

const seeOther = (location: string) => new HttpResponse(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });

type Outcome =
  | { done: string; section: string; refused?: boolean; cart?: string }
  | { form: ConsoleForm; values: FormValues; errors: FieldErrors; notice: string; cart?: string };

/** "GET /api/v1/pages/* answers 503 (2 times)" */
export function faultSummary(fault: Fault): string {
  const does = [
    fault.delay_ms !== undefined ? `waits ${fault.delay_ms} ms` : null,
    fault.wire !== undefined ? `breaks on the wire (${fault.wire})` : null,
    fault.status !== undefined || fault.body !== undefined || fault.bodyText !== undefined
      ? `answers ${fault.status ?? 200}${fault.bodyText !== undefined ? " with raw text" : fault.body !== undefined ? " with JSON" : ""}`
      : null,
  ].filter(Boolean);
  const times = fault.times === undefined ? "" : ` (${fault.times === 1 ? "once" : `${fault.times} times`})`;
  return `${fault.method ?? "any method"} ${fault.path} ${does.join(", then ") || "passes through"}${times}`;
}

const firstError = (errors: FieldErrors) => Object.values(errors)[0] ?? "";

function addFault(values: FormValues): Outcome {
  const form = faultFromForm(values);
  const checked = checkFault(form.input);
  const errors = { ...(checked.ok ? {} : fieldErrorsFrom(checked.errors, faultField)), ...form.errors };
  const added = Object.keys(errors).length === 0 ? addFaultFrom(form.input) : null;
  if (!added?.ok) {
    const all = added ? fieldErrorsFrom(added.errors, faultField) : errors;
    return { form: "fault", values, errors: all, notice: `The fault was not added: ${firstError(all)}` };
  }
  const cv = form.bumpCv ? `; cv bumped to ${bumpCacheVersion()}` : "";
  return { done: `Fault ${added.value.id} added: ${faultSummary(added.value)}${cv}.`, section: "faults" };
}

function addPreset(values: FormValues): Outcome {
  const preset = presetFromForm(values);
  if (!preset.ok) return { done: firstError(preset.errors), section: "faults", refused: true };
  const ids: number[] = [];
  for (const fault of preset.value.faults) {
    const added = addFaultFrom(fault);
    // The presets pass the fault switch's checks (presets.test.ts); this is for the day one does not.
    if (!added.ok) return { done: `The preset ${preset.value.title} was refused: ${added.errors[0].message}`, section: "faults", refused: true };
    ids.push(added.value.id);
  }
  const faults = ids.length === 1 ? `fault ${ids[0]}` : `faults ${ids.slice(0, -1).join(", ")} and ${ids.at(-1)}`;
  return { done: `Preset “${preset.value.title}” added as ${faults}; cv bumped to ${bumpCacheVersion()}.`, section: "faults" };
}

function removeFault(values: FormValues): Outcome {
  const id = faultIdFromForm(values);
  if (!id.ok) return { done: firstError(id.errors), section: "faults", refused: true };
  const removed = removeFaultById(id.value);
  return removed.ok
    ? { done: `Fault ${id.value} removed.`, section: "faults" }
    : { done: `Fault ${id.value} is no longer active: a fault with times leaves once used up.`, section: "faults", refused: true };
}

function setDelay(values: FormValues): Outcome {
  const set = setDelayFrom(delayFromForm(values));
  if (set.ok) return { done: `Global delay set to ${set.value.delay_ms} ms.`, section: "state" };
  const errors = fieldErrorsFrom(set.errors, (property) => (property === "delay_ms" ? "delay_ms" : null));
  return { form: "delay", values, errors, notice: `The delay was not changed: ${firstError(errors)}` };
}

function switchNotice(values: FormValues): Outcome {
  const choice = noticesFromForm(values);
  const set = choice.ok ? setNoticesFrom(choice.value) : null;
  if (!set?.ok) {
    const errors = { [FORM_ERROR]: choice.ok ? set!.errors[0].message : firstError(choice.errors) };
    return { form: "notices", values, errors, notice: `The delay notice was not changed: ${errors[FORM_ERROR]}` };
  }
  return { done: `Delay notice switched ${set.value.high_order_volume ? "on" : "off"}.`, section: "state" };
}

function addGift(values: FormValues): Outcome {
  const form = giftFromForm(values);
  if (!form.ok) return { form: "gift", values, errors: form.errors, notice: `No gift line added: ${firstError(form.errors)}` };
  const { cartId, input } = form.value;
  const added = addGiftFrom(cartId, input);
  if (added.ok) {
    const line = added.value.lines.at(-1);
    const match = line ? findConfiguration(line.product_configuration_id) : undefined;
    const piece = match ? ` (${productTitle(match.product)}, ${match.configuration.sku})` : "";
    return { done: `Locked gift line added to cart ${cartId}${piece}.`, section: "carts", cart: cartId };
  }
  const errors: FieldErrors =
    added.status === 404
      ? { [FORM_ERROR]: `No cart has the id ${cartId}.` }
      : fieldErrorsFrom(added.errors, (property) => (property === "product_configuration_id" ? property : null));
  return { form: "gift", values, errors, notice: `No gift line added: ${firstError(errors)}`, cart: cartId };
}

function setScenarioFrom(values: FormValues): Outcome {
  const form = scenarioFromForm(values);
  if (!form.ok) return { done: firstError(form.errors), section: "scenarios", refused: true };
  const { scenario, input } = form.value;
  const set = setScenario(scenario.name, input);
  if (set.ok) return { done: set.value.message, section: "scenarios" };
  const fields = scenario.parameters.map((parameter) => parameter.name);
  const errors = fieldErrorsFrom(set.errors, (property) => (property !== null && fields.includes(property) ? property : null));
  return { form: "scenario", values, errors, notice: `${scenario.title} was not set: ${firstError(errors)}` };
}

function resetScenarioFrom(values: FormValues): Outcome {
  const form = scenarioFromForm(values);
  if (!form.ok) return { done: firstError(form.errors), section: "scenarios", refused: true };
  const reset = resetScenario(form.value.scenario.name);
  return reset.ok ? { done: reset.value.message, section: "scenarios" } : { done: reset.errors[0].message, section: "scenarios", refused: true };
}

const done = (text: string, section: string): Outcome => ({ done: text, section });

const ACTION_HANDLERS: Record<string, (values: FormValues) => Outcome> = {
  [ACTIONS.reset]: () =>
    done(`Everything reset to the seed: carts, faults, events, the outbox and e-mail links are gone; cv is now ${resetEverything().cv}.`, "state"),
  [ACTIONS.cv]: () => done(`cv bumped to ${bumpCacheVersion()}: the store is told at once and reads its cached calls afresh on its next page (a store the mock does not tell sees it at its next check of cv).`, "state"),
  [ACTIONS.delay]: setDelay,
  [ACTIONS.notices]: switchNotice,
  [ACTIONS.addFault]: addFault,
  [ACTIONS.preset]: addPreset,
  [ACTIONS.removeFault]: removeFault,
  [ACTIONS.clearFaults]: () => {
    clearFaults();
    return done("All faults cleared: the API answers normally.", "faults");
  },
  [ACTIONS.clearOutbox]: () => {
    clearOutbox();
    return done("Hints and questions cleared from the outbox.", "outbox");
  },
  [ACTIONS.clearEvents]: () => {
    clearEvents();
    return done("Events cleared.", "events");
  },
  [ACTIONS.gift]: addGift,
  [SCENARIO_ACTIONS.set]: setScenarioFrom,
  [SCENARIO_ACTIONS.reset]: resetScenarioFrom,
};

function render(request: Request, notice: Notice | null, forms: Parameters<typeof consoleModel>[0]["forms"] = {}, cart?: string, status = 200) {
  const query = pageQuery(new URL(request.url).searchParams);
  const model = consoleModel({ storeUrl: storeUrl(), query: cart === undefined ? query : { ...query, cart }, notice, forms });
  return page(consolePage(model), status);
}

async function readForm(request: Request): Promise<FormValues | null> {
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_FORM_BYTES) return null;
  const body = await request.text();
  return body.length > MAX_FORM_BYTES ? null : formValues(body);
}

const isRoot = ({ request }: { request: Request }) => new URL(request.url).pathname === "/";
const isAction = ({ request }: { request: Request }) => new URL(request.url).pathname.startsWith(`${CONSOLE_ACTIONS_PATH}/`);

export const consoleHandlers = [
  http.get(isRoot, ({ request }) => {
    const refusal = consoleRefusal(request);
    if (refusal) return plain(refusal, 403);
    return render(request, takeNotice(pageQuery(new URL(request.url).searchParams).notice));
  }),

  http.post(isAction, async ({ request }) => {
    const refusal = consoleRefusal(request);
    if (refusal) return plain(refusal, 403);
    const handler = Object.hasOwn(ACTION_HANDLERS, new URL(request.url).pathname) ? ACTION_HANDLERS[new URL(request.url).pathname] : undefined;
    if (!handler) return seeOther(`/?notice=${leaveNotice("That console action does not exist.", "refused")}`);
    const values = await readForm(request);
    if (values === null) {
      return render(request, { kind: "refused", text: `The form is too large: at most ${MAX_FORM_BYTES / 1024} KB.` }, {}, undefined, 413);
    }
    const outcome = handler(values);
    // A bumped cv reaches the store before the console answers, so the shopper's next page meets it.
    await cacheVersionAnnounced();
    if ("form" in outcome) {
      return render(request, { kind: "refused", text: outcome.notice }, { [outcome.form]: { values, errors: outcome.errors } }, outcome.cart, 400);
    }
    const cart = outcome.cart ? `cart=${encodeURIComponent(outcome.cart)}&` : "";
    return seeOther(`/?${cart}notice=${leaveNotice(outcome.done, outcome.refused ? "refused" : "done")}#${outcome.section}`);
  }),

  // A refused form's page sits at its action's URL: going there again shows the console.
  http.get(isAction, () => seeOther("/")),
];
