import GithubSlugger from 'github-slugger';
import kebabCase from 'lodash-es/kebabCase.js';

/** Tag slugs follow Docusaurus (lodash kebabCase), so existing tag URLs keep working: 3D -> 3-d. */
export function tagSlug(label: string): string {
  return kebabCase(label);
}

/** Category index slugs come from the label the way heading ids do: "Turn-by-turn API" -> turn-by-turn-api. */
export function labelSlug(label: string): string {
  return new GithubSlugger().slug(label);
}

/** A fresh slugger per page: heading ids are unique within a page, `-1`, `-2` on repeats. */
export function createSlugger(): GithubSlugger {
  return new GithubSlugger();
}

/** Edit distance, for "did you mean" hints. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j] ?? 0;
      row[j] = Math.min((row[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length] ?? 0;
}

/** The closest candidate, if it is close enough to be a plausible typo. */
export function closest(target: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const c of candidates) {
    const score = editDistance(target.toLowerCase(), c.toLowerCase());
    if (score < bestScore) {
      bestScore = score;
      best = c;
    }
  }
  const limit = Math.max(2, Math.floor(target.length / 3));
  return bestScore <= limit ? best : undefined;
}
