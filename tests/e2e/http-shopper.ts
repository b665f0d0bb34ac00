// A shopper without a browser: its own cookies, redirects never followed on their own, each request timed.
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

import { storeEnv } from "../../playwright.config";
import { SERVER_NODE_ARGS } from "../../scripts/server-args.mjs";

import { CookieJar } from "../cookie-jar";

import { DEMO_SHOPPER, MOCK_API_URL, expect, madeToOrderPiece, randomShopperIp } from "./support";

export type Hop = {
  method: string;
  path: string;
  status: number;
  /** A path when it stays on the store. */
  location: string | null;
  body: string;
  headers: Headers;
  /** To the end of the body. */
  elapsedMs: number;
};

export type Send = { form?: Record<string, string>; json?: unknown; headers?: Record<string, string> };

export class Shopper {
  private jar: CookieJar;
  /** The store trusts one proxy hop in the tests, so rate limits count per shopper. */
  private readonly address = randomShopperIp();

  /** A browser's `userAgent` for what the store does only for people (visitor cookies, visits). */
  constructor(
    jar = new CookieJar(),
    private readonly userAgent?: string,
  ) {
    this.jar = jar;
  }

  clone(): Shopper {
    return new Shopper(this.jar.copy(), this.userAgent);
  }

  adopt(other: Shopper) {
    this.jar.adopt(other.jar);
  }

  async request(origin: string, method: string, path: string, send: Send = {}): Promise<Hop> {
    const headers: Record<string, string> = {
      Accept: "text/html,application/json,*/*",
      "X-Forwarded-For": this.address,
      ...(this.userAgent ? { "User-Agent": this.userAgent } : {}),
      ...send.headers,
    };
    const cookie = this.jar.header();
    if (cookie) headers.Cookie = cookie;
    let body: string | undefined;
    if (send.form) {
      headers["Content-Type"] = "application/x-www-form-urlencoded;charset=UTF-8";
      body = new URLSearchParams(send.form).toString();
    } else if (send.json !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(send.json);
    }
    const started = performance.now();
    const response = await fetch(`${origin}${path}`, { method, headers, body, redirect: "manual" });
    const text = await response.text();
    const elapsedMs = Math.round(performance.now() - started);
    this.jar.keep(response.headers.getSetCookie());
    const location = response.headers.get("Location");
    return {
      method,
      path,
      status: response.status,
      location: location === null ? null : localPath(location, origin),
      body: text,
      headers: response.headers,
      elapsedMs,
    };
  }

  get(origin: string, path: string) {
    return this.request(origin, "GET", path);
  }

  post(origin: string, path: string, form: Record<string, string>) {
    return this.request(origin, "POST", path, { form });
  }

  /** Read without checking the signature. */
  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  session(): Record<string, unknown> {
    return this.jar.session();
  }
}

export async function addToBagOver(shopper: Shopper, origin: string) {
  const [path, sku] = (await madeToOrderPiece()).split("?configuration_id=");
  const product = await shopper.get(origin, `${path}?configuration_id=${sku}`);
  const configurationId = /name="product_configuration_id" value="(\d+)"/.exec(product.body)?.[1];
  expect(configurationId, "the product page's add-to-bag form").toBeTruthy();
  const added = await shopper.post(origin, "/cart", { intent: "add", product_configuration_id: configurationId!, quantity: "1", redirectTo: path });
  expect(added.location, "adding to the bag redirects back").toBe(path);
  expect(shopper.session().cart_unique_id).toBeTruthy();
}

export async function signInOver(shopper: Shopper, origin: string) {
  const hop = await shopper.post(origin, "/sign-in", { intent: "sign-in", email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password, redirect: "/" });
  expect(hop.location).toBe("/");
  expect(shopper.session().signed_in).toBeTruthy();
}

function localPath(location: string, origin: string): string {
  const url = new URL(location, origin);
  return url.origin === origin ? `${url.pathname}${url.search}` : url.toString();
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

export function textOf(body: string): string {
  return body
    .replace(/<head[\s\S]*?<\/head>|<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
      if (code.startsWith("#x") || code.startsWith("#X")) return String.fromCodePoint(parseInt(code.slice(2), 16));
      if (code.startsWith("#")) return String.fromCodePoint(Number(code.slice(1)));
      return ENTITIES[code.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, " ")
    .trim();
}

export const excerpt = (body: string, length = 300) => textOf(body).slice(0, length);

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

export type StoreProcess = {
  origin: string;
  stop: () => Promise<void>;
  /** The process itself, for a test that sends it signals. */
  child: ChildProcess;
  /** What it has written to stdout (its JSON log), the last 200 KB of it. */
  output: () => string;
  /** Its exit code once it has exited (null for a signal's death). */
  exited: Promise<number | null>;
};

/**
 * Same secret (cookies work on both) and timeout as the shared store, with an empty cache. Resolves once it answers.
 * The mock tells only the lane's own store of a new cache version: this one checks it before every cached read.
 */
export async function startStore(port: number, env: Record<string, string> = {}): Promise<StoreProcess> {
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_ARGS, "server.mjs"], {
    cwd: ROOT,
    env: { ...process.env, ...storeEnv, CACHE_VERSION_POLL_MS: "0", NODE_ENV: "production", PORT: String(port), API_URL: MOCK_API_URL, SITE_URL: origin, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // What it logs is the faults' doing; only a failed start needs it.
  let log = "";
  let stdout = "";
  child.stderr?.on("data", (chunk: Buffer) => (log = (log + chunk.toString()).slice(-2000)));
  child.stdout?.on("data", (chunk: Buffer) => (stdout = (stdout + chunk.toString()).slice(-200_000)));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if (child.exitCode !== null) throw new Error(`The store on port ${port} exited with ${child.exitCode}: ${log}${stdout.slice(-2000)}`);
      if (Date.now() > deadline) throw new Error(`The store on port ${port} did not start within 30 s: ${log}`);
    } catch (error) {
      await stop();
      throw error;
    }
    try {
      const health = await fetch(`${origin}/healthz`);
      // With REDIS_URL, ready means connected: before that it counts in its own memory.
      if (health.ok && (!env.REDIS_URL || (await health.text()).includes("redis: ready"))) return { origin, stop, child, output: () => stdout, exited };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
