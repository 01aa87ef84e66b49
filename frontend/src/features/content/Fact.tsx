import { useLingui } from '@lingui/react';
import { countIn, factIn, factList } from './fact-words';

/** A site fact (shared/site-facts) in the page's language: inside a <Trans>, a placeholder of its own. */
export function Fact({ of }: { of: string }) {
  const { i18n } = useLingui();
  return <>{factIn(i18n, of)}</>;
}

/** Site facts joined as a list in the page's language ('UPI, cards and net banking'). */
export function FactList({ of, word = 'and' }: { of: readonly string[]; word?: 'and' | 'or' }) {
  const { i18n } = useLingui();
  return <>{factList(i18n, of, word)}</>;
}

/** A small count in words ('two'; 'दो'), as shared/site-facts `countInWords` says it in English. */
export function CountInWords({ count }: { count: number }) {
  const { i18n } = useLingui();
  return <>{countIn(i18n, count)}</>;
}
