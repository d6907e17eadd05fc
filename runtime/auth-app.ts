// Entry of `specforge/auth-app`: app authentication (RS256 JWT + installation tokens). Kept out of
// the main entry because it needs node:crypto, which browser bundles must not pull in.

export { createAppAuth, type AppAuthOptions } from './auth/app-strategy.js';
export { signAppJwt, type AppJwt } from './auth/jwt.js';
