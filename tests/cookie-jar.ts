export class CookieJar {
  private cookies: Map<string, string>;

  constructor(cookies: Iterable<[string, string]> = []) {
    this.cookies = new Map(cookies);
  }

  copy(): CookieJar {
    return new CookieJar(this.cookies);
  }

  adopt(other: CookieJar) {
    for (const [name, value] of other.cookies) this.cookies.set(name, value);
  }

  keep(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key, v = ""] = attribute.trim().split("=");
        if (key.toLowerCase() === "max-age") return Number(v) <= 0;
        if (key.toLowerCase() === "expires") return Date.parse(v) <= Date.now();
        return false;
      });
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** One cookie's value as the browser sends it. */
  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** Read without checking the signature. */
  session(): Record<string, unknown> {
    const raw = this.cookies.get("__session");
    if (!raw) return {};
    const value = decodeURIComponent(raw);
    const payload = value.slice(0, value.lastIndexOf("."));
    if (!payload) return {};
    return JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as Record<string, unknown>;
  }
}
