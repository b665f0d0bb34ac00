// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";

import { OrderLines } from "./OrderLines";

const studs = {
  product_configuration_id: 11,
  configuration_id: "WG14-DIA",
  materials: [{ title: "14K White Gold" }, { title: "Diamond" }],
  title: "Céleste Diamond Studs",
  image_url: "https://cdn.example/studs.png",
  price: 2450,
  quantity: 1,
  choices: [],
};
const charms = { product_configuration_id: 12, configuration_id: "RG14", title: "Heart Charm", image_url: null, price: 19.99, quantity: 3, choices: [] };

/** Each line as its text, spaces made plain. */
function lines() {
  return screen.getAllByRole("listitem").map((item) => item.textContent?.replace(/\s+/g, " ").trim());
}

describe("OrderLines", () => {
  it("shows each line in order: its title, configuration, quantity and line total", () => {
    render(<OrderLines lines={[studs, { ...charms, materials: [{ title: "14K Rose Gold" }] }]} />);
    expect(lines()).toEqual(["Céleste Diamond Studs (14K White Gold, Diamond)× 1USD 2,450.00", "Heart Charm (14K Rose Gold)× 3USD 59.97"]);
  });

  it("names a configuration by its materials, never by its code: a line without them names none", () => {
    render(<OrderLines lines={[studs, { ...charms, materials: [] }, charms]} />);
    expect(lines()).toEqual(["Céleste Diamond Studs (14K White Gold, Diamond)× 1USD 2,450.00", "Heart Charm× 3USD 59.97", "Heart Charm× 3USD 59.97"]);
  });

  it("says a gift with the order is complimentary", () => {
    render(<OrderLines lines={[{ ...charms, title: "Travel Jewelry Roll", price: 0, quantity: 1, materials: [] }]} />);
    expect(lines()).toEqual(["Travel Jewelry Roll× 1Complimentary"]);
  });

  it("names a line's choices (a ring's size) after its configuration, and none for a piece of one size", () => {
    render(<OrderLines lines={[{ ...studs, title: "Céleste Solitaire Ring", materials: [{ title: "Platinum" }, { title: "Diamond" }], choices: ["Ring size 6.5"] }, charms]} />);
    expect(lines()).toEqual(["Céleste Solitaire Ring (Platinum, Diamond) · Ring size 6.5× 1USD 2,450.00", "Heart Charm× 3USD 59.97"]);
  });

  it("names an e-gift card by its amount, with its recipient, day and message, and two recipients are two lines", () => {
    const card = { product_configuration_id: 99, configuration_id: "EGIFT-500", materials: [{ title: "USD 500" }], title: "E-Gift Card", image_url: null, price: 500, quantity: 1 };
    const ada = ["For Ada Lovelace (ada@example.com)", "Sent by e-mail on 12/24/2026", "Message: “Happy birthday”"];
    const grace = ["For Grace Hopper (grace@example.com)", "Sent by e-mail when the order is placed"];
    render(<OrderLines lines={[{ ...card, choices: ada }, { ...card, choices: grace }]} />);
    expect(lines()).toEqual([
      "E-Gift Card (USD 500) · For Ada Lovelace (ada@example.com) · Sent by e-mail on 12/24/2026 · Message: “Happy birthday”× 1USD 500.00",
      "E-Gift Card (USD 500) · For Grace Hopper (grace@example.com) · Sent by e-mail when the order is placed× 1USD 500.00",
    ]);
  });

  it("shows the line total (unit price × quantity), never the unit price on its own", () => {
    render(<OrderLines lines={[{ ...charms, price: 1250, quantity: 2 }]} />);
    const line = screen.getByRole("listitem");
    expect(within(line).getByText("× 2")).toBeInTheDocument();
    expect(within(line).getByText("USD 2,500.00")).toBeInTheDocument();
    expect(line).not.toHaveTextContent("1,250.00");
  });

  it("rounds the line total once, to the cent (19.99 × 3 is 59.97, not 59.96999…)", () => {
    render(<OrderLines lines={[charms]} />);
    expect(screen.getByRole("listitem")).toHaveTextContent(/USD 59\.97$/);
  });

  it("shows a line's picture, as decoration beside its title, only when it has one", () => {
    const { container } = render(<OrderLines lines={[studs, charms]} />);
    const images = container.querySelectorAll("img");
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute("src", studs.image_url);
    expect(images[0]).toHaveAttribute("alt", "");
    expect(within(screen.getAllByRole("listitem")[1]).queryByRole("img")).toBeNull();
  });

  it("keys lines by configuration, so the same piece in two configurations is two lines", () => {
    const rose = { ...charms, materials: [{ title: "14K Rose Gold" }] };
    render(<OrderLines lines={[rose, { ...rose, product_configuration_id: 13, configuration_id: "YG14", materials: [{ title: "14K Yellow Gold" }], quantity: 1 }]} />);
    expect(lines()).toEqual(["Heart Charm (14K Rose Gold)× 3USD 59.97", "Heart Charm (14K Yellow Gold)× 1USD 19.99"]);
  });

  it("is an empty list without lines, and says nothing of a gift message (the order's page shows that)", () => {
    render(<OrderLines lines={[]} />);
    expect(screen.getByRole("list")).toBeEmptyDOMElement();
    expect(screen.queryByText(/gift/i)).toBeNull();
  });
});
