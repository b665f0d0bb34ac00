/** Checks against the published document, not zod, with an independent validator (Ajv draft 2020-12, as OpenAPI 3.1 uses). */
import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

import type { Json, JsonObject } from "./json";
import { openApiDocument } from "./document";

const COMPONENTS_ID = "urn:maison-lumiere:components";

const METHODS = ["get", "put", "post", "delete", "patch"] as const;

interface Template {
  path: string;
  segments: Array<string | null>;
  literals: number;
}

let templates: Template[] | undefined;

function templatesOf(): Template[] {
  templates ??= Object.keys(openApiDocument().paths ?? {}).map((path) => {
    const segments = path.split("/").map((segment) => (/^\{[^}]+\}$/.test(segment) ? null : segment));
    return { path, segments, literals: segments.filter((segment) => segment !== null).length };
  });
  return templates;
}

/** The operation's path template, or null; a literal segment beats a parameter, as OpenAPI resolves them. */
export function matchOperation(method: string, pathname: string): string | null {
  const verb = method.toLowerCase();
  const paths = openApiDocument().paths ?? {};
  const segments = pathname.split("/");
  const fits = (template: Template) =>
    template.segments.length === segments.length &&
    template.segments.every((segment, index) => (segment === null ? segments[index] !== "" : segment === segments[index]));
  const found = templatesOf()
    .filter((template) => fits(template) && (METHODS as readonly string[]).includes(verb) && verb in (paths[template.path] ?? {}))
    .sort((a, b) => b.literals - a.literals);
  return found[0]?.path ?? null;
}

/** `#/components/schemas/X` pointed at the components' own id, so one compiled copy serves every answer. */
function retarget(value: Json): Json {
  if (Array.isArray(value)) return value.map(retarget);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === "$ref" && typeof item === "string" ? item.replace("#/components/schemas/", `${COMPONENTS_ID}#/$defs/`) : retarget(item),
    ]),
  );
}

let ajv: Ajv2020 | undefined;
const validators = new Map<string, ValidateFunction | null>();

function validatorFor(template: string, method: string, status: number): ValidateFunction | null {
  const key = `${method} ${template} ${status}`;
  if (validators.has(key)) return validators.get(key)!;
  const document = openApiDocument();
  if (!ajv) {
    ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
    addFormats(ajv);
    ajv.addSchema({ $id: COMPONENTS_ID, $defs: retarget(document.components?.schemas as Json) });
  }
  const schema = answerSchema(document.paths?.[template]?.[method as (typeof METHODS)[number]]?.responses ?? {}, status);
  const validate = schema === null ? null : ajv.compile(retarget(schema) as JsonObject);
  validators.set(key, validate);
  return validate;
}

type Responses = Record<string, { $ref?: string; content?: Record<string, { schema?: Json }> }>;

/** The status's own answer, else its class's (`4XX`), else `default`; references to components.responses followed. */
function answerSchema(responses: Responses, status: number): Json | null {
  const response = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
  if (!response) return null;
  const resolved = response.$ref
    ? (openApiDocument().components?.responses as Responses | undefined)?.[response.$ref.split("/").pop()!]
    : response;
  return resolved?.content?.["application/json"]?.schema ?? null;
}

const describe = (error: ErrorObject) => `${error.instancePath || "/"} ${error.message ?? "is invalid"}`;

/** Null when no operation matches; else the problems, none when `body` keeps the contract. */
export function responseProblems(method: string, pathname: string, status: number, body: unknown): string[] | null {
  const template = matchOperation(method, pathname);
  if (template === null) return null;
  const verb = method.toLowerCase();
  const where = `${method.toUpperCase()} ${template} ${status}`;
  const validate = validatorFor(template, verb, status);
  if (!validate) return [`${where}: the contract documents no answer with this status`];
  return validate(body) ? [] : (validate.errors ?? []).map((error) => `${where}: ${describe(error)}`);
}
