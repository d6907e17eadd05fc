// Decoding response bodies, shared by both transports: which statuses carry none, which content
// types are text, and JSON parsed when the content type says so (an empty body is no data).

export const NO_BODY_STATUSES = new Set([204, 205, 304]);

export const isText = (contentType: string): boolean => contentType === '' || /json|^text\/|xml|javascript|x-www-form-urlencoded/i.test(contentType);

export function parseBody(contentType: string, text: string): unknown {
  if (text === '') return undefined; // an empty body is no data, whatever its content type
  if (/json/i.test(contentType)) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}
