/**
 * Reads a fetch response's body, giving up past `maxBytes` so an engine answering far more than
 * expected cannot fill the server's memory. Throws `TooLargeError` then.
 */
export async function readLimitedBody(response: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get("content-length"));
  if (declared > maxBytes) throw new TooLargeError(maxBytes);
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new TooLargeError(maxBytes);
    }
    chunks.push(value);
  }
}

export class TooLargeError extends Error {
  constructor(maxBytes: number) {
    super(`The answer was larger than ${maxBytes} bytes`);
    this.name = "TooLargeError";
  }
}
