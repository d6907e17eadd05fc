// Operations no client can call as their document describes them, each with what is wrong in the
// document (the generator warns about each). The checks that call every operation of real
// documents through the mocks (tests/corpus/, bench/peer-specs/) leave them out of their counts,
// list them, and require them to keep failing.

export const FORM_ARRAY = 'an application/x-www-form-urlencoded body whose schema is an array: a form is named fields, an array has none';

/** hey-api's full test document (3.0 and 3.1), in ../shared/specs-corpus and in its specs/ folder. */
export const HEYAPI_FULL_ERRORS: Readonly<Record<string, string>> = { 'nonAscii.putWithFormUrlEncoded': FORM_ARRAY };
