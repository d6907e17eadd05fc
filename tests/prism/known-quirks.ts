// The reviewed list of Prism 5.16.0's quirks: calls Prism rejects although the request is what the
// document asks for, so that no client could clear them (each was tried with curl against Prism
// in other encodings). Each names the document, the operation, the problem Prism reports and why
// it is Prism's (or the document's), not the client's. Anything not listed here that Prism
// rejects is a failure of the check; an entry that stops matching fails it too, and is taken off.
// MISSING_FILES are files a document refers to but its publisher left out: Prism will not start
// without them, so it is given a stand-in that reads them as the generator does.
import type { Quirk } from './quirks.js';

export interface MissingFile {
  document: string;
  /** Relative to the document, as its $ref names it. */
  file: string;
  standIn: unknown;
  reason: string;
}

const HEYAPI = ['heyapiFull30', 'heyapiFull31'];

export const MISSING_FILES: readonly MissingFile[] = HEYAPI.map((document) => ({
  document,
  file: 'external-shared.json',
  standIn: { components: { schemas: { ExternalSharedModel: {} } } },
  reason:
    'hey-api publishes full.yaml without the ./external-shared.json it refers to; Prism exits on a $ref it cannot open, the generator ' +
    'warns and reads it as a schema that accepts anything, and so does the stand-in (only two components no operation uses refer to it)',
}));

const NULLABLE_ARRAY =
  'nullable arrays in query: Prism reads one query value as a one-item array only for type array, not when null is allowed too ' +
  '(type [array, null], or nullable placed before type in 3.0), so a one-item array fails in every encoding';
const NULLABLE_OBJECT =
  'nullable objects in query: Prism looks up a 3.1 type [object, null] query object by its own name instead of reading its exploded ' +
  "properties, and reads that name's value as a string: no encoding passes";
const NESTED_OBJECT =
  'an object inside an exploded query object: OpenAPI defines no form encoding for it, and Prism reads the value under its name as a ' +
  'string whatever it holds (only names it does not know, such as first[second][third], escape its check)';
const NESTED_ARRAY = 'an array inside an exploded query object: Prism reads a one-item array (sort=sort) as a string; only two or more repeated values pass';
const PATH_PARAM_NOT_IN_TEMPLATE =
  'the document declares path parameter foo_param for /simple:operation, whose template has no {foo_param}: there is nowhere to put it ' +
  '(the generator warns)';
const NON_ASCII_NAME = 'non-ASCII query names: Prism compares the percent-encoded, lower-cased name (nonasciiparam%c3%a6…) with the decoded name it received';
const FORM_ARRAY = 'the document error the corpus check lists: a form-urlencoded body whose schema is an array (a form is named fields)';
const FORM_BINARY =
  'a form-urlencoded body whose schema is a binary string: the client sends the given text as the form (the mocks read it back as text), ' +
  'while Prism decodes the form into named fields and then requires a string';
const DOTTED_PATH = 'dotted path names: Prism finds no route for a path whose parameters are named parameter.path.1 (404 whatever is sent)';
const GET_BODY =
  'a required body on a GET: OpenAPI 3.0 says consumers SHALL ignore it and 3.1 says it SHOULD be avoided; fetch (and so a browser) ' +
  'cannot send one, and the generator leaves it out with a warning, while Prism requires it';
const NULLABLE_HEADER_OBJECT =
  'a header whose schema is oneOf [object, null]: Prism reads the header as a string (it splits simple-style objects only for type ' +
  'object), so prop,prop, prop=prop and JSON all fail';

const heyapi = (operation: string, problem: RegExp, reason: string, documents = HEYAPI): Quirk[] =>
  documents.map((document) => ({ document, operation, problem, reason }));

const BOX_FRAGMENT =
  'Box tells operations apart by a #fragment in the path (PUT /files/{file_id}#remove_shared_link); on the wire it is PUT /files/{id}, which Prism routes to PUT /files/{file_id}, whose shared_link is not nullable, so the {shared_link: null} the document asks for is refused';

