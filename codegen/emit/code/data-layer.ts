// The shape the data-layer outputs (tanstack-query/, swr/) share: one module per service that
// imports its library, its runtime entry (specforge/runtime/<layer>) and the operation functions
// of operations.ts (plus, for the lists the pager follows, their routes and validators), then per
// operation a key function (hierarchical, `[service, namespace, method, params]`, so that a
// service, a namespace or an operation is invalidated at once by its prefix) and what the layer
// makes of a read (a query), of a list the pager can follow (an infinite query) and of a write (a
// mutation). Each layer says only what differs: its names, its imports and its declarations; the
// logic they call is the runtime's, so the module holds each operation's names and types alone.

import type { OperationModel, ServiceModel } from '../../model/types.js';
import type { GeneratorOutput } from '../output.js';
import { chunkAlias, chunkImports, validatorChunkOf } from '../validators/chunks.js';
import type { Declaration } from './ast.js';
import { jsHeader } from './header.js';
import { quote } from './literal.js';
import { printModule } from './print.js';

/** Whether an operation reads (a query) rather than changes (a mutation). */
export const isQuery = (op: OperationModel) => op.httpMethod === 'GET' || op.httpMethod === 'HEAD';

/** Whether the pager can follow an operation's pages (an infinite query). */
export const isPaged = (op: OperationModel) => isQuery(op) && op.pagination !== undefined;

/** One operation as the layers' declarations name it. */
export interface LayerOperation {
  op: OperationModel;
  /** Its identifier in operations.ts: `booksGet`. */
  id: string;
  /** Its operation function's type: `typeof o.booksGet`. */
  O: string;
  /** The key's path as code: `'shelf', 'books', 'get'`. */
  path: string;
  /** Its key function's name (the layer's `keyName`). */
  key: string;
  /** The type of its key: `Key<typeof o.booksGet, ['shelf', 'books', 'get']>`. */
  keyType: string;
  /** Its key function called with the parameters an options function or hook was given. */
  keyCall: string;
  /** `books.get` (`GET /books/{isbn}`), for the docs. */
  what: string;
  /** Its name, route and parameters validator as code, the arguments the runtime's pager takes. */
  pager: string;
}

/** Which kinds of operation a service has, so that a module imports only what it uses. */
export interface LayerUses {
  query: boolean;
  mutation: boolean;
  paged: boolean;
}

/** What one data layer makes of a service: everything that is not the shared shape. */
export interface DataLayer {
  /** What the module is, for its header: `TanStack Query v5 options`. */
  title: string;
  /** The key function of an operation: `booksGetQueryKey`. */
  keyName(id: string): string;
  /** The key function's doc comment. */
  keyDocs(what: string): string;
  /** The imports of the layer's library and runtime entry. */
  imports(uses: LayerUses): Declaration[];
  /** What the layer declares once per service, after the imports. */
  service(model: ServiceModel, namespaces: readonly string[]): Declaration[];
  query(op: LayerOperation): Declaration[];
  infinite(op: LayerOperation): Declaration[];
  mutation(op: LayerOperation): Declaration[];
}

function layerOperation(model: ServiceModel, layer: DataLayer, op: OperationModel): LayerOperation {
  const id = op.identifier;
  const O = `typeof o.${id}`;
  const path = [model.name, ...op.name.split('.')].map(quote).join(', ');
  const key = layer.keyName(id);
  const pager = isPaged(op) ? `${quote(op.name)}, r.${id}, ${chunkAlias(validatorChunkOf(model, op))}.${id}` : '';
  return {
    op,
    id,
    O,
    path,
    key,
    keyType: `Key<${O}, [${path}]>`,
    keyCall: `${key}(...([params] as ParamsArg<${O}>))`,
    what: `\`${op.name}\` (\`${op.httpMethod} ${op.path}\`)`,
    pager,
  };
}

function operationDecls(layer: DataLayer, lo: LayerOperation): Declaration[] {
  const keyFunction: Declaration = {
    kind: 'function',
    name: lo.key,
    exported: true,
    params: [{ name: '...[params]', type: `ParamsArg<${lo.O}> | []` }],
    returns: lo.keyType,
    body: [`return operationKey([${lo.path}], params);`],
    docs: layer.keyDocs(lo.what),
  };
  if (!isQuery(lo.op)) return [keyFunction, ...layer.mutation(lo)];
  return [keyFunction, ...layer.query(lo), ...(isPaged(lo.op) ? layer.infinite(lo) : [])];
}

/** The module of `layer` for `model`, `specforge/<service>/<name>`; undefined for a service without operations. */
export function emitDataLayer(model: ServiceModel, layer: DataLayer, name: string): string | undefined {
  const ops = model.operations;
  if (ops.length === 0) return undefined;
  const uses: LayerUses = { query: ops.some(isQuery), mutation: ops.some((op) => !isQuery(op)), paged: ops.some(isPaged) };
  const namespaces = [...new Set(ops.flatMap((op) => (op.namespace ? [op.namespace] : [])))].sort();
  const decls: Declaration[] = [
    ...layer.imports(uses),
    { kind: 'import', from: './operations.js', namespace: 'o' },
    ...(uses.paged ? ([{ kind: 'import', from: './routes.js', namespace: 'r' }, ...chunkImports(model, ops.filter(isPaged))] as Declaration[]) : []),
    ...layer.service(model, namespaces),
    ...ops.flatMap((op) => operationDecls(layer, layerOperation(model, layer, op))),
  ];
  return printModule(jsHeader(model, `${layer.title} of the ${model.name} operations (specforge/${model.name}/${name})`), decls);
}

/** The output that writes `layer`'s module of each service, `<service>/<name>.ts`. */
export function dataLayerOutput<Name extends string>(output: Omit<GeneratorOutput<Name>, 'emit'>, layer: DataLayer): GeneratorOutput<Name> {
  return {
    ...output,
    emit(model, put) {
      const text = emitDataLayer(model, layer, output.name);
      if (text !== undefined) put(`${model.name}/${output.name}.ts`, text);
    },
  };
}
