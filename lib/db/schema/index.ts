export * from './catalog';
export * from './visitors';
export * from './reviews';
export * from './accounts';
export * from './holds';
export * from './orders';
export * from './content';
export * from './support';
