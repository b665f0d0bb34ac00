// @vitest-environment jsdom
import { createRemixStub } from "@remix-run/testing";
import { useLocation } from "@remix-run/react";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";

import { FavoriteButton } from "./FavoriteButton";
import { PageAlert } from "./PageAlert";

type ShellFavorites = { failed: boolean; count: number | null; keys: string[] } | null;

/** The heart under a root route whose data stands in for the shell's, and the URL it leads to. */
function renderHeart(props: Parameters<typeof FavoriteButton>[0], shell: { user: object | null; favorites: ShellFavorites }, path = "/shop-all") {
  function Page() {
    const location = useLocation();
    return (
      <>
        <FavoriteButton {...props} />
        <PageAlert />
        <output data-testid="url">{`${location.pathname}${location.search}`}</output>
      </>
    );
  }
  const Stub = createRemixStub([{ id: "root", path: "/", loader: () => shell, children: [{ path: "*", Component: Page }] }]);
  return render(<Stub initialEntries={[path]} />);
}

const signedIn = (keys: string[], failed = false) => ({ user: { firstName: "Camille" }, favorites: { failed, count: failed ? null : keys.length, keys } });

describe("FavoriteButton", () => {
  it("is a toggle button in a POST form to /favorites that names the piece and comes back to this page", async () => {
    renderHeart({ slug: "aurora-ring", sku: "YG-DIA", title: "Aurora ring" }, signedIn(["aurora-ring/YG-DIA"]), "/shop-all?sort=newest");
    const heart = await screen.findByRole("button", { name: "Favorite Aurora ring" });
    expect(heart).toHaveAttribute("aria-pressed", "true");
    const form = heart.closest("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form.getAttribute("action")).toBe("/favorites");
    const fields = Object.fromEntries(new FormData(form).entries());
    expect(fields).toMatchObject({ intent: "favorite", slug: "aurora-ring", sku: "YG-DIA", redirectTo: "/shop-all?sort=newest" });
    expect(fields).not.toHaveProperty("engraving");
  });

  it("is not pressed for a piece that is not in the list", async () => {
    renderHeart({ slug: "pearl-drops", sku: "WG-PRL", title: "Pearl drops" }, signedIn(["aurora-ring/YG-DIA"]));
    expect(await screen.findByRole("button", { name: "Favorite Pearl drops" })).toHaveAttribute("aria-pressed", "false");
  });

  it("claims no state when the list failed to load", async () => {
    renderHeart({ slug: "aurora-ring", sku: "YG-DIA", title: "Aurora ring" }, signedIn([], true));
    const heart = await screen.findByRole("button", { name: "Favorite Aurora ring" });
    expect(heart).not.toHaveAttribute("aria-pressed");
    expect(heart).toHaveAttribute("title", "Your favorites could not be loaded");
  });

  it("posts a favorite's engraving so that the right item leaves the list", async () => {
    renderHeart({ slug: "aurora-ring", sku: "YG-DIA", title: "Aurora ring", engraving: { text: "C & M" }, pressed: true }, signedIn([]));
    const heart = await screen.findByRole("button", { name: "Favorite Aurora ring" });
    expect(heart).toHaveAttribute("aria-pressed", "true");
    expect(new FormData(heart.closest("form")!).get("engraving")).toBe('{"text":"C & M"}');
  });

  it("opens the sign-in drawer over the same page, with the way back, for a signed-out shopper", async () => {
    renderHeart({ slug: "aurora-ring", sku: "YG-DIA", title: "Aurora ring" }, { user: null, favorites: null }, "/shop-all?sort=newest");
    fireEvent.click(await screen.findByRole("button", { name: "Favorite Aurora ring" }));
    await waitFor(() =>
      expect(screen.getByTestId("url")).toHaveTextContent("/shop-all?sort=newest&drawer=1&redirect=%2Fshop-all%3Fsort%3Dnewest"),
    );
  });

  it('shows the alert "Error": "No default_sku" for a piece with no sku, in the dialog, and OK closes it', async () => {
    renderHeart({ slug: "mystery-piece", sku: null, title: "Mystery piece" }, signedIn([]));
    const heart = await screen.findByRole("button", { name: "Favorite Mystery piece" });
    heart.focus();
    fireEvent.click(heart);
    const alert = await screen.findByRole("alertdialog", { name: "Error" });
    expect(alert.tagName).toBe("DIALOG");
    expect(alert).toHaveAccessibleDescription("No default_sku");
    expect(screen.getByTestId("url")).toHaveTextContent("/shop-all?alert=no-default-sku");
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(screen.getByTestId("url")).toHaveTextContent(/^\/shop-all$/);
    expect(heart).toHaveFocus();
  });
});
