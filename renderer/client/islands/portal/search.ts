import { createElement } from 'react';
import { SearchBox } from '../../../components/SearchBox.tsx';
import type { SearchScope } from '../../../../model/search-scope.ts';
import type { IslandModule } from '../island-module.ts';

/** The search box (renderer/islands/shell-islands.tsx SearchIsland). @public: the registry imports it lazily. */
export const island: IslandModule = {
  element: (props) => createElement(SearchBox, props as { scope?: SearchScope }),
};
