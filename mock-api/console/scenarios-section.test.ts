// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";

import { clearFaults } from "../faults";
import { SCENARIOS, setScenario } from "../scenarios";
import { resetStore } from "../store";
import { pageQuery } from "./forms";
import { consolePage } from "./render";
import { SCENARIO_ACTIONS } from "./scenarios-section";
import { consoleModel, type ConsoleModel } from "./view";

afterEach(() => {
  resetStore();
  clearFaults();
});

function render(forms: ConsoleModel["forms"] = {}) {
  const markup = consolePage(consoleModel({ storeUrl: "http://127.0.0.1:3000", query: pageQuery(new URLSearchParams()), notice: null, forms }));
  const document = new DOMParser().parseFromString(markup, "text/html");
  const card = (name: string) => document.querySelector(`#scenarios #scenario-${name}`)!;
  return { document, card };
}

describe("the Scenarios section", () => {
  it("lists each scenario with its description, a form to set it with labelled fields, and one to reset it", () => {
    const { document, card } = render();
    expect([...document.querySelectorAll("#scenarios li.card")].map((li) => li.id)).toEqual(SCENARIOS.map((s) => `scenario-${s.name}`));
    for (const scenario of SCENARIOS) {
      const li = card(scenario.name);
      expect(li.querySelector("h3")?.textContent).toBe(`${scenario.title} not active`);
      expect(li.textContent).toContain(scenario.description);
      const [set, reset] = [...li.querySelectorAll("form")];
      expect([set.getAttribute("method"), set.getAttribute("action"), reset.getAttribute("action")]).toEqual(["post", SCENARIO_ACTIONS.set, SCENARIO_ACTIONS.reset]);
      for (const form of [set, reset]) expect(form.querySelector<HTMLInputElement>('input[type=hidden][name="scenario"]')?.value).toBe(scenario.name);
      const fields = [...set.querySelectorAll<HTMLInputElement>("input:not([type=hidden])")];
      expect(fields.map((field) => field.name)).toEqual(scenario.parameters.map((p) => p.name));
      for (const [field, parameter] of fields.map((f, i) => [f, scenario.parameters[i]] as const)) {
        const label = li.querySelector(`label[for="${field.id}"]`)?.textContent;
        expect(label).toBe(parameter.required ? parameter.label : `${parameter.label} (optional)`);
      }
      expect(set.querySelector("button")?.getAttribute("aria-label")).toBe(`Set ${scenario.title}`);
      expect(reset.querySelector("button")?.getAttribute("aria-label")).toBe(`Reset ${scenario.title}`);
    }
    expect(document.querySelector("#scenarios .big")?.textContent).toBe("Active: none");
  });

  it("shows which are active and what is in force", () => {
    setScenario("declining-provider", {});
    setScenario("partial-gift-card", { balance: 20 });
    const { document, card } = render();
    expect(document.querySelector("#scenarios .big")?.textContent).toBe("Active: Partial gift card, Declining payment providers");
    expect(card("partial-gift-card").querySelector(".tag.on")?.textContent).toBe("active");
    expect(card("partial-gift-card").querySelector(".in-force")?.textContent).toBe("In force: GIFT-250-PARTIAL has USD 20.00 left.");
    expect(card("maintenance").querySelector(".tag.on")).toBeNull();
  });

  it("shows a refused form on its own card: what was typed, the error under its field, focused", () => {
    const { card } = render({ scenario: { values: { scenario: "partial-gift-card", balance: "abc" }, errors: { balance: "bad balance" } } });
    const balance = card("partial-gift-card").querySelector<HTMLInputElement>("#scenario-partial-gift-card-balance")!;
    expect([balance.value, balance.getAttribute("aria-invalid"), balance.hasAttribute("autofocus")]).toEqual(["abc", "true", true]);
    expect(balance.getAttribute("aria-describedby")).toBe("scenario-partial-gift-card-balance-hint scenario-partial-gift-card-balance-error");
    expect(card("partial-gift-card").querySelector("#scenario-partial-gift-card-balance-error")?.textContent).toBe("bad balance");
    expect(card("maintenance").querySelector("[aria-invalid]")).toBeNull();
  });
});
