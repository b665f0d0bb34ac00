/** Answers the store ignores or never requests, written from what the mock renders so the contract still says what comes back. */
import { z } from "zod";

import { envelope } from "~/services/schemas/common.server";

export const nothing = envelope(z.null());

export const eventRecorded = envelope(z.object({ ok: z.literal(true) }));

export const subscriptionChanged = envelope(z.object({ email: z.string().email(), subscribed: z.boolean() }));

export const messageSent = envelope(z.object({ sent: z.literal(true) }));

export const questionReceived = envelope(z.object({ id: z.number().int().positive() }));

export const signedUp = envelope(z.object({ id: z.number().int().positive(), email: z.string().email() }));

export const emailVerified = envelope(z.object({ email: z.string().email(), email_verified: z.literal(true) }));

/** `{email}` asks for a link (`sent`); `{token, password, password_confirmation}` resets (`updated`). */
export const passwordRecovery = envelope(z.union([z.object({ sent: z.literal(true) }), z.object({ updated: z.literal(true) })]));

export const passwordChanged = envelope(z.object({ updated: z.literal(true) }));
