/** The messages a page sends to the service worker (client/registerServiceWorker.ts → serviceWorker.ts). */

/** Keep these: the page the reader opened, and the files it (or the search) needs offline. */
export interface KeepMessage {
  readonly type: 'KEEP';
  /** Page URLs, kept as pages are. */
  readonly pages: readonly string[];
  /** File URLs: only those the worker keeps anyway (hashed assets, site data, images) are kept. */
  readonly files: readonly string[];
}

/**
 * Keep the whole local search index: its packs (src/search/searchPacks.ts), whose files the worker
 * puts in the search cache one by one, under their own URLs. Packs already kept are skipped. The
 * worker answers on the message's port with a `KeepSearchReply`.
 */
export interface KeepSearchMessage {
  readonly type: 'KEEP_SEARCH';
  /** Pack URLs, in the order their files are most useful to a search. */
  readonly packs: readonly string[];
}

/** Whether every pack is now kept: if not (the network dropped), the page asks again later. */
export interface KeepSearchReply {
  readonly complete: boolean;
}

/** The reader agreed to reload: the waiting worker of a new deployment takes over. */
export interface SkipWaitingMessage {
  readonly type: 'SKIP_WAITING';
}

export type WorkerMessage = KeepMessage | KeepSearchMessage | SkipWaitingMessage;
