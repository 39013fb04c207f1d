/**
 * Every UI string the theme shows, with its English text and a note for translators: what
 * `portal write-translations` writes into `i18n/<locale>/code.json`. The strings themselves are
 * written where they are shown (`t(id, english)`); test/unit/i18n-catalog.test.ts keeps this list
 * equal to them. Not imported by the browser code.
 */
export const CATALOG: Readonly<Record<string, { message: string; description: string }>> = {
  'portal.CodeBlock.copyFailed': {
    message: 'Copy failed',
    description: 'The copy button of a code block, when the clipboard refused the copy',
  },
  'portal.NotFound.description': {
    message: 'We could not find what you were looking for.',
    description: 'The description of the 404 page (its meta description)',
  },
  'portal.NotFound.docsLink': { message: 'documentation index', description: "The link to the docs in the 404 page's advice" },
  'portal.NotFound.homeLink': { message: '{siteTitle} home page', description: "The link to the home page in the 404 page's advice" },
  'portal.NotFound.p2': {
    message: 'The link may be old, or the page may have moved. Try the {docsLink}, the {homeLink} or the search box.',
    description: "The 404 page's advice; {docsLink} and {homeLink} are links",
  },
  'portal.announcement.label': { message: 'Announcement', description: 'The accessible name of the announcement bar' },
  'portal.blog.archiveDescription': { message: 'Every post of {blogTitle}.', description: 'The description of the blog archive page' },
  'portal.blog.authorDescription': { message: 'Posts by {name}.', description: "The description of a blog author's page" },
  'portal.blog.authorsDescription': {
    message: 'The people who write {blogTitle}.',
    description: 'The description of the blog authors page',
  },
  'portal.blog.sidebarLabel': { message: 'Blog navigation', description: 'The accessible name of the blog sidebar column' },
  'portal.blog.tagDescription': {
    message: '{blogTitle} tagged "{tagName}".',
    description: 'The description of a blog tag page without one of its own',
  },
  'portal.blog.tagsDescription': { message: 'Topics of {blogTitle}.', description: 'The description of the blog tags page' },
  'portal.common.opensInNewTab': {
    message: ' (opens in a new tab)',
    description: 'Read by screen readers after a link that opens a new tab (starts with a space)',
  },
  'portal.docs.categoryDescription': {
    message: 'Pages in {label}.',
    description: 'The description of a category index page without one of its own',
  },
  'portal.docs.homeDescription': {
    message: 'Every guide and service reference of the {siteTitle}.',
    description: 'The description of the docs landing page',
  },
  'portal.docs.homeTitle': { message: 'Documentation', description: 'The title of the docs landing page' },
  'portal.docs.sidebarLabel': { message: 'Docs navigation', description: 'The accessible name of the docs sidebar column' },
  'portal.docs.tagDescription': {
    message: 'Documentation pages tagged "{tagName}".',
    description: 'The description of a docs tag page without one of its own',
  },
  'portal.docs.tagsDescription': { message: 'Every tag used in the documentation.', description: 'The description of the docs tags page' },
  'portal.home.featuresLabel': { message: 'Product areas', description: "The accessible name of the home page's feature cards" },
  'portal.i18n.untranslated': {
    message: 'This page is not translated into {language} yet; it is shown in {original}.',
    description: "Above a page this locale has not translated yet; {language} is this locale's name, {original} the default locale's",
  },
  'portal.mermaid.syntaxError': {
    message: 'This diagram has a syntax error:',
    description: 'Shown in place of a diagram that cannot be drawn, above the error',
  },
  'portal.navbar.localeMenu': { message: 'Language', description: 'The accessible name of the language menu' },
  'portal.navbar.menu': { message: 'Navigation menu', description: 'The accessible name of the mobile navigation menu button' },
  'portal.navbar.versionMenu': { message: 'Docs version', description: 'The accessible name of the docs version menu' },
  'portal.scrollRegion.code': {
    message: 'Code: {context}',
    description: 'The accessible name of a code block that scrolls sideways; {context} is its title or the heading it is under',
  },
  'portal.scrollRegion.diagram': {
    message: 'Diagram: {context}',
    description: 'The accessible name of a diagram that scrolls sideways; {context} is the heading it is under',
  },
  'portal.scrollRegion.table': {
    message: 'Table: {context}',
    description: 'The accessible name of a table that scrolls sideways; {context} is its caption or the heading it is under',
  },
  'portal.search.everyVersion': {
    message: 'Search every docs version (now: {version} only)',
    description: 'The switch above search results that widens search from the version read to every version',
  },
  'portal.search.hint': {
    message: 'Type to search the docs, the blog and the API reference.',
    description: 'Shown in the search panel before anything is typed',
  },
  'portal.search.kind.api': { message: 'API', description: 'The kind of a search hit: an API operation' },
  'portal.search.kind.blog': { message: 'Blog', description: 'The kind of a search hit: a blog post' },
  'portal.search.kind.doc': { message: 'Docs', description: 'The kind of a search hit: a docs page' },
  'portal.search.kind.page': { message: 'Page', description: 'The kind of a search hit: a stand-alone page' },
  'portal.search.loading': { message: 'Loading...', description: 'Shown while the search index loads' },
  'portal.search.results': { message: 'Search results', description: 'The accessible name of the list of search hits' },
  'portal.search.unavailable': {
    message: 'Search is not available: {message}',
    description: 'Shown when the search index cannot be loaded',
  },
  'portal.sidebar.menuLabel': {
    message: 'Docs sidebar (menu)',
    description: 'The accessible name of the docs sidebar inside the mobile menu',
  },
  'portal.sidebar.toggleCategory': {
    message: '{label}: show or hide its pages',
    description: 'The accessible name of the button that opens or closes a sidebar category',
  },
  'portal.status.goHome': { message: 'Go to the home page', description: 'The button of the invalid-address view' },
  'portal.status.invalidAddress': {
    message: 'Invalid address',
    description: 'The title of the view shown for an address that cannot be decoded',
  },
  'portal.status.loadFailed': {
    message: 'This page could not be loaded',
    description: 'The title of the view shown when a page cannot be loaded',
  },
  'portal.status.loadingPage': { message: 'Loading page', description: 'The accessible name of the loading spinner and progress bar' },
  'portal.status.retry': { message: 'Retry', description: 'The button that loads a page again' },
  'portal.toc.title': { message: 'On this page', description: 'The heading of the table of contents column' },
  'theme.AnnouncementBar.closeButtonAriaLabel': {
    message: 'Close announcement',
    description: "A string of the theme, with the same id as in Docusaurus's theme",
  },
  'theme.CodeBlock.copied': { message: 'Copied', description: "A string of the theme, with the same id as in Docusaurus's theme" },
  'theme.CodeBlock.copy': { message: 'Copy', description: "A string of the theme, with the same id as in Docusaurus's theme" },
  'theme.CodeBlock.copyButtonAriaLabel': {
    message: 'Copy code to clipboard',
    description: "A string of the theme, with the same id as in Docusaurus's theme",
  },
  'theme.Details.summary': { message: 'Details', description: "A string of the theme, with the same id as in Docusaurus's theme" },
  'theme.ErrorPageContent.title': {
    message: 'This page crashed.',
    description: "A string of the theme, with the same id as in Docusaurus's theme",
  },
  'theme.ErrorPageContent.tryAgain': {
    message: 'Try again',
    description: "A string of the theme, with the same id as in Docusaurus's theme",
  },
  'theme.NotFound.p1': {
    message: 'We could not find what you were looking for.',
    description: "A string of the theme, with the same id as in Docusaurus's theme",
  },
  'theme.NotFound.title': { message: 'Page Not Found', description: "A string of the theme, with the same id as in Docusaurus's theme" },
  'theme.SearchBar.label': { message: 'Search', description: "A string of the theme, with the same id as in Docusaurus's theme" },
  'theme.SearchBar.placeholder': { message: 'Search', description: "A string of the theme, with the same id as in Docusaurus's theme" },
  'theme.SearchPage.noResultsText': {
    message: 'No results for “{query}”.',
    description: "A string of the theme, with the same id as in Docusaurus's theme",
  },
  'theme.TOCCollapsible.toggleButtonLabel': {
    message: 'On this page',
    description: "A string of the theme, with the same id as in Docusaurus's theme",
  },
  'theme.TOCInline.ariaLabel': { message: 'On this page', description: "A string of the theme, with the same id as in Docusaurus's theme" },
  'theme.admonition.caution': { message: 'Caution', description: 'The default title of a "caution" admonition' },
  'theme.admonition.danger': { message: 'Danger', description: 'The default title of a "danger" admonition' },
  'theme.admonition.important': { message: 'Important', description: 'The default title of a "important" admonition' },
  'theme.admonition.info': { message: 'Info', description: 'The default title of a "info" admonition' },
  'theme.admonition.note': { message: 'Note', description: 'The default title of a "note" admonition' },
  'theme.admonition.secondary': { message: 'Secondary', description: 'The default title of a "secondary" admonition' },
  'theme.admonition.success': { message: 'Success', description: 'The default title of a "success" admonition' },
  'theme.admonition.tip': { message: 'Tip', description: 'The default title of a "tip" admonition' },
  'theme.admonition.warning': { message: 'Warning', description: 'The default title of a "warning" admonition' },
  'theme.blog.archive.title': { message: 'Archive', description: "A string of the theme, with the same id as in Docusaurus's theme" },
  'theme.blog.authorsList.pageTitle': {
    message: 'Authors',
    description: "A string of the theme, with the same id as in Docusaurus's theme",
  },
  'theme.blog.paginator.navAriaLabel': {
    message: 'Blog list page navigation',
    description: "A string of the theme, with the same id as in Docusaurus's theme",
  },
  'theme.blog.paginator.newerEntries': {
    message: 'Newer entries',
    description: "A string of the theme, with the same id as in Docusaurus's theme",
  },
  'theme.blog.paginator.olderEntries': {
    message: 'Older entries',
    description: "A string of the theme, with the same id as in Docusaurus's theme",
  },
  'theme.blog.paginator.pageTitle': {
    message: '{blogTitle}, page {page}',
    description: "A string of the theme, with the same id as in Docusaurus's theme",
  },
  'theme.blog.post.paginator.navAriaLabel': {
    message: 'Blog post page navigation',
    description: "A string of the theme, with the same id as in Docusaurus's theme",
  },
  'theme.blog.post.paginator.newerPost': {
    message: 'Newer post',
    description: "A string of the theme, with the same id as in Docusaurus's theme",
  },
  'theme.blog.post.paginator.olderPost': {
    message: 'Older post',
    description: "A string of the theme, with the same id as in Docusaurus's theme",
  },
  'theme.blog.post.plurals': {
    message: '{count} post|{count} posts',
    description: "A string of the theme, with the same id as in Docusaurus's theme",
  },
  'theme.blog.post.readMore': { message: 'Read more', description: "A string of the theme, with the same id as in Docusaurus's theme" },
  'theme.blog.post.readMoreLabel': {
    message: 'Read more about {title}',
    description: "A string of the theme, with the same id as in Docusaurus's theme",
  },
  'theme.blog.post.readingTime.plurals': {
    message: '{readingTime} min read',
    description: "A string of the theme, with the same id as in Docusaurus's theme",
  },
  'theme.blog.sidebar.navAriaLabel': {
    message: 'Blog posts',
    description: "A string of the theme, with the same id as in Docusaurus's theme",
  },
  'theme.blog.tagTitle': {
    message: '{nPosts} tagged with "{tagName}"',
    description: "A string of the theme, with the same id as in Docusaurus's theme",
  },
  'theme.colorToggle.ariaLabel': {
    message: 'Switch between dark and light mode (currently {mode})',
    description: "A string of the theme, with the same id as in Docusaurus's theme",
  },
  'theme.colorToggle.ariaLabel.mode.dark': {
    message: 'dark mode',
    description: "A string of the theme, with the same id as in Docusaurus's theme",
  },
  'theme.colorToggle.ariaLabel.mode.light': {
    message: 'light mode',
    description: "A string of the theme, with the same id as in Docusaurus's theme",
  },
  'theme.colorToggle.ariaLabel.mode.system': {
    message: 'system mode',
    description: "A string of the theme, with the same id as in Docusaurus's theme",
  },
  'theme.common.editThisPage': {
    message: 'Edit this page',
    description: "A string of the theme, with the same id as in Docusaurus's theme",
  },
  'theme.common.headingLinkTitle': {
    message: 'Direct link to {heading}',
    description: "A string of the theme, with the same id as in Docusaurus's theme",
  },
  'theme.common.skipToMainContent': {
    message: 'Skip to main content',
    description: "A string of the theme, with the same id as in Docusaurus's theme",
  },
  'theme.docs.DocCard.categoryDescription.plurals': {
    message: '1 page|{count} pages',
    description: "A string of the theme, with the same id as in Docusaurus's theme",
  },
  'theme.docs.breadcrumbs.home': { message: 'Home page', description: "A string of the theme, with the same id as in Docusaurus's theme" },
  'theme.docs.breadcrumbs.navAriaLabel': {
    message: 'Breadcrumbs',
    description: "A string of the theme, with the same id as in Docusaurus's theme",
  },
  'theme.docs.paginator.navAriaLabel': {
    message: 'Docs pages',
    description: "A string of the theme, with the same id as in Docusaurus's theme",
  },
  'theme.docs.paginator.next': { message: 'Next', description: "A string of the theme, with the same id as in Docusaurus's theme" },
  'theme.docs.paginator.previous': { message: 'Previous', description: "A string of the theme, with the same id as in Docusaurus's theme" },
  'theme.docs.sidebar.navAriaLabel': {
    message: 'Docs sidebar',
    description: "A string of the theme, with the same id as in Docusaurus's theme",
  },
  'theme.docs.tagDocListPageTitle': {
    message: '{nDocsTagged} with "{tagName}"',
    description: "A string of the theme, with the same id as in Docusaurus's theme",
  },
  'theme.docs.tagDocListPageTitle.nDocsTagged': {
    message: '{count} doc tagged|{count} docs tagged',
    description: "A string of the theme, with the same id as in Docusaurus's theme",
  },
  'theme.docs.versionBadge.label': {
    message: 'Version: {versionLabel}',
    description: "A string of the theme, with the same id as in Docusaurus's theme",
  },
  'theme.docs.versions.latestVersionLinkLabel': {
    message: 'latest version',
    description: "A string of the theme, with the same id as in Docusaurus's theme",
  },
  'theme.docs.versions.latestVersionSuggestionLabel': {
    message: 'For the current documentation, see the {latestVersionLink} ({versionLabel}).',
    description: "A string of the theme, with the same id as in Docusaurus's theme",
  },
  'theme.docs.versions.unmaintainedVersionLabel': {
    message: 'You are reading the documentation of {siteTitle} {versionLabel}, which is no longer maintained.',
    description: "A string of the theme, with the same id as in Docusaurus's theme",
  },
  'theme.docs.versions.unreleasedVersionLabel': {
    message: 'You are reading the documentation of {siteTitle} {versionLabel}, which is not released yet.',
    description: "A string of the theme, with the same id as in Docusaurus's theme",
  },
  'theme.lastUpdated.atDate': { message: ' on {date}', description: "A string of the theme, with the same id as in Docusaurus's theme" },
  'theme.lastUpdated.byUser': { message: ' by {user}', description: "A string of the theme, with the same id as in Docusaurus's theme" },
  'theme.lastUpdated.lastUpdatedAtBy': {
    message: 'Last updated{atDate}{byUser}',
    description: "A string of the theme, with the same id as in Docusaurus's theme",
  },
  'theme.navbar.ariaLabel': { message: 'Main', description: "A string of the theme, with the same id as in Docusaurus's theme" },
  'theme.tags.tagsListLabel': { message: 'Tags:', description: "A string of the theme, with the same id as in Docusaurus's theme" },
  'theme.tags.tagsPageLink': { message: 'View all tags', description: "A string of the theme, with the same id as in Docusaurus's theme" },
  'theme.tags.tagsPageTitle': { message: 'Tags', description: "A string of the theme, with the same id as in Docusaurus's theme" },
};
