// Search over the operations of the reference: the index (assets/search-index.js) is plain data,
// loaded by a script element, so it works from file:// as from any static host. Every word typed
// must appear in an operation's name, summary or request line; names that start with the query
// come first. Arrow keys move, Enter follows, Escape closes, "/" focuses the box.
(() => {
  var input = document.getElementById('search');
  var list = document.getElementById('search-results');
  if (!input || !list) return;
  var LIMIT = 50;
  var data = window.SPECFORGE_SEARCH || {};
  var pages = data.pages || [];
  // A row: name, summary, request line, page number, then 1 when deprecated. An operation's
  // element id is its name with anything but letters, digits, `.`, `_` and `-` as `_`.
  var rows = (data.operations || []).map((r) => ({
    name: r[0],
    summary: r[1],
    request: r[2],
    href: pages[r[3]][1] + '#' + r[0].replace(/[^A-Za-z0-9._-]/g, '_'),
    deprecated: r[4] === 1,
    key: r[0].toLowerCase(),
    text: (r[0] + ' ' + r[1] + ' ' + r[2]).toLowerCase(),
  }));
  var shown = [];
  var active = -1;

  function rank(row, query) {
    if (row.key === query) return 0;
    if (row.key.indexOf(query) === 0 || row.key.indexOf('.' + query) >= 0) return 1;
    if (row.key.indexOf(query) >= 0) return 2;
    return 3;
  }

  function matches(query) {
    var words = query.split(/\s+/).filter(Boolean);
    return rows
      .filter((row) => words.every((w) => row.text.indexOf(w) >= 0))
      .map((row) => ({ row: row, rank: rank(row, query) }))
      .sort((a, b) => a.rank - b.rank || (a.row.key < b.row.key ? -1 : a.row.key > b.row.key ? 1 : 0))
      .map((m) => m.row);
  }

  function item(row) {
    var li = document.createElement('li');
    var a = document.createElement('a');
    a.href = row.href;
    var name = document.createElement('code');
    name.textContent = row.name + (row.deprecated ? ' (deprecated)' : '');
    var request = document.createElement('span');
    request.className = 'request';
    request.textContent = row.request;
    a.appendChild(name);
    a.appendChild(request);
    if (row.summary) {
      var summary = document.createElement('span');
      summary.className = 'summary';
      summary.textContent = row.summary;
      a.appendChild(summary);
    }
    li.appendChild(a);
    return li;
  }

  function close() {
    list.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    active = -1;
  }

  function render() {
    var query = input.value.trim().toLowerCase();
    list.textContent = '';
    active = -1;
    if (!query) return close();
    var found = matches(query);
    shown = found.slice(0, LIMIT);
    shown.forEach((row) => {
      list.appendChild(item(row));
    });
    if (found.length === 0) {
      var none = document.createElement('li');
      none.className = 'none';
      none.textContent = 'No operation matches.';
      list.appendChild(none);
    } else if (found.length > LIMIT) {
      var more = document.createElement('li');
      more.className = 'more';
      more.textContent = found.length - LIMIT + ' more: type more of the name or path';
      list.appendChild(more);
    }
    list.hidden = false;
    input.setAttribute('aria-expanded', 'true');
  }

  function move(step) {
    var items = list.querySelectorAll('li a');
    if (items.length === 0) return;
    if (active >= 0) items[active].parentNode.classList.remove('active');
    active = (active + step + items.length) % items.length;
    items[active].parentNode.classList.add('active');
    items[active].scrollIntoView({ block: 'nearest' });
  }

  input.addEventListener('input', render);
  input.addEventListener('focus', () => {
    if (input.value.trim()) render();
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown') {
      move(1);
      event.preventDefault();
    } else if (event.key === 'ArrowUp') {
      move(-1);
      event.preventDefault();
    } else if (event.key === 'Escape') {
      close();
    } else if (event.key === 'Enter') {
      var target = list.querySelectorAll('li a')[active < 0 ? 0 : active];
      if (target) {
        close();
        window.location.href = target.href;
      }
    }
  });
  list.addEventListener('click', (event) => {
    if (event.target.closest && event.target.closest('a')) close();
  });
  document.addEventListener('click', (event) => {
    if (!event.target.closest || !event.target.closest('.search')) close();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === '/' && document.activeElement !== input) {
      input.focus();
      event.preventDefault();
    }
  });
})();
