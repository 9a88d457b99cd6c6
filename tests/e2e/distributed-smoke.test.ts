import { io } from 'socket.io-client';
import { startDistributedProduct, type DistributedProduct } from './distributed-product';

const PASSWORD = 'Dem0!pass-distributed';
describe('distributed smoke', () => {
  let product: DistributedProduct;
  beforeAll(async () => {
    product = await startDistributedProduct(PASSWORD);
  }, 180_000);
  afterAll(() => product?.stop());
  it('serves, signs in and connects through both ingresses', async () => {
    for (const url of product.urls) {
      const html = await fetch(`${url}/service-categories`, { headers: { accept: 'text/html' } });
      expect(html.status).toBe(200);
      const login = await fetch(`${url}/api/v1/auth/login/helper`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identifier: 'helper@helpwire.local', password: PASSWORD }) });
      const body = (await login.json()) as { data: { token: string } };
      expect(login.status).toBe(200);
      const socket = io(url, { path: '/call-gateway', transports: ['websocket'], auth: { token: body.data.token } });
      await new Promise<void>((resolve, reject) => { socket.on('connect', () => resolve()); socket.on('connect_error', reject); });
      socket.disconnect();
    }
  }, 60_000);
});
