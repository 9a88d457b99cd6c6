const started: string[] = [];
let loaded = false;

jest.mock('@opentelemetry/sdk-node', () => {
  loaded = true;
  return {
    NodeSDK: class {
      constructor(private readonly options: { serviceName: string }) {}
      start() {
        started.push(this.options.serviceName);
      }
      async shutdown() {
        started.splice(started.indexOf(this.options.serviceName), 1);
      }
    },
  };
});

import { startTracing } from './tracing';

describe('startTracing', () => {
  it('loads no SDK and does nothing without an OTLP endpoint', async () => {
    const stop = startTracing('content', undefined);
    expect(loaded).toBe(false);
    await stop();
    expect(started).toEqual([]);
  });

  it('starts the SDK named after the service when an endpoint is set, and stops it', async () => {
    const stop = startTracing('content', 'http://127.0.0.1:4318/');
    expect(loaded).toBe(true);
    expect(started).toEqual(['helpwire-content']);
    await stop();
    expect(started).toEqual([]);
  });
});
