// JSON inside a <script> element (JSON-LD, the integrations' plan), apart so a page that needs only this loads only this.
const SCRIPT_ESCAPES: Record<string, string> = { "<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u2028": "\\u2028", "\u2029": "\\u2029" };

/** Text from the API cannot close the <script> element (`</script>`) or open a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_ESCAPES[char]);
}
