// JSDoc text of generated declarations, built from the model.

import type { OperationModel, ParamModel } from '../../model/types.js';

/**
 * An operation's JSDoc. `brief`: its summary and route without the description, for the
 * standalone function of the operations entry, which points at the client method that carries the
 * whole text (a large service's descriptions would otherwise be written twice).
 */
export function operationDoc(op: OperationModel, brief?: { fullTextAt: string }): string {
  const lines: string[] = [];
  if (op.summary) lines.push(op.summary);
  if (op.description && !brief) lines.push(...(lines.length ? [''] : []), ...op.description.trim().split('\n'));
  lines.push(...(lines.length ? [''] : []), `\`${op.httpMethod} ${op.path}\``);
  if (brief && op.description) lines.push(`Described in full on \`${brief.fullTextAt}\` and in the reference.`);
  if (op.previews.length > 0) lines.push(`Previews: ${op.previews.join(', ')} (sent automatically).`);
  if (op.variant) lines.push(`Variant: ${op.variant}.`);
  for (const note of op.notes) lines.push(`Note: ${note}`);
  if (op.deprecation) lines.push(`@deprecated ${op.deprecation.message}`);
  return lines.join('\n');
}

export function paramDoc(p: ParamModel): string | undefined {
  const lines: string[] = [];
  if (p.description) lines.push(p.description.trim());
  if (p.default !== undefined) lines.push(`@default ${JSON.stringify(p.default)}`);
  if (p.deprecated) lines.push('@deprecated');
  return lines.length ? lines.join('\n') : undefined;
}
