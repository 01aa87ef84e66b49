/** The tone of the toast that shows `element` ('error', 'success'), or null when it is in none. */
export function messageToneOf(element: HTMLElement): string | null {
  const notice = element.closest('.ts-toast__notice');
  const tone = [...(notice?.classList ?? [])].map((c) => /^ts-toast__notice--(\w+)$/.exec(c)?.[1]).find(Boolean);
  return tone ?? null;
}

/** Every toast on screen: the errors (role alert) first, then the rest (role status), each oldest first. */
export function messagesShown(): string[] {
  return [...document.querySelectorAll('.ts-toast__notice')].map((n) => n.textContent ?? '');
}
