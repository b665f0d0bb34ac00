/** The part of @adobe/structured-data-validator (which ships no types) that tests/e2e/crawl.spec.ts uses. */
declare module "@adobe/structured-data-validator" {
  export type StructuredDataIssue = { issueMessage: string; severity: "ERROR" | "WARNING"; fieldNames: string[]; path: unknown[] };
  /** Without schema.org's vocabulary it checks Google's rich-result rules alone (schema-dts types the store's data). */
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: { jsonld?: Record<string, unknown[]> }): Promise<StructuredDataIssue[]>;
  }
}
