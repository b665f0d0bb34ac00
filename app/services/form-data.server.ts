/**
 * Reads a posted form. Anything that is not a form (JSON, garbage, a broken
 * multipart body) is the sender's mistake: a 400, never a 500.
 */
import { data } from "@remix-run/node";

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

export async function readFormData(request: Request): Promise<FormData> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!FORM_TYPES.test(type)) throw data({ message: "The request must be a form submission." }, { status: 400 });
  try {
    return await request.formData();
  } catch {
    throw data({ message: "The form could not be read." }, { status: 400 });
  }
}
