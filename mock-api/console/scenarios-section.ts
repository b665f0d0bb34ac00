import type { ScenarioListing } from "../scenarios";
import { formError, hidden, html, postButton, textField, valueOf } from "./markup";
import type { ConsoleModel, FormState } from "./view";

export const SCENARIO_ACTIONS = {
  set: "/__qa/console/scenarios/set",
  reset: "/__qa/console/scenarios/reset",
} as const;

function scenarioCard(scenario: ScenarioListing, refused: FormState | undefined, focus: { done: boolean }) {
  // Several forms share one action: the refused one is the one whose scenario was posted.
  const form = valueOf(refused, "scenario") === scenario.name ? refused : undefined;
  const { name, title } = scenario;
  return html`<li class="card" id="scenario-${name}">
<h3>${title} <span class="tag${scenario.active ? " on" : ""}">${scenario.active ? "active" : "not active"}</span></h3>
<p><code>${name}</code>: ${scenario.description}</p>
${scenario.in_force ? html`<p class="in-force">In force: ${scenario.in_force}</p>` : ""}
<form method="post" action="${SCENARIO_ACTIONS.set}" aria-label="Set ${title}">
${hidden("scenario", name)}
${formError(form)}
${scenario.parameters.map((parameter) =>
  textField({
    form,
    focus,
    id: `scenario-${name}-${parameter.name}`,
    name: parameter.name,
    label: `${parameter.label}${parameter.required ? "" : " (optional)"}`,
    hint: parameter.description,
    attributes: parameter.type === "number" ? ' inputmode="decimal" autocomplete="off"' : ' autocomplete="off" spellcheck="false"',
  }),
)}
<button type="submit" class="primary" aria-label="Set ${title}">Set</button>
</form>
${postButton(SCENARIO_ACTIONS.reset, "Reset", { fields: [hidden("scenario", name)], name: `Reset ${title}` })}
</li>`;
}

export function scenariosSection(model: ConsoleModel, focus: { done: boolean }) {
  const active = model.scenarios.filter((scenario) => scenario.active);
  return html`<section id="scenarios" aria-labelledby="scenarios-title">
<h2 id="scenarios-title">Scenarios</h2>
<p>States testers ask for by name, each set in one step and undone by its own reset; <strong>Reset everything</strong> ends them all. The same as JSON under <a href="/__qa/scenarios"><code>/__qa/scenarios</code></a>.</p>
<p class="big">Active: <strong>${active.length === 0 ? "none" : active.map((scenario) => scenario.title).join(", ")}</strong></p>
<ul class="scenarios">
${model.scenarios.map((scenario) => scenarioCard(scenario, model.forms.scenario, focus))}
</ul>
</section>`;
}
