// The built-in sample model (GET /templates/sample-model) is valid and every official set generates from it.
import { generate, officialSets, SAMPLE_MODEL, validateModel } from '../../src';

describe('the sample model', () => {
  it('passes validation unchanged', () => {
    const result = validateModel(SAMPLE_MODEL);
    expect(result.ok ? [] : result.problems).toEqual([]);
  });

  it.each(officialSets.map((set) => [set.id, set] as const))('generates with %s', (_id, set) => {
    const { files } = generate(SAMPLE_MODEL, [set]);
    expect(files.length).toBeGreaterThan(0);
    // Every entity gets its per-entity files.
    // Paths name entities as OrderItem.java, order_item.py or order-item.ts: compare without separators.
    const paths = files.map((file) => file.path.toLowerCase().replace(/[-_]/g, ''));
    for (const name of ['category', 'product', 'customer', 'order', 'orderitem']) {
      const mentioned = paths.some((path) => path.includes(name));
      expect(mentioned || set.files.every((file) => file.scope === 'project')).toBe(true);
    }
  });
});
