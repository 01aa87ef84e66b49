import { REQUEST_MESSAGES } from '@ticketsetu/contracts/problems';

/** The sentences a reader sees for the API's codes, in one language: a code it lacks shows the server's `detail`. */
export type MessageCatalogue = Readonly<Partial<Record<string, string>>>;

/**
 * English, in the spec's words: the codes whose sentence never varies, from the one table the
 * server answers with (contracts/problems). A catalogue in another language has the same keys.
 */
const ENGLISH: MessageCatalogue = REQUEST_MESSAGES;

/** The sentence to show for a problem: its code's in `catalogue`, else the `detail` the server wrote. */
export function messageFor(problem: { code?: string | undefined; detail: string }, catalogue = ENGLISH): string {
  const known =
    problem.code === undefined || !Object.hasOwn(catalogue, problem.code) ? undefined : catalogue[problem.code];
  return known ?? problem.detail;
}
