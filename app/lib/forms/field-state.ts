/**
 * Spec 5: "Valid and invalid fields get styling classes." Invalid: the field shows an error. Valid: its value was
 * checked and passed, by the server (a refused post: it looked at every field) or by the form's own check in the
 * browser (at a submit, then at each change after it, when errors show too). An empty field that passed (an optional
 * one) is neither: there is nothing to call valid.
 */
export function fieldState(error: string | undefined, checked: boolean | undefined, filled: boolean): "" | " field--invalid" | " field--valid" {
  return error ? " field--invalid" : checked && filled ? " field--valid" : "";
}

/** Whether a field holds a value: a ticked checkbox or radio, a text or a select that is not empty. */
export const isFilled = (field: Element) =>
  [...field.querySelectorAll<HTMLInputElement>("input, select, textarea")].some((control) =>
    /checkbox|radio/.test(control.type) ? control.checked : control.value !== "",
  );
