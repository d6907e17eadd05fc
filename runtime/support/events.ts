// `specforge/runtime/events`: the event-catalogue functions and types generated code binds to its catalogue.

export * from '../events/index.js';
