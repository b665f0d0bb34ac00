// The fleet of `npm run fleet` (real redis-server and varnishd, two stores): a rolling restart and a Redis restart
// under a steady stream of GETs lose none of them. `npm run bench:fleet` measures the same at length.
import { type Fleet, startFleet } from "../../scripts/fleet";

import { SHOPPER_USER_AGENT, expect, hasJavaScript, test } from "./support";

let fleet: Fleet;

test.describe.configure({ timeout: 120_000 });

test.describe("the fleet", () => {
  test.skip(() => !hasJavaScript(), "Plain HTTP, no browser: the js project runs it once.");

  test.beforeAll(async () => {
    fleet = await startFleet();
  });
  test.afterAll(async () => {
    await fleet?.stop();
  });

  /** Four loops of GETs through Varnish for as long as `during` runs; every answer's status or failure. */
  async function stream(during: () => Promise<void>): Promise<string[]> {
    const answers: string[] = [];
    let busy = true;
    const paths = ["/", "/shop-all", "/about", "/faq", "/shipping"];
    const loop = async (offset: number) => {
      for (let turn = offset; busy; turn += 1) {
        try {
          const answer = await fetch(`${fleet.origin}${paths[turn % paths.length]}?v=${turn % 7}`, { headers: { "User-Agent": SHOPPER_USER_AGENT } });
          await answer.arrayBuffer();
          answers.push(String(answer.status));
        } catch (error) {
          answers.push(`no answer: ${(error as Error).message}`);
        }
      }
    };
    await Promise.all([loop(0), loop(1), loop(2), loop(3), during().finally(() => (busy = false))]);
    return answers;
  }

  test("an instance stopped with SIGTERM and started again loses no request", async () => {
    const answers = await stream(() => fleet.restartInstance(0));
    expect(answers.length).toBeGreaterThan(50);
    expect(answers.filter((answer) => answer !== "200")).toEqual([]);
  });

  test("Redis killed and started again loses no request", async () => {
    const answers = await stream(() => fleet.restartRedis(2_000));
    expect(answers.length).toBeGreaterThan(50);
    expect(answers.filter((answer) => answer !== "200")).toEqual([]);
  });
});
