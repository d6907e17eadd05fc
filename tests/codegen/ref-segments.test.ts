// refSegments (codegen/openapi/pointer.ts): a local reference read into its segments (escapes and
// percent-encoding undone), undefined for one that is not local; each reference is read once and
// its segments shared, frozen, so no caller can change them for the next.
import { describe, expect, test } from '@jest/globals';
import { componentName, refSegments } from '../../codegen/openapi/pointer.js';

describe('refSegments', () => {
  test('reads a local reference, escapes and percent-encoding undone', () => {
    expect(refSegments('#/components/schemas/a~1b~0c')).toEqual(['components', 'schemas', 'a/b~c']);
    expect(refSegments('#/components/schemas/caf%C3%A9')).toEqual(['components', 'schemas', 'café']);
    expect(refSegments('#/paths/%/x')).toEqual(['paths', '%', 'x']);
    expect(refSegments('#')).toEqual([]);
    expect(refSegments('other.yaml#/a')).toBeUndefined();
    expect(componentName('#/components/schemas/Pet')).toBe('Pet');
  });

  test('a reference read again gives the same segments, which no caller can change', () => {
    const first = refSegments('#/components/schemas/Shared')!;
    expect(refSegments('#/components/schemas/Shared')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => (first as string[]).push('x')).toThrow(TypeError);
    expect(refSegments('#/components/schemas/Shared')).toEqual(['components', 'schemas', 'Shared']);
  });
});
