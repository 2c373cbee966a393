import { whenSectionNeeded } from '../sectionDemand';

/** A stand-in IntersectionObserver whose callback the test calls, as the browser would when the section nears. */
class FakeObserver {
  static last: FakeObserver | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: (entries: { isIntersecting: boolean }[]) => void) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

/** Whether `promise` has resolved by now: the section's signals resolve it synchronously, so a few microtasks suffice. */
const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  for (let tick = 0; tick < 3; tick += 1) await Promise.resolve();
  return done;
};

describe('whenSectionNeeded', () => {
  const original = globalThis.IntersectionObserver;
  // The idle fallback waits for the load event: keep the document loading so only the section's own signals count.
  beforeEach(() => jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading'));
  afterEach(() => {
    globalThis.IntersectionObserver = original;
    jest.restoreAllMocks();
  });

  it('resolves at once where IntersectionObserver is missing', async () => {
    // @ts-expect-error -- a browser without it
    delete globalThis.IntersectionObserver;
    expect(await settled(whenSectionNeeded(document.createElement('div')))).toBe(true);
  });

  it('waits until the section nears the viewport, then stops observing', async () => {
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    const section = document.createElement('div');
    const needed = whenSectionNeeded(section);
    expect(FakeObserver.last!.observed).toEqual([section]);
    FakeObserver.last!.callback([{ isIntersecting: false }]);
    expect(await settled(needed)).toBe(false);
    FakeObserver.last!.callback([{ isIntersecting: true }]);
    expect(await settled(needed)).toBe(true);
    expect(FakeObserver.last!.disconnected).toBe(true);
  });

  it("observes the section's own boxes: its marker is display: contents and never intersects", async () => {
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    const marker = document.createElement('div');
    const heading = marker.appendChild(document.createElement('h2'));
    const list = marker.appendChild(document.createElement('ul'));
    const needed = whenSectionNeeded(marker);
    expect(FakeObserver.last!.observed).toEqual([heading, list]);
    FakeObserver.last!.callback([{ isIntersecting: false }, { isIntersecting: true }]);
    expect(await settled(needed)).toBe(true);
  });

  it('resolves when the visitor reaches for the section (focus, pointer) before it is near', async () => {
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    const section = document.createElement('div');
    const link = section.appendChild(document.createElement('a'));
    const needed = whenSectionNeeded(section);
    link.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(await settled(needed)).toBe(true);
  });
});
