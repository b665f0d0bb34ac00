// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";

import type { ClientIntegration } from "~/lib/integrations";

const PIXEL: ClientIntegration = { kind: "pixel", id: "PX-1", eventsEnabled: true, scripts: [{ src: "https://px.example/p.js", position: "end_body" }] };

const cardForm = (
  <label>
    Card number <input />
  </label>
);

/** A fresh document: the gate and the bus keep its state in their modules. */
async function freshDocument() {
  vi.resetModules();
  const bus = await import("~/lib/integrations-bus");
  const { ThirdPartyGate } = await import("./ThirdPartyGate");
  return { bus, ThirdPartyGate };
}

describe("ThirdPartyGate", () => {
  const reload = vi.fn();
  beforeEach(() => {
    reload.mockReset();
    vi.stubGlobal("location", { ...window.location, reload });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("draws the pages of a document whose third parties have not started, with them or without", async () => {
    const { ThirdPartyGate } = await freshDocument();
    const { rerender } = render(<ThirdPartyGate integrations={[PIXEL]}>{cardForm}</ThirdPartyGate>);
    expect(screen.getByLabelText("Card number")).toBeInTheDocument();
    rerender(<ThirdPartyGate integrations={[]}>{cardForm}</ThirdPartyGate>);
    expect(screen.getByLabelText("Card number")).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it("opens a page that must have none as a new document once third-party code has begun to load, never drawing it here", async () => {
    const { bus, ThirdPartyGate } = await freshDocument();
    const { rerender } = render(<ThirdPartyGate integrations={[PIXEL]}>{cardForm}</ThirdPartyGate>);
    void bus.runIntegrations([PIXEL]);
    expect(bus.thirdPartiesStarted()).toBe(true);
    rerender(<ThirdPartyGate integrations={[]}>{cardForm}</ThirdPartyGate>);
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Opening the page…");
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("opens a page that runs them as a new document when this one began without them, whose policy allows none; never starts them here", async () => {
    const { bus, ThirdPartyGate } = await freshDocument();
    const { rerender } = render(<ThirdPartyGate integrations={[]}>{cardForm}</ThirdPartyGate>);
    expect(reload).not.toHaveBeenCalled();
    rerender(<ThirdPartyGate integrations={[PIXEL]}>{cardForm}</ThirdPartyGate>);
    expect(reload).toHaveBeenCalledTimes(1);
    await bus.runIntegrations([PIXEL]);
    expect(bus.thirdPartiesStarted()).toBe(false);
  });
});
