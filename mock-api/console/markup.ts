/** `html` escapes all it is given unless the console built it: faults, events, outbox and carts hold whatever a client posted. */
import { escapeHtml } from "../provider-page";
import { FORM_ERROR } from "./forms";
import type { FormState } from "./view";

/** Markup the console built: interpolated as is. */
export class Html {
  constructor(readonly text: string) {}
  toString() {
    return this.text;
  }
}

export type Part = Html | string | number | boolean | null | undefined | readonly Part[];

function flatten(part: Part): string {
  if (part === null || part === undefined || part === false || part === true) return "";
  if (part instanceof Html) return part.text;
  if (Array.isArray(part)) return part.map(flatten).join("");
  return escapeHtml(String(part));
}

export function html(strings: TemplateStringsArray, ...parts: Part[]): Html {
  return new Html(strings.reduce((out, string, index) => out + string + (index < parts.length ? flatten(parts[index]) : ""), ""));
}

export const valueOf = (form: FormState | undefined, name: string, fallback = "") =>
  form && Object.hasOwn(form.values, name) ? form.values[name] : fallback;

export const errorOf = (form: FormState | undefined, name: string) =>
  form && Object.hasOwn(form.errors, name) ? form.errors[name] : null;

/** Autofocus on the first refused field: without JavaScript, the reloaded page then opens on what to fix. */
export function fieldAttributes(id: string, error: string | null, hint: boolean, focus: { done: boolean }) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  const autofocus = error !== null && !focus.done;
  if (autofocus) focus.done = true;
  return new Html(
    (error ? ' aria-invalid="true"' : "") +
      (described ? ` aria-describedby="${escapeHtml(described)}"` : "") +
      (autofocus ? " autofocus" : ""),
  );
}

export const fieldError = (id: string, error: string | null) => (error ? html`<p class="error" id="${id}-error">${error}</p>` : "");

export const formError = (form: FormState | undefined) => {
  const error = errorOf(form, FORM_ERROR);
  return error ? html`<p class="error">${error}</p>` : "";
};

interface FieldOptions {
  form: FormState | undefined;
  focus: { done: boolean };
  id: string;
  name: string;
  label: string;
  value?: string;
  hint?: string;
  /** Extra attributes, written by the console itself. */
  attributes?: string;
}

export function textField({ form, focus, id, name, label, value = "", hint, attributes = "" }: FieldOptions) {
  const error = errorOf(form, name);
  return html`<div class="field">
<label for="${id}">${label}</label>
<input id="${id}" name="${name}" value="${valueOf(form, name, value)}"${new Html(attributes)}${fieldAttributes(id, error, Boolean(hint), focus)}>
${fieldError(id, error)}
${hint ? html`<p class="hint" id="${id}-hint">${hint}</p>` : ""}
</div>`;
}

export const hidden = (name: string, value: string | number) => html`<input type="hidden" name="${name}" value="${value}">`;

export const postButton = (action: string, label: string, options: { fields?: Html[]; kind?: string; name?: string } = {}) =>
  html`<form method="post" action="${action}" class="inline">${options.fields ?? []}<button type="submit" class="${options.kind ?? ""}"${
    options.name ? new Html(` aria-label="${escapeHtml(options.name)}"`) : ""
  }>${label}</button></form>`;

/** A wide table scrolls on its own on a narrow screen, and can be scrolled with the keyboard. */
export const scroller = (label: string, table: Html) => html`<div class="scroll" role="region" aria-label="${label}" tabindex="0">${table}</div>`;
