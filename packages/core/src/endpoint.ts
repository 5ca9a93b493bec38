import { z } from './zod.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** The status of a successful answer. */
export type SuccessStatus = 200 | 201 | 202 | 204;
/** Statuses an endpoint may answer with an ErrorBody. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 502 | 503;

/**
 * One endpoint of the API: the server registers its route from it (validation and OpenAPI), the
 * clients build their calls from it. Paths carry no cloud prefix; path parameters are `:name`.
 */
export interface Endpoint {
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  readonly tags: readonly string[];
  /** Only the operator's admin token may call it. */
  readonly admin?: boolean;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** How the body is sent: JSON (default) or url-encoded form fields. */
  readonly bodyType?: 'json' | 'form';
  /** The status of a successful answer (200 unless given). */
  readonly status?: SuccessStatus;
  /**
   * The JSON answer, or the text of a `text/plain` answer (`produces`); null when the answer is
   * neither (a redirect or a file).
   */
  readonly response: z.ZodType | null;
  /** Media types of a non-JSON answer (`text/plain` alone: the client reads the text as the answer). */
  readonly produces?: readonly string[];
  /** Statuses answered with an ErrorBody. */
  readonly errors: readonly ErrorStatus[];
}

/** An endpoint that answers JSON: what the typed client calls. */
export type JsonEndpoint = Endpoint & { readonly response: z.ZodType };

/** The answer of a 204: no body. */
export const NoContentSchema = z.null();

/** An answer in plain text: the client reads the text as the answer. */
export const TextReply = { response: z.string(), produces: ['text/plain'] } as const;

type SchemaAt<E, K extends 'params' | 'query' | 'body'> = E extends { readonly [P in K]: infer S }
  ? S extends z.ZodType
    ? S
    : undefined
  : undefined;

/** The params, query and body schemas of an endpoint (undefined where it has none). */
export type ParamsSchemaOf<E> = SchemaAt<E, 'params'>;
export type QuerySchemaOf<E> = SchemaAt<E, 'query'>;
export type BodySchemaOf<E> = SchemaAt<E, 'body'>;

/** The success status of an endpoint. */
export type SuccessStatusOf<E> = E extends { readonly status: infer S extends SuccessStatus } ? S : 200;

/** What a JSON endpoint answers, validated. */
export type ResponseOf<E> = E extends { readonly response: infer S extends z.ZodType } ? z.output<S> : never;

/** A caller's value for a schema: its input type, with coerced (unknown) fields typed as they parse. */
type Sendable<I, O> = I extends object
  ? { [K in keyof I]: unknown extends I[K] ? (K extends keyof O ? O[K] : I[K]) : I[K] }
  : I;
export type InputOf<S extends z.ZodType> = Sendable<z.input<S>, z.output<S>>;

/** Form fields of a form-encoded body, as the strings they are sent as. */
export type FormFields<S extends z.ZodType> = { [K in keyof z.input<S>]?: string };

/** Whether an object type may be given empty (all its fields optional). */
export type NothingRequired<T> = Record<never, never> extends T ? true : false;

type Part<K extends string, T, Optional extends boolean> = Optional extends true
  ? { [P in K]?: T }
  : { [P in K]: T };
type ParamsPart<E> =
  ParamsSchemaOf<E> extends z.ZodType
    ? Part<'params', InputOf<ParamsSchemaOf<E>>, false>
    : { params?: never };
type QueryPart<E> =
  QuerySchemaOf<E> extends z.ZodType
    ? Part<'query', InputOf<QuerySchemaOf<E>>, NothingRequired<InputOf<QuerySchemaOf<E>>>>
    : { query?: never };
type BodyValue<E, S extends z.ZodType> = E extends { readonly bodyType: 'form' }
  ? FormFields<S> | URLSearchParams
  : InputOf<S>;
type BodyPart<E> =
  BodySchemaOf<E> extends z.ZodType
    ? Part<'body', BodyValue<E, BodySchemaOf<E>>, undefined extends z.input<BodySchemaOf<E>> ? true : false>
    : { body?: never };

/** What a call of an endpoint sends: its path parameters, query and body. */
export type EndpointInput<E> = ParamsPart<E> & QueryPart<E> & BodyPart<E>;

/** The provider portal's API (spec 2 §7): providers, performance, boundaries, the ASN explorer, the internal report. */
export const ProviderPortalApi = '/api/pnpp/api/v1';
/** Domain Lens's API (spec 2 §7): endpoint sets and their changes, FQDNs, OCDI associations. */
export const DomainLensApi = '/api/ipurl/api/v1';

/** What any call needing a signed-in user may answer: a bad request, not signed in, not allowed, not found. */
export const SignedInErrors = [400, 401, 403, 404] as const;

/** What the entries of one group share: a path prefix, their tags and error statuses, admin only. */
export interface EndpointGroup {
  /** Prefixed to each entry's path (none when the entries write their whole path). */
  readonly base?: `/${string}`;
  readonly tags: readonly string[];
  readonly errors: readonly ErrorStatus[];
  readonly admin?: boolean;
}

/** What an entry adds to its group: its path under the prefix, summary, schemas, and what it has of its own. */
export type EntryParts = Pick<Endpoint, 'summary' | 'response'> & {
  readonly path: '' | `/${string}`;
} & Partial<
    Pick<
      Endpoint,
      'admin' | 'params' | 'query' | 'body' | 'bodyType' | 'status' | 'produces' | 'tags' | 'errors'
    >
  >;

type BaseOf<G extends EndpointGroup> = G extends { readonly base: infer B extends string } ? B : '';

/** The entry a group makes: its name, method and whole path, the group's fields but those it names itself. */
export type GroupEntry<
  G extends EndpointGroup,
  N extends string,
  M extends HttpMethod,
  R extends EntryParts,
> = {
  readonly name: N;
  readonly method: M;
  readonly path: `${BaseOf<G>}${R['path']}`;
} & Omit<G, 'base' | keyof R> &
  Omit<R, 'path'>;

/** The entries of one group: what they share, given once (`entry` adds each entry's own). */
/* @__NO_SIDE_EFFECTS__ */
export function endpointGroup<const G extends EndpointGroup>(group: G): G {
  return group;
}

/**
 * One entry of the endpoint table in a group: its method, name and what is its own, e.g.
 * `entry(group, 'GET', 'ReadThing', { path: '/Thing/:id', summary, params, response })`. Free of
 * side effects, so a bundle keeps only the entries it uses.
 */
/* @__NO_SIDE_EFFECTS__ */
export function entry<
  const G extends EndpointGroup,
  const M extends HttpMethod,
  const N extends string,
  const R extends EntryParts,
>({ base = '' as never, ...shared }: G, method: M, name: N, { path, ...parts }: R): GroupEntry<G, N, M, R> {
  return { name, method, path: `${base}${path}`, ...shared, ...parts } as never;
}

/** The operator's calls, under `/api/admin`: only the admin token may call them. */
/* @__NO_SIDE_EFFECTS__ */
export const adminEndpoints = <const X extends readonly ErrorStatus[]>(errors: X) =>
  endpointGroup({ base: '/api/admin', tags: ['admin'], admin: true, errors });
