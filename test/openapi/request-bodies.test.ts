import { describe, expect, it } from 'vitest';
import { modelOf, renderApi } from './helpers.ts';

describe('request bodies', () => {
  it('show a shared schema where the operation is, for every media type alike, while it is small', async () => {
    const { model } = await modelOf('bodies-30.yaml', { highlight: false });
    const create = model.operations.find((o) => o.operationId === 'createMessage');
    // MessageCreateRequest is the body of two operations (shared) in two media types: expanded in each.
    for (const media of create?.requestBody?.content ?? []) {
      expect(media.schema?.ref, media.mediaType).toBeUndefined();
      expect(media.schema?.name).toBe('MessageCreateRequest');
      expect(media.schema?.properties?.map((p) => p.name)).toEqual(['content', 'tts', 'embeds']);
    }
    expect(create?.requestBody?.content.map((c) => c.mediaType)).toEqual(['application/json', 'multipart/form-data']);
    const { $ } = renderApi(model);
    expect($('#operation\\/createMessage .api-body').text()).toContain('tts');
    expect($('#operation\\/updateMessage .api-body').text()).toContain('embeds');
  });

  it('link a shared schema too large to read at the operation (over 60 fields) to its definition', async () => {
    const { model } = await modelOf('bodies-30.yaml', { highlight: false });
    const report = model.operations.find((o) => o.operationId === 'createReport');
    expect(report?.requestBody?.content[0]?.schema?.ref).toMatchObject({ name: 'HugeReport', anchor: 'schema/HugeReport' });
  });
});
