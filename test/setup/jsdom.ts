import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Radix measures and scrolls elements; jsdom implements neither.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

// findBy* and waitFor give up after 1 s by default; on a busy 2-core CI machine a lazily loaded module
// (the URL checker) or a dialog's closing can take longer.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
