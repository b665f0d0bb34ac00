/**
 * A port already taken (a second `npm start`, another program on 3000) is said as what to change: the variable that
 * moves it, with no stack. Used by server.mjs (PORT), the mock API (MOCK_API_PORT) and scripts/start.ts.
 */

/**
 * The listener's error unchanged, unless the port was taken: then an error that names `variable`.
 * @param {unknown} error
 * @param {number} port
 * @param {string} variable
 * @returns {unknown}
 */
export function explainPortInUse(error, port, variable) {
  if (!error || typeof error !== "object" || /** @type {{ code?: unknown }} */ (error).code !== "EADDRINUSE") return error;
  const explained = new Error(
    `Port ${port} is already in use, by another copy of the store or the mock API, or by another program. ` +
      `Stop it, or choose a free port with ${variable} (e.g. ${variable}=${port + 1}).`,
  );
  return Object.assign(explained, { code: "EADDRINUSE", port, variable });
}

/**
 * A script's last word on an error it did not handle: a taken port's message alone, anything else with its stack.
 * @param {unknown} error
 * @returns {never}
 */
export function exitOnError(error) {
  const portInUse = error instanceof Error && "variable" in error && /** @type {{ code?: unknown }} */ (error).code === "EADDRINUSE";
  console.error(portInUse ? error.message : error);
  process.exit(1);
}
