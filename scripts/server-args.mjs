/**
 * How server.mjs is started everywhere. V8 lets an idle heap grow far beyond what is alive (380 MB at 100
 * connections), yet the store serves as fast with the cap (docs/performance.md), which leaves room for the bounded caches.
 */
export const SERVER_HEAP_MB = 176;
export const SERVER_NODE_ARGS = [`--max-old-space-size=${SERVER_HEAP_MB}`];
