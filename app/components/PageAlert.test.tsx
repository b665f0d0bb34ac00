// @vitest-environment jsdom
import { useLocation } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";

import { PageAlert } from "./PageAlert";

/** What useHydrated says: false on the server and while hydrating, which is all a page without JavaScript ever gets. */
const hydrated = vi.hoisted(() => ({ current: true }));
vi.mock("remix-utils/use-hydrated", () => ({ useHydrated: () => hydrated.current }));

function Page() {
  const location = useLocation();
  return (
    <>
      <PageAlert />
      <output>{`${location.pathname}${location.search}`}</output>
    </>
  );
}

const stub = (path: string) => {
  const Stub = createRemixStub([{ path: "/favorites", Component: Page }]);
  return <Stub initialEntries={[path]} />;
};

describe("PageAlert", () => {
  beforeEach(() => {
    hydrated.current = true;
  });

  it("without JavaScript, as the server renders it: an alert dialog with an OK link out of it", () => {
    hydrated.current = false;
    render(stub("/favorites?alert=no-default-sku&sort=newest"));
    const alert = screen.getByRole("alertdialog", { name: "Error" });
    expect(alert.tagName).toBe("DIV");
    expect(alert).toHaveAccessibleDescription("No default_sku");
    expect(within(alert).getByRole("link", { name: "OK" })).toHaveAttribute("href", "/favorites?sort=newest");
  });

  it("with JavaScript, the store's Dialog, whose OK takes the alert out of the URL", async () => {
    render(stub("/favorites?alert=no-default-sku&sort=newest"));
    const alert = await screen.findByRole("alertdialog", { name: "Error" });
    expect(alert.tagName).toBe("DIALOG");
    expect(alert).toHaveAccessibleDescription("No default_sku");
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(/^\/favorites\?sort=newest$/));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("shows nothing for an alert it does not know", () => {
    render(stub("/favorites?alert=%3Cscript%3E"));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
