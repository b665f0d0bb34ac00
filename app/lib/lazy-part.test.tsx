// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { render, screen, waitFor } from "@testing-library/react";

import { lazyPart } from "./lazy-part";
import { fallBackNatively } from "./native-fallback";

vi.mock("./native-fallback", () => ({ fallBackNatively: vi.fn() }));

const gone = () => Promise.reject(new TypeError("Failed to fetch dynamically imported module: http://store.test/build/a.js"));

function renderPart(Part: () => JSX.Element | null) {
  const Stub = createRemixStub([{ path: "/", Component: () => <Part /> }]);
  return render(<Stub />);
}

describe("lazyPart", () => {
  afterEach(() => {
    delete document.documentElement.dataset.hydrated;
    vi.mocked(fallBackNatively).mockClear();
  });

  it("renders the part once its code is in", async () => {
    const Part = lazyPart(async () => () => <p>The form</p>);
    renderPart(Part as () => JSX.Element);
    expect(await screen.findByText("The form")).toBeInTheDocument();
  });

  it("leaves a part the page came with as it is when its code does not come (the server's HTML works without it)", async () => {
    const load = vi.fn(gone);
    const Part = lazyPart(load);
    renderPart(Part as () => JSX.Element);
    await waitFor(() => expect(load).toHaveBeenCalled());
    await new Promise((done) => setTimeout(done, 20));
    expect(fallBackNatively).not.toHaveBeenCalled();
  });

  it("still leaves it when the page has finished booting by the time the load fails (the shopper may be typing in it)", async () => {
    let fail: (error: Error) => void = () => {};
    const Part = lazyPart(() => new Promise<() => JSX.Element>((_, reject) => (fail = reject)));
    renderPart(Part as () => JSX.Element);
    document.documentElement.dataset.hydrated = "true";
    fail(new TypeError("Failed to fetch dynamically imported module: http://store.test/build/a.js"));
    await new Promise((done) => setTimeout(done, 20));
    expect(fallBackNatively).not.toHaveBeenCalled();
  });

  it("loads what the shopper asked for as a document when a part first rendered in the browser cannot load", async () => {
    document.documentElement.dataset.hydrated = "true";
    const Part = lazyPart(gone);
    renderPart(Part as () => JSX.Element);
    await waitFor(() => expect(fallBackNatively).toHaveBeenCalled());
  });
});
