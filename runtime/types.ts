// Transitional: today's generated validator declarations (and the webhook server) import ParamsValidator from here.
export type { ParamsValidator } from './description.js';
