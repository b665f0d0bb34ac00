/** Spec 8 failures: `{ errors: [{ code, property, message }] }`, and the maintenance body the store turns into a redirect to /404. */
import { z } from "zod";

export const errorBody = z.object({
  errors: z
    .array(z.object({ code: z.number().int(), property: z.string().nullable(), message: z.string() }))
    .min(1),
});

export const maintenanceBody = z.object({ error_code: z.literal(503), message: z.string() });

/** The statuses an operation may answer besides 200 and 503 (maintenance, any operation); a required bearer adds 401. */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 422;

const error = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorBody" } } },
});

export const ERROR_RESPONSES = {
  BadRequest: error("Refused input: each error's `property` names the field."),
  PaymentRequired: error("The payment was declined."),
  Unauthorized: error("No bearer token, or one that is unknown or revoked."),
  Forbidden: error("The bearer may not do this."),
  NotFound: error("No such record (or not the caller's)."),
  Conflict: error("Not now: an express payment to approve first, a changed total, or a retry still running."),
  Unprocessable: error("The Idempotency-Key was used with another request."),
  Unavailable: {
    description: "Maintenance (the store shows its 404 page), or an error answer.",
    content: {
      "application/json": {
        schema: { anyOf: [{ $ref: "#/components/schemas/Maintenance" }, { $ref: "#/components/schemas/ErrorBody" }] },
      },
    },
  },
  Error: error("Any other failure, in the same shape."),
};

type ResponseName = keyof typeof ERROR_RESPONSES;

const BY_STATUS: Record<ErrorStatus, ResponseName> = {
  400: "BadRequest",
  401: "Unauthorized",
  402: "PaymentRequired",
  403: "Forbidden",
  404: "NotFound",
  409: "Conflict",
  422: "Unprocessable",
};

const ref = (name: ResponseName) => ({ $ref: `#/components/responses/${name}` });

export function errorResponses(statuses: ReadonlyArray<ErrorStatus>) {
  const listed = Object.fromEntries([...statuses].sort().map((status) => [String(status), ref(BY_STATUS[status])]));
  return { ...listed, "503": ref("Unavailable"), default: ref("Error") };
}
