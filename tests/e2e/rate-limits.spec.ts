// Each test is its own client address (support.ts), so the attempts spent here are this test's alone.
import { Shopper, startStore } from "./http-shopper";
import { DEMO_SHOPPER, MOCK_API_URL, STORE_URL, expect, hasJavaScript, madeToOrderPiece, open, randomShopperIp, signIn, test } from "./support";
import { STORE_PORT } from "./lanes";

const GUEST_ORDER = { number: "ML-100240", email: "sophie.martin@example.com", billing_zip: "60614" };

test("the 21st order lookup in 10 minutes is refused with the time to wait, the form kept", async ({ page, request }) => {
  const wrong = { intent: "track-order", number: GUEST_ORDER.number, email: "nobody@example.com", billing_zip: GUEST_ORDER.billing_zip };
  const lookUp = () => request.post(`${STORE_URL}/track-your-order`, { form: wrong, headers: { Origin: STORE_URL } });
  for (let i = 0; i < 20; i += 1) {
    const response = await lookUp();
    expect(response.status()).toBe(404);
  }
  const refused = await lookUp();
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(9 * 60);

  // Even the right combination waits now.
  await open(page, "/track-your-order");
  const form = page.locator("#track-order-page form");
  await form.getByLabel("Order number").fill(GUEST_ORDER.number);
  await form.getByLabel("Order email").fill(GUEST_ORDER.email);
  await form.getByLabel("Billing ZIP code").fill(GUEST_ORDER.billing_zip);
  await form.getByRole("button", { name: "Track order" }).click();
  await expect(page.getByRole("alert")).toContainText("Too many attempts. Please try again in 10 minutes.");
  await expect(form.getByLabel("Order number")).toHaveValue(GUEST_ORDER.number);
  await expect(form.getByLabel("Order email")).toHaveValue(GUEST_ORDER.email);
  await expect(page.getByRole("article")).toHaveCount(0);
});

