import type { ServiceDefinition } from '@grpc/grpc-js';
import { AppError } from '../errors/app-error';
import type { AsyncHandlers } from '../grpc/server';

/**
 * Handlers for every RPC of a service, for tests that need a few of them: those given, and every
 * other one failing with FAILED_PRECONDITION "not in this test".
 */
export function stubHandlers<S>(definition: ServiceDefinition, given: Partial<AsyncHandlers<S>>): AsyncHandlers<S> {
  const notInThisTest = async (): Promise<never> => {
    throw new AppError('FAILED_PRECONDITION', 'not in this test', 'NOT_IMPLEMENTED');
  };
  const handlers: Record<string, unknown> = Object.fromEntries(Object.keys(definition).map((method) => [method, notInThisTest]));
  return { ...handlers, ...given } as AsyncHandlers<S>;
}
