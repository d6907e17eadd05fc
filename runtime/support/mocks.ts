// `specforge/runtime/mocks`: the msw mock service and the activity-feed helpers generated mocks use.

export * from '../mock/index.js';
export { activityListResponder, buildActivities, type ActivityFeedDescription, type ActivityFeedOptions, type ActivityListRequest } from '../mock/activities.js';
