// A form shows its last answer however it came: a fetcher, a navigation, or a server render after a post without
// JavaScript. A server's error leaves its field as soon as the shopper edits it.
import type { FetcherWithComponents } from "@remix-run/react";
import { useActionData, useNavigation } from "@remix-run/react";
import { type FormEvent, type ReactNode, createContext, useContext, useState } from "react";
import { ValidatedForm, type Validator, createValidator } from "remix-validated-form";

import { type FieldErrors, type FormDef, type FormResult, HONEYPOT_FIELD, INTENT, fieldErrorsOf, isResultOf } from "~/lib/forms/form";

import { ErrorAlert } from "../ErrorAlert";

const validators = new WeakMap<FormDef, Validator<Record<string, unknown>>>();

// The library's own createValidator rather than @remix-validated-form/with-zod, which ships a second copy of
// helpers remix-validated-form already has (about 4 KB gzip of every form's code).
function validatorOf(form: FormDef): Validator<Record<string, unknown>> {
  let validator = validators.get(form);
  if (!validator) {
    validator = createValidator({
      validate: async (input) => {
        const parsed = await form.schema.safeParseAsync(input);
        return parsed.success ? { data: parsed.data, error: undefined } : { data: undefined, error: fieldErrorsOf(parsed.error) };
      },
      validateField: async (input, field) => {
        const parsed = await form.schema.safeParseAsync(input);
        return { error: parsed.success ? undefined : fieldErrorsOf(parsed.error)[field] };
      },
    });
    validators.set(form, validator);
  }
  return validator;
}

// remix-validated-form hands `defaultValues` to its fields only in an effect after hydration, so a form that first
// appears after a client-side navigation would start a select empty: the fields fall back on `defaults`.
/**
 * `checked`: the server has looked at every field (a refused post) and the shopper has not changed this one since.
 * `posting`: the form's post (or GET) is on its way, not only its own check in the browser.
 */
type FieldsContext = {
  idPrefix: string;
  errors: FieldErrors;
  defaults: Record<string, string | undefined>;
  checked?: (name: string) => boolean;
  posting?: boolean;
};
const Fields = createContext<FieldsContext>({ idPrefix: "form", errors: {}, defaults: {} });

export const useDoorFields = () => useContext(Fields);

export function useFormResult(form: FormDef, fetcher?: FetcherWithComponents<unknown>): FormResult | undefined {
  const posted = useActionData();
  return [fetcher?.data, posted].find((value): value is FormResult => isResultOf(form, value));
}

type Props = {
  form: FormDef;
  /** Where one form shows twice on a page (the newsletter in the footer and on its page). */
  id?: string;
  method?: "post" | "get";
  action?: string;
  fetcher?: FetcherWithComponents<unknown>;
  result?: FormResult;
  defaultValues?: Record<string, string | undefined>;
  errors?: FieldErrors;
  /** Email us shows its fetcher's message in the alert dialog (spec 8). */
  fetcherMessageElsewhere?: boolean;
  className?: string;
  onChange?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
};

function useEditedSince(result: FormResult | undefined) {
  const [edited, setEdited] = useState<{ since?: FormResult; names: ReadonlySet<string> }>({ names: new Set() });
  const names = edited.since === result ? edited.names : new Set<string>();
  const mark = (name: string) => {
    if (!names.has(name)) setEdited({ since: result, names: new Set(names).add(name) });
  };
  return { names, mark };
}

export function DoorForm({ form, id, method = "post", action, fetcher, result: given, defaultValues, errors, fetcherMessageElsewhere, className = "stack", onChange, children }: Props) {
  const answered = useFormResult(form, fetcher);
  const result = given ?? answered;
  const refusal = result && !result.ok ? result : undefined;
  const edited = useEditedSince(result);
  const serverErrors = Object.fromEntries(Object.entries({ ...errors, ...refusal?.fieldErrors }).filter(([name]) => !edited.names.has(name)));
  const post = method === "post";
  const defaults = { ...defaultValues, ...refusal?.values };
  const navigation = useNavigation();
  const posting = (fetcher ?? navigation).state !== "idle";
  return (
    <ValidatedForm
      // A GET form's id would go into its URL as remix-validated-form's hidden field.
      id={post ? (id ?? form.id) : undefined}
      validator={validatorOf(form)}
      fetcher={fetcher}
      method={method}
      action={action}
      className={className}
      noValidate
      defaultValues={defaults}
      onChange={(event) => {
        const name = (event.target as { name?: unknown }).name;
        if (typeof name === "string" && name) edited.mark(name);
        onChange?.(event);
      }}
    >
      {post ? <input type="hidden" name={INTENT} value={form.id} /> : null}
      {post && form.honeypot ? (
        <HoneypotField name={`${HONEYPOT_FIELD}_${id ?? form.id}`} />
      ) : null}
      {refusal?.message && !(fetcherMessageElsewhere && refusal === fetcher?.data) ? <ErrorAlert message={refusal.message} /> : null}
      <Fields.Provider value={{ idPrefix: id ?? form.id, errors: serverErrors, defaults, checked: (name) => Boolean(refusal) && !edited.names.has(name), posting }}>{children}</Fields.Provider>
    </ValidatedForm>
  );
}

/**
 * The field a person never sees and a bot fills (remix-utils' Honeypot checks it, form-door.server.ts). Its own markup,
 * not remix-utils' HoneypotInputs: that one says `autocomplete="nope"`, which is no autofill name in HTML.
 */
function HoneypotField({ name }: { name: string }) {
  return (
    <div id={`${name}_wrap`} style={{ display: "none" }} aria-hidden="true">
      <label htmlFor={name}>Leave this field empty</label>
      <input id={name} name={name} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
    </div>
  );
}
