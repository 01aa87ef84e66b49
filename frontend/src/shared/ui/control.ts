import { useHydrated } from '../useHydrated';

/**
 * The kit's shared rules (issue 36 item 1), written once for every part.
 *
 * A control is disabled until React has taken a server-rendered page over: a press would go nowhere
 * and typed text would be lost (antd's ConfigProvider did the same). `disabled` still wins after.
 */
export function useHydratedDisabled(disabled: boolean | undefined): boolean {
  const hydrated = useHydrated();
  return Boolean(disabled) || !hydrated;
}

/** The ids a control is described by (its error first, then its help), or none: `aria-describedby`. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

/**
 * The ids of the texts under a control, named as antd names them (`{id}_help` for the error,
 * `{id}_extra` for the help), and the `aria-describedby` that ties them to it.
 */
export function helpIds(id: string, { error, extra }: { error?: unknown; extra?: unknown }) {
  const helpId = error ? `${id}_help` : undefined;
  const extraId = extra ? `${id}_extra` : undefined;
  return { helpId, extraId, describedBy: describedBy(helpId, extraId) };
}

/** Class names, skipping the ones a condition left out (`error && 'ts-x--error'`). */
export function cx(...names: unknown[]): string {
  return names.filter((name): name is string => typeof name === 'string' && name !== '').join(' ');
}
