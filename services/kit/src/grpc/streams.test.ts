import { auth } from '@helpwire/proto';
import { silentLogger } from '../testing/test-servers';
import { createPromiseClient } from './client';
import { GrpcServer } from './server';
import { openClientStream, openServerStream } from './streams';

/** Streaming calls through GrpcServer and the stream helpers, with FileService's shapes. */
describe('streaming gRPC calls', () => {
  let server: GrpcServer;
  let client: ReturnType<typeof createPromiseClient<auth.FileServiceClient>>;
  const identity = { requestId: 'req-stream', language: 'en', userId: 'u1' };
  let uploadEnded: Promise<unknown> = Promise.resolve();
  let downloadEnded: Promise<unknown> = Promise.resolve();

  beforeAll(async () => {
    server = new GrpcServer({ name: 'test', serviceNames: ['helpwire.auth.v1.FileService'], logger: silentLogger });
    server.addService<auth.FileServiceServer>(auth.FileServiceService, {
      upload: (requests, ctx) => {
        const work = (async () => {
          let bytes = 0;
          let messages = 0;
          for await (const message of requests) {
            messages += 1;
            bytes += message.content.length;
          }
          return {
            file: {
              id: ctx.identity.userId ?? '',
              purpose: auth.FilePurpose.FILE_PURPOSE_DOCUMENT,
              name: `${messages} messages, ${bytes} bytes`,
              mimeType: '',
              size: String(bytes),
              url: '',
              createdAt: new Date(0),
            },
          };
        })();
        uploadEnded = work.then(
          () => 'completed',
          (error: Error) => error.message,
        );
        return work;
      },
      getFile: (request, _ctx, send) => {
        const work = (async () => {
          for (let i = 0; i < Number(request.id); i++) await send({ content: Buffer.alloc(64 * 1024, i) });
        })();
        downloadEnded = work.then(
          () => 'completed',
          (error: Error) => error.message,
        );
        return work;
      },
      // Not a stream: not used here.
      attachDisputeFile: async () => ({}),
    });
    const port = await server.listen(0, '127.0.0.1');
    client = createPromiseClient(auth.FileServiceClient, `127.0.0.1:${port}`);
  });
  afterAll(async () => {
    client.close();
    await server.close(100);
  });

  it('a client stream carries every chunk and answers once ended, with the identity', async () => {
    const call = openClientStream<auth.UploadRequest, auth.UploadResponse>(client.raw.upload.bind(client.raw), { identity });
    for (let i = 0; i < 3; i++)
      await call.write({ purpose: auth.FilePurpose.FILE_PURPOSE_UNSPECIFIED, name: '', content: Buffer.alloc(1000), clientAddress: '', last: false });
    const answer = await call.end();
    expect(answer.file).toMatchObject({ id: 'u1', name: '3 messages, 3000 bytes' });
  });

  it('a client stream the caller cancels half-way answers it UNAVAILABLE and never half-closes after', async () => {
    const call = openClientStream<auth.UploadRequest, auth.UploadResponse>(client.raw.upload.bind(client.raw), { identity });
    await call.write({ purpose: auth.FilePurpose.FILE_PURPOSE_UNSPECIFIED, name: '', content: Buffer.alloc(1000), clientAddress: '', last: false });
    call.cancel();
    await expect(call.end()).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    // The handler is done either way (the service marks complete uploads itself: UploadRequest.last).
    await uploadEnded;
  });

  it('a server stream delivers its messages in order; a reader that stops makes `send` reject', async () => {
    const whole = openServerStream(client.raw.getFile.bind(client.raw), { id: '20' }, { identity });
    const received: number[] = [];
    for await (const message of whole.messages) received.push(message.content[0]!);
    expect(received).toEqual([...Array(20).keys()]);
    expect(await downloadEnded).toBe('completed');

    // Far more than the flow-control window holds: the handler waits on `send` until the reader goes.
    const dropped = openServerStream(client.raw.getFile.bind(client.raw), { id: '2000' }, { identity });
    await dropped.messages.next();
    dropped.cancel();
    expect(await downloadEnded).toBe('the caller cancelled the stream');
  });
});
