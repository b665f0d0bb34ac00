import { pageAlertOf, withAlert } from "./page-alert";

describe("page alerts", () => {
  it('opens spec 8\'s "No default_sku" alert by its id, keeping the query', () => {
    const url = withAlert("/shop-all?sort=newest", "no-default-sku");
    expect(url).toBe("/shop-all?sort=newest&alert=no-default-sku");
    expect(pageAlertOf(new URL(url, "http://x").searchParams)).toEqual({ title: "Error", message: "No default_sku" });
  });

  it("closes it again", () => {
    expect(withAlert("/shop-all?sort=newest&alert=no-default-sku", null)).toBe("/shop-all?sort=newest");
    expect(withAlert("/favorites?alert=no-default-sku", null)).toBe("/favorites");
  });

  it("shows nothing for an id it does not know: the URL never carries the words", () => {
    expect(pageAlertOf(new URLSearchParams("alert=<script>"))).toBeNull();
    expect(pageAlertOf(new URLSearchParams("alert=toString"))).toBeNull();
    expect(pageAlertOf(new URLSearchParams(""))).toBeNull();
  });
});
