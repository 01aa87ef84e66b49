import { expect, type Page } from '@playwright/test';

/**
 * Containers whose content is meant to scroll sideways, each with its own way to reach what is off to
 * the side; what is inside them is not checked (anything else cut off sideways is a fault):
 * - antd Table's body, which scrolls inside its frame (with the admin table's scroll buttons);
 * - the home page's Featured Events row, a carousel with scroll buttons.
 * Not antd Tabs' strip: the 'more' menu it folds tabs that do not fit into is no tab (axe:
 * aria-required-children), so tabs must fit, and a cut one is named here.
 */
const SCROLLS_SIDEWAYS = ['.ant-table-content', '.ant-table-body', '.featured-row'];

/** Screens this wide or narrower are phones, where the check runs (the desktop layout is not checked). */
const PHONE_MAX_WIDTH = 480;

/**
 * On a phone-sized screen, fails if anything a person reads or presses is cut off: every visible
 * badge, button, link, input and piece of text must lie within the screen's width and within every
 * box that clips it (an ancestor with overflow hidden, clip, auto or scroll: a phone card with
 * `overflow: hidden` hid a badge running past it without the page ever scrolling sideways). Each
 * offender is named with its text, its box and what cuts it. screenshot() and expectAccessible()
 * run it, so every page a journey shows is checked; call it for a page they do not show.
 */
export async function expectNothingClipped(page: Page): Promise<void> {
  const width = page.viewportSize()?.width;
  if (width === undefined || width > PHONE_MAX_WIDTH) return;
  const found = await page.evaluate(findClipped, SCROLLS_SIDEWAYS);
  // Soft: the journey goes on, so one run names what is cut on every page it visits.
  expect.soft(found.offenders, `cut off at ${found.width} px on ${page.url()}`).toEqual([]);
}

