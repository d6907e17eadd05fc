// Draws the types page of a large service (the compact references) from the page's data (the JSON
// in #types-data, written by the generator), so that the fields a thousand types share (`id`,
// `url`, a user, ...) are not written out as HTML again and again. Each type is its element id, its
// name and the lines of its entry; `s` holds each line, and each cell of a row of fields, once: a
// line is its number in `s`, a row the numbers of its cells. The HTML in `s` was escaped by the
// generator; the id and the name are escaped here. Without scripts the page points to types.ts.
(() => {
  var main = document.getElementById('types');
  var node = document.getElementById('types-data');
  if (!main || !node) return;
  var data = JSON.parse(node.textContent);
  var s = data.s;
  var esc = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  var line = (l) => (typeof l === 'number' ? s[l] : l.map((i) => s[i]).join('<td>'));
  main.innerHTML = data.types
    .map((t) =>
      ['<section class="type" id="' + esc(t[0]) + '">', '<h2><code>' + esc(t[1]) + '</code></h2>', t[2].map(line).join('\n'), '</section>'].join('\n'),
    )
    .join('\n');
})();
