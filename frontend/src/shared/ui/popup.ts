/**
 * antd renders dropdowns at the end of <body>, outside every landmark (axe "region"); keep them in
 * <main> instead, which is position: relative for their placement.
 */
export function popupInMain(trigger: HTMLElement | undefined): HTMLElement {
  return trigger?.closest('main') ?? document.body;
}
