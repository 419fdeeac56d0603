export * from './catalog';
export * from './visitors';
