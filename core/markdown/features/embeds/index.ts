import type { Root } from 'hast';
import type { VFile } from 'vfile';
import { warnerFor } from '../../component-warnings.ts';
import { walkElements } from '../../walk.ts';
import { markerProps } from '../../components.ts';
import type { MarkdownFeature } from '../types.ts';
import { iframe, linkCard, youtube, type Made } from './markup.ts';
import { embedTwin } from './twin.ts';
import { EMBED_COMPONENTS, isEmbed, type EmbedName } from './names.ts';

const MAKERS: Record<EmbedName, (props: Record<string, unknown>) => Made> = {
  YouTube: youtube,
  LiteYouTubeEmbed: youtube,
  LinkCard: linkCard,
  Iframe: iframe,
};

/** Turns the embeds' component markers (`data-mdx="YouTube"`), which the component pass leaves, into their markup before the sanitiser. */
function rehypeEmbeds() {
  return (tree: Root, file: VFile) => {
    const warn = warnerFor(file.data.facts);
    walkElements(tree, (node, parent, index) => {
      const name = node.properties.dataMdx;
      if (typeof name !== 'string' || !isEmbed(name)) return undefined;
      const made = MAKERS[name](markerProps(node));
      const line = Number(node.properties.dataMdxLine);
      const point = node.position?.start ?? (line > 0 ? { line, column: 1 } : undefined);
      if ('problem' in made) {
        warn(point, 'embed-invalid', `<${name}> ${made.problem}; its children are shown instead`, made.hint);
        // As an unknown component: its children, if any, stay.
        parent.children[index] = {
          type: 'element',
          tagName: node.tagName,
          properties: { className: ['mdx-unknown'] },
          children: node.children,
        };
        return false;
      }
      // The position stays, so the sanitiser's warning about the embed (an iframe host not allowed) names its line.
      made.element.position = node.position ?? (point ? { start: { ...point }, end: { ...point } } : undefined);
      parent.children[index] = made.element;
      return false;
    });
  };
}

export const embeds: MarkdownFeature = { name: 'embeds', components: EMBED_COMPONENTS, rehype: [rehypeEmbeds], twin: embedTwin };
