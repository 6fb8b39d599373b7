
/** One attempt's time limit joined with the caller's AbortSignal (WRAP-09, WRAP-12). */
export interface Deadline {
  /** Aborts when the time-out fires or the caller aborts; give it to fetch. */
  readonly signal: AbortSignal;
  /** Settles like `work`, or rejects as soon as the signal aborts (a sealer or a fake fetch may ignore the signal). */
  race<T>(work: Promise<T>): Promise<T>;
  readonly timedOut: boolean;
  readonly callerAborted: boolean;
  /** Stops the timer and detaches from the caller's signal. */
  dispose(): void;
}

/** Starts a deadline of `timeoutMs` that also follows `callerSignal`. */
export function startDeadline(timeoutMs: number, callerSignal?: AbortSignal): Deadline {
  const controller = new AbortController();
  let timedOut = false;
  let callerAborted = false;
  const onCallerAbort = (): void => {
    callerAborted = true;
    controller.abort(callerSignal?.reason);
  };
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new Error('time-out'));
  }, timeoutMs);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

  const aborted = new Promise<never>((_, reject) => {
    const fire = (): void => reject(controller.signal.reason);
    if (controller.signal.aborted) fire();
    else controller.signal.addEventListener('abort', fire, { once: true });
  });
  // Nobody may be racing when the abort fires; the rejection is read through race().
  aborted.catch(() => undefined);

  return {
    signal: controller.signal,
    race: (work) => Promise.race([work, aborted]),
    get timedOut() { return timedOut; },
    get callerAborted() { return callerAborted; },
    dispose() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}
