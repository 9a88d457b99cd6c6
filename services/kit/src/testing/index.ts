export * from './test-servers';
