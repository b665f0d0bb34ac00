// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";

import { Announcements, DEFAULT_BANNER_TEXT } from "./Announcements";

describe("Announcements", () => {
  it("shows a closable top bar when the campaign has top_bar_text", () => {
    render(<Announcements topBarText="Free engraving this week" topBanner={{ html: "<p>Banner</p>", image: null, style: {} }} />);
    expect(screen.getByRole("region")).toHaveTextContent("Free engraving this week");
    expect(screen.queryByText("Banner")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Close announcement" }));
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("shows the campaign's top banner block with its colour otherwise", () => {
    render(<Announcements topBarText={null} topBanner={{ html: "<p>Banner</p>", image: null, style: { backgroundColor: "#efe6da" } }} />);
    expect(screen.getByRole("region")).toHaveTextContent("Banner");
    expect(screen.getByRole("region")).toHaveStyle({ backgroundColor: "#efe6da" });
  });

  it("lays the block's picture behind its words when it has one", () => {
    render(<Announcements topBarText={null} topBanner={{ html: "<p>Banner</p>", image: "/media/collections/celeste.svg", style: { backgroundColor: "#27313f", backgroundImage: 'url("/media/collections/celeste.svg")' } }} />);
    const banner = screen.getByRole("region");
    expect(banner).toHaveClass("top-banner--image");
    expect(banner.style.backgroundImage).toBe('url("/media/collections/celeste.svg")');
    expect(banner).toHaveStyle({ backgroundColor: "#27313f" });
  });

  it("falls back to the default banner", () => {
    render(<Announcements topBarText={null} topBanner={null} />);
    expect(screen.getByRole("region")).toHaveTextContent(DEFAULT_BANNER_TEXT);
  });
});
