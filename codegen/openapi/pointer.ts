// JSON Pointers (RFC 6901) inside a document: `#/components/schemas/pet` ⇄ path segments.

export type Pointer = readonly (string | number)[];

/** Segments already read, by reference: a large document names the same components tens of thousands of times. */
const segmentsOf = new Map<string, readonly string[] | undefined>();
/** How many references segmentsOf holds before it starts again (a bound for long watch sessions). */
const SEGMENTS_HELD = 200_000;

/** The segments of a local reference (`#/a/b~1c` → ['a', 'b/c']); undefined when it is not local. Shared: read-only. */
export function refSegments(ref: string): readonly string[] | undefined {
  if (segmentsOf.has(ref)) return segmentsOf.get(ref);
  if (segmentsOf.size >= SEGMENTS_HELD) segmentsOf.clear();
  const segments = readSegments(ref);
  segmentsOf.set(ref, segments && Object.freeze(segments));
  return segments;
}

function readSegments(ref: string): string[] | undefined {
  if (ref === '#') return [];
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((raw) => {
      let text = raw;
      try {
        text = decodeURIComponent(raw);
      } catch {
        // a lone % stays as written
      }
      return text.replace(/~1/g, '/').replace(/~0/g, '~');
    });
}

/** `['components', 'schemas', 'a/b']` → `#/components/schemas/a~1b`. */
export function toRef(segments: Pointer): string {
  return `#${segments.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('')}`;
}

/** The value at `segments` in `data`; undefined when any step is missing. */
export function valueAt(data: unknown, segments: Pointer): unknown {
  let cur = data;
  for (const seg of segments) {
    if (cur === null || typeof cur !== 'object' || !Object.hasOwn(cur, seg)) return undefined;
    cur = (cur as Record<string | number, unknown>)[seg];
  }
  return cur;
}

/** Follows a local `#/a/b` reference; undefined when it does not resolve. */
export function resolveRef(data: unknown, ref: string): unknown {
  const segments = refSegments(ref);
  return segments === undefined ? undefined : valueAt(data, segments);
}

/** The name of a component a reference points at (`#/components/schemas/pet` → `pet`), if it does. */
export function componentName(ref: string, kind = 'schemas'): string | undefined {
  const segments = refSegments(ref);
  return segments && segments.length === 3 && segments[0] === 'components' && segments[1] === kind ? segments[2] : undefined;
}
