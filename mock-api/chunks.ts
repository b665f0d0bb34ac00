/** A body gathered from the chunks its stream writes or emits, as Node hands them over (a Buffer, or a string and its encoding). */
export type Chunks = {
  add(chunk: unknown, encoding?: unknown): void;
  buffer(): Buffer;
  /** More than `maxBytes` came: what is kept is cut short. */
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