const FORM_UNDECLARED =
  'a form body whose schema requires a name it does not declare (Box PostOAuth2Revoke requires grant_type, declares client_id, ' +
  'client_secret and token): Prism decodes a form through the declared properties only, so grant_type=refresh_token is sent and ' +
  'still reported missing (tried with curl: with and without the declared fields)';

export const KNOWN_QUIRKS: readonly Quirk[] = [
  { document: 'box', operation: 'authorization.postOauth2Revoke', problem: /must have required property 'grant_type'$/, reason: FORM_UNDECLARED },
  ...heyapi('collectionFormat.collectionFormat', /must be array,null$/, NULLABLE_ARRAY),
  ...heyapi('complex.complexTypes', /parameterobject\.first must be object$/, NESTED_OBJECT),
  ...heyapi('getApiVbyApiVersionSimpleOperation', /^request\.path: Request path must have required property 'foo_param'$/, PATH_PARAM_NOT_IN_TEMPLATE),
  ...heyapi('nonAscii.nonAscii', /required property 'nonasciiparam%c3%a6%c3%b8%c3%a5%c3%86%c3%98%c3%85%c3%b6%c3%b4%c3%aa%c3%8a'$/, NON_ASCII_NAME),
  ...heyapi('nonAscii.putWithFormUrlEncoded', /^request\.body: Request body must be array$/, FORM_ARRAY),
  ...heyapi('parameters.callWithWeirdParameterNames', /^status 404: Route not resolved, no path matched/, DOTTED_PATH),
  ...heyapi('parameters.getCallWithOptionalParam', /^request: Body parameter is required$/, GET_BODY),
  ...heyapi('parameters.postCallWithOptionalParam', /parameter\.sort must be array$/, NESTED_ARRAY),
  ...heyapi('upload.uploadFile', /^request\.body: Request body must be string$/, FORM_BINARY),
  ...heyapi(
    'deprecated.deprecatedCall',
    /^request\.header\.parameter: Request header parameter parameter must (be object|be null|match exactly one schema in oneOf)$/,
    NULLABLE_HEADER_OBJECT,
    ['heyapiFull31'],
  ),
  ...heyapi('types.types', /parameterarray must be array,null$/, NULLABLE_ARRAY, ['heyapiFull31']),
  // Sent as its properties (parameterObject_key=value), the object is still looked up by its own name.
  ...heyapi('types.types', /(parameter(object|dictionary) must be object,null|must have required property 'parameter(object|dictionary)')$/, NULLABLE_OBJECT, [
    'heyapiFull31',
  ]),
  ...[
    'sharedLinksFiles.putFilesIdRemoveSharedLink',
    'sharedLinksFolders.putFoldersIdRemoveSharedLink',
    'sharedLinksWebLinks.putWebLinksIdRemoveSharedLink',
  ].map(
    (operation): Quirk => ({
      document: 'box',
      operation,
      problem: /^request\.body\.shared_link: Request body property shared_link must be object$/,
      reason: BOX_FRAGMENT,
    }),
  ),
  {
    document: 'box',
    operation: 'search.getSearch',
    problem: /^request\.query\.mdfilters\.0: Request query parameter mdfilters\.0 must be object$/,
    reason:
      'objects inside a query array: OpenAPI defines no form encoding for them and Prism reads each value as a string, so JSON, ' +
      'mdfilters[0][scope]=… and every other encoding fail alike (a client sending [object Object] is not covered: that is a client bug)',
    unlessSent: /object%20Object/,
  },
  ...['uploads.postFilesContent', 'uploads.postFilesIdContent'].map(
    (operation): Quirk => ({
      document: 'box',
      operation,
      problem: /^request\.body\.attributes: Request body property attributes must be object$/,
      reason:
        "a multipart part holding JSON: Box's documentation sends `attributes` as a plain form field with JSON text (curl -F " +
        "attributes='{...}'), and the document declares no `encoding` for it; Prism reads a part without a content type as a string, " +
        'and a part sent as a JSON file would be a file to Box',
    }),
  ),
];
