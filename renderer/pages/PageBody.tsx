import type { Route } from '../../model/routes.ts';
import { BlogArchivePage, BlogAuthorPage, BlogAuthorsPage, BlogListPage, BlogPostPage, BlogTagPage, BlogTagsPage } from './BlogPages.tsx';
import { CategoryPage, DocPage, DocsHomePage, DocsTagPage, DocsTagsPage } from './DocsPages.tsx';
import { ApiPage } from '../api/ApiPage.tsx';
import { HomePage, MarkdownPage, NotFoundPage } from './OtherPages.tsx';
import { unknownKindError } from './page-groups.ts';

/** One component per route kind; the switch is exhaustive, so a new kind fails to compile here. */
export function PageBody({ route }: { route: Route }) {
  switch (route.kind) {
    case 'doc':
      return <DocPage route={route} />;
    case 'category':
      return <CategoryPage route={route} />;
    case 'docs-home':
      return <DocsHomePage route={route} />;
    case 'docs-tags':
      return <DocsTagsPage route={route} />;
    case 'docs-tag':
      return <DocsTagPage route={route} />;
    case 'blog-list':
      return <BlogListPage route={route} />;
    case 'blog-post':
      return <BlogPostPage route={route} />;
    case 'blog-archive':
      return <BlogArchivePage route={route} />;
    case 'blog-authors':
      return <BlogAuthorsPage route={route} />;
    case 'blog-author':
      return <BlogAuthorPage route={route} />;
    case 'blog-tags':
      return <BlogTagsPage route={route} />;
    case 'blog-tag':
      return <BlogTagPage route={route} />;
    case 'api':
      return <ApiPage route={route} />;
    case 'page':
      return <MarkdownPage route={route} />;
    case 'home':
      return <HomePage route={route} />;
    case 'not-found':
      return <NotFoundPage />;
    default: {
      // Only reachable with page data from elsewhere (an older or newer build of the compiler).
      const never: never = route;
      throw unknownKindError(never);
    }
  }
}
