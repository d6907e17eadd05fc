// `specforge/runtime/mocks`: msw handlers built from generated mock descriptions.
export * from '../mock/index.js';
export * from '../mock/activities.js';
