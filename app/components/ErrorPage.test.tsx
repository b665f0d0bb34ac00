// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { render, screen } from "@testing-library/react";

import { ErrorPage } from "./ErrorPage";

function renderStatus(status: number, refusal?: { message: string; back: string }) {
  const Stub = createRemixStub([{ path: "/", Component: () => <ErrorPage status={status} refusal={refusal} /> }]);
  return render(<Stub />);
}

describe("ErrorPage", () => {
  it("gives a 404 its texts, a way home and the subscribe block", async () => {
    renderStatus(404);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("404 ERROR");
    expect(screen.getByText("page not found")).toBeInTheDocument();
    expect(screen.getByText("This page could not be found")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "comeback" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    // The subscribe form's code loads lazily in the browser.
    expect(await screen.findByLabelText("Email address")).toBeInTheDocument();
  });

  it("shows only the status and ERROR for other codes", () => {
    renderStatus(500);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("500 ERROR");
    expect(screen.queryByText("page not found")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("says why a form was refused and links back to the page it came from", () => {
    renderStatus(403, { message: "This form was refused because it was not sent from this store's pages.", back: "/faq" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("403 ERROR");
    expect(screen.getByText(/was not sent from this store's pages/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the page" })).toHaveAttribute("href", "/faq");
  });
});
