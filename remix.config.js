/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  // The build is the whole server: one copy of each module for the app and server/ (server.mjs starts it).
  server: "./server/index.ts",
  // Unset everywhere but app/lib/late-boot.real.test.ts, which builds the app into a folder of its own.
  serverBuildPath: process.env.REMIX_SERVER_BUILD_PATH || "build/index.js",
  assetsBuildDirectory: process.env.REMIX_ASSETS_BUILD_DIRECTORY || "public/build",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
  },
};
