// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { render, screen, within } from "@testing-library/react";

import type { CartActionResult } from "~/lib/cart-notice";
import { sizeGuideFor } from "~/lib/size-guides";

import { GiftRecipientFields } from "~/routes/product.$slug/product.form";

import { AddToBag } from "./AddToBag";
import { SizeGuide } from "./SizeGuide";

const configuration = { id: 12, sku: "YG14-DIA", price: 3200, compareAt: null, inStock: true, availability: "In stock", maxQuantity: 5 };
const SIZES = ["4", "4.5", "5"];

function renderAddToBag(sizes: string[], notice: CartActionResult | null = null, digital = false) {
  const Stub = createRemixStub([
    {
      path: "/product/:slug",
      Component: () => <AddToBag configuration={configuration} sizes={sizes} recipientFields={digital ? GiftRecipientFields : undefined} notice={notice} />,
    },
  ]);
  return render(<Stub initialEntries={["/product/celeste-solitaire-ring"]} />);
}

describe("AddToBag", () => {
  it("asks a ring's size, with no size chosen for the shopper", async () => {
    renderAddToBag(SIZES);
    const select = await screen.findByLabelText("Ring size (US)");
    expect(select).toHaveAttribute("name", "size");
    expect(select).toHaveValue("");
    expect(within(select).getAllByRole("option").map((option) => option.textContent)).toEqual(["Choose a size", "4", "4.5", "5"]);
    expect(select).not.toHaveAttribute("aria-invalid");
  });

  it("offers a sold-out piece's question by its place on the page, so the address never grows", async () => {
    const Stub = createRemixStub([
      {
        path: "/product/:slug",
        Component: () => <AddToBag configuration={{ ...configuration, inStock: false, availability: "Out of stock" }} sizes={[]} notice={null} />,
      },
    ]);
    render(<Stub initialEntries={["/product/celeste-solitaire-ring?configuration_id=YG14-DIA&ask=1"]} />);
    expect(await screen.findByRole("button", { name: "Add to bag" })).toBeDisabled();
    expect(screen.getByRole("link", { name: "Ask about this piece" })).toHaveAttribute("href", "#ask-question");
  });

  it("asks nothing of a piece of one size", async () => {
    renderAddToBag([]);
    await screen.findByRole("button", { name: "Add to bag" });
    expect(screen.queryByLabelText("Ring size (US)")).toBeNull();
    expect(screen.queryByRole("group", { name: "Who is it for?" })).toBeNull();
  });

  it("asks an e-gift card's recipient and message inside the form", async () => {
    renderAddToBag([], null, true);
    const recipient = await screen.findByRole("group", { name: "Who is it for?" });
    expect(within(recipient).getByLabelText("Recipient’s name")).toHaveAttribute("name", "recipient_name");
    expect(within(recipient).getByLabelText("Recipient’s e-mail")).toHaveAttribute("type", "email");
    const message = within(recipient).getByLabelText("Your message (optional)");
    expect(message).toHaveAttribute("maxLength", "300");
    expect(message).toHaveAccessibleDescription("Max 300 characters");
    expect(recipient.closest("form")).toBe(screen.getByRole("button", { name: "Add to bag" }).closest("form"));
    // A day, or none for at once: the API says which days it takes, so the page writes no bound of its own.
    const day = within(recipient).getByLabelText("Delivery date (optional)");
    expect(day).toHaveAttribute("type", "date");
    expect(day).toHaveAttribute("name", "send_on");
    expect(day).toHaveValue("");
    expect(day).not.toHaveAttribute("min");
    expect(day).toHaveAccessibleDescription("Leave it empty to send the card as soon as your order is placed.");
  });

  it("comes back from a day refused with the day and every other field as typed, the day marked", async () => {
    const chosen = { quantity: "1", recipient_name: "Ada Lovelace", recipient_email: "ada@example.com", gift_message: "Happy birthday", send_on: "2020-01-15" };
    const message = "The delivery date has passed: choose today or a later day.";
    renderAddToBag([], { ok: false, message, field: "send_on", chosen }, true);
    const day = await screen.findByLabelText("Delivery date (optional)");
    expect(day).toHaveValue("2020-01-15");
    expect(day).toHaveAttribute("aria-invalid", "true");
    expect(day).toHaveAccessibleDescription(`Leave it empty to send the card as soon as your order is placed. ${message}`);
    expect(screen.getByLabelText("Recipient’s name")).toHaveValue("Ada Lovelace");
    expect(screen.getByLabelText("Recipient’s name")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByLabelText("Recipient’s e-mail")).toHaveValue("ada@example.com");
    expect(screen.getByLabelText("Your message (optional)")).toHaveValue("Happy birthday");
  });

  it("comes back from a refused e-gift card with what was typed, the refused field marked", async () => {
    const chosen = { quantity: "2", recipient_name: "Ada Lovelace", recipient_email: "ada@", gift_message: "Happy birthday" };
    renderAddToBag([], { ok: false, message: "Enter a valid email address", field: "recipient_email", chosen }, true);
    const email = await screen.findByLabelText("Recipient’s e-mail");
    expect(email).toHaveValue("ada@");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Enter a valid email address");
    expect(screen.getByLabelText("Recipient’s name")).toHaveValue("Ada Lovelace");
    expect(screen.getByLabelText("Recipient’s name")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByLabelText("Your message (optional)")).toHaveValue("Happy birthday");
  });

  it("comes back from a refusal (without JavaScript) saying why, on the size, with the choice kept", async () => {
    renderAddToBag(SIZES, { ok: false, message: "Please choose a ring size.", field: "size", chosen: { quantity: "3", size: "4.5" } });
    const select = await screen.findByLabelText("Ring size (US)");
    expect(select).toHaveValue("4.5");
    expect(screen.getByLabelText("Quantity")).toHaveValue(3);
    expect(screen.getByLabelText("Quantity")).toHaveAttribute("max", "5");
    expect(select).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("alert")).toHaveTextContent("Please choose a ring size.");
    expect(select).toHaveAttribute("aria-describedby", screen.getByRole("alert").id);
  });
});

describe("SizeGuide", () => {
  it("has a chain's lengths for a necklace, with no ring sizes", () => {
    render(<SizeGuide guide={sizeGuideFor("NECKLACE", [])} />);
    expect(screen.getAllByRole("row")[1]).toHaveTextContent("18 in (45 cm)Falls on the collarbone; our standard");
  });

  it("lists a ring's own sizes with their measures", () => {
    const sizes = [{ value: "4", diameter_mm: 14.9, circumference_mm: 46.8 }, { value: "4.5", diameter_mm: 15.3, circumference_mm: 48.1 }];
    render(<SizeGuide guide={sizeGuideFor("RING", sizes)} />);
    const rows = screen.getAllByRole("row").slice(1).map((row) => row.textContent);
    expect(rows).toEqual(["414.946.8", "4.515.348.1"]);
  });

  it("says a piece without sizes or a guide is one size", () => {
    expect(sizeGuideFor("CHARM", [])).toBeNull();
    expect(sizeGuideFor("RING", [])).toBeNull();
    render(<SizeGuide guide={null} />);
    expect(screen.getByText(/This piece is one size/)).toBeInTheDocument();
  });
});
