import type { DocRoute } from '../../model/routes.ts';
import { DocMeta } from '../components/DocMeta.tsx';
import { TagList } from '../components/DocParts.tsx';

export interface DocItemFooterProps {
  route: DocRoute;
}

/** Below a doc's content: its tags, "Edit this page" and when it last changed. */
export default function DocItemFooter({ route }: DocItemFooterProps) {
  return (
    <footer className="docs-footer">
      <TagList tags={route.tags} />
      <DocMeta editUrl={route.editUrl} lastUpdate={route.lastUpdate} />
    </footer>
  );
}
