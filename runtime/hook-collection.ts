// The `client.hook` registry: before/after/error/wrap hooks around a named lifecycle step
// ('request'). Same semantics as Octokit's before-after-hook: the hook registered last runs
// outermost; an error hook recovers by returning a response or propagates by throwing; a wrap
// hook receives the inner request function and may call it (any number of times) or replace it.
// Hand-written (about 60 lines) rather than a dependency: it sits on every request's path, must
// cost nothing when no hook is registered, and an error hook that returns nothing must not turn
// a failure into a silent success (we rethrow the original error in that case).

import { ConfigurationError } from './errors.js';

export type HookName = 'request';

type Fn<O, R> = (options: O) => Promise<R>;
type Wrapper<O, R> = (inner: Fn<O, R>, options: O) => Promise<R>;

interface Registered<O, R> {
  original: unknown;
  wrap: Wrapper<O, R>;
}

export class HookCollection<O, R> {
  /** The hooks of the one step there is ('request'), in the order they were registered. */
  readonly #hooks: Registered<O, R>[] = [];
  /** How many hooks are registered (a field, so the request path reads it without a call). */
  size = 0;

  /** Runs `fn(options)` before the step; it may change `options`. */
  before(name: HookName, fn: (options: O) => unknown): void {
    this.#add(name, fn, async (inner, options) => {
      await fn(options);
      return inner(options);
    });
  }

  /** Runs `fn(response, options)` after a successful step. */
  after(name: HookName, fn: (result: R, options: O) => unknown): void {
    this.#add(name, fn, async (inner, options) => {
      const result = await inner(options);
      await fn(result, options);
      return result;
    });
  }

  /** Runs `fn(error, options)` when the step fails: return a result to recover, throw to propagate. */
  error(name: HookName, fn: (error: any, options: O) => R | undefined | Promise<R | undefined>): void {
    this.#add(name, fn, async (inner, options) => {
      try {
        return await inner(options);
      } catch (error) {
        const recovered = await fn(error, options);
        if (recovered === undefined) throw error;
        return recovered;
      }
    });
  }

  /** Wraps the step: `fn(request, options)` calls `request(options)` itself, or replaces it. */
  wrap(name: HookName, fn: (request: Fn<O, R>, options: O) => Promise<R> | R): void {
    this.#add(name, fn, async (inner, options) => fn(inner, options));
  }

  /** Removes a hook by the function it was registered with. */
  remove(_name: HookName, fn: unknown): void {
    const index = this.#hooks.findIndex((h) => h.original === fn);
    if (index < 0) return;
    this.#hooks.splice(index, 1);
    this.size--;
  }

  /** Runs `step` with every hook around it. */
  run(_name: HookName, step: Fn<O, R>, options: O): Promise<R> {
    let fn = step;
    for (const hook of this.#hooks) {
      const inner = fn;
      fn = (o) => hook.wrap(inner, o);
    }
    return fn(options);
  }

  #add(name: HookName, original: unknown, wrap: Wrapper<O, R>): void {
    if (name !== 'request') throw new ConfigurationError('hook name', 'the only hook, "request"', name);
    if (typeof original !== 'function') throw new ConfigurationError(`hook "${name}"`, 'a function', typeof original);
    this.size = this.#hooks.push({ original, wrap });
  }
}
