// The declarations a generated TypeScript module is built from. Emitters describe what to declare;
// codegen/emit/code/print.ts turns the list into formatted source. Types and expressions inside a
// declaration are code text (printed by types/ts-type.ts and literal.ts).

export interface ImportName {
  name: string;
  as?: string;
  /** `import { type X }` */
  type?: boolean;
}

export type Declaration =
  | { kind: 'import'; from: string; names?: ReadonlyArray<string | ImportName>; namespace?: string; typeOnly?: boolean }
  | { kind: 'export-from'; from: string; names?: ReadonlyArray<string | ImportName>; typeOnly?: boolean }
  | { kind: 'const'; name: string; type?: string; value: string; exported?: boolean; docs?: string; pure?: boolean }
  | { kind: 'destructure'; names: readonly string[]; value: string; exported?: boolean; docs?: string }
  | { kind: 'type'; name: string; type: string; exported?: boolean; docs?: string; typeParams?: string }
  | { kind: 'interface'; name: string; members: readonly Member[]; exported?: boolean; docs?: string; extends?: readonly string[] }
  | {
      kind: 'function';
      name: string;
      params: readonly Param[];
      returns?: string;
      body: readonly string[];
      exported?: boolean;
      docs?: string;
      typeParams?: string;
    }
  | { kind: 'class'; name: string; extends?: string; members: readonly ClassMember[]; exported?: boolean; docs?: string };

export interface Member {
  name: string;
  /** A type, or nested members for an object type. */
  type: string | readonly Member[];
  optional?: boolean;
  readonly?: boolean;
  docs?: string;
}

export interface Param {
  name: string;
  type?: string;
  optional?: boolean;
  initializer?: string;
}

export type ClassMember =
  | { kind: 'constructor'; params: readonly Param[]; body: readonly string[] }
  | { kind: 'method'; name: string; params: readonly Param[]; returns?: string; body: readonly string[]; docs?: string };
