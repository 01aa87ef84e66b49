/** The tone of the antd message that shows `element` ('error', 'success', …), or null when it is in none. */
export function messageToneOf(element: HTMLElement): string | null {
  const notice = element.closest('.ant-message-notice');
  const tone = [...(notice?.classList ?? [])].map((c) => /^ant-message-notice-(\w+)$/.exec(c)?.[1]).find(Boolean);
  return tone ?? null;
}

/** Every message on screen, oldest first. */
export function messagesShown(): string[] {
  return [...document.querySelectorAll('.ant-message-notice-title')].map((n) => n.textContent ?? '');
}
