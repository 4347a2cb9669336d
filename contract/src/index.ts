export * from './limits';
export * from './messages';
export * from './schemas';
export type * from './types';
export * from './external';
