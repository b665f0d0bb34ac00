// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { render, screen } from "@testing-library/react";

import { ErrorPage } from "./ErrorPage";

function renderStatus(status: number) {
  const Stub = createRemixStub([{ path: "/", Component: () => <ErrorPage status={status} /> }]);
  return render(<Stub />);
}

describe("ErrorPage", () => {
  it("gives a 404 its texts, a way home and the subscribe block", () => {
    renderStatus(404);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("404 ERROR");
    expect(screen.getByText("page not found")).toBeInTheDocument();
    expect(screen.getByText("This page could not be found")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "comeback" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    expect(screen.getByLabelText("Email address")).toBeInTheDocument();
  });

  it("shows only the status and ERROR for other codes", () => {
    renderStatus(500);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("500 ERROR");
    expect(screen.queryByText("page not found")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
  });
});
