// What a token- or page-number-paged method returns: awaitable for its first page, and
// `for await`-able over the items of every page; `pages()` iterates whole responses. Pages are
// fetched one at a time, only as far as the iteration goes.

import type { Response } from '../options.js';
import { pages, type PageSource } from './pager.js';

export class PagePromise<R extends Response<unknown>, I = unknown> extends Promise<R> implements AsyncIterable<I> {
  static override get [Symbol.species](): PromiseConstructor {
    return Promise;
  }
  readonly #source: PageSource;

  constructor(source: PageSource) {
    super((resolve, reject) => {
      (source.first() as Promise<R>).then(resolve, reject);
    });
    this.#source = source;
  }

  /** Every page, starting with this one. */
  pages(): AsyncGenerator<R, void, undefined> {
    return pages(this.#source, this) as AsyncGenerator<R, void, undefined>;
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<I, void, undefined> {
    for await (const page of this.pages()) yield* this.#source.strategy.items(page.data) as I[];
  }
}
