import { DEVICE_ACCOUNTS, knownBrowser } from "./device-cookie.server";

const browserWith = (setCookie?: string) =>
  knownBrowser(new Request("http://store.test/sign-in", { headers: setCookie ? { Cookie: setCookie.split(";")[0] } : {} }));

describe("the device cookie", () => {
  it("names the account whatever the e-mail's case and spaces, and no other", async () => {
    const browser = await browserWith(await (await browserWith()).remember("Ada@Example.com"));
    const key = browser.keyFor(" ada@example.com ");
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(browser.keyFor("ada@example.org")).toBeNull();
    expect((await browserWith()).keyFor("ada@example.com")).toBeNull();
  });

  it("gives each sign-in a new key, and keeps the most recent accounts", async () => {
    let cookie = await (await browserWith()).remember("a0@example.com");
    const firstKey = (await browserWith(cookie)).keyFor("a0@example.com");
    cookie = await (await browserWith(cookie)).remember("a0@example.com");
    expect((await browserWith(cookie)).keyFor("a0@example.com")).not.toBe(firstKey);
    for (let i = 1; i <= DEVICE_ACCOUNTS; i += 1) cookie = await (await browserWith(cookie)).remember(`a${i}@example.com`);
    const browser = await browserWith(cookie);
    expect(browser.keyFor("a0@example.com")).toBeNull();
    for (let i = 1; i <= DEVICE_ACCOUNTS; i += 1) expect(browser.keyFor(`a${i}@example.com`)).not.toBeNull();
  });
});
