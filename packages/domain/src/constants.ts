/**
 * Business constants and limits of both specs (section 9 of each) plus the server-side settings
 * the product needs: plain data, one file per area in constants/, imported by its path
 * (`@platform/domain/constants/<area>`), so that a new area adds its file and edits none. This
 * index of the areas split out of the former single file serves the importers that predate it.
 */
export * from './constants/auth';
export * from './constants/brand';
export * from './constants/catalog';
export * from './constants/chat';
export * from './constants/cookies';
export * from './constants/email';
export * from './constants/external-auth';
export * from './constants/homework';
export * from './constants/languages';
export * from './constants/learning';
export * from './constants/points';
export * from './constants/profile';
export * from './constants/session';
export * from './constants/shell';
export * from './constants/subscriptions';
export * from './constants/support';
export * from './constants/time';
export * from './constants/users';
