// Hand-written types for index.js, over the generated `paths` of @ticketsetu/contracts.
import type { components, paths } from '@ticketsetu/contracts';
import type { Client } from 'openapi-fetch';

export type { components, paths };
export type Schemas = components['schemas'];
/** RFC 9457 problem details, as every API error is sent. */
export type Problem = Schemas['Problem'];

/** An operation whose Idempotency-Key header the client fills in: the caller may still pass one. */
type KeyOptional<Operation> = Operation extends { parameters: { header: infer Header } }
  ? 'Idempotency-Key' extends keyof Header
    ? Omit<Operation, 'parameters'> & {
        parameters: Omit<Operation['parameters'], 'header'> & {
          header?: Omit<Header, 'Idempotency-Key'> & { 'Idempotency-Key'?: string };
        };
      }
    : Operation
  : Operation;

/** The API's paths as this client takes them (Idempotency-Key optional where it adds one). */
export type ClientPaths = {
  [Path in keyof paths]: { [Method in keyof paths[Path]]: KeyOptional<paths[Path][Method]> };
};

/** openapi-fetch's client over the API: `api.GET('/api/v1/events')` and so on, typed from the document. */
export type TicketSetuApi = Client<ClientPaths>;

export interface TicketSetuClientOptions {
  /** Where the app is, e.g. http://localhost:3000 (the paths start with /api). */
  baseUrl: string;
  /** The network call (default: the global fetch). */
  fetch?: (request: Request) => Promise<Response>;
  /** Extra attempts for a safe request after a network failure, 429, 502, 503 or 504 (default 3: after 1 s, 2 s, 4 s). */
  retries?: number;
  /** The longest single wait before a retry (default 10 000 ms); a longer Retry-After is not waited for. */
  maxRetryWaitMs?: number;
  /** How to wait before a retry (default: setTimeout). */
  sleep?: (ms: number) => Promise<void>;
  /** The clock, for Retry-After given as a date (default: Date.now). */
  now?: () => number;
}

export type Session = Schemas['SessionDto'];
export type SignUpDetails = Schemas['SignupDto'];
export type SignUpStarted = Schemas['SignupStartedDto'];

export interface TicketSetuClient {
  readonly api: TicketSetuApi;
  /** Whether the client holds an access token (it may still have lapsed: the next call refreshes it). */
  readonly signedIn: boolean;
  /** Signs in; the access token and refresh cookie are then kept and sent by every call. */
  signIn(email: string, password: string): Promise<Session>;
  /** Starts a sign-up, asks `readOtp` for the code texted to the phone, completes it and signs in. */
  signUp(details: SignUpDetails, readOtp: (started: SignUpStarted) => string | Promise<string>): Promise<Session>;
  /** Ends the session on the server and forgets its tokens. */
  signOut(): Promise<void>;
}

export declare function createTicketSetuClient(options: TicketSetuClientOptions): TicketSetuClient;

/** A failed API call, from its problem+json body. `status` is 0 when the server could not be reached. */
export declare class TicketSetuError extends Error {
  readonly name: 'TicketSetuError';
  readonly status: number;
  /** The sentence to show a person. */
  readonly detail: string;
  readonly title: string | null;
  readonly type: string;
  /** A stable name for the refusal where the API gives one (e.g. 'OTP_INVALID'); 'NETWORK_ERROR' offline. */
  readonly code: string | null;
  /** Each invalid field and its first message (400). */
  readonly errors: { field: string; message: string }[];
  /** Seconds the server asked to wait (429, 503, a payment still being set up), else null. */
  readonly retryAfter: number | null;
  readonly problem: Problem | null;
  constructor(
    fields: Partial<Problem> & { status: number; detail: string; retryAfter?: number | null; problem?: Problem },
    options?: ErrorOptions,
  );
  static fromResponse(response: Response, body: unknown): TicketSetuError;
  static network(cause: unknown): TicketSetuError;
}

/** The body of a successful call, or a thrown TicketSetuError. */
export declare function unwrap<Data>(
  call: Promise<{ data?: Data; error?: unknown; response: Response }>,
): Promise<Data>;

/** Whether a request may be sent again: GET/HEAD/OPTIONS, or a write carrying an Idempotency-Key. */
export declare function isRetryable(request: Request): boolean;

/** "METHOD /path" of every operation whose document declares an Idempotency-Key header. */
export declare const idempotentOperations: ReadonlySet<string>;

/** Integer paise as rupees with Indian grouping: formatRupees(12345678) is '₹1,23,456.78'. */
export declare function formatRupees(amount: number): string;
