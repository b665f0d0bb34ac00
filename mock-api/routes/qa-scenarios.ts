/** QA's named scenarios (../scenarios.ts) as JSON; behind qaHandlers, whose guard refuses other sites' posts. */
import { http, HttpResponse } from "msw";

import { apiError, errors } from "../http";
import { findScenario, listScenarios, resetScenario, type ScenarioResult, setScenario } from "../scenarios";
import type { QaResult } from "../qa";
import { cacheVersionAnnounced } from "../store";

const SCENARIOS = "*/__qa/scenarios";

/** An empty body is no parameters; JSON that does not parse is refused rather than read as none. */
async function parametersOf(request: Request): Promise<{ input: unknown } | null> {
  const text = await request.text();
  if (text.trim() === "") return { input: {} };
  try {
    return { input: JSON.parse(text) };
  } catch {
    return null;
  }
}

/** The cv a scenario bumped reaches the store before the answer, so the tester's next page meets the new state. */
async function answer(result: QaResult<ScenarioResult>) {
  if (!result.ok) return errors(result.status, result.errors);
  await cacheVersionAnnounced();
  return HttpResponse.json({ data: result.value });
}

export const scenarioHandlers = [
  http.get(SCENARIOS, () => HttpResponse.json({ data: listScenarios() })),

  http.post(`${SCENARIOS}/:name`, async ({ request, params }) => {
    const name = String(params.name);
    const parameters = await parametersOf(request);
    // An unknown name is a 404 whatever the body.
    if (parameters === null && findScenario(name)) return apiError(400, "The body is not valid JSON.");
    return answer(setScenario(name, parameters?.input ?? {}));
  }),

  http.delete(`${SCENARIOS}/:name`, ({ params }) => answer(resetScenario(String(params.name)))),
];
