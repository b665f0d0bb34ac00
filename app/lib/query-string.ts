// Spec 7: array parameters with brackets (`ids[]=1`); empty values are left out, so an unset filter never reaches the API.
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | QueryValue[]>;

export function toSearchParams(query: Query = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      for (const item of value) {
        if (item !== null && item !== undefined && item !== "") params.append(`${key}[]`, String(item));
      }
    } else if (value !== null && value !== undefined && value !== "") {
      params.append(key, String(value));
    }
  }
  return params;
}
