// Image types from magic numbers: PNG, JPEG and WebP by their first bytes, anything else refused.
import { detectImageType } from '../../src/domain/image-type';

const bytes = (...values: number[]) => Buffer.from(values);

describe('detectImageType', () => {
  it('names PNG, JPEG and WebP by content', () => {
    expect(
      detectImageType(Buffer.concat([bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), bytes(0)])),
    ).toBe('image/png');
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(detectImageType(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP')]))).toBe(
      'image/webp',
    );
  });

  it('refuses text, a GIF, a RIFF that is not WebP and data too short to tell', () => {
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(Buffer.from('GIF89a......'))).toBeNull();
    expect(
      detectImageType(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVE')])),
    ).toBeNull();
    expect(detectImageType(bytes(0x89, 0x50, 0x4e))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });
});
