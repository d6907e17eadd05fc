// What a token- or page-number-paged method returns: awaitable for its first page, and
// `for await`-able over the items of every page; `pages()` iterates whole responses. Pages are
// fetched one at a time, only as far as the iteration goes. The source may still be loading (a
// full client's pager arrives with its first request).

import type { Response } from '../options.js';
import { pages, type PageSource } from './pager.js';

export class PagePromise<R extends Response<unknown>, I = unknown> extends Promise<R> implements AsyncIterable<I> {
  static override get [Symbol.species](): PromiseConstructor {
    return Promise;
  }
  readonly #source: Promise<PageSource>;

  constructor(source: PageSource | Promise<PageSource>) {
    const ready = Promise.resolve(source);
    super((resolve, reject) => {
      ready.then((s) => s.first() as Promise<R>).then(resolve, reject);
    });
    this.#source = ready;
  }

  /** Every page, starting with this one. */
  async *pages(): AsyncGenerator<R, void, undefined> {
    yield* pages(await this.#source, this) as AsyncGenerator<R, void, undefined>;
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<I, void, undefined> {
    const source = await this.#source;
    for await (const page of pages(source, this)) yield* source.strategy.items(page.data) as I[];
  }
}
