// Draws the page of a namespace of a large service (the compact references) from two pieces of
// plain data, so that each operation's entry is not written out as HTML a thousand times over:
// the search index (assets/search-index.js: name, summary, request line of every operation) and
// the page's own data (the JSON in #page-data, written by the generator). The data holds HTML
// fragments the generator escaped; `s` holds each fragment that recurs on the page once (a
// parameter's row, a list of other responses, a named type) and operations refer to it by number.
// Without scripts the page says where else every operation is listed.
(() => {
  var main = document.getElementById('operations');
  var node = document.getElementById('page-data');
  var index = window.SPECFORGE_SEARCH;
  if (!main || !node || !index) return;
  var data = JSON.parse(node.textContent);
  var s = data.s;
  var rows = index.operations.filter((row) => row[3] === data.page);
  var esc = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  var idOf = (name) => name.replace(/[^A-Za-z0-9._-]/g, '_');
  // The TypeScript type of `data` is the method's name in PascalCase and `Response`, unless the data says otherwise.
  var typeOf = (name) =>
    name
      .split('.')
      .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
      .join('') + 'Response';
  var head = '<table class="fields params"><thead><tr><th>Parameter</th><th>In</th><th>Type</th><th>Description</th></tr></thead><tbody>\n';

  function response(name, op) {
    if (op.R !== undefined) return op.R;
    var type = op.t === undefined ? '' : ': ' + s[op.t] + (op.e ? ', each item with the fields below' : '');
    return (
      '<p class="response">Response <code>' +
      esc(op.s) +
      '</code>; the method resolves with <code>data</code>, typed <code>' +
      esc(op.n || typeOf(name)) +
      '</code>' +
      type +
      '.</p>\n'
    );
  }

  function entry(row, op) {
    var name = row[0];
    var space = row[2].indexOf(' ');
    var method = row[2].slice(0, space);
    var badge = op.D !== undefined ? ' <span class="badge">deprecated</span>' : '';
    var links = (op.l || []).map((l) => ' <a class="upstream" href="' + esc(l[0]) + '" title="' + esc(s[l[1]]) + '">' + esc(s[l[1]]) + '</a>').join('');
    var summary = op.i !== undefined ? op.i : row[1] ? esc(row[1]) : '';
    var call = op.X !== undefined ? op.X : 'const { data } = await client.' + name + '(' + (op.x || '') + ');';
    return [
      '<section class="operation' + (badge ? ' is-deprecated' : '') + '" id="' + esc(idOf(name)) + '">',
      '<h2><code>' + esc(op.c || 'client.' + name + '(params)') + '</code>' + badge + links + '</h2>',
      summary ? '<p class="summary">' + summary + '.</p>' : '',
      '<p class="request-line"><span class="http http-' +
        esc(method.toLowerCase()) +
        '">' +
        esc(method) +
        '</span> <code class="path">' +
        esc(row[2].slice(space + 1)) +
        '</code></p>',
      op.D !== undefined ? '<p class="callout"><strong>Deprecated:</strong> ' + op.D + '</p>' : '',
      op.d !== undefined ? '<div class="description">' + op.d + '</div>' : '',
      op.f !== undefined ? s[op.f] : '',
      op.p ? head + op.p.map((i) => s[i]).join('') + '</tbody></table>' : '',
      op.b || '',
      response(name, op),
      op.h || '',
      op.o !== undefined ? s[op.o] : '',
      '<pre class="example"><code class="language-ts">' + esc(call) + '</code></pre>',
      '</section>',
    ].join('\n');
  }

  main.innerHTML = rows.map((row, i) => entry(row, data.ops[i] || {})).join('\n');

  // The sidebar lists this page's operations under its namespace.
  var current = document.querySelector('#nav-namespaces li.current');
  if (current) {
    var list = document.createElement('ul');
    list.className = 'nav-operations';
    rows.forEach((row) => {
      var li = document.createElement('li');
      var a = document.createElement('a');
      a.href = '#' + idOf(row[0]);
      a.textContent = data.prefix && row[0].indexOf(data.prefix) === 0 ? row[0].slice(data.prefix.length) : row[0];
      if (row[4] === 1) a.className = 'deprecated';
      li.appendChild(a);
      list.appendChild(li);
    });
    current.appendChild(list);
  }
})();
