// `specforge/runtime/swr`: what a service's generated swr.ts takes from the runtime
// (data-layers/swr.ts): SWR 2's keys, pages and fetchers read from an operation function, the
// infinite lists' getKey and the key matcher. Nothing of swr is imported; the generated hooks
// import it themselves.

export * from '../data-layers/swr.js';
