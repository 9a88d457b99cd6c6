import type { AddressInfo } from 'node:net';
import { serveMetrics } from './metrics-server';

describe('the /metrics listener', () => {
  it('listens on the address it is given (the pod IP in Kubernetes: METRICS_HOST) and on no other', async () => {
    const server = await serveMetrics(0, '127.0.0.2');
    try {
      const { address, port } = server.address() as AddressInfo;
      expect(address).toBe('127.0.0.2');
      const scraped = await fetch(`http://127.0.0.2:${port}/metrics`);
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain('# HELP');
      // Another address of the same host reaches nothing.
      await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
