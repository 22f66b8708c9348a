/** A timer that waits for at most one run at a time, on the clock it is given (tests pass their own). */
export class OneShotTimer {
  private handle: unknown = null;

  constructor(
    private readonly setTimer: (run: () => void, ms: number) => unknown,
    private readonly clearTimer: (timer: unknown) => void,
  ) {}

  /** Runs `run` after `ms`, unless a run is already waiting. */
  start(run: () => void, ms: number): void {
    if (this.handle !== null) return;
    this.handle = this.setTimer(() => {
      this.handle = null;
      run();
    }, ms);
  }

  /** The waiting run, if any, does not happen. */
  clear(): void {
    if (this.handle === null) return;
    this.clearTimer(this.handle);
    this.handle = null;
  }
}
