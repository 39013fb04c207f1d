import { describe, expect, it } from 'vitest';
import { buildInlineCss, inlineCssForPage } from '../../core/theme/page-css.ts';
import { ROOT } from '../helpers.ts';

describe("a page's inline CSS", () => {
  it("leaves out only the theme files its page group's markup never uses, and the print rules", async () => {
    const css = await buildInlineCss({ root: ROOT });
    expect(css.docs).toContain('.docs-sidebar');
    expect(css.docs).not.toContain('.api-nav');
    expect(css.docs).not.toContain('.post-card');
    expect(css.api).toContain('.api-nav');
    expect(css.blog).toContain('.post-card');
    expect(css.site).toContain('.api-nav');
    for (const group of Object.values(css)) expect(group).not.toContain('@media print');
    // Groups with the same files have the same CSS.
    expect(css.other).toBe(css.docs);
  });

  it("points the site's media files at their folder from any page, and cannot close its <style>", () => {
    expect(inlineCssForPage('@font-face{src:url(../media/a-X1.woff2)}.b{background:url("../media/b-X2.png")}', '/fx/')).toBe(
      '@font-face{src:url(/fx/assets/media/a-X1.woff2)}.b{background:url("/fx/assets/media/b-X2.png")}',
    );
    expect(inlineCssForPage('.a::after{content:"</style><script>x</script>"}', '/')).toBe(
      '.a::after{content:"<\\/style><script>x</script>"}',
    );
  });
});
