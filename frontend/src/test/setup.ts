import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// jsdom has no matchMedia; antd's responsive helpers (Grid, Drawer, message) call it.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// jsdom does not scroll; the featured row and the skip link call these.
Element.prototype.scrollBy ??= function scrollBy() {};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// jsdom has no ResizeObserver; antd's Select list and Drawer observe their size.
globalThis.ResizeObserver ??= class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// The router restores scroll positions on navigation; jsdom only logs "not implemented".
window.scrollTo = () => {};