test("the 11th wrong sign-in for one e-mail is refused with the time to wait, the e-mail kept and the password not", async ({ page, request }) => {
  const { email } = DEMO_SHOPPER;
  for (let i = 0; i < 10; i += 1) {
    const response = await request.post(`${STORE_URL}/sign-in`, { form: { intent: "sign-in", email, password: `Wrong-guess-${i}!` } });
    expect(response.status()).toBe(400);
  }
  await open(page, "/sign-in");
  const form = page.locator("form#sign-in");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(DEMO_SHOPPER.password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("Too many attempts. Please try again in 15 minutes.");
  await expect(form.getByLabel("Email")).toHaveValue(email);
  // Without JavaScript the page comes back from the server, which never sends a password back; with it, the field is left as typed.
  if (!hasJavaScript()) await expect(form.getByLabel("Password")).toHaveValue("");
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in", exact: true })).toBeVisible();
});

/** An account of this test's own: locking it out holds up no other test on this store. */
async function verifiedAccount() {
  const owner = { email: `owner-${test.info().project.name}-${Date.now()}@example.com`, password: "Own-browser-2026!" };
  const json = (path: string, body: unknown) =>
    fetch(`${MOCK_API_URL}/api/v1${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  await json("/authorizations/sign-up", { first_name: "Ada", last_name: "Byron", ...owner, password_confirmation: owner.password });
  const tokens = (await (await fetch(`${MOCK_API_URL}/__qa/tokens?email=${encodeURIComponent(owner.email)}&kind=verification`)).json()) as { data: Array<{ token: string }> };
  expect((await json("/users/verify-email", { token: tokens.data[0].token })).status).toBe(200);
  return owner;
}

test("guesses at an owner's password from many addresses hold up unknown browsers and lock out no one", async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  const owner = await verifiedAccount();
  await open(page, "/sign-in");
  await signIn(page, owner.email, owner.password);
  await expect(page.getByRole("banner").getByRole("link", { name: "Account" })).toBeVisible();
  await open(page, "/profile");
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in", exact: true })).toBeVisible();

  // 30 wrong passwords in an hour (the account's limit for unknown browsers), three from each of ten addresses.
  for (let batch = 0; batch < 10; batch += 1) {
    const address = randomShopperIp();
    const guesses = [0, 1, 2].map((i) =>
      request.post(`${STORE_URL}/sign-in`, { form: { intent: "sign-in", email: owner.email, password: `Guess-${batch}-${i}!` }, headers: { "X-Forwarded-For": address } }),
    );
    for (const guess of await Promise.all(guesses)) expect(guess.status()).toBe(400);
  }

  // Past the account's limit a browser it never signed in with is held up, never locked out: a wrong password is
  // refused as one, and the right one signs in.
  const guess = await request.post(`${STORE_URL}/sign-in`, {
    form: { intent: "sign-in", email: owner.email, password: "Guess-after-the-limit!" },
    headers: { "X-Forwarded-For": randomShopperIp() },
  });
  expect(guess.status()).toBe(400);
  expect(await guess.text()).not.toContain("Too many attempts");
  const stranger = await browser.newContext({ javaScriptEnabled: hasJavaScript(), extraHTTPHeaders: { "X-Forwarded-For": randomShopperIp() } });
  try {
    const theirs = await stranger.newPage();
    await open(theirs, "/sign-in");
    await signIn(theirs, owner.email, owner.password);
    await expect(theirs.getByRole("banner").getByRole("link", { name: "Account" })).toBeVisible({ timeout: 15_000 });
  } finally {
    await stranger.close();
  }

  // The browser the owner signed in with before signs in.
  await open(page, "/sign-in");
  await signIn(page, owner.email, owner.password);
  await expect(page.getByRole("banner").getByRole("link", { name: "Account" })).toBeVisible();
});

test("a public form's honeypot is out of sight and out of the keyboard's way", async ({ page }) => {
  await open(page, "/email-us");
  const trap = page.locator('input[name^="name__confirm"]').first();
  await expect(trap).toBeAttached();
  await expect(trap).toBeHidden();
  await expect(trap).toHaveAttribute("tabindex", "-1");
});

test("from a peer that is no trusted proxy, a client's own X-Forwarded-For is ignored: addresses it makes up share one limit", async () => {
  test.skip(!hasJavaScript(), "Plain HTTP, no browser: the js project runs it once.");
  // A store of its own, not behind a proxy it trusts: every request comes from this machine's loopback address.
  const store = await startStore(STORE_PORT + 44, { TRUSTED_PROXIES: "" });
  try {
    const statuses: number[] = [];
    // Each shopper claims another address in X-Forwarded-For (http-shopper.ts); the newsletter allows 10 posts an hour.
    for (let i = 0; i < 11; i += 1) {
      const hop = await new Shopper().post(store.origin, "/newsletter", { intent: "newsletter", email: `proxy-${Date.now()}-${i}@example.com` });
      statuses.push(hop.status);
    }
    expect(statuses.slice(0, 10).every((status) => status < 400), statuses.join(" ")).toBe(true);
    expect(statuses[10]).toBe(429);
  } finally {
    await store.stop();
  }
});

test("a fourth hint to one address in a day is refused in words, and each e-mailed link is the piece's canonical address", async ({ page }) => {
  // An address of this run's own: the store counts per recipient for a day, whichever test sent to it.
  const recipient = `hinted.${test.info().project.name}.${Date.now()}@example.com`;
  const piece = await madeToOrderPiece();
  // The page's address carries a query of the sender's choosing; the e-mail must not.
  const path = `${piece}&utm_source=hint&next=${encodeURIComponent("https://evil.example/")}`;
  const send = async () => {
    await open(page, path);
    await page.getByText("Drop a hint").click();
    const form = page.locator("details", { has: page.getByText("Drop a hint") }).locator("form");
    await form.getByLabel("Their email").fill(recipient);
    await form.getByLabel("A note (optional)").fill("For the fifth of May");
    await form.getByRole("button", { name: "Send the hint" }).click();
    return form;
  };
  for (let n = 0; n < 3; n += 1) {
    await send();
    await expect(page.getByText("Your hint is on its way.")).toBeVisible();
  }
  await send();
  const refused = page.locator("details", { has: page.getByText("Drop a hint") }).locator("form");
  await expect(refused.getByLabel("Their email")).toHaveAccessibleDescription(/This address has had all the hints we send in a day\. Please try again in 24 hours\./);
  await expect(refused.getByLabel("Their email")).toHaveValue(recipient);
  await expect(refused.getByLabel("A note (optional)")).toHaveValue("For the fifth of May");

  const outbox = ((await (await fetch(`${MOCK_API_URL}/__qa/outbox`)).json()) as { data: Array<{ to: string; url: string }> }).data;
  const links = outbox.filter((message) => message.to === recipient).map((message) => message.url);
  expect(links).toEqual(Array(3).fill(`${STORE_URL}${piece.split("?")[0]}`));
});
