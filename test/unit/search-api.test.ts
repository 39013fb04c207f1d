import { describe, expect, it } from 'vitest';
import type { ApiModel, ApiOperation } from '../../model/api.ts';
import type { SiteData } from '../../model/graph.ts';
import type { Route } from '../../model/routes.ts';
import type { CompactIndex, SearchDocuments } from '../../model/search.ts';
import { buildSearchFiles } from '../../core/search/search-files.ts';
import { loadIndex } from '../../renderer/client/search/search-data.ts';
import { searchIndex } from '../../renderer/client/search/search-engine.ts';

const op = (method: string, path: string, operationId: string, summary: string, description = ''): ApiOperation => ({
  kind: 'operation',
  anchor: `operation/${operationId}`,
  pointer: '#',
  method,
  path,
  operationId,
  summary,
  descriptionHtml: description ? `<p>${description}</p>` : '',
  tags: ['Issues'],
  deprecated: false,
  parameters: [],
  responses: [],
  security: [],
  callbacks: [],
  codeSamples: [],
});

/** Operations shaped like the ones the issue names: Jira's issue calls and OpenAI's chat calls. */
const JIRA = [
  op(
    'POST',
    '/rest/api/3/issue/bulk',
    'createIssues',
    'Bulk create issue',
    'Creates issues and, where the option to create subtasks is enabled in Jira, subtasks.',
  ),
  op(
    'GET',
    '/rest/api/3/issue/createmeta',
    'getCreateIssueMeta',
    'Get create issue metadata',
    'Returns details of projects, issue types within projects to create issue.',
  ),
  op(
    'POST',
    '/rest/api/3/issueLink',
    'linkIssues',
    'Create issue link',
    'Creates a link between two issues. Use this operation to create issue links.',
  ),
  op(
    'POST',
    '/rest/api/3/issuetype',
    'createIssueType',
    'Create issue type',
    'Creates an issue type and adds it to the default issue type scheme.',
  ),
  op('POST', '/rest/api/3/issue/{issueIdOrKey}/comment', 'addComment', 'Add comment', 'Adds a comment to an issue.'),
  op('GET', '/rest/api/3/issue/{issueIdOrKey}', 'getIssue', 'Get issue', 'Returns the details for an issue.'),
  op('PUT', '/rest/api/3/issue/{issueIdOrKey}', 'editIssue', 'Edit issue', 'Edits an issue. Issue create issue.'),
  op(
    'POST',
    '/rest/api/3/issue',
    'createIssue',
    'Create issue',
    'Creates an issue or, where the option to create subtasks is enabled, a subtask.',
  ),
  op('GET', '/rest/api/3/issue/{issueIdOrKey}/transitions', 'getTransitions', 'Get transitions', 'Returns the transitions of an issue.'),
];
const OPENAI = [
  op('GET', '/chat/completions', 'listChatCompletions', 'List Chat Completions', 'List stored chat completions.'),
  op(
    'POST',
    '/chat/completions',
    'createChatCompletion',
    'Create chat completion',
    'Creates a model response for the given chat conversation.',
  ),
  op('GET', '/chat/completions/{completion_id}', 'getChatCompletion', 'Get chat completion', 'Get a stored chat completion.'),
  op('POST', '/completions', 'createCompletion', 'Create completion', 'Creates a completion for the prompt.'),
  ...Array.from({ length: 12 }, (_, i) =>
    op(
      'POST',
      `/chat/completions/{completion_id}/part${i}`,
      `chatPart${i}`,
      `Chat completions part ${i}`,
      'Chat completions chat completions.',
    ),
  ),
];

const api = (id: string, title: string, operations: ApiOperation[]): Route =>
  ({
    kind: 'api',
    path: `/docs/${id}/api`,
    title,
    description: title,
    keywords: [],
    api: {
      id,
      title,
      operations,
      webhooks: [],
      tags: [{ name: 'Issues', anchor: 'tag/Issues', pointer: '#', descriptionHtml: '', operations: operations.map((o) => o.anchor) }],
    } as unknown as ApiModel,
    specPath: `/docs/${id}/api/spec.yaml`,
  }) as Route;

const site = { baseUrl: '/', trailingSlash: null, search: { maxHits: 20 } } as unknown as SiteData;
const { files, index, documents } = buildSearchFiles([api('jira', 'Jira', JIRA), api('openai', 'OpenAI', OPENAI)]);
const mini = loadIndex(JSON.parse(files.get(index) ?? '') as CompactIndex);
const docs = JSON.parse(files.get(documents) ?? '') as SearchDocuments;
const first = (query: string) => searchIndex(mini, docs, site, query)[0]?.href;

describe('API search finds the operation typed', () => {
  it.each([
    ['Create issue', 'createIssue'],
    ['create issue', 'createIssue'],
    ['createIssue', 'createIssue'],
    ['POST /rest/api/3/issue', 'createIssue'],
    ['post /rest/api/3/issue', 'createIssue'],
    ['GET /rest/api/3/issue/ABC-12', 'getIssue'],
    ['PUT /rest/api/3/issue/{issueIdOrKey}', 'editIssue'],
    ['/rest/api/3/issue/ABC-12/transitions', 'getTransitions'],
    ['createChatCompletion', 'createChatCompletion'],
    ['POST /chat/completions', 'createChatCompletion'],
    ['POST /v1/chat/completions', 'createChatCompletion'],
    ['GET chat/completions/chatcmpl-123', 'getChatCompletion'],
  ])('%s -> %s first', (query, id) => {
    expect(first(query)).toMatch(new RegExp(`#operation/${id}$`));
  });

  it('puts every operation of a path typed without a method first, in the spec order', () => {
    const hits = searchIndex(mini, docs, site, '/rest/api/3/issue').map((h) => h.href);
    expect(hits[0]).toMatch(/#operation\/createIssue$/);
    const chat = searchIndex(mini, docs, site, '/chat/completions').map((h) => h.href);
    expect(chat.slice(0, 2)).toEqual(['/docs/openai/api#operation/listChatCompletions', '/docs/openai/api#operation/createChatCompletion']);
    // With the base path typed in front, the same two.
    expect(
      searchIndex(mini, docs, site, '/v1/chat/completions')
        .slice(0, 2)
        .map((h) => h.href),
    ).toEqual(chat.slice(0, 2));
  });

  it('shows more hits than eight when the site allows them (the panel scrolls)', () => {
    expect(searchIndex(mini, docs, site, 'chat completions').length).toBeGreaterThan(8);
  });

  it('still ranks by full text when nothing matches exactly', () => {
    expect(searchIndex(mini, docs, site, 'subtasks').map((h) => h.href)).toContain('/docs/jira/api#operation/createIssue');
  });
});
