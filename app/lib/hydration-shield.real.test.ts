import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

import { SYNC_HYDRATING_EVENTS } from "./hydration-shield";

const require = createRequire(import.meta.url);
const reactDom = dirname(require.resolve("react-dom/package.json"));
const built = (file: string) => readFileSync(join(reactDom, "cjs", file), "utf8");

describe("the shield's events against the installed react-dom", () => {
  it("are the development build's discreteReplayableEvents, the list its hydration check reads", () => {
    const source = built("react-dom.development.js");
    const list = /var discreteReplayableEvents = \[([^\]]*)\];/.exec(source);
    expect(list, "react-dom no longer names discreteReplayableEvents: read how it hydrates on a discrete event").not.toBeNull();
    const events = [...list![1].matchAll(/'([A-Za-z]+)'/g)].map((match) => match[1]);
    expect(events).toEqual([...SYNC_HYDRATING_EVENTS]);
    expect(source).toContain("return discreteReplayableEvents.indexOf(eventType) > -1;");
  });

  it("are the production build's list too, the one the browser runs", () => {
    const source = built("react-dom.production.min.js");
    const joined = SYNC_HYDRATING_EVENTS.join(" ");
    const assigned = new RegExp(`([A-Za-z_$][\\w$]*)="${joined}"\\.split\\(" "\\)`).exec(source);
    expect(assigned, "the production build's replayable events differ from the shield's").not.toBeNull();
    expect(source).toContain(`${assigned![1]}.indexOf(`);
  });
});
