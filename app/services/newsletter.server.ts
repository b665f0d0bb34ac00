import { data } from "@remix-run/node";
import { z } from "zod";

import { newsletterSchema } from "~/lib/forms/newsletter";

import { ApiError, api } from "./api.server";

const subscribed = z.object({ data: z.unknown() }).passthrough();

export const SUBSCRIBED_MESSAGE = "Thank you for subscribing.";

export async function subscribe(request: Request, email: string) {
  await api(request, "/subscribe", { method: "POST", body: { email }, schema: subscribed });
}

/** Spec 5/8: email required and valid; on failure the API's first message, or "Server error", under the field. */
export async function handleNewsletter(request: Request) {
  const form = await request.formData();
  const email = form.get("email");
  const parsed = newsletterSchema.safeParse({ email: typeof email === "string" ? email : "" });
  if (!parsed.success) {
    return data({ ok: false as const, fieldErrors: { email: parsed.error.issues[0]?.message } }, { status: 400 });
  }
  try {
    await subscribe(request, parsed.data.email);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const message = error.errors[0]?.message || "Server error";
    return data({ ok: false as const, fieldErrors: { email: message } }, { status: error.status < 500 ? error.status : 502 });
  }
  return data({ ok: true as const, message: SUBSCRIBED_MESSAGE });
}
