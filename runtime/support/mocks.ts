// `specforge/runtime/mocks`: the msw mock service and the activity-feed helpers generated mocks use.

export * from '../mock/index.js';
export * from '../mock/activities.js';
