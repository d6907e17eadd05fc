// The text of a spec (descriptions, notes, constraint phrases) as HTML for the reference site: every
// character escaped, then the small part of Markdown that descriptions use turned into elements —
// paragraphs, bullet and numbered lists, fenced code, code spans, **bold**, [links](url) and bare
// URLs. Written by hand rather than with a Markdown library on purpose: raw HTML in a description
// is never passed through (it stays text), and only http(s), mailto and in-page links become links,
// so a document cannot put markup or scripts into its reference.

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

const TEXT_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** Text between elements: only `&`, `<` and `>` need escaping there (quotes matter in attributes only). */
export function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (c) => TEXT_ENTITIES[c]!);
}

/** A link target kept as a link: http(s), mailto, or an anchor of the page. */
export function safeHref(url: string): string | undefined {
  return /^(https?:\/\/|mailto:|#)/i.test(url) ? url : undefined;
}

const INLINE = /(`+)([\s\S]*?[^`])\1(?!`)|\[([^\]\n]+)\]\(((?:[^()\s]|\([^()\s]*\))+)(?:\s+"[^"]*")?\)|(https?:\/\/[^\s<>"'`)\]]+)|\*\*([^*\n]+)\*\*/g;

/** One line or paragraph of text, inline elements only. */
export function inlineHtml(text: string, links = true): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    out += escapeText(text.slice(last, m.index));
    last = m.index! + m[0].length;
    const [, fence, code, label, url, bare, bold] = m;
    if (fence !== undefined) out += `<code>${escapeText(code!.replace(/^ (.*) $/s, '$1'))}</code>`;
    else if (label !== undefined) {
      const href = links ? safeHref(url!) : undefined;
      out += href ? `<a href="${escapeHtml(href)}">${inlineHtml(label, false)}</a>` : inlineHtml(label, false);
    } else if (bare !== undefined) {
      const clean = bare.replace(/[.,;:!?]+$/, '');
      out += links ? `<a href="${escapeHtml(clean)}">${escapeText(clean)}</a>` : escapeText(clean);
      last -= bare.length - clean.length;
    } else out += `<strong>${inlineHtml(bold!, links)}</strong>`;
  }
  return out + escapeText(text.slice(last));
}

const ITEM = /^\s*(?:[-*+]|\d+[.)])\s+/;

/** A multi-line description: paragraphs, lists and fenced code blocks. */
export function blockHtml(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').trim().split('\n');
  const out: string[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | undefined;
  const flush = () => {
    if (paragraph.length) out.push(`<p>${inlineHtml(paragraph.join(' '))}</p>`);
    paragraph = [];
    if (list) out.push(`<${list.ordered ? 'ol' : 'ul'}>${list.items.map((i) => `<li>${inlineHtml(i)}</li>`).join('')}</${list.ordered ? 'ol' : 'ul'}>`);
    list = undefined;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fence = /^\s*(```+|~~~+)/.exec(line);
    if (fence) {
      flush();
      const end = lines.findIndex((l, j) => j > i && l.trim().startsWith(fence[1]!));
      const stop = end < 0 ? lines.length : end;
      out.push(`<pre><code>${escapeText(lines.slice(i + 1, stop).join('\n'))}</code></pre>`);
      i = stop;
    } else if (line.trim() === '') flush();
    else if (ITEM.test(line)) {
      const ordered = /^\s*\d/.test(line);
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(line.replace(ITEM, ''));
    } else if (list && /^\s+\S/.test(line)) list.items[list.items.length - 1] += ` ${line.trim()}`;
    else {
      if (list) flush();
      paragraph.push(line.trim().replace(/^#{1,6}\s+/, ''));
    }
  }
  flush();
  return out.join('\n');
}
