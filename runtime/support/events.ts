// `specforge/runtime/events`: the event-catalogue runtime generated catalogues bind to.
export * from '../events/index.js';
