import { provisionalUidCookie, uidCookie, uidFromCookies } from "./visitor-id";

const FINGERPRINT = "0123456789abcdef0123456789abcdef";

describe("uidCookie", () => {
  it("keeps the id a year, site-wide, Secure on https", () => {
    expect(uidCookie(FINGERPRINT, true)).toBe(`uid=${FINGERPRINT}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`);
    expect(uidCookie(FINGERPRINT, false)).not.toContain("Secure");
  });
});

describe("provisionalUidCookie", () => {
  const fill = (value: number) => (bytes: Uint8Array) => bytes.fill(value);

  it("gives a browser without an id a random version-4 UUID", () => {
    const cookie = provisionalUidCookie("locale=en", false, fill(0xff));
    expect(cookie).toBe("uid=ffffffff-ffff-4fff-bfff-ffffffffffff; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(uidFromCookies(cookie!.split(";")[0])).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff");
    expect(provisionalUidCookie("", true, fill(0))).toBe("uid=00000000-0000-4000-8000-000000000000; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
  });

  it("leaves an id the browser already has, fingerprint or not", () => {
    expect(provisionalUidCookie(`uid=${FINGERPRINT}`, false, fill(1))).toBeNull();
    expect(provisionalUidCookie("locale=en; uid=0b0e0f00-0000-4000-8000-000000000000", false, fill(1))).toBeNull();
  });

  it("replaces a cookie that is not an id", () => {
    expect(provisionalUidCookie("uid=<script>", false, fill(2))).toMatch(/^uid=02020202-0202-4202-8202-020202020202;/);
  });
});
