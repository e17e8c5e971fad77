import { gzipSync, inflateSync } from 'fflate';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipMember } from './gzip-member';

describe('gzipMember', () => {
  it('reads a gzip member with or without a file name in its header', () => {
    const text = new TextEncoder().encode('visit_id;client_id\r\n'.repeat(50));
    for (const gzip of [gzipSync(text), gzipSync(text, { filename: 'visits.csv', mtime: 0 })]) {
      const member = gzipMember(gzip);
      expect(member.size).toBe(text.length);
      expect(member.crc).toBe(crc32(text));
      expect(inflateSync(member.deflated)).toEqual(text);
    }
    expect(() => gzipMember(new Uint8Array(20))).toThrow('not a gzip member');
  });
});
