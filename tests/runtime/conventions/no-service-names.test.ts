// The runtime knows no service: none of its sources names a convention of one of the services
// this repository describes (those are spec data, emitted into the generated bindings). The list
// covers the hosting service's token prefixes, the webhook service's secret header, port, site and
// app platform, and the audit feed's wire field names.
import { expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const RUNTIME = new URL('../../../runtime', import.meta.url).pathname;

const CONVENTIONS: ReadonlyArray<[string, RegExp]> = [
  ['token prefixes', /ghs_|ghu_|gho_|ghp_|\bv1\\\\?\./],
  ['the webhook secret header', /x-webhook-secret/i],
  ['the webhook server port', /\b7860\b/],
  ['the webhook site and app platform', /huggingface|hugging face|hf\.space|SPACE_HOST/i],
  ['the webhook management client', /WebhooksClient|\bwatched\b/],
  [
    'the audit wire format',
    /\b(boolValue|intValue|multiValue|multiIntValue|multiBoolValue|messageValue|multiMessageValue|resourceIds|sensitiveParameters|uniqueQualifier|profileId)\b\s*:/,
  ],
  [
    'the audit wire format',
    /['"`.](boolValue|intValue|multiValue|multiIntValue|multiBoolValue|messageValue|multiMessageValue|resourceIds|sensitiveParameters|uniqueQualifier|profileId)\b/,
  ],
  ['the audit catalogue', /primary_event|admin#reports/],
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.(ts|md)$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

test('no runtime source names a service convention', () => {
  const files = sources(RUNTIME);
  expect(files.length).toBeGreaterThan(50);
  const found: string[] = [];
  for (const file of files) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        for (const [what, pattern] of CONVENTIONS)
          if (pattern.test(line)) found.push(`${relative(RUNTIME, file)}:${i + 1} ${what}: ${line.trim().slice(0, 120)}`);
      });
  }
  expect(found).toEqual([]);
});

const caught = (line: string) => CONVENTIONS.some(([, pattern]) => pattern.test(line));

test('the scan catches each convention the specs declare, written as code would write it', () => {
  const specs = ['hosting', 'webhooks', 'audit'].map((s) => readFileSync(new URL(`../../../specs/${s}.yaml`, import.meta.url), 'utf8')).join('\n');
  const witnesses = [
    'ghs_',
    'ghu_',
    'X-Webhook-Secret',
    '7860',
    'huggingface',
    'SPACE_HOST',
    'hf.space',
    'primary_event',
    'multiValue',
    'messageValue',
    'boolValue',
    'intValue',
    'resourceIds',
    'sensitiveParameters',
    'uniqueQualifier',
    'profileId',
  ];
  for (const w of witnesses) {
    expect([w, specs.includes(w)]).toEqual([w, true]);
    expect([w, caught(`const x = ${JSON.stringify(w)};`) || caught(`return { ${w}: 1 };`)]).toEqual([w, true]);
    expect([w, caught(`event.${w}`) || caught(`const x = '${w}';`)]).toEqual([w, true]);
  }
  expect(caught("pattern: '^(v1\\\\.|ghs_)'")).toBe(true);
  expect(caught('return { ok: true, name, value: v };')).toBe(false);
});
