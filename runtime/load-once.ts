// Loads something once: the first call starts the load, later calls share it, and once it has
// arrived `value` holds it for callers that must not wait (a warm call checks it and goes on). A
// load that fails is tried again by the next call. The one way the runtime loads a part on demand:
// a full client's stages and pager (client/first-call.ts), a service's validator chunks
// (pipeline/validator-chunks.ts).

export interface Loaded<T> {
  /** The loaded value (the load starts, or is shared, on the first call; after a failure, again). */
  (): Promise<T>;
  /** The value once loaded; undefined before. */
  readonly value: T | undefined;
}

export function loadOnce<T>(load: () => Promise<T>): Loaded<T> {
  let pending: Promise<T> | undefined;
  const loaded = (() =>
    (pending ??= load().then(
      (value) => {
        (loaded as { value: T | undefined }).value = value;
        return value;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ))) as Loaded<T> & { value: T | undefined };
  loaded.value = undefined;
  return loaded;
}

/** A part of what `source` loads (`loadFirstCall` → its composer): loaded when `source` is. */
export function partOf<T, U>(source: Loaded<T>, part: (value: T) => U): Loaded<U> {
  const derived = () => source().then(part);
  Object.defineProperty(derived, 'value', { get: () => (source.value === undefined ? undefined : part(source.value)) });
  return derived as Loaded<U>;
}

/** A value that is already there, with the same interface. */
export function loaded<T>(value: T): Loaded<T> {
  return Object.assign(() => Promise.resolve(value), { value });
}
