import { act } from '@testing-library/react';
import type { ChatStreamEvent } from '../../../../../src/shared/schema/chat';

/** An EventSource double: the test pushes events and errors; `instances` lists every one the page opened. */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }
  close(): void { this.closed = true; }
  push(event: ChatStreamEvent): void {
    act(() => { this.onmessage?.({ data: JSON.stringify(event) } as MessageEvent); });
  }
  fail(): void {
    act(() => { this.onerror?.(new Event('error')); });
  }
  static latest(): FakeEventSource {
    const last = FakeEventSource.instances[FakeEventSource.instances.length - 1];
    if (!last) throw new Error('no EventSource was opened');
    return last;
  }
}
