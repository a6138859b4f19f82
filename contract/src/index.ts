// @modelsmith/contract: what api and web agree on.
export * from './envelope';
export * from './messages';
export * from './plans';
export * from './rules';
export * from './users';
export * from './verification';
export * from './manifest';
export * from './projects';
export * from './templates';
export * from './languages';
export * from './billing';
