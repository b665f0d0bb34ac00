/** The published contract, for Prism, Schemathesis or Postman to read: raw JSON, like the other QA controls. */
import { http, HttpResponse } from "msw";

import { openApiDocument } from "../contract/document";
import { clearDrift, driftSeen } from "../drift";

export const CONTRACT_PATH = "/__qa/openapi.json";
export const DRIFT_PATH = "/__qa/drift";

export const contractHandlers = [
  http.get(`*${CONTRACT_PATH}`, () => HttpResponse.json(openApiDocument())),
  http.get(`*${DRIFT_PATH}`, () => HttpResponse.json({ data: driftSeen() })),
  http.delete(`*${DRIFT_PATH}`, () => {
    clearDrift();
    return HttpResponse.json({ data: { ok: true } });
  }),
];
