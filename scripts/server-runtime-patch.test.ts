/**
 * patches/@remix-run+server-runtime+*.patch: a document's data is encoded for the browser only when the render reads
 * `serverHandoffStream`, so a page served from the render cache (app/services/render-cache.server.ts) never pays for it.
 * These run the installed server runtime and count how often the encoder reads the loader's data.
 */
import { type EntryContext, type ServerBuild, createRequestHandler } from "@remix-run/node";

import config from "../remix.config.js";

let reads = 0;
let readStream = false;
let failFirstRender = false;

const root = {
  loader: () => ({
    get shop() {
      reads += 1;
      return "Maison";
    },
  }),
  default: () => null,
  ErrorBoundary: () => null,
};

async function drain(stream: ReadableStream<Uint8Array>) {
  const reader = stream.getReader();
  while (!(await reader.read()).done);
}

const build: ServerBuild = {
  mode: "production",
  entry: {
    module: {
      async default(_request: Request, status: number, headers: Headers, context: EntryContext) {
        if (failFirstRender) {
          failFirstRender = false;
          throw new Error("the first render failed");
        }
        if (readStream) await drain(context.serverHandoffStream!);
        return new Response("page", { status, headers });
      },
    },
  },
  routes: { root: { id: "root", path: "", module: root } },
  assets: {
    entry: { module: "/build/entry.client.js", imports: [] },
    routes: {
      root: { id: "root", path: "", module: "/build/root.js", hasAction: false, hasLoader: true, hasClientAction: false, hasClientLoader: false, hasErrorBoundary: true, imports: [] },
    },
    url: "/build/manifest-test.js",
    version: "test",
  },
  publicPath: "/build/",
  assetsBuildDirectory: "public/build",
  future: config.future as ServerBuild["future"],
  isSpaMode: false,
};
const handle = createRequestHandler(build, "production");

beforeEach(() => {
  reads = 0;
  readStream = false;
  failFirstRender = false;
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => vi.restoreAllMocks());

describe("the patched server runtime's document data", () => {
  it("runs with single fetch, where the data is streamed", () => {
    expect(build.future.v3_singleFetch).toBe(true);
  });

  it("is not encoded when the render does not read it", async () => {
    expect((await handle(new Request("http://store.test/"))).status).toBe(200);
    expect(reads).toBe(0);
  });

  it("is encoded, whole, when the render reads it", async () => {
    readStream = true;
    expect((await handle(new Request("http://store.test/"))).status).toBe(200);
    expect(reads).toBe(1);
  });

  it("is not encoded for the second render after a failed first one, unless read", async () => {
    failFirstRender = true;
    await handle(new Request("http://store.test/"));
    expect(reads).toBe(0);

    failFirstRender = true;
    readStream = true;
    await handle(new Request("http://store.test/"));
    expect(reads).toBe(1);
  });
});
