import { describe, expect, it } from 'vitest';
import { apiSearchDocuments } from '../../openapi/search-documents.ts';
import { modelOf } from './helpers.ts';

describe('apiSearchDocuments', () => {
  it('makes one document per tag and per operation, each linking to its anchor', async () => {
    const { model } = await modelOf('zoo-31.yaml', { highlight: false });
    const docs = apiSearchDocuments(model, '/docs/zoo/api');
    expect(docs).toHaveLength(model.tags.length + model.operations.length + model.webhooks.length);
    expect(docs.every((d) => d.kind === 'api')).toBe(true);
    expect(docs[0]).toMatchObject({ title: 'Animals (Zoo API)', path: '/docs/zoo/api#tag/Animals' });
    expect(docs[0]?.text).toContain('Everything about animals.');
    expect(docs[0]?.text).toContain('GET /animals List animals');
    const list = docs.find((d) => d.path === '/docs/zoo/api#operation/listAnimals');
    expect(list?.title).toBe('List animals (GET /animals)');
    expect(list?.text).toContain('GET /animals');
    expect(list?.text).toContain('listAnimals');
    expect(docs.find((d) => d.path.endsWith('#webhook/animalFed'))?.title).toBe('An animal was fed (Webhook animalFed)');
    // Search text is plain: no markup from the rendered descriptions.
    expect(docs.some((d) => /<[a-z]/.test(d.text))).toBe(false);
  });
});
