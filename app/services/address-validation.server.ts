// Integration 64 is advice on top of the API's own rules: a service off, slow or failing lets the address through.
import { z } from "zod";

import type { BillingInput } from "~/lib/forms/address";

import { env } from "./env.server";
import { type ServerTarget, storeIntegrationPlan } from "./integrations.server";
import { postToService } from "./outbound.server";
import { getBootstrap } from "./site.server";

export type AddressMismatch = "zip_code" | "state";

export const ADDRESS_VALIDATION_TIMEOUT_MS = 1500;

const answer = z.object({
  data: z.object({
    valid: z.boolean(),
    mismatches: z.array(z.string()).default([]),
  }),
});

const KNOWN: ReadonlySet<string> = new Set<AddressMismatch>(["zip_code", "state"]);

let lastFailure = 0;
/** One line a minute at most: a service that is down would otherwise write one per address. */
function failed(reason: unknown, now = Date.now()) {
  if (now - lastFailure < 60_000) return;
  lastFailure = now;
  console.warn(`Address validation did not answer usably; addresses go on unchecked: ${reason instanceof Error ? reason.message : String(reason)}`);
}

export async function validateAddress(target: ServerTarget, address: BillingInput, timeoutMs = ADDRESS_VALIDATION_TIMEOUT_MS): Promise<AddressMismatch[]> {
  try {
    const response = await postToService(target.url, {
      headers: { "Content-Type": "application/json", Accept: "application/json", "X-Api-Key": target.apiKey },
      body: JSON.stringify({
        address: address.address,
        apartment: address.apartment ?? null,
        city: address.city,
        state: address.state,
        zip_code: address.zip_code,
        country: address.country,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    }, env.integrationServiceOrigins);
    if (!response.ok) {
      await response.arrayBuffer().catch(() => undefined);
      failed(`HTTP ${response.status}`);
      return [];
    }
    const parsed = answer.safeParse(await response.json());
    if (!parsed.success) {
      failed("an answer of another shape");
      return [];
    }
    const { valid, mismatches } = parsed.data.data;
    if (valid) return [];
    const known = mismatches.filter((field): field is AddressMismatch => KNOWN.has(field));
    // "Not valid" without a part the form can point at is not something the shopper can fix: let it through.
    return [...new Set(known)];
  } catch (error) {
    failed(error);
    return [];
  }
}

export async function addressMismatches(request: Request, addresses: Array<BillingInput | null>): Promise<AddressMismatch[][]> {
  const bootstrap = await getBootstrap(request).catch(() => null);
  const target = bootstrap ? storeIntegrationPlan(bootstrap).addressValidation : null;
  return Promise.all(addresses.map((address) => (target && address ? validateAddress(target, address) : [])));
}
