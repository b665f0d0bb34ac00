// @vitest-environment jsdom
// After a refused post nothing may send the shopper on (a loader's redirect runs after the action) before the page says why.
import { type LoaderFunction, data } from "@remix-run/node";
import { Form } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { GENERIC_FAILURE } from "~/lib/forms/messages";

import * as route from "./route";

vi.mock("./express.server", () => ({
  expressAction: vi.fn(async () =>
    data({ intent: "express", ok: false, message: "An error occurred while processing your request. Please try again later.", fieldErrors: {}, values: {} }, { status: 502 }),
  ),
}));

describe("/checkout/express", () => {
  it("shows why the express checkout could not start, where the shopper pressed the button, with the ways on", async () => {
    const Stub = createRemixStub([
      {
        path: "/",
        Component: () => (
          <Form method="post" action="/checkout/express">
            <input type="hidden" name="intent" value="express" />
            <input type="hidden" name="payment_method" value="paypal_express" />
            <button type="submit">Check out with PayPal</button>
          </Form>
        ),
      },
      {
        path: "/checkout/express",
        action: route.action,
        // Whatever loader the route has runs after the post, as on the server.
        loader: (route as { loader?: LoaderFunction }).loader,
        Component: route.default,
      },
      { path: "/checkout", Component: () => <p>The contact step</p> },
    ]);
    render(<Stub />);
    fireEvent.click(await screen.findByRole("button", { name: "Check out with PayPal" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(GENERIC_FAILURE);
    expect(screen.getByRole("heading", { name: "Express checkout" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to your bag" }).getAttribute("href")).toBe("/?panel=cart");
    expect(screen.queryByText("The contact step")).toBeNull();
  });
});
