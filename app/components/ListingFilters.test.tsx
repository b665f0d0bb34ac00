// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { Link, useSearchParams } from "@remix-run/react";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";

import { parseListingQuery } from "~/lib/listing-query";

import { ListingFilters, type OptionGroup } from "./ListingFilters";

const materials: OptionGroup[] = [
  { legend: "Metal", options: [{ slug: "yg14", title: "14K Yellow Gold" }, { slug: "pt", title: "Platinum" }] },
  { legend: "Stone", options: [{ slug: "dia", title: "Diamond" }, { slug: "sap", title: "Blue Sapphire" }] },
];
const known = { categories: ["rings"], collections: [], materials: ["YG14", "PT", "DIA", "SAP"] };

/** The filters as a listing shows them, reading the address as its loader does; links move the address under them. */
function renderAt(path: string, groups = materials) {
  function Page() {
    const [params] = useSearchParams();
    return (
      <>
        <Link to="/shop-all/rings?material=sap">Sapphires only</Link>
        <ListingFilters action="/shop-all/rings" query={parseListingQuery(params, known).query} categories={null} collections={[]} materials={groups} />
      </>
    );
  }
  const Stub = createRemixStub([{ path: "/shop-all/rings", Component: Page }]);
  return render(<Stub initialEntries={[path]} />);
}

const form = () => screen.getByRole("form", { name: "Filter and sort" }) as HTMLFormElement;

describe("ListingFilters", () => {
  it("offers each material category as a fieldset of checkboxes in the one GET form, the chosen ones ticked", async () => {
    renderAt("/shop-all/rings?material=PT&sort=price_asc");
    const metal = await screen.findByRole("group", { name: "Metal" });
    const stone = screen.getByRole("group", { name: "Stone" });
    expect(within(metal).getAllByRole("checkbox").map((box) => box.getAttribute("value"))).toEqual(["yg14", "pt"]);
    expect(within(metal).getByRole("checkbox", { name: "Platinum" })).toBeChecked();
    expect(within(metal).getByRole("checkbox", { name: "14K Yellow Gold" })).not.toBeChecked();
    expect(within(stone).getByRole("checkbox", { name: "Blue Sapphire" })).not.toBeChecked();
    expect(form()).toHaveAttribute("method", "get");
    expect(form()).toHaveAttribute("action", "/shop-all/rings");
    expect(form()).toContainElement(stone);
    // What the form sends is the address a listing reads: lower-case skus beside the sort.
    fireEvent.click(within(stone).getByRole("checkbox", { name: "Blue Sapphire" }));
    const sent = new FormData(form());
    expect(sent.getAll("material")).toEqual(["pt", "sap"]);
    expect(sent.get("sort")).toBe("price_asc");
  });

  it("follows the address when a link or Back changes it", async () => {
    renderAt("/shop-all/rings?material=pt");
    const platinum = await screen.findByRole("checkbox", { name: "Platinum" });
    expect(platinum).toBeChecked();
    fireEvent.click(screen.getByRole("link", { name: "Sapphires only" }));
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "Blue Sapphire" })).toBeChecked());
    expect(platinum).not.toBeChecked();
  });

  it("shows no material fieldset when the filters have no materials", async () => {
    renderAt("/shop-all/rings", []);
    await screen.findByRole("form", { name: "Filter and sort" });
    expect(screen.queryByRole("group", { name: "Metal" })).toBeNull();
    expect(form().querySelectorAll('input[name="material"]')).toHaveLength(0);
  });
});