/** Runs in the page: returns a line per element or text that is cut off. */
async function findClipped(scrollsSideways: string[]): Promise<{ width: number; offenders: string[] }> {
  // Settle first: a drawer sliding in or a tag fading in is briefly off to the side. antd starts its
  // motions a frame or two after the change (and may chain them), so wait until two looks in a row
  // find none moving; endless animations (spinners, a pulsing dot) are not waited for.
  const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const settleBy = Date.now() + 3000;
  for (let still = 0; still < 2 && Date.now() < settleBy;) {
    await frames();
    const moving = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
    still = moving.length === 0 ? still + 1 : 0;
    await Promise.race([
      Promise.all(moving.map((a) => a.finished.catch(() => undefined))),
      new Promise((done) => setTimeout(done, settleBy - Date.now())),
    ]);
  }

  const width = document.documentElement.clientWidth;
  const SLACK = 1; // sub-pixel rounding
  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (el: Element) => {
    let s = styles.get(el);
    if (!s) styles.set(el, (s = getComputedStyle(el)));
    return s;
  };
  const CONTROLS =
    'button, [role="button"], a.ant-btn, a.ts-btn, input:not([type="hidden"]), select, textarea, [role="tab"], ' +
    '[role="combobox"], .ant-tag, .tone-tag, .ant-badge-status';

  /** Hidden on purpose: visually-hidden text (.sr-only: clip-path inset(50%), 1×1 px) or aria-hidden. */
  const hiddenOnPurpose = (el: Element): boolean => {
    for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
      if (a.getAttribute('aria-hidden') === 'true') return true;
      const s = style(a);
      if (s.clipPath.startsWith('inset(50%') || (s.clip !== 'auto' && s.clip !== '')) return true;
      const box = a.getBoundingClientRect();
      if (box.width <= 1 && box.height <= 1) return true;
    }
    return false;
  };

  const name = (el: Element): string => {
    const classes = [...el.classList].filter((c) => !/^css-/.test(c)).slice(0, 3);
    return el.tagName.toLowerCase() + classes.map((c) => `.${c}`).join('');
  };
  /** The nearest ancestor named by the app (its own class or an id), for where on the page it is. */
  const place = (el: Element): string => {
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      if (a.id || [...a.classList].some((c) => !/^(ant-|css-)/.test(c)))
        return ` in ${name(a)}${a.id ? `#${a.id}` : ''}`;
    }
    return '';
  };
  const text = (el: Element) => {
    const field = el as HTMLInputElement;
    const said = el.getAttribute('aria-label') || field.innerText || field.value || field.placeholder || '';
    const words = said.replace(/\s+/g, ' ').trim();
    return words.length > 60 ? `${words.slice(0, 59)}…` : words;
  };
  const span = (box: DOMRect) =>
    `x ${Math.round(box.left)}–${Math.round(box.right)}, y ${Math.round(box.top)}–${Math.round(box.bottom)}`;

  /** `el` is `block` or flows as text inside it (inline all the way), so `block`'s ellipsis shortens it. */
  const inlineIn = (el: Element, block: Element): boolean => {
    for (let a: Element | null = el; a && a !== block; a = a.parentElement) {
      if (style(a).display !== 'inline') return false;
    }
    return true;
  };

  /**
   * What cuts `box` (of `el`, or of text directly in `el` when `ownText`): the screen's edge, or an
   * ancestor that clips its overflow. Null when it is whole, or inside a container meant to scroll.
   */
  const cutBy = (el: Element, box: DOMRect, ownText: boolean): string | null | 'scrolls' => {
    // A positioned box is clipped only by the ancestors from its containing block up: an absolute one
    // skips static ancestors, a fixed one all up to a transformed one (or the screen).
    const escapes = (position: string) => (position === 'fixed' || position === 'absolute' ? position : null);
    let escaping = ownText ? null : escapes(style(el).position);
    // Up and down, only a hidden or clipped overflow cuts, and only until a box that scrolls up and down
    // (a dialog, a drawer, a dropdown's list): what that one scrolls out of view is reached by scrolling.
    let scrolledY = false;
    for (let a: Element | null = ownText ? el : el.parentElement; a; a = a.parentElement) {
      const s = style(a);
      if (escaping) {
        const holdsFixed = s.transform !== 'none' || s.filter !== 'none' || s.contain.includes('paint');
        if (!(holdsFixed || (escaping === 'absolute' && s.position !== 'static'))) continue;
      }
      if (scrollsSideways.some((selector) => a!.matches(selector))) return 'scrolls';
      const clipsX = s.overflowX !== 'visible';
      const clipsY = !scrolledY && (s.overflowY === 'hidden' || s.overflowY === 'clip');
      if ((clipsX || clipsY) && a !== document.documentElement && a !== document.body) {
        const outer = a.getBoundingClientRect();
        const left = outer.left + a.clientLeft;
        const right = left + a.clientWidth;
        const top = outer.top + a.clientTop;
        const bottom = top + a.clientHeight;
        if (ownText && s.textOverflow === 'ellipsis' && inlineIn(el, a)) {
          // Text shortened with an ellipsis is shortened on purpose, and says so ('…'): what shows is
          // what fits in the box.
          const shownLeft = Math.max(box.left, left);
          const shownTop = Math.max(box.top, top);
          box = new DOMRect(
            shownLeft,
            shownTop,
            Math.min(box.right, right) - shownLeft,
            Math.min(box.bottom, bottom) - shownTop,
          );
        } else {
          const outX = clipsX && (box.left < left - SLACK || box.right > right + SLACK);
          const outY = clipsY && (box.top < top - SLACK || box.bottom > bottom + SLACK);
          if (outX || outY) {
            const inside = outX
              ? `x ${Math.round(left)}–${Math.round(right)}`
              : `y ${Math.round(top)}–${Math.round(bottom)}`;
            return `cut by ${name(a)}${place(a)} (overflow ${s.overflowX} ${s.overflowY}, inside ${inside})`;
          }
        }
      }
      escaping = escapes(s.position);
      scrolledY ||= s.overflowY === 'auto' || s.overflowY === 'scroll';
    }
    if (box.left < -SLACK || box.right > width + SLACK) return `past the edge of the ${width} px screen`;
    return null;
  };

  /** The box of the text directly inside `el` (not of its children), or null when it has none. */
  const ownTextBox = (el: Element): DOMRect | null => {
    const range = document.createRange();
    let box: DOMRect | null = null;
    for (const node of el.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
      range.selectNodeContents(node);
      const r = range.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      box = box
        ? new DOMRect(
            Math.min(box.left, r.left),
            Math.min(box.top, r.top),
            Math.max(box.right, r.right) - Math.min(box.left, r.left),
            Math.max(box.bottom, r.bottom) - Math.min(box.top, r.top),
          )
        : r;
    }
    return box;
  };

  const offenders: string[] = [];
  const reported: Element[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    if (el instanceof SVGElement || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(el.tagName)) continue;
    const control = el.matches(CONTROLS);
    const textBox = ownTextBox(el);
    if (!control && !textBox) continue;
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    // Already named through its button or badge.
    if (reported.some((r) => r.contains(el))) continue;
    const checks: [DOMRect, boolean][] = [];
    if (control) checks.push([el.getBoundingClientRect(), false]);
    if (textBox) checks.push([textBox, true]);
    for (const [box, ownText] of checks) {
      if (box.width === 0 || box.height === 0) continue;
      const cut = cutBy(el, box, ownText);
      if (cut === 'scrolls') break;
      if (cut && !hiddenOnPurpose(el)) {
        offenders.push(`${name(el)} "${text(el)}"${place(el)} [${span(box)}] ${cut}`);
        reported.push(el);
        break;
      }
    }
  }
  return { width, offenders };
}
