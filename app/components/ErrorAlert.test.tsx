// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";

import { ErrorAlert } from "./ErrorAlert";

describe("ErrorAlert", () => {
  it("says the failure under the spec's title, and takes no focus unless asked", () => {
    render(<ErrorAlert message="Something failed." />);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("Error!Something failed.");
    expect(alert.hasAttribute("tabindex")).toBe(false);
    expect(document.activeElement).toBe(document.body);
  });

  it("is in focus as the page the router draws for it appears", () => {
    render(<ErrorAlert message="Your card was declined." focus />);
    expect(document.activeElement).toBe(screen.getByRole("alert"));
  });

  it("asks the browser for focus in the document itself, for a page without JavaScript", () => {
    const html = renderToString(<ErrorAlert message="Your card was declined." focus />);
    expect(html).toMatch(/^<div class="alert" role="alert" tabindex="-1" autofocus="">/);
  });

  it("leaves the focus where the shopper put it before the page's script ran", () => {
    render(<input aria-label="Card number" />);
    const field = screen.getByLabelText("Card number");
    field.focus();
    render(<ErrorAlert message="Your card was declined." focus />);
    expect(document.activeElement).toBe(field);
  });
});
