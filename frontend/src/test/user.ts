import userEvent from '@testing-library/user-event';

export type User = ReturnType<typeof userEvent.setup>;

/** A user who types and clicks without pauses between events (what a test needs; the default waits). */
export function setupUser(): User {
  return userEvent.setup({ delay: null });
}

/**
 * Replaces what a text box holds with `text` the way a paste does: one input event instead of one per
 * key (every key re-renders the antd form, which costs time in jsdom). Type instead where each key
 * matters (a field that filters keys, Enter to submit).
 */
export async function fill(user: User, input: HTMLElement, text: string): Promise<void> {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}
