// Each worker (its TEST_PARALLEL_INDEX) has a store and a mock API of its own, so one test's faults, resets and
// rate limits never reach another's. Stores a spec starts itself are offsets from its lane's port, below LANE_STRIDE.
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
export const LANE_STRIDE = 100;
const BASE_PORT = Number(process.env.E2E_PORT ?? 3210);
const BASE_MOCK_API_PORT = Number(process.env.E2E_MOCK_API_PORT ?? 4210);

export function lanePorts(lane: number) {
  return { store: BASE_PORT + lane * LANE_STRIDE, mockApi: BASE_MOCK_API_PORT + lane * LANE_STRIDE };
}

/** 0 in the runner's own process. */
export const LANE = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const { store: STORE_PORT, mockApi: MOCK_API_PORT } = lanePorts(LANE);

/** The lane stores' METRICS_TOKEN: in production /metrics answers only with it. */
export const E2E_METRICS_TOKEN = "e2e-metrics-token-0123456789";
