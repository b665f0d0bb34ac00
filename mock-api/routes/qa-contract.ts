/** The published contract, for Prism, Schemathesis or Postman to read: raw JSON, like the other QA controls. */
import { http, HttpResponse } from "msw";

import { openApiDocument } from "../contract/document";

export const CONTRACT_PATH = "/__qa/openapi.json";

export const contractHandlers = [http.get(`*${CONTRACT_PATH}`, () => HttpResponse.json(openApiDocument()))];
