// The reference output: README.md (Markdown) and reference/ (a static HTML site with search). Both
// read one reference view (about as large as the model), let go once both are written.

import type { GeneratorOutput } from '../output.js';
import { emitDocs } from './docs.js';
import { releaseReferenceView } from './reference-view.js';
import { emitSite } from './site.js';

export const referenceOutput: GeneratorOutput<'reference'> = {
  name: 'reference',
  summary: 'README.md and reference/: the Markdown and HTML reference of every operation and type',
  emit(model, put) {
    const n = model.name;
    put(`${n}/README.md`, emitDocs(model));
    for (const [path, text] of Object.entries(emitSite(model))) put(`${n}/${path}`, text);
    releaseReferenceView(model);
  },
};
