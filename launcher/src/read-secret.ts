import { createInterface } from 'node:readline';

/** Asks for a secret on the terminal without echoing it (Enter ends it). Not a terminal: reads one line. */
export function readSecret(prompt: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    const lines = createInterface({ input });
    return new Promise((resolve) => lines.once('line', (line) => (lines.close(), resolve(line))).once('close', () => resolve('')));
  }
  process.stdout.write(prompt);
  return new Promise((resolve) => {
    let secret = '';
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stdout.write('\n');
          return resolve(secret);
        }
        if (char === '\u0003') process.exit(130);
        secret = char === '\u007f' ? secret.slice(0, -1) : secret + char;
      }
    };
    input.on('data', onData);
  });
}
