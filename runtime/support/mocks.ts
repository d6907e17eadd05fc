// `specforge/runtime/mocks`: the msw mock service, the activity-feed helpers and the lazily compiled
// response validators generated mocks use.

export * from '../mock/index.js';
export * from '../mock/activities.js';
export { responseValidator } from '../mock/response-validator.js';
