// ajv's code optimisation with the names of a generated function counted in one pass. Before it
// drops unused variables, ajv (8.x, `CodeGen.optimize`) counts the names each function uses; its
// count makes a counts object for every piece of code and merges, at every block, fresh copies of
// the counts of every block inside, so a name deep in nested loops and conditions is copied once
// per enclosing block. Here the names are added into one object in a single walk of the same
// tree, read from each expression's items; what ajv does with the counts is unchanged, so the code
// it writes is the same (tests/codegen/ajv-names.test.ts compares the counts with ajv's own on
// validators of every kind of block; the output of ec2, Stripe, api.github.com and Graph was
// compared byte for byte). Microsoft Graph's beta description's params validators: 23.2 s before,
// 14.8 s after, a third less collection. Hand-written because ajv has no option for it; the change
// is made only while our own compilations run (withNamesCountedOnce) and undone after. It reads
// ajv's internals: ajv is a devDependency, bundled into the command at the version of the lock
// file, and a new version of it fails that test until this file is checked against it.

import { CodeGen } from 'ajv/dist/compile/codegen/index.js';
import { _Code, _CodeOrName, Name } from 'ajv/dist/compile/codegen/code.js';

type Names = Record<string, number>;

// ajv's classes read once: bundled, each named import of a CommonJS module is a getter, which the
// `instanceof` tests below would call a few million times on a large document.
const NameClass = Name;
const CodeClass = _Code;
const CodeOrNameClass = _CodeOrName;

/** A node of ajv's code tree, as far as its names are concerned (ajv/dist/compile/codegen/index.js). */
export interface CodeNode {
  names: Names;
  /** Statements: Def (`rhs`), Assign (`lhs`, `rhs`), Throw (`error`), AnyCode (`code`); Label and Break have no names. */
  varKind?: unknown;
  lhs?: unknown;
  rhs?: unknown;
  error?: unknown;
  code?: unknown;
  /** Blocks (If, For, Func, Try, ...) hold the nodes inside them. */
  nodes?: CodeNode[];
  /** If */
  condition?: unknown;
  else?: CodeNode;
  /** ForLoop */
  iteration?: unknown;
  /** ForRange */
  from?: unknown;
  to?: unknown;
  /** ForIter */
  iterable?: unknown;
  /** Try */
  catch?: CodeNode;
  finally?: CodeNode;
}

function add(into: Names, from: Names): void {
  for (const name in from) into[name] = (into[name] || 0) + (from[name] || 0);
}

/**
 * Adds the names of an expression: a name once, a piece of code each name among its items (what
 * ajv's `_Code.names` counts), read from the items directly rather than from a counts object
 * made for every piece of code.
 */
function addExpr(into: Names, expr: unknown): void {
  if (expr instanceof NameClass) into[expr.str] = (into[expr.str] || 0) + 1;
  else if (expr instanceof CodeClass) {
    const cached = (expr as unknown as { _names?: Names })._names;
    if (cached) add(into, cached);
    else for (const item of (expr as unknown as { _items: unknown[] })._items) if (item instanceof NameClass) into[item.str] = (into[item.str] || 0) + 1;
  } else if (expr instanceof CodeOrNameClass) add(into, expr.names as Names);
}

/** Adds the names of a statement, as its own `names` getter counts them. */
function addStatement(into: Names, node: CodeNode): void {
  if ('varKind' in node)
    addExpr(into, node.rhs); // Def
  else if ('lhs' in node) {
    if (!(node.lhs instanceof NameClass)) addExpr(into, node.lhs); // Assign, AssignOp
    addExpr(into, node.rhs);
  } else if ('error' in node)
    addExpr(into, node.error); // Throw
  else if ('code' in node)
    addExpr(into, node.code); // AnyCode
  else add(into, node.names); // Label, Break: none
}

/** How often each name occurs in the tree under `root`: what ajv's `root.names` returns, counted in one walk. */
export function countNames(root: CodeNode): Names {
  const counts: Names = {};
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!Array.isArray(node.nodes)) {
      addStatement(counts, node);
      continue;
    }
    for (const child of node.nodes) stack.push(child);
    if ('condition' in node) addExpr(counts, node.condition);
    if (node.else) stack.push(node.else);
    if (node.iteration) addExpr(counts, node.iteration);
    if ('from' in node) addExpr(counts, node.from);
    if ('to' in node) addExpr(counts, node.to);
    if (node.iterable) addExpr(counts, node.iterable);
    if (node.catch) stack.push(node.catch);
    if (node.finally) stack.push(node.finally);
  }
  return counts;
}

interface Optimizable {
  _root: CodeNode & { optimizeNodes(): unknown; optimizeNames(names: Names, constants: unknown): unknown };
  _constants: unknown;
}

/** ajv's `CodeGen.optimize`, with the names counted by countNames. */
function optimize(this: Optimizable, n = 1): void {
  while (n-- > 0) {
    this._root.optimizeNodes();
    this._root.optimizeNames(countNames(this._root), this._constants);
  }
}

/** Runs `compile` (ajv compilations) with names counted in one pass; ajv is as it was afterwards. */
export function withNamesCountedOnce<T>(compile: () => T): T {
  const proto = CodeGen.prototype as unknown as { optimize: (n?: number) => void };
  const original = proto.optimize;
  if (original === optimize) return compile();
  proto.optimize = optimize;
  try {
    return compile();
  } finally {
    proto.optimize = original;
  }
}
