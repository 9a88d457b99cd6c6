export * from './test-servers';
export * from './stub-handlers';
