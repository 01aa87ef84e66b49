import type { DehydratedState } from '@tanstack/react-query';

/**
 * How a server-rendered page hands its data to the browser (ADR 36): TanStack Query's dehydrated
 * cache as JSON in a script element the browser reads before it hydrates.
 */
export const PAGE_STATE_ID = 'page-state';

/**
 * The script element, safe inside HTML (nothing in the JSON can close the element), and without the
 * clock (when each query was read and packed): the same data makes the same page, so a browser
 * revalidating it gets a 304. The browser stamps the data as it takes it (`readPageState`).
 */
export function pageStateScript(state: DehydratedState): string {
  const timeless: DehydratedState = {
    ...state,
    queries: state.queries.map((query) => ({ ...query, dehydratedAt: 0, state: { ...query.state, dataUpdatedAt: 0 } })),
  };
  const json = JSON.stringify(timeless)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script id="${PAGE_STATE_ID}" type="application/json">${json}</script>`;
}

/**
 * The state a server-rendered page carries, its data stamped as read now (the page is at most
 * `CATALOG_CACHE_TTL_MS` old, or confirmed unchanged by the server), or null for a page the browser
 * renders alone.
 */
export function readPageState(document: Document, now = Date.now()): DehydratedState | null {
  const element = document.getElementById(PAGE_STATE_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as DehydratedState;
    for (const query of state.queries) {
      query.dehydratedAt = now;
      query.state.dataUpdatedAt = now;
    }
    return state;
  } catch {
    return null;
  }
}
