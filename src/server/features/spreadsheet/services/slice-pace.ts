/** Each slice grows by this while the requests are answered in time (ADR 011, adaptive slices). */
const GROWTH = 1.25;

export interface SlicePaceBounds {
  /** The longest a slice's transaction may take, at the rate the last slice went. */
  maxMs: number;
  firstRows: number;
  minRows: number;
  maxRows: number;
}

/**
 * The pace of an import's slices, set by the requests the job overlapped (request-gate.ts `requestsSlowed`): a slice
 * grows by a quarter while they are answered in time and halves when one was not and the slice could be why — it
 * took at least `blameMs` (a request twice as slow as the idle reference waited at least a reference's time). When
 * requests are slow and the slices short, the machine is busy with other work: the size holds, since smaller slices
 * would not answer those requests sooner and would pay their fixed cost (the draft lock, the job row, the commit)
 * for fewer rows. A slice never plans longer than `maxMs` at the last slice's rate, nor fewer than `minRows`.
 */
export class SlicePace {
  rows: number;
  /** The rows the last slice's rate fits in `maxMs`. */
  private cap: number;
  private lastMs = 0;

  constructor(private readonly bounds: SlicePaceBounds) {
    this.rows = bounds.firstRows;
    this.cap = bounds.maxRows;
  }

  private clamp(rows: number): number {
    return Math.round(Math.min(this.bounds.maxRows, Math.max(this.bounds.minRows, rows)));
  }

  /** Before a slice: whether a request answered since the last one took too long, and the time that would blame a slice. */
  heed(slowed: boolean, blameMs: number): void {
    if (!slowed) this.rows = this.clamp(Math.min(this.cap, this.rows * GROWTH));
    else if (this.lastMs >= blameMs) this.rows = this.clamp(this.rows / 2);
  }

  /** After a slice of `done` rows whose transaction took `ms`: no more rows than that rate fits in `maxMs`. */
  took(done: number, ms: number): void {
    this.lastMs = ms;
    this.cap = (done * this.bounds.maxMs) / Math.max(ms, 0.1);
    this.rows = this.clamp(Math.min(this.rows, this.cap));
  }
}
