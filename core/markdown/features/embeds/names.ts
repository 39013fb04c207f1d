/**
 * Components portal offers every site for embedding, usable in MDX (and in `.md` as HTML) without
 * an import: `<YouTube>` (also `<LiteYouTubeEmbed>`, as Docusaurus sites import it from
 * react-lite-youtube-embed), `<LinkCard>` and `<Iframe>`. Each becomes plain markup before the
 * sanitiser, which checks it as it checks any content: the embeds add no element or attribute to
 * its allow-list and no script to the page. See markup.ts for each one's props.
 */
export const EMBED_COMPONENTS = ['YouTube', 'LiteYouTubeEmbed', 'LinkCard', 'Iframe'] as const;
export type EmbedName = (typeof EMBED_COMPONENTS)[number];

export function isEmbed(name: string): name is EmbedName {
  return (EMBED_COMPONENTS as readonly string[]).includes(name);
}
