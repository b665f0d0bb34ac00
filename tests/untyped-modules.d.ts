// The parts of packages that ship no types which the tests and scripts use.

/** tests/e2e/crawl.spec.ts */
declare module "@adobe/structured-data-validator" {
  export type StructuredDataIssue = { issueMessage: string; severity: "ERROR" | "WARNING"; fieldNames: string[]; path: unknown[] };
  /** Without schema.org's vocabulary it checks Google's rich-result rules alone (schema-dts types the store's data). */
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: { jsonld?: Record<string, unknown[]> }): Promise<StructuredDataIssue[]>;
  }
}

/** tests/e2e/valid-html.spec.ts: the path of the Nu HTML Checker's jar. */
declare module "vnu-jar" {
  const jar: string;
  export default jar;
}

/** scripts/import-rules.ts: the import graph. */
declare module "madge" {
  type Options = { baseDir?: string; fileExtensions?: string[]; tsConfig?: string; detectiveOptions?: Record<string, Record<string, unknown>> };
  export default function madge(paths: string[], options?: Options): Promise<{ obj(): Record<string, string[]> }>;
}
