/** A body from the chunks Node hands over (a Buffer, or a string and its encoding); `overflowed` past `maxBytes`. */
export type Chunks = {
  add(chunk: unknown, encoding?: unknown): void;
  buffer(): Buffer;
  readonly overflowed: boolean;
};

export function collectChunks(maxBytes = Infinity): Chunks {
  const chunks: Buffer[] = [];
  let size = 0;
  return {
    add(chunk, encoding) {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
      size += buffer.length;
      if (size - buffer.length <= maxBytes) chunks.push(buffer);
    },
    buffer: () => Buffer.concat(chunks),
    get overflowed() {
      return size > maxBytes;
    },
  };
}
