/** The size every observed element reports: what a chart box of "Mi avance" measures on a laptop. */
export const OBSERVED_SIZE = { width: 600, height: 280 };

/**
 * jsdom has no `ResizeObserver` (nor layout), which chart containers (recharts' `ResponsiveContainer`) need to know
 * their size. This one reports `OBSERVED_SIZE` once for each element it starts observing, as a browser reports the
 * first layout, and never again.
 */
export class ResizeObserverShim implements ResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}

  observe(target: Element): void {
    const { width, height } = OBSERVED_SIZE;
    const contentRect = { x: 0, y: 0, top: 0, left: 0, right: width, bottom: height, width, height };
    const entry = { target, contentRect: { ...contentRect, toJSON: () => contentRect } } as ResizeObserverEntry;
    queueMicrotask(() => this.callback([entry], this));
  }

  unobserve(): void {}

  disconnect(): void {}
}

export function installResizeObserverShim(): void {
  if (typeof globalThis.ResizeObserver === 'undefined') globalThis.ResizeObserver = ResizeObserverShim;
}
