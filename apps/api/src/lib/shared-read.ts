/**
 * A small read (a cache version) that many requests need fresh: each caller gets a value read after it asked,
 * yet one read runs at a time, shared by every request that arrived before it started. A busy process adds a
 * round trip of latency per request, not a query per request.
 */
export class SharedRead<T> {
  private running: Promise<T> | undefined;
  private next: Promise<T> | undefined;

  constructor(private readonly read: () => Promise<T>) {}

  get(): Promise<T> {
    if (this.next) return this.next;
    if (!this.running) {
      const running = this.read().finally(() => {
        if (this.running === running) this.running = undefined;
      });
      this.running = running;
      return running;
    }
    // The running read may have started before this caller asked: it waits for the one after it.
    this.next = this.running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        this.next = undefined;
        return this.get();
      });
    return this.next;
  }
}
