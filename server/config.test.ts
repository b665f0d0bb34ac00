import { serverConfig } from "./config";

describe("serverConfig", () => {
  it("has production's defaults: port 3000, a keep-alive past the balancers' 60 s, a 30 s drain", () => {
    const config = serverConfig({});
    expect(config).toMatchObject({ mode: "production", port: 3000, keepAliveTimeoutMs: 65_000, headersTimeoutMs: 66_000, shutdownDelayMs: 0, shutdownTimeoutMs: 30_000 });
    expect(config.metrics).toEqual({ token: "", production: true });
  });

  it("reads the operator's variables, and the headers' timeout follows the keep-alive", () => {
    const config = serverConfig({ NODE_ENV: "development", PORT: "4100", HOST: "127.0.0.1", KEEP_ALIVE_TIMEOUT_MS: "5000", SHUTDOWN_DELAY_MS: "200", METRICS_TOKEN: "m" });
    expect(config).toMatchObject({ mode: "development", port: 4100, host: "127.0.0.1", keepAliveTimeoutMs: 5_000, headersTimeoutMs: 6_000, shutdownDelayMs: 200 });
    expect(config.metrics).toEqual({ token: "m", production: false });
  });
});
