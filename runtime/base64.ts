// base64 of a UTF-8 string, in Node and browsers alike (btoa takes Latin-1 only).

export function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}
