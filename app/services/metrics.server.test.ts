import { endpointLabel } from "./metrics.server";

describe("endpointLabel", () => {
  it.each([
    ["/bootstrap", "/bootstrap"],
    ["/products/promise-eternity-band", "/products/{slug}"],
    ["/products/link-to-email", "/products/link-to-email"],
    ["/pages/about", "/pages/{slug}"],
    ["/orders/12", "/orders/{id}"],
    ["/carts/items/981", "/carts/items/{id}"],
    ["/users/addresses/shipping/7", "/users/addresses/shipping/{id}"],
    ["/blocks/system-login-footer", "/blocks/system-login-footer"],
    ["/tracking?number=ML-1&email=a@b.c", "/tracking"],
  ])("names %s as %s: no slug, id or query in a label", (path, label) => {
    expect(endpointLabel(path)).toBe(label);
  });
});
