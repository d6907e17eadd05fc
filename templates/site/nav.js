// The sidebar's list of namespaces, written from the search index (assets/search-index.js) rather
// than repeated in every page: each page holds only its own namespace's entry (with its operations),
// which stays in its place among the others. Without scripts, the overview lists the namespaces.
(() => {
  var list = document.getElementById('nav-namespaces');
  var data = window.SPECFORGE_SEARCH;
  if (!list || !data || !data.pages) return;
  var counts = data.pages.map(() => 0);
  data.operations.forEach((row) => {
    counts[row[3]]++;
  });
  var current = list.querySelector('li.current');
  var here = current ? current.getAttribute('data-file') : null;
  while (list.firstChild) list.removeChild(list.firstChild);
  data.pages.forEach((page, i) => {
    if (current && page[1] === here) return list.appendChild(current);
    var li = document.createElement('li');
    var a = document.createElement('a');
    a.href = page[1];
    a.textContent = page[0];
    var count = document.createElement('span');
    count.className = 'count';
    count.textContent = String(counts[i]);
    li.appendChild(a);
    li.appendChild(document.createTextNode(' '));
    li.appendChild(count);
    list.appendChild(li);
  });
})();
