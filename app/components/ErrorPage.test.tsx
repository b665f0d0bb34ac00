// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { render, screen } from "@testing-library/react";

import { json } from "@remix-run/node";

import { SITE_FORMS } from "~/site-forms";

import { ErrorPage } from "./ErrorPage";
import { RouteError } from "./RouteError";
import { SiteFormsProvider } from "./SiteForms";

function renderStatus(status: number) {
  const Stub = createRemixStub([{ path: "/", Component: () => <ErrorPage status={status} /> }]);
  return render(
    <SiteFormsProvider value={SITE_FORMS}>
      <Stub />
    </SiteFormsProvider>,
  );
}

/** The page a route renders when its loader throws `body` with `status`. */
function renderThrown(status: number, body: unknown) {
  const Stub = createRemixStub([
    {
      path: "/",
      loader: () => {
        throw json(body, { status });
      },
      Component: () => null,
      ErrorBoundary: RouteError,
    },
  ]);
  return render(
    <SiteFormsProvider value={SITE_FORMS}>
      <Stub />
    </SiteFormsProvider>,
  );
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
    expect(await screen.findByLabelText("Email address", {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it.each([
    [500, "Something went wrong on our side while loading this page. Please try again in a moment."],
    [502, "Something went wrong on our side while loading this page. Please try again in a moment."],
    [503, "We cannot reach our catalogue just now. Please try again in a few minutes."],
    [400, "This request could not be completed."],
  ])("keeps the spec's %i ERROR, says what happened in one sentence and shows the way home and to the shop", (status, sentence) => {
    renderStatus(status);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(`${status} ERROR`);
    expect(screen.getByText(sentence)).toBeInTheDocument();
    expect(screen.queryByText("page not found")).toBeNull();
    expect(screen.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Home", "/"],
      ["Shop all", "/shop-all"],
    ]);
  });

  it("says why a form was refused and links back to the page it came from", async () => {
    renderThrown(403, { refused: true, message: "This form was refused because it was not sent from this store's pages.", back: "/faq" });
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("403 ERROR");
    expect(screen.getByText(/was not sent from this store's pages/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the page" })).toHaveAttribute("href", "/faq");
  });

  it("says what failed to load and offers to try again", async () => {
    renderThrown(503, { failed: true, message: "We couldn't load your cart. Please try again.", retry: "/checkout" });
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("503 ERROR");
    expect(screen.getByText("We couldn't load your cart. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/checkout");
  });

  it("shows no message of a thrown body it does not know", async () => {
    renderThrown(502, { message: "Internal stack trace" });
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("502 ERROR");
    expect(screen.queryByText("Internal stack trace")).toBeNull();
  });
});
