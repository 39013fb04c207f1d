/**
 * The bench's own minimal Hugo theme: the page shell, a docs page and a listing, with the sidebar
 * the portal shows (the top level of the page's sidebar, the categories on the way to the page
 * open with their items, every other category a link to its index page), breadcrumbs, a table of
 * contents, tags and previous/next links. Output path -> template text.
 */
export const HUGO_THEME: Record<string, string> = {
  'layouts/_default/baseof.html': `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ .Title }} | {{ site.Title }}</title>
<meta name="description" content="{{ with .Description }}{{ . }}{{ else }}{{ site.Params.description }}{{ end }}">
<link rel="canonical" href="{{ .Permalink }}">
<link rel="stylesheet" href="{{ "style.css" | relURL }}">
</head>
<body>
<header class="navbar"><a class="brand" href="{{ "/" | relURL }}">{{ site.Title }}</a>
<nav>{{ range site.Params.nav }}<a href="{{ .url | relURL }}">{{ .label }}</a>{{ end }}</nav></header>
<div class="layout">
{{ partial "sidebar.html" . }}
<main>{{ block "main" . }}{{ end }}</main>
</div>
<footer>{{ site.Params.copyright }}</footer>
</body>
</html>
`,
  'layouts/_default/single.html': `{{ define "main" }}
<nav class="breadcrumbs" aria-label="Breadcrumbs"><ol>{{ range .Ancestors.Reverse }}{{ if not .IsHome }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}{{ end }}<li>{{ .Title }}</li></ol></nav>
<article><h1>{{ .Title }}</h1>
{{ .Content }}
{{ with .GetTerms "tags" }}<ul class="tags">{{ range . }}<li><a href="{{ .RelPermalink }}">{{ .LinkTitle }}</a></li>{{ end }}</ul>{{ end }}
</article>
<nav class="pagination">{{ with .PrevInSection }}<a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}{{ with .NextInSection }}<a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}</nav>
<aside class="toc">{{ .TableOfContents }}</aside>
{{ end }}
`,
  'layouts/_default/list.html': `{{ define "main" }}
<h1>{{ .Title }}</h1>
{{ .Content }}
<ul class="cards">{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ with .Description }}<p>{{ . }}</p>{{ end }}</li>{{ end }}</ul>
{{ end }}
`,
  // The sidebar's root is the folder at depth `sidebarDepth` of the page's path (docs/ or docs/pN/);
  // a category is open when the page's folder starts with its folder: string tests, no page walks.
  'layouts/partials/sidebar.html': `{{ with .File }}{{ $parts := split .Dir "/" }}{{ if ge (len $parts) (add site.Params.sidebarDepth 1) }}{{ $root := site.GetPage (printf "/%s" (delimit (first site.Params.sidebarDepth $parts) "/")) }}<nav class="sidebar" aria-label="Docs sidebar">{{ partial "sidebar-tree.html" (dict "node" $root "dir" .Dir "page" $) }}</nav>{{ end }}{{ end }}
`,
  'layouts/partials/sidebar-tree.html': `<ul>{{ $dir := .dir }}{{ $page := .page }}{{ range .node.Pages }}{{ if .IsSection }}{{ $open := hasPrefix $dir .File.Dir }}<li class="category{{ if $open }} open{{ end }}"><a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ if $open }}{{ partial "sidebar-tree.html" (dict "node" . "dir" $dir "page" $page) }}{{ end }}</li>{{ else }}<li><a href="{{ .RelPermalink }}"{{ if eq . $page }} aria-current="page"{{ end }}>{{ .LinkTitle }}</a></li>{{ end }}{{ end }}</ul>`,
  'static/style.css': `body{font-family:system-ui,sans-serif;margin:0}.layout{display:flex}.sidebar{width:18rem}main{flex:1;padding:1rem 2rem}
`,
};
