/** Reads `api(request, path, { method })` and `apiUrl(path)` calls from the app; a path ternary and a method ternary on one condition pair up. */
import { readFileSync } from "node:fs";

import { globSync } from "tinyglobby";
import ts from "typescript";

export interface StoreCall {
  file: string;
  line: number;
  method: string;
  path: string;
  /** The name the answer's zod schema goes by at the call (`schema: cartResponse`), if it is a plain name. */
  schema: string | null;
}

export interface Unresolved {
  file: string;
  line: number;
  text: string;
}

/** One possible value, and the conditions (by their source text) it holds under. */
type Value = { text: string; when: ReadonlyMap<string, boolean> };
type Scope = ReadonlyMap<string, Value[]>;

const NONE: Scope = new Map();

const literal = (text: string): Value => ({ text, when: new Map() });

function joined(a: Value, b: Value): Value | null {
  const when = new Map(a.when);
  for (const [condition, holds] of b.when) {
    if (when.has(condition) && when.get(condition) !== holds) return null;
    when.set(condition, holds);
  }
  return { text: a.text + b.text, when };
}

const product = (left: Value[], right: Value[]) => left.flatMap((a) => right.flatMap((b) => joined(a, b) ?? []));

/** A `${...}` that is not a known string is a parameter, named after what it holds. */
function parameterName(expression: ts.Expression): string {
  if (ts.isCallExpression(expression) && expression.arguments.length === 1) return parameterName(expression.arguments[0]);
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  return "param";
}

/** The declaration `name` refers to at `from`: a const of an enclosing block, or a parameter of an enclosing function. */
function declarationOf(name: string, from: ts.Node): ts.VariableDeclaration | ts.ParameterDeclaration | undefined {
  for (let node: ts.Node | undefined = from; node; node = node.parent) {
    if (ts.isFunctionLike(node)) {
      const parameter = node.parameters.find((p) => ts.isIdentifier(p.name) && p.name.text === name);
      if (parameter) return parameter;
    }
    if (ts.isBlock(node) || ts.isSourceFile(node)) {
      for (const statement of node.statements) {
        if (!ts.isVariableStatement(statement)) continue;
        const found = statement.declarationList.declarations.find((d) => ts.isIdentifier(d.name) && d.name.text === name);
        if (found) return found;
      }
    }
  }
  return undefined;
}

function evaluate(node: ts.Expression, scope: Scope): Value[] | null {
  if (ts.isParenthesizedExpression(node)) return evaluate(node.expression, scope);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [literal(node.text)];
  if (ts.isTemplateExpression(node)) {
    let values = [literal(node.head.text)];
    for (const span of node.templateSpans) {
      const inner = evaluate(span.expression, scope) ?? [literal(`{${parameterName(span.expression)}}`)];
      values = product(product(values, inner), [literal(span.literal.text)]);
    }
    return values;
  }
  if (ts.isConditionalExpression(node)) {
    const condition = node.condition.getText();
    const branch = (expression: ts.Expression, holds: boolean) =>
      (evaluate(expression, scope) ?? []).flatMap((value) => joined(value, { text: "", when: new Map([[condition, holds]]) }) ?? []);
    const values = [...branch(node.whenTrue, true), ...branch(node.whenFalse, false)];
    return values.length ? values : null;
  }
  if (ts.isIdentifier(node)) {
    if (scope.has(node.text)) return scope.get(node.text)!;
    const declaration = declarationOf(node.text, node);
    return declaration && ts.isVariableDeclaration(declaration) && declaration.initializer ? evaluate(declaration.initializer, NONE) : null;
  }
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) return evaluateHelper(node, node.expression, scope);
  return null;
}

/** `const path = (cartId: string, rest = "") => \`/carts/${...}${rest}\``, called with its arguments. */
function evaluateHelper(call: ts.CallExpression, callee: ts.Identifier, scope: Scope): Value[] | null {
  const declaration = declarationOf(callee.text, call);
  const helper = declaration && ts.isVariableDeclaration(declaration) ? declaration.initializer : undefined;
  if (!helper || !ts.isArrowFunction(helper) || ts.isBlock(helper.body)) return null;
  const bound = new Map<string, Value[]>();
  helper.parameters.forEach((parameter, index) => {
    if (!ts.isIdentifier(parameter.name)) return;
    const argument = call.arguments[index] ?? parameter.initializer;
    const value = argument && evaluate(argument, scope);
    if (value) bound.set(parameter.name.text, value);
  });
  return evaluate(helper.body, bound);
}

function option(options: ts.Expression | undefined, name: string): ts.Expression | undefined {
  if (!options || !ts.isObjectLiteralExpression(options)) return undefined;
  const property = options.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === name);
  return property && ts.isPropertyAssignment(property) ? property.initializer : undefined;
}

function methodsOf(options: ts.Expression | undefined): Value[] {
  const method = option(options, "method");
  return method ? (evaluate(method, NONE) ?? []) : [literal("GET")];
}

function schemaOf(options: ts.Expression | undefined): string | null {
  const schema = option(options, "schema");
  return schema && ts.isIdentifier(schema) ? schema.text : null;
}

export function callsIn(file: string, source: string): { calls: StoreCall[]; unresolved: Unresolved[] } {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const calls: StoreCall[] = [];
  const unresolved: Unresolved[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && ["api", "apiUrl"].includes(node.expression.text)) {
      const client = node.expression.text === "api";
      const pathArgument = node.arguments[client ? 1 : 0];
      const line = sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      const forwarded = pathArgument && ts.isIdentifier(pathArgument) && declarationOf(pathArgument.text, pathArgument)?.kind === ts.SyntaxKind.Parameter;
      const paths = pathArgument ? evaluate(pathArgument, NONE) : null;
      if (paths) {
        const options = client ? node.arguments[2] : undefined;
        const methods = methodsOf(options).map((method) => ({ text: ` ${method.text}`, when: method.when }));
        for (const { text } of product(paths, methods)) {
          const [path, method] = text.split(" ");
          calls.push({ file, line, method, path: `/api/v1${path}`, schema: schemaOf(options) });
        }
      } else if (!forwarded) {
        unresolved.push({ file, line, text: node.getText().slice(0, 80) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return { calls, unresolved };
}

export function storeCalls(root: string): { calls: StoreCall[]; unresolved: Unresolved[] } {
  const files = globSync(["app/**/*.{ts,tsx}"], { cwd: root, ignore: ["**/*.test.*", "**/*.test-support.*"] });
  const found = files
    .map((file) => ({ file, source: readFileSync(`${root}/${file}`, "utf8") }))
    .filter(({ source }) => /\bapi(Url)?\(/.test(source))
    .map(({ file, source }) => callsIn(file, source));
  return { calls: found.flatMap((f) => f.calls), unresolved: found.flatMap((f) => f.unresolved) };
}
