import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useReducer, useRef } from "react";
import { useField, useFormContext, useIsSubmitting } from "remix-validated-form";

import { useBusy } from "~/lib/busy";
import { fieldState, isFilled } from "~/lib/forms/field-state";
import { PASSWORD_HINT } from "~/lib/forms/messages";

import { FieldMessages, describedBy } from "../Field";

import { useDoorFields } from "./DoorForm";

// With a `formId`, remix-validated-form ignores `defaultValues` on the server, so fields take the form from context.
type FieldProps = { name: string; label: string; hint?: string };

/** Not on blur: a message inserted just as the shopper reaches for the button below would move the button away. */
const VALIDATION = { initial: "onSubmit", whenTouched: "onSubmit", whenSubmitted: "onChange" } as const;

function useBoundField({ name, hint }: FieldProps) {
  const field = useField(name, { validationBehavior: VALIDATION });
  const { idPrefix, errors, defaults, checked } = useDoorFields();
  // The form's own check has run in the browser: at a submit, then at each change (VALIDATION).
  const { hasBeenSubmitted } = useFormContext();
  const error = field.error ?? errors[name];
  const id = `${idPrefix}-${name}`;
  // The form's own starting value when remix-validated-form has not handed it over yet (DoorForm's `defaults`).
  const initial = field.defaultValue ?? defaults[name];
  // Read from the page once it is drawn (a select shows its first option, a shopper types): a change draws it again.
  const box = useRef<HTMLDivElement & HTMLFieldSetElement>(null);
  const [, changed] = useReducer((count: number) => count + 1, 0);
  // Spec 5: valid and invalid fields are styled (lib/forms/field-state.ts).
  const state = fieldState(error, hasBeenSubmitted || checked?.(name), box.current ? isFilled(box.current) : Boolean(initial));
  // On the field's wrapper: React's change event bubbles from its controls.
  const bind = { ref: box, onChange: changed };
  return { field, error, id, initial, state, bind, describedBy: describedBy(id, hint, error) };
}

export function TextInput({ label, hint, name, ...rest }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const { field, error, id, initial, state, bind, describedBy } = useBoundField({ name, label, hint });
  return (
    <div className={`field${state}`} {...bind}>
      <label htmlFor={id}>{label}</label>
      <input type="text" {...rest} {...field.getInputProps({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })} defaultValue={initial} />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextArea({ label, hint, name, ...rest }: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { field, error, id, initial, state, bind, describedBy } = useBoundField({ name, label, hint });
  return (
    <div className={`field${state}`} {...bind}>
      <label htmlFor={id}>{label}</label>
      <textarea rows={5} {...rest} {...field.getInputProps({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })} defaultValue={initial} />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export function Select({ label, hint, name, children, ...rest }: FieldProps & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode }) {
  const { field, error, id, initial, state, bind, describedBy } = useBoundField({ name, label, hint });
  return (
    <div className={`field${state}`} {...bind}>
      <label htmlFor={id}>{label}</label>
      <select {...rest} {...field.getInputProps({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })} defaultValue={initial}>
        {children}
      </select>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/** Spec 4/9: busy blocks double submit and lasts at least 200 ms (lib/busy.ts); a post the browser check refuses sets none. */
export function SubmitButton({ children, busyText, className }: { children: ReactNode; busyText: string; className?: string }) {
  const { posting } = useDoorFields();
  const submitting = useBusy(useIsSubmitting() && Boolean(posting));
  return (
    <button type="submit" className={className ?? "button button--block"} disabled={submitting} aria-busy={submitting || undefined}>
      {submitting ? busyText : children}
    </button>
  );
}

export type Choice = { value: string; label: ReactNode; description?: ReactNode };

export function RadioGroup({ name, legend, choices, onChoose }: { name: string; legend: string; choices: Choice[]; onChoose?: (value: string) => void }) {
  const { field, error, id, initial, state, bind, describedBy } = useBoundField({ name, label: legend });
  return (
    <fieldset className={`choice-group${state}`} aria-describedby={describedBy} {...bind}>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="choice">
          <input
            {...field.getInputProps({
              type: "radio",
              value: choice.value,
              id: `${id}-${choice.value}`,
              onChange: () => onChoose?.(choice.value),
            })}
            defaultChecked={initial === choice.value}
          />
          <span className="choice__label">{choice.label}</span>
          {choice.description ? <span className="choice__description small">{choice.description}</span> : null}
        </label>
      ))}
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}

export function Checkbox({ label, hint, name }: FieldProps) {
  const { field, error, id, initial, state, bind, describedBy } = useBoundField({ name, label, hint });
  return (
    <div className={`field field--checkbox${state}`} {...bind}>
      <label className="choice" htmlFor={id}>
        <input
          {...field.getInputProps({ type: "checkbox", value: "on", id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
          defaultChecked={initial === "on" || initial === true}
        />
        <span className="choice__label">{label}</span>
      </label>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/** Spec 5 passwordChar, confirm. */
export function NewPasswordFields({ labels }: { labels: [string, string] }) {
  return (
    <>
      <TextInput name="password" label={labels[0]} type="password" autoComplete="new-password" hint={PASSWORD_HINT} />
      <TextInput name="password_confirmation" label={labels[1]} type="password" autoComplete="new-password" />
    </>
  );
}
