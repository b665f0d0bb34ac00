/**
 * Every validated form of the store, as the browser sees it: one
 * remix-validated-form over the form's one schema, posting its `intent`, and
 * showing its last answer (`FormResult`) whichever way it came: from a
 * fetcher, from a navigation with JavaScript, or rendered by the server after
 * a post without it. A refused form comes back with what the shopper typed
 * and each error under its field; the fields find both through context. A
 * server's error leaves its field as soon as the shopper edits it.
 */
import type { FetcherWithComponents } from "@remix-run/react";
import { useActionData } from "@remix-run/react";
import { type FormEvent, type ReactNode, createContext, useContext, useState } from "react";
import { HoneypotInputs, HoneypotProvider } from "remix-utils/honeypot/react";
import { ValidatedForm, type Validator, createValidator } from "remix-validated-form";

import { type FieldErrors, type FormDef, type FormResult, HONEYPOT_FIELD, INTENT, fieldErrorsOf, isResultOf } from "~/lib/forms/form";

import { ErrorAlert } from "../ErrorAlert";

const validators = new WeakMap<FormDef, Validator<Record<string, unknown>>>();

/**
 * The form's schema as remix-validated-form's validator, with the messages
 * the server gives (fieldErrorsOf). Written on the library's own
 * createValidator rather than @remix-validated-form/with-zod, which ships a
 * second copy of the helpers remix-validated-form already has (about 4 KB
 * gzip of every form's code).
 */
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

/**
 * `defaults` are the values the form starts with. remix-validated-form
 * hands them to its fields only after an effect once the page is hydrated, so
 * a form that first appears after a client-side navigation (an address's
 * edit form) would start a select empty: the fields fall back on these.
 */
type FieldsContext = { idPrefix: string; errors: FieldErrors; defaults: Record<string, string | undefined> };
const Fields = createContext<FieldsContext>({ idPrefix: "form", errors: {}, defaults: {} });

/** The element id prefix and the server's errors, for the fields inside a DoorForm. */
export const useDoorFields = () => useContext(Fields);

/** This form's last answer: a fetcher's, else the route's action data, when either is this form's. */
export function useFormResult(form: FormDef, fetcher?: FetcherWithComponents<unknown>): FormResult | undefined {
  const posted = useActionData();
  return [fetcher?.data, posted].find((value): value is FormResult => isResultOf(form, value));
}

type Props = {
  form: FormDef;
  /** Unique on the page, where one form shows twice (the newsletter in the footer and on its page); the form's id otherwise. */
  id?: string;
  method?: "post" | "get";
  action?: string;
  fetcher?: FetcherWithComponents<unknown>;
  /** The answer to show when the page has it rather than an action (a GET form refused by its loader). */
  result?: FormResult;
  /** What the fields start with (the signed-in e-mail, the saved address); a refused post's values come first. */
  defaultValues?: Record<string, string | undefined>;
  /** Errors the page knows of besides the form's answer (a checkout notice naming a field). */
  errors?: FieldErrors;
  /** Whether the caller shows the message of an answer to `fetcher` itself (email us: in the alert dialog, spec 8). */
  fetcherMessageElsewhere?: boolean;
  className?: string;
  onChange?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
};

/** The fields edited since the last answer, whose server errors are out of date. */
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
        <HoneypotProvider nameFieldName={`${HONEYPOT_FIELD}_${id ?? form.id}`}>
          <HoneypotInputs label="Leave this field empty" />
        </HoneypotProvider>
      ) : null}
      {refusal?.message && !(fetcherMessageElsewhere && refusal === fetcher?.data) ? <ErrorAlert message={refusal.message} /> : null}
      <Fields.Provider value={{ idPrefix: id ?? form.id, errors: serverErrors, defaults }}>{children}</Fields.Provider>
    </ValidatedForm>
  );
}
