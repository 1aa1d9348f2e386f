import MarkdownIt from 'markdown-it';

/**
 * Markdown → HTML for lesson bodies. Raw HTML in the source is never passed through (it is shown as text), so a
 * `<script>` or an `onerror=` attribute cannot reach the page; links and images may only use http(s), mailto or
 * same-site paths. Rendered once when the lesson is saved; learners receive the stored HTML.
 */
const renderer = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

const safeUrl = /^(https?:|mailto:|\/(?!\/)|#)/i;
renderer.validateLink = (url) => safeUrl.test(url.trim());

const defaultLinkOpen =
  renderer.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));

renderer.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx];
  const href = token?.attrGet('href') ?? '';
  if (token && /^https?:/i.test(href)) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

// The page already has its one <h1> (the lesson title): a "# …" in the body becomes a section heading.
renderer.core.ruler.push('demote_h1', (state) => {
  for (const token of state.tokens) {
    if ((token.type === 'heading_open' || token.type === 'heading_close') && token.tag === 'h1') token.tag = 'h2';
  }
});

// Wide tables scroll inside their own box instead of widening the page on phones.
renderer.renderer.rules.table_open = () =>
  '<div class="table-scroll" tabindex="0" role="region" aria-label="Tabla"><table>\n';
renderer.renderer.rules.table_close = () => '</table></div>\n';

export function renderMarkdown(source: string): string {
  return renderer.render(source);
}
