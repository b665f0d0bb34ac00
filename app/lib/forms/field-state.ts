/** Spec 5 "Valid and invalid fields get styling classes"; an empty optional field is neither. */
export function fieldState(error: string | undefined, checked: boolean | undefined, filled: boolean): "" | " field--invalid" | " field--valid" {
  return error ? " field--invalid" : checked && filled ? " field--valid" : "";
}

export const isFilled = (field: Element) =>
  [...field.querySelectorAll<HTMLInputElement>("input, select, textarea")].some((control) =>
    /checkbox|radio/.test(control.type) ? control.checked : control.value !== "",
  );
