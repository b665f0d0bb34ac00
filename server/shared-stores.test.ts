import { closeSharedStores, openSharedStores } from "./shared-stores";

describe("the shared stores", () => {
  it("are opened together at start: Redis connects and the ban watcher starts", () => {
    const started: string[] = [];
    openSharedStores({ connect: () => (started.push("redis"), null), watch: () => void started.push("varnish") });
    expect(started).toEqual(["redis", "varnish"]);
  });

  it("close Redis at the end of the drain", () => {
    const close = vi.fn();
    closeSharedStores(close);
    expect(close).toHaveBeenCalledTimes(1);
  });
});
