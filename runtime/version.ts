// The package version, sent in the default user agent. A test keeps it equal to package.json.
export const VERSION = '0.1.0';
