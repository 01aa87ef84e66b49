/**
 * Renders what follows as on a screen this wide (CSS pixels): matchMedia width queries answer for it
 * (see setup.ts, which puts a desktop 1366 px back after every test). Call it before rendering.
 */
export function setViewportWidth(width: number): void {
  window.innerWidth = width;
}

/** The widths the end-to-end tests use: a phone (Pixel 7 is 412; 375 is the narrowest we design for) and a laptop. */
export const PHONE_WIDTH = 375;
