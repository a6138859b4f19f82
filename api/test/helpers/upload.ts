// Multipart uploads for the API tests, and the smallest files each image type is recognised by.
import type { LightMyRequestResponse } from 'fastify';
import type { TestContext } from './test-app';

export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
export const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.alloc(4),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(64, 3),
]);

/** POSTs one file as multipart field `field` (default `file`) to an /api/v1 path. */
export function upload(
  ctx: TestContext,
  path: string,
  token: string,
  content: Buffer,
  filename: string,
  field = 'file',
): Promise<LightMyRequestResponse> {
  const boundary = '----modelsmith-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1${path}`,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
}
