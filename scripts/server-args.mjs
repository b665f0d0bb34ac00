/**
 * How the store's server (server.mjs) is started, wherever it is: `npm start`
 * and `npm run serve`, the benchmarks, the profile and the end-to-end specs'
 * own store processes; README "Running more than one instance" gives the same
 * command for production.
 *
 * V8 lets an idle heap grow far beyond what a process holds alive: under 100
 * connections the store's resident memory reached 380 MB, though it serves as
 * fast with its old generation capped at 160 MB (docs/performance.md). The cap
 * leaves room for the bounded caches (API_CACHE_MAX_BYTES of JSON, a few times
 * that parsed, and the 16 MB render cache).
 */
export const SERVER_HEAP_MB = 176;
export const SERVER_NODE_ARGS = [`--max-old-space-size=${SERVER_HEAP_MB}`];
