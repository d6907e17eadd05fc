// The part of swagger2openapi (CommonJS, no type declarations of its own) that ./swagger2.ts uses.
declare module 'swagger2openapi' {
  export function convertObj(document: object, options: object): Promise<{ openapi: Record<string, unknown> }>;
}
