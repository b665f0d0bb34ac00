// Shows the last answer, however it came (fetcher, navigation, no-JS render); a server error clears once its field is edited.
import type { FetcherWithComponents } from "@remix-run/react";
import { useActionData, useNavigation } from "@remix-run/react";
import { type FormEvent, type ReactNode, createContext, useContext, useState } from "react";
import { ValidatedForm, type Validator, createValidator } from "remix-validated-form";

import { type FieldErrors, type FormDef, type FormResult, HONEYPOT_FIELD, INTENT, fieldErrorsOf, isResultOf } from "~/lib/forms/form";

import { ErrorAlert } from "../ErrorAlert";

const validators = new WeakMap<FormDef, Validator<Record<string, unknown>>>();

// Not @remix-validated-form/with-zod: it ships a second copy of helpers (about 4 KB gzip per form).
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

// remix-validated-form sets `defaultValues` only after hydration, so forms mounted by navigation fall back on `defaults`.
/** `checked`: refused post, field unchanged since; `posting`: the request is in flight, not just the browser check. */
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

/** Honeypot (form-door.server.ts); not remix-utils' HoneypotInputs, whose `autocomplete="nope"` is no autofill name. */
function HoneypotField({ name }: { name: string }) {
  return (
    <div id={`${name}_wrap`} style={{ display: "none" }} aria-hidden="true">
      <label htmlFor={name}>Leave this field empty</label>
      <input id={name} name={name} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
    </div>
  );
}
