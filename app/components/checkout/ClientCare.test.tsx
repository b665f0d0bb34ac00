// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { render, screen } from "@testing-library/react";

import { ClientCare } from "./ClientCare";

type Settings = { contactPhone: string | null; contactEmail: string | null };

function renderCare(siteUrl: string, settings: Settings) {
  const Stub = createRemixStub([{ id: "root", path: "/", loader: () => ({ siteUrl, settings }), children: [{ path: "*", Component: ClientCare }] }]);
  return render(<Stub initialEntries={["/checkout/c1?step=payment"]} />);
}

const CARE = { contactPhone: "+1 (212) 555-0147", contactEmail: "care@maison-lumiere.example" };

describe("ClientCare", () => {
  it("says the card number is never kept, and names the settings' phone and e-mail as links", async () => {
    renderCare("https://www.maison-lumiere.example", CARE);
    const care = await screen.findByRole("region", { name: "Secure checkout" });
    expect(care.textContent).toContain("Every step is sent encrypted. Your card number goes on to our payment gateway and is never kept by this store.");
    expect(screen.getByRole("link", { name: "+1 (212) 555-0147" }).getAttribute("href")).toBe("tel:+12125550147");
    expect(screen.getByRole("link", { name: "care@maison-lumiere.example" }).getAttribute("href")).toBe("mailto:care@maison-lumiere.example");
  });

  it("claims no encryption for a store served over http", async () => {
    renderCare("http://localhost:3000", CARE);
    const care = await screen.findByRole("region", { name: "Secure checkout" });
    expect(care.textContent).not.toContain("encrypted");
  });

  it("offers the one contact the settings have, and none when they have none", async () => {
    const { unmount } = renderCare("http://localhost:3000", { contactPhone: null, contactEmail: "care@maison-lumiere.example" });
    await screen.findByRole("region", { name: "Secure checkout" });
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(["care@maison-lumiere.example"]);
    unmount();
    renderCare("http://localhost:3000", { contactPhone: null, contactEmail: null });
    await screen.findByRole("region", { name: "Secure checkout" });
    expect(screen.queryByText(/client care/)).toBeNull();
  });
});
