/** The mock API inside a Node process (vitest): intercepts fetch, no port opened. */
import { setupServer } from "msw/node";

import { handlers } from "./handlers";

export const server = setupServer(...handlers);
