// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";

import type { CartLine } from "~/lib/cart-line";

import { CartContents } from "./CartContents";

const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  id: 1,
  title: "Aurelia Ring",
  image: null,
  details: ["14K Yellow Gold, Diamond", "Ring size 6.5"],
  leadTime: null,
  quantity: 2,
  price: 950,
  compareAt: null,
  maxQuantity: 999,
  locked: false,
  editHref: "/product/aurelia-ring?configuration_id=YG14-DIA",
  ...overrides,
});

function renderCart(props: Parameters<typeof CartContents>[0], path = "/?panel=cart", cartAction: (fields: Record<string, FormDataEntryValue>) => null = () => null) {
  const Stub = createRemixStub([
    { path: "/", Component: () => <CartContents {...props} /> },
    { path: "/cart", action: ({ request }) => request.formData().then((form) => cartAction(Object.fromEntries(form))) },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

const NOTE = "Complimentary ground shipping on every order; express USD 14.00, overnight USD 45.00.";

describe("CartContents", () => {
  it("lists lines with quantity, price, menu and the subtotal", () => {
    renderCart({ lines: [line()], subtotal: 1900, shippingNote: NOTE, digitalOnly: false });
    expect(screen.getByLabelText("Quantity")).toHaveValue("2");
    expect(screen.getByText("14K Yellow Gold, Diamond")).toBeInTheDocument();
    expect(screen.getByText("Ring size 6.5")).toBeInTheDocument();
    expect(screen.queryByText(/Made to order/)).toBeNull();
    // The line's total and each one's price, as checkout shows them; then the subtotal.
    const row = screen.getByRole("listitem");
    expect(within(row).getByText("USD 1,900.00")).toHaveClass("price");
    expect(within(row).getByText("USD 950.00 each")).toBeInTheDocument();
    expect(screen.getAllByText("USD 1,900.00")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Remove Item" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Edit Item" })).toHaveAttribute("href", "/product/aurelia-ring?configuration_id=YG14-DIA");
    expect(screen.getByText("Taxes calculated at checkout")).toBeInTheDocument();
    expect(screen.getByText(NOTE)).toBeInTheDocument();
  });

  it("names no size for a piece of one size, and no unit price for a single piece", () => {
    renderCart({ lines: [line({ details: ["14K Yellow Gold"], quantity: 1 })], subtotal: 950, shippingNote: NOTE, digitalOnly: false });
    expect(screen.queryByText(/Ring size/)).not.toBeInTheDocument();
    expect(screen.queryByText(/each/)).not.toBeInTheDocument();
  });

  it("locks a gift-campaign line: no quantity control, no removal", () => {
    renderCart({ lines: [line({ locked: true, quantity: 1, price: 0 })], subtotal: 0, shippingNote: NOTE, digitalOnly: false });
    expect(screen.queryByLabelText("Quantity")).toBeNull();
    expect(screen.queryByRole("button", { name: "Remove Item" })).toBeNull();
    expect(screen.getByText(/a gift with your order/)).toBeInTheDocument();
    // Free, and said so as every free amount is.
    const gift = screen.getAllByRole("listitem").find((item) => item.textContent?.includes("a gift with your order"))!;
    expect(within(gift).getByText("Complimentary")).toBeInTheDocument();
    expect(within(gift).queryByText("USD 0.00")).toBeNull();
  });

  it("hides shipping and taxes for a digital-only cart", () => {
    renderCart({ lines: [line()], subtotal: 1900, shippingNote: NOTE, digitalOnly: true });
    expect(screen.queryByText("Taxes calculated at checkout")).toBeNull();
    expect(screen.queryByText(NOTE)).toBeNull();
  });

  it("asks before removing when the URL says so (the step without JavaScript)", () => {
    renderCart({ lines: [line()], subtotal: 1900, shippingNote: NOTE, digitalOnly: false }, "/?panel=cart&remove=1");
    expect(screen.getByRole("alertdialog", { name: "Remove item" })).toHaveTextContent(
      "Setting the quantity to 0 will remove the item from the cart. Do you want to proceed?",
    );
  });

  it("says the cart failed to load, never that it is empty, with a way to try again", () => {
    renderCart({ lines: [], subtotal: 0, shippingNote: NOTE, digitalOnly: false, failed: true }, "/?panel=cart");
    expect(screen.getByRole("alert")).toHaveTextContent("We couldn't load your cart. Please try again.");
    expect(screen.queryByText(/empty/i)).toBeNull();
    expect(screen.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/?panel=cart");
    expect(screen.queryByRole("link", { name: "Continue to checkout" })).toBeNull();
  });

  it("says when high order volumes may slow shipping (spec 8's notice), when the API flags the cart", () => {
    const { unmount } = renderCart({ lines: [line()], subtotal: 1900, shippingNote: NOTE, digitalOnly: false });
    expect(screen.queryByRole("status")).toBeNull();
    unmount();
    renderCart({ lines: [line()], subtotal: 1900, shippingNote: NOTE, digitalOnly: false, delayNotice: "High order volumes: shipping and delivery may take longer than usual." });
    expect(screen.getByRole("status")).toHaveTextContent("High order volumes: shipping and delivery may take longer than usual.");
  });

  it("shows the empty state with checkout disabled", () => {
    renderCart({ lines: [], subtotal: 0, shippingNote: NOTE, digitalOnly: false });
    expect(screen.getByText("Your cart is empty.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue to checkout" })).toBeDisabled();
  });

  describe("with JavaScript, a quantity of 0 asks in the dialog (spec 4)", () => {
    afterEach(() => vi.useRealTimers());

    async function typeZero() {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      const quantity = screen.getByLabelText("Quantity");
      quantity.focus();
      fireEvent.change(quantity, { target: { value: "0" } });
      await act(async () => void vi.advanceTimersByTime(500));
      vi.useRealTimers();
      return quantity;
    }

    it("asks, and Cancel keeps the line with its quantity", async () => {
      const cartAction = vi.fn((_fields: Record<string, FormDataEntryValue>) => null);
      renderCart({ lines: [line()], subtotal: 1900, shippingNote: NOTE, digitalOnly: false }, "/?panel=cart", cartAction);
      const quantity = await typeZero();
      const dialog = screen.getByRole("alertdialog", { name: "Remove item" });
      expect(dialog.tagName).toBe("DIALOG");
      expect(dialog).toHaveAccessibleDescription("Setting the quantity to 0 will remove the item from the cart. Do you want to proceed?");
      fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
      expect(screen.queryByRole("alertdialog")).toBeNull();
      expect(quantity).toHaveValue("2");
      expect(quantity).toHaveFocus();
      expect(cartAction).not.toHaveBeenCalled();
    });

    it("confirming posts what the step's form posts: the removal of this line", async () => {
      const cartAction = vi.fn((_fields: Record<string, FormDataEntryValue>) => null);
      renderCart({ lines: [line()], subtotal: 1900, shippingNote: NOTE, digitalOnly: false }, "/?panel=cart", cartAction);
      await typeZero();
      fireEvent.click(screen.getByRole("button", { name: "Remove" }));
      await waitFor(() => expect(cartAction).toHaveBeenCalledTimes(1));
      expect(cartAction).toHaveBeenCalledWith(expect.objectContaining({ intent: "remove", item_id: "1", redirectTo: "/?panel=cart" }));
    });
  });
});
